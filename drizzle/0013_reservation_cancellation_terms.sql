ALTER TABLE "reservations" ADD COLUMN "cancellation_policy" jsonb;--> statement-breakpoint
-- Hand-written: stays booked before this migration keep the terms their park has now (the best record there is),
-- then every reservation must carry its own.
UPDATE "reservations" r SET "cancellation_policy" = p."cancellation_policy" FROM "parks" p WHERE p."id" = r."park_id";--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "cancellation_policy" SET NOT NULL;
