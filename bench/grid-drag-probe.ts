/**
 * What `grid-drag` runs inside the page: a probe installed before the app's scripts that times, for each input
 * event it is armed for, the span from the event's `timeStamp` to a task queued from the first animation frame
 * that draws the event's change (≈ its paint; usually the next frame, later when React renders after it), and keeps the Event Timing API's entries (`durationThreshold: 16`, the API's floor). Plain
 * JavaScript in a string: functions handed to Playwright from a tsx process carry esbuild's `__name` helper,
 * which the page does not have.
 */

/**
 * One input event the probe was armed for: the animation frames until one drew its change (1: the next frame),
 * and the time from the event to a task queued from that frame (≈ its paint; ms). `drawn` is false when no frame
 * within MAX_FRAMES did.
 */
export type ProbeSample = {
  label: string;
  type: string;
  key: string;
  timeStamp: number;
  frames: number;
  drawn: boolean;
  paintMs: number;
};
/** A PerformanceEventTiming entry, as plain data. */
export type EventEntry = { name: string; startTime: number; duration: number; interactionId: number };
/** A drag's plan: where to press (a stay's first night on screen) and the nights to move over, in order. */
export type DragPlan = { claim: string; press: Point; path: Point[] };
type Point = { x: number; y: number };

declare global {
  interface Window {
    __gridProbe: {
      arm: (label: string | null) => void;
      samples: ProbeSample[];
      entries: EventEntry[];
      settled: (count: number) => Promise<void>;
      planDrag: (index: number, steps: number) => DragPlan | null;
      interactionCount: () => number | null;
    };
  }
}

/** Frames the probe waits for an event's change to be drawn before it gives up (`drawn: false`). */
const MAX_FRAMES = 10;

export const PROBE_SCRIPT = `(() => {
  const MAX_FRAMES = ${MAX_FRAMES};
  const probe = { label: null, samples: [], entries: [], waiting: [] };
  // Where the moving stay's ghost is (or that there is none): every armed event changes it. A press draws it, a
  // step moves it, an arrow key proposes one, a drop or Escape removes it.
  const ghostPlace = () => {
    const box = document.querySelector("[data-ghost]")?.getBoundingClientRect();
    return box ? [box.left, box.top, box.width, box.height].join(",") : "none";
  };
  const record = (event) => {
    const label = probe.label;
    if (!label) return;
    const { type, timeStamp } = event;
    const key = event.key ?? "";
    const before = ghostPlace(); // a capture listener on the window: before the app has handled the event
    let frames = 0;
    const onFrame = () => {
      frames += 1;
      // Checked in the frame's own callbacks, so the DOM seen is the DOM this frame paints.
      const drawn = ghostPlace() !== before;
      if (!drawn && frames < MAX_FRAMES) return requestAnimationFrame(onFrame);
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        probe.samples.push({ label, type, key, timeStamp, frames, drawn, paintMs: performance.now() - timeStamp });
        for (const wake of probe.waiting.splice(0)) wake();
      };
      channel.port2.postMessage(null);
    };
    requestAnimationFrame(onFrame);
  };
  for (const type of ["pointerdown", "pointermove", "pointerup", "keydown"]) {
    window.addEventListener(type, record, { capture: true });
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      probe.entries.push({
        name: entry.name,
        startTime: entry.startTime,
        duration: entry.duration,
        interactionId: entry.interactionId ?? 0,
      });
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true });

  const centre = (element) => {
    const rect = element.getBoundingClientRect();
    return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
  };
  // The nights a drag visits: round a square of side ceil(steps / 4), one night or site a step, back home.
  const offsets = (steps) => {
    const side = Math.ceil(steps / 4);
    const ring = [];
    for (let k = 1; k <= side; k += 1) ring.push([k, 0]);
    for (let k = 1; k <= side; k += 1) ring.push([side, k]);
    for (let k = 1; k <= side; k += 1) ring.push([side - k, side]);
    for (let k = 1; k <= side; k += 1) ring.push([0, side - k]);
    return ring.slice(0, steps);
  };

  window.__gridProbe = {
    samples: probe.samples,
    entries: probe.entries,
    arm: (label) => {
      probe.label = label;
    },
    settled: (count) =>
      new Promise((resolve) => {
        const check = () => (probe.samples.length >= count ? resolve() : probe.waiting.push(check));
        check();
      }),
    interactionCount: () => performance.interactionCount ?? null,
    // The index-th stay (of those that fit) whose square of nights, in some direction, lies clear of the box's
    // edges and sticky heads (where a drag scrolls the box or finds no night).
    planDrag: (index, steps) => {
      const box = document.querySelector("[data-grid-box]");
      const bounds = box.getBoundingClientRect();
      const column = box.querySelector("[data-sticky='column']").offsetWidth;
      const header = box.querySelector("[data-sticky='header']").offsetHeight;
      const margin = 40;
      const clear = (point) =>
        point.x > bounds.left + column + margin &&
        point.x < bounds.right - margin &&
        point.y > bounds.top + header + margin &&
        point.y < bounds.bottom - margin;
      const rows = [...box.querySelectorAll("[data-site-row]")].map((row) => [...row.querySelectorAll("[data-cell]")]);
      const plans = [];
      for (const bar of box.querySelectorAll("button[data-claim][aria-describedby]")) {
        const rect = bar.getBoundingClientRect();
        const first = document
          .elementsFromPoint(rect.left + 8, rect.top + rect.height / 2)
          .find((element) => "cell" in element.dataset);
        if (!first) continue;
        const press = centre(first);
        // On the bar itself (no sticky head over it) and clear of its resize handle at the right edge.
        if (document.elementFromPoint(press.x, press.y)?.closest("button[data-claim]") !== bar) continue;
        if (press.x > rect.right - 16) continue;
        const row = rows.findIndex((cells) => cells.includes(first));
        const night = rows[row].indexOf(first);
        for (const [sx, sy] of [[1, 1], [-1, 1], [1, -1], [-1, -1]]) {
          const path = offsets(steps).map(([dx, dy]) => rows[row + sy * dy]?.[night + sx * dx]);
          if (path.some((cell) => !cell)) continue;
          const points = path.map(centre);
          if (!clear(press) || !points.every(clear)) continue;
          plans.push({ claim: bar.dataset.claim, press, path: points });
          break;
        }
      }
      return plans.length ? plans[index % plans.length] : null;
    },
  };
})();`;
