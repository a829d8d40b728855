import { expect, it, vi } from "vitest";
import * as z from "zod/mini";

it("gives the zod/mini schemas classic Zod's English message where a check has none of its own", async () => {
  const name = z.string().check(z.trim(), z.minLength(1, "Enter your first name"), z.maxLength(80));
  const messageFor = (value: unknown) => name.safeParse(value).error?.issues[0]?.message;
  // As in a browser that never loads classic Zod (which sets this locale itself): no locale, no wording.
  const config = z.config();
  const { localeError } = config;
  delete config.localeError;
  try {
    expect(messageFor("A".repeat(81))).toBe("Invalid input");
    vi.resetModules();
    await import("./zod-messages");
    expect(messageFor("A".repeat(81))).toBe("Too big: expected string to have <=80 characters");
    expect(messageFor(7)).toBe("Invalid input: expected string, received number");
    expect(messageFor(" ")).toBe("Enter your first name");
  } finally {
    config.localeError ??= localeError;
  }
});
