CREATE TYPE "public"."folio_actor_kind" AS ENUM('guest', 'staff', 'job');--> statement-breakpoint
CREATE TYPE "public"."folio_line_kind" AS ENUM('charge', 'payment', 'refund', 'adjustment');--> statement-breakpoint
CREATE TYPE "public"."folio_line_status" AS ENUM('pending', 'succeeded', 'failed');--> statement-breakpoint
CREATE TABLE "folio_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position" bigint GENERATED ALWAYS AS IDENTITY (sequence name "folio_lines_position_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"reservation_id" uuid NOT NULL,
	"kind" "folio_line_kind" NOT NULL,
	"item" text,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" "folio_line_status" DEFAULT 'succeeded' NOT NULL,
	"method" text,
	"payment_id" uuid,
	"tendered_cents" integer,
	"change_cents" integer,
	"check_number" text,
	"actor_kind" "folio_actor_kind" NOT NULL,
	"actor_user_id" text,
	"actor_name" text,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "folio_lines_money_positive" CHECK ("folio_lines"."kind" in ('charge', 'adjustment') or "folio_lines"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "folio_lines" ADD CONSTRAINT "folio_lines_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folio_lines" ADD CONSTRAINT "folio_lines_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folio_lines" ADD CONSTRAINT "folio_lines_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "folio_lines_reservation_id_idx" ON "folio_lines" USING btree ("reservation_id","position");--> statement-breakpoint
CREATE INDEX "folio_lines_payment_id_idx" ON "folio_lines" USING btree ("payment_id");--> statement-breakpoint
-- Hand-written: a folio line is written once. Only a pending payment or refund may settle (its status alone, to
-- succeeded or failed); the database's own referential actions (a user deleted, an order removed) still apply:
-- they run one trigger level down.
CREATE FUNCTION "folio_lines_written_once"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() > 1 THEN
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.status = 'pending' AND NEW.status <> 'pending'
     AND (to_jsonb(NEW) - 'status') = (to_jsonb(OLD) - 'status') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'folio lines are written once: post a new line instead' USING ERRCODE = 'integrity_constraint_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "folio_lines_written_once" BEFORE UPDATE OR DELETE ON "folio_lines"
  FOR EACH ROW EXECUTE FUNCTION "folio_lines_written_once"();--> statement-breakpoint
-- Backfill (folio-backfill.integration.test.ts runs this block again on a ledger it has emptied): every existing
-- reservation gets the folio of what it holds today. Charges as booked (or as last re-priced) at booking time;
-- a cancelled stay's charges reversed at its cancellation. Each payment the order kept is shared out over its
-- stays in booking order (cancelled stays first, each up to its charges; what is left goes to the last confirmed one),
-- each cancelled stay's refund goes back against it and what the park kept is its cancellation fee, and refunds
-- from price changes go to the last stay. The lines name no person: a job opened the folio.
-- BEGIN FOLIO BACKFILL
INSERT INTO "folio_lines" ("reservation_id", "kind", "item", "description", "amount_cents", "actor_kind", "actor_name", "created_at")
SELECT r."id", 'charge', x.item, x.description, x.amount, 'job', 'Folio opened from the booking record', r."created_at"
FROM "reservations" r
JOIN "order_parks" op ON op."order_id" = r."order_id" AND op."park_id" = r."park_id"
LEFT JOIN (SELECT "reservation_id", sum("total_cents")::int AS total FROM "reservation_addons" GROUP BY "reservation_id") a
  ON a."reservation_id" = r."id"
CROSS JOIN LATERAL (VALUES
  (1, 'nights', CASE WHEN r."departure" - r."arrival" = 1 THEN '1 night' ELSE (r."departure" - r."arrival") || ' nights' END,
   r."subtotal_cents" - r."lock_fee_cents" - coalesce(a.total, 0)),
  (2, 'lock_fee', 'Site lock fee', r."lock_fee_cents"),
  (4, 'discount', coalesce(op."discount_label", 'Discount'), -r."discount_cents"),
  (5, 'taxes', 'Taxes', r."taxes_cents")
) AS x(ord, item, description, amount)
WHERE x.amount <> 0 OR x.item = 'nights'
ORDER BY r."created_at", r."id", x.ord;--> statement-breakpoint
INSERT INTO "folio_lines" ("reservation_id", "kind", "item", "description", "amount_cents", "actor_kind", "actor_name", "created_at")
SELECT ra."reservation_id", 'charge', 'addon:' || ra."name",
  ra."name" || CASE WHEN ra."quantity" > 1 THEN ' × ' || ra."quantity" ELSE '' END, ra."total_cents",
  'job', 'Folio opened from the booking record', r."created_at"
FROM "reservation_addons" ra JOIN "reservations" r ON r."id" = ra."reservation_id"
WHERE ra."total_cents" <> 0
ORDER BY r."created_at", r."id", ra."name";--> statement-breakpoint
INSERT INTO "folio_lines" ("reservation_id", "kind", "item", "description", "amount_cents", "actor_kind", "actor_name", "created_at")
SELECT f."reservation_id", 'charge', f."item", 'Cancelled: ' || f."description", -f."amount_cents",
  'job', 'Folio opened from the booking record', coalesce(r."canceled_at", r."updated_at")
FROM "folio_lines" f JOIN "reservations" r ON r."id" = f."reservation_id"
WHERE r."status" = 'canceled' AND f."kind" = 'charge'
ORDER BY f."position";--> statement-breakpoint
INSERT INTO "folio_lines" ("reservation_id", "kind", "description", "amount_cents", "method", "payment_id", "actor_kind", "actor_name", "created_at")
WITH kept AS (
  SELECT p."id", p."order_id", p."gateway", p."amount_cents", p."created_at",
    sum(p."amount_cents") OVER (PARTITION BY p."order_id" ORDER BY p."created_at", p."id") - p."amount_cents" AS p_start
  FROM "payments" p
  WHERE p."order_id" IS NOT NULL AND p."status" IN ('captured', 'partially_refunded', 'refunded')
),
stays AS (
  SELECT s.*, coalesce(sum(s.charges) OVER (PARTITION BY s."order_id" ORDER BY s.n ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS r_start
  FROM (
    SELECT r."id", r."order_id", r."subtotal_cents" - r."discount_cents" + r."taxes_cents" AS charges,
      row_number() OVER (PARTITION BY r."order_id" ORDER BY r."status" = 'confirmed', r."created_at", r."id") AS n,
      count(*) OVER (PARTITION BY r."order_id") AS stays_in_order
    FROM "reservations" r
  ) s
),
shares AS (
  SELECT s."id" AS reservation_id, k."id" AS payment_id, k."gateway", k."created_at",
    least(k.p_start + k."amount_cents", CASE WHEN s.n = s.stays_in_order THEN 2147483647 ELSE s.r_start + s.charges END)
      - greatest(k.p_start, s.r_start) AS amount
  FROM kept k JOIN stays s ON s."order_id" = k."order_id"
)
SELECT reservation_id, 'payment', CASE WHEN "gateway" = 'cash' THEN 'Cash' ELSE 'Card payment' END, amount,
  CASE WHEN "gateway" = 'cash' THEN 'cash' ELSE 'card' END, payment_id, 'job', 'Folio opened from the booking record', "created_at"
FROM shares WHERE amount > 0
ORDER BY "created_at", payment_id, reservation_id;--> statement-breakpoint
INSERT INTO "folio_lines" ("reservation_id", "kind", "description", "amount_cents", "method", "payment_id", "actor_kind", "actor_name", "reason", "created_at")
SELECT r."id", 'refund', 'Refund on cancellation', r."refund_cents", pay."method", pay."payment_id",
  'job', 'Folio opened from the booking record', 'Cancelled', coalesce(r."canceled_at", r."updated_at")
FROM "reservations" r
LEFT JOIN LATERAL (
  SELECT f."payment_id", f."method" FROM "folio_lines" f
  WHERE f."reservation_id" = r."id" AND f."kind" = 'payment' ORDER BY f."position" DESC LIMIT 1
) pay ON true
WHERE r."status" = 'canceled' AND coalesce(r."refund_cents", 0) > 0
ORDER BY r."canceled_at", r."id";--> statement-breakpoint
INSERT INTO "folio_lines" ("reservation_id", "kind", "description", "amount_cents", "method", "payment_id", "actor_kind", "actor_name", "reason", "created_at")
WITH refunded AS (
  SELECT p."order_id", sum(p."refunded_cents")::int AS total, (array_agg(p."id" ORDER BY p."created_at" DESC))[1] AS payment_id,
    (array_agg(p."gateway" ORDER BY p."created_at" DESC))[1] AS gateway
  FROM "payments" p WHERE p."order_id" IS NOT NULL AND p."status" IN ('captured', 'partially_refunded', 'refunded')
  GROUP BY p."order_id"
),
on_cancellation AS (
  SELECT "order_id", sum(coalesce("refund_cents", 0))::int AS total FROM "reservations" WHERE "status" = 'canceled' GROUP BY "order_id"
),
last_stay AS (
  SELECT DISTINCT ON (r."order_id") r."order_id", r."id"
  FROM "reservations" r ORDER BY r."order_id", r."status" = 'confirmed' DESC, r."created_at" DESC, r."id" DESC
)
SELECT l."id", 'refund', 'Refund of a price change', rf.total - coalesce(c.total, 0),
  CASE WHEN rf."gateway" = 'cash' THEN 'cash' ELSE 'card' END, rf.payment_id,
  'job', 'Folio opened from the booking record', 'Stay changed', o."updated_at"
FROM refunded rf JOIN "orders" o ON o."id" = rf."order_id" JOIN last_stay l ON l."order_id" = rf."order_id"
LEFT JOIN on_cancellation c ON c."order_id" = rf."order_id"
WHERE rf.total - coalesce(c.total, 0) > 0;--> statement-breakpoint
INSERT INTO "folio_lines" ("reservation_id", "kind", "item", "description", "amount_cents", "actor_kind", "actor_name", "reason", "created_at")
SELECT r."id", 'charge', 'cancellation_fee', 'Cancellation fee', m.kept, 'job', 'Folio opened from the booking record',
  'Kept under the terms the stay was booked under', coalesce(r."canceled_at", r."updated_at")
FROM "reservations" r
JOIN LATERAL (
  SELECT (coalesce(sum(f."amount_cents") FILTER (WHERE f."kind" = 'payment'), 0)
    - coalesce(sum(f."amount_cents") FILTER (WHERE f."kind" = 'refund'), 0))::int AS kept
  FROM "folio_lines" f WHERE f."reservation_id" = r."id"
) m ON true
WHERE r."status" = 'canceled' AND m.kept > 0;
-- END FOLIO BACKFILL
