ALTER TABLE "team_members" ADD COLUMN "invitation_token_hash" text;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "invitation_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_invitationTokenHash_unique" UNIQUE("invitation_token_hash");