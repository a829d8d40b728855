import { z } from "zod";
import { createTRPCRouter, publicProcedure } from "@/server/api/trpc";
import { ZCampsiteSearchResponse, ZParkSearchResponse, ZSearchInput } from "./search.schemas";
import { searchCampsites, searchParks } from "./search.service";

export const searchRouter = createTRPCRouter({
  searchParks: publicProcedure
    .input(ZSearchInput)
    .output(ZParkSearchResponse)
    .query(({ ctx, input }) => searchParks(ctx.db, { ...input, now: ctx.now() })),
  searchCampsites: publicProcedure
    .input(ZSearchInput.extend({ parkId: z.uuid(), includeUnavailable: z.boolean().optional() }))
    .output(ZCampsiteSearchResponse)
    .query(({ ctx, input }) => searchCampsites(ctx.db, { ...input, now: ctx.now() })),
});
