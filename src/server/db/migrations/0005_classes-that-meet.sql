-- Classes that meet: a class's language, level, description, format and schedule, and its sessions
-- as rows. Every new column of classes is nullable: an existing class keeps its schedule "to be announced".
CREATE TABLE "class_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_sessions_status_check" CHECK ("class_sessions"."status" in ('scheduled', 'cancelled')),
	CONSTRAINT "class_sessions_times_check" CHECK ("class_sessions"."ends_at" > "class_sessions"."starts_at"),
	CONSTRAINT "class_sessions_sequence_check" CHECK ("class_sessions"."sequence" >= 0)
);
--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "level" text;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "format" text;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "meeting_link" text;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "schedule" jsonb;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_sessions_class_starts_idx" ON "class_sessions" USING btree ("class_id","starts_at");--> statement-breakpoint
CREATE INDEX "class_sessions_starts_idx" ON "class_sessions" USING btree ("starts_at");--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_level_check" CHECK ("classes"."level" is null or "classes"."level" in ('A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'all'));--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_description_check" CHECK ("classes"."description" is null or char_length("classes"."description") <= 2000);--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_format_check" CHECK (("classes"."format" is null and "classes"."meeting_link" is null and "classes"."address" is null) or ("classes"."format" = 'online' and "classes"."meeting_link" is not null and "classes"."address" is null) or ("classes"."format" = 'in-person' and "classes"."address" is not null and "classes"."meeting_link" is null));--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_schedule_check" CHECK (("classes"."schedule" is null) = ("classes"."time_zone" is null));