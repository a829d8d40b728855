import { assertParkInScope, createTRPCRouter, teamProcedure } from "@/server/api/trpc";
import type { Db } from "@/server/db/client";
import { arrivalsReport } from "./arrivals.service";
import { cancellationsReport } from "./cancellations.service";
import { paceReport } from "./pace.service";
import { exportReport } from "./report-export.service";
import { reportParks } from "./report-parks.service";
import {
  ZArrivalsReport,
  ZCancellationsReport,
  ZExport,
  ZExportInput,
  ZPaceReport,
  ZReportInput,
  ZSiteNightReport,
} from "./reports.schemas";
import { siteNightReport } from "./site-nights.service";

type ReportContext = { db: Db; team: Parameters<typeof reportParks>[2] };

/** The parks of a report: the one named (`NOT_FOUND` outside the member's parks), or every park of the member. */
async function parksOf(ctx: ReportContext, parkId: string | undefined) {
  if (parkId) assertParkInScope(ctx.team, parkId);
  return reportParks(ctx.db, { parkId }, ctx.team);
}

/**
 * `admin.reports.*` (api.md "admin.*"): read-only figures of the member's parks (domain.md "Staff console"),
 * for MANAGER and above; nothing is written, so nothing is audited.
 */
export const reportsRoutes = {
  reports: createTRPCRouter({
    occupancy: teamProcedure("MANAGER")
      .input(ZReportInput)
      .output(ZSiteNightReport)
      .query(async ({ ctx, input }) =>
        siteNightReport(ctx.db, { ...input, parks: await parksOf(ctx, input.parkId) }),
      ),
    revenue: teamProcedure("MANAGER")
      .input(ZReportInput)
      .output(ZSiteNightReport)
      .query(async ({ ctx, input }) =>
        siteNightReport(ctx.db, { ...input, parks: await parksOf(ctx, input.parkId) }),
      ),
    pace: teamProcedure("MANAGER")
      .input(ZReportInput)
      .output(ZPaceReport)
      .query(async ({ ctx, input }) =>
        paceReport(ctx.db, { ...input, parks: await parksOf(ctx, input.parkId) }, ctx.now()),
      ),
    arrivals: teamProcedure("MANAGER")
      .input(ZReportInput)
      .output(ZArrivalsReport)
      .query(async ({ ctx, input }) =>
        arrivalsReport(ctx.db, { ...input, parks: await parksOf(ctx, input.parkId) }),
      ),
    cancellations: teamProcedure("MANAGER")
      .input(ZReportInput)
      .output(ZCancellationsReport)
      .query(async ({ ctx, input }) =>
        cancellationsReport(ctx.db, { ...input, parks: await parksOf(ctx, input.parkId) }),
      ),
    export: teamProcedure("MANAGER")
      .input(ZExportInput)
      .output(ZExport)
      .query(async ({ ctx, input }) =>
        exportReport(ctx.db, { ...input, parks: await parksOf(ctx, input.parkId) }, ctx.now()),
      ),
  }),
};
