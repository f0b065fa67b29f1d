ALTER TABLE "payments" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
-- Payments of accounts deleted before this change keep no email, so a new sign-up with it sees nothing.
UPDATE "payments" SET "email" = NULL WHERE "user_id" IS NULL;--> statement-breakpoint
-- Deleting a student used to drop their enrolments without giving the seats back: repair the counters.
UPDATE "classes" SET
  "available_seats" = "available_seats" + ("students" - (SELECT count(*) FROM "enrolments" e WHERE e."class_id" = "classes"."id")::int),
  "students" = (SELECT count(*) FROM "enrolments" e WHERE e."class_id" = "classes"."id")::int
WHERE "students" > (SELECT count(*) FROM "enrolments" e WHERE e."class_id" = "classes"."id");
