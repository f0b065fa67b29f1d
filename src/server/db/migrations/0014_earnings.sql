CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instructor_id" text,
	"amount_cents" integer NOT NULL,
	"paid_on" date NOT NULL,
	"reference" text NOT NULL,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_amount_check" CHECK ("payouts"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "sale_earnings" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"instructor_id" text,
	"gross_cents" integer NOT NULL,
	"commission_percent" integer NOT NULL,
	"commission_cents" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_earnings_gross_check" CHECK ("sale_earnings"."gross_cents" >= 0),
	CONSTRAINT "sale_earnings_percent_check" CHECK ("sale_earnings"."commission_percent" between 0 and 100),
	CONSTRAINT "sale_earnings_split_check" CHECK ("sale_earnings"."commission_cents" between 0 and "sale_earnings"."gross_cents" and "sale_earnings"."net_cents" = "sale_earnings"."gross_cents" - "sale_earnings"."commission_cents")
);
--> statement-breakpoint
CREATE TABLE "school_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"commission_percent" integer DEFAULT 20 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_settings_one_row_check" CHECK ("school_settings"."id" = 1),
	CONSTRAINT "school_settings_commission_check" CHECK ("school_settings"."commission_percent" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_instructor_id_users_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_earnings" ADD CONSTRAINT "sale_earnings_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_earnings" ADD CONSTRAINT "sale_earnings_instructor_id_users_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payouts_instructor_idx" ON "payouts" USING btree ("instructor_id");--> statement-breakpoint
CREATE INDEX "payouts_created_idx" ON "payouts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sale_earnings_instructor_idx" ON "sale_earnings" USING btree ("instructor_id");