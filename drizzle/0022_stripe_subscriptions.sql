ALTER TABLE "memberships" ADD COLUMN "stripe_subscription_id" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "stripe_customer_id" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_stripeSubscriptionId_unique" UNIQUE("stripe_subscription_id");