CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text,
	"message" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answered_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_status_check" CHECK ("contact_messages"."status" in ('open', 'answered'))
);
--> statement-breakpoint
CREATE TABLE "image_variants" (
	"image_id" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "image_variants_image_id_width_pk" PRIMARY KEY("image_id","width")
);
--> statement-breakpoint
CREATE TABLE "teaching_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"languages" jsonb NOT NULL,
	"experience" text NOT NULL,
	"bio" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"message" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teaching_applications_status_check" CHECK ("teaching_applications"."status" in ('open', 'accepted', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "hold_renewals" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "size" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bio" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_variants" ADD CONSTRAINT "image_variants_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teaching_applications" ADD CONSTRAINT "teaching_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teaching_applications" ADD CONSTRAINT "teaching_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_status_created_idx" ON "contact_messages" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "teaching_applications_one_open_idx" ON "teaching_applications" USING btree ("user_id") WHERE "teaching_applications"."status" = 'open';--> statement-breakpoint
CREATE INDEX "teaching_applications_status_created_idx" ON "teaching_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "images_owner_created_idx" ON "images" USING btree ("owner_id","created_at");--> statement-breakpoint
-- Uploads made before this migration count with their own bytes (they have no smaller widths).
UPDATE "images" SET "size" = octet_length("bytes");--> statement-breakpoint
-- Payments of accounts deleted before this change keep no email, so a new sign-up with it sees nothing.
UPDATE "payments" SET "email" = NULL WHERE "user_id" IS NULL;--> statement-breakpoint
-- Deleting a student used to drop their enrolments without giving the seats back: repair the counters.
UPDATE "classes" SET
  "available_seats" = "available_seats" + ("students" - (SELECT count(*) FROM "enrolments" e WHERE e."class_id" = "classes"."id")::int),
  "students" = (SELECT count(*) FROM "enrolments" e WHERE e."class_id" = "classes"."id")::int
WHERE "students" > (SELECT count(*) FROM "enrolments" e WHERE e."class_id" = "classes"."id");
