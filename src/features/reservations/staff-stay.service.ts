import "server-only";
import type { Equipment, FailureReason, Guests } from "@/features/availability/server";
import { evaluateStay, loadSearchData, overlaps, withoutStay } from "@/features/availability/server";
import { formatStay } from "@/lib/date-format";
import type { Db } from "@/server/db/client";
import { AppError } from "@/server/errors";
import { rulesBindingStaff } from "./staff-booking";

type Stay = { start: string; end: string };

export type StaffStayRequest = {
  parkId: string;
  campsiteId: string;
  dates: Stay;
  guests: Guests;
  equipment?: Equipment;
  now: Date;
  /** A change: the reservation's own claim, whose nights do not count as taken. */
  freeing?: { campsiteId: string; stay: Stay };
  /** Staff override the rules with a written reason; without it a broken rule refuses the stay. */
  overrideReason?: string | null;
};

export type StaffStayQuote = {
  site: { id: string; name: string };
  type: { id: string; name: string; category: string; lockFeeCents: number };
  nightlyPricesCents: number[];
  /** The rules this stay breaks that staff overrode (empty when it breaks none). */
  overridden: FailureReason[];
};

/**
 * One site for one stay as the park's desk books it, through the guest side's engine: the eleven rules (those for
 * online booking aside, see `RULES_STAFF_SKIP`) checked on that site, and its nightly prices (smart pricing included).
 * A taken site is `CONFLICT` (the exclusion constraint decides again at the write); a broken rule is
 * `PRECONDITION_FAILED` with the reasons unless overridden.
 */
export async function quoteStaffStay(db: Db, request: StaffStayRequest): Promise<StaffStayQuote> {
  const [data] = await loadSearchData(db, { ...request.dates, now: request.now }, [request.parkId], {
    cached: true,
  });
  const found = data?.sites.find((site) => site.id === request.campsiteId);
  const type = found && data?.types.find((candidate) => candidate.id === found.campsiteTypeId);
  if (!data || !found || !type) throw new AppError("NOT_FOUND", "This site is not open for booking.");
  const free = (site: typeof found) =>
    request.freeing && request.freeing.campsiteId === site.id
      ? { ...site, allocations: withoutStay(site.allocations, request.freeing.stay) }
      : site;
  const site = free(found);
  if (overlaps(site.allocations, request.dates)) {
    throw new AppError(
      "CONFLICT",
      `Site ${site.name} is taken for some of ${formatStay(request.dates.start, request.dates.end)}.`,
    );
  }
  const search = {
    dates: request.dates,
    guests: request.guests,
    equipment: request.equipment,
    now: request.now,
  };
  const broken = rulesBindingStaff(evaluateStay(data, type, [site], search).result.failureReasons);
  if (broken.length > 0 && !request.overrideReason) {
    throw new AppError("PRECONDITION_FAILED", broken.map((reason) => reason.message).join(" "), {
      failureReasons: broken,
    });
  }
  // Prices as the guest side's: the demand of the whole type, this stay's own nights not counted as taken.
  const typeSites = data.sites.filter((candidate) => candidate.campsiteTypeId === type.id).map(free);
  const { nightlyPricesCents } = evaluateStay(data, type, typeSites, search);
  if (!nightlyPricesCents) {
    throw new AppError(
      "PRECONDITION_FAILED",
      "Some of these nights have no rate (the park or this type is closed then), so the stay cannot be priced.",
    );
  }
  return {
    site: { id: site.id, name: site.name },
    type: { id: type.id, name: type.name, category: type.category, lockFeeCents: type.lockFeeCents },
    nightlyPricesCents,
    overridden: broken,
  };
}
