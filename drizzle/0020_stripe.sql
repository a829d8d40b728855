CREATE TABLE "checkout_payments" (
	"intent_id" text PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"cart_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"request" jsonb NOT NULL,
	"user_id" text,
	"member" boolean DEFAULT false NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'started' NOT NULL,
	"failure_reason" text,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "folio_lines" ADD COLUMN "gateway_reference" text;--> statement-breakpoint
ALTER TABLE "checkout_payments" ADD CONSTRAINT "checkout_payments_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_payments" ADD CONSTRAINT "checkout_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_payments" ADD CONSTRAINT "checkout_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_payments_key_idx" ON "checkout_payments" USING btree ("idempotency_key","request_hash");--> statement-breakpoint
CREATE INDEX "folio_lines_gateway_reference_idx" ON "folio_lines" USING btree ("gateway_reference");--> statement-breakpoint
-- A card refund follows its gateway (domain.md "Money"): pending → succeeded | failed, and Stripe may still fail a
-- refund it reported as succeeded (refund.updated). Nothing else of a line ever changes.
CREATE OR REPLACE FUNCTION "folio_lines_written_once"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() > 1 THEN
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  END IF;
  IF TG_OP = 'UPDATE' AND (to_jsonb(NEW) - 'status') = (to_jsonb(OLD) - 'status')
     AND ((OLD.status = 'pending' AND NEW.status <> 'pending')
          OR (OLD.kind = 'refund' AND OLD.status = 'succeeded' AND NEW.status = 'failed')) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'folio lines are written once: post a new line instead' USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
