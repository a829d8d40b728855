import { z } from "zod";
import { createTRPCRouter, publicProcedure } from "@/server/api/trpc";
import { findCurrentBanner, getContentPage } from "./content.service";
import { ZBannerContent } from "./content-setup.schemas";

/** The banner guests see, with the terms of the promo code it names (decision 0073). */
export const ZBanner = ZBannerContent.extend({ offerTerms: z.string().nullable() }).nullable();

const ZContentBlock = z.discriminatedUnion("type", [
  z.object({ type: z.literal("paragraph"), text: z.string() }),
  z.object({ type: z.literal("heading"), text: z.string() }),
  z.object({ type: z.literal("faq"), question: z.string(), answer: z.string() }),
  z.object({
    type: z.literal("card"),
    title: z.string(),
    text: z.string(),
    image: z.string().optional(),
    url: z.string().optional(),
    distanceMiles: z.number().optional(),
  }),
  z.object({ type: z.literal("list"), items: z.array(z.string()) }),
]);

export const ZContentPage = z.object({
  key: z.string(),
  title: z.string(),
  description: z.string(),
  heroImage: z.string().nullable(),
  blocks: z.array(ZContentBlock),
  updatedAt: z.date(),
});

export const contentRouter = createTRPCRouter({
  getBanner: publicProcedure.output(ZBanner).query(({ ctx }) => findCurrentBanner(ctx.db, ctx.now())),
  getPage: publicProcedure
    .input(
      z.object({
        key: z
          .string()
          .min(1)
          .max(100)
          .regex(/^[a-z0-9/-]+$/),
      }),
    )
    .output(ZContentPage)
    .query(({ ctx, input }) => getContentPage(ctx.db, input.key)),
});
