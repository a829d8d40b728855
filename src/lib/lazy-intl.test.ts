import { describe, expect, it } from "vitest";
import { lazyIntl } from "./lazy-intl";

describe("lazyIntl", () => {
  it("makes the formatter on first use, not before, and only once", () => {
    let made = 0;
    const usd = lazyIntl(() => {
      made += 1;
      return new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
    });
    expect(made).toBe(0);
    expect(usd().format(12.5)).toBe("$12.50");
    expect(usd()).toBe(usd());
    expect(made).toBe(1);
  });
});
