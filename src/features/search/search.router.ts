import { z } from "zod";
import { ZSearchInput } from "@/features/availability/server";
import { findMemberDiscountEvent } from "@/features/membership/server";
import { type Context, createTRPCRouter, publicProcedure } from "@/server/api/trpc";
import { clientAddress, consumeRateLimit } from "@/server/rate-limit";
import { suggestLocations } from "./location-lookup";
import {
  PARK_SEARCH_RATE_LIMIT,
  SEARCH_RATE_LIMIT,
  ZCalendarDays,
  ZCalendarInput,
  ZCampsiteSearchResponse,
  ZLocationQuery,
  ZLocationSuggestions,
  ZParkSearchResponse,
} from "./search.schemas";
import { parksCentre, searchCampsites, searchParks } from "./search.service";
import { searchCalendar } from "./search-calendar.service";

/** Searches are the costliest public reads: a client that floods them gets `TOO_MANY_REQUESTS`. */
const searchProcedure = publicProcedure.use(async ({ ctx, next }) => {
  await consumeRateLimit(ctx.db, `search:${clientAddress(ctx.headers)}`, SEARCH_RATE_LIMIT, ctx.now());
  return next();
});

const parkSearchProcedure = searchProcedure.use(async ({ ctx, next }) => {
  await consumeRateLimit(
    ctx.db,
    `search-parks:${clientAddress(ctx.headers)}`,
    PARK_SEARCH_RATE_LIMIT,
    ctx.now(),
  );
  return next();
});

/** An active member sees member prices in results (spec §6, §9); a visitor, or with Rewards off, does not. */
async function memberOf(ctx: Context) {
  if (!ctx.membershipEnabled) return null;
  const user = await ctx.getSessionUser();
  if (user?.membershipStatusIsActive !== true) return null;
  return { event: await findMemberDiscountEvent(ctx.db, ctx.now()) };
}

export const searchRouter = createTRPCRouter({
  searchParks: parkSearchProcedure
    .input(ZSearchInput)
    .output(ZParkSearchResponse)
    .query(async ({ ctx, input }) =>
      searchParks(ctx.db, { ...input, now: ctx.now(), member: await memberOf(ctx) }),
    ),
  searchCampsites: searchProcedure
    .input(ZSearchInput.extend({ parkId: z.uuid(), includeUnavailable: z.boolean().optional() }))
    .output(ZCampsiteSearchResponse)
    .query(async ({ ctx, input }) =>
      searchCampsites(ctx.db, { ...input, now: ctx.now(), member: await memberOf(ctx) }),
    ),
  /** Flexible dates (issue 17): each arrival date of a month, bookable or why not, and its lowest all-in price. */
  calendar: searchProcedure
    .input(ZCalendarInput)
    .output(ZCalendarDays)
    .query(async ({ ctx, input }) =>
      searchCalendar(ctx.db, { ...input, now: ctx.now(), member: await memberOf(ctx) }),
    ),
  /** Places matching a typed ZIP code or city, resolved offline; the closest to our parks first. */
  suggestLocations: searchProcedure
    .input(ZLocationQuery)
    .output(ZLocationSuggestions)
    .query(async ({ ctx, input }) => ({
      results: suggestLocations(input.query, (await parksCentre(ctx.db)) ?? undefined),
    })),
});
