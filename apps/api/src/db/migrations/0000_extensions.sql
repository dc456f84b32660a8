-- Geo search (radius queries on dogs) needs cube + earthdistance. On a real PostgreSQL
-- server earthdistance can only be created by a superuser: create both before the app's
-- migrations if the app's role is not one.
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
