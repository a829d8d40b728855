ALTER TABLE "memberships" ADD COLUMN "next_renewal_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "payment_method_reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "card_last4" text;