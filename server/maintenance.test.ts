// oxlint-disable vitest/valid-expect -- Vitest's expect(value, message) names the step that failed.
/**
 * Maintenance announced ahead (issue 43) on both engines: the compiled Node server and the Worker in `wrangler dev`
 * with its local D1, the CLI on each, Discord a local receiver. A window is scheduled from the CLI (its id alone on
 * the last line), listed in /status.json, on /status, the game's page and the feed, posted to Discord; at its start
 * the game is in maintenance on the next request (and its badge), Discord told once; at its end the game is back to
 * what it was, or to what an operator set meanwhile; cancelling a running window for all games ends it at once.
 * The test moves a window's times in the database instead of waiting for them (no sleep for a window's length).
 * Needs `npm run build` and `npm run cloudflare:build`.
 */
import { copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildRoot } from "../scripts/build-manifest.ts";
import { cloudflareDir } from "../scripts/cloudflare.ts";
import { openDatabase } from "../app/status-center/database.ts";
import { localD1 } from "../app/status-center/node-center.ts";
import { exactly, receiver } from "../tests/discord-receiver.ts";
import { freePort, serverEntry } from "../tests/server-process.ts";
import { adminServer, cli, cloudflareAdminServer, send, type AdminServer } from "../tests/admin-client.ts";

if (!existsSync(serverEntry) || !existsSync(join(cloudflareDir, "server", "entry.mjs")))
  throw new Error("server/maintenance.test.ts needs npm run build and npm run cloudflare:build");
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const hour = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();
/** What the CLI prints a time as in the audit log and Discord: "2026-11-30 10:00 UTC". */
const utc = (ms: number) => `${iso(ms).slice(0, 16).replace("T", " ")} UTC`;

describe("the CLI refuses a window it cannot read or that the rules refuse, in one line that says which part", () => {
  const env = { DATA_DIR: mkdtempSync(join(tmpdir(), "rift-maintenance-cli-")) };
  afterAll(() => rmSync(env.DATA_DIR, { recursive: true, force: true }));

  it.each([
    [["nowhere", "--from", "2030-01-01T10:00:00Z", "--to", "2030-01-01T12:00:00Z"], /^status: Unknown game "nowhere"/],
    [["fisch", "--from", "tomorrow", "--to", "2030-01-01T12:00:00Z"], /^status: --from must be an ISO 8601 time/],
    [["fisch", "--from", "2030-01-01T10:00:00Z", "--to", "2030-01-01T10:00"], /^status: --to must be an ISO 8601 time/],
    [
      ["fisch", "--from", "2030-02-31T10:00:00Z", "--to", "2030-03-05T12:00:00Z"],
      /^status: --from must be an ISO 8601 time .*, on a date that exists; got "2030-02-31T10:00:00Z"$/m,
    ],
    [
      ["fisch", "--from", "2030-01-01T12:00:00Z", "--to", "2030-01-01T10:00:00Z"],
      /^status: The end must come after the start, and after now \(--from 2030-01-01T12:00:00Z, --to 2030-01-01T10:00:00Z\)$/m,
    ],
    [
      ["all", "--from", "2020-01-01T10:00:00Z", "--to", "2020-01-01T12:00:00Z"],
      /^status: The end must come after the start, and after now /,
    ],
    [
      ["fisch", "--from", "2030-01-01T10:00:00.000Z", "--to", "2030-01-01T10:00:00.001Z"],
      /^status: A window lasts at least 1 minute /,
    ],
    [
      ["fisch", "--from", "2030-01-01T10:00:00Z", "--to", "9999-12-31T10:00:00Z"],
      /^status: A window lasts at most 31 days /,
    ],
    [
      ["fisch", "--from", "2030-01-01T10:00:00Z", "--to", "2030-01-01T12:00:00Z", "--note", "a \u0007 bell"],
      /^status: A note cannot hold control characters/,
    ],
    [["cancel", "12345"], /^status: No planned or running maintenance 12345/],
  ])("maintenance %j", async (args, line) => {
    const run = await cli("status", ["maintenance", ...args], env);
    // A usage error: exit code 2, one line on stderr, nothing scheduled.
    expect([run.code, run.stderr.startsWith("status: "), run.stderr.split("\n").length]).toEqual([2, true, 2]);
    expect(run.stderr).toMatch(line);
    expect((await cli("status", ["maintenance", "list"], env)).stdout).toBe("No maintenance planned\n");
  });
});

describe.each(["node", "cloudflare"] as const)("a maintenance window on %s", (engine) => {
  let admin: AdminServer;
  let hook: ReturnType<typeof receiver>;
  const site = mkdtempSync(join(tmpdir(), "rift-maintenance-site-"));
  const flags = () => [...(admin.flags ?? []), `--dir=${site}`];
  const statusJson = async () => JSON.parse((await send(admin, "/status.json")).body);
  const posts = () => hook.received.map((entry) => JSON.parse(entry.body).embeds[0] as Record<string, string>);
  /** The Worker's Cron Trigger (wrangler's local endpoint for it); the Node server posts by itself. */
  const tick = async () => {
    if (engine === "cloudflare") expect((await fetch(`${admin.server.base}/cdn-cgi/local/scheduled`)).status).toBe(200);
  };
  /** Moves window `id`'s start and end in the database: the test's clock. */
  function move(id: string, times: { starts?: number; ends?: number }) {
    const database = engine === "node" ? openDatabase(admin.dataDir) : localD1(admin.dataDir);
    for (const [column, value] of Object.entries(times))
      database.db.prepare(`UPDATE maintenance SET ${column} = ? WHERE id = ?`).run(value, Number(id));
    database.close();
  }

  beforeAll(async () => {
    hook = receiver(await freePort());
    await hook.listen();
    const settings = { DISCORD_WEBHOOK_URL: hook.url };
    admin = engine === "node" ? await adminServer(settings) : await cloudflareAdminServer(settings);
    for (const file of ["index.html", "404.html", "status.json"]) copyFileSync(join(buildRoot, file), join(site, file));
  });
  afterAll(async () => {
    await admin?.server.stop();
    await hook?.close();
    rmSync(site, { recursive: true, force: true });
    if (admin) rmSync(admin.dataDir, { recursive: true, force: true });
  });

  let id = "";
  const from = Date.now() + 2 * hour;
  const to = from + 2 * hour;

  it("scheduled from the CLI: its id alone on the last line; on /status.json, /status, the game's page, the feed and Discord", async () => {
    const run = await cli(
      "status",
      ["maintenance", "fisch", "--from", iso(from), "--to", iso(to), "--note", "Key system move <b>", ...flags()],
      admin.env,
    );
    expect([run.code, run.stderr]).toEqual([0, ""]);
    id = run.stdout.trim().split("\n").at(-1)!;
    expect(id).toMatch(/^\d+$/);
    const seconds = (ms: number) => iso(ms).replace(/\.\d{3}Z$/, "Z");
    const status = await statusJson();
    expect(status.maintenance).toEqual([
      { game: "fisch", from: seconds(from), to: seconds(to), note: "Key system move <b>" },
    ]);
    expect(status.games.fisch?.status ?? "operational").toBe("operational");
    expect((await cli("status", ["maintenance", "list", ...(admin.flags ?? [])], admin.env)).stdout).toBe(
      `${id}\tfisch\t${seconds(from)} – ${seconds(to)}\tKey system move <b>\n`,
    );

    for (const path of ["/status", "/games/fisch"]) {
      const page = (await send(admin, path)).body;
      const section = page.slice(page.indexOf('id="maintenance-heading"'));
      expect(section, path).toMatch(/^id="maintenance-heading"[^>]*>Scheduled maintenance<\/h2>/);
      expect(section, path).toContain("Fisch: ");
      expect(section, path).toContain("(2 h)");
      // The note as text.
      expect(section, path).toContain("Key system move &lt;b&gt;");
    }
    expect((await send(admin, "/games/blox-fruits")).body).not.toContain("Scheduled maintenance</h2>");

    const feed = (await send(admin, "/status.atom")).body;
    expect(feed).toContain(`/status#maintenance-${id}</id>`);
    // Worded from the window in the feed's language (as /status words it), its note as the entry's text.
    expect(feed).toMatch(/<title type="text">Scheduled maintenance: Fisch: [^<]+ UTC – [^<]+ UTC \(2 h\)<\/title>/);
    expect(feed).toContain(`<content type="text">Key system move &lt;b&gt;</content>`);

    await tick();
    expect(await exactly(() => hook.received.length, 1), "posts once scheduled").toBe(1);
    expect(posts()[0]).toMatchObject({
      title: "Maintenance: Scheduled",
      // Discord's markdown characters escaped (shown as written).
      description: `Fisch, ${utc(from)} – ${utc(to)}: Key system move <b>`.replace(/[-:<>]/g, "\\$&"),
      footer: { text: "Changed by CLI" },
    });
  });

  it("at its start the game is in maintenance on the next request and on its badge; Discord is told once", async () => {
    move(id, { starts: Date.now() - 1000 });
    expect((await statusJson()).games.fisch).toMatchObject({ status: "maintenance", note: "Key system move <b>" });
    expect((await send(admin, "/status/fisch.svg")).body).toContain(">Maintenance<");
    await tick();
    expect(await exactly(() => hook.received.length, 2), "posts once started").toBe(2);
    expect(posts()[1]).toMatchObject({
      title: "Maintenance: Started",
      footer: { text: "Changed by Scheduled maintenance" },
    });
  });

  it("at its end it is back to what it was, unless an operator changed it meanwhile: then theirs stands", async () => {
    expect((await cli("status", ["set", "blox-fruits", "degraded", "slow joins", ...flags()], admin.env)).code).toBe(0);
    const all = await cli(
      "status",
      ["maintenance", "all", "--from", iso(Date.now() - hour), "--to", iso(Date.now() + hour), ...flags()],
      admin.env,
    );
    const everything = all.stdout.trim().split("\n").at(-1)!;
    // A start in the past is now: every game at once.
    const games = (await statusJson()).games;
    expect(Object.values(games).map((game) => (game as { status: string }).status)).toEqual(
      Object.values(games).map(() => "maintenance"),
    );
    // An operator sets Fisch during the first window; then both windows end.
    expect((await cli("status", ["set", "fisch", "down", "the move broke keys", ...flags()], admin.env)).code).toBe(0);
    move(id, { ends: Date.now() - 1000 });
    expect((await cli("status", ["maintenance", "cancel", everything, ...(admin.flags ?? [])], admin.env)).stdout).toBe(
      `maintenance ${everything} cancelled\n`,
    );
    const after = await statusJson();
    expect(after.maintenance ?? []).toEqual([]);
    expect(after.games.fisch).toMatchObject({ status: "down", note: "the move broke keys" });
    expect(after.games["blox-fruits"]).toMatchObject({ status: "degraded", note: "slow joins" });
    expect(after.games["dead-rails"]?.status ?? "operational").toBe("operational");
    const feed = (await send(admin, "/status.atom")).body;
    expect(feed).toMatch(/<title type="text">Scheduled maintenance: All games: [^<]*\(Cancelled\)<\/title>/);
    expect(feed).toContain(`<title type="text">Maintenance ended: Dead Rails</title>`);
    // In the history each window is an incident of maintenance.
    expect((await send(admin, "/status")).body).toContain("Dead Rails: Maintenance");
    await tick();
    expect(await exactly(() => hook.received.length, 7), "posts in all").toBe(7);
    expect(posts().map((post) => post.title)).toEqual([
      "Maintenance: Scheduled",
      "Maintenance: Started",
      "Blox Fruits: Degraded",
      "Maintenance: Scheduled",
      "Maintenance: Started",
      "Fisch: Down",
      "Maintenance: Cancelled",
    ]);
  });
});
