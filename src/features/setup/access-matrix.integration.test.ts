import { describe, expect, it } from "vitest";
import { staffParkProcedures, staffRoutes } from "@/features/staff/staff.router";
import { adminRouter } from "@/server/api/admin-router";
import { createTRPCRouter } from "@/server/api/trpc";
import {
  ADMIN_ONLY,
  asTable,
  computeTable,
  type ExpectedRow,
  fixture,
  MANAGER_AT_PARK,
  type Probe,
  setUpAccessRoles,
} from "../../../tests/support/access-matrix";
import { setUpCheckoutScenario } from "../../../tests/support/checkout-scenario";

/*
 * The setup and reports part of the staff console's access matrix (the front desk's is in features/staff): every
 * procedure × every kind of caller. Each probe is harmless and order-independent: a read, a change far from the
 * scenario's stays (autumn 2028), a refused change, or a fresh fixture per call.
 */

const scenario = setUpCheckoutScenario();
const caller = setUpAccessRoles(scenario);

const trout = () => scenario.ids.trout;
const orchard = () => scenario.ids.orchard;

let periodNights = 0;
/** A rate period of one night in autumn 2028, never twice the same. */
function nextPeriod() {
  const start = new Date(Date.UTC(2028, 8, 1 + periodNights));
  periodNights += 1;
  const day = start.toISOString().slice(0, 10);
  return {
    kind: "period" as const,
    parkId: trout(),
    campsiteTypeId: orchard(),
    startDate: day,
    endDate: day,
    weekdays: null,
    nightlyCents: 5_000,
    label: "Access matrix",
  };
}

const PROBES: Record<string, Probe> = {
  "rates.list": {
    allowed: "OK",
    call: (admin) => admin.rates.list({ parkId: trout(), from: "2027-06-01", to: "2027-06-30" }),
  },
  "rates.preview": {
    allowed: "OK",
    call: (admin) =>
      admin.rates.preview({
        change: nextPeriod(),
        sample: { start: "2027-06-09", end: "2027-06-11", adults: 2, children: 0, pets: 0 },
      }),
  },
  "rates.upsert": { allowed: "OK", call: (admin) => admin.rates.upsert(nextPeriod()) },
  "rates.remove": {
    allowed: "OK",
    call: async (admin) => {
      const period = await fixture(() => caller("OWNER").rates.upsert(nextPeriod()));
      return admin.rates.remove({ ratePeriodId: period.id });
    },
  },
};

/** Per procedure, the answer of each caller in the order of `ROLES`. */
const EXPECTED_ROWS: Record<string, ExpectedRow> = {
  "rates.list": MANAGER_AT_PARK,
  "rates.preview": MANAGER_AT_PARK,
  "rates.upsert": MANAGER_AT_PARK,
  "rates.remove": MANAGER_AT_PARK,
};
void ADMIN_ONLY;

/** Every admin procedure the front desk's matrix does not hold. */
const SETUP_PATHS = (() => {
  const staff = new Set(
    Object.keys(
      createTRPCRouter({ ...staffRoutes, parks: createTRPCRouter(staffParkProcedures) })._def.procedures,
    ),
  );
  return Object.keys(adminRouter._def.procedures)
    .filter((path) => !staff.has(path))
    .sort();
})();

describe(`the setup and reports access matrix on ${process.env.TEST_DATABASE_KIND ?? "pglite"}`, () => {
  it("probes every setup and reports procedure of the router, and expects an answer for each", () => {
    expect(Object.keys(PROBES).sort()).toEqual(SETUP_PATHS);
    expect(Object.keys(EXPECTED_ROWS).sort()).toEqual(SETUP_PATHS);
  });

  it("answers each caller of each procedure as its minimum role and the caller's parks say", async () => {
    expect(await computeTable(PROBES, caller)).toEqual(asTable(EXPECTED_ROWS));
  });
});
