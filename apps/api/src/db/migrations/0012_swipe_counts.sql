CREATE TABLE "swipe_counts" (
	"adopter_id" uuid PRIMARY KEY NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "swipe_counts" ADD CONSTRAINT "swipe_counts_adopter_id_users_id_fk" FOREIGN KEY ("adopter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "swipe_counts" ("adopter_id", "count")
  SELECT "adopter_id", count(*) FROM "swipes" GROUP BY "adopter_id";--> statement-breakpoint
CREATE FUNCTION "count_new_swipe"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "swipe_counts" ("adopter_id", "count") VALUES (NEW."adopter_id", 1)
    ON CONFLICT ("adopter_id") DO UPDATE SET "count" = "swipe_counts"."count" + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "count_deleted_swipes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "swipe_counts" SET "count" = "swipe_counts"."count" - "gone"."n"
    FROM (SELECT "adopter_id", count(*) AS "n" FROM "deleted" GROUP BY "adopter_id") AS "gone"
    WHERE "swipe_counts"."adopter_id" = "gone"."adopter_id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "count_no_swipes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "swipe_counts";
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A swipe changed (the same adopter and dog again) is an update and counts nothing.
CREATE TRIGGER "swipes_count_insert" AFTER INSERT ON "swipes"
  FOR EACH ROW EXECUTE FUNCTION "count_new_swipe"();--> statement-breakpoint
CREATE TRIGGER "swipes_count_delete" AFTER DELETE ON "swipes"
  REFERENCING OLD TABLE AS "deleted" FOR EACH STATEMENT EXECUTE FUNCTION "count_deleted_swipes"();--> statement-breakpoint
CREATE TRIGGER "swipes_count_truncate" AFTER TRUNCATE ON "swipes"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_no_swipes"();
