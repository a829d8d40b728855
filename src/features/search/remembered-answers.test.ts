import { describe, expect, it } from "vitest";
import { questionKey, RememberedAnswers } from "./remembered-answers";

const NOW = new Date("2026-11-21T15:00:00Z");
const LATER = NOW.getTime() + 60_000;
const at = (token: string | null, memberDiscountBp: number | null = null, now = NOW) => ({
  token,
  memberDiscountBp,
  now,
});

describe("remembered park answers", () => {
  it("gives an answer back only under the token and member discount it was computed with, before its deadline", () => {
    const kept = new RememberedAnswers<string>();
    kept.remember(
      "q",
      "park",
      { token: "t1", memberDiscountBp: 1000, validUntil: LATER, answer: "open" },
      NOW,
    );
    expect(kept.recall("q", "park", at("t1", 1000))).toBe("open");
    expect(kept.recall("q", "park", at("t2", 1000))).toBeUndefined();
    expect(kept.recall("q", "park", at("t1", null))).toBeUndefined();
    expect(kept.recall("q", "park", at("t1", 1000, new Date(LATER)))).toBeUndefined();
    expect(kept.recall("q", "other-park", at("t1", 1000))).toBeUndefined();
    expect(kept.recall("other-question", "park", at("t1", 1000))).toBeUndefined();
  });

  it("keeps nothing without a token or past its deadline", () => {
    const kept = new RememberedAnswers<string>();
    kept.remember("q", "park", { token: null, memberDiscountBp: null, validUntil: LATER, answer: "a" }, NOW);
    expect(kept.recall("q", "park", at(null))).toBeUndefined();
    kept.remember(
      "q",
      "park",
      { token: "t", memberDiscountBp: null, validUntil: NOW.getTime(), answer: "b" },
      NOW,
    );
    expect(kept.recall("q", "park", at("t"))).toBeUndefined();
  });

  it("drops the least recently asked question past its limit", () => {
    const kept = new RememberedAnswers<string>(2);
    const keep = (question: string) =>
      kept.remember(
        question,
        "park",
        { token: "t", memberDiscountBp: null, validUntil: LATER, answer: question },
        NOW,
      );
    keep("a");
    keep("b");
    expect(kept.recall("a", "park", at("t"))).toBe("a");
    keep("c");
    expect(kept.recall("b", "park", at("t"))).toBeUndefined();
    expect(kept.recall("a", "park", at("t"))).toBe("a");
    expect(kept.recall("c", "park", at("t"))).toBe("c");
  });

  it("asks one question whatever the order of the filters, and another for other filters or a member", () => {
    const base = {
      dates: { start: "2027-07-13", end: "2027-07-15" },
      guests: { adults: 2, children: 0, pets: 0 },
    };
    const a = questionKey({ ...base, filters: { category: "rv", priceMax: 9000 } });
    const b = questionKey({ ...base, filters: { priceMax: 9000, category: "rv" } });
    expect(a).toBe(b);
    expect(questionKey({ ...base, filters: { category: "rv", priceMax: 9000, distanceMax: 5 } })).toBe(a);
    expect(questionKey({ ...base, filters: { category: "tent", priceMax: 9000 } })).not.toBe(a);
    expect(
      questionKey({ ...base, filters: { category: "rv", priceMax: 9000 }, member: { event: null } }),
    ).not.toBe(a);
    expect(questionKey({ ...base, guests: { adults: 3, children: 0, pets: 0 } })).not.toBe(questionKey(base));
  });
});
