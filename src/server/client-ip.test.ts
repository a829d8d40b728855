import { describe, expect, it } from "vitest";
import { resolveClientIp, untrustedProxyWarning } from "./client-ip";

describe("resolveClientIp", () => {
  it.each([
    [
      "uses the socket address when no proxy is trusted, whatever the header says",
      "6.6.6.6",
      "10.0.0.5",
      0,
      "10.0.0.5",
    ],
    [
      "takes the address our one proxy saw, ignoring what the client wrote before it",
      "6.6.6.6, 203.0.113.7",
      "10.0.0.1",
      1,
      "203.0.113.7",
    ],
    [
      "counts two trusted hops from the right",
      "6.6.6.6, 203.0.113.7, 10.1.1.1",
      "10.0.0.1",
      2,
      "203.0.113.7",
    ],
    [
      "falls back to the leftmost entry when fewer hops arrived than configured",
      "203.0.113.7",
      "10.0.0.1",
      3,
      "203.0.113.7",
    ],
    ["falls back to the socket when a trusted proxy sent no header", undefined, "10.0.0.1", 1, "10.0.0.1"],
  ] as const)("%s", (_name, header, socket, hops, expected) => {
    expect(resolveClientIp(header, socket, hops)).toBe(expected);
  });
});

describe("untrustedProxyWarning", () => {
  it("warns once, on the first request with X-Forwarded-For while no proxy is trusted", () => {
    const warnings: string[] = [];
    const check = untrustedProxyWarning(0, (message) => warnings.push(message));
    check(undefined);
    expect(warnings).toHaveLength(0);
    check("203.0.113.7");
    check("203.0.113.8");
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("TRUSTED_PROXY_HOPS");
  });

  it("stays silent when a proxy is trusted", () => {
    const warnings: string[] = [];
    untrustedProxyWarning(1, (message) => warnings.push(message))("203.0.113.7");
    expect(warnings).toHaveLength(0);
  });
});
