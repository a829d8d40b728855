import { describe, expect, it } from "vitest";
import { apiRequestFromFetch } from "@/server/http/api-request";
import {
  crossSiteFailure,
  isOwnOrigin,
  methodFailure,
  preflightErrorResponse,
  preflightRequest,
} from "./request-preflight";

const post = (origin?: string) =>
  new Request("http://app.internal/api/trpc/x", { method: "POST", headers: origin ? { origin } : {} });

describe("the site's own origin", () => {
  it("is APP_URL's origin, scheme and port included", () => {
    expect(isOwnOrigin("https://book.example.com", "https://book.example.com/")).toBe(true);
    expect(isOwnOrigin("http://book.example.com", "https://book.example.com")).toBe(false);
    expect(isOwnOrigin("https://book.example.com.evil.example", "https://book.example.com")).toBe(false);
    expect(isOwnOrigin("null", "https://book.example.com")).toBe(false);
  });

  it("includes the loopback's other names on the same port when APP_URL is local", () => {
    expect(isOwnOrigin("http://127.0.0.1:3000", "http://localhost:3000")).toBe(true);
    expect(isOwnOrigin("http://127.0.0.1:3001", "http://localhost:3000")).toBe(false);
    expect(isOwnOrigin("http://127.0.0.1:3000", "https://book.example.com")).toBe(false);
  });
});

describe("a cross-site request", () => {
  it("is a POST whose Origin is not the site's own", () => {
    expect(crossSiteFailure(post("https://evil.example"), "https://book.example.com")?.code).toBe(
      "FORBIDDEN",
    );
    expect(crossSiteFailure(post("https://book.example.com"), "https://book.example.com")).toBeNull();
    expect(crossSiteFailure(post(), "https://book.example.com")).toBeNull();
    const get = new Request("http://app.internal/api/trpc/x", {
      headers: { origin: "https://evil.example" },
    });
    expect(crossSiteFailure(get, "https://book.example.com")).toBeNull();
  });
});

describe("the methods the endpoint serves", () => {
  it("are GET, HEAD and POST; any other is METHOD_NOT_SUPPORTED", () => {
    for (const method of ["GET", "HEAD", "POST"]) expect(methodFailure({ method })).toBeNull();
    for (const method of ["DELETE", "OPTIONS", "PUT", "PATCH", "PROPFIND"]) {
      expect(methodFailure({ method })?.code).toBe("METHOD_NOT_SUPPORTED");
    }
  });

  it("refuses another with 405 in tRPC's envelope, naming the served ones in Allow", async () => {
    const response = preflightErrorResponse(
      methodFailure({ method: "DELETE" })!,
      "booking.authentication.logout",
    );
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD, POST");
    expect(response.headers.get("content-type")).toBe("application/json");
    const { error } = (await response.json()) as { error: { json: Record<string, unknown> } };
    expect(error.json).toMatchObject({
      code: -32005,
      data: { code: "METHOD_NOT_SUPPORTED", httpStatus: 405, path: "booking.authentication.logout" },
    });
  });
});

describe("an empty POST body", () => {
  const preflight = (headers: Record<string, string>, body?: BodyInit) =>
    preflightRequest(
      apiRequestFromFetch(new Request("http://app.internal/api/trpc/x", { method: "POST", headers, body })),
      1_000,
    );

  it("is a call without input, as the tRPC client's {} is, whether it says it is JSON or says nothing", async () => {
    const types: Record<string, string>[] = [
      { "content-type": "application/json" },
      { "content-type": "Application/JSON; charset=utf-8" },
      {},
    ];
    for (const headers of types) {
      // (A string body would bring a Content-Type of its own.)
      for (const body of [undefined, new ArrayBuffer(0)]) {
        const result = await preflight(headers, body);
        if (!result.ok) throw new Error(result.failure.message);
        expect(result.req.headers.get("content-type")).toBe("application/json");
        expect(await result.req.text()).toBe("{}");
      }
    }
  });

  it("of another type is left to tRPC (415)", async () => {
    const result = await preflight({ "content-type": "text/plain" }, "");
    if (!result.ok) throw new Error(result.failure.message);
    expect(result.req.headers.get("content-type")).toBe("text/plain");
    expect(await result.req.text()).toBe("");
  });
});
