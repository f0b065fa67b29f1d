CREATE TABLE "image_upload_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "image_variants" ALTER COLUMN "bytes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ALTER COLUMN "bytes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "image_variants" ADD COLUMN "hash" text;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "hash" text;--> statement-breakpoint
ALTER TABLE "image_upload_reservations" ADD CONSTRAINT "image_upload_reservations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "image_upload_reservations_owner_idx" ON "image_upload_reservations" USING btree ("owner_id","expires_at");