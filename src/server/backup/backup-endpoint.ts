import { randomBytes } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import type http from "node:http";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { Database } from "@/server/db/client";
import { bearerMatches } from "@/server/http/bearer-token";
import { logger } from "@/server/logger";
import { type BackupSource, createBackup } from "./create-backup";

/** `npm run db:backup` asks the server that owns the PGlite data directory for its copy here (decision 0065). */
export const BACKUP_PATH = "/api/backup";
/** This process's secret for that request, readable only by the user the server runs as. */
export const BACKUP_TOKEN_FILE = "backup.token";

export type BackupEndpoint = { token: string; source: BackupSource; outboxDir: string };

/**
 * Opens the endpoint for an embedded database: writes a new token into DATA_DIR/backup.token (mode 0600). On
 * PostgreSQL there is nothing to open (null): `npm run db:backup` runs pg_dump itself.
 */
export function openBackupEndpoint(database: Database, dataDir: string): BackupEndpoint | null {
  if (database.kind !== "pglite") return null;
  const token = randomBytes(32).toString("base64url");
  const file = path.join(dataDir, BACKUP_TOKEN_FILE);
  // Removed first: writeFile's mode applies only to a file it creates.
  fs.rmSync(file, { force: true });
  fs.writeFileSync(file, token, { mode: 0o600, flag: "wx" });
  return {
    token,
    source: { kind: "pglite", client: database.client },
    outboxDir: path.join(dataDir, "outbox"),
  };
}

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * Answers `POST /api/backup` with a backup archive and returns true. Returns false, having answered nothing, for
 * any other request — and for one that is not from this machine's loopback socket (the socket's own address:
 * never a forwarded header) or lacks the token as its bearer — so the caller serves the unknown path it then is.
 */
export function serveBackup(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  endpoint: BackupEndpoint | null,
): boolean {
  const pathname = (req.url ?? "").split("?")[0];
  if (pathname !== BACKUP_PATH || req.method !== "POST" || !endpoint) return false;
  if (!LOOPBACK.has(req.socket.remoteAddress ?? "")) return false;
  if (!bearerMatches(req.headers.authorization, endpoint.token)) return false;
  answerWithBackup(res, endpoint).catch((error: unknown) => {
    logger.error({ err: error }, "backup on request failed");
    res.destroy();
  });
  return true;
}

async function answerWithBackup(res: http.ServerResponse, endpoint: BackupEndpoint): Promise<void> {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), "lantern-backup-"));
  try {
    const file = path.join(dir, "backup.tar.gz");
    const manifest = await createBackup(endpoint.source, { out: file, outboxDir: endpoint.outboxDir });
    const { size } = await fsp.stat(file);
    res.writeHead(200, {
      "content-type": "application/gzip",
      "content-length": size,
      "cache-control": "no-store",
    });
    await pipeline(fs.createReadStream(file), res);
    logger.info({ bytes: size, outboxFiles: manifest.outboxFiles }, "backup taken on request");
  } catch (error) {
    logger.error({ err: error }, "backup on request failed");
    if (res.headersSent) res.destroy();
    else res.writeHead(500, { "content-type": "text/plain" }).end("The backup failed; see the server's log.");
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}
