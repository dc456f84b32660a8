CREATE TABLE "lister_dog_stats" (
	"lister_id" uuid PRIMARY KEY NOT NULL,
	"available_dogs" integer NOT NULL,
	"latitude_sum" double precision NOT NULL,
	"longitude_sum" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lister_dog_stats" ADD CONSTRAINT "lister_dog_stats_lister_id_listers_id_fk" FOREIGN KEY ("lister_id") REFERENCES "public"."listers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listers_point_idx" ON "listers" USING gist (point("longitude", "latitude")) WHERE "listers"."deleted_at" is null;--> statement-breakpoint
-- Writers wait until the triggers exist (the migration is one transaction): a dog written by a
-- process still on the old version between the count and the triggers would be missed.
LOCK TABLE "dogs" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
INSERT INTO "lister_dog_stats" ("lister_id", "available_dogs", "latitude_sum", "longitude_sum")
  SELECT "lister_id", count(*), sum("latitude"), sum("longitude") FROM "dogs"
  WHERE "status" = 'available' GROUP BY "lister_id";--> statement-breakpoint
-- Statement triggers with transition tables: a bulk insert of thousands of dogs (an import, a
-- seed) adds to each lister once. Rows are added in lister order, so concurrent writers lock
-- them in one order.
CREATE FUNCTION "count_inserted_dogs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "lister_dog_stats" ("lister_id", "available_dogs", "latitude_sum", "longitude_sum")
    SELECT "lister_id", count(*), sum("latitude"), sum("longitude") FROM "inserted"
    WHERE "status" = 'available' GROUP BY "lister_id" ORDER BY "lister_id"
    ON CONFLICT ("lister_id") DO UPDATE SET
      "available_dogs" = "lister_dog_stats"."available_dogs" + EXCLUDED."available_dogs",
      "latitude_sum" = "lister_dog_stats"."latitude_sum" + EXCLUDED."latitude_sum",
      "longitude_sum" = "lister_dog_stats"."longitude_sum" + EXCLUDED."longitude_sum";
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Only dogs whose status, lister or position changed count: an edit of a dog's bio writes nothing here.
CREATE FUNCTION "count_updated_dogs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "lister_dog_stats" ("lister_id", "available_dogs", "latitude_sum", "longitude_sum")
    SELECT "lister_id", sum("n"), sum("latitude"), sum("longitude") FROM (
      SELECT "b"."lister_id", -1 AS "n", -"b"."latitude" AS "latitude", -"b"."longitude" AS "longitude"
        FROM "before" "b" JOIN "after" "a" ON "a"."id" = "b"."id"
        WHERE "b"."status" = 'available'
          AND ("a"."status", "a"."lister_id", "a"."latitude", "a"."longitude")
            IS DISTINCT FROM ("b"."status", "b"."lister_id", "b"."latitude", "b"."longitude")
      UNION ALL
      SELECT "a"."lister_id", 1, "a"."latitude", "a"."longitude"
        FROM "after" "a" JOIN "before" "b" ON "a"."id" = "b"."id"
        WHERE "a"."status" = 'available'
          AND ("a"."status", "a"."lister_id", "a"."latitude", "a"."longitude")
            IS DISTINCT FROM ("b"."status", "b"."lister_id", "b"."latitude", "b"."longitude")
    ) AS "changes" GROUP BY "lister_id" ORDER BY "lister_id"
    ON CONFLICT ("lister_id") DO UPDATE SET
      "available_dogs" = "lister_dog_stats"."available_dogs" + EXCLUDED."available_dogs",
      "latitude_sum" = "lister_dog_stats"."latitude_sum" + EXCLUDED."latitude_sum",
      "longitude_sum" = "lister_dog_stats"."longitude_sum" + EXCLUDED."longitude_sum";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "count_deleted_dogs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "lister_dog_stats" SET
      "available_dogs" = "lister_dog_stats"."available_dogs" - "gone"."n",
      "latitude_sum" = "lister_dog_stats"."latitude_sum" - "gone"."latitude",
      "longitude_sum" = "lister_dog_stats"."longitude_sum" - "gone"."longitude"
    FROM (
      SELECT "lister_id", count(*) AS "n", sum("latitude") AS "latitude", sum("longitude") AS "longitude"
        FROM "deleted" WHERE "status" = 'available' GROUP BY "lister_id"
    ) AS "gone"
    WHERE "lister_dog_stats"."lister_id" = "gone"."lister_id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "count_no_dogs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "lister_dog_stats";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "dogs_count_insert" AFTER INSERT ON "dogs"
  REFERENCING NEW TABLE AS "inserted" FOR EACH STATEMENT EXECUTE FUNCTION "count_inserted_dogs"();--> statement-breakpoint
CREATE TRIGGER "dogs_count_update" AFTER UPDATE ON "dogs"
  REFERENCING OLD TABLE AS "before" NEW TABLE AS "after" FOR EACH STATEMENT EXECUTE FUNCTION "count_updated_dogs"();--> statement-breakpoint
CREATE TRIGGER "dogs_count_delete" AFTER DELETE ON "dogs"
  REFERENCING OLD TABLE AS "deleted" FOR EACH STATEMENT EXECUTE FUNCTION "count_deleted_dogs"();--> statement-breakpoint
CREATE TRIGGER "dogs_count_truncate" AFTER TRUNCATE ON "dogs"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_no_dogs"();
