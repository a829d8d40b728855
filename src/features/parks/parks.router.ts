import { z } from "zod";
import { createTRPCRouter, publicProcedure } from "@/server/api/trpc";
import { ZParkDetail, ZParkSlug, ZParkSummary } from "./parks.schemas";
import { getParkBySlug, listParks } from "./parks.service";

export const parksRouter = createTRPCRouter({
  list: publicProcedure.output(z.array(ZParkSummary)).query(({ ctx }) => listParks(ctx.db)),
  getBySlug: publicProcedure
    .input(z.object({ slug: ZParkSlug }))
    .output(ZParkDetail)
    .query(({ ctx, input }) => getParkBySlug(ctx.db, input.slug)),
});
