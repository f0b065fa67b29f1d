ALTER TABLE "waitlist_entries" DROP CONSTRAINT "waitlist_entries_status_check";--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "late_joining" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_status_check" CHECK ("waitlist_entries"."status" in ('waiting', 'offered', 'left', 'expired', 'accepted', 'withdrawn'));