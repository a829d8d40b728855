import { z } from "zod";
import type { TeamRole } from "@/lib/team-roles";
import { assertParkInScope, createTRPCRouter, teamProcedure } from "@/server/api/trpc";
import { listBanners, upsertBanner } from "./content-banners.service";
import { listMemberEvents, upsertMemberEvent } from "./content-member-events.service";
import { listMenus, upsertMenuLinks } from "./content-menus.service";
import { listPages, upsertPage } from "./content-pages.service";
import {
  ZBannerInput,
  ZBannerRow,
  ZMemberEventInput,
  ZMemberEventRow,
  ZMenuLinksInput,
  ZMenus,
  ZPageInput,
  ZPageRow,
} from "./content-setup.schemas";

const actorOf = (ctx: { user: { id: string }; team: { role: TeamRole } }) => ({
  userId: ctx.user.id,
  role: ctx.team.role,
});

/**
 * admin.content.* (api.md "admin.*"): the site-wide banner, menus, information pages and member events, ADMIN
 * and above, every change audited. The guest site reads each on every request.
 */
export const contentSetupRoutes = {
  content: createTRPCRouter({
    listBanners: teamProcedure("ADMIN")
      .output(z.array(ZBannerRow))
      .query(({ ctx }) => listBanners(ctx.db, ctx.now())),
    upsertBanner: teamProcedure("ADMIN")
      .input(ZBannerInput)
      .output(ZBannerRow)
      .mutation(({ ctx, input }) => upsertBanner(ctx.db, input, actorOf(ctx), ctx.now())),
    listPages: teamProcedure("ADMIN")
      .output(z.array(ZPageRow))
      .query(({ ctx }) => listPages(ctx.db)),
    upsertPage: teamProcedure("ADMIN")
      .input(ZPageInput)
      .output(ZPageRow)
      .mutation(({ ctx, input }) => upsertPage(ctx.db, input, actorOf(ctx), ctx.now())),
    listMenuLinks: teamProcedure("ADMIN")
      .output(ZMenus)
      .query(({ ctx }) => listMenus(ctx.db)),
    upsertMenuLinks: teamProcedure("ADMIN")
      .input(ZMenuLinksInput)
      .output(ZMenus)
      .mutation(({ ctx, input }) => upsertMenuLinks(ctx.db, input, actorOf(ctx), ctx.now())),
    listMemberEvents: teamProcedure("ADMIN")
      .output(z.array(ZMemberEventRow))
      .query(({ ctx }) => listMemberEvents(ctx.db, ctx.now())),
    upsertMemberEvent: teamProcedure("ADMIN")
      .input(ZMemberEventInput)
      .output(ZMemberEventRow)
      .mutation(({ ctx, input }) => {
        for (const parkId of input.parkIds) assertParkInScope(ctx.team, parkId);
        return upsertMemberEvent(ctx.db, input, actorOf(ctx), ctx.now());
      }),
  }),
};
