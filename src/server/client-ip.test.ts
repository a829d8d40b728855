import { describe, expect, it } from "vitest";
import { resolveClientIp } from "./client-ip";

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
