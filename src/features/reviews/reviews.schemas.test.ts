import { describe, expect, it } from "vitest";
import { plainText, ZHideInput, ZSubmitReviewInput } from "./reviews.schemas";

const TOKEN = "a".repeat(43);

describe("a review's text", () => {
  it("keeps words and line breaks, drops what a reader would not see", () => {
    expect(plainText("  Great\r\nsite\u200b!\u202e\tQuiet.\n\n\n\nCome back.  ")).toBe(
      "Great\nsite! Quiet.\n\nCome back.",
    );
    expect(plainText("<script>alert(1)</script>")).toBe("<script>alert(1)</script>");
  });

  it("is checked after it is cleaned: invisible padding does not make it long enough", () => {
    const parsed = ZSubmitReviewInput.safeParse({
      token: TOKEN,
      parkRating: 5,
      siteRating: 5,
      body: `Nice\u200b${"\u200b".repeat(20)}`,
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(
      "Write a few words about your stay (at least 10 characters).",
    );
  });

  it("asks for whole stars from 1 to 5 and a complete link", () => {
    const problems = ZSubmitReviewInput.safeParse({
      token: "short",
      parkRating: 0,
      siteRating: 4.5,
      body: "x".repeat(1001),
    }).error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(problems).toEqual([
      ["token", "This review link is not complete: open it from the e-mail again."],
      ["parkRating", "Rate the park from 1 to 5 stars."],
      ["siteRating", "Rate the site from 1 to 5 stars."],
      ["body", "Keep it under 1,000 characters."],
    ]);
  });

  it("needs a reason to hide a review", () => {
    expect(
      ZHideInput.safeParse({ reviewId: crypto.randomUUID(), reason: " " }).error?.issues[0]?.message,
    ).toBe("Say why it is hidden (the audit log keeps it).");
  });
});
