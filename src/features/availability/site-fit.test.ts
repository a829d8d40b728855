import { describe, expect, it } from "vitest";
import type { Equipment, RvInfo } from "./engine-types";
import {
  isSiteFreeFor,
  maxAvailableRvLength,
  noSiteFits,
  rigDoesNotFitMessage,
  siteFitsEquipment,
} from "./site-fit";

const rvSite = (rvInfo: Partial<RvInfo> = {}): { rvInfo: RvInfo } => ({
  rvInfo: { rvTypes: ["Motorhome", "Travel Trailer", "Van"], rvLengthMax: 35, rvSlideoutValue: 1, ...rvInfo },
});
const tentPad = { rvInfo: null };

describe("siteFitsEquipment", () => {
  it.each<{ name: string; site: { rvInfo: RvInfo | null }; equipment?: Equipment; fits: boolean }>([
    { name: "fits any site when the guest brings no equipment", site: rvSite(), fits: true },
    { name: "fits a tent on a site without RV info", site: tentPad, equipment: { type: "Tent" }, fits: true },
    {
      name: "fits a tent on an RV site that takes tents",
      site: rvSite({ rvTypes: ["Tent", "Van"] }),
      equipment: { type: "Tent" },
      fits: true,
    },
    {
      name: "does not fit a tent on an RV site that takes no tents",
      site: rvSite(),
      equipment: { type: "Tent" },
      fits: false,
    },
    {
      name: "fits a rig exactly as long as the site's maximum",
      site: rvSite({ rvLengthMax: 35 }),
      equipment: { type: "Motorhome", rvLength: 35 },
      fits: true,
    },
    {
      name: "does not fit a rig one foot longer than the site's maximum",
      site: rvSite({ rvLengthMax: 35 }),
      equipment: { type: "Motorhome", rvLength: 36 },
      fits: false,
    },
    {
      name: "fits a rig of unstated length on any site that takes its type",
      site: rvSite({ rvLengthMax: 20 }),
      equipment: { type: "Van" },
      fits: true,
    },
    {
      name: "fits a one-side slide-out on a site with one-side room",
      site: rvSite({ rvSlideoutValue: 1 }),
      equipment: { type: "Travel Trailer", rvLength: 30, slideOut: 1 },
      fits: true,
    },
    {
      name: "does not fit a both-sides slide-out on a site with one-side room",
      site: rvSite({ rvSlideoutValue: 1 }),
      equipment: { type: "Travel Trailer", rvLength: 30, slideOut: 2 },
      fits: false,
    },
    {
      name: "fits a one-side slide-out on a site with room on both sides",
      site: rvSite({ rvSlideoutValue: 2 }),
      equipment: { type: "Travel Trailer", rvLength: 30, slideOut: 1 },
      fits: true,
    },
    {
      name: "fits a rig without slide-outs on a site with no slide-out room",
      site: rvSite({ rvSlideoutValue: 0 }),
      equipment: { type: "Travel Trailer", rvLength: 30, slideOut: 0 },
      fits: true,
    },
    {
      name: "does not fit a rig type the site does not list",
      site: rvSite(),
      equipment: { type: "Fifth-Wheel", rvLength: 30 },
      fits: false,
    },
    {
      name: "does not fit a rig on a site without RV info",
      site: tentPad,
      equipment: { type: "Van", rvLength: 18 },
      fits: false,
    },
  ])("$name", ({ site, equipment, fits }) => {
    expect(siteFitsEquipment(site, equipment)).toBe(fits);
  });
});

describe("isSiteFreeFor", () => {
  const stay = { start: "2026-07-03", end: "2026-07-05" };
  it.each<{ name: string; allocations: { start: string; end: string }[]; free: boolean }>([
    { name: "is free when the site has no allocations", allocations: [], free: true },
    {
      name: "is free when a stay departs on our arrival day",
      allocations: [{ start: "2026-07-01", end: "2026-07-03" }],
      free: true,
    },
    {
      name: "is free when a stay arrives on our departure day",
      allocations: [{ start: "2026-07-05", end: "2026-07-07" }],
      free: true,
    },
    {
      name: "is free between back-to-back stays on both sides",
      allocations: [
        { start: "2026-07-01", end: "2026-07-03" },
        { start: "2026-07-05", end: "2026-07-06" },
      ],
      free: true,
    },
    {
      name: "is taken when a stay overlaps our first night",
      allocations: [{ start: "2026-07-02", end: "2026-07-04" }],
      free: false,
    },
    {
      name: "is taken when a stay overlaps our last night",
      allocations: [{ start: "2026-07-04", end: "2026-07-06" }],
      free: false,
    },
    {
      name: "is taken when a stay covers all of ours",
      allocations: [{ start: "2026-07-01", end: "2026-07-10" }],
      free: false,
    },
    {
      name: "is taken when a one-night block sits inside our stay",
      allocations: [{ start: "2026-07-04", end: "2026-07-05" }],
      free: false,
    },
  ])("$name", ({ allocations, free }) => {
    expect(isSiteFreeFor({ allocations }, stay)).toBe(free);
  });
});

describe("maxAvailableRvLength", () => {
  it.each<{ name: string; sites: { rvInfo: RvInfo | null }[]; expected: number | null }>([
    {
      name: "is the longest maximum among the RV sites",
      sites: [rvSite({ rvLengthMax: 30 }), tentPad, rvSite({ rvLengthMax: 45 }), rvSite({ rvLengthMax: 40 })],
      expected: 45,
    },
    { name: "is null when no site has RV info", sites: [tentPad, tentPad], expected: null },
    { name: "is null without sites", sites: [], expected: null },
  ])("$name", ({ sites, expected }) => {
    expect(maxAvailableRvLength(sites)).toBe(expected);
  });
});

describe("rigDoesNotFitMessage", () => {
  it("names the rig with its length", () => {
    expect(rigDoesNotFitMessage({ type: "Motorhome", rvLength: 30 })).toBe(
      "Does not fit your 30 ft motorhome.",
    );
    expect(rigDoesNotFitMessage({ type: "Fifth-Wheel" })).toBe("Does not fit your fifth-wheel.");
    expect(rigDoesNotFitMessage({ type: "Tent" })).toBe("Does not fit your tent.");
  });

  it("is for types none of whose sites takes the rig", () => {
    const short = { rvInfo: { rvTypes: ["Motorhome"], rvLengthMax: 25, rvSlideoutValue: 0 as const } };
    expect(noSiteFits([short, { rvInfo: null }], { type: "Motorhome", rvLength: 30 })).toBe(true);
    expect(noSiteFits([short], { type: "Motorhome", rvLength: 24 })).toBe(false);
    expect(noSiteFits([short], undefined)).toBe(false);
  });
});
