CREATE TYPE "public"."allocation_kind" AS ENUM('hold', 'reservation', 'block');--> statement-breakpoint
CREATE TYPE "public"."team_role" AS ENUM('GUEST', 'USER', 'MANAGER', 'ADMIN', 'OWNER', 'SUPER_OWNER');--> statement-breakpoint
CREATE TYPE "public"."addon_kind" AS ENUM('daily_rate', 'online_store');--> statement-breakpoint
CREATE TYPE "public"."campsite_category" AS ENUM('tent', 'rv', 'lodging', 'other');--> statement-breakpoint
CREATE TYPE "public"."mail_status" AS ENUM('pending', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."membership_cancellation_reason" AS ENUM('TOO_INFREQUENT', 'TOO_EXPENSIVE', 'NO_COMMITMENT', 'NOT_ENOUGH_BENEFITS', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."membership_status" AS ENUM('active', 'canceled', 'expired', 'past_due', 'pending', 'unpaid', 'incomplete_expired', 'incomplete');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('placed', 'partially_canceled', 'canceled');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('authorized', 'captured', 'voided', 'refunded', 'partially_refunded', 'failed');--> statement-breakpoint
CREATE TYPE "public"."reservation_status" AS ENUM('confirmed', 'canceled');--> statement-breakpoint
CREATE TYPE "public"."discount_type" AS ENUM('PERCENTAGE', 'FIXED');--> statement-breakpoint
CREATE TABLE "site_allocations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"park_id" uuid NOT NULL,
	"campsite_id" uuid NOT NULL,
	"stay" daterange NOT NULL,
	"kind" "allocation_kind" NOT NULL,
	"cart_item_id" uuid,
	"reservation_id" uuid,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"user_id" text PRIMARY KEY NOT NULL,
	"role" "team_role" NOT NULL,
	"invited_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_item_addons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_item_id" uuid NOT NULL,
	"addon_id" uuid NOT NULL,
	"quantity" smallint NOT NULL,
	CONSTRAINT "cart_item_addons_item_addon_unique" UNIQUE("cart_item_id","addon_id"),
	CONSTRAINT "cart_item_addons_quantity_positive" CHECK ("cart_item_addons"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"park_id" uuid NOT NULL,
	"campsite_type_id" uuid NOT NULL,
	"campsite_id" uuid NOT NULL,
	"site_locked" boolean DEFAULT false NOT NULL,
	"arrival" date NOT NULL,
	"departure" date NOT NULL,
	"adults" smallint NOT NULL,
	"children" smallint DEFAULT 0 NOT NULL,
	"pets" smallint DEFAULT 0 NOT NULL,
	"equipment" jsonb,
	"nightly_prices_cents" integer[] NOT NULL,
	"lock_fee_cents" integer DEFAULT 0 NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_stay_ordered" CHECK ("cart_items"."departure" > "cart_items"."arrival"),
	CONSTRAINT "cart_items_party" CHECK ("cart_items"."adults" >= 0 and "cart_items"."children" >= 0 and "cart_items"."pets" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cart_park_promo_codes" (
	"cart_id" uuid NOT NULL,
	"park_id" uuid NOT NULL,
	"promo_code_id" uuid NOT NULL,
	CONSTRAINT "cart_park_promo_codes_cart_id_park_id_pk" PRIMARY KEY("cart_id","park_id")
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"checked_out_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"description" text NOT NULL,
	"link" text,
	"link_text" text,
	"external_link" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"hero_image" text,
	"blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_pages_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "addons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"park_id" uuid NOT NULL,
	"kind" "addon_kind" NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"max_quantity" smallint DEFAULT 10 NOT NULL,
	"categories" "campsite_category"[] DEFAULT '{}'::campsite_category[] NOT NULL,
	"mandatory" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addons_price_non_negative" CHECK ("addons"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "campsite_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"park_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"category" "campsite_category" NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"max_guests" smallint NOT NULL,
	"max_adults" smallint NOT NULL,
	"max_children" smallint NOT NULL,
	"max_pets" smallint DEFAULT 0 NOT NULL,
	"bookable_online" boolean DEFAULT true NOT NULL,
	"lock_fee_cents" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campsite_types_park_id_slug_unique" UNIQUE("park_id","slug"),
	CONSTRAINT "campsite_types_occupancy" CHECK ("campsite_types"."max_guests" >= 1 and "campsite_types"."max_adults" >= 1)
);
--> statement-breakpoint
CREATE TABLE "campsites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"park_id" uuid NOT NULL,
	"campsite_type_id" uuid NOT NULL,
	"name" text NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"rv_types" text[],
	"rv_length_max" smallint,
	"rv_slideout_value" smallint,
	"accessible" boolean DEFAULT false NOT NULL,
	"map_x" real,
	"map_y" real,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campsites_park_id_name_unique" UNIQUE("park_id","name"),
	CONSTRAINT "campsites_rv_slideout_value" CHECK ("campsites"."rv_slideout_value" between 0 and 2),
	CONSTRAINT "campsites_rv_info_complete" CHECK (("campsites"."rv_types" is null) = ("campsites"."rv_length_max" is null) and ("campsites"."rv_length_max" is null) = ("campsites"."rv_slideout_value" is null))
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"template" text NOT NULL,
	"status" "mail_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_event_parks" (
	"event_id" uuid NOT NULL,
	"park_id" uuid NOT NULL,
	CONSTRAINT "membership_event_parks_event_id_park_id_pk" PRIMARY KEY("event_id","park_id")
);
--> statement-breakpoint
CREATE TABLE "membership_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"discount_bp" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_events_window_ordered" CHECK ("membership_events"."ends_at" > "membership_events"."starts_at"),
	CONSTRAINT "membership_events_discount_range" CHECK ("membership_events"."discount_bp" between 1 and 10000)
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"status" "membership_status" NOT NULL,
	"price_cents" integer NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"canceled_at" timestamp with time zone,
	"cancellation_reason" "membership_cancellation_reason",
	"cancellation_comment" text,
	"failed_renewal_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_userId_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "order_parks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"park_id" uuid NOT NULL,
	"promo_code_id" uuid,
	"discount_label" text,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"taxes_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	CONSTRAINT "order_parks_order_park_unique" UNIQUE("order_id","park_id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"order_confirmation" text NOT NULL,
	"cart_id" uuid,
	"user_id" text,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"guest" jsonb NOT NULL,
	"status" "order_status" DEFAULT 'placed' NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discounts_cents" integer DEFAULT 0 NOT NULL,
	"fees_cents" integer DEFAULT 0 NOT NULL,
	"taxes_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_invoiceUuid_unique" UNIQUE("invoice_uuid"),
	CONSTRAINT "orders_orderConfirmation_unique" UNIQUE("order_confirmation"),
	CONSTRAINT "orders_idempotencyKey_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid,
	"membership_id" uuid,
	"gateway" text NOT NULL,
	"gateway_reference" text,
	"idempotency_key" text NOT NULL,
	"status" "payment_status" NOT NULL,
	"amount_cents" integer NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_idempotencyKey_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payments_refund_bounded" CHECK ("payments"."refunded_cents" between 0 and "payments"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "reservation_addons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"addon_id" uuid,
	"kind" "addon_kind" NOT NULL,
	"name" text NOT NULL,
	"quantity" smallint NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"total_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"park_id" uuid NOT NULL,
	"campsite_type_id" uuid NOT NULL,
	"campsite_id" uuid NOT NULL,
	"site_locked" boolean DEFAULT false NOT NULL,
	"arrival" date NOT NULL,
	"departure" date NOT NULL,
	"adults" smallint NOT NULL,
	"children" smallint DEFAULT 0 NOT NULL,
	"pets" smallint DEFAULT 0 NOT NULL,
	"equipment" jsonb,
	"trip_details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"nightly_prices_cents" integer[] NOT NULL,
	"lock_fee_cents" integer DEFAULT 0 NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"taxes_cents" integer DEFAULT 0 NOT NULL,
	"status" "reservation_status" DEFAULT 'confirmed' NOT NULL,
	"canceled_at" timestamp with time zone,
	"refund_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_stay_ordered" CHECK ("reservations"."departure" > "reservations"."arrival")
);
--> statement-breakpoint
CREATE TABLE "features" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"icon" text DEFAULT 'check' NOT NULL,
	CONSTRAINT "features_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "park_features" (
	"park_id" uuid NOT NULL,
	"feature_id" uuid NOT NULL,
	CONSTRAINT "park_features_park_id_feature_id_pk" PRIMARY KEY("park_id","feature_id")
);
--> statement-breakpoint
CREATE TABLE "park_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"park_id" uuid NOT NULL,
	"url" text NOT NULL,
	"alt" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "park_taxes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"park_id" uuid NOT NULL,
	"name" text NOT NULL,
	"rate_bp" integer NOT NULL,
	CONSTRAINT "park_taxes_rate_bp_range" CHECK ("park_taxes"."rate_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "parks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"parent_park_id" uuid,
	"tagline" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"address_line1" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"postal_code" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"time_zone" text DEFAULT 'America/New_York' NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"check_in_time" text DEFAULT '15:00' NOT NULL,
	"check_out_time" text DEFAULT '11:00' NOT NULL,
	"hero_image" text NOT NULL,
	"logo_image" text NOT NULL,
	"site_map_image" text,
	"page_overrides" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"auxiliary_pricing" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cancellation_policy" jsonb NOT NULL,
	"policies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parks_slug_unique" UNIQUE("slug"),
	CONSTRAINT "parks_slug_format" CHECK ("parks"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"park_id" uuid,
	"discount_type" "discount_type" NOT NULL,
	"value" integer NOT NULL,
	"bookable_from" date,
	"bookable_until" date,
	"stay_from" date,
	"stay_until" date,
	"min_nights" smallint,
	"usage_limit" integer,
	"times_used" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "promo_codes_code_upper" CHECK ("promo_codes"."code" = upper("promo_codes"."code")),
	CONSTRAINT "promo_codes_value_range" CHECK ("promo_codes"."value" > 0 and ("promo_codes"."discount_type" = 'FIXED' or "promo_codes"."value" <= 10000))
);
--> statement-breakpoint
CREATE TABLE "booking_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"park_id" uuid NOT NULL,
	"campsite_type_id" uuid,
	"season_id" uuid,
	"min_nights" smallint,
	"max_nights" smallint,
	"weekend_min_nights" smallint,
	"holiday_min_nights" smallint,
	"booking_window_days" smallint,
	"min_lead_hours" smallint,
	"arrival_weekdays" smallint[],
	"departure_weekdays" smallint[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "closed_dates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"park_id" uuid NOT NULL,
	"date" date NOT NULL,
	"reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"park_id" uuid,
	"date" date NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pricing_rules" (
	"park_id" uuid PRIMARY KEY NOT NULL,
	"weekend_factor_bp" integer DEFAULT 10000 NOT NULL,
	"holiday_factor_bp" integer DEFAULT 10000 NOT NULL,
	"demand_tiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"park_id" uuid NOT NULL,
	"campsite_type_id" uuid NOT NULL,
	"season_id" uuid NOT NULL,
	"nightly_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rates_nightly_positive" CHECK ("rates"."nightly_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"park_id" uuid NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seasons_dates_ordered" CHECK ("seasons"."end_date" >= "seasons"."start_date")
);
--> statement-breakpoint
CREATE TABLE "wish_list_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"park_id" uuid NOT NULL,
	"campsite_type_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wish_list_items_user_target_unique" UNIQUE NULLS NOT DISTINCT("user_id","park_id","campsite_type_id")
);
--> statement-breakpoint
ALTER TABLE "site_allocations" ADD CONSTRAINT "site_allocations_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_allocations" ADD CONSTRAINT "site_allocations_campsite_id_campsites_id_fk" FOREIGN KEY ("campsite_id") REFERENCES "public"."campsites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_item_addons" ADD CONSTRAINT "cart_item_addons_cart_item_id_cart_items_id_fk" FOREIGN KEY ("cart_item_id") REFERENCES "public"."cart_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_item_addons" ADD CONSTRAINT "cart_item_addons_addon_id_addons_id_fk" FOREIGN KEY ("addon_id") REFERENCES "public"."addons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_campsite_type_id_campsite_types_id_fk" FOREIGN KEY ("campsite_type_id") REFERENCES "public"."campsite_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_campsite_id_campsites_id_fk" FOREIGN KEY ("campsite_id") REFERENCES "public"."campsites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_park_promo_codes" ADD CONSTRAINT "cart_park_promo_codes_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_park_promo_codes" ADD CONSTRAINT "cart_park_promo_codes_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_park_promo_codes" ADD CONSTRAINT "cart_park_promo_codes_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addons" ADD CONSTRAINT "addons_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campsite_types" ADD CONSTRAINT "campsite_types_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campsites" ADD CONSTRAINT "campsites_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campsites" ADD CONSTRAINT "campsites_campsite_type_id_campsite_types_id_fk" FOREIGN KEY ("campsite_type_id") REFERENCES "public"."campsite_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_event_parks" ADD CONSTRAINT "membership_event_parks_event_id_membership_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."membership_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_event_parks" ADD CONSTRAINT "membership_event_parks_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_parks" ADD CONSTRAINT "order_parks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_parks" ADD CONSTRAINT "order_parks_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_parks" ADD CONSTRAINT "order_parks_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_addons" ADD CONSTRAINT "reservation_addons_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_addons" ADD CONSTRAINT "reservation_addons_addon_id_addons_id_fk" FOREIGN KEY ("addon_id") REFERENCES "public"."addons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_campsite_type_id_campsite_types_id_fk" FOREIGN KEY ("campsite_type_id") REFERENCES "public"."campsite_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_campsite_id_campsites_id_fk" FOREIGN KEY ("campsite_id") REFERENCES "public"."campsites"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "park_features" ADD CONSTRAINT "park_features_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "park_features" ADD CONSTRAINT "park_features_feature_id_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "park_images" ADD CONSTRAINT "park_images_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "park_taxes" ADD CONSTRAINT "park_taxes_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parks" ADD CONSTRAINT "parks_parent_park_id_parks_id_fk" FOREIGN KEY ("parent_park_id") REFERENCES "public"."parks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_rules" ADD CONSTRAINT "booking_rules_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_rules" ADD CONSTRAINT "booking_rules_campsite_type_id_campsite_types_id_fk" FOREIGN KEY ("campsite_type_id") REFERENCES "public"."campsite_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_rules" ADD CONSTRAINT "booking_rules_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closed_dates" ADD CONSTRAINT "closed_dates_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_rules" ADD CONSTRAINT "pricing_rules_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_campsite_type_id_campsite_types_id_fk" FOREIGN KEY ("campsite_type_id") REFERENCES "public"."campsite_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wish_list_items" ADD CONSTRAINT "wish_list_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wish_list_items" ADD CONSTRAINT "wish_list_items_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wish_list_items" ADD CONSTRAINT "wish_list_items_campsite_type_id_campsite_types_id_fk" FOREIGN KEY ("campsite_type_id") REFERENCES "public"."campsite_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_allocations_park_idx" ON "site_allocations" USING btree ("park_id","campsite_id");--> statement-breakpoint
CREATE INDEX "site_allocations_cart_item_idx" ON "site_allocations" USING btree ("cart_item_id");--> statement-breakpoint
CREATE INDEX "site_allocations_reservation_idx" ON "site_allocations" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "site_allocations_expires_idx" ON "site_allocations" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "cart_items_cart_id_idx" ON "cart_items" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "carts_user_id_idx" ON "carts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "banners_active_idx" ON "banners" USING btree ("active","starts_at");--> statement-breakpoint
CREATE INDEX "addons_park_id_idx" ON "addons" USING btree ("park_id");--> statement-breakpoint
CREATE INDEX "campsite_types_park_id_idx" ON "campsite_types" USING btree ("park_id","category");--> statement-breakpoint
CREATE INDEX "campsites_type_idx" ON "campsites" USING btree ("park_id","campsite_type_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "membership_events_window_idx" ON "membership_events" USING btree ("starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "memberships_period_end_idx" ON "memberships" USING btree ("status","current_period_end");--> statement-breakpoint
CREATE INDEX "orders_user_id_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_order_id_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_membership_id_idx" ON "payments" USING btree ("membership_id");--> statement-breakpoint
CREATE INDEX "reservation_addons_reservation_id_idx" ON "reservation_addons" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "reservations_order_id_idx" ON "reservations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "reservations_park_arrival_idx" ON "reservations" USING btree ("park_id","arrival");--> statement-breakpoint
CREATE INDEX "park_features_feature_id_idx" ON "park_features" USING btree ("feature_id");--> statement-breakpoint
CREATE INDEX "park_images_park_id_idx" ON "park_images" USING btree ("park_id","sort_order");--> statement-breakpoint
CREATE INDEX "park_taxes_park_id_idx" ON "park_taxes" USING btree ("park_id");--> statement-breakpoint
CREATE INDEX "parks_parent_park_id_idx" ON "parks" USING btree ("parent_park_id");--> statement-breakpoint
CREATE INDEX "booking_rules_park_id_idx" ON "booking_rules" USING btree ("park_id","campsite_type_id");--> statement-breakpoint
CREATE INDEX "closed_dates_park_id_idx" ON "closed_dates" USING btree ("park_id","date");--> statement-breakpoint
CREATE INDEX "holidays_date_idx" ON "holidays" USING btree ("date");--> statement-breakpoint
CREATE INDEX "rates_type_season_idx" ON "rates" USING btree ("park_id","campsite_type_id","season_id");--> statement-breakpoint
CREATE INDEX "seasons_park_id_idx" ON "seasons" USING btree ("park_id","start_date");--> statement-breakpoint
CREATE INDEX "wish_list_items_user_idx" ON "wish_list_items" USING btree ("user_id","created_at");