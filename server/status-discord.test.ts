// oxlint-disable vitest/valid-expect -- Vitest's expect(value, message) names the request that failed.
/**
 * Issue 28's Discord contract end to end, against the compiled server and the compiled CLI with a local
 * receiver as DISCORD_WEBHOOK_URL (http on localhost, as the issue allows for tests): a save from the
 * admin and a change with `npm run status` each post exactly one message (one embed: the game's title,
 * the status, the note as text, a link to /status on ADMIN_ORIGIN; `allowed_mentions: {parse: []}`);
 * a 429 with `retry_after` is retried after it; a receiver that hangs or is down never holds a save up,
 * and the failure is logged and shown in the admin; the webhook URL is in no public file or answer.
 * Needs `npm run build`.
 */
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildRoot, projectRoot } from "../scripts/build-manifest.ts";
import { missingBuild } from "../tests/preconditions.ts";
import { freePort, serverEntry, waitFor } from "../tests/server-process.ts";
import { exactly, receiver, wait } from "../tests/discord-receiver.ts";
import { openDatabase } from "../app/status-center/database.ts";
import {
  adminServer,
  cli,
  formVersion,
  outcome,
  restart,
  saveForm,
  send,
  signIn,
  type AdminServer,
} from "../tests/admin-client.ts";

if (!existsSync(serverEntry)) throw new Error(missingBuild("server/status-discord.test.ts"));
// Servers start and CLIs run here: on a busy 2-core machine that takes seconds (no timing asserted).
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

describe("Discord: one message per change, from the admin and the CLI", () => {
  let admin: AdminServer;
  let hook: ReturnType<typeof receiver>;
  let cookie: string;
  const site = mkdtempSync(join(tmpdir(), "rift-discord-site-"));

  beforeAll(async () => {
    hook = receiver(await freePort());
    await hook.listen();
    admin = await adminServer({ DISCORD_WEBHOOK_URL: hook.url });
    cookie = await signIn(admin, "Discord tester");
    // A built site of our own for the CLI's --dir, so it writes no copy of the project's build.
    for (const file of ["index.html", "404.html", "status.json"]) copyFileSync(join(buildRoot, file), join(site, file));
  });
  afterAll(async () => {
    await admin?.server.stop();
    await hook?.close();
    rmSync(site, { recursive: true, force: true });
    if (admin) rmSync(admin.dataDir, { recursive: true, force: true });
  });

  /** Saves a game through the admin's form, based on the version its page shows now. */
  async function save(game: string, status: string, note: string) {
    const page = await send(admin, "/admin", { cookie });
    return send(admin, "/admin", {
      cookie,
      form: saveForm("game", game, status, note, formVersion(page.body, "game", game)!),
    });
  }

  it("a save from the admin: one message, one embed, mentions off, the note as text", async () => {
    const note = "@everyone <b>x</b>";
    const saved = await save("fisch", "down", note);
    expect([saved.status, outcome(saved.body)]).toEqual([200, "Saved Fisch."]);
    expect(await exactly(() => hook.received.length, 1), "messages after one save").toBe(1);
    const [message] = hook.received;
    expect([message!.method, message!.path, message!.type]).toEqual(["POST", "/hook", "application/json"]);
    const body = JSON.parse(message!.body);
    expect(body.allowed_mentions).toEqual({ parse: [] });
    expect(body.content ?? "").not.toMatch(/@everyone|@here|<@/);
    expect(body.embeds).toHaveLength(1);
    expect(body.embeds[0]).toMatchObject({
      title: "Fisch: Down",
      // As written: Discord's markdown (here the angle brackets) escaped.
      description: "@everyone \\<b\\>x\\</b\\>",
      url: `${admin.origin}/status`,
      footer: { text: "Changed by Discord tester" },
    });
  }, 30_000);

  it("a change with npm run status: one message, as the CLI", async () => {
    const before = hook.received.length;
    const run = await cli("status", ["set", "dead-rails", "degraded", "queues are slow", `--dir=${site}`], admin.env);
    expect(run.code, run.stderr).toBe(0);
    expect(await exactly(() => hook.received.length - before, 1), "messages after one CLI change").toBe(1);
    const body = JSON.parse(hook.received.at(-1)!.body);
    expect(body.allowed_mentions).toEqual({ parse: [] });
    expect(body.embeds).toHaveLength(1);
    expect(body.embeds[0]).toMatchObject({
      title: "Dead Rails: Degraded",
      description: "queues are slow",
      url: `${admin.origin}/status`,
      footer: { text: "Changed by CLI" },
    });
  }, 30_000);

  it("a change with npm run status where only the server has the webhook: the server posts it, once", async () => {
    const before = hook.received.length;
    const { DISCORD_WEBHOOK_URL: _hook, ...withoutHook } = admin.env;
    const run = await cli("status", ["set", "fisch", "maintenance", "back soon", `--dir=${site}`], withoutHook);
    expect(run.code, run.stderr).toBe(0);
    expect(await exactly(() => hook.received.length - before, 1), "messages after one CLI change").toBe(1);
    expect(JSON.parse(hook.received.at(-1)!.body).embeds[0]).toMatchObject({
      title: "Fisch: Maintenance",
      description: "back soon",
      footer: { text: "Changed by CLI" },
    });
  }, 30_000);

  it("a change saved by the CLI while the server was down is posted once it is back, once", async () => {
    const before = hook.received.length;
    await admin.server.stop();
    const { DISCORD_WEBHOOK_URL: _hook, ...withoutHook } = admin.env;
    const run = await cli("status", ["set", "fisch", "degraded", "saved while down", `--dir=${site}`], withoutHook);
    expect(run.code, run.stderr).toBe(0);
    expect(hook.received.length, "nothing posted while the server is down").toBe(before);
    admin = await restart(admin);
    expect(await exactly(() => hook.received.length - before, 1), "messages once the server is back").toBe(1);
    expect(JSON.parse(hook.received.at(-1)!.body).embeds[0]).toMatchObject({ title: "Fisch: Degraded" });
  }, 60_000);

  it("a post claimed by a process that died before posting is taken again once the claim (two minutes) lapsed, once", async () => {
    const before = hook.received.length;
    await admin.server.stop();
    const { DISCORD_WEBHOOK_URL: _hook, ...withoutHook } = admin.env;
    expect(
      (await cli("status", ["set", "fisch", "down", "claimed, then a crash", `--dir=${site}`], withoutHook)).code,
    ).toBe(0);
    // As a poster leaves it when it dies between claiming the post and sending it, 121 s ago.
    const database = openDatabase(admin.dataDir);
    database.db.prepare("UPDATE outbox SET claimed_at = ?").run(Date.now() - 121_000);
    database.close();
    admin = await restart(admin);
    expect(await exactly(() => hook.received.length - before, 1), "messages once the claim has lapsed").toBe(1);
    expect(JSON.parse(hook.received.at(-1)!.body).embeds[0]).toMatchObject({ title: "Fisch: Down" });
    cookie = await signIn(admin, "Discord tester 2");
  }, 60_000);

  it("a 429 with retry_after: the same message is posted again after it, once", async () => {
    const before = hook.received.length;
    hook.state.mode = "429 once";
    const saved = await save("blox-fruits", "maintenance", "new update");
    expect(saved.status).toBe(200);
    expect(await exactly(() => hook.received.length - before, 2), "requests: the refused one and its retry").toBe(2);
    const [refused, retried] = hook.received.slice(before);
    expect([refused!.answered, retried!.answered]).toEqual([429, 204]);
    expect(retried!.body).toBe(refused!.body);
    expect(JSON.parse(retried!.body).embeds[0].title).toBe("Blox Fruits: Maintenance");
    // Not before the 0.6 s Discord asked for (a lower bound: the order of events, not a speed).
    expect(retried!.at - refused!.at).toBeGreaterThanOrEqual(550);
    const page = await send(admin, "/admin", { cookie });
    expect(page.body).not.toContain("Discord posts that failed");
  }, 30_000);

  it("a receiver that hangs, then is down: saves go on; the failures are logged and shown in the admin", async () => {
    hook.state.mode = "hang";
    const before = hook.received.length;
    const first = await save("grow-a-garden", "down", "hung post");
    expect(first.status).toBe(200);
    for (let i = 0; i < 100 && hook.received.length === before; i++) await wait(50);
    expect(hook.held, "the post waiting on the receiver").toHaveLength(1);
    // Its post still unanswered, another save is answered.
    const second = await save("murder-mystery-2", "degraded", "while the first post hangs");
    expect([second.status, outcome(second.body)]).toEqual([200, "Saved Murder Mystery 2."]);
    expect(hook.held.filter((res) => !res.writableEnded).length).toBeGreaterThanOrEqual(1);

    await hook.close();
    const down = await save("pet-simulator-99", "down", "nobody listens");
    expect([down.status, outcome(down.body)]).toEqual([200, "Saved Pet Simulator 99."]);
    await waitFor(
      admin.server,
      (output) => (output.match(/was not posted to Discord/g) ?? []).length >= 3,
      20_000,
      "three failed posts logged",
    );
    expect(admin.server.output()).toMatch(/change \d+ was not posted to Discord: Discord could not be reached/);
    const page = await send(admin, "/admin", { cookie });
    const failed = /<h2[^>]*>Discord posts that failed<\/h2>([^]*?)<\/section>/.exec(page.body);
    expect(failed, "the admin's list of failed posts").not.toBeNull();
    expect(failed![1]!.match(/<li/g)).toHaveLength(3);
    // Each named by what changed, not by a number.
    expect(failed![1]).toContain("Pet Simulator 99: Down (");
    // The saves themselves are all there.
    const status = JSON.parse((await send(admin, "/status.json")).body);
    expect(status.games["pet-simulator-99"]).toEqual({ status: "down", note: "nobody listens" });
    expect(status.games["grow-a-garden"]).toEqual({ status: "down", note: "hung post" });
  }, 60_000);

  it("the webhook URL is in no file of build/client or build/static-host, and in no public answer", async () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true, recursive: true })
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name));
    const published = [join(projectRoot, "build", "client"), join(projectRoot, "build", "static-host")].flatMap(files);
    expect(published.length).toBeGreaterThan(100);
    const leaks = published.filter((file) => {
      const text = readFileSync(file, "latin1");
      return text.includes(hook.url) || text.includes("DISCORD_WEBHOOK_URL");
    });
    expect(leaks).toEqual([]);
    for (const path of [
      "/",
      "/status",
      "/pt-br/status",
      "/status.json",
      "/status.atom",
      "/executors",
      "/nope",
      "/admin",
    ]) {
      const answer = await send(admin, path);
      expect(answer.status, path).toBeLessThan(500);
      expect(answer.body.includes(hook.url) || JSON.stringify(answer.headers).includes(hook.url), path).toBe(false);
    }
  }, 30_000);
});
