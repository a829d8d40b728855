CREATE TABLE "site_night_occupancy" (
	"park_id" uuid NOT NULL,
	"campsite_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"nights" bit varying NOT NULL,
	CONSTRAINT "site_night_occupancy_park_id_year_campsite_id_pk" PRIMARY KEY("park_id","year","campsite_id")
);
--> statement-breakpoint
ALTER TABLE "site_night_occupancy" ADD CONSTRAINT "site_night_occupancy_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_night_occupancy" ADD CONSTRAINT "site_night_occupancy_campsite_id_campsites_id_fk" FOREIGN KEY ("campsite_id") REFERENCES "public"."campsites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written: every row holds one bit per night of its year.
ALTER TABLE "site_night_occupancy" ADD CONSTRAINT "site_night_occupancy_one_year" CHECK (length("nights") = 366);--> statement-breakpoint
-- Fill the index from the claims a database already holds (reservations and blocks; holds are not indexed).
INSERT INTO "site_night_occupancy" ("park_id", "campsite_id", "year", "nights")
SELECT "park_id", "campsite_id", "year", bit_or(('1' || repeat('0', 365))::bit(366) >> "day")::bit varying
FROM (
  SELECT "park_id", "campsite_id", extract(year FROM "night")::integer AS "year",
    ("night" - make_date(extract(year FROM "night")::integer, 1, 1))::integer AS "day"
  FROM (
    SELECT "park_id", "campsite_id", generate_series(lower("stay"), upper("stay") - 1, interval '1 day')::date AS "night"
    FROM "site_allocations" WHERE "kind" <> 'hold'
  ) AS "claimed"
) AS "nights"
GROUP BY 1, 2, 3;
