-- Hand-written: what Drizzle cannot model. The database itself refuses a double booking.
-- btree_gist lets one GiST index compare uuids by equality and date ranges by overlap.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
-- Two allocations (hold, reservation or block) of one campsite may not share a night. Stays are [arrival, departure),
-- so back-to-back stays do not overlap. park_id leads so the constraint survives distribution by park (Citus).
ALTER TABLE "site_allocations"
  ADD CONSTRAINT "site_allocations_no_overlap"
  EXCLUDE USING gist ("park_id" WITH =, "campsite_id" WITH =, "stay" WITH &&);--> statement-breakpoint
ALTER TABLE "site_allocations"
  ADD CONSTRAINT "site_allocations_stay_not_empty" CHECK (NOT isempty("stay") AND NOT lower_inf("stay") AND NOT upper_inf("stay"));--> statement-breakpoint
ALTER TABLE "site_allocations"
  ADD CONSTRAINT "site_allocations_hold_expires" CHECK ("kind" <> 'hold' OR "expires_at" IS NOT NULL);
