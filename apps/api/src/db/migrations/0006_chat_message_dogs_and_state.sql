ALTER TABLE "chat_messages" ADD COLUMN "dogs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "state" jsonb;