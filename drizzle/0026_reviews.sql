CREATE TABLE "review_invitations" (
	"reservation_id" uuid PRIMARY KEY NOT NULL,
	"park_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "review_invitations_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"park_id" uuid NOT NULL,
	"campsite_type_id" uuid NOT NULL,
	"park_rating" smallint NOT NULL,
	"site_rating" smallint NOT NULL,
	"body" text NOT NULL,
	"author_name" text NOT NULL,
	"stayed_on" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"publish_at" timestamp with time zone NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"reply_author_user_id" text,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	CONSTRAINT "reviews_reservationId_unique" UNIQUE("reservation_id"),
	CONSTRAINT "reviews_park_rating" CHECK ("reviews"."park_rating" between 1 and 5),
	CONSTRAINT "reviews_site_rating" CHECK ("reviews"."site_rating" between 1 and 5),
	CONSTRAINT "reviews_body_length" CHECK (char_length("reviews"."body") between 1 and 1000),
	CONSTRAINT "reviews_reply_length" CHECK ("reviews"."reply" is null or char_length("reviews"."reply") between 1 and 1000)
);
--> statement-breakpoint
ALTER TABLE "review_invitations" ADD CONSTRAINT "review_invitations_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_invitations" ADD CONSTRAINT "review_invitations_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_campsite_type_id_campsite_types_id_fk" FOREIGN KEY ("campsite_type_id") REFERENCES "public"."campsite_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reply_author_user_id_users_id_fk" FOREIGN KEY ("reply_author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_invitations_park_idx" ON "review_invitations" USING btree ("park_id","sent_at");--> statement-breakpoint
CREATE INDEX "reviews_park_published_idx" ON "reviews" USING btree ("park_id","publish_at");--> statement-breakpoint
CREATE INDEX "reviews_type_published_idx" ON "reviews" USING btree ("campsite_type_id","publish_at");