import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTrpcHandler, TRPC_ENDPOINT } from "@/server/api/http-handler";
import { METRICS_PATH, serveMetrics } from "@/server/http/metrics-endpoint";
import { serveApi } from "@/server/http/node-fetch-bridge";
import { dispatchOutbox } from "@/server/mail/dispatch-outbox";
import { enqueueMail } from "@/server/mail/outbox";
import { fileTransport } from "@/server/mail/transport";
import { processMetrics } from "@/server/metrics";
import { httpCaller } from "../support/http-call";
import { testEnv } from "../support/test-context";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

const TOKEN = "scrape-token-0123456789abcdef";
const NOW = new Date("2026-11-21T15:00:00Z");

let test: TestDatabase;
let server: http.Server;
let baseUrl: string;
/** The token the server was "started" with; undefined = METRICS_TOKEN unset. */
let configuredToken: string | undefined = TOKEN;
let outboxDir: string;

/**
 * The request routing of scripts/start.ts: `/api/metrics` first, then the tRPC endpoint, and everything else to the
 * app — here a bare 404 standing in for Next's page of an unknown path.
 */
beforeAll(async () => {
  test = await createTestDatabase();
  outboxDir = await fs.mkdtemp(path.join(os.tmpdir(), "lantern-metrics-outbox-"));
  const metrics = processMetrics();
  metrics.observeDatabase(test.database);
  const trpc = createTrpcHandler({ getDatabase: async () => test.database, env: testEnv() });
  server = http.createServer((req, res) => {
    if (serveMetrics(req, res, { token: configuredToken, metrics })) return;
    if (req.url?.startsWith(`${TRPC_ENDPOINT}/`)) void serveApi(trpc, req, res);
    else res.writeHead(404, { "content-type": "text/plain" }).end("Not Found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await test?.close();
  if (outboxDir) await fs.rm(outboxDir, { recursive: true, force: true });
});

async function scrape(): Promise<string> {
  const response = await fetch(`${baseUrl}${METRICS_PATH}`, {
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.status).toBe(200);
  return response.text();
}

/** The value of one sample (`name{labels}` exactly as exposed), 0 when it is not there yet. */
function sample(text: string, series: string): number {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

/** How much each series grew while `act` ran (the process's registry is shared with the other test files). */
async function growth(series: string[], act: () => Promise<void>): Promise<number[]> {
  const before = await scrape();
  await act();
  const after = await scrape();
  return series.map((name) => sample(after, name) - sample(before, name));
}

describe("/api/metrics", () => {
  it("answers 404, like an unknown path, without a token, with a wrong one, or when none is configured", async () => {
    const unknown = await fetch(`${baseUrl}/api/no-such-path`);
    const statuses = [
      await fetch(`${baseUrl}${METRICS_PATH}`),
      await fetch(`${baseUrl}${METRICS_PATH}`, { headers: { authorization: "Bearer not-the-token-at-all" } }),
      await fetch(`${baseUrl}${METRICS_PATH}`, { headers: { authorization: `Bearer ${TOKEN}x` } }),
      await fetch(`${baseUrl}${METRICS_PATH}`, { headers: { authorization: TOKEN } }),
      await fetch(`${baseUrl}${METRICS_PATH}`, {
        method: "POST",
        headers: { authorization: `Bearer ${TOKEN}` },
      }),
    ];
    for (const response of statuses) {
      expect(response.status).toBe(unknown.status);
      expect(await response.text()).toBe("Not Found");
    }
    configuredToken = undefined;
    try {
      const unconfigured = await fetch(`${baseUrl}${METRICS_PATH}`, {
        headers: { authorization: "Bearer " },
      });
      expect(unconfigured.status).toBe(404);
    } finally {
      configuredToken = TOKEN;
    }
  });

  it("answers Prometheus' text format with the bearer token, never cached", async () => {
    const response = await fetch(`${baseUrl}${METRICS_PATH}?from=prometheus`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    expect(text).toContain("# TYPE lantern_api_calls_total counter");
    expect(text).toContain("lantern_api_line_waiting 0");
    expect(text).toContain("# TYPE lantern_process_resident_memory_bytes gauge");
  });

  it("counts and times each procedure called over HTTP, and counts a refused call under its error code", async () => {
    const call = httpCaller(baseUrl);
    const [listed, timed, refused] = await growth(
      [
        'lantern_api_calls_total{procedure="booking.parks.list",outcome="ok"}',
        'lantern_api_call_duration_seconds_count{procedure="booking.parks.list"}',
        'lantern_api_calls_total{procedure="booking.account.getProfile",outcome="UNAUTHORIZED"}',
      ],
      async () => {
        for (let i = 0; i < 3; i += 1) {
          expect((await call("booking.parks.list", undefined, { method: "GET" })).status).toBe(200);
        }
        expect((await call("booking.account.getProfile", undefined, { method: "GET" })).status).toBe(401);
      },
    );
    expect([listed, timed, refused]).toEqual([3, 3, 1]);
    const text = await scrape();
    // Every call took more than nothing and less than forever: all in the +Inf bucket, some in the 5 s one.
    const bucket = (le: string) =>
      sample(text, `lantern_api_call_duration_seconds_bucket{le="${le}",procedure="booking.parks.list"}`);
    expect(bucket("+Inf")).toBeGreaterThanOrEqual(3);
    expect(bucket("5")).toBeGreaterThan(0);
  });

  it("counts the calls the API line refuses with 503, under the line's count and the procedure's code", async () => {
    // A line of one place and no room to wait: of one batch's calls, the first is served and the others refused.
    const narrow = createTrpcHandler({
      getDatabase: async () => test.database,
      env: testEnv({ DB_POOL_SIZE: "1", API_QUEUE_MAX: "0" }),
    });
    const input = encodeURIComponent(
      JSON.stringify(Object.fromEntries([0, 1, 2, 3].map((i) => [i, superjson.serialize(undefined)]))),
    );
    let answers: { error?: { json: { data: { httpStatus: number } } } }[] = [];
    const [full, unavailable] = await growth(
      [
        'lantern_api_line_refused_total{reason="full"}',
        'lantern_api_calls_total{procedure="booking.parks.list",outcome="SERVICE_UNAVAILABLE"}',
      ],
      async () => {
        const procedures = Array(4).fill("booking.parks.list").join(",");
        const response = await narrow(
          new Request(`http://localhost:3000${TRPC_ENDPOINT}/${procedures}?batch=1&input=${input}`),
        );
        answers = await response.json();
      },
    );
    const refusedCalls = answers.filter((answer) => answer.error?.json.data.httpStatus === 503).length;
    expect(refusedCalls).toBeGreaterThan(0);
    expect([full, unavailable]).toEqual([refusedCalls, refusedCalls]);
  });

  it("reports the outbox's undelivered e-mails at the scrape and counts those delivered", async () => {
    const mail = (to: string) => ({
      to,
      subject: "Your stay",
      text: "See you soon.",
      html: "<p>See you soon.</p>",
    });
    for (const to of ["ann@example.com", "bo@example.com"]) {
      await enqueueMail(test.db, { ...mail(to), template: "metrics-test" }, NOW);
    }
    const pending = 'lantern_mail_outbox_undelivered{status="pending"}';
    expect(sample(await scrape(), pending)).toBe(2);

    const [sent] = await growth(["lantern_mail_sent_total"], async () => {
      expect(
        await dispatchOutbox(test.db, fileTransport(outboxDir), { now: NOW, from: "Lantern <x@y.z>" }),
      ).toEqual({ sent: 2, failed: 0 });
    });
    expect(sent).toBe(2);
    const text = await scrape();
    expect(sample(text, pending)).toBe(0);
    expect(text).toContain('lantern_mail_outbox_undelivered{status="failed"} 0');
  });

  it("reports the PostgreSQL pool's connections in use and callers waiting, and no pool on PGlite", async () => {
    const text = await scrape();
    if (test.kind === "postgres") {
      expect(text).toMatch(/^lantern_db_pool_in_use \d+$/m);
      expect(text).toContain("lantern_db_pool_waiting 0");
    } else {
      expect(text).not.toContain("lantern_db_pool_in_use ");
    }
  });
});
