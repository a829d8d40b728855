import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TRPCError } from "@trpc/server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER } from "@/server/client-ip";
import { contactMessages, mailOutbox, parks } from "@/server/db/schema";
import { seedDemoData } from "@/server/db/seed/demo";
import { dispatchOutbox, retryDelayMs } from "@/server/mail/dispatch-outbox";
import { fileTransport, type MailTransport } from "@/server/mail/transport";
import { consumeRateLimit } from "@/server/rate-limit";
import { callerFor } from "../support/test-context";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

let test: TestDatabase;
const NOW = new Date("2026-11-21T15:00:00Z");

beforeAll(async () => {
  test = await createTestDatabase();
  await seedDemoData(test.db, { today: "2026-11-21" });
});
afterAll(async () => {
  await test?.close();
});

const message = {
  name: "Rosa Angler",
  email: "rosa@example.com",
  subject: "Late arrival",
  message: "We arrive after 10 pm on Friday. Is the gate open?",
};

function caller(ip: string, now = NOW) {
  return callerFor(test.db, { headers: { [CLIENT_IP_HEADER]: ip }, now });
}

async function errorOf(promise: Promise<unknown>): Promise<TRPCError> {
  return promise.then(
    () => {
      throw new Error("expected a failure");
    },
    (error: TRPCError) => error,
  );
}

describe("booking.contact.submitMessage", () => {
  it("stores the message and queues an e-mail to the park, replying to the guest", async () => {
    const [trout] = await test.db.select().from(parks).where(eq(parks.slug, "trout-town-farms"));
    const { id } = await caller("10.0.0.1").booking.contact.submitMessage({ ...message, parkId: trout!.id });
    const [stored] = await test.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(stored).toMatchObject({ parkId: trout!.id, name: "Rosa Angler", subject: "Late arrival" });
    const [mail] = await test.db.select().from(mailOutbox).where(eq(mailOutbox.template, "contact-message"));
    expect(mail).toMatchObject({ to: trout!.email, replyTo: "rosa@example.com", status: "pending" });
    expect(mail?.text).toContain("Is the gate open?");
  });

  it("sends a general question to the group's contact address", async () => {
    await caller("10.0.0.2").booking.contact.submitMessage(message);
    const mails = await test.db.select().from(mailOutbox).where(eq(mailOutbox.to, "hello@lantern.example"));
    expect(mails.length).toBeGreaterThan(0);
  });

  it("names each invalid field so the form can show it, and stores nothing", async () => {
    const before = await test.db.select({ id: contactMessages.id }).from(contactMessages);
    const error = await errorOf(
      caller("10.0.0.3").booking.contact.submitMessage({
        name: " ",
        email: "not-mail",
        subject: "Hi",
        message: "short",
      }),
    );
    expect(error.code).toBe("BAD_REQUEST");
    const issues = (error.cause as unknown as { issues: { path: string[] }[] }).issues.map((issue) =>
      issue.path.join("."),
    );
    expect(issues.sort()).toEqual(["email", "message", "name"]);
    expect(await test.db.select({ id: contactMessages.id }).from(contactMessages)).toHaveLength(
      before.length,
    );
  });

  it("refuses the sixth message within an hour from one address and accepts again an hour later", async () => {
    for (let index = 0; index < 5; index += 1)
      await caller("10.0.0.9").booking.contact.submitMessage(message);
    const refused = await errorOf(caller("10.0.0.9").booking.contact.submitMessage(message));
    expect(refused.code).toBe("TOO_MANY_REQUESTS");
    expect(refused.message).toMatch(/try again in \d+ minutes?/);
    await expect(caller("10.0.0.10").booking.contact.submitMessage(message)).resolves.toHaveProperty("id");
    const later = new Date(NOW.getTime() + 60 * 60_000 + 1);
    await expect(caller("10.0.0.9", later).booking.contact.submitMessage(message)).resolves.toHaveProperty(
      "id",
    );
  });
});

describe("consumeRateLimit", () => {
  it("counts attempts per key in a fixed window", async () => {
    const rule = { limit: 2, windowMs: 60_000 };
    await consumeRateLimit(test.db, "probe:a", rule, NOW);
    await consumeRateLimit(test.db, "probe:a", rule, NOW);
    await expect(consumeRateLimit(test.db, "probe:a", rule, NOW)).rejects.toMatchObject({
      code: "RATE_LIMITED",
    });
    await expect(consumeRateLimit(test.db, "probe:b", rule, NOW)).resolves.toBeUndefined();
    await expect(
      consumeRateLimit(test.db, "probe:a", rule, new Date(NOW.getTime() + 60_000)),
    ).resolves.toBeUndefined();
  });
});

describe("the outbox dispatcher", () => {
  it("writes each due e-mail as an .eml file and marks it sent", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lantern-outbox-"));
    const result = await dispatchOutbox(test.db, fileTransport(dir), {
      now: NOW,
      from: "Lantern Parks <no-reply@lantern.example>",
    });
    expect(result.sent).toBeGreaterThan(0);
    const files = fs.readdirSync(dir).filter((file) => file.endsWith(".eml"));
    expect(files).toHaveLength(result.sent);
    const eml = fs.readFileSync(path.join(dir, files[0]!), "utf8");
    expect(eml).toMatch(/^Subject: Website message: Late arrival$/m);
    expect(eml).toMatch(/^Reply-To: rosa@example.com$/m);
    // Only the message sent "an hour later" in the rate-limit test is still waiting for its time.
    const pending = await test.db.select().from(mailOutbox).where(eq(mailOutbox.status, "pending"));
    expect(pending.every((mail) => mail.nextAttemptAt > NOW)).toBe(true);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("keeps a mail that failed to deliver and retries it later with back-off", async () => {
    await caller("10.0.1.1").booking.contact.submitMessage(message);
    const broken: MailTransport = {
      deliver: async () => {
        throw new Error("SMTP unreachable");
      },
    };
    const first = await dispatchOutbox(test.db, broken, { now: NOW, from: "x@lantern.example" });
    expect(first).toEqual({ sent: 0, failed: 1 });
    // The one mail that was due is now waiting for its retry (another waits for its first time, an hour on).
    const pending = await test.db.select().from(mailOutbox).where(eq(mailOutbox.status, "pending"));
    const row = pending.find((mail) => mail.attempts > 0);
    expect(row).toMatchObject({ attempts: 1, lastError: "SMTP unreachable" });
    expect(row?.nextAttemptAt.getTime()).toBe(NOW.getTime() + retryDelayMs(1));
    expect(await dispatchOutbox(test.db, broken, { now: NOW, from: "x@lantern.example" })).toEqual({
      sent: 0,
      failed: 0,
    });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lantern-outbox-"));
    const later = new Date(NOW.getTime() + retryDelayMs(1));
    expect(
      await dispatchOutbox(test.db, fileTransport(dir), { now: later, from: "x@lantern.example" }),
    ).toEqual({
      sent: 1,
      failed: 0,
    });
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
