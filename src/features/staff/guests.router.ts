import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { type TeamRole, worksAtEveryPark } from "@/lib/team-roles";
import { createTRPCRouter, teamProcedure } from "@/server/api/trpc";
import { emailOfGuestId, guestIdOf } from "./guest-id";
import { ZGuestId, ZGuestProfile, ZGuestSearchInput, ZGuestSearchResult } from "./guest-profiles.schemas";
import { guestProfile, searchGuests } from "./guest-profiles.service";

/** The parks a member reads guests at: every park (null), or theirs. */
const parksOf = (team: { role: TeamRole; parkIds: readonly string[] | null }) =>
  worksAtEveryPark(team) ? null : (team.parkIds ?? []);

/**
 * `admin.guests.*` (decision 0063): guest profiles across the member's parks. A guest is seen only through their
 * stays at those parks; one with none there is `NOT_FOUND`, exactly like one who never booked.
 */
export const guestRoutes = {
  guests: createTRPCRouter({
    search: teamProcedure("MANAGER")
      .input(ZGuestSearchInput)
      .output(ZGuestSearchResult)
      .query(async ({ ctx, input }) => {
        const page = await searchGuests(ctx.db, { ...input, parkIds: parksOf(ctx.team) });
        return {
          items: page.items,
          nextCursor: page.nextCursor
            ? `${page.nextCursor.lastArrival}|${guestIdOf(page.nextCursor.email)}`
            : null,
        };
      }),
    get: teamProcedure("MANAGER")
      .input(z.object({ guestId: ZGuestId }))
      .output(ZGuestProfile)
      .query(async ({ ctx, input }) => {
        const profile = await guestProfile(ctx.db, {
          email: emailOfGuestId(input.guestId)!,
          parkIds: parksOf(ctx.team),
        });
        if (!profile) throw new TRPCError({ code: "NOT_FOUND", message: "This guest does not exist." });
        return profile;
      }),
  }),
};
