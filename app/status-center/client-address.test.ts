// oxlint-disable vitest/valid-expect -- Vitest's expect(value, message) names the address that failed.
import { describe, expect, it } from "vitest";
import { clientKey } from "./client-address.ts";

describe("clientKey", () => {
  it("counts every spelling of one IPv6 address, and its whole /64, as one client", () => {
    for (const spelling of [
      "2001:db8::1",
      "2001:DB8::1",
      "2001:0db8::0001",
      "[2001:db8::1]",
      "[2001:db8::1]:443",
      "2001:db8::1%eth0",
      " 2001:db8::1 ",
      "2001:db8:0:0:ffff:1:2:3",
    ])
      expect(clientKey(spelling), spelling).toBe("2001:db8:0:0::/64");
    expect(clientKey("2001:db8:0:1::1")).toBe("2001:db8:0:1::/64");
  });

  it("counts an IPv4-mapped IPv6 address as its IPv4 address", () => {
    expect(clientKey("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(clientKey("::FFFF:c633:6407")).toBe("198.51.100.7");
    expect(clientKey("198.51.100.7")).toBe("198.51.100.7");
    expect(clientKey("198.51.100.7:5000")).toBe("198.51.100.7");
  });

  it("puts what is not an address in one bucket", () => {
    for (const junk of [undefined, "", "unknown", "a.b.c.d", "2001:db8::1::2", "1.2.3.4, 5.6.7.8", "[::1"])
      expect(clientKey(junk), String(junk)).toBe("unknown");
  });
});
