CREATE TABLE "inventory_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"epoch" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
-- Hand-written: the one row, and the statement triggers that bump it on every change of what a search reads.
ALTER TABLE "inventory_version" ADD CONSTRAINT "inventory_version_one_row" CHECK ("id" = 1);--> statement-breakpoint
INSERT INTO "inventory_version" ("id") VALUES (1);--> statement-breakpoint
CREATE FUNCTION "bump_inventory_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "inventory_version" ("id") VALUES (1)
  ON CONFLICT ("id") DO UPDATE SET "version" = "inventory_version"."version" + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE
  inventory_table text;
BEGIN
  FOREACH inventory_table IN ARRAY ARRAY['parks', 'campsite_types', 'campsites', 'rates', 'seasons', 'closed_dates',
    'holidays', 'booking_rules', 'pricing_rules', 'addons', 'features', 'park_features']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION "bump_inventory_version"()', inventory_table || '_bump_inventory_version',
      inventory_table);
  END LOOP;
END
$$;
