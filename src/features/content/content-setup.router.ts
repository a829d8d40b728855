import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { type TeamRole, worksAtEveryPark } from "@/lib/team-roles";
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
 * The banner, menus and pages show at every park: a member limited to some parks reads them but cannot change
 * them. Checked before the input is, like the role.
 */
const siteWideProcedure = teamProcedure("MANAGER").use(({ ctx, next }) => {
  if (!worksAtEveryPark(ctx.team)) {
    throw new TRPCError({
      code: "FORBIDDEN",
      message:
        "The banner, menus and pages show at every park: only a member who works at every park changes them.",
    });
  }
  return next();
});

/**
 * admin.content.* (api.md "admin.*"): the site-wide banner, menus, information pages and member events, managers
 * and above (the site-wide ones only by a member who works at every park), every change audited. The guest site
 * reads each on every request.
 */
export const contentSetupRoutes = {
  content: createTRPCRouter({
    listBanners: teamProcedure("MANAGER")
      .output(z.array(ZBannerRow))
      .query(({ ctx }) => listBanners(ctx.db, ctx.now())),
    upsertBanner: siteWideProcedure
      .input(ZBannerInput)
      .output(ZBannerRow)
      .mutation(({ ctx, input }) => {
        return upsertBanner(ctx.db, input, actorOf(ctx), ctx.now());
      }),
    listPages: teamProcedure("MANAGER")
      .output(z.array(ZPageRow))
      .query(({ ctx }) => listPages(ctx.db)),
    upsertPage: siteWideProcedure
      .input(ZPageInput)
      .output(ZPageRow)
      .mutation(({ ctx, input }) => {
        return upsertPage(ctx.db, input, actorOf(ctx), ctx.now());
      }),
    listMenuLinks: teamProcedure("MANAGER")
      .output(ZMenus)
      .query(({ ctx }) => listMenus(ctx.db)),
    upsertMenuLinks: siteWideProcedure
      .input(ZMenuLinksInput)
      .output(ZMenus)
      .mutation(({ ctx, input }) => {
        return upsertMenuLinks(ctx.db, input, actorOf(ctx), ctx.now());
      }),
    listMemberEvents: teamProcedure("MANAGER")
      .output(z.array(ZMemberEventRow))
      .query(({ ctx }) => listMemberEvents(ctx.db, ctx.now())),
    upsertMemberEvent: teamProcedure("MANAGER")
      .input(ZMemberEventInput)
      .output(ZMemberEventRow)
      .mutation(({ ctx, input }) => {
        for (const parkId of input.parkIds) assertParkInScope(ctx.team, parkId);
        return upsertMemberEvent(ctx.db, input, actorOf(ctx), ctx.now());
      }),
  }),
};
