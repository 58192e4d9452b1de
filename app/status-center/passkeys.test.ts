import { describe, expect, it } from "vitest";
import { relyingParty } from "./passkeys.ts";

describe("relyingParty", () => {
  it("is ADMIN_ORIGIN's origin and host name", () => {
    expect(relyingParty("https://rift.example")).toEqual({ origin: "https://rift.example", id: "rift.example" });
    expect(relyingParty("http://localhost:3000/")).toEqual({ origin: "http://localhost:3000", id: "localhost" });
  });

  it("refuses a bare IP address, a path or anything not http(s), saying why", () => {
    expect(() => relyingParty("http://127.0.0.1:3000")).toThrow(
      'ADMIN_ORIGIN must name a host, not an IP address (passkeys are bound to a name): "http://127.0.0.1:3000"',
    );
    expect(() => relyingParty("http://[::1]:3000")).toThrow("not an IP address");
    expect(() => relyingParty("https://rift.example/admin")).toThrow(
      'ADMIN_ORIGIN must be an origin like https://status.example.com; got "https://rift.example/admin"',
    );
    expect(() => relyingParty("ftp://rift.example")).toThrow("must be an origin");
    expect(() => relyingParty("rift.example")).toThrow("must be an origin");
  });
});
