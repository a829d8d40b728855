import { z } from "zod";
import { TEAM_ROLES } from "@/features/authentication/team-roles";
import { nightsBetween } from "@/lib/stay-dates";
import { assertParkInScope, createTRPCRouter, teamProcedure } from "@/server/api/trpc";
import { GRID_MAX_NIGHTS, reservationGrid } from "./grid.service";
import { listTeam } from "./team.service";

const ZTeamMember = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(TEAM_ROLES),
  parkIds: z.array(z.uuid()).nullable(),
  invitedBy: z.string().nullable(),
  createdAt: z.date(),
});

const ZGridInput = z
  .object({ parkId: z.uuid(), from: z.iso.date(), to: z.iso.date() })
  .refine(({ from, to }) => nightsBetween(from, to) >= 1 && nightsBetween(from, to) <= GRID_MAX_NIGHTS, {
    path: ["to"],
    message: `Choose an end after the start, at most ${GRID_MAX_NIGHTS} nights later.`,
  });

const ZGrid = z.object({
  campsites: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      campsiteTypeId: z.uuid(),
      campsiteTypeName: z.string(),
      category: z.enum(["tent", "rv", "lodging", "other"]),
      accessible: z.boolean(),
    }),
  ),
  claims: z.array(
    z.object({
      id: z.uuid(),
      campsiteId: z.uuid(),
      start: z.iso.date(),
      end: z.iso.date(),
      kind: z.enum(["reservation", "hold", "block"]),
      reservationId: z.uuid().optional(),
      guestName: z.string().optional(),
      status: z.enum(["confirmed", "canceled"]).optional(),
      locked: z.boolean(),
    }),
  ),
});

/** `admin.*` — the staff console (api.md). Every procedure is a team procedure with its minimum role. */
export const adminRouter = createTRPCRouter({
  reservations: createTRPCRouter({
    grid: teamProcedure("MANAGER")
      .input(ZGridInput)
      .output(ZGrid)
      .query(({ ctx, input }) => {
        assertParkInScope(ctx.team, input.parkId);
        return reservationGrid(ctx.db, input, ctx.now());
      }),
  }),
  team: createTRPCRouter({
    list: teamProcedure("MANAGER")
      .output(z.object({ members: z.array(ZTeamMember) }))
      .query(async ({ ctx }) => ({ members: await listTeam(ctx.db, ctx.team) })),
  }),
});
