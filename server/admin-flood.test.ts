// oxlint-disable vitest/valid-expect -- Vitest's expect(value, message) names the case that failed.
/**
 * No flood shuts the admin, a sign-in starts a new session, and the protocol's edges, against the compiled server
 * (the Worker's side is in server/cloudflare-center.test.ts): strangers on other loopback addresses flood the
 * sign-in paths while an operator signs in; an old session cookie sent to a sign-in ends; a CORS preflight, the
 * admin's trailing slash, Host headers and If-Match on live routes. Needs `npm run build`.
 */
import { existsSync, rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { raw } from "../tests/abuse-server.ts";
import { missingBuild } from "../tests/preconditions.ts";
import { serverEntry } from "../tests/server-process.ts";
import { adminServer, register, send, sessionFrom, signedInAs, type AdminServer } from "../tests/admin-client.ts";

if (!existsSync(serverEntry)) throw new Error(missingBuild("server/admin-flood.test.ts"));
vi.setConfig({ testTimeout: 60_000, hookTimeout: 30_000 });

let admin: AdminServer;
beforeAll(async () => {
  admin = await adminServer();
});
afterAll(async () => {
  await admin?.server.stop();
  if (admin) rmSync(admin.dataDir, { recursive: true, force: true });
});

/** Sign-in options, then verify, with the passkey, from `from`, sending `cookie` (a session this browser had). */
async function signInFrom(passkey: Awaited<ReturnType<typeof register>>["passkey"], from: string, cookie?: string) {
  const options = await send(admin, "/admin/passkey/options", { json: { ceremony: "sign-in" }, from, cookie });
  if (options.status !== 200) return { status: options.status, cookie: undefined };
  const { options: publicKey, challengeId } = JSON.parse(options.body);
  const verify = await send(admin, "/admin/passkey/verify", {
    json: { ceremony: "sign-in", challengeId, response: passkey.get(publicKey) },
    from,
    cookie,
  });
  return { status: verify.status, cookie: sessionFrom(verify) };
}

describe("a flood of the sign-in paths from other addresses", () => {
  it("never reaches an operator's sign-in: six addresses flood invites, options and verification, the operator signs in every time", async () => {
    const { passkey } = await register(admin, "Ana");
    const strangers = ["127.0.0.2", "127.0.0.3", "127.0.0.4", "127.0.0.5", "127.0.0.6", "127.0.0.7"];
    const flooding = { on: true };
    const answered = new Map<number, number>();
    const flood = strangers.map(async (from, index) => {
      for (let i = 0; flooding.on && i < 400; i++) {
        const request = [
          () => send(admin, `/admin/invite/nothing-${index}-${i}`, { origin: undefined, from }),
          () => send(admin, "/admin/passkey/options", { json: { ceremony: "sign-in" }, from }),
          () => send(admin, "/admin/passkey/options", { json: { ceremony: "register", token: `no-${i}` }, from }),
          () =>
            send(admin, "/admin/passkey/verify", {
              json: { ceremony: "sign-in", challengeId: "x", response: { id: "x", response: {} } },
              from,
            }),
        ][i % 4]!;
        const { status } = await request();
        answered.set(status, (answered.get(status) ?? 0) + 1);
      }
    });
    try {
      // Until every stranger is past its own count (and the whole floods on).
      await expect.poll(() => answered.get(429) ?? 0, { timeout: 30_000 }).toBeGreaterThan(strangers.length);
      for (let attempt = 0; attempt < 5; attempt++) {
        const signedIn = await signInFrom(passkey, "127.0.0.1");
        expect([attempt, signedIn.status, !!signedIn.cookie]).toEqual([attempt, 200, true]);
      }
    } finally {
      flooding.on = false;
      await Promise.all(flood);
    }
    // The strangers' own sign-in options were limited; their invalid invites never were (410).
    expect(answered.get(410), "invalid invites").toBeGreaterThan(0);
  });

  it("invalid invite tokens spend no one's count: after 40 of them an address still has its 10 sign-in options", async () => {
    const from = "127.0.0.9";
    for (let i = 0; i < 40; i++) expect((await send(admin, `/admin/invite/bad-${i}`, { from })).status).toBe(410);
    const statuses = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await send(admin, "/admin/passkey/options", { json: { ceremony: "sign-in" }, from })).status);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });
});

describe("a sign-in", () => {
  it("starts a new session and ends the one the browser sent", async () => {
    const { passkey, cookie: first } = await register(admin, "Ben");
    const again = await signInFrom(passkey, "127.0.0.10", first);
    expect([again.status, !!again.cookie, again.cookie === first]).toEqual([200, true, false]);
    expect(signedInAs((await send(admin, "/admin", { cookie: first })).body), "the old cookie").toBeUndefined();
    expect(signedInAs((await send(admin, "/admin", { cookie: again.cookie })).body), "the new one").toBe("Ben");
  });
});

describe("the protocol's edges", () => {
  const host = () => new URL(admin.origin).host;
  const line = async (text: string) => (await raw(admin.server.port, text)).head.split("\r\n")[0];

  it("a CORS preflight on /status.json answers 204 with the methods it allows, and any request header", async () => {
    const answer = await send(admin, "/status.json", {
      method: "OPTIONS",
      origin: "https://fan-site.example",
      headers: { "Access-Control-Request-Method": "GET", "Access-Control-Request-Headers": "if-none-match" },
    });
    expect([answer.status, answer.body]).toEqual([204, ""]);
    expect(answer.headers).toMatchObject({
      "access-control-allow-origin": "*",
      "access-control-allow-methods": "GET, HEAD",
      "access-control-allow-headers": "*",
      "access-control-max-age": "86400",
    });
    const other = await send(admin, "/terms", {
      method: "OPTIONS",
      headers: { "Access-Control-Request-Method": "GET" },
    });
    expect(other.status).toBe(405);
  });

  it("/admin/ is a redirect to /admin, the admin's one address", async () => {
    const answer = await send(admin, "/admin/");
    expect([answer.status, answer.headers.location]).toEqual([301, "/admin"]);
  });

  it("HTTP/1.1 without a Host, or with two, is 400 on every path, the admin's included", async () => {
    for (const path of ["/admin", "/", "/status.json"]) {
      expect(await line(`GET ${path} HTTP/1.1\r\nConnection: close\r\n\r\n`), `${path} without Host`).toBe(
        "HTTP/1.1 400 Bad Request",
      );
      expect(
        await line(`GET ${path} HTTP/1.1\r\nHost: ${host()}\r\nHost: evil.example\r\nConnection: close\r\n\r\n`),
        `${path} with two`,
      ).toBe("HTTP/1.1 400 Bad Request");
    }
    expect(await line(`GET /admin HTTP/1.1\r\nHost: ${host()}\r\nConnection: close\r\n\r\n`)).toBe("HTTP/1.1 200 OK");
  });

  it("If-Match on a live route behaves as on a file: only * passes (the tags are weak), else 412", async () => {
    for (const path of ["/status.json", "/status", "/games/fisch", "/status/fisch.svg"]) {
      const { headers } = await send(admin, path);
      expect((await send(admin, path, { headers: { "If-Match": headers.etag! } })).status, path).toBe(412);
      expect((await send(admin, path, { headers: { "If-Match": "*" } })).status, path).toBe(200);
    }
    expect((await send(admin, "/terms", { headers: { "If-Match": '"x"' } })).status, "a file").toBe(412);
  });
});
