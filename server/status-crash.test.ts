// oxlint-disable vitest/valid-expect -- Vitest's expect(value, message) names the request that failed.
/**
 * Issue 28: "a change is acknowledged only once committed; the database survives a crash mid-save". The
 * compiled server takes a burst of admin saves (the admin page's form posts, with its Origin and session
 * cookie), is SIGKILLed in the middle of it, and starts again on the same DATA_DIR: every save that was
 * answered "Saved …" is in the audit log, and /status.json shows it or a later save of the same game.
 * Then the same for a burst of `npm run status -- set …` processes killed part-way. Needs `npm run build`.
 */
import { copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { buildRoot } from "../scripts/build-manifest.ts";
import { missingBuild } from "../tests/preconditions.ts";
import { serverEntry } from "../tests/server-process.ts";
import {
  adminServer,
  auditLog,
  cli,
  formVersion,
  restart,
  saveForm,
  send,
  signIn,
  signedInAs,
  outcome,
  type AdminServer,
} from "../tests/admin-client.ts";

if (!existsSync(serverEntry)) throw new Error(missingBuild("server/status-crash.test.ts"));
// Servers start and CLIs run here: on a busy 2-core machine that takes seconds (no timing asserted).
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const games = ["blox-fruits", "grow-a-garden", "dead-rails", "murder-mystery-2", "fisch", "pet-simulator-99"];
const statuses = ["down", "degraded", "maintenance", "operational"];

describe("a crash in the middle of a burst of saves", () => {
  let admin: AdminServer | undefined;
  afterAll(async () => {
    await admin?.server.stop();
    if (admin) rmSync(admin.dataDir, { recursive: true, force: true });
  });

  it("SIGKILL during admin saves: every acknowledged save is there after the restart", async () => {
    admin = await adminServer();
    const cookie = await signIn(admin, "Crash tester");
    const page = await send(admin, "/admin", { cookie });
    expect(signedInAs(page.body)).toBe("Crash tester");

    // One worker per game, each save based on the version the previous answer's form carries.
    const attempted = new Map<string, string[]>(games.map((game) => [game, []]));
    const acknowledged: { game: string; note: string }[] = [];
    const refused: string[] = [];
    let failed = 0;
    let killedAfter = -1;
    const killAt = 36;
    const running = admin;
    await Promise.all(
      games.map(async (game) => {
        let version = formVersion(page.body, "game", game);
        expect(version, `${game}'s form on /admin`).toBeDefined();
        for (let i = 0; ; i++) {
          const note = `burst ${game} #${i}`;
          attempted.get(game)!.push(note);
          const answer = await send(running, "/admin", {
            cookie,
            form: saveForm("game", game, statuses[i % statuses.length]!, note, version!),
          }).catch(() => undefined);
          if (!answer) {
            failed++;
            return;
          }
          if (answer.status !== 200 || !/^Saved .+\.$/.test(outcome(answer.body) ?? "")) {
            refused.push(`${game} #${i}: ${answer.status}`);
            return;
          }
          acknowledged.push({ game, note });
          version = formVersion(answer.body, "game", game);
          if (acknowledged.length === killAt) {
            killedAfter = acknowledged.length;
            running.server.child.kill("SIGKILL");
          }
        }
      }),
    );
    expect(await running.server.exited).toEqual({ code: null, signal: "SIGKILL" });
    expect(refused, "saves refused before the crash").toEqual([]);
    expect(killedAfter).toBe(killAt);
    // The kill came with other saves in flight: their connections broke (they were never acknowledged).
    expect(failed, "saves in flight when the server was killed").toBeGreaterThan(0);
    console.log(`crash mid-save: ${acknowledged.length} acknowledged, ${failed} in flight at the kill`);

    admin = await restart(admin);
    const log = auditLog(admin.dataDir).filter((change) => change.actor === "Crash tester" && change.kind === "game");
    const logged = new Set(log.map((change) => `${change.key} ${change.note}`));
    expect(
      acknowledged.filter(({ game, note }) => !logged.has(`${game} ${note}`)),
      "acknowledged saves missing from the audit log",
    ).toEqual([]);

    const status = JSON.parse((await send(admin, "/status.json")).body) as {
      games: Record<string, { status: string; note?: string }>;
    };
    for (const game of games) {
      const tried = attempted.get(game)!;
      const last = acknowledged.filter((save) => save.game === game).at(-1);
      const shown = tried.indexOf(status.games[game]?.note ?? "");
      // The last acknowledged note, or one sent after it that was committed before the kill.
      expect(shown, `${game} in /status.json: ${JSON.stringify(status.games[game])}`).toBeGreaterThanOrEqual(
        last ? tried.indexOf(last.note) : 0,
      );
    }
    // The session survived too: the same cookie still saves (based on the version the page now shows).
    const after = await send(admin, "/admin", { cookie });
    expect(signedInAs(after.body)).toBe("Crash tester");
    const saved = await send(admin, "/admin", {
      cookie,
      form: saveForm("game", "fisch", "operational", "after the crash", formVersion(after.body, "game", "fisch")!),
    });
    expect(saved.status).toBe(200);
    expect(JSON.parse((await send(admin, "/status.json")).body).games.fisch).toEqual({
      status: "operational",
      note: "after the crash",
    });
  }, 60_000);

  it("SIGKILL during a burst of npm run status processes: every one that said saved is there", async () => {
    const running = admin!;
    // A built site of our own for --dir, so the CLIs write no copy of the project's build.
    const site = mkdtempSync(join(tmpdir(), "rift-crash-site-"));
    for (const file of ["index.html", "404.html", "status.json"]) copyFileSync(join(buildRoot, file), join(site, file));
    try {
      const runs = Array.from({ length: 12 }, (_, i) => {
        const game = games[i % games.length]!;
        const note = `cli ${game} #${i}`;
        return { game, note, run: cli("status", ["set", game, "down", note, `--dir=${site}`], running.env) };
      });
      // As soon as the first has said it saved, kill every other one of the rest (the others finish).
      await Promise.race(runs.map(({ run }) => run));
      for (const [i, { run }] of runs.entries()) if (i % 2) run.kill();
      const results = await Promise.all(runs.map(async (each) => ({ ...each, result: await each.run })));
      const saved = results.filter(({ result }) => result.code === 0 && /^status: saved in /m.test(result.stdout));
      const killed = results.filter(({ result }) => result.signal === "SIGKILL");
      console.log(`CLI burst: ${saved.length} saved, ${killed.length} killed`);
      expect(saved.length).toBeGreaterThan(0);
      expect(results.filter(({ result }) => result.code !== 0 && result.signal !== "SIGKILL")).toEqual([]);
      const logged = new Set(
        auditLog(running.dataDir)
          .filter((change) => change.actor === "CLI")
          .map((change) => `${change.key} ${change.note}`),
      );
      expect(
        saved.filter(({ game, note }) => !logged.has(`${game} ${note}`)).map(({ note }) => note),
        "saved by the CLI but missing from the audit log",
      ).toEqual([]);
      // The server (running all along) still answers from the database, and the admin page still works.
      expect((await send(running, "/status.json")).status).toBe(200);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  }, 60_000);
});
