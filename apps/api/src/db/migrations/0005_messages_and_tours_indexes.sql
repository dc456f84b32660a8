DROP INDEX "messages_conversation_created_at_idx";--> statement-breakpoint
CREATE INDEX "messages_conversation_created_at_id_idx" ON "messages" USING btree ("conversation_id","created_at","id");--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("conversation_id","sender_type") WHERE "messages"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "virtual_tours_open_slot_unique" ON "virtual_tours" USING btree ("dog_id","scheduled_at") WHERE "virtual_tours"."status" in ('requested', 'confirmed');