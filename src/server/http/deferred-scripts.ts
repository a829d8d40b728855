/**
 * The page's own scripts run once its largest content has painted, not before (decision 0038). Next.js puts the
 * App Router's scripts in the `<head>` as `<script src async>`: each runs the moment it arrives, usually before
 * the first frame, and on a slow phone network their 200 KB share the line with the hero photo and the styles.
 * Here each becomes a held `<script type="lantern/deferred">` (Next's preloads of them go), and one small script
 * before `</body>` starts them once the browser reports the main content painted (`starter`): the photo and the
 * styles have the line to themselves, the scripts follow at once.
 * Scripts added by a nonce-carrying script are allowed by the policy's `'strict-dynamic'`; their order never
 * mattered (`async`).
 *
 * A streaming transform of the HTML as the server sends it: a tag split between two chunks is held until its end.
 */
import type { ServerResponse } from "node:http";
import { StringDecoder } from "node:string_decoder";

/** Next's own script tags, whatever the order of their `async` and `nonce` attributes. */
const NEXT_SCRIPT = /<script src="(\/_next\/static\/[^"<>]+\.js)"((?: async=""| nonce="[^"<>]*"){1,2})>/g;
const NEXT_SCRIPT_PRELOAD =
  /<link rel="preload" as="script"[^<>]* href="\/_next\/static\/[^"<>]+\.js"[^<>]*>/g;
const NONCE = /nonce="([^"<>]*)"/;
const BODY_END = "</body>";

/**
 * Starts the held scripts once the page's main content has painted, as the browser reports it: the hero photo
 * (`img[fetchpriority=high]`) among the largest-contentful-paint entries, or the first contentful paint on a page
 * without one. A browser that reports neither (Safari long had no largest-contentful-paint) starts them a
 * frame after the hero has loaded. At once in a hidden tab, on Next's empty error shell (`<html id="__next_error__">`,
 * which a page's `notFound()` answers and the browser then draws: nothing would paint until the scripts run), when
 * the hero has failed, or at the visitor's first tap
 * or key (no paint is reported after one); at the latest 3 s after this runs. Kept a string, not a function's
 * source, so no build step can add helpers to it; `nonce` lets this one inline script run.
 */
const STARTER = `(function () {
  var d = document, done = false;
  function start() {
    if (done) return;
    done = true;
    d.querySelectorAll('script[type="lantern/deferred"]').forEach(function (held) {
      var script = d.createElement("script");
      script.src = held.getAttribute("data-src");
      script.async = true;
      d.head.appendChild(script);
    });
  }
  function afterFrame() { requestAnimationFrame(function () { setTimeout(start, 0); }); }
  function watch(type, painted) {
    new PerformanceObserver(function (list) {
      if (list.getEntries().some(painted)) setTimeout(start, 0);
    }).observe({ type: type, buffered: true });
  }
  setTimeout(start, 3000);
  addEventListener("pointerdown", start, true);
  addEventListener("keydown", start, true);
  if (d.visibilityState !== "visible" || typeof PerformanceObserver !== "function") return start();
  if (d.documentElement.id === "__next_error__") return start();
  var reported = PerformanceObserver.supportedEntryTypes || [];
  var hero = d.querySelector('img[fetchpriority="high"]');
  if (hero) {
    if (hero.complete && !hero.naturalWidth) return start();
    hero.addEventListener("error", start);
    if (reported.indexOf("largest-contentful-paint") >= 0) {
      watch("largest-contentful-paint", function (entry) { return entry.element === hero; });
    } else if (hero.complete) afterFrame();
    else hero.addEventListener("load", afterFrame);
  } else if (reported.indexOf("paint") >= 0) {
    watch("paint", function (entry) { return entry.name === "first-contentful-paint"; });
  } else afterFrame();
})();`;

function starter(nonce: string): string {
  return `<script nonce="${nonce}">${STARTER}</script>`;
}

export type ScriptDeferral = {
  /** The HTML to send for this piece of the page (possibly less than given: an unfinished tag waits). */
  write(text: string): string;
  /** What is left at the end of the page. */
  end(): string;
};

export function createScriptDeferral(): ScriptDeferral {
  let held = "";
  let nonce: string | null = null;
  let started = false;

  const rewrite = (text: string) => {
    let out = text
      .replace(NEXT_SCRIPT, (tag, src: string, attributes: string) => {
        if (!attributes.includes('async=""')) return tag;
        const tagNonce = NONCE.exec(attributes)?.[1] ?? "";
        nonce ??= tagNonce;
        const nonceAttribute = tagNonce ? ` nonce="${tagNonce}"` : "";
        return `<script type="lantern/deferred" data-src="${src}"${nonceAttribute}>`;
      })
      .replace(NEXT_SCRIPT_PRELOAD, "");
    if (!started && nonce !== null) {
      const at = out.indexOf(BODY_END);
      if (at >= 0) {
        started = true;
        out = out.slice(0, at) + starter(nonce) + out.slice(at);
      }
    }
    return out;
  };

  return {
    write(text) {
      const all = held + text;
      // A tag still open at the end of this piece (`<script src="…` cut short) is sent with the next one.
      const lastOpen = all.lastIndexOf("<");
      const cut = lastOpen >= 0 && all.indexOf(">", lastOpen) < 0 ? lastOpen : all.length;
      held = all.slice(cut);
      return rewrite(all.slice(0, cut));
    },
    end() {
      let out = rewrite(held);
      held = "";
      // A page without `</body>` (cut short) still starts its scripts.
      if (!started && nonce !== null) {
        started = true;
        out += starter(nonce);
      }
      return out;
    },
  };
}

type Callback = (error?: Error | null) => void;

/**
 * Rewrites an HTML response on its way out (`npm start` calls this for every response Next renders, inside the
 * compression it applies itself): anything else passes untouched. Its length changes, so a `Content-Length`
 * Next set goes.
 */
export function deferScriptsOf(res: ServerResponse): void {
  const write = res.write.bind(res) as (chunk: unknown, encoding?: unknown, callback?: unknown) => boolean;
  const end = res.end.bind(res) as (
    chunk?: unknown,
    encoding?: unknown,
    callback?: unknown,
  ) => ServerResponse;
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  const decoder = new StringDecoder("utf8");
  let deferral: ScriptDeferral | null | undefined;
  const decide = () => {
    if (deferral === undefined) {
      const html = String(res.getHeader("content-type") ?? "").startsWith("text/html");
      deferral = html && !res.headersSent ? createScriptDeferral() : null;
      if (deferral) res.removeHeader("content-length");
    }
    return deferral;
  };
  const text = (chunk: unknown) =>
    typeof chunk === "string" ? chunk : decoder.write(Buffer.from(chunk as Uint8Array));

  res.writeHead = ((...args: unknown[]) => {
    decide();
    return writeHead(...args);
  }) as ServerResponse["writeHead"];
  res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    const active = decide();
    if (!active || chunk === null || chunk === undefined) return write(chunk, encoding, callback);
    const done = typeof encoding === "function" ? encoding : callback;
    return write(active.write(text(chunk)), "utf8", done as Callback | undefined);
  }) as ServerResponse["write"];
  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    const active = decide();
    if (!active) return end(chunk, encoding, callback);
    const done = [chunk, encoding, callback].find((argument) => typeof argument === "function");
    const body = typeof chunk === "function" || chunk === null || chunk === undefined ? "" : text(chunk);
    return end(active.write(body + decoder.end()) + active.end(), "utf8", done as Callback | undefined);
  }) as ServerResponse["end"];
}
