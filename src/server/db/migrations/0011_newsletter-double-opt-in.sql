CREATE TABLE "newsletter_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_tokens_purpose_check" CHECK ("newsletter_tokens"."purpose" in ('confirm', 'unsubscribe'))
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outgoing_mails" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "newsletter_tokens" ADD CONSTRAINT "newsletter_tokens_email_newsletter_subscriptions_email_fk" FOREIGN KEY ("email") REFERENCES "public"."newsletter_subscriptions"("email") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_tokens_email_idx" ON "newsletter_tokens" USING btree ("email");--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_confirmed_idx" ON "newsletter_subscriptions" USING btree ("confirmed_at","email") WHERE "newsletter_subscriptions"."status" = 'confirmed';--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_status_check" CHECK ("newsletter_subscriptions"."status" in ('pending', 'confirmed'));