/**
 * The status center of this process: its settings (from the environment, and the env file the systemd unit
 * and the container read: RIFT_ENV_FILE, else `.env`, when it exists), the database, and what follows a save.
 */
import { existsSync, readFileSync } from "node:fs";
import { site } from "../config/site.ts";
import { localizedPath } from "../i18n/locales.ts";
import { publishedLocales } from "../i18n/published.ts";
import { gameSlug, parseStatusFile, statusVocabulary, type StatusFile } from "../config/status-schema.ts";
import { accounts } from "./accounts.ts";
import { openDatabase } from "./database.ts";
import { postWebhook, webhookMessage, webhookUrl } from "./discord.ts";
import { relyingParty } from "./passkeys.ts";
import { statusStore, type Change, type State, type Subject } from "./store.ts";

const seconds = (name: string, value: string | undefined, fallback: number) => {
  if (value === undefined || value === "") return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1)
    throw new Error(`${name} must be a whole number of seconds; got "${value}"`);
  return Number(value);
};

/** What the Node server renders from the database on each request (app/pages/live/): the rest is the build's. */
export const livePaths = new Set([
  "/status.json",
  ...publishedLocales.flatMap((locale) => ["/status", "/status.atom"].map((path) => localizedPath(path, locale))),
]);

export function loadSettings(env = process.env) {
  const file = env.RIFT_ENV_FILE ?? ".env";
  if (existsSync(file)) process.loadEnvFile(file);
  return {
    dataDir: env.DATA_DIR || "data",
    origin: relyingParty(env.ADMIN_ORIGIN || `http://localhost:${env.PORT || "3000"}`).origin,
    inviteTtlSeconds: seconds("ADMIN_INVITE_TTL", env.ADMIN_INVITE_TTL, 86_400),
    idleSeconds: seconds("ADMIN_SESSION_IDLE", env.ADMIN_SESSION_IDLE, 3_600),
    absoluteSeconds: seconds("ADMIN_SESSION_MAX", env.ADMIN_SESSION_MAX, 7 * 86_400),
    webhook: webhookUrl(env.DISCORD_WEBHOOK_URL),
  };
}
export type Settings = ReturnType<typeof loadSettings>;

/** What an operator may set: each game (by slug, with its title), each executor, the notice. */
export const subjects = [
  ...site.games.map((game) => ({ kind: "game" as const, key: gameSlug(game.title), label: game.title })),
  ...site.executors.map((executor) => ({ kind: "executor" as const, key: executor.name, label: executor.name })),
  { kind: "notice" as const, key: "" as const, label: "Site notice" },
];
/** A subject's name for people: a game's title, an executor's name (the key of one no longer configured). */
export const labelOf = ({ kind, key }: { kind: string; key: string }) =>
  subjects.find((subject) => subject.kind === kind && subject.key === key)?.label ?? key;
export const choices = {
  game: ["operational", "degraded", "down", "maintenance"],
  executor: ["working", "updating", "patched"],
  notice: ["none", "info", "warning"],
} as const;
export const word = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

export function openCenter(settings: Settings = loadSettings(), log: (line: string) => void = console.error) {
  const database = openDatabase(settings.dataDir);
  const store = statusStore(database);
  const failures = database.db.prepare("INSERT OR REPLACE INTO delivery VALUES (?, ?, ?)");
  const claim = database.db.prepare("INSERT OR IGNORE INTO announcement VALUES (?)");
  let fallback: StatusFile = { updatedAt: new Date(0).toISOString(), games: {}, executors: [] };

  /** Posts the change to Discord when a webhook is set, unless another process has; a failure is logged and kept. */
  const announce = async (change: Change, label: string) => {
    if (!settings.webhook || !claim.run(change.id).changes) return;
    const message = webhookMessage(change, label, word(change.after!.status), new URL("/status", settings.origin).href);
    const posted = await postWebhook(settings.webhook, message);
    if (posted.ok) return;
    log(`status center: change ${change.id} was not posted to Discord: ${posted.error}`);
    failures.run(change.id, Date.now(), posted.error);
  };

  return {
    settings,
    database,
    store,
    accounts: accounts(database, settings),
    /** Saves one subject (committed when it returns), then announces it without waiting. */
    save(subject: Subject & { label: string }, next: State, actor: string, basedOn?: number) {
      const result = store.change(subject, next, actor, basedOn);
      if (result.ok && result.change) void announce(result.change, subject.label);
      return result;
    },
    /** The server's: posts what other processes saved and did not post (a CLI run without the webhook). */
    follow(everyMs = 1_000) {
      setInterval(() => {
        // The last 10 s: a change is committed a moment after its time (another writer may hold the lock).
        for (const change of store.changes(Date.now() - 10_000).reverse())
          if (change.kind !== "sign-in") void announce(change, labelOf(change));
      }, everyMs).unref();
    },
    /**
     * On a first start, `file` (a status.json: STATUS_FILE's, else the build's) becomes the store's status;
     * afterwards `statusJson` answers from the store, with the file's entries for anything never set.
     */
    importOnce(file: string) {
      const parsed = parseStatusFile(readFileSync(file, "utf8"), statusVocabulary(site));
      if (!parsed.ok) throw new Error(`${file} is not a valid status file:\n${parsed.problems.join("\n")}`);
      fallback = parsed.status;
      if (store.importFile(parsed.status, "status.json")) log(`status center: imported ${file}`);
    },
    statusJson: (): StatusFile =>
      store.statusFile(
        subjects.filter((s) => s.kind === "game").map((s) => s.key),
        site.executors.map((e) => e.name),
        fallback,
      ),
    /** Discord posts that failed, newest first. */
    failedPosts: () =>
      database.db
        .prepare(
          "SELECT change_id AS id, d.at, error, kind, key, after_status AS status FROM delivery d JOIN change c ON c.id = change_id ORDER BY d.at DESC LIMIT 20",
        )
        .all() as { id: number; at: number; error: string; kind: string; key: string; status: string }[],
  };
}
export type Center = ReturnType<typeof openCenter>;

// This process's center, opened once and shared by the server and the framework's bundle (two copies of this
// module); the server seeds it with the build's status.json, the build with the project's.
export function sharedCenter(seed = "public/status.json", log?: (line: string) => void): Center {
  const shared = globalThis as { riftCenter?: Center };
  if (!shared.riftCenter) (shared.riftCenter = openCenter(undefined, log)).importOnce(seed);
  return shared.riftCenter;
}
