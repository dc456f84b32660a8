CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" uuid NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"role" text DEFAULT 'adopter' NOT NULL,
	"onboarded" boolean DEFAULT false NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('adopter', 'shelter', 'owner'))
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"location" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"license_number" text,
	"description" text,
	"reason" text,
	"is_verified" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listers_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "listers_type_check" CHECK ("listers"."type" in ('shelter', 'owner'))
);
--> statement-breakpoint
CREATE TABLE "adopter_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"living_situation" text NOT NULL,
	"home_type" text NOT NULL,
	"has_yard" boolean NOT NULL,
	"other_pets" text NOT NULL,
	"has_other_pets" boolean NOT NULL,
	"other_pets_type" text,
	"activity_level" text NOT NULL,
	"work_schedule" text NOT NULL,
	"exercise_commitment" text NOT NULL,
	"experience_level" text NOT NULL,
	"household_composition" text NOT NULL,
	"preferred_size" text[] DEFAULT '{}' NOT NULL,
	"preferred_age" text[] DEFAULT '{}' NOT NULL,
	"preferred_energy" text[] DEFAULT '{}' NOT NULL,
	"search_radius" integer DEFAULT 25 NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"profile_image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "adopter_profiles_living_situation_check" CHECK ("adopter_profiles"."living_situation" in ('apartment', 'house_no_yard', 'house_small_yard', 'house_large_yard')),
	CONSTRAINT "adopter_profiles_home_type_check" CHECK ("adopter_profiles"."home_type" in ('house', 'apartment', 'condo')),
	CONSTRAINT "adopter_profiles_other_pets_check" CHECK ("adopter_profiles"."other_pets" in ('none', 'dogs', 'cats', 'both')),
	CONSTRAINT "adopter_profiles_other_pets_type_check" CHECK ("adopter_profiles"."other_pets_type" in ('none', 'dogs', 'cats', 'both')),
	CONSTRAINT "adopter_profiles_activity_level_check" CHECK ("adopter_profiles"."activity_level" in ('low', 'moderate', 'high')),
	CONSTRAINT "adopter_profiles_work_schedule_check" CHECK ("adopter_profiles"."work_schedule" in ('home_all_day', 'hybrid', 'office_full_time')),
	CONSTRAINT "adopter_profiles_exercise_commitment_check" CHECK ("adopter_profiles"."exercise_commitment" in ('minimal', 'few_times_week', 'daily_vigorous')),
	CONSTRAINT "adopter_profiles_experience_level_check" CHECK ("adopter_profiles"."experience_level" in ('first_time', 'some_experience', 'very_experienced')),
	CONSTRAINT "adopter_profiles_household_composition_check" CHECK ("adopter_profiles"."household_composition" in ('alone', 'adults', 'kids_0_5', 'kids_6_12', 'kids_teen')),
	CONSTRAINT "adopter_profiles_preferred_size_check" CHECK ("adopter_profiles"."preferred_size" <@ array['small', 'medium', 'large']::text[]),
	CONSTRAINT "adopter_profiles_preferred_age_check" CHECK ("adopter_profiles"."preferred_age" <@ array['puppy', 'young', 'adult', 'senior']::text[]),
	CONSTRAINT "adopter_profiles_preferred_energy_check" CHECK ("adopter_profiles"."preferred_energy" <@ array['low', 'medium', 'high']::text[]),
	CONSTRAINT "adopter_profiles_search_radius_check" CHECK ("adopter_profiles"."search_radius" > 0)
);
--> statement-breakpoint
CREATE TABLE "dogs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lister_id" uuid NOT NULL,
	"name" text NOT NULL,
	"breed" text NOT NULL,
	"age" double precision NOT NULL,
	"age_category" text NOT NULL,
	"size" text NOT NULL,
	"weight" double precision NOT NULL,
	"energy_level" text NOT NULL,
	"temperament" text[] DEFAULT '{}' NOT NULL,
	"good_with_kids" boolean NOT NULL,
	"good_with_dogs" boolean NOT NULL,
	"good_with_cats" boolean NOT NULL,
	"bio" text NOT NULL,
	"special_needs" text,
	"day_in_life_video" text,
	"vaccinated" boolean NOT NULL,
	"spayed_neutered" boolean NOT NULL,
	"photos" text[] DEFAULT '{}' NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"adopted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dogs_age_category_check" CHECK ("dogs"."age_category" in ('puppy', 'young', 'adult', 'senior')),
	CONSTRAINT "dogs_size_check" CHECK ("dogs"."size" in ('small', 'medium', 'large')),
	CONSTRAINT "dogs_energy_level_check" CHECK ("dogs"."energy_level" in ('low', 'moderate', 'high', 'very_high')),
	CONSTRAINT "dogs_temperament_check" CHECK ("dogs"."temperament" <@ array['friendly', 'playful', 'calm', 'loyal', 'gentle', 'protective', 'energetic', 'independent']::text[]),
	CONSTRAINT "dogs_status_check" CHECK ("dogs"."status" in ('available', 'adopted', 'removed'))
);
--> statement-breakpoint
CREATE TABLE "swipes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"adopter_id" uuid NOT NULL,
	"dog_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "swipes_adopter_id_dog_id_unique" UNIQUE("adopter_id","dog_id"),
	CONSTRAINT "swipes_direction_check" CHECK ("swipes"."direction" in ('left', 'right'))
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"adopter_id" uuid NOT NULL,
	"dog_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone,
	CONSTRAINT "conversations_adopter_id_dog_id_unique" UNIQUE("adopter_id","dog_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender_type" text NOT NULL,
	"sender_id" uuid,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "messages_sender_type_check" CHECK ("messages"."sender_type" in ('user', 'shelter'))
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"dog_context" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_role_check" CHECK ("chat_messages"."role" in ('user', 'assistant'))
);
--> statement-breakpoint
CREATE TABLE "virtual_tours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"adopter_id" uuid NOT NULL,
	"dog_id" uuid NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"notes" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "virtual_tours_status_check" CHECK ("virtual_tours"."status" in ('requested', 'confirmed', 'declined', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "adoption_journeys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"adopter_id" uuid NOT NULL,
	"dog_id" uuid NOT NULL,
	"current_step" text DEFAULT 'application' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"application_submitted_at" timestamp with time zone,
	"home_visit_scheduled_at" timestamp with time zone,
	"home_visit_completed_at" timestamp with time zone,
	"meet_greet_scheduled_at" timestamp with time zone,
	"meet_greet_completed_at" timestamp with time zone,
	"adoption_date" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"closed_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "adoption_journeys_adopter_id_dog_id_unique" UNIQUE("adopter_id","dog_id"),
	CONSTRAINT "adoption_journeys_current_step_check" CHECK ("adoption_journeys"."current_step" in ('application', 'home_visit', 'meet_greet', 'adoption')),
	CONSTRAINT "adoption_journeys_status_check" CHECK ("adoption_journeys"."status" in ('active', 'completed', 'withdrawn', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "dog_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dog_id" uuid NOT NULL,
	"viewer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listers" ADD CONSTRAINT "listers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adopter_profiles" ADD CONSTRAINT "adopter_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dogs" ADD CONSTRAINT "dogs_lister_id_listers_id_fk" FOREIGN KEY ("lister_id") REFERENCES "public"."listers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipes" ADD CONSTRAINT "swipes_adopter_id_users_id_fk" FOREIGN KEY ("adopter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipes" ADD CONSTRAINT "swipes_dog_id_dogs_id_fk" FOREIGN KEY ("dog_id") REFERENCES "public"."dogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_adopter_id_users_id_fk" FOREIGN KEY ("adopter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_dog_id_dogs_id_fk" FOREIGN KEY ("dog_id") REFERENCES "public"."dogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_dog_context_dogs_id_fk" FOREIGN KEY ("dog_context") REFERENCES "public"."dogs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_tours" ADD CONSTRAINT "virtual_tours_adopter_id_users_id_fk" FOREIGN KEY ("adopter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_tours" ADD CONSTRAINT "virtual_tours_dog_id_dogs_id_fk" FOREIGN KEY ("dog_id") REFERENCES "public"."dogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adoption_journeys" ADD CONSTRAINT "adoption_journeys_adopter_id_users_id_fk" FOREIGN KEY ("adopter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adoption_journeys" ADD CONSTRAINT "adoption_journeys_dog_id_dogs_id_fk" FOREIGN KEY ("dog_id") REFERENCES "public"."dogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dog_views" ADD CONSTRAINT "dog_views_dog_id_dogs_id_fk" FOREIGN KEY ("dog_id") REFERENCES "public"."dogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dog_views" ADD CONSTRAINT "dog_views_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "listers_type_idx" ON "listers" USING btree ("type");--> statement-breakpoint
CREATE INDEX "dogs_lister_id_idx" ON "dogs" USING btree ("lister_id");--> statement-breakpoint
CREATE INDEX "dogs_status_created_at_idx" ON "dogs" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "dogs_earth_idx" ON "dogs" USING gist (ll_to_earth(latitude, longitude));--> statement-breakpoint
CREATE INDEX "dogs_longitude_latitude_idx" ON "dogs" USING btree ("longitude","latitude");--> statement-breakpoint
CREATE INDEX "swipes_adopter_direction_updated_at_idx" ON "swipes" USING btree ("adopter_id","direction","updated_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "swipes_dog_id_idx" ON "swipes" USING btree ("dog_id");--> statement-breakpoint
CREATE INDEX "conversations_dog_id_idx" ON "conversations" USING btree ("dog_id");--> statement-breakpoint
CREATE INDEX "conversations_adopter_last_message_at_idx" ON "conversations" USING btree ("adopter_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_conversation_created_at_idx" ON "messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_messages_user_created_at_idx" ON "chat_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "virtual_tours_adopter_scheduled_at_idx" ON "virtual_tours" USING btree ("adopter_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "virtual_tours_dog_scheduled_at_idx" ON "virtual_tours" USING btree ("dog_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "adoption_journeys_dog_id_idx" ON "adoption_journeys" USING btree ("dog_id");--> statement-breakpoint
CREATE INDEX "dog_views_dog_id_idx" ON "dog_views" USING btree ("dog_id");