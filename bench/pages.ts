/**
 * `npm run bench -- pages [--port 3302] [--ttfb 30] [--runs 1] [--routes /,/about] [--no-lighthouse]`: for every
 * guest route, the first-load JavaScript (raw and gzipped, what chromium fetches from the production build until
 * the network is idle), the server's time to first byte p50/p95 (`--ttfb` sequential requests after 3 warm-up
 * ones) and Lighthouse's default mobile run (performance, LCP, TBT, CLS, accessibility, SEO; the median run of
 * `--runs` by performance). The production server is started with `npm start` on a fresh data directory (the
 * build is made first when missing or older than the sources) and stopped at the end.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import {
  FIRST_LOAD_JS_BUDGET_GZIP,
  firstLoadScripts,
  GUEST_ROUTES,
  placeDemoOrder,
} from "../tests/e2e/support/page-weight";
import { CHROME_FLAGS, CHROMIUM, CHROMIUM_ARGS, startServer } from "./server";
import { percentiles } from "./stats";

const root = path.resolve(import.meta.dirname, "..");

type LighthouseFigures = {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
  seo: number;
};

async function timeToFirstByte(url: string, iterations: number): Promise<Record<string, number>> {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(url, { redirect: "manual" });
    const elapsed = performance.now() - started;
    await response.arrayBuffer();
    return elapsed;
  };
  for (let warmup = 0; warmup < 3; warmup += 1) await once();
  const samples: number[] = [];
  for (let index = 0; index < iterations; index += 1) samples.push(await once());
  return percentiles(samples, [50, 95]);
}

function lighthouseOnce(url: string): Promise<LighthouseFigures> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(root, "node_modules/lighthouse/cli/index.js"),
        url,
        "--output=json",
        "--output-path=stdout",
        "--only-categories=performance,accessibility,seo",
        `--chrome-flags=${CHROME_FLAGS.join(" ")}`,
        "--quiet",
      ],
      { cwd: root, env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ["ignore", "pipe", "inherit"] },
    );
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited ${code} on ${url}`));
      const report = JSON.parse(output) as {
        categories: Record<string, { score: number | null }>;
        audits: Record<string, { numericValue?: number }>;
      };
      const score = (name: string) => Math.round((report.categories[name]?.score ?? 0) * 100);
      const audit = (name: string) => report.audits[name]?.numericValue ?? Number.NaN;
      resolve({
        performance: score("performance"),
        lcpMs: Math.round(audit("largest-contentful-paint")),
        tbtMs: Math.round(audit("total-blocking-time")),
        cls: Number(audit("cumulative-layout-shift").toFixed(3)),
        accessibility: score("accessibility"),
        seo: score("seo"),
      });
    });
  });
}

async function lighthouse(url: string, runs: number): Promise<LighthouseFigures> {
  const results: LighthouseFigures[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await lighthouseOnce(url));
  results.sort((a, b) => a.performance - b.performance);
  return results[Math.floor(results.length / 2)]!;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export async function benchPages(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: "string", default: process.env.BENCH_PORT ?? "3302" },
      ttfb: { type: "string", default: "30" },
      runs: { type: "string", default: "1" },
      routes: { type: "string" },
      "no-lighthouse": { type: "boolean", default: false },
    },
  });
  const port = Number(values.port);
  const server = await startServer(port, "pages");
  const { base } = server;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const invoice = await placeDemoOrder(base);
    const routes = values.routes
      ? values.routes.split(",")
      : [...GUEST_ROUTES, `/checkout/confirmation/${invoice}`];
    const rows: string[] = [];
    for (const route of routes) {
      const context = await browser.newContext({ baseURL: base });
      const weight = await firstLoadScripts(await context.newPage(), route);
      await context.close();
      const ttfb = await timeToFirstByte(`${base}${route}`, Number(values.ttfb));
      const lh = values["no-lighthouse"] ? null : await lighthouse(`${base}${route}`, Number(values.runs));
      const figures = {
        route,
        jsRawKb: Number(kb(weight.raw)),
        jsGzipKb: Number(kb(weight.gzip)),
        withinBudget: weight.gzip <= FIRST_LOAD_JS_BUDGET_GZIP,
        scripts: weight.files,
        ttfbMs: ttfb,
        lighthouse: lh,
      };
      console.info(JSON.stringify(figures));
      const label = route.startsWith("/checkout/confirmation/") ? "/checkout/confirmation/<id>" : route;
      rows.push(
        [
          label,
          `${kb(weight.raw)} / ${kb(weight.gzip)}`,
          `${ttfb.p50!.toFixed(0)} / ${ttfb.p95!.toFixed(0)}`,
          ...(lh
            ? [lh.performance, (lh.lcpMs / 1000).toFixed(1), lh.tbtMs, lh.cls, lh.accessibility, lh.seo].map(
                String,
              )
            : ["–", "–", "–", "–", "–", "–"]),
        ].join(" | "),
      );
    }
    console.info(
      "\n| route | first-load JS raw / gzip (KB) | TTFB p50 / p95 (ms) | perf | LCP (s) | TBT (ms) | CLS | a11y | SEO |",
    );
    console.info("| --- | --- | --- | --- | --- | --- | --- | --- | --- |");
    for (const row of rows) console.info(`| ${row} |`);
  } finally {
    await browser.close();
    await server.stop();
  }
}
