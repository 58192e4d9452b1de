import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { accounts, operatorName } from "./accounts.ts";
import { openDatabase, type Database } from "./database.ts";
import { sql } from "./sql.ts";

const opened: { dir: string; database: Database }[] = [];
afterEach(() => {
  for (const { dir, database } of opened.splice(0)) {
    database.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
const settings = { inviteTtlSeconds: 60, idleSeconds: 600, absoluteSeconds: 3_600 };
const fresh = () => {
  const dir = mkdtempSync(join(tmpdir(), "rift-accounts-"));
  const database = openDatabase(dir);
  opened.push({ dir, database });
  return { database, accounts: accounts(database.engine, settings) };
};
type Operator = { id: number; name: string };
const passkey = (id: string) => ({
  id,
  publicKey: new Uint8Array([1, 2, 3]),
  counter: 0,
  transports: ["internal", "hybrid"],
});

describe("invites", () => {
  it("are used once: a second use, or a use after the invite's life, gets nothing and stores nothing", async () => {
    const { accounts: a } = fresh();
    const token = await a.invite("Ana", 0);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(await a.invitedName(token, 59_999)).toBe("Ana");
    expect(await a.invitedName(token, 60_000)).toBeUndefined();
    expect(await a.redeem(token, passkey("k1"), 60_000)).toBeUndefined();
    expect(await a.list()).toEqual([]);

    const again = await a.invite("Ana", 100_000);
    expect(await a.redeem(again, passkey("k1"), 100_001)).toEqual({ id: 1, name: "Ana" });
    expect(await a.invitedName(again, 100_002)).toBeUndefined();
    expect(await a.redeem(again, passkey("k2"), 100_002)).toBeUndefined();
    expect((await a.passkeysOf("Ana")).map((k) => k.id)).toEqual(["k1"]);
  });

  it("for an operator who exists, add a passkey to them", async () => {
    const { accounts: a } = fresh();
    await a.redeem(await a.invite("Ana", 0), passkey("phone"), 1);
    await a.redeem(await a.invite("Ana", 2), passkey("laptop"), 3);
    expect((await a.passkeysOf("Ana")).map((k) => k.id)).toEqual(["phone", "laptop"]);
    expect(await a.passkey("laptop")).toEqual({ ...passkey("laptop"), operatorId: 1, name: "Ana" });
    await a.setCounter("laptop", 7);
    expect((await a.passkey("laptop"))?.counter).toBe(7);
  });

  it("whose stored transports are not a JSON list of strings (written by hand) sign in with none", async () => {
    const { accounts: a, database } = fresh();
    await a.redeem(await a.invite("Ana", 0), passkey("phone"), 1);
    for (const stored of ["usb,nfc", '{"usb":1}', "[1]", ""]) {
      await database.engine.all(sql`UPDATE passkey SET transports = ${stored} WHERE id = 'phone'`);
      expect(await a.passkey("phone")).toEqual({ ...passkey("phone"), transports: [], operatorId: 1, name: "Ana" });
    }
  });

  it("refuse a passkey whose id an operator has already, and stay unused", async () => {
    const { accounts: a } = fresh();
    await a.redeem(await a.invite("Ana", 0), passkey("k"), 0);
    const token = await a.invite("Bo", 0);
    expect(await a.redeem(token, passkey("k"), 1)).toBe("taken");
    expect(await a.invitedName(token, 2)).toBe("Bo");
    expect((await a.list()).map(({ name }) => name)).toEqual(["Ana"]);
  });

  it("are unknown when the token is not one we gave", async () => {
    const { accounts: a } = fresh();
    await a.invite("Ana", 0);
    expect(await a.invitedName("x".repeat(43), 1)).toBeUndefined();
  });
});

describe("sessions", () => {
  it("end after the idle time unused, after the absolute time in any case, and when signed out", async () => {
    const { accounts: a } = fresh();
    const ana = (await a.redeem(await a.invite("Ana", 0), passkey("k"), 0)) as Operator;
    const token = (await a.startSession(ana, 0))!;
    expect(await a.session(token, 599_999)).toEqual(ana);
    expect(await a.session(token, 1_199_000)).toEqual(ana); // used at 599,999: idle counts from there
    expect(await a.session(token, 1_799_001)).toBeUndefined();

    const long = await a.startSession(ana, 0);
    for (let t = 500_000; t < 3_600_000; t += 500_000) expect(await a.session(long, t)).toEqual(ana);
    expect(await a.session(long, 3_600_000)).toBeUndefined();

    const ended = (await a.startSession(ana, 0))!;
    await a.endSession(ended);
    expect(await a.session(ended, 1)).toBeUndefined();
    expect(await a.session(undefined, 1)).toBeUndefined();
  });

  it("a sign-in ends the session the browser sent: the old token signs in no one, the new one does", async () => {
    const { accounts: a } = fresh();
    const ana = (await a.redeem(await a.invite("Ana", 0), passkey("k"), 0)) as Operator;
    const other = (await a.startSession(ana, 0))!;
    const old = (await a.startSession(ana, 0))!;
    const renewed = (await a.startSession(ana, 1, old))!;
    expect(await a.session(old, 2)).toBeUndefined();
    expect(await a.session(renewed, 2)).toEqual(ana);
    // Another browser's session is not the one this browser sent: it goes on.
    expect(await a.session(other, 2)).toEqual(ana);
  });

  it("do not start for an operator removed since their passkey was checked", async () => {
    const { database, accounts: a } = fresh();
    const ana = (await a.redeem(await a.invite("Ana", 0), passkey("k"), 0)) as Operator;
    await a.remove("Ana");
    expect(await a.startSession(ana, 1)).toBeUndefined();
    expect(database.db.prepare("SELECT count(*) AS n FROM session").get()).toEqual({ n: 0 });
  });

  it("record each sign-in in the audit log", async () => {
    const { database, accounts: a } = fresh();
    const ana = (await a.redeem(await a.invite("Ana", 0), passkey("k"), 0)) as Operator;
    await a.startSession(ana, 42);
    expect(database.db.prepare("SELECT at, actor, kind FROM change").all()).toEqual([
      { at: 42, actor: "Ana", kind: "sign-in" },
    ]);
    expect(await a.list()).toEqual([{ name: "Ana", created: 0, passkeys: 1, lastSignIn: 42 }]);
  });

  it("of a removed operator end at once, with their passkeys and unused invites", async () => {
    const { accounts: a } = fresh();
    const ana = (await a.redeem(await a.invite("Ana", 0), passkey("k"), 0)) as Operator;
    const token = await a.startSession(ana, 0);
    const pending = await a.invite("Ana", 0);
    expect(await a.remove("Ana")).toBe(true);
    expect(await a.session(token, 1)).toBeUndefined();
    expect(await a.passkey("k")).toBeUndefined();
    expect(await a.invitedName(pending, 1)).toBeUndefined();
    expect(await a.remove("Ana")).toBe(false);
    expect(await a.list()).toEqual([]);
  });
});

describe("challenges and limits", () => {
  it("give a challenge back once, for its purpose, within 5 minutes", async () => {
    const { accounts: a } = fresh();
    const id = await a.saveChallenge("sign-in", "abc", 0);
    expect(await a.takeChallenge(id, "register", 1)).toBeUndefined();
    expect(await a.takeChallenge(id, "sign-in", 1)).toBe("abc");
    expect(await a.takeChallenge(id, "sign-in", 2)).toBeUndefined();
    const late = await a.saveChallenge("sign-in", "def", 0);
    expect(await a.takeChallenge(late, "sign-in", 300_000)).toBeUndefined();
  });

  it("allow 10 tries a minute per key, then refuse until the minute has passed", async () => {
    const { accounts: a } = fresh();
    const tries = [];
    for (let i = 0; i < 11; i++) tries.push(await a.allow("sign-in 203.0.113.9", i));
    expect(tries).toEqual([...Array(10).fill(true), false]);
    expect(await a.allow("sign-in 198.51.100.1", 20)).toBe(true);
    expect(await a.allow("sign-in 203.0.113.9", 59_999)).toBe(false);
    expect(await a.allow("sign-in 203.0.113.9", 60_000)).toBe(true);
  });
});

describe("operator names", () => {
  it("are trimmed and normalised (NFKC)", async () => {
    expect(operatorName("  Ana ", [])).toBe("Ana");
    expect(operatorName("Ｂｏ", [])).toBe("Bo");
    expect(operatorName("Ana", ["Ana"])).toBe("Ana");
  });

  it("are refused, with the reason, when they could pass for someone else or forge a line", async () => {
    const why = (name: string, taken: string[] = []) => {
      try {
        return operatorName(name, taken);
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(why("CLI")).toBe('"CLI" is what the status center signs its own changes with: choose another name');
    expect(why("cli")).toBe('"cli" is what the status center signs its own changes with: choose another name');
    expect(why("Status.json")).toMatch(/signs its own changes/);
    expect(why("Ana\r\nCLI\tsigned in")).toBe("an operator's name cannot hold control characters or line breaks");
    expect(why("Ana\u202eevil")).toBe("an operator's name cannot hold control characters or line breaks");
    expect(why("   ")).toBe("an operator's name has 1 to 64 characters");
    expect(why("a".repeat(65))).toBe("an operator's name has 1 to 64 characters");
    expect(why("ana", ["Ana"])).toBe('"Ana" is an operator already: use that spelling to give them another passkey');
    expect(why("ÀNA", ["àna"])).toMatch(/"àna" is an operator already/);
  });

  it("are checked when an invite is made, against operators and invites still open", async () => {
    const { accounts: a } = fresh();
    await a.invite("Ana", 0);
    await expect(a.invite("ANA", 1)).rejects.toThrow('"Ana" is an operator already');
    expect(await a.invite(" Ana ", 1)).toMatch(/^[\w-]{43}$/);
    await expect(a.invite("CLI", 1)).rejects.toThrow(/signs its own changes/);
  });
});
