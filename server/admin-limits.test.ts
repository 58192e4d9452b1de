// oxlint-disable vitest/valid-expect -- Vitest's expect(value, message) names the case that failed.
/**
 * What an attack on the status center found past its own tests (issue 44), against the compiled server:
 * a body that drips with the right Origin is cut at the request timeout (and a load of them leaves the site
 * answering, its descriptors where they were); a Host the server cannot use changes no answer and writes no
 * log line; malformed or duplicate passkeys get 400 and 409; the rate limit counts a client however its
 * address is written, behind a trusted proxy only; operator names; the database's files are the owner's.
 * Needs `npm run build`.
 */
import { existsSync, readdirSync, rmSync, statSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { raw } from "../tests/abuse-server.ts";
import { serverDescriptors } from "../tests/attack-tools.ts";
import { missingBuild } from "../tests/preconditions.ts";
import { serverEntry } from "../tests/server-process.ts";
import { adminServer, cli, register, send, type AdminServer } from "../tests/admin-client.ts";
import { SoftPasskey } from "../tests/soft-passkey.ts";

if (!existsSync(serverEntry)) throw new Error(missingBuild("server/admin-limits.test.ts"));
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const servers: AdminServer[] = [];
async function started(env: Record<string, string> = {}) {
  const admin = await adminServer(env);
  servers.push(admin);
  return admin;
}
afterAll(async () => {
  for (const admin of servers) {
    await admin.server.stop();
    rmSync(admin.dataDir, { recursive: true, force: true });
  }
});
const total = (found: Map<number, number>) => [...found.values()].reduce((sum, n) => sum + n, 0);

describe("a request body that drips (issue 44, 1)", () => {
  // The request timeout is 30 s (server/serve.ts serverLimits): this group takes about 40 s.
  it("with the right Origin, is cut at the request timeout; 300 of them leave / answering and no descriptor open", async () => {
    const admin = await started({ SHUTDOWN_TIMEOUT_MS: "3000" });
    for (let i = 0; i < 10; i++) await send(admin, i % 2 ? "/admin" : "/");
    const before = total(serverDescriptors(admin.server.child.pid));
    const host = new URL(admin.origin).host;
    const head = [
      "POST /admin HTTP/1.1",
      `Host: ${host}`,
      `Origin: ${admin.origin}`,
      "Content-Type: application/x-www-form-urlencoded",
      "Content-Length: 65536",
    ].join("\r\n");
    const drips: { socket: Socket; answer: string; closed: Promise<void> }[] = [];
    for (let i = 0; i < 300; i++) {
      const socket = connect(admin.server.port, "127.0.0.1", () => socket.write(`${head}\r\n\r\nintent=`));
      const drip = { socket, answer: "", closed: new Promise<void>((done) => socket.once("close", () => done())) };
      const timer = setInterval(() => socket.writable && socket.write("a"), 2_000);
      socket.on("data", (chunk: Buffer) => (drip.answer += chunk.toString("latin1")));
      socket.on("error", () => {});
      socket.once("close", () => clearInterval(timer));
      drips.push(drip);
    }
    try {
      // While they drip, the site answers.
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      expect((await send(admin, "/")).status).toBe(200);
      expect(drips.filter(({ socket }) => socket.destroyed).length, "open while they drip").toBe(0);
      // The server closes every one of them soon after 30 s (the clients would drip forever).
      const outcome = await Promise.race([
        Promise.all(drips.map(({ closed }) => closed)).then(() => "all closed"),
        new Promise((resolve) => setTimeout(() => resolve("some still open at 50 s"), 45_000)),
      ]);
      expect(outcome).toBe("all closed");
      expect(new Set(drips.map(({ answer }) => answer.split("\r\n")[0])), "what they were told").toEqual(
        new Set(["HTTP/1.1 408 Request Timeout"]),
      );
      expect((await send(admin, "/")).status).toBe(200);
      await expect
        .poll(() => total(serverDescriptors(admin.server.child.pid)), { timeout: 5_000 })
        .toBeLessThanOrEqual(before + 4);
    } finally {
      for (const { socket } of drips) socket.destroy();
    }
  }, 90_000);
});

describe("a Host header the server cannot use (issue 44, 2)", () => {
  it("the live routes and the admin answer as with a good Host, with the site's headers, and log nothing", async () => {
    const admin = await started();
    const port = admin.server.port;
    const ask = (path: string, host: string | undefined) =>
      raw(port, `GET ${path} HTTP/1.1\r\n${host === undefined ? "" : `Host: ${host}\r\n`}Connection: close\r\n\r\n`);
    for (const path of ["/status.json", "/status", "/pt-br/status", "/status.atom", "/admin"]) {
      const good = await ask(path, new URL(admin.origin).host);
      for (const host of ["u@h", "a b", "exa%mple", "[::1", "", "evil.example:99999", "x".repeat(2_000)]) {
        const answer = await ask(path, host);
        expect(
          [answer.status, answer.headers["content-type"], answer.headers["content-security-policy"]],
          `${path} with Host ${JSON.stringify(host.slice(0, 20))}`,
        ).toEqual([good.status, good.headers["content-type"], good.headers["content-security-policy"]]);
      }
    }
    const logged = admin.server.output().split("\n").length;
    await Promise.all(Array.from({ length: 500 }, () => ask("/status.json", "u@h")));
    expect(admin.server.output().split("\n").length, "log lines written by 500 requests").toBe(logged);
  });
});

describe("passkey answers the server cannot use (issue 44, 3)", () => {
  it("a malformed answer is 400; a passkey another operator has is 409 and leaves the invite usable", async () => {
    const admin = await started();
    const options = async (token: string) =>
      JSON.parse((await send(admin, "/admin/passkey/options", { json: { ceremony: "register", token } })).body);
    const { passkey } = await register(admin, "Ana");
    const signIn = JSON.parse((await send(admin, "/admin/passkey/options", { json: { ceremony: "sign-in" } })).body);
    for (const response of [{ id: { a: 1 } }, { id: 1, response: {} }, { id: "x" }, { id: "x", response: "no" }, []]) {
      const answer = await send(admin, "/admin/passkey/verify", {
        json: { ceremony: "sign-in", challengeId: signIn.challengeId, response },
      });
      expect(answer.status, JSON.stringify(response)).toBe(400);
    }
    const token = new URL((await cli("admin", ["invite", "Bo"], admin.env)).stdout.trim()).pathname.split("/").pop()!;
    const { options: publicKey, challengeId } = await options(token);
    const again = await send(admin, "/admin/passkey/verify", {
      json: { ceremony: "register", token, challengeId, response: passkey.create(publicKey) },
    });
    expect([again.status, JSON.parse(again.body)]).toEqual([
      409,
      { error: "This passkey is already registered: sign in with it instead." },
    ]);
    const fresh = await options(token);
    const mine = await send(admin, "/admin/passkey/verify", {
      json: {
        ceremony: "register",
        token,
        challengeId: fresh.challengeId,
        response: new SoftPasskey(admin.origin).create(fresh.options),
      },
    });
    expect(mine.status).toBe(200);
    expect(admin.server.output()).not.toMatch(/ error /);
  });
});

describe("the ceremony limit's client (issue 44, 4; issue 40, 4)", () => {
  const options = (admin: AdminServer, forwarded?: string) =>
    send(admin, "/admin/passkey/options", {
      json: { ceremony: "sign-in" },
      headers: forwarded ? { "X-Forwarded-For": forwarded } : {},
    });

  it("behind a trusted proxy, every spelling of one address and its whole IPv6 /64 share one count", async () => {
    const admin = await started({ TRUST_PROXY: "loopback" });
    const spellings = ["2001:db8::1", "2001:DB8::1", "2001:0db8::0001", "[2001:db8::1]", "2001:db8::1%eth0"];
    const statuses = [];
    for (let i = 0; i < 10; i++) statuses.push((await options(admin, spellings[i % 5])).status);
    expect(statuses).toEqual(Array(10).fill(200));
    expect((await options(admin, "2001:db8::ffff:1")).status, "another address of the /64").toBe(429);
    expect((await options(admin, "2001:db8:0:1::1")).status, "another /64").toBe(200);
    for (let i = 0; i < 10; i++) await options(admin, i % 2 ? "::ffff:198.51.100.7" : "198.51.100.7");
    expect((await options(admin, "198.51.100.7")).status).toBe(429);
    // The entry a client may forge is the first: the proxy's own entry (the last) names the client.
    expect((await options(admin, "198.51.100.7, 203.0.113.5")).status).toBe(200);
  });

  it("without TRUST_PROXY, X-Forwarded-For is ignored: the connection's address is the client", async () => {
    const admin = await started();
    for (let i = 0; i < 10; i++) await options(admin, `198.51.100.${i}`);
    expect((await options(admin, "198.51.100.99")).status).toBe(429);
  });

  it("a TRUST_PROXY that is not a list of addresses stops the server at start, saying so", async () => {
    const admin = adminServer({ TRUST_PROXY: "loopback, my-proxy" });
    await expect(admin).rejects.toThrow(/TRUST_PROXY must list addresses, ranges \(CIDR\)[^\n]*not my-proxy/);
  });
});

describe("operator names and the database's files (issue 44, 5 and 6)", () => {
  it("npm run admin -- invite refuses the system's names, control characters and another case of a name", async () => {
    const admin = await started();
    expect((await cli("admin", ["invite", "Ana"], admin.env)).code).toBe(0);
    for (const [name, why] of [
      ["CLI", '"CLI" is what the status center signs its own changes with: choose another name'],
      ["status.json", '"status.json" is what the status center signs its own changes with: choose another name'],
      ["Eve\r\nAna\t2 passkeys", "an operator's name cannot hold control characters or line breaks"],
      ["ANA", '"Ana" is an operator already: use that spelling to give them another passkey'],
    ]) {
      const run = await cli("admin", ["invite", name!], admin.env);
      expect([run.code, run.stdout, run.stderr.trim()], JSON.stringify(name)).toEqual([2, "", `admin: ${why}`]);
    }
  });

  it("rift.db, its -wal and -shm files and a backup are readable by their owner only", async () => {
    const admin = await started();
    await send(admin, "/status.json");
    const backup = join(admin.dataDir, "backup.db");
    expect((await cli("admin", ["backup", backup], admin.env)).code).toBe(0);
    const modes = Object.fromEntries(
      readdirSync(admin.dataDir).map((name) => [name, (statSync(join(admin.dataDir, name)).mode & 0o777).toString(8)]),
    );
    expect(modes).toEqual({ "rift.db": "600", "rift.db-wal": "600", "rift.db-shm": "600", "backup.db": "600" });
  });
});

describe("the admin's answers (issue 40, 5)", () => {
  it("status lines that say what happened, HTML as UTF-8, and the invites that wait in npm run admin -- list", async () => {
    const admin = await started({ ADMIN_INVITE_TTL: "3600" });
    const host = new URL(admin.origin).host;
    const line = async (text: string) => (await raw(admin.server.port, text)).head.split("\r\n")[0];
    const form = "intent=save&kind=game&key=fisch&status=down&note=&version=0";
    const post = (origin: string) =>
      `POST /admin HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${origin}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${form.length}\r\nConnection: close\r\n\r\n${form}`;
    expect(await line(post(admin.origin))).toBe("HTTP/1.1 401 Unauthorized");
    expect(await line(post("https://evil.example"))).toBe("HTTP/1.1 403 Forbidden");
    expect(
      await line(`GET /admin/invite/${"x".repeat(43)} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`),
    ).toBe("HTTP/1.1 410 Gone");
    expect((await send(admin, "/admin")).headers["content-type"]).toBe("text/html; charset=utf-8");
    await cli("admin", ["invite", "Ana"], admin.env);
    const listed = await cli("admin", ["list"], admin.env);
    expect(listed.stdout).toMatch(
      /^No operators yet: npm run admin -- invite "<operator name>"\nAna\tinvited\tthe link works until \d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z\n$/,
    );
  });
});
