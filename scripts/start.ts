/**
 * `npm start`: one process that owns the database. Opens it first (so a second start on the same DATA_DIR fails
 * at once), builds the app if the build is missing or older than the sources, migrates, seeds the demo data when
 * the database is empty, then serves Next.js on PORT — and the tRPC endpoint itself, without Next's request
 * handling in between (decision 0033). SIGTERM/SIGINT drain the server (new requests 503, those under way finish:
 * decision 0066), then close the database.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import compression from "compression";
import { afterResponseSettled } from "../src/server/after-response";
import { createTrpcHandler, TRPC_ENDPOINT } from "../src/server/api/http-handler";
import { openBackupEndpoint, serveBackup } from "../src/server/backup/backup-endpoint";
import { CLIENT_IP_HEADER, resolveClientIp, untrustedProxyWarning } from "../src/server/client-ip";
import { DataDirLockedError } from "../src/server/db/data-dir-lock";
import { closeOnSignals, getDatabase, provideDatabase } from "../src/server/db/database";
import { getEnv } from "../src/server/env";
import { deferScriptsOf } from "../src/server/http/deferred-scripts";
import { createDrain, drainServer } from "../src/server/http/draining";
import { refuseMalformedPath } from "../src/server/http/malformed-path";
import { serveMetrics } from "../src/server/http/metrics-endpoint";
import { serveApi } from "../src/server/http/node-fetch-bridge";
import { SECURITY_HEADERS } from "../src/server/http/security-headers";
import { startBackgroundJobs } from "../src/server/jobs/background-jobs";
import { logger } from "../src/server/logger";
import { processMetrics } from "../src/server/metrics";
import { openPreparedDatabase } from "./open-app-database";

const root = path.resolve(import.meta.dirname, "..");
const buildSources = [
  "src",
  "public",
  "next.config.ts",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
];

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .reduce((newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))), stat.mtimeMs);
}

function buildIsCurrent(): boolean {
  const buildId = path.join(root, ".next", "BUILD_ID");
  if (!fs.existsSync(buildId)) return false;
  const built = fs.statSync(buildId).mtimeMs;
  return buildSources.every((source) => newestMtime(path.join(root, source)) <= built);
}

/** Longer than a load balancer's usual 60 s idle timeout (see where the server is made). */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

async function main() {
  const env = getEnv();
  let database: Awaited<ReturnType<typeof openPreparedDatabase>>;
  try {
    database = await openPreparedDatabase(env, (message) => console.info(message));
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`\nLantern did not start: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  // Our own artwork (public/art) is drawn from the seed data, not committed; only missing files are drawn.
  const art = spawnSync(
    process.execPath,
    [path.join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/render-art.ts"],
    {
      cwd: root,
      stdio: "inherit",
    },
  );
  if (art.status !== 0) console.warn("Some artwork could not be drawn; pages will show without it.");

  if (!buildIsCurrent()) {
    console.info("Building the app (first start or changed sources)…");
    const build = spawnSync(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "build"], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production" },
    });
    if (build.status !== 0) {
      await database.close();
      console.error("Lantern did not start: the build failed.");
      process.exit(build.status ?? 1);
    }
  }

  provideDatabase(database);
  // `npm run db:backup` asks this process for PGlite's copy: it owns the data directory (decision 0065).
  const backups = openBackupEndpoint(database, env.dataDir);
  // Made here, before Next loads its bundle: what that bundle records lands in this registry (see metrics.ts).
  const metrics = processMetrics();
  metrics.observeDatabase(database);
  (process.env as Record<string, string>).NODE_ENV = "production";
  let server: http.Server;
  // SIGTERM's state: new requests answer 503 while those under way finish (decision 0066).
  const drain = createDrain();
  try {
    const { default: next } = await import("next");
    const app = next({ dev: false, dir: root, port: env.PORT, hostname: "0.0.0.0" });
    await app.prepare();
    const handle = app.getRequestHandler();
    const checkProxy = untrustedProxyWarning(env.TRUSTED_PROXY_HOPS, (message) => console.warn(message));
    // The same handler as src/app/api/trpc (which `next dev` serves), minus ~2 ms of Next's request handling per
    // call: a booking rush is API calls (bench/README "A booking rush").
    const trpc = createTrpcHandler({ getDatabase, env });
    // Next's own compression is off (next.config.ts): pages are compressed here, after their scripts were held back
    // until the hero has painted (deferred-scripts.ts, decision 0038).
    // Typed for Express; it only reads and patches Node's own request and response.
    const compress = compression() as unknown as (
      req: http.IncomingMessage,
      res: http.ServerResponse,
      next: () => void,
    ) => void;
    server = http.createServer((req, res) => {
      if (!drain.admit(req, res)) return;
      checkProxy(req.headers["x-forwarded-for"]);
      // The rate limits' client key: never what the client says about itself (see client-ip.ts).
      req.headers[CLIENT_IP_HEADER] = resolveClientIp(
        req.headers["x-forwarded-for"],
        req.socket.remoteAddress,
        env.TRUSTED_PROXY_HOPS,
      );
      // Served here, not as a Next route: the registry is this process's (decision 0064). Without the token, Next's 404.
      if (serveMetrics(req, res, { token: env.METRICS_TOKEN, metrics })) return;
      if (serveBackup(req, res, backups)) return;
      if (req.url?.startsWith(`${TRPC_ENDPOINT}/`)) {
        void serveApi(trpc, req, res, { origin: env.APP_URL, extraHeaders: SECURITY_HEADERS });
      } else if (
        // A path Next cannot decode would be its unlogged 500 (see malformed-path.ts); the API answers its own 400.
        !refuseMalformedPath(req, res, {
          appUrl: env.APP_URL,
          trustedProxyHops: env.TRUSTED_PROXY_HOPS,
          warn: (fields, message) => logger.warn(fields, message),
        })
      ) {
        compress(req, res, () => {
          deferScriptsOf(res);
          void handle(req, res);
        });
      }
    });
    // An idle keep-alive connection is closed by the client or the proxy in front, never first by the server: a
    // server that closes it as the client reuses it for its next request resets that request (ECONNRESET, a 502
    // behind a load balancer, whose idle timeout is commonly 60 s). Node's default is 5 s.
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  } catch (error) {
    await database.close();
    throw error;
  }

  let jobs: ReturnType<typeof startBackgroundJobs> | null = null;
  closeOnSignals(database, async () => {
    // Requests still open after the grace period are cut so the database can close and flush.
    const { cut } = await drainServer(server, drain, { graceMs: env.SHUTDOWN_GRACE_MS });
    if (cut > 0) console.warn(`${cut} requests were cut, still open after ${env.SHUTDOWN_GRACE_MS} ms.`);
    await jobs?.stop();
    await afterResponseSettled();
  });
  server.on("error", async (error) => {
    console.error(`Lantern could not listen on port ${env.PORT}: ${error.message}`);
    await jobs?.stop();
    await database.close();
    process.exit(1);
  });
  server.listen(env.PORT, () => {
    jobs = startBackgroundJobs(database, env);
    console.info(`Lantern is serving ${env.APP_URL}`);
  });
}

main().catch((error) => {
  console.error("Lantern did not start:", error);
  process.exit(1);
});
