import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { malformedPath, refuseMalformedPath } from "./malformed-path";

let server: http.Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A server that refuses malformed paths as `npm start` does and hands every other request on ("next"). */
async function serve(appUrl = "http://localhost:3000") {
  const warnings: { fields: { path: string }; message: string }[] = [];
  server = http.createServer((req, res) => {
    if (
      refuseMalformedPath(req, res, {
        appUrl,
        trustedProxyHops: 0,
        warn: (fields, message) => warnings.push({ fields, message }),
      })
    ) {
      return;
    }
    res.end("next");
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  // fetch keeps a target's percent-encoding as it is written.
  return { url: `http://127.0.0.1:${port}`, warnings };
}

describe("a page path that is not valid percent-encoding", () => {
  it("is told from one that is, whatever the query", () => {
    expect(malformedPath("/%E0%A4%A")).toBe("/%E0%A4%A");
    expect(malformedPath("/parks/%zz?q=1")).toBe("/parks/%zz");
    expect(malformedPath("/caf%C3%A9?q=%E0")).toBeNull();
    expect(malformedPath("/")).toBeNull();
  });

  it("answers 400 with a small HTML page and the security headers, and is logged at warn with the path", async () => {
    const { url, warnings } = await serve();
    const response = await fetch(`${url}/%E0%A4%A?email=ann@example.com`);
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await response.text()).toContain("This address cannot be read");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("permissions-policy")).toContain("camera=()");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(response.headers.get("strict-transport-security")).toBeNull();
    // The path, not the query (which may carry what a guest typed).
    expect(warnings).toEqual([{ fields: { path: "/%E0%A4%A" }, message: expect.stringContaining("400") }]);
  });

  it("carries HSTS when the site is served over https", async () => {
    const { url } = await serve("https://book.example.com");
    const response = await fetch(`${url}/%E0%A4%A`);
    expect(response.headers.get("strict-transport-security")).toMatch(/^max-age=/);
  });

  it("leaves every other request to Next", async () => {
    const { url, warnings } = await serve();
    for (const path of ["/", "/caf%C3%A9", "/roscoe-and-beyond?q=%E0"]) {
      expect(await (await fetch(`${url}${path}`)).text()).toBe("next");
    }
    expect(warnings).toEqual([]);
  });
});
