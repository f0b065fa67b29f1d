CREATE TABLE "simulated_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'requires_payment_method' NOT NULL,
	"metadata" jsonb NOT NULL,
	"last_error_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulated_payment_intents_client_secret_unique" UNIQUE("client_secret"),
	CONSTRAINT "simulated_payment_intents_amount_check" CHECK ("simulated_payment_intents"."amount" > 0),
	CONSTRAINT "simulated_payment_intents_status_check" CHECK ("simulated_payment_intents"."status" in ('requires_payment_method', 'succeeded', 'canceled', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_reason" text;