CREATE INDEX "class_sessions_scheduled_idx" ON "class_sessions" USING btree ("class_id","starts_at") WHERE "class_sessions"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "classes_status_created_idx" ON "classes" USING btree ("status","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "classes_language_level_idx" ON "classes" USING btree ("language","level");