import { z } from "zod";
import { createTRPCRouter, publicProcedure } from "@/server/api/trpc";
import { clientAddress } from "@/server/rate-limit";
import { ZContactMessageInput } from "./contact.schemas";
import { sendContactMessage } from "./contact.service";

export const contactRouter = createTRPCRouter({
  /** The contact page's form: stored, mailed to the park through the outbox, rate-limited per address. */
  submitMessage: publicProcedure
    .input(ZContactMessageInput)
    .output(z.object({ id: z.uuid() }))
    .mutation(({ ctx, input }) =>
      sendContactMessage(ctx.db, input, { now: ctx.now(), clientKey: clientAddress(ctx.headers) }),
    ),
});
