CREATE TABLE "inventory_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"epoch" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
-- Hand-written: the one row, and the triggers that bump it on every change of what a search reads. The bump waits
-- for the commit (deferred constraint triggers, once per transaction), so two transactions writing inventory at once
-- (a bulk seed's batches, two staff edits) hold the row's lock only while they commit, not for their whole length.
ALTER TABLE "inventory_version" ADD CONSTRAINT "inventory_version_one_row" CHECK ("id" = 1);--> statement-breakpoint
INSERT INTO "inventory_version" ("id") VALUES (1);--> statement-breakpoint
CREATE FUNCTION "bump_inventory_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT'
    OR current_setting('lantern.inventory_bumped_by', true) IS DISTINCT FROM txid_current()::text THEN
    PERFORM set_config('lantern.inventory_bumped_by', txid_current()::text, true);
    INSERT INTO "inventory_version" ("id") VALUES (1)
    ON CONFLICT ("id") DO UPDATE SET "version" = "inventory_version"."version" + 1;
  END IF;
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
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_inventory_version"()',
      inventory_table || '_bump_inventory_version', inventory_table);
    -- A truncate has no rows to defer on: it bumps at once.
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION "bump_inventory_version"()', inventory_table || '_truncate_bumps_inventory',
      inventory_table);
  END LOOP;
END
$$;
