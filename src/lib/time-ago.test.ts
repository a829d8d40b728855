import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TimeAgo } from "./time-ago";

describe("TimeAgo", () => {
  it("says how long ago in words and keeps the exact instant in the time element", () => {
    const html = renderToStaticMarkup(
      createElement(TimeAgo, {
        date: new Date("2026-11-19T15:30:00Z"),
        now: new Date("2026-11-21T16:00:00Z"),
      }),
    );
    expect(html).toBe(
      '<time dateTime="2026-11-19T15:30:00.000Z" title="Nov 19, 2026, 10:30 AM">2 days ago</time>',
    );
  });
});
