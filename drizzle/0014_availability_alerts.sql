CREATE TYPE "public"."alert_offer_status" AS ENUM('open', 'claimed', 'lapsed');--> statement-breakpoint
CREATE TYPE "public"."alert_status" AS ENUM('pending', 'active', 'offered', 'claimed', 'lapsed', 'cancelled');--> statement-breakpoint
CREATE TABLE "alert_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"alert_id" uuid NOT NULL,
	"cart_id" uuid NOT NULL,
	"campsite_id" uuid NOT NULL,
	"status" "alert_offer_status" NOT NULL,
	"token_hash" text NOT NULL,
	"offered_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "alert_offers_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "availability_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position" bigint GENERATED ALWAYS AS IDENTITY (sequence name "availability_alerts_position_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"park_id" uuid NOT NULL,
	"campsite_type_id" uuid,
	"arrival" date NOT NULL,
	"departure" date NOT NULL,
	"adults" smallint NOT NULL,
	"children" smallint DEFAULT 0 NOT NULL,
	"pets" smallint DEFAULT 0 NOT NULL,
	"equipment" jsonb,
	"email" text NOT NULL,
	"user_id" text,
	"status" "alert_status" NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "availability_alerts_position_unique" UNIQUE("position"),
	CONSTRAINT "availability_alerts_tokenHash_unique" UNIQUE("token_hash"),
	CONSTRAINT "availability_alerts_stay_ordered" CHECK ("availability_alerts"."departure" > "availability_alerts"."arrival")
);
--> statement-breakpoint
CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_offers" ADD CONSTRAINT "alert_offers_alert_id_availability_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."availability_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_offers" ADD CONSTRAINT "alert_offers_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_offers" ADD CONSTRAINT "alert_offers_campsite_id_campsites_id_fk" FOREIGN KEY ("campsite_id") REFERENCES "public"."campsites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_alerts" ADD CONSTRAINT "availability_alerts_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_alerts" ADD CONSTRAINT "availability_alerts_campsite_type_id_campsite_types_id_fk" FOREIGN KEY ("campsite_type_id") REFERENCES "public"."campsite_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_alerts" ADD CONSTRAINT "availability_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_offers_alert_idx" ON "alert_offers" USING btree ("alert_id");--> statement-breakpoint
CREATE INDEX "alert_offers_open_idx" ON "alert_offers" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "availability_alerts_waiting_idx" ON "availability_alerts" USING btree ("status","position");--> statement-breakpoint
CREATE INDEX "availability_alerts_email_idx" ON "availability_alerts" USING btree ("email","status");--> statement-breakpoint
CREATE INDEX "availability_alerts_user_idx" ON "availability_alerts" USING btree ("user_id");