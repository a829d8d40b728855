import { z } from "zod";
import { TEAM_ROLES } from "@/features/authentication/team-roles";
import { createTRPCRouter, teamProcedure } from "@/server/api/trpc";
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

/** `admin.*` — the staff console (api.md). Every procedure is a team procedure with its minimum role. */
export const adminRouter = createTRPCRouter({
  team: createTRPCRouter({
    list: teamProcedure("MANAGER")
      .output(z.object({ members: z.array(ZTeamMember) }))
      .query(async ({ ctx }) => ({ members: await listTeam(ctx.db, ctx.team) })),
  }),
});
