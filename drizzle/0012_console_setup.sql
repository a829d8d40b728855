CREATE TYPE "public"."closure_kind" AS ENUM('closed', 'phone_only');--> statement-breakpoint
ALTER TYPE "public"."addon_charged_per" ADD VALUE 'vehicle';--> statement-breakpoint
CREATE TABLE "photo_variants" (
	"photo_id" uuid NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "photo_variants_photo_id_width_pk" PRIMARY KEY("photo_id","width")
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"park_id" uuid NOT NULL,
	"campsite_type_id" uuid,
	"campsite_id" uuid,
	"alt" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photos_size_positive" CHECK ("photos"."width" > 0 and "photos"."height" > 0)
);
--> statement-breakpoint
CREATE TABLE "closures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"park_id" uuid NOT NULL,
	"campsite_type_id" uuid,
	"kind" "closure_kind" DEFAULT 'closed' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"reason" text NOT NULL,
	"visible_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closures_dates_ordered" CHECK ("closures"."end_date" > "closures"."start_date")
);
--> statement-breakpoint
CREATE TABLE "rate_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"park_id" uuid NOT NULL,
	"campsite_type_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"weekdays" smallint[],
	"nightly_cents" integer NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_periods_dates_ordered" CHECK ("rate_periods"."end_date" >= "rate_periods"."start_date"),
	CONSTRAINT "rate_periods_nightly_positive" CHECK ("rate_periods"."nightly_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "photo_variants" ADD CONSTRAINT "photo_variants_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_campsite_type_id_campsite_types_id_fk" FOREIGN KEY ("campsite_type_id") REFERENCES "public"."campsite_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_campsite_id_campsites_id_fk" FOREIGN KEY ("campsite_id") REFERENCES "public"."campsites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closures" ADD CONSTRAINT "closures_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closures" ADD CONSTRAINT "closures_campsite_type_id_campsite_types_id_fk" FOREIGN KEY ("campsite_type_id") REFERENCES "public"."campsite_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_periods" ADD CONSTRAINT "rate_periods_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_periods" ADD CONSTRAINT "rate_periods_campsite_type_id_campsite_types_id_fk" FOREIGN KEY ("campsite_type_id") REFERENCES "public"."campsite_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photos_park_idx" ON "photos" USING btree ("park_id","campsite_type_id","sort_order");--> statement-breakpoint
CREATE INDEX "closures_park_idx" ON "closures" USING btree ("park_id","start_date");--> statement-breakpoint
CREATE INDEX "rate_periods_type_idx" ON "rate_periods" USING btree ("park_id","campsite_type_id","start_date");--> statement-breakpoint
-- Hand-written: the new tables a search reads bump the inventory version like the others (0008).
DO $$
DECLARE
  inventory_table text;
BEGIN
  FOREACH inventory_table IN ARRAY ARRAY['rate_periods', 'closures']
  LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_inventory_version"()',
      inventory_table || '_bump_inventory_version', inventory_table);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION "bump_inventory_version"()', inventory_table || '_truncate_bumps_inventory',
      inventory_table);
  END LOOP;
END
$$;
