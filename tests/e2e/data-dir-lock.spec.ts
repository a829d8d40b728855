import { spawn } from "node:child_process";
import { expect, test } from "./support/test";
import { START_SCRIPT, tsxArgs } from "./support/tsx-args";

test("a second server on the same data directory refuses to start and the data stays intact", async ({
  request,
}) => {
  const before = await (await request.get("/api/trpc/booking.parks.list")).json();

  const second = spawn(process.execPath, tsxArgs(START_SCRIPT), {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, PORT: "3199", NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  second.stdout.on("data", (chunk) => {
    output += chunk;
  });
  second.stderr.on("data", (chunk) => {
    output += chunk;
  });
  const exitCode = await new Promise<number | null>((resolve) => second.on("exit", resolve));

  expect(exitCode).toBe(1);
  expect(output).toContain("is already using the data directory");
  const after = await request.get("/api/trpc/booking.parks.list");
  expect(after.status()).toBe(200);
  expect(await after.json()).toEqual(before);
  expect((await request.get("/api/health")).status()).toBe(200);
});
