-- Money becomes whole cents. Every existing price is numeric(10,2), so price * 100 is a whole number and
-- the cast keeps it exactly; a value too large for integer stops the migration rather than changing it.
ALTER TABLE "classes" ADD COLUMN "price_cents" integer;--> statement-breakpoint
UPDATE "classes" SET "price_cents" = ("price" * 100)::integer;--> statement-breakpoint
ALTER TABLE "classes" ALTER COLUMN "price_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "price_cents" integer;--> statement-breakpoint
UPDATE "payments" SET "price_cents" = ("price" * 100)::integer;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "price_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "classes" DROP CONSTRAINT "classes_price_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_price_check";--> statement-breakpoint
ALTER TABLE "classes" DROP COLUMN "price";--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "price";--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_price_cents_check" CHECK ("classes"."price_cents" >= 0);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_price_cents_check" CHECK ("payments"."price_cents" >= 0);
