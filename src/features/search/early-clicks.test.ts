import { describe, expect, it } from "vitest";
import { EARLY_CLICK_SCRIPT, takeEarlyClick } from "./early-clicks";

/** The inline script run against a stand-in document: returns the click listener it installed. */
function installScript(hydrated: () => boolean) {
  let listener: ((event: { target: unknown }) => void) | null = null;
  const fakeWindow: { __lanternEarlyClicks?: Record<string, true> } = {};
  const fakeDocument = {
    documentElement: { getAttribute: () => (hydrated() ? "true" : null) },
    addEventListener: (_type: string, handler: typeof listener) => {
      listener = handler;
    },
  };
  new Function("window", "document", EARLY_CLICK_SCRIPT)(fakeWindow, fakeDocument);
  const clickOn = (name: string | null) =>
    listener!({
      target: { closest: () => (name ? { getAttribute: () => name } : null) },
    });
  return { fakeWindow, clickOn };
}

describe("early clicks", () => {
  it("keeps a click on a marked control made before hydration, once", () => {
    const { fakeWindow, clickOn } = installScript(() => false);
    clickOn("dates");
    clickOn(null);
    expect(takeEarlyClick("dates", fakeWindow)).toBe(true);
    expect(takeEarlyClick("dates", fakeWindow)).toBe(false);
    expect(takeEarlyClick("sort", fakeWindow)).toBe(false);
  });

  it("leaves clicks after hydration to React", () => {
    let hydrated = false;
    const { fakeWindow, clickOn } = installScript(() => hydrated);
    hydrated = true;
    clickOn("dates");
    expect(takeEarlyClick("dates", fakeWindow)).toBe(false);
  });

  it("answers no on a page without the script", () => {
    expect(takeEarlyClick("guests", {})).toBe(false);
  });
});
