import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BACKUP_PATH,
  type BackupEndpoint,
  openBackupEndpoint,
  serveBackup,
} from "@/server/backup/backup-endpoint";
import { type BackupSource, createBackup } from "@/server/backup/create-backup";
import { requestServerBackup } from "@/server/backup/request-server-backup";
import {
  type RestoreTarget,
  RestoreTargetNotEmptyError,
  restoreBackup,
} from "@/server/backup/restore-backup";
import { runScheduledBackup } from "@/server/backup/scheduled-backup";
import { type Database, type Db, openDatabase } from "@/server/db/client";
import { DataDirLockedError, lockDataDir } from "@/server/db/data-dir-lock";
import { setUpCheckoutScenario } from "../support/checkout-scenario";

const scenario = setUpCheckoutScenario();
const onPostgres = process.env.TEST_DATABASE_KIND === "postgres";

let work: string;
const createdDatabases: string[] = [];

beforeAll(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), "lantern-backup-test-"));
});
afterAll(async () => {
  if (createdDatabases.length > 0)
    await adminQuery(createdDatabases.map((name) => `drop database if exists "${name}" with (force)`));
  if (work) await fs.rm(work, { recursive: true, force: true });
});

async function adminQuery(statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

const source = (): BackupSource => {
  const database = scenario.database();
  return database.kind === "pglite"
    ? { kind: "pglite", client: database.client }
    : { kind: "postgres", url: process.env.TEST_DATABASE_URL! };
};

/** A new, empty place to restore into: a data directory, or a database beside the test's own on its server. */
async function emptyTarget(): Promise<{ target: RestoreTarget; open: () => Promise<Database> }> {
  const dataDir = path.join(work, `target-${randomUUID()}`);
  if (!onPostgres) {
    return { target: { kind: "pglite", dataDir }, open: () => openDatabase({ kind: "pglite", dataDir }) };
  }
  const url = new URL(process.env.TEST_DATABASE_URL!);
  const name = `${url.pathname.slice(1)}_restore_${createdDatabases.length + 1}`;
  await adminQuery([`drop database if exists "${name}" with (force)`, `create database "${name}"`]);
  createdDatabases.push(name);
  url.pathname = `/${name}`;
  return {
    target: { kind: "postgres", url: url.toString(), dataDir },
    open: () => openDatabase({ kind: "postgres", url: url.toString(), maxConnections: 2 }),
  };
}

/** Each order with what makes it complete: its stays, their folio lines and the sites they occupy. */
async function orderShapes(db: Db): Promise<Map<string, string>> {
  const { rows } = (await db.execute(sql`
    select o.invoice_uuid,
      (select count(*)::int from reservations r where r.order_id = o.id) as reservations,
      (select count(*)::int from folio_lines f join reservations r on r.id = f.reservation_id
        where r.order_id = o.id) as lines,
      (select count(*)::int from site_allocations a join reservations r on r.id = a.reservation_id
        where r.order_id = o.id) as sites
    from orders o`)) as {
    rows: { invoice_uuid: string; reservations: number; lines: number; sites: number }[];
  };
  return new Map(
    rows.map((row) => [
      row.invoice_uuid,
      `${row.reservations} stays, ${row.lines} lines, ${row.sites} sites`,
    ]),
  );
}

async function mailIds(db: Db): Promise<string[]> {
  const { rows } = (await db.execute(sql`select id from mail_outbox`)) as { rows: { id: string }[] };
  return rows.map((row) => row.id);
}

async function inCopy<T>(open: () => Promise<Database>, read: (db: Db) => Promise<T>): Promise<T> {
  const copy = await open();
  try {
    return await read(copy.db);
  } finally {
    await copy.close();
  }
}

/** Guests book the summer's Orchard Tent Sites in a stream (several at once, ten a week) until told to stop. */
function bookingStream({ streams, maxOrders }: { streams: number; maxOrders: number }) {
  const weeks = Array.from({ length: Math.ceil(maxOrders / 10) }, () => scenario.nextStay());
  const acknowledged: string[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  let started = 0;
  let stopped = false;
  const run = async () => {
    while (!stopped && started < maxOrders) {
      const dates = weeks[Math.floor(started / 10)]!;
      started += 1;
      const { placed } = await scenario.book({ dates });
      acknowledged.push(placed.invoiceUuid);
      for (const wait of waiting.filter((entry) => acknowledged.length >= entry.count)) wait.resolve();
      // Each booking is a request of its own: the event loop turns between them, as it does between HTTP calls.
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  const running = Promise.all(Array.from({ length: streams }, run)).then(() => undefined);
  return {
    acknowledged,
    /** Resolves once `count` orders are acknowledged or all were placed; rejects when a booking fails. */
    until: (count: number) =>
      Promise.race([
        new Promise<void>((resolve) => {
          if (acknowledged.length >= count) resolve();
          else waiting.push({ count, resolve });
        }),
        running,
      ]),
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}

describe("backups", () => {
  let backupFile: string;
  let outboxDir: string;

  it("keeps every order acknowledged before the backup began, complete, while guests keep booking", async () => {
    outboxDir = path.join(work, "outbox");
    await fs.mkdir(outboxDir, { recursive: true });
    await fs.writeFile(
      path.join(outboxDir, "delivered-before.eml"),
      "Subject: Your stay\r\n\r\nSee you soon.\r\n",
    );
    backupFile = path.join(work, "during-bookings.tar.gz");

    const streams = 3;
    const stream = bookingStream({ streams, maxOrders: 120 });
    await stream.until(4);
    const mailBefore = await mailIds(scenario.db());
    const acknowledgedBefore = [...stream.acknowledged];
    const manifest = await createBackup(source(), { out: backupFile, outboxDir });
    // Past the orders under way when the backup ended, some that began after it: the copy cannot hold those.
    await stream.until(stream.acknowledged.length + 2 * streams);
    await stream.stop();
    expect(manifest).toMatchObject({ kind: scenario.database().kind, outboxFiles: 1 });

    const shapes = await orderShapes(scenario.db());
    const { target, open } = await emptyTarget();
    await restoreBackup(backupFile, target);

    const copied = await inCopy(open, orderShapes);
    for (const invoiceUuid of acknowledgedBefore)
      expect(copied.get(invoiceUuid)).toBe(shapes.get(invoiceUuid));
    // Orders placed while the copy was taken are in it whole or not at all.
    for (const [invoiceUuid, shape] of copied) expect(shape).toBe(shapes.get(invoiceUuid));
    expect(copied.size).toBeLessThan(shapes.size);
    expect(mailBefore.length).toBeGreaterThanOrEqual(acknowledgedBefore.length);
    expect(await inCopy(open, mailIds)).toEqual(expect.arrayContaining(mailBefore));
    expect(await fs.readdir(path.join(target.dataDir, "outbox"))).toEqual(["delivered-before.eml"]);
  });

  it("refuses to restore over a database that holds data unless forced", async () => {
    const { target, open } = await emptyTarget();
    await restoreBackup(backupFile, target);
    const orders = (await inCopy(open, orderShapes)).size;

    await expect(restoreBackup(backupFile, target)).rejects.toThrow(RestoreTargetNotEmptyError);
    const forced = await restoreBackup(backupFile, target, { force: true });

    expect((await inCopy(open, orderShapes)).size).toBe(orders);
    if (target.kind === "pglite") expect(forced.replacedTo).not.toBeNull();
  });

  it.skipIf(onPostgres)(
    "never restores into a data directory a running server holds, even forced",
    async () => {
      const dataDir = path.join(work, "held");
      const held = lockDataDir(dataDir);
      try {
        await expect(restoreBackup(backupFile, { kind: "pglite", dataDir }, { force: true })).rejects.toThrow(
          DataDirLockedError,
        );
      } finally {
        held.release();
      }
    },
  );

  it("writes a scheduled backup once per interval, by lease, and keeps the newest", async () => {
    const dir = path.join(work, "scheduled");
    const hours = (count: number) => count * 60 * 60_000;
    const at = (count: number) => new Date(Date.UTC(2026, 10, 21, 2) + hours(count));
    const options = { dir, keep: 1, intervalMs: hours(24), outboxDir };

    const first = await runScheduledBackup(scenario.db(), source(), { ...options, now: at(0) });
    const tooSoon = await runScheduledBackup(scenario.db(), source(), { ...options, now: at(23) });
    const next = await runScheduledBackup(scenario.db(), source(), { ...options, now: at(24) });

    expect(first?.file).toBe(path.join(dir, "lantern-backup-20261121T020000Z.tar.gz"));
    expect(tooSoon).toBeNull();
    expect(next?.pruned).toEqual([first?.file]);
    expect(await fs.readdir(dir)).toEqual(["lantern-backup-20261122T020000Z.tar.gz"]);
  });
});

describe.skipIf(onPostgres)("the running server's backup endpoint", () => {
  let server: http.Server;
  let port: number;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "lantern-backup-endpoint-"));
    const endpoint = openBackupEndpoint(scenario.database(), dataDir);
    server = http.createServer((req, res) => {
      if (serveBackup(req, res, endpoint)) return;
      res.writeHead(404, { "content-type": "text/plain" }).end("Not Found");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it("hands the copy to `npm run db:backup` holding the token the server wrote", async () => {
    const out = path.join(dataDir, "requested.tar.gz");
    await requestServerBackup({ dataDir, port, out });

    const { target, open } = await emptyTarget();
    await restoreBackup(out, target);
    expect((await inCopy(open, orderShapes)).size).toBe((await orderShapes(scenario.db())).size);
    expect((await fs.stat(path.join(dataDir, "backup.token"))).mode & 0o777).toBe(0o600);
  });

  it("is an unknown path without the token or for another method", async () => {
    const url = `http://127.0.0.1:${port}${BACKUP_PATH}`;
    const token = await fs.readFile(path.join(dataDir, "backup.token"), "utf8");
    const noToken = await fetch(url, { method: "POST" });
    const wrongToken = await fetch(url, { method: "POST", headers: { authorization: "Bearer guess" } });
    const get = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    expect([noToken.status, wrongToken.status, get.status]).toEqual([404, 404, 404]);
  });

  it("is an unknown path from another machine, whatever X-Forwarded-For says", async () => {
    const endpoint: BackupEndpoint = { token: randomUUID(), source: source(), outboxDir: dataDir };
    const request = (remoteAddress: string) =>
      ({
        url: BACKUP_PATH,
        method: "POST",
        headers: { authorization: `Bearer ${endpoint.token}`, "x-forwarded-for": "127.0.0.1" },
        socket: { remoteAddress },
      }) as unknown as http.IncomingMessage;
    // Node's request as the server sees it; the response is never touched when the request is refused.
    expect(serveBackup(request("203.0.113.9"), {} as http.ServerResponse, endpoint)).toBe(false);
    expect(serveBackup(request("::ffff:198.51.100.4"), {} as http.ServerResponse, endpoint)).toBe(false);
  });
});
