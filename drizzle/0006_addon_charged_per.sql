CREATE TYPE "public"."addon_charged_per" AS ENUM('site', 'pet');--> statement-breakpoint
ALTER TABLE "addons" ADD COLUMN "charged_per" "addon_charged_per" DEFAULT 'site' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservation_addons" ADD COLUMN "mandatory" boolean DEFAULT false NOT NULL;