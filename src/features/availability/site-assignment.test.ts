import { describe, expect, it } from "vitest";
import type { Equipment, SiteCandidate } from "./engine-types";
import {
  type AssignmentRequest,
  assignSite,
  bookableSites,
  checkLockedSite,
  freeNightsAround,
  leavesShortGap,
} from "./site-assignment";

type Allocation = { start: string; end: string };

const site = (
  name: string,
  options: { rvLengthMax?: number; rvTypes?: string[]; allocations?: Allocation[]; id?: string } = {},
): SiteCandidate => ({
  id: options.id ?? `id-${name}`,
  name,
  campsiteTypeId: "type-rv",
  amenities: [],
  accessible: false,
  rvInfo:
    options.rvLengthMax === undefined
      ? null
      : {
          rvTypes: options.rvTypes ?? ["Motorhome", "Travel Trailer"],
          rvLengthMax: options.rvLengthMax,
          rvSlideoutValue: 2,
        },
  allocations: options.allocations ?? [],
});

/** Our stay: two nights, 10 → 12 July. */
const stay = { start: "2026-07-10", end: "2026-07-12" };
const trailer: Equipment = { type: "Travel Trailer", rvLength: 30 };
const request = (overrides: Partial<AssignmentRequest> = {}): AssignmentRequest => ({
  stay,
  equipment: trailer,
  minNights: 2,
  ...overrides,
});

const departsOn = (date: string): Allocation => ({ start: "2026-07-01", end: date });
const arrivesOn = (date: string): Allocation => ({ start: date, end: "2026-07-20" });

describe("the gap rule", () => {
  it.each<{ name: string; allocations: Allocation[]; minNights: number; gaps: object; short: boolean }>([
    {
      name: "leaves no gap on a site without allocations",
      allocations: [],
      minNights: 2,
      gaps: { before: null, after: null },
      short: false,
    },
    {
      name: "excludes a site left with a one-night gap before the stay under a two-night minimum",
      allocations: [departsOn("2026-07-09")],
      minNights: 2,
      gaps: { before: 1, after: null },
      short: true,
    },
    {
      name: "excludes a site left with a one-night gap after the stay under a two-night minimum",
      allocations: [arrivesOn("2026-07-13")],
      minNights: 2,
      gaps: { before: null, after: 1 },
      short: true,
    },
    {
      name: "allows a gap exactly as long as the minimum stay",
      allocations: [departsOn("2026-07-08"), arrivesOn("2026-07-14")],
      minNights: 2,
      gaps: { before: 2, after: 2 },
      short: false,
    },
    {
      name: "allows a stay back-to-back with its neighbours",
      allocations: [departsOn("2026-07-10"), arrivesOn("2026-07-12")],
      minNights: 2,
      gaps: { before: 0, after: 0 },
      short: false,
    },
    {
      name: "measures the gap to the nearest allocation on each side",
      allocations: [
        departsOn("2026-07-05"),
        { start: "2026-07-07", end: "2026-07-09" },
        arrivesOn("2026-07-16"),
      ],
      minNights: 2,
      gaps: { before: 1, after: 4 },
      short: true,
    },
    {
      name: "excludes a two-night gap under a three-night minimum",
      allocations: [arrivesOn("2026-07-14")],
      minNights: 3,
      gaps: { before: null, after: 2 },
      short: true,
    },
    {
      name: "never finds a gap too short under a one-night minimum",
      allocations: [departsOn("2026-07-09"), arrivesOn("2026-07-13")],
      minNights: 1,
      gaps: { before: 1, after: 1 },
      short: false,
    },
  ])("$name", ({ allocations, minNights, gaps, short }) => {
    const candidate = site("A1", { rvLengthMax: 40, allocations });
    expect(freeNightsAround(candidate, stay)).toEqual(gaps);
    expect(leavesShortGap(candidate, stay, minNights)).toBe(short);
  });
});

describe("assignSite", () => {
  it.each<{ name: string; sites: SiteCandidate[]; request?: Partial<AssignmentRequest>; expected: string }>([
    { name: "assigns the only free fitting site", sites: [site("A1", { rvLengthMax: 40 })], expected: "A1" },
    {
      name: "prefers a site whose last guest departs on our arrival day",
      sites: [
        site("A1", { rvLengthMax: 40 }),
        site("A2", { rvLengthMax: 40, allocations: [departsOn("2026-07-10")] }),
      ],
      expected: "A2",
    },
    {
      name: "prefers a site whose next guest arrives on our departure day",
      sites: [
        site("A1", { rvLengthMax: 40 }),
        site("A2", { rvLengthMax: 40, allocations: [arrivesOn("2026-07-12")] }),
      ],
      expected: "A2",
    },
    {
      name: "prefers a site that fills a hole exactly over one touching a single neighbour",
      sites: [
        site("A1", { rvLengthMax: 40, allocations: [departsOn("2026-07-10")] }),
        site("A2", { rvLengthMax: 40, allocations: [departsOn("2026-07-10"), arrivesOn("2026-07-12")] }),
      ],
      expected: "A2",
    },
    {
      name: "prefers touching a neighbour over a smaller rig surplus",
      sites: [
        site("A1", { rvLengthMax: 30 }),
        site("A2", { rvLengthMax: 45, allocations: [departsOn("2026-07-10")] }),
      ],
      expected: "A2",
    },
    {
      name: "prefers the smallest rig surplus when no site touches a neighbour",
      sites: [
        site("A1", { rvLengthMax: 45 }),
        site("A2", { rvLengthMax: 31 }),
        site("A3", { rvLengthMax: 35 }),
      ],
      expected: "A2",
    },
    {
      name: "prefers the shortest RV site for a rig of unstated length",
      sites: [site("A1", { rvLengthMax: 45 }), site("A2", { rvLengthMax: 25 })],
      request: { equipment: { type: "Travel Trailer" } },
      expected: "A2",
    },
    {
      name: "gives a tent a tent pad before an RV site that also takes tents",
      sites: [site("R1", { rvLengthMax: 30, rvTypes: ["Tent", "Van"] }), site("T9")],
      request: { equipment: { type: "Tent" } },
      expected: "T9",
    },
    {
      name: "breaks a full tie by site name in natural order",
      sites: [
        site("B10", { rvLengthMax: 40 }),
        site("B2", { rvLengthMax: 40 }),
        site("B9", { rvLengthMax: 40 }),
      ],
      expected: "B2",
    },
    {
      name: "breaks a tie between equally named sites by id",
      sites: [site("B1", { rvLengthMax: 40, id: "z" }), site("B1", { rvLengthMax: 40, id: "a" })],
      expected: "B1#a",
    },
    {
      name: "passes over a site that is taken for one of our nights",
      sites: [
        site("A1", { rvLengthMax: 30, allocations: [arrivesOn("2026-07-11")] }),
        site("A2", { rvLengthMax: 45 }),
      ],
      expected: "A2",
    },
    {
      name: "passes over a site that is too short for the rig",
      sites: [site("A1", { rvLengthMax: 29 }), site("A2", { rvLengthMax: 45 })],
      expected: "A2",
    },
    {
      name: "passes over a site that would leave a one-night gap, even when it touches a neighbour",
      sites: [
        site("A1", { rvLengthMax: 40, allocations: [departsOn("2026-07-10"), arrivesOn("2026-07-13")] }),
        site("A2", { rvLengthMax: 40 }),
      ],
      expected: "A2",
    },
  ])("$name", ({ sites, request: overrides, expected }) => {
    const assignment = assignSite(sites, request(overrides));
    expect(assignment.failure).toBeNull();
    const [name, id] = expected.split("#");
    expect(assignment.site?.name).toBe(name);
    if (id) expect(assignment.site?.id).toBe(id);
  });

  it.each<{ name: string; sites: SiteCandidate[]; failure: string }>([
    {
      name: "fails best-or-preferred fit when the type has no sites",
      sites: [],
      failure: "BEST_OR_PREFERRED_FIT",
    },
    {
      name: "fails best-or-preferred fit when every site is taken",
      sites: [site("A1", { rvLengthMax: 40, allocations: [{ start: "2026-07-09", end: "2026-07-11" }] })],
      failure: "BEST_OR_PREFERRED_FIT",
    },
    {
      name: "fails best-or-preferred fit when the only free site is too short for the rig",
      sites: [
        site("A1", { rvLengthMax: 25 }),
        site("A2", { rvLengthMax: 40, allocations: [arrivesOn("2026-07-11")] }),
      ],
      failure: "BEST_OR_PREFERRED_FIT",
    },
    {
      name: "fails gap when every free fitting site would leave a short gap",
      sites: [
        site("A1", { rvLengthMax: 40, allocations: [departsOn("2026-07-09")] }),
        site("A2", { rvLengthMax: 40, allocations: [arrivesOn("2026-07-13")] }),
      ],
      failure: "GAP",
    },
    {
      name: "fails gap even when a site that does not fit the rig is open without a gap",
      sites: [
        site("A1", { rvLengthMax: 40, allocations: [departsOn("2026-07-09")] }),
        site("A2", { rvLengthMax: 20 }),
      ],
      failure: "GAP",
    },
  ])("$name", ({ sites, failure }) => {
    expect(assignSite(sites, request())).toEqual({ site: null, failure });
  });
});

describe("bookableSites", () => {
  it("lists only the sites the guest could get, best fit first", () => {
    const sites = [
      site("A1", { rvLengthMax: 45 }),
      site("A2", { rvLengthMax: 40, allocations: [arrivesOn("2026-07-11")] }),
      site("A3", { rvLengthMax: 35 }),
      site("A4", { rvLengthMax: 40, allocations: [departsOn("2026-07-09")] }),
      site("A5", { rvLengthMax: 50, allocations: [departsOn("2026-07-10")] }),
      site("A6", { rvLengthMax: 20 }),
    ];
    expect(bookableSites(sites, request()).map((candidate) => candidate.name)).toEqual(["A5", "A3", "A1"]);
  });
});

describe("checkLockedSite", () => {
  it.each<{ name: string; site: SiteCandidate; failure: string | null }>([
    { name: "accepts a free site that fits the rig", site: site("A1", { rvLengthMax: 30 }), failure: null },
    {
      name: "accepts a locked site back-to-back with its neighbours",
      site: site("A1", { rvLengthMax: 40, allocations: [departsOn("2026-07-10"), arrivesOn("2026-07-12")] }),
      failure: null,
    },
    {
      name: "refuses a locked site taken for one of our nights",
      site: site("A1", { rvLengthMax: 40, allocations: [{ start: "2026-07-11", end: "2026-07-12" }] }),
      failure: "BEST_OR_PREFERRED_FIT",
    },
    {
      name: "refuses a locked site one foot too short for the rig",
      site: site("A1", { rvLengthMax: 29 }),
      failure: "BEST_OR_PREFERRED_FIT",
    },
    {
      name: "refuses a locked site that would leave a one-night gap",
      site: site("A1", { rvLengthMax: 40, allocations: [arrivesOn("2026-07-13")] }),
      failure: "GAP",
    },
    {
      name: "reports the fit before the gap when a locked site fails both",
      site: site("A1", { rvLengthMax: 20, allocations: [arrivesOn("2026-07-13")] }),
      failure: "BEST_OR_PREFERRED_FIT",
    },
  ])("$name", ({ site: locked, failure }) => {
    const result = checkLockedSite(locked, request());
    expect(result.failure).toBe(failure);
    expect(result.site).toBe(failure === null ? locked : null);
  });
});

describe("accessible sites (28 CFR 36.302(e))", () => {
  const accessible = (name: string, options: Parameters<typeof site>[1] = {}) => ({
    ...site(name, options),
    accessible: true,
  });

  it("are given to a guest who did not ask for one only when no other site can be", () => {
    // A1 would be the best fit by every other measure: it touches a stay on both sides.
    const a1 = accessible("A1", {
      rvLengthMax: 30,
      allocations: [departsOn("2026-07-10"), arrivesOn("2026-07-12")],
    });
    const b2 = site("B2", { rvLengthMax: 40 });
    expect(bookableSites([a1, b2], request()).map((candidate) => candidate.name)).toEqual(["B2", "A1"]);
    const b2Taken = site("B2", {
      rvLengthMax: 40,
      allocations: [{ start: "2026-07-09", end: "2026-07-13" }],
    });
    expect(assignSite([a1, b2Taken], request()).site?.name).toBe("A1");
  });

  it("are the only sites offered to a guest who asked for one, and none free is a fit failure", () => {
    const a1 = accessible("A1", { rvLengthMax: 40 });
    const b2 = site("B2", { rvLengthMax: 30 });
    expect(bookableSites([a1, b2], request({ accessible: true })).map((candidate) => candidate.name)).toEqual(
      ["A1"],
    );
    const a1Taken = accessible("A1", {
      rvLengthMax: 40,
      allocations: [{ start: "2026-07-09", end: "2026-07-13" }],
    });
    expect(assignSite([a1Taken, b2], request({ accessible: true }))).toEqual({
      site: null,
      failure: "BEST_OR_PREFERRED_FIT",
    });
  });
});
