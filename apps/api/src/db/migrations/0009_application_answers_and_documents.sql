CREATE TABLE "application_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"journey_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_documents_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "application_documents_type_check" CHECK ("application_documents"."type" in ('application/pdf', 'image/jpeg', 'image/png')),
	CONSTRAINT "application_documents_size_check" CHECK ("application_documents"."size" > 0)
);
--> statement-breakpoint
ALTER TABLE "adoption_journeys" ADD COLUMN "decline_message" text;--> statement-breakpoint
ALTER TABLE "adoption_journeys" ADD COLUMN "application" jsonb;--> statement-breakpoint
ALTER TABLE "adoption_journeys" ADD COLUMN "application_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "application_documents" ADD CONSTRAINT "application_documents_journey_id_adoption_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."adoption_journeys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_documents_journey_id_created_at_idx" ON "application_documents" USING btree ("journey_id","created_at");