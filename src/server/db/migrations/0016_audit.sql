CREATE TABLE "audit_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"actor_name" text,
	"actor_email" text,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"subject_label" text,
	"before" jsonb,
	"after" jsonb,
	CONSTRAINT "audit_events_action_check" CHECK ("action" in ('role.changed', 'user.deleted', 'class.approved', 'class.denied', 'class.deleted', 'class.reassigned', 'session.moved', 'session.cancelled', 'attendance.recorded', 'teaching-application.accepted', 'teaching-application.declined', 'contact-message.answered', 'contact-message.reopened', 'refund.issued', 'coupon.created', 'coupon.changed', 'payout.recorded', 'settings.changed')),
	CONSTRAINT "audit_events_subject_type_check" CHECK ("subject_type" in ('user', 'class', 'session', 'teaching-application', 'contact-message', 'payment', 'coupon', 'payout', 'settings'))
);
--> statement-breakpoint
CREATE INDEX "audit_events_action_idx" ON "audit_events" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_id","id");--> statement-breakpoint
CREATE INDEX "audit_events_subject_idx" ON "audit_events" USING btree ("subject_type","subject_id","id");--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at");--> statement-breakpoint
-- Written by hand (drizzle-kit does not generate triggers): the audit log is append-only in the database too.
CREATE FUNCTION "audit_events_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_events_append_only" BEFORE UPDATE OR DELETE ON "audit_events"
	FOR EACH ROW EXECUTE FUNCTION "audit_events_refuse_change"();
