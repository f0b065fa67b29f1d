ALTER TABLE "users" ADD COLUMN "bio" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;