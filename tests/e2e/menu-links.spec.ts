import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { expectNoAxeViolations } from "./support/axe";
import { expectNoSideScroll } from "./support/layout";
import { expect, test } from "./support/test";
import { START_SCRIPT, tsxArgs } from "./support/tsx-args";

/**
 * Menus come from the database (menu_links). The suite's server owns its embedded database, so this test
 * prepares a second data directory with links staff added and serves it on a free port of its own.
 */
const added = [
  { group: "help", position: 4, text: "Gift cards", url: "/gift-cards" },
  {
    group: "explore",
    position: 2,
    text: "Fishing report",
    url: "https://fishing.example.com/beaverkill",
    openNewTab: true,
    offBookingSite: true,
  },
];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

let server: ChildProcess | undefined;
let baseUrl = "";
let dataDir = "";

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lantern-menu-links-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
  };
  const prepared = spawn(process.execPath, tsxArgs("tests/e2e/support/add-menu-links.ts"), {
    env: { ...env, MENU_LINKS: JSON.stringify(added) },
    stdio: "inherit",
  });
  expect(await new Promise((resolve) => prepared.on("exit", resolve))).toBe(0);
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, tsxArgs(START_SCRIPT), {
    env: { ...env, PORT: String(port) },
    stdio: "ignore",
  });
  await expect
    .poll(async () => (await fetch(`${baseUrl}/api/health`).catch(() => null))?.status, { timeout: 120_000 })
    .toBe(200);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.on("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

test("links staff add in the database appear in the header, the mobile menu and the footer", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${baseUrl}/`);
  const right = page.getByTestId("desktop-right");
  await expect(right.getByRole("link", { name: "Gift cards" })).toHaveAttribute("href", "/gift-cards");
  // Seeded links are still there, in their order.
  await expect(right.getByRole("link")).toHaveText([
    "FAQs",
    "About",
    "Contact",
    "Gift cards",
    /Cart/,
    "Account",
    "Book Now",
  ]);

  // openNewTab + offBookingSite: a plain new-tab link whose name says so after the visible text.
  const report = page
    .getByTestId("desktop-left")
    .getByRole("link", { name: "Fishing report (opens in a new tab)" });
  await expect(report).toHaveAttribute("href", "https://fishing.example.com/beaverkill");
  await expect(report).toHaveAttribute("target", "_blank");
  await expect(report).toHaveAttribute("rel", /noopener/);

  const footer = page.getByTestId("site-footer");
  await expect(footer.getByRole("link", { name: "Gift cards" })).toBeVisible();
  await expect(footer.getByRole("link", { name: "Fishing report (opens in a new tab)" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId("burger").click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await menu.getByRole("button", { name: "Help" }).click();
  await expect(menu.getByRole("link", { name: "Gift cards" })).toBeVisible();
  await menu.getByRole("button", { name: "Explore" }).click();
  await expect(menu.getByRole("link", { name: "Fishing report (opens in a new tab)" })).toHaveAttribute(
    "target",
    "_blank",
  );
  await expectNoSideScroll(page);
});
