/**
 * The production server and the browser the browser benches share: `npm start` on a fresh data directory (the
 * build is made first when missing or older than the sources), and the system's chromium with flags that keep
 * it quiet and headless.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/e2e/support/chromium";
import { START_SCRIPT, tsxArgs } from "../tests/e2e/support/tsx-args";

const root = path.resolve(import.meta.dirname, "..");

export { CHROMIUM_ARGS };
export const CHROMIUM = CHROMIUM_PATH;
/** Lighthouse takes them all; Playwright's `chromium.launch` sets headless itself (the first one dropped). */
export const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];

export type BenchServer = { base: string; stop: () => Promise<void> };

/** Starts `npm start` on `port` with a new data directory (the demo seed) and waits for `/api/health`. */
export async function startServer(port: number, name: string): Promise<BenchServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `lantern-bench-${name}-`));
  const server = spawn(process.execPath, tsxArgs(START_SCRIPT), {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("close", resolve));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      await stop();
      throw new Error(`the server stopped (exit ${server.exitCode})`);
    }
    if (await answersHealth(base)) return { base, stop };
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  await stop();
  throw new Error("the server did not answer /api/health within 10 minutes");
}

async function answersHealth(base: string): Promise<boolean> {
  try {
    return (await fetch(`${base}/api/health`)).ok;
  } catch {
    return false; // not listening yet
  }
}
