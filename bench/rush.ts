/**
 * `npm run bench -- rush [--guests 400] [--processes 1|2] [--nights 2] [--bursts 1] [--refused-by-schema]`: opening
 * day of a popular season. Starts the production server (`scripts/start.ts`, build required) once or twice on a
 * fresh PostgreSQL database (`BENCH_DATABASE_URL`, emptied first: the first process migrates and seeds the demo
 * parks), then sends N concurrent `booking.cart.addItem` for one site type and stay, each guest from its own
 * loopback address (127.0.x.y, so each has its own rate-limit key) and, with two processes, every other guest to the
 * second one. Prints one JSON line a burst: sold, distinct sites, status counts, addItem p50/p99, attempts per
 * second, and the p99 of health checks sent one after another during the same burst (with the slowest three and
 * when each was sent). The first burst meets code no call has run yet (the refusal path compiles under load);
 * later ones, a week apart each, meet a process that has served one.
 *
 * `--through https://localhost:8443` sends the bursts to a running deployment instead (scripts/cluster/start.sh:
 * nginx with TLS, two processes, PgBouncer), starting no server; `BENCH_DATABASE_URL` is then that deployment's
 * database straight on PostgreSQL (`CLUSTER_DIRECT_DATABASE_URL`), only read to count the holds, never emptied.
 *
 * `--refused-by-schema` sends the same burst with a type id that is not a UUID: every call is refused by the input
 * schema, before the procedure, the database or the engine. It measures what the HTTP layer and tRPC alone cost
 * for the burst, the floor under the addItem p99 (bench/README.md "The p99 ratio").
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { START_SCRIPT, tsxArgs } from "../tests/e2e/support/tsx-args";
import { percentiles } from "./stats";

type Reply = { status: number; ms: number; body: string };

/** A process of ours on a loopback port, or a deployment's address (`--through`). */
type Target = number | URL;

function request(
  target: Target,
  options: { method: "GET" | "POST"; path: string; body?: string; localAddress?: string },
): Promise<Reply> {
  const started = performance.now();
  const through = typeof target === "number" ? null : target;
  const port =
    typeof target === "number" ? target : Number(target.port || (target.protocol === "https:" ? 443 : 80));
  return new Promise((resolve, reject) => {
    const req = (through?.protocol === "https:" ? https : http).request(
      {
        host: through?.hostname ?? "127.0.0.1",
        port,
        // The recipe's certificate is its own, self-signed.
        rejectUnauthorized: false,
        method: options.method,
        path: options.path,
        localAddress: options.localAddress,
        // One socket per guest: each arrives from its own address, as in a real rush.
        agent: false,
        headers: options.body
          ? { "content-type": "application/json", "content-length": Buffer.byteLength(options.body) }
          : {},
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

async function waitHealthy(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server on port ${port} exited (${child.exitCode}).`);
    try {
      if ((await request(port, { method: "GET", path: "/api/health" })).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server on port ${port} did not become healthy.`);
}

function startServer(port: number, url: string, dataDir: string): ChildProcess {
  const child = spawn(process.execPath, tsxArgs(START_SCRIPT), {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      APP_URL: `http://127.0.0.1:${port}`,
      BETTER_AUTH_SECRET: "rush-bench-secret-rush-bench-secret-0123",
      LOG_LEVEL: "error",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  return child;
}

const guestAddress = (index: number) => `127.0.${1 + Math.floor(index / 250)}.${1 + (index % 250)}`;

const addDaysIso = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

type AddItemInput = {
  parkId: string;
  campsiteTypeId: string;
  dates: { start: string; end: string };
  guests: { adults: number; children: number; pets: number };
};

/**
 * One burst: every process serves the stay's search once (a server in use has served the park), then `guests`
 * concurrent addItem, every other one to the next process, while health checks run one after another on the first.
 */
async function rush(
  admin: pg.Client,
  ports: Target[],
  input: AddItemInput,
  guests: number,
  refusedBySchema: boolean,
) {
  const searchPath = `/api/trpc/booking.search.searchCampsites?input=${encodeURIComponent(
    JSON.stringify({ json: { parkId: input.parkId, dates: input.dates, guests: input.guests } }),
  )}`;
  for (const port of ports) await request(port, { method: "GET", path: searchPath });
  const search = await request(ports[0]!, { method: "GET", path: searchPath });
  const found = JSON.parse(search.body).result.data.json.results as {
    campsiteType: { id: string };
    campsites: unknown[];
  }[];
  const freeSites =
    found.find((result) => result.campsiteType.id === input.campsiteTypeId)?.campsites.length ?? 0;

  const body = JSON.stringify({ json: refusedBySchema ? { ...input, campsiteTypeId: "not-a-uuid" } : input });
  let bursting = true;
  const checks: { sentAtMs: number; ms: number }[] = [];
  let burstStarted = performance.now();
  const healthLoop = (async () => {
    while (bursting) {
      const sentAtMs = performance.now() - burstStarted;
      const { ms } = await request(ports[0]!, { method: "GET", path: "/api/health" });
      checks.push({ sentAtMs: Math.round(sentAtMs), ms: Math.round(ms) });
    }
  })();
  burstStarted = performance.now();
  const replies = await Promise.all(
    Array.from({ length: guests }, (_, index) =>
      request(ports[index % ports.length]!, {
        method: "POST",
        path: "/api/trpc/booking.cart.addItem",
        body,
        localAddress: guestAddress(index),
      }).catch((error: Error) => ({ status: 0, ms: performance.now() - burstStarted, body: error.message })),
    ),
  );
  const burstMs = performance.now() - burstStarted;
  bursting = false;
  await healthLoop;

  const { rows: held } = await admin.query<{ holds: number; sites: number }>(
    `select count(*)::int as holds, count(distinct a.campsite_id)::int as sites
       from site_allocations a join campsites s on s.id = a.campsite_id
      where s.campsite_type_id = $1 and a.stay && daterange($2::date, $3::date)`,
    [input.campsiteTypeId, input.dates.start, input.dates.end],
  );
  const statuses: Record<string, number> = {};
  for (const reply of replies) statuses[reply.status] = (statuses[reply.status] ?? 0) + 1;
  const fiveHundreds = replies.filter((reply) => reply.status >= 500);
  const ms = percentiles(
    replies.map((reply) => reply.ms),
    [50, 95, 99],
  );
  const health = percentiles(
    checks.map((check) => check.ms),
    [50, 99],
  );
  return {
    freeSites,
    sold: replies.filter((reply) => reply.status === 200).length,
    distinctSites: held[0]!.sites,
    claims: held[0]!.holds,
    statuses,
    ms,
    attemptsPerSecond: Number(((guests / burstMs) * 1000).toFixed(1)),
    burstMs: Math.round(burstMs),
    health: {
      checks: checks.length,
      ...health,
      // The slowest checks, with when each was sent, counted from the burst's start.
      slowest: [...checks].sort((a, b) => b.ms - a.ms).slice(0, 3),
    },
    p99OverHealthP99: Number((ms.p99! / health.p99!).toFixed(1)),
    sample5xx: fiveHundreds[0]?.body.slice(0, 300) ?? null,
  };
}

export async function benchRush(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      guests: { type: "string", default: "400" },
      processes: { type: "string", default: "1" },
      through: { type: "string" },
      nights: { type: "string", default: "2" },
      bursts: { type: "string", default: "1" },
      "refused-by-schema": { type: "boolean", default: false },
    },
  });
  const guests = Number(values.guests);
  const processCount = Number(values.processes);
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error("npm run bench -- rush needs BENCH_DATABASE_URL=postgres://… (it is emptied).");
  if (!fs.existsSync(".next/BUILD_ID")) throw new Error("Build first: npm run build.");

  const through = values.through ? new URL(values.through) : null;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  if (!through) {
    await admin.query("drop schema if exists public cascade; drop schema if exists drizzle cascade");
    await admin.query("create schema public");
  }

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lantern-rush-"));
  const ports: Target[] = through
    ? [through]
    : Array.from({ length: processCount }, (_, index) => 3400 + index);
  const children: ChildProcess[] = [];
  const stopAll = () => {
    for (const child of children) child.kill("SIGTERM");
  };
  process.on("exit", stopAll);
  try {
    // The first process migrates and seeds; the others start on the ready database.
    for (const port of through ? [] : (ports as number[])) {
      const child = startServer(port, url, path.join(dataDir, String(port)));
      children.push(child);
      await waitHealthy(port, child);
    }

    const { rows: types } = await admin.query<{ type_id: string; park_id: string; name: string }>(
      `select t.id as type_id, t.park_id, t.name
         from campsite_types t join campsites s on s.campsite_type_id = t.id and s.active
        where t.bookable_online group by t.id order by count(s.id) desc, t.name limit 1`,
    );
    const type = types[0]!;
    // Stays far from every other booking: next July, midweek, a week apart for each burst.
    const year = new Date().getUTCFullYear() + 1;
    for (let burst = 0; burst < Number(values.bursts); burst += 1) {
      const start = addDaysIso(`${year}-07-14`, 7 * burst);
      const result = await rush(
        admin,
        ports,
        {
          parkId: type.park_id,
          campsiteTypeId: type.type_id,
          dates: { start, end: addDaysIso(start, Number(values.nights)) },
          guests: { adults: 2, children: 0, pets: 0 },
        },
        guests,
        values["refused-by-schema"],
      );
      console.info(
        JSON.stringify({
          case: `rush ${guests} guests, ${through ? `through ${through.origin}` : `${processCount} process${processCount === 1 ? "" : "es"}`}, burst ${burst + 1}${
            values["refused-by-schema"] ? ", refused by the input schema" : ""
          }`,
          type: type.name,
          ...result,
        }),
      );
    }
  } finally {
    stopAll();
    await admin.end();
    await Promise.all(
      children.map((child) =>
        child.exitCode === null ? new Promise((resolve) => child.once("exit", resolve)) : null,
      ),
    );
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
