import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { createScriptDeferral, deferScriptsOf } from "./deferred-scripts";

const PAGE = [
  "<!DOCTYPE html><html><head>",
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" nonce="N0nce" href="/_next/static/chunks/page.js"/>',
  '<link rel="preload" href="https://www.googletagmanager.com/gtm.js" as="script" nonce="N0nce"/>',
  '<script src="/_next/static/chunks/one.js" async="" nonce="N0nce"></script>',
  '<script src="/_next/static/chunks/two.js" nonce="N0nce" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="N0nce"></script>',
  '<script src="https://www.googletagmanager.com/gtm.js" async=""></script>',
  '</head><body><img fetchpriority="high" src="/hero.webp" alt=""/><h1>Catskills</h1>',
  '<script nonce="N0nce">self.__next_f.push([1,"\\u003cscript src=\\"/_next/static/x.js\\""])</script>',
  "</body></html>",
].join("");

const deferAll = (pieces: string[]) => {
  const deferral = createScriptDeferral();
  return pieces.map((piece) => deferral.write(piece)).join("") + deferral.end();
};

/** A browser's PerformanceObserver that reports nothing yet (no paint so far). */
class FakePerformanceObserver {
  static supportedEntryTypes = ["paint"];
  observe() {}
}

describe("createScriptDeferral", () => {
  it("holds Next's async scripts back with nothing fetching them early, leaves every other script alone, and starts them before </body>", () => {
    const html = deferAll([PAGE]);
    for (const name of ["one", "two"]) {
      expect(html).toContain(
        `<script type="lantern/deferred" data-src="/_next/static/chunks/${name}.js" nonce="N0nce"></script>`,
      );
      expect(html).not.toContain(`<script src="/_next/static/chunks/${name}.js"`);
    }
    expect(html).not.toContain("/_next/static/chunks/page.js");
    expect(html).toContain(
      '<link rel="preload" href="https://www.googletagmanager.com/gtm.js" as="script" nonce="N0nce"/>',
    );
    expect(html).toContain(
      '<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="N0nce"></script>',
    );
    expect(html).toContain('<script src="https://www.googletagmanager.com/gtm.js" async=""></script>');
    expect(html).toContain("self.__next_f.push");
    expect(html).toMatch(
      /<script nonce="N0nce">\(function \(\) \{[\s\S]*lantern\/deferred[\s\S]*<\/script><\/body><\/html>$/,
    );
  });

  it("starts the held scripts at once on Next's empty error shell, where nothing paints until they run", () => {
    const starter = /<script nonce="N0nce">(\(function \(\) \{[\s\S]*?)<\/script><\/body>/.exec(
      deferAll([PAGE]),
    )![1]!;
    const run = (rootId: string) => {
      const added: string[] = [];
      const held = { getAttribute: () => "/_next/static/chunks/one.js" };
      const document = {
        documentElement: { id: rootId },
        visibilityState: "visible",
        querySelector: () => null,
        querySelectorAll: () => [held],
        createElement: () => ({}) as { src?: string },
        head: { appendChild: (script: { src?: string }) => added.push(script.src ?? "") },
      };
      new Function(
        "document",
        "addEventListener",
        "PerformanceObserver",
        "setTimeout",
        "requestAnimationFrame",
        starter,
      )(
        document,
        () => undefined,
        FakePerformanceObserver,
        () => undefined,
        () => undefined,
      );
      return added;
    };
    expect(run("__next_error__")).toEqual(["/_next/static/chunks/one.js"]);
    // A page that paints waits for its paint (or the 3 s timer), as before.
    expect(run("")).toEqual([]);
  });

  it("gives the same page however the server cut it into pieces", () => {
    const whole = deferAll([PAGE]);
    for (let cut = 1; cut < PAGE.length; cut += 1) {
      expect(deferAll([PAGE.slice(0, cut), PAGE.slice(cut)])).toBe(whole);
    }
    expect(deferAll(PAGE.split(""))).toBe(whole);
  });

  it("starts the scripts at the end of a page cut short before </body>, and adds nothing to a page without them", () => {
    const cutShort = deferAll([PAGE.slice(0, PAGE.indexOf("</body>"))]);
    expect(cutShort).toMatch(/lantern\/deferred[\s\S]*<script nonce="N0nce">\(function \(\)/);
    const plain = "<html><body><p>Static</p></body></html>";
    expect(deferAll([plain])).toBe(plain);
  });
});

describe("deferScriptsOf", () => {
  async function serve(type: string, pieces: Buffer[]) {
    const server = http.createServer((_req, res) => {
      deferScriptsOf(res);
      res.setHeader("content-type", type);
      res.setHeader("content-length", Buffer.concat(pieces).length);
      for (const piece of pieces.slice(0, -1)) res.write(piece);
      res.end(pieces.at(-1));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      return { length: response.headers.get("content-length"), body: await response.text() };
    } finally {
      server.close();
    }
  }

  it("rewrites an HTML response sent in pieces, multi-byte characters cut included, and drops its stale length", async () => {
    const page = PAGE.replace("Catskills", "Café — Catskills");
    const bytes = Buffer.from(page);
    const cut = bytes.indexOf(Buffer.from("é")) + 1;
    const { length, body } = await serve("text/html; charset=utf-8", [
      bytes.subarray(0, cut),
      bytes.subarray(cut),
    ]);
    expect(length).toBeNull();
    expect(body).toBe(deferAll([page]));
  });

  it("passes any other response through untouched", async () => {
    const json = JSON.stringify({ html: PAGE });
    expect(await serve("application/json", [Buffer.from(json)])).toEqual({
      length: String(Buffer.byteLength(json)),
      body: json,
    });
  });
});
