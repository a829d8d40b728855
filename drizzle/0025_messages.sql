CREATE TYPE "public"."message_template_kind" AS ENUM('confirmation', 'pre_arrival', 'post_stay');--> statement-breakpoint
CREATE TYPE "public"."reservation_message_kind" AS ENUM('staff', 'confirmation', 'pre_arrival', 'post_stay');--> statement-breakpoint
CREATE TABLE "message_templates" (
	"park_id" uuid NOT NULL,
	"kind" "message_template_kind" NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"days_before" smallint DEFAULT 3 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"enabled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_templates_park_id_kind_pk" PRIMARY KEY("park_id","kind"),
	CONSTRAINT "message_templates_days_before" CHECK ("message_templates"."days_before" between 0 and 30)
);
--> statement-breakpoint
CREATE TABLE "reservation_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"kind" "reservation_message_kind" NOT NULL,
	"subject" text NOT NULL,
	"author_user_id" text,
	"idempotency_key" text,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_messages" ADD CONSTRAINT "reservation_messages_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_messages" ADD CONSTRAINT "reservation_messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_messages_reservation_idx" ON "reservation_messages" USING btree ("reservation_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_messages_once_per_template" ON "reservation_messages" USING btree ("reservation_id","kind") WHERE "reservation_messages"."kind" <> 'staff';--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_messages_key" ON "reservation_messages" USING btree ("reservation_id","idempotency_key");