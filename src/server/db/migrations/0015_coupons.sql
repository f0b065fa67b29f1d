CREATE TABLE "coupon_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_id" uuid NOT NULL,
	"user_id" text,
	"payment_id" uuid NOT NULL,
	"discount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_redemptions_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "coupon_redemptions_discount_check" CHECK ("coupon_redemptions"."discount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"percent_off" integer,
	"amount_off_cents" integer,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"max_uses" integer,
	"max_uses_per_student" integer DEFAULT 1 NOT NULL,
	"applies_to" text DEFAULT 'all' NOT NULL,
	"class_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"min_price_cents" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_kind_check" CHECK ("coupons"."kind" in ('percent', 'amount')),
	CONSTRAINT "coupons_discount_check" CHECK (("coupons"."kind" = 'percent' and "coupons"."percent_off" between 1 and 100 and "coupons"."amount_off_cents" is null) or ("coupons"."kind" = 'amount' and "coupons"."amount_off_cents" > 0 and "coupons"."percent_off" is null)),
	CONSTRAINT "coupons_applies_to_check" CHECK ("coupons"."applies_to" in ('all', 'classes', 'languages')),
	CONSTRAINT "coupons_dates_check" CHECK ("coupons"."valid_from" is null or "coupons"."valid_until" is null or "coupons"."valid_until" > "coupons"."valid_from"),
	CONSTRAINT "coupons_max_uses_check" CHECK ("coupons"."max_uses" is null or "coupons"."max_uses" >= 1),
	CONSTRAINT "coupons_max_uses_per_student_check" CHECK ("coupons"."max_uses_per_student" >= 1),
	CONSTRAINT "coupons_min_price_check" CHECK ("coupons"."min_price_cents" >= 0),
	CONSTRAINT "coupons_uses_check" CHECK ("coupons"."uses" >= 0 and ("coupons"."max_uses" is null or "coupons"."uses" <= "coupons"."max_uses"))
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "coupon_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_user_idx" ON "coupon_redemptions" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_idx" ON "coupons" USING btree (lower("code"));--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_discount_cents_check" CHECK ("payments"."discount_cents" >= 0);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_coupon_check" CHECK ("payments"."coupon_code" is not null or "payments"."discount_cents" = 0);