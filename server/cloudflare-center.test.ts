// oxlint-disable vitest/valid-expect -- Vitest's expect(value, message) names the case that failed.
/**
 * The status center at the edge (issue 41), in Cloudflare's own runtime: the Worker of `npm run cloudflare:build`
 * in `wrangler dev`, its local D1 in a DATA_DIR of its own, the CLIs with --cloudflare on the same database, Discord
 * a local receiver. An operator invited from the CLI signs in with a passkey and saves; a change is on the next
 * request; stale saves are refused; a burst from two operators and the CLI keeps every acknowledged change and
 * posts each exactly once, the Cron Trigger sending what a receiver that was down missed; the whole state moves
 * from the Node server's SQLite into D1 and back. Needs `npm run build` and `npm run cloudflare:build`.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { projectRoot } from "../scripts/build-manifest.ts";
import { cloudflareDir } from "../scripts/cloudflare.ts";
import { sessionCookie } from "../app/status-center/admin.ts";
import { localD1 } from "../app/status-center/node-center.ts";
import { wranglerEngine } from "../app/status-center/wrangler-engine.ts";
import { exactly, receiver } from "../tests/discord-receiver.ts";
import { freePort } from "../tests/server-process.ts";
import {
  adminServer,
  cli,
  cloudflareAdminServer,
  formVersion,
  outcome,
  register,
  saveForm,
  send,
  sessionFrom,
  signIn,
  signedInAs,
  type AdminServer,
} from "../tests/admin-client.ts";

if (!existsSync(join(cloudflareDir, "server", "entry.mjs")))
  throw new Error("server/cloudflare-center.test.ts needs the Worker: run npm run cloudflare:build first");
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

let hook: ReturnType<typeof receiver>;
let admin: AdminServer;
beforeAll(async () => {
  hook = receiver(await freePort());
  await hook.listen();
  admin = await cloudflareAdminServer({ DISCORD_WEBHOOK_URL: hook.url });
});
afterAll(async () => {
  await admin?.server.stop();
  await hook?.close();
  if (admin) rmSync(admin.dataDir, { recursive: true, force: true });
});
/** The Worker's Cron Trigger, run now (wrangler's local endpoint for it). */
const cron = async () => (await fetch(`${admin.server.base}/cdn-cgi/local/scheduled`)).status;
const statusJson = async () => JSON.parse((await send(admin, "/status.json")).body);

/** The D1 session bookmark an answer sets (read replicas on), if any. */
const bookmarkOf = (answer: { headers: Record<string, string | string[] | undefined> }) =>
  /^__Host-rift-d1=([\w-]+); Path=\/; Secure; HttpOnly; SameSite=Strict$/.exec(
    [answer.headers["set-cookie"] ?? []].flat().find((line) => line.startsWith("__Host-rift-d1=")) ?? "",
  )?.[1];

describe("an operator at the edge", () => {
  let cookie: string;

  it("is invited with npm run admin -- invite --cloudflare (the link alone), signs in with a passkey and saves", async () => {
    const invited = await cli("admin", ["invite", "Ana", "--cloudflare"], admin.env);
    expect(invited.stdout).toMatch(new RegExp(`^${admin.origin}/admin/invite/[\\w-]{43}\\n$`));
    cookie = await signIn(admin, "Ana 2");
    const page = await send(admin, "/admin", { cookie });
    expect(signedInAs(page.body)).toBe("Ana 2");
    expect(String(page.headers["set-cookie"] ?? ""), "no D1 session while read replicas are off").not.toContain(
      "__Host-rift-d1",
    );
    const saved = await send(admin, "/admin", {
      cookie,
      form: saveForm("game", "fisch", "down", "Patched <b>again</b>", formVersion(page.body, "game", "fisch")!),
    });
    expect([saved.redirected?.status, outcome(saved.body)]).toEqual([303, "Saved Fisch."]);
    expect((await statusJson()).games.fisch).toEqual({ status: "down", note: "Patched <b>again</b>" });
    const status = (await send(admin, "/status")).body;
    expect(status).toContain("Patched &lt;b&gt;again&lt;/b&gt;");
    expect((await send(admin, "/status.atom")).body).toContain('<title type="text">Fisch: Down</title>');
    const shown = await cli("status", ["show", "--cloudflare"], admin.env);
    expect(JSON.parse(shown.stdout).games.fisch.note).toBe("Patched <b>again</b>");
    expect(await exactly(() => hook.received.length, 1), "one post, sent after the answer (waitUntil)").toBe(1);
    expect(await cron()).toBe(200);
    expect(await exactly(() => hook.received.length, 1), "the Cron Trigger posts nothing twice").toBe(1);
  });

  it("a save based on a replaced version is refused (409, role=alert), nothing overwritten", async () => {
    const page = await send(admin, "/admin", { cookie });
    const version = formVersion(page.body, "game", "fisch")!;
    expect((await cli("status", ["set", "fisch", "degraded", "from the CLI", "--cloudflare"], admin.env)).code).toBe(0);
    const stale = await send(admin, "/admin", { cookie, form: saveForm("game", "fisch", "operational", "", version) });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatch(/<p role="alert"[^>]*>Fisch was changed by CLI at /);
    expect((await statusJson()).games.fisch).toEqual({ status: "degraded", note: "from the CLI" });
  });

  it("a burst from two operators and the CLI: every acknowledged change is there, each posted once", async () => {
    const other = await signIn(admin, "Ben");
    const before = hook.received.length;
    const exported = async () => {
      const file = join(admin.dataDir, `export-${Date.now()}.json`);
      const run = await cli("admin", ["export", file, "--cloudflare"], admin.env);
      expect(run.code, run.stderr).toBe(0);
      return JSON.parse(readFileSync(file, "utf8")).tables.change as {
        id: number;
        after_note: string | null;
        after_status: string | null;
      }[];
    };
    const last = Math.max(...(await exported()).map((change) => change.id));
    const games = ["blox-fruits", "grow-a-garden", "dead-rails", "murder-mystery-2", "pet-simulator-99"];
    const saveAll = (who: string, session: string) =>
      Promise.all(
        games.map(async (game, i) => {
          const page = await send(admin, "/admin", { cookie: session });
          const form = saveForm(
            "game",
            game,
            i % 2 ? "degraded" : "maintenance",
            `${who} ${i}`,
            formVersion(page.body, "game", game)!,
          );
          const answer = await send(admin, "/admin", { cookie: session, form });
          return answer.redirected?.status === 303
            ? `${who} ${i}`
            : answer.status === 409
              ? "refused"
              : `error ${answer.status}`;
        }),
      );
    const [ana, ben, ...byCli] = await Promise.all([
      saveAll("Ana", cookie),
      saveAll("Ben", other),
      ...games.map((game, i) => cli("status", ["set", game, "down", `CLI ${i}`, "--cloudflare"], admin.env)),
    ]);
    const saves = [...(ana as string[]), ...(ben as string[])];
    if (saves.some((note) => note.startsWith("error"))) console.log(admin.server.output().slice(-4000));
    expect(saves.filter((note) => note.startsWith("error"))).toEqual([]);
    expect(byCli.map((run) => (run as { code: number }).code)).toEqual(games.map(() => 0));
    const burst = (await exported()).filter((change) => change.id > last && change.after_status);
    const notes = burst.map((change) => change.after_note);
    for (const saved of [...saves.filter((note) => note !== "refused"), ...games.map((_, i) => `CLI ${i}`)])
      expect(notes, `acknowledged: ${saved}`).toContain(saved);
    expect(await cron()).toBe(200);
    const received = await exactly(() => hook.received.length - before, burst.length);
    if (received !== burst.length) console.log(admin.server.output().slice(-3000));
    expect(received, "one post per change").toBe(burst.length);
    const posted = hook.received.slice(before).map((entry) => JSON.parse(entry.body).embeds[0].description);
    expect(new Set(posted).size, "no post twice").toBe(posted.length);
  });

  it("a change saved while the receiver is down is posted by the Cron Trigger once it is back, once", async () => {
    await hook.close();
    const before = hook.received.length;
    expect(
      (await cli("status", ["set", "fisch", "maintenance", "while Discord is down", "--cloudflare"], admin.env)).code,
    ).toBe(0);
    const page = await send(admin, "/admin", { cookie });
    await send(admin, "/admin", {
      cookie,
      form: saveForm("game", "fisch", "down", "still down", formVersion(page.body, "game", "fisch")!),
    });
    expect(await cron()).toBe(200);
    await hook.listen();
    // A failed post is tried again two minutes after its claim: the test moves the claims back instead of waiting.
    const d1 = localD1(admin.dataDir);
    d1.db.prepare("UPDATE outbox SET claimed_at = claimed_at - 121000").run();
    d1.close();
    expect(await cron()).toBe(200);
    const received = await exactly(() => hook.received.length - before, 2);
    const notes = hook.received.slice(before).map((entry) => JSON.parse(entry.body).embeds[0].description);
    expect([received, notes], "both changes, once each").toEqual([2, notes]);
    expect(notes.sort()).toEqual(["still down", "while Discord is down"]);
  });
});

describe("with D1's read replicas on (D1_READ_REPLICAS=on)", () => {
  let edge: AdminServer;
  beforeAll(async () => {
    edge = await cloudflareAdminServer({ D1_READ_REPLICAS: "on" });
  });
  afterAll(async () => {
    await edge?.server.stop();
    if (edge) rmSync(edge.dataDir, { recursive: true, force: true });
  });

  it("an operator's answers carry their session's bookmark, and their next pages read from it: a save shows at once", async () => {
    const anonymous = await send(edge, "/admin");
    expect(String(anonymous.headers["set-cookie"] ?? ""), "a visitor gets no cookie").not.toContain("__Host-rift-d1");
    const cookie = await signIn(edge, "Ana");
    const page = await send(edge, "/admin", { cookie });
    expect(bookmarkOf(page), "the admin page's bookmark").toBeTruthy();
    const saved = await send(edge, "/admin", {
      cookie,
      form: saveForm("game", "fisch", "down", "through a session", formVersion(page.body, "game", "fisch")!),
    });
    const bookmark = bookmarkOf(saved.redirected!);
    expect([saved.redirected?.status, outcome(saved.body), bookmark !== undefined]).toEqual([
      303,
      "Saved Fisch.",
      true,
    ]);
    // D1's bookmark: its position in the database's history (hexadecimal, as D1 writes it).
    expect(bookmark).toMatch(/^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/);
    const status = await send(edge, "/status", { headers: { Cookie: `__Host-rift-d1=${bookmark}` } });
    expect(status.body).toContain("through a session");
    // A visitor reads from any replica; a bookmark that is not one is no bookmark: never a 500.
    for (const forged of ["", "nope", "0".repeat(200), "a;b", "../x", `ffffffff-ffffffff-ffffffff-${"f".repeat(32)}`]) {
      const answer = await send(edge, "/status.json", { headers: { Cookie: `__Host-rift-d1=${forged}` } });
      expect([forged, answer.status, JSON.parse(answer.body).games.fisch.note]).toEqual([
        forged,
        200,
        "through a session",
      ]);
    }
    const forged = await send(edge, "/admin", {
      headers: { Cookie: `${sessionCookie}=${cookie}; __Host-rift-d1=nope` },
    });
    expect([forged.status, signedInAs(forged.body)]).toEqual([200, "Ana"]);
    // A visitor's cookies are never read or answered with one, whatever session they claim; a forged bookmark is
    // never echoed, even to an operator.
    const made = `ffffffff-ffffffff-ffffffff-${"f".repeat(32)}`;
    const visitor = await send(edge, "/admin", {
      headers: { Cookie: `${sessionCookie}=made-up; __Host-rift-d1=${made}` },
    });
    expect([signedInAs(visitor.body), bookmarkOf(visitor)]).toEqual([undefined, undefined]);
    const echoed = await send(edge, "/admin", {
      headers: { Cookie: `${sessionCookie}=${cookie}; __Host-rift-d1=${made}` },
    });
    expect([signedInAs(echoed.body), bookmarkOf(echoed) === made, !!bookmarkOf(echoed)]).toEqual(["Ana", false, true]);
  });
});

describe("the admin at the edge under a flood, and the protocol's edges", () => {
  /** A request as from `address` (the local preview takes the client from CF-Connecting-IP, as Cloudflare sets it). */
  const as = (address: string, options: Parameters<typeof send>[2] = {}) => ({
    ...options,
    headers: { ...options.headers, "CF-Connecting-IP": address },
  });

  it("strangers flooding invites and options from six addresses never reach an operator's sign-in; a sign-in ends the session sent", async () => {
    const { passkey, cookie: first } = await register(admin, "Flo");
    const flooding = { on: true };
    const refused: number[] = [];
    const flood = ["198.51.100.2", "198.51.100.3", "198.51.100.4", "2001:db8:1::1", "2001:db8:2::1", "203.0.113.7"].map(
      async (address, index) => {
        for (let i = 0; flooding.on && i < 120; i++) {
          const answer = await send(
            admin,
            i % 2 ? "/admin/passkey/options" : `/admin/invite/nothing-${index}-${i}`,
            as(address, i % 2 ? { json: { ceremony: "sign-in" } } : { origin: undefined }),
          );
          refused.push(answer.status);
        }
      },
    );
    try {
      await expect
        .poll(() => refused.filter((status) => status === 429).length, { timeout: 45_000 })
        .toBeGreaterThan(6);
      for (let attempt = 0; attempt < 3; attempt++) {
        const options = await send(
          admin,
          "/admin/passkey/options",
          as("192.0.2.50", { json: { ceremony: "sign-in" } }),
        );
        expect([attempt, options.status]).toEqual([attempt, 200]);
        const { options: publicKey, challengeId } = JSON.parse(options.body);
        const verify = await send(
          admin,
          "/admin/passkey/verify",
          as("192.0.2.50", {
            json: { ceremony: "sign-in", challengeId, response: passkey.get(publicKey) },
            cookie: first,
          }),
        );
        expect([attempt, verify.status, !!sessionFrom(verify)]).toEqual([attempt, 200, true]);
      }
    } finally {
      flooding.on = false;
      await Promise.all(flood);
    }
    expect(
      refused.filter((status) => status === 429).length,
      "the strangers' own options, past their count",
    ).toBeGreaterThan(0);
    expect(
      signedInAs((await send(admin, "/admin", { cookie: first })).body),
      "the session the sign-in ended",
    ).toBeUndefined();
  });

  it("a CORS preflight on /status.json is 204; /admin/ redirects to /admin; If-Match on a live route is 412 unless *", async () => {
    const preflight = await send(admin, "/status.json", {
      method: "OPTIONS",
      origin: "https://fan-site.example",
      headers: { "Access-Control-Request-Method": "GET", "Access-Control-Request-Headers": "if-none-match" },
    });
    expect([
      preflight.status,
      preflight.headers["access-control-allow-methods"],
      preflight.headers["access-control-allow-origin"],
    ]).toEqual([204, "GET, HEAD", "*"]);
    const slash = await send(admin, "/admin/");
    expect([slash.status, slash.headers.location]).toEqual([301, "/admin"]);
    for (const path of ["/status.json", "/status", "/games/fisch"]) {
      const { headers } = await send(admin, path);
      expect((await send(admin, path, { headers: { "If-Match": headers.etag! } })).status, path).toBe(412);
      expect((await send(admin, path, { headers: { "If-Match": "*" } })).status, path).toBe(200);
    }
  });
});

describe("the CLIs' --remote engine (wrangler d1 execute), run --local on the same D1", () => {
  it("reads what the Worker wrote; values with quotes, SQL and bytes are literals, never statements", async () => {
    const engine = wranglerEngine({ local: admin.dataDir });
    const d1 = localD1(admin.dataDir);
    const direct = d1.db.prepare("SELECT id, actor, after_note FROM change ORDER BY id").all();
    d1.close();
    expect(await engine.all({ sql: "SELECT id, actor, after_note FROM change ORDER BY id", params: [] })).toEqual(
      direct,
    );
    const note = `it's "odd" -- ; DROP TABLE change; ?`;
    const [rows, count] = await engine.batch([
      { sql: "SELECT ? AS t, ? AS n, hex(?) AS b, ? AS z", params: [note, 2.5, new Uint8Array([0, 255]), null] },
      { sql: "SELECT count(*) AS n FROM change WHERE after_note = ?", params: [note] },
    ]);
    expect(rows).toEqual([{ t: note, n: 2.5, b: "00FF", z: null }]);
    expect(count).toEqual([{ n: 0 }]);
  });
});

describe("moving a site between the Node server and Cloudflare", () => {
  it("npm run admin -- export on Node, import --cloudflare: the history and the operators come along; and back", async () => {
    const node = await adminServer();
    try {
      await signIn(node, "Cleo");
      const site = mkdtempSync(join(tmpdir(), "rift-move-site-"));
      for (const file of ["index.html", "404.html"]) writeFileSync(join(site, file), "<!doctype html>");
      const set = await cli("status", ["set", "dead-rails", "down", "moved with the site", `--dir=${site}`], node.env);
      expect(set.code, set.stderr).toBe(0);
      const file = join(mkdtempSync(join(tmpdir(), "rift-move-")), "rift.json");
      expect((await cli("admin", ["export", file], node.env)).code).toBe(0);
      const imported = await cli("admin", ["import", file, "--cloudflare"], admin.env);
      expect(imported.code, imported.stderr).toBe(0);
      expect((await statusJson()).games["dead-rails"]).toEqual({ status: "down", note: "moved with the site" });
      expect((await cli("admin", ["list", "--cloudflare"], admin.env)).stdout).toMatch(/^Cleo\t1 passkey\t/m);
      const back = join(admin.dataDir, "back.json");
      expect((await cli("admin", ["export", back, "--cloudflare"], admin.env)).code).toBe(0);
      const again = await adminServer();
      try {
        expect((await cli("admin", ["import", back], again.env)).code).toBe(0);
        expect(JSON.parse((await send(again, "/status.json")).body).games["dead-rails"].note).toBe(
          "moved with the site",
        );
      } finally {
        await again.server.stop();
      }
    } finally {
      await node.server.stop();
    }
  });
});

describe("npm run cloudflare:preview", () => {
  it("serves on PORT with its local D1 in DATA_DIR and the settings of the env file, offline", async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), "rift-preview-"));
    const envFile = join(dataDir, "rift.env");
    writeFileSync(envFile, `ADMIN_ORIGIN=http://localhost:${port}\nADMIN_INVITE_TTL=120\n`);
    const preview = spawn(
      process.execPath,
      [join(projectRoot, "node_modules", "tsx", "dist", "cli.mjs"), "scripts/cloudflare.ts", "preview", "--no-build"],
      {
        cwd: projectRoot,
        env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, RIFT_ENV_FILE: envFile },
        detached: true,
        stdio: "ignore",
      },
    );
    try {
      let answered = 0;
      for (let i = 0; i < 300 && !answered; i++) {
        answered = await fetch(`http://127.0.0.1:${port}/status.json`).then(
          (answer) => answer.status,
          () => 0,
        );
        if (!answered) await new Promise((done) => setTimeout(done, 200));
      }
      expect(answered).toBe(200);
      const invited = await cli("admin", ["invite", "Dee", "--cloudflare"], {
        DATA_DIR: dataDir,
        RIFT_ENV_FILE: envFile,
      });
      expect(invited.stdout).toMatch(new RegExp(`^http://localhost:${port}/admin/invite/[\\w-]{43}\\n$`));
      const page = await fetch(`http://127.0.0.1:${port}${new URL(invited.stdout.trim()).pathname}`);
      expect([page.status, await page.text()]).toEqual([200, expect.stringContaining("Welcome, Dee")]);
    } finally {
      process.kill(-preview.pid!, "SIGTERM");
      await new Promise((done) => preview.once("exit", done));
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
