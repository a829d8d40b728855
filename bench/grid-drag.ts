/**
 * `npm run bench -- grid-drag [--port 3303] [--nights 14|31] [--drags 5] [--steps 20] [--keys 20]`: the staff
 * console's tape chart in chromium (1440×900) on the production build (`npm start`, fresh data directory, demo
 * seed). 30 stays are booked at the desk on Beaverkill Bend over the window first (grid-drag-stays.ts), then:
 * each step of `--drags` drags of `--steps` steps (a stay carried round a square of nights and sites and dropped
 * home, so nothing changes), from the `pointermove`'s `timeStamp` to a task queued from the first animation frame that draws
 * the step (≈ its paint; see grid-drag-probe.ts); the press, the drop and the arrow keys (`--keys` moves of a
 * focused stay, each dropped with Escape) the same way and by the Event Timing API; and an INP as Chrome counts it
 * (the worst interaction, or the 98th percentile from 50 interactions on).
 */
import os from "node:os";
import { parseArgs } from "node:util";
import { chromium, type Page } from "@playwright/test";
import { type EventEntry, PROBE_SCRIPT, type ProbeSample } from "./grid-drag-probe";
import { bookStays, mutate, query } from "./grid-drag-stays";
import { CHROMIUM, CHROMIUM_ARGS, startServer } from "./server";
import { percentiles } from "./stats";

const PARK = "beaverkill-bend";
const STAFF = { email: "owner@lantern.example", password: "lantern-demo-staff" };
/** Event Timing reports nothing under this (ms): such events count as "< 16". */
const EVENT_TIMING_FLOOR = 16;

/** The probe's samples so far, a wait until it has `count` of them, and what it times. */
const sampleCount = (page: Page) => page.evaluate(() => window.__gridProbe.samples.length);
const settled = (page: Page, count: number) => page.evaluate((n) => window.__gridProbe.settled(n), count);
const arm = (page: Page, label: string | null) =>
  page.evaluate((name) => window.__gridProbe.arm(name), label);
const nextFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  );

async function openChart(page: Page, from: string, nights: number) {
  await page.goto(`/admin/grid?park=${PARK}&from=${from}&nights=${nights}`);
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated === "true" ||
      !document.querySelector('script[type="lantern/deferred"]'),
  );
  const chart = page.locator("[data-grid-box]");
  await chart.locator("button[data-claim][aria-describedby]").first().waitFor();
  await page.waitForFunction(
    () => document.querySelector("[data-grid-box]")?.getAttribute("aria-busy") !== "true",
  );
  await chart.evaluate((box) => box.scrollIntoView({ block: "start" }));
  await nextFrames(page);
}

/**
 * After a drop: a "Move …" dialog (the stay did not land home) is cancelled, a reservation opened by the drop's
 * click is left; either is counted, as neither should happen.
 */
async function undoStrayDrop(page: Page, gridUrl: string): Promise<string | null> {
  await nextFrames(page);
  const dialog = page.getByRole("dialog", { name: /^Move / });
  if (await dialog.isVisible()) {
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    return "a drop opened the move dialog";
  }
  if (page.url() !== gridUrl) {
    await page.goBack();
    return `a drop opened ${page.url()}`;
  }
  return null;
}

/** Runs an input action with the probe armed for its event, and waits until the probe has timed it. */
async function timed(page: Page, label: string, action: () => Promise<void>) {
  const before = await sampleCount(page);
  await arm(page, label);
  await action();
  await settled(page, before + 1);
  await arm(page, null);
}

async function dragStays(page: Page, drags: number, steps: number): Promise<string[]> {
  const odd: string[] = [];
  const gridUrl = page.url();
  for (let index = 0; index < drags; index += 1) {
    const plan = await page.evaluate(([n, s]) => window.__gridProbe.planDrag(n!, s!), [index, steps]);
    if (!plan) throw new Error("no stay on the chart has room for a drag");
    await page.mouse.move(plan.press.x, plan.press.y);
    await timed(page, "press", () => page.mouse.down());
    for (const point of plan.path) await timed(page, "step", () => page.mouse.move(point.x, point.y));
    await page.mouse.move(plan.press.x, plan.press.y); // home, when the square was cut short
    await timed(page, "drop", () => page.mouse.up());
    const stray = await undoStrayDrop(page, gridUrl);
    if (stray) odd.push(stray);
  }
  return odd;
}

/** `keys` times: ArrowRight proposes moving the focused stay a night on, Escape drops the proposal. */
async function moveByKeys(page: Page, keys: number) {
  const plan = await page.evaluate(() => window.__gridProbe.planDrag(0, 4));
  const bar = plan
    ? page.locator(`button[data-claim="${plan.claim}"]`)
    : page.locator("[data-grid-box] button[data-claim][aria-describedby]").first();
  await bar.focus();
  for (let index = 0; index < keys; index += 1) {
    await timed(page, "arrow", () => page.keyboard.press("ArrowRight"));
    await timed(page, "escape", () => page.keyboard.press("Escape"));
  }
}

/** Each sample's Event Timing duration: its entry's (same event type and start), or 0 when under the floor. */
function eventDurations(samples: ProbeSample[], entries: EventEntry[]): number[] {
  return samples.map(
    (sample) =>
      entries.find(
        (entry) => entry.name === sample.type && Math.abs(entry.startTime - sample.timeStamp) < 0.5,
      )?.duration ?? 0,
  );
}

/** INP as Chrome counts it: each interaction's longest event, the worst one, skipping one per 50 interactions. */
function interactionToNextPaint(entries: EventEntry[], interactionCount: number | null) {
  const longest = new Map<number, number>();
  for (const entry of entries) {
    if (entry.interactionId > 0) {
      longest.set(entry.interactionId, Math.max(longest.get(entry.interactionId) ?? 0, entry.duration));
    }
  }
  const worstFirst = [...longest.values()].sort((a, b) => b - a);
  const interactions = interactionCount ?? longest.size;
  const inp = worstFirst[Math.min(Math.floor(interactions / 50), worstFirst.length - 1)] ?? 0;
  const worst = [...longest.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([id, duration]) => {
      const names = entries.filter((entry) => entry.interactionId === id).map((entry) => entry.name);
      return `${[...new Set(names)].join("+")} ${duration} ms`;
    });
  return { inp, interactions, worst };
}

const ms = (value: number | undefined) =>
  value === undefined ? "–" : value < EVENT_TIMING_FLOOR ? `< ${EVENT_TIMING_FLOOR}` : value.toFixed(0);
const loadAverage = () => os.loadavg().map((value) => Number(value.toFixed(2)));

export async function benchGridDrag(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: "string", default: process.env.BENCH_PORT ?? "3303" },
      nights: { type: "string", default: "14" },
      drags: { type: "string", default: "5" },
      steps: { type: "string", default: "20" },
      keys: { type: "string", default: "20" },
    },
  });
  const nights = Number(values.nights);
  if (![7, 14, 31].includes(nights)) throw new Error("--nights is one of the chart's windows: 7, 14 or 31");
  const loadAtStart = loadAverage();
  // Mid-July of the coming season: the park open, every type bookable, inside the booking window.
  const today = new Date();
  const from = `${today.getMonth() >= 5 ? today.getFullYear() + 1 : today.getFullYear()}-07-06`;

  const server = await startServer(Number(values.port), "grid-drag");
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      baseURL: server.base,
      viewport: { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    await mutate(page.request, "booking.authentication.login", STAFF);
    const park = (await query<{ id: string; slug: string }[]>(page.request, "admin.parks.list", null)).find(
      (candidate) => candidate.slug === PARK,
    );
    if (!park) throw new Error(`the demo seed has no park "${PARK}"`);
    const stays = await bookStays(page.request, { parkId: park.id, from, nights });

    await page.addInitScript(PROBE_SCRIPT);
    await openChart(page, from, nights);
    const bars = await page.locator("[data-grid-box] button[data-claim][aria-describedby]").count();
    const odd = await dragStays(page, Number(values.drags), Number(values.steps));
    await moveByKeys(page, Number(values.keys));
    await nextFrames(page);
    const { samples, entries, interactionCount } = await page.evaluate(() => ({
      samples: window.__gridProbe.samples,
      entries: window.__gridProbe.entries,
      interactionCount: window.__gridProbe.interactionCount(),
    }));
    await context.close();

    const labelled = (label: string) => samples.filter((sample) => sample.label === label);
    const paint = (label: string) => {
      const events = labelled(label);
      return {
        paintMs: percentiles(
          events.map((sample) => sample.paintMs),
          [50, 95],
        ),
        inNextFrame: events.filter((sample) => sample.drawn && sample.frames === 1).length,
        neverDrawn: events.filter((sample) => !sample.drawn).length,
      };
    };
    const timing = (label: string) => percentiles(eventDurations(labelled(label), entries), [50, 95]);
    const { inp, interactions, worst } = interactionToNextPaint(entries, interactionCount);
    const figures = {
      window: { from, nights },
      stays: { booked: stays.booked, refused: stays.refused, staysOnChart: bars },
      dragStep: { samples: labelled("step").length, ...paint("step") },
      press: { ...paint("press"), eventTimingMs: timing("press") },
      drop: { ...paint("drop"), eventTimingMs: timing("drop") },
      arrowKey: {
        samples: labelled("arrow").length,
        ...paint("arrow"),
        eventTimingMs: timing("arrow"),
      },
      escape: { ...paint("escape"), eventTimingMs: timing("escape") },
      inpMs: inp,
      interactions,
      worstInteractions: worst,
      eventEntries: entries.length,
      odd,
      loadAverage: { start: loadAtStart, end: loadAverage() },
    };
    console.info(JSON.stringify(figures));
    const step = figures.dragStep.paintMs;
    const arrow = figures.arrowKey.paintMs;
    const keydown = figures.arrowKey.eventTimingMs;
    console.info(
      "\n| window | drag step p50 / p95 | steps drawn in the next frame | `pointerdown` p50 | arrow key p50 / p95 | `keydown` p50 / p95 | INP | load average start → end |",
    );
    console.info("| --- | --- | --- | --- | --- | --- | --- | --- |");
    console.info(
      `| ${nights} nights | ${step.p50!.toFixed(1)} / ${step.p95!.toFixed(1)} ms | ${figures.dragStep.inNextFrame} of ${figures.dragStep.samples} | ${ms(figures.press.eventTimingMs.p50)} ms | ${arrow.p50!.toFixed(1)} / ${arrow.p95!.toFixed(1)} ms | ${ms(keydown.p50)} / ${ms(keydown.p95)} ms | ${ms(inp)} ms | ${loadAtStart[0]} → ${figures.loadAverage.end[0]} |`,
    );
    console.info(
      "\n(drag step and arrow key: the event to the paint that shows it; `pointerdown`, `keydown`, INP: Event Timing, 8 ms steps)",
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}
