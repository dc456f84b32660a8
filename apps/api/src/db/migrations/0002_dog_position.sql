DROP INDEX "dogs_earth_idx";--> statement-breakpoint
ALTER TABLE "dogs" ADD COLUMN "position" "earth" GENERATED ALWAYS AS (ll_to_earth(latitude, longitude)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "dogs_position_idx" ON "dogs" USING gist ("position");