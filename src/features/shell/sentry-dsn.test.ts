import { describe, expect, it } from "vitest";
import { envelopeUrl, parseSentryDsn, tunnelPath } from "./sentry-dsn";

describe("the Sentry DSN", () => {
  const dsn = parseSentryDsn("https://abc123@o4501234.ingest.us.sentry.io/4507654");

  it("gives the tunnel path with the organisation and project as o and p", () => {
    expect(dsn).not.toBeNull();
    expect(tunnelPath(dsn!)).toBe("/monitoring?o=4501234&p=4507654");
  });

  it("forwards only to the configured project's envelope endpoint", () => {
    expect(envelopeUrl(dsn!)).toBe("https://o4501234.ingest.us.sentry.io/api/4507654/envelope/");
  });

  it.each([
    "not a url",
    "http://k@o1.ingest.sentry.io/2",
    "https://k@sentry.example.com/2",
    "https://k@o1.ingest.sentry.io/x",
  ])("refuses %s", (value) => {
    expect(parseSentryDsn(value)).toBeNull();
  });
});
