CREATE TABLE "data_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "data_versions" ("name") VALUES ('dogs'), ('listers');--> statement-breakpoint
CREATE FUNCTION "bump_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "data_versions" SET "version" = "version" + 1 WHERE "name" = TG_TABLE_NAME;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "dogs_bump_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "dogs"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();--> statement-breakpoint
CREATE TRIGGER "listers_bump_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "listers"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();
