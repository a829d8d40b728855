import { describe, expect, it } from "vitest";
import { formatMilesAway, groupBlocks } from "./content-blocks";

describe("groupBlocks", () => {
  it("puts consecutive FAQs in one accordion and consecutive cards in one grid, in page order", () => {
    const runs = groupBlocks([
      { type: "paragraph", text: "Intro" },
      { type: "faq", question: "Q1", answer: "A1" },
      { type: "faq", question: "Q2", answer: "A2" },
      { type: "heading", text: "Nearby" },
      { type: "card", title: "C1", text: "T1" },
      { type: "card", title: "C2", text: "T2", distanceMiles: 3 },
      { type: "faq", question: "Q3", answer: "A3" },
    ]);
    expect(
      runs.map((run) => (run.kind === "single" ? run.block.type : `${run.kind}:${run.items.length}`)),
    ).toEqual(["paragraph", "faqs:2", "heading", "cards:2", "faqs:1"]);
  });

  it("renders nothing for a page without blocks", () => {
    expect(groupBlocks([])).toEqual([]);
  });
});

describe("formatMilesAway", () => {
  it.each([
    [12, "12 mi away"],
    [0.3, "0.3 mi away"],
    [5.25, "5.3 mi away"],
  ])("shows %s miles as %s", (distance, text) => {
    expect(formatMilesAway(distance)).toBe(text);
  });
});
