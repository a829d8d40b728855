import { describe, expect, it } from "vitest";
import { getEnv } from "./env";

const env = (values: Record<string, string>) => getEnv(values as NodeJS.ProcessEnv);

describe("configuration", () => {
  it("serves the demo on embedded PGlite with no variables set", () => {
    const config = env({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.MEMBERSHIP_ENABLED).toBe(true);
    expect(config.APP_URL).toBe("http://localhost:3000");
    expect(config.TRUSTED_PROXY_HOPS).toBe(0);
  });

  it("reads flags the way people write them", () => {
    expect(env({ MEMBERSHIP_ENABLED: "off" }).MEMBERSHIP_ENABLED).toBe(false);
    expect(env({ MEMBERSHIP_ENABLED: "false" }).MEMBERSHIP_ENABLED).toBe(false);
  });

  it("requires a shared session secret when the app runs on PostgreSQL", () => {
    expect(() => env({ DATABASE_URL: "postgres://u:p@db/lantern" })).toThrow(
      /BETTER_AUTH_SECRET: must be set/,
    );
    expect(
      env({ DATABASE_URL: "postgres://u:p@db/lantern", BETTER_AUTH_SECRET: "x".repeat(32) }).DATABASE_URL,
    ).toBe("postgres://u:p@db/lantern");
  });

  it("delivers mail by SMTP only for an smtp:// or smtps:// SMTP_URL, and treats an empty one as unset", () => {
    expect(env({ SMTP_URL: "smtps://lantern:secret@smtp.example.com:465" }).SMTP_URL).toBe(
      "smtps://lantern:secret@smtp.example.com:465",
    );
    expect(env({ SMTP_URL: "" }).SMTP_URL).toBeUndefined();
    expect(() => env({ SMTP_URL: "https://smtp.example.com" })).toThrow(/SMTP_URL: must be an smtp:\/\//);
  });

  it("takes a metrics token of 16 characters or more, and treats an empty one as unset", () => {
    expect(env({ METRICS_TOKEN: "s".repeat(16) }).METRICS_TOKEN).toBe("s".repeat(16));
    expect(env({ METRICS_TOKEN: "" }).METRICS_TOKEN).toBeUndefined();
    expect(() => env({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
  });

  it("names every bad value at once", () => {
    expect(() => env({ PORT: "99999", NEXT_PUBLIC_GTM_ID: "nope" })).toThrow(/PORT[\s\S]*NEXT_PUBLIC_GTM_ID/);
  });
});
