import { TRPCError } from "@trpc/server";
import { z } from "zod";
import {
  addReservationNote,
  cancelAsStaff,
  changeStay,
  checkIn,
  checkOut,
  createWalkIn,
  markNoShow,
  parkOfReservation,
  parksOfReservations,
  rerateStays,
  takePayment,
} from "@/features/reservations/server";
import { ZIsoDate } from "@/lib/date.input-schemas";
import { canSeePark, worksAtEveryPark } from "@/lib/team-roles";
import { assertParkInScope, createTRPCRouter, teamProcedure } from "@/server/api/trpc";
import { createBlock, deleteBlock, parkOfBlock } from "./blocks.service";
import { deskDay } from "./desk-day.service";
import { parkOfQuote, quoteAtDesk } from "./desk-quote.service";
import { reservationGrid } from "./grid.service";
import { markForCleaning, parkOfSite, setSiteHousekeeping } from "./housekeeping.service";
import { parksInScope } from "./parks-in-scope.service";
import { reservationDetail } from "./reservation-detail.service";
import { searchReservations } from "./reservation-search.service";
import {
  ZAddNoteInput,
  ZBlockInput,
  ZCancelInput,
  ZCreateInput,
  ZCreateResult,
  ZDeskDayRow,
  ZFrontDeskRow,
  ZGrid,
  ZGridInput,
  ZHousekeeping,
  ZModifyInput,
  ZModifyResult,
  ZNoShowInput,
  ZNote,
  ZQuote,
  ZQuoteInput,
  ZRerateIds,
  ZRerateRow,
  ZReservationCursor,
  ZReservationDetail,
  ZReservationRow,
  ZSetSiteStatusInput,
  ZTakePaymentInput,
} from "./staff.schemas";

/** A reservation at a park outside the member's parks is `NOT_FOUND`, like one that does not exist. */
async function reservationInScope(
  ctx: { db: Parameters<typeof parkOfReservation>[0]; team: Parameters<typeof assertParkInScope>[0] },
  reservationId: string,
): Promise<void> {
  const parkId = await parkOfReservation(ctx.db, reservationId);
  // Out of scope reads exactly like missing: the message must not tell that the id is real at another park.
  if (!parkId || !canSeePark(ctx.team, parkId)) {
    throw new TRPCError({ code: "NOT_FOUND", message: "This reservation does not exist." });
  }
}

/** Every reservation of a list at the member's parks, or `NOT_FOUND` as for one that does not exist. */
async function reservationsInScope(
  ctx: { db: Parameters<typeof parksOfReservations>[0]; team: Parameters<typeof assertParkInScope>[0] },
  reservationIds: readonly string[],
): Promise<void> {
  const parkOf = await parksOfReservations(ctx.db, reservationIds);
  for (const id of reservationIds) {
    const parkId = parkOf.get(id);
    if (!parkId || !canSeePark(ctx.team, parkId)) {
      throw new TRPCError({ code: "NOT_FOUND", message: "This reservation does not exist." });
    }
  }
}

/** `admin.parks.*` of the front desk: the parks a member works at. */
export const staffParkProcedures = {
  list: teamProcedure("MANAGER")
    .output(z.array(z.object({ id: z.uuid(), slug: z.string(), name: z.string(), timeZone: z.string() })))
    .query(({ ctx }) => parksInScope(ctx.db, ctx.team)),
};

/**
 * The front desk's part of `admin.*` (api.md): blocks, reservations, sites' housekeeping. Every procedure is a team
 * procedure with its minimum role; `src/server/api/admin-router.ts` joins it with the team and audit log
 * (team.router.ts), the guests, the setup and the reports.
 */
export const staffRoutes = {
  blocks: createTRPCRouter({
    create: teamProcedure("MANAGER")
      .input(ZBlockInput)
      .output(
        z.object({
          id: z.uuid(),
          campsiteId: z.uuid(),
          start: z.iso.date(),
          end: z.iso.date(),
          kind: z.literal("block"),
        }),
      )
      .mutation(({ ctx, input }) => {
        assertParkInScope(ctx.team, input.parkId);
        return createBlock(ctx.db, input, { userId: ctx.user.id, role: ctx.team.role }, ctx.now());
      }),
    remove: teamProcedure("MANAGER")
      .input(z.object({ blockId: z.uuid() }))
      .output(z.object({ ok: z.literal(true) }))
      .mutation(async ({ ctx, input }) => {
        const parkId = await parkOfBlock(ctx.db, input.blockId);
        if (!parkId || !canSeePark(ctx.team, parkId)) {
          throw new TRPCError({ code: "NOT_FOUND", message: "This block does not exist." });
        }
        await deleteBlock(
          ctx.db,
          { parkId, blockId: input.blockId },
          { userId: ctx.user.id, role: ctx.team.role },
          ctx.now(),
        );
        return { ok: true as const };
      }),
  }),
  reservations: createTRPCRouter({
    get: teamProcedure("MANAGER")
      .input(z.object({ reservationId: z.uuid() }))
      .output(ZReservationDetail)
      .query(async ({ ctx, input }) => {
        await reservationInScope(ctx, input.reservationId);
        return reservationDetail(ctx.db, input.reservationId);
      }),
    /** What a walk-in, a change or a cancellation would cost, before it is made (api.md "the front desk's day one"). */
    quote: teamProcedure("MANAGER")
      .input(ZQuoteInput)
      .output(ZQuote)
      .query(async ({ ctx, input }) => {
        const parkId = await parkOfQuote(ctx.db, input);
        if (!parkId || !canSeePark(ctx.team, parkId)) {
          throw new TRPCError({
            code: "NOT_FOUND",
            message: "parkId" in input ? "This park does not exist." : "This reservation does not exist.",
          });
        }
        return quoteAtDesk(ctx.db, input, ctx.now());
      }),
    create: teamProcedure("MANAGER")
      .input(ZCreateInput)
      .output(ZCreateResult)
      .mutation(({ ctx, input }) => {
        assertParkInScope(ctx.team, input.parkId);
        return createWalkIn(
          ctx.db,
          ctx.payments,
          input,
          { userId: ctx.user.id, role: ctx.team.role },
          { now: ctx.now(), appUrl: ctx.appUrl },
        );
      }),
    modify: teamProcedure("MANAGER")
      .input(ZModifyInput)
      .output(ZModifyResult)
      .mutation(async ({ ctx, input }) => {
        await reservationInScope(ctx, input.reservationId);
        const { reservationId, campsiteId, dates, guests, ...policy } = input;
        const result = await changeStay(
          ctx.db,
          ctx.payments,
          { reservationId, campsiteId, dates, guests },
          { audience: "staff", ...policy, actor: { userId: ctx.user.id, role: ctx.team.role } },
          { now: ctx.now(), appUrl: ctx.appUrl },
        );
        return {
          changed: result.changed,
          priceDifferenceCents: result.differenceCents,
          settlement: result.settlement,
        };
      }),
    reratePreview: teamProcedure("MANAGER")
      .input(z.object({ reservationIds: ZRerateIds }))
      .output(z.object({ stays: z.array(ZRerateRow) }))
      .query(async ({ ctx, input }) => {
        await reservationsInScope(ctx, input.reservationIds);
        const stays = await rerateStays(
          ctx.db,
          ctx.payments,
          { reservationIds: input.reservationIds, apply: false, notifyGuest: false },
          { userId: ctx.user.id, role: ctx.team.role },
          { now: ctx.now(), appUrl: ctx.appUrl },
        );
        return { stays };
      }),
    rerate: teamProcedure("MANAGER")
      .input(z.object({ reservationIds: ZRerateIds, notifyGuest: z.boolean() }))
      .output(z.object({ stays: z.array(ZRerateRow) }))
      .mutation(async ({ ctx, input }) => {
        await reservationsInScope(ctx, input.reservationIds);
        const stays = await rerateStays(
          ctx.db,
          ctx.payments,
          { ...input, apply: true },
          { userId: ctx.user.id, role: ctx.team.role },
          { now: ctx.now(), appUrl: ctx.appUrl },
        );
        return { stays };
      }),
    takePayment: teamProcedure("MANAGER")
      .input(ZTakePaymentInput)
      .output(ZFrontDeskRow)
      .mutation(async ({ ctx, input }) => {
        await reservationInScope(ctx, input.reservationId);
        return takePayment(ctx.db, input, { userId: ctx.user.id, role: ctx.team.role }, ctx.now());
      }),
    cancel: teamProcedure("MANAGER")
      .input(ZCancelInput)
      .output(z.object({ refund: z.number().int() }))
      .mutation(async ({ ctx, input }) => {
        await reservationInScope(ctx, input.reservationId);
        return cancelAsStaff(
          ctx.db,
          ctx.payments,
          input,
          { userId: ctx.user.id, role: ctx.team.role },
          { now: ctx.now(), appUrl: ctx.appUrl },
        );
      }),
    search: teamProcedure("MANAGER")
      .input(
        z.object({
          parkId: z.uuid().optional(),
          text: z.string().max(100).optional(),
          status: z.enum(["confirmed", "canceled"]).optional(),
          arrivalFrom: z.optional(ZIsoDate),
          arrivalTo: z.optional(ZIsoDate),
          cursor: ZReservationCursor.optional(),
          limit: z.number().int().min(1).max(100).default(25),
        }),
      )
      .output(z.object({ items: z.array(ZReservationRow), nextCursor: z.string().nullable() }))
      .query(async ({ ctx, input }) => {
        if (input.parkId) assertParkInScope(ctx.team, input.parkId);
        const everyPark = worksAtEveryPark(ctx.team);
        const page = await searchReservations(ctx.db, {
          ...input,
          parkIds: input.parkId ? [input.parkId] : everyPark ? null : ctx.team.parkIds,
        });
        return {
          items: page.items,
          nextCursor: page.nextCursor ? `${page.nextCursor.arrival}|${page.nextCursor.id}` : null,
        };
      }),
    /** One park's day, or every park the member has (no `parkId`), each row with its park. */
    day: teamProcedure("MANAGER")
      .input(z.object({ parkId: z.uuid().optional(), date: ZIsoDate }))
      .output(
        z.object({
          arrivals: z.array(ZDeskDayRow),
          departures: z.array(ZDeskDayRow),
          inPark: z.array(ZDeskDayRow),
        }),
      )
      .query(({ ctx, input }) => {
        if (input.parkId) assertParkInScope(ctx.team, input.parkId);
        const parkIds = input.parkId ? [input.parkId] : worksAtEveryPark(ctx.team) ? null : ctx.team.parkIds;
        return deskDay(ctx.db, { parkIds, date: input.date });
      }),
    addNote: teamProcedure("MANAGER")
      .input(ZAddNoteInput)
      .output(ZNote)
      .mutation(async ({ ctx, input }) => {
        await reservationInScope(ctx, input.reservationId);
        return addReservationNote(ctx.db, input, { userId: ctx.user.id, role: ctx.team.role }, ctx.now());
      }),
    noShow: teamProcedure("MANAGER")
      .input(ZNoShowInput)
      .output(z.object({ refund: z.number().int() }))
      .mutation(async ({ ctx, input }) => {
        await reservationInScope(ctx, input.reservationId);
        return markNoShow(
          ctx.db,
          ctx.payments,
          input,
          { userId: ctx.user.id, role: ctx.team.role },
          { now: ctx.now(), appUrl: ctx.appUrl },
        );
      }),
    checkIn: teamProcedure("MANAGER")
      .input(z.object({ reservationId: z.uuid() }))
      .output(ZFrontDeskRow)
      .mutation(async ({ ctx, input }) => {
        await reservationInScope(ctx, input.reservationId);
        return checkIn(ctx.db, input.reservationId, { userId: ctx.user.id, role: ctx.team.role }, ctx.now());
      }),
    /** Checks the guest out; their site then needs cleaning (decision 0059). */
    checkOut: teamProcedure("MANAGER")
      .input(z.object({ reservationId: z.uuid() }))
      .output(ZFrontDeskRow)
      .mutation(async ({ ctx, input }) => {
        await reservationInScope(ctx, input.reservationId);
        const now = ctx.now();
        const row = await checkOut(
          ctx.db,
          input.reservationId,
          { userId: ctx.user.id, role: ctx.team.role },
          now,
        );
        if (row.checkedOutAt?.getTime() === now.getTime())
          await markForCleaning(ctx.db, row.site.id, ctx.user.id, now);
        return row;
      }),
    grid: teamProcedure("MANAGER")
      .input(ZGridInput)
      .output(ZGrid)
      .query(({ ctx, input }) => {
        assertParkInScope(ctx.team, input.parkId);
        return reservationGrid(ctx.db, input, ctx.now());
      }),
  }),
  sites: createTRPCRouter({
    /** A site's housekeeping: ready, needs cleaning or out of order (decision 0059). */
    setStatus: teamProcedure("MANAGER")
      .input(ZSetSiteStatusInput)
      .output(z.object({ status: ZHousekeeping, note: z.string().nullable() }))
      .mutation(async ({ ctx, input }) => {
        const parkId = await parkOfSite(ctx.db, input.campsiteId);
        if (!parkId || !canSeePark(ctx.team, parkId)) {
          throw new TRPCError({ code: "NOT_FOUND", message: "This site does not exist." });
        }
        const saved = await setSiteHousekeeping(
          ctx.db,
          input,
          { userId: ctx.user.id, role: ctx.team.role },
          ctx.now(),
        );
        return { status: saved.status, note: saved.note };
      }),
  }),
};
