CREATE TYPE "public"."menu_link_group" AS ENUM('explore', 'help', 'locations', 'legal');--> statement-breakpoint
CREATE TABLE "menu_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group" "menu_link_group" NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"text" text NOT NULL,
	"url" text NOT NULL,
	"open_new_tab" boolean DEFAULT false NOT NULL,
	"off_booking_site" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_links_group_url_key" UNIQUE("group","url")
);
--> statement-breakpoint
CREATE INDEX "menu_links_group_position_idx" ON "menu_links" USING btree ("group","position");--> statement-breakpoint
-- The site's own menus (its routes, spec §2), present in every installation; staff edit them afterwards. The
-- Locations dropdown names parks, so its links come with the parks (the demo seed), not from here.
INSERT INTO "menu_links" ("group", "position", "text", "url") VALUES
	('explore', 1, 'Accommodations', '/accommodations'),
	('explore', 2, 'Activities', '/activities'),
	('explore', 3, 'Roscoe & Beyond', '/roscoe-and-beyond'),
	('help', 1, 'FAQs', '/faqs'),
	('help', 2, 'About', '/about'),
	('help', 3, 'Contact', '/contact'),
	('legal', 1, 'Privacy', '/legal/privacy'),
	('legal', 2, 'Terms', '/legal/terms'),
	('legal', 3, 'Accessibility statement', '/legal/accessibility'),
	('legal', 4, 'Waivers', '/legal/waivers')
ON CONFLICT ("group", "url") DO NOTHING;
