import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { ZStartedPayment } from "@/lib/payments/payment.schemas";
import { canSeePark } from "@/lib/team-roles";
import { createTRPCRouter, teamProcedure } from "@/server/api/trpc";
import type { Db } from "@/server/db/client";
import { addDeskLine, chargeAtTheDesk, refundAtTheDesk, startDeskCardPayment } from "./desk-money.service";
import {
  ZDeskCardStart,
  ZFolio,
  ZFolioChargeInput,
  ZFolioLineInput,
  ZFolioRefundInput,
} from "./folio.schemas";
import { balanceDueOnOf, type Folio, folioOutput, readFolio, savedCardOfReservation } from "./folio.service";
import { parkOfReservation } from "./front-desk.service";

type Ctx = { db: Db; team: Parameters<typeof canSeePark>[0] };

/** A reservation at a park outside the member's parks is `NOT_FOUND`, like one that does not exist. */
async function inScope(ctx: Ctx, reservationId: string): Promise<void> {
  const parkId = await parkOfReservation(ctx.db, reservationId);
  // Out of scope reads exactly like missing: the message must not tell that the id is real at another park.
  if (!parkId || !canSeePark(ctx.team, parkId)) {
    throw new TRPCError({ code: "NOT_FOUND", message: "This reservation does not exist." });
  }
}

const ZDeskFolio = ZFolio.extend({
  savedCard: z.object({ brand: z.string(), last4: z.string() }).nullable(),
});

/** The folio as the desk reads it, with the card saved with the gateway (a deposit's card) when there is one. */
async function deskFolio(db: Db, reservationId: string, folio?: Folio) {
  const [read, balanceDueOn, card] = await Promise.all([
    folio ?? readFolio(db, reservationId),
    balanceDueOnOf(db, reservationId),
    savedCardOfReservation(db, reservationId),
  ]);
  return {
    ...folioOutput(read, { withNames: true, balanceDueOn }),
    savedCard: card ? { brand: "Card", last4: card.last4 ?? "····" } : null,
  };
}

/** `admin.folios.*` (api.md "Money"): a stay's ledger at the desk, within the member's parks. */
export const folioRoutes = {
  folios: createTRPCRouter({
    get: teamProcedure("MANAGER")
      .input(z.object({ reservationId: z.uuid() }))
      .output(ZDeskFolio)
      .query(async ({ ctx, input }) => {
        await inScope(ctx, input.reservationId);
        return deskFolio(ctx.db, input.reservationId);
      }),
    startCardPayment: teamProcedure("MANAGER")
      .input(ZDeskCardStart)
      .output(ZStartedPayment)
      .mutation(async ({ ctx, input }) => {
        await inScope(ctx, input.reservationId);
        return startDeskCardPayment(ctx.db, ctx.payments, input, {
          userId: ctx.user.id,
          role: ctx.team.role,
        });
      }),
    charge: teamProcedure("MANAGER")
      .input(ZFolioChargeInput)
      .output(ZDeskFolio)
      .mutation(async ({ ctx, input }) => {
        await inScope(ctx, input.reservationId);
        const folio = await chargeAtTheDesk(
          ctx.db,
          ctx.payments,
          input,
          { userId: ctx.user.id, role: ctx.team.role },
          { now: ctx.now(), appUrl: ctx.appUrl },
        );
        return deskFolio(ctx.db, input.reservationId, folio);
      }),
    addLine: teamProcedure("MANAGER")
      .input(ZFolioLineInput)
      .output(ZDeskFolio)
      .mutation(async ({ ctx, input }) => {
        await inScope(ctx, input.reservationId);
        const folio = await addDeskLine(
          ctx.db,
          input,
          { userId: ctx.user.id, role: ctx.team.role },
          ctx.now(),
        );
        return deskFolio(ctx.db, input.reservationId, folio);
      }),
    refund: teamProcedure("MANAGER")
      .input(ZFolioRefundInput)
      .output(ZDeskFolio)
      .mutation(async ({ ctx, input }) => {
        await inScope(ctx, input.reservationId);
        const folio = await refundAtTheDesk(
          ctx.db,
          ctx.payments,
          input,
          { userId: ctx.user.id, role: ctx.team.role },
          ctx.now(),
        );
        return deskFolio(ctx.db, input.reservationId, folio);
      }),
  }),
};
