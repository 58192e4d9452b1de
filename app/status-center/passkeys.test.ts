import { describe, expect, it } from "vitest";
import { hash } from "./accounts.ts";
import { loadSettings, openCenter } from "./center.ts";
import { openDatabase } from "./database.ts";
import { registrationOptions, relyingParty } from "./passkeys.ts";

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

describe("registration options", () => {
  it("keep the invite's challenge under the token's hash: the database never holds a usable token", async () => {
    const database = openDatabase(":memory:");
    const center = openCenter({ engine: database.engine, settings: loadSettings({}) });
    const token = await center.accounts.invite("Ana");
    expect((await registrationOptions(center, token, "Rift"))?.options.user.name).toBe("Ana");
    const stored = JSON.stringify(
      database.db
        .prepare("SELECT * FROM challenge UNION ALL SELECT token_hash, name, expires_at, used_at FROM invite")
        .all(),
    );
    expect(stored).not.toContain(token);
    expect(stored).toContain(`register ${await hash(token)}`);
  });
});
