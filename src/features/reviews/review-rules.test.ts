import { describe, expect, it } from "vitest";
import {
  authorNameOf,
  blindUntil,
  invitationExpiry,
  publishOnReply,
  ratingWords,
  roundedAverage,
  stayedLine,
  visibilityOf,
} from "./review-rules";

const at = (iso: string) => new Date(iso);

describe("review rules", () => {
  it("keeps a review with the park for a week, unless the park replies first", () => {
    const written = at("2026-07-06T15:00:00Z");
    const publishAt = blindUntil(written);
    expect(publishAt.toISOString()).toBe("2026-07-13T15:00:00.000Z");
    expect(visibilityOf({ publishAt, hiddenAt: null }, at("2026-07-13T14:59:59Z"))).toBe("awaiting");
    expect(visibilityOf({ publishAt, hiddenAt: null }, at("2026-07-13T15:00:00Z"))).toBe("published");
    expect(publishOnReply(publishAt, at("2026-07-08T09:00:00Z")).toISOString()).toBe(
      "2026-07-08T09:00:00.000Z",
    );
    // A reply after the week changes nothing: it was already public.
    expect(publishOnReply(publishAt, at("2026-07-20T09:00:00Z"))).toEqual(publishAt);
  });

  it("hides a hidden review whatever its publication", () => {
    expect(
      visibilityOf(
        { publishAt: at("2026-01-01T00:00:00Z"), hiddenAt: at("2026-02-01T00:00:00Z") },
        at("2026-03-01T00:00:00Z"),
      ),
    ).toBe("hidden");
  });

  it("lets an invitation take a review for 30 days", () => {
    expect(invitationExpiry(at("2026-07-06T15:00:00Z")).toISOString()).toBe("2026-08-05T15:00:00.000Z");
  });

  it("signs a review with the first name and the last name's initial", () => {
    expect(authorNameOf("Dana", "kowalski")).toBe("Dana K.");
    expect(authorNameOf(" Dana ", "")).toBe("Dana");
    expect(authorNameOf("", "Smith")).toBe("Guest S.");
  });

  it("describes the stay by the month of arrival and the type", () => {
    expect(stayedLine("2026-07-31", "Riverside RV Site")).toBe("Stayed in July 2026, Riverside RV Site");
    expect(stayedLine("2026-01-01", "Cabin")).toBe("Stayed in January 2026, Cabin");
  });

  it("averages to one decimal and words it", () => {
    expect(roundedAverage(14, 3)).toBe(4.7);
    expect(roundedAverage(0, 0)).toBeNull();
    expect(ratingWords({ average: 4.7, count: 3 })).toBe("4.7 out of 5 from 3 reviews");
    expect(ratingWords({ average: 5, count: 1 })).toBe("5.0 out of 5 from 1 review");
  });
});
