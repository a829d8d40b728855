import { describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER } from "./client-ip";
import { clientAddress } from "./rate-limit";

const from = (address?: string) => clientAddress(new Headers(address ? { [CLIENT_IP_HEADER]: address } : {}));

describe("clientAddress", () => {
  it.each([
    ["an IPv4 address as it is", "203.0.113.9", "203.0.113.9"],
    ["an IPv4-mapped IPv6 address as it is", "::ffff:203.0.113.9", "::ffff:203.0.113.9"],
    ["an IPv6 address by its /64 network", "2001:db8:85a3:8d3:1319:8a2e:370:7348", "2001:db8:85a3:8d3::/64"],
    ["a compressed IPv6 address by its expanded /64", "2001:db8::1", "2001:db8:0:0::/64"],
    ["two addresses of one /64 alike", "2001:DB8:0:1:ffff::2", "2001:db8:0:1::/64"],
    ["the loopback", "::1", "0:0:0:0::/64"],
  ])("keys %s", (_case, address, key) => {
    expect(from(address)).toBe(key);
  });

  it("keys a request without a stamped address as unknown", () => {
    expect(from()).toBe("unknown");
  });
});
