import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_CARDS } from "@/lib/payments/payment.schemas";
import { campsiteTypes, mailOutbox, orders, parks } from "@/server/db/schema";
import { seedDemoData } from "@/server/db/seed/demo";
import { dispatchOutbox, retryDelayMs } from "@/server/mail/dispatch-outbox";
import { enqueueMail } from "@/server/mail/outbox";
import { mailTransportFor } from "@/server/mail/transport";
import { callerFor } from "../support/test-context";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

let test: TestDatabase;
const servers: SMTPServer[] = [];
const NOW = new Date("2026-11-21T15:00:00Z");
const FROM = "Lantern Parks <no-reply@lantern.example>";

beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(servers.map((smtp) => new Promise<void>((resolve) => smtp.close(() => resolve()))));
  await test?.close();
});

/** A loopback port that was free a moment ago: nothing listens there until the test starts its server. */
async function freeLoopbackPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

type Received = { envelopeTo: string[]; mail: ParsedMail };

/** A real SMTP server on 127.0.0.1 that accepts anything (no auth, no TLS) and parses what it receives. */
async function startSmtpServer(port: number, received: Received[]): Promise<SMTPServer> {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({ envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address), mail });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, "127.0.0.1", resolve));
  return smtp;
}

describe("delivery through SMTP_URL", () => {
  it("keeps a mail pending while the SMTP server is down and delivers it once the server is up", async () => {
    const calendar = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n";
    const id = await enqueueMail(
      test.db,
      {
        to: "ann.camper@example.com",
        replyTo: "wagons@lantern.example",
        subject: "Your Lantern booking LNT-7K3Q9P",
        text: "Your confirmation code is LNT-7K3Q9P.",
        html: "<p>Your confirmation code is <strong>LNT-7K3Q9P</strong>.</p>",
        template: "order-confirmation",
        attachments: [
          {
            filename: "lantern-LNT-7K3Q9P.ics",
            contentType: "text/calendar; charset=utf-8; method=PUBLISH",
            contentBase64: Buffer.from(calendar).toString("base64"),
          },
        ],
      },
      NOW,
    );
    const port = await freeLoopbackPort();
    const transport = mailTransportFor({ SMTP_URL: `smtp://127.0.0.1:${port}`, dataDir: "/nonexistent" });

    expect(await dispatchOutbox(test.db, transport, { now: NOW, from: FROM })).toEqual({
      sent: 0,
      failed: 1,
    });
    const [waiting] = await test.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(waiting).toMatchObject({ status: "pending", attempts: 1, sentAt: null });
    expect(waiting?.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(waiting?.nextAttemptAt).toEqual(new Date(NOW.getTime() + retryDelayMs(1)));

    const received: Received[] = [];
    servers.push(await startSmtpServer(port, received));
    const beforeBackOff = new Date(NOW.getTime() + retryDelayMs(1) - 1);
    expect(await dispatchOutbox(test.db, transport, { now: beforeBackOff, from: FROM })).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(received).toHaveLength(0);

    const later = new Date(NOW.getTime() + retryDelayMs(1));
    expect(await dispatchOutbox(test.db, transport, { now: later, from: FROM })).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(received).toHaveLength(1);
    const [{ envelopeTo, mail }] = received as [Received];
    expect(envelopeTo).toEqual(["ann.camper@example.com"]);
    expect(mail.subject).toBe("Your Lantern booking LNT-7K3Q9P");
    expect(mail.from?.text).toBe('"Lantern Parks" <no-reply@lantern.example>');
    expect(mail.replyTo?.text).toBe("wagons@lantern.example");
    expect(mail.messageId).toBe(`<${id}@lantern.local>`);
    expect(mail.text?.trim()).toBe("Your confirmation code is LNT-7K3Q9P.");
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({
      filename: "lantern-LNT-7K3Q9P.ics",
      contentType: "text/calendar",
    });
    expect(mail.attachments[0]?.content.toString("utf8")).toBe(calendar);

    const [sent] = await test.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(sent).toMatchObject({ status: "sent", attempts: 2, lastError: null, sentAt: later });
  });

  it("writes .eml files into DATA_DIR/outbox instead when SMTP_URL is unset", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lantern-data-"));
    const id = await enqueueMail(
      test.db,
      { to: "bo@example.com", subject: "Files, not SMTP", text: "Hi", html: "<p>Hi</p>", template: "probe" },
      NOW,
    );
    const transport = mailTransportFor({ SMTP_URL: undefined, dataDir });
    expect(await dispatchOutbox(test.db, transport, { now: NOW, from: FROM })).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(fs.readFileSync(path.join(dataDir, "outbox", `${id}.eml`), "utf8")).toMatch(
      /^Subject: Files, not SMTP$/m,
    );
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("places an order while SMTP is unreachable and delivers its confirmation once SMTP is back", async () => {
    await seedDemoData(test.db, { today: "2026-11-21" });
    const [trout] = await test.db
      .select({ id: parks.id })
      .from(parks)
      .where(eq(parks.slug, "trout-town-farms"));
    const [orchard] = await test.db
      .select({ id: campsiteTypes.id })
      .from(campsiteTypes)
      .where(and(eq(campsiteTypes.parkId, trout!.id), eq(campsiteTypes.name, "Orchard Tent Site")));
    const api = callerFor(test.db, { now: NOW, headers: { "x-lantern-client-ip": "192.0.2.200" } }).booking;
    const added = await api.cart.addItem({
      parkId: trout!.id,
      campsiteTypeId: orchard!.id,
      dates: { start: "2027-07-13", end: "2027-07-15" },
      guests: { adults: 2, children: 0, pets: 0 },
    });
    const port = await freeLoopbackPort();
    const transport = mailTransportFor({ SMTP_URL: `smtp://127.0.0.1:${port}`, dataDir: "/nonexistent" });

    const placed = await api.checkout.placeOrder({
      shoppingCartUuid: added.shoppingCartUuid,
      idempotencyKey: "smtp-down-order-1",
      guest: {
        firstName: "Ann",
        lastName: "Camper",
        email: "ann.down@example.com",
        phone: "607-555-0123",
        address: { line1: "1 Main St", city: "Roscoe", state: "NY", postalCode: "12776", country: "US" },
      },
      tripDetails: [],
      acceptedWaivers: true,
      payment: { gateway: "test", cardNumber: TEST_CARDS.success, expMonth: 12, expYear: 2030, cvc: "123" },
    });
    expect(await dispatchOutbox(test.db, transport, { now: NOW, from: FROM })).toEqual({
      sent: 0,
      failed: 1,
    });
    expect(
      await test.db.select().from(orders).where(eq(orders.invoiceUuid, placed.invoiceUuid)),
    ).toHaveLength(1);

    const received: Received[] = [];
    servers.push(await startSmtpServer(port, received));
    const later = new Date(NOW.getTime() + retryDelayMs(1));
    expect(await dispatchOutbox(test.db, transport, { now: later, from: FROM })).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(received[0]?.envelopeTo).toEqual(["ann.down@example.com"]);
    expect(received[0]?.mail.subject).toContain(placed.orderConfirmation);
    expect(received[0]?.mail.attachments[0]?.filename).toBe(`lantern-${placed.orderConfirmation}.ics`);
  });
});
