import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream } from "node:stream/web";
import { BACKUP_PATH, BACKUP_TOKEN_FILE } from "./backup-endpoint";

/**
 * `npm run db:backup` while `npm start` holds the PGlite data directory: asks that server (on this machine's
 * loopback, with the token it wrote into the directory) for the backup and writes it to `out`.
 */
export async function requestServerBackup({
  dataDir,
  port,
  out,
}: {
  dataDir: string;
  port: number;
  out: string;
}): Promise<void> {
  const token = await fs.readFile(path.join(dataDir, BACKUP_TOKEN_FILE), "utf8").catch(() => {
    throw new Error(
      `A Lantern server holds ${dataDir} but left no ${BACKUP_TOKEN_FILE} there: restart it with this version, or run the backup as the user it runs as.`,
    );
  });
  const url = `http://127.0.0.1:${port}${BACKUP_PATH}`;
  const response = await fetch(url, {
    method: "POST",
    headers: { authorization: `Bearer ${token.trim()}` },
  }).catch((error: Error) => {
    throw new Error(
      `The Lantern server holding ${dataDir} did not answer at ${url} (is PORT its port?): ${error.message}`,
    );
  });
  if (response.status !== 200 || !response.body) {
    throw new Error(
      response.status === 404
        ? `The server at ${url} does not serve backups for ${dataDir}: is PORT the port of the server that holds it?`
        : `The server at ${url} could not take the backup (HTTP ${response.status}); see its log.`,
    );
  }
  const partial = `${out}.partial`;
  try {
    await pipeline(Readable.fromWeb(response.body as ReadableStream), createWriteStream(partial));
    await fs.rename(partial, out);
  } finally {
    await fs.rm(partial, { force: true });
  }
}
