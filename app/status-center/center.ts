/**
 * The status center on either engine (node:sqlite or D1): its settings, the store, the operators, and what
 * follows a save (the Discord post from the outbox). node-center.ts opens it on Node, the Worker from its bindings.
 */
import { site } from "../config/site.ts";
import { localizedPath } from "../i18n/locales.ts";
import { publishedLocales } from "../i18n/published.ts";
import { gameSlug, isoSecond, statusVocabulary, type StatusFile } from "../config/status-schema.ts";
import { accounts, newToken, rateLimit } from "./accounts.ts";
import { postBudgets, postWebhook, webhookMessage, webhookUrl, worstCaseMs, type PostBudget } from "./discord.ts";
import { relyingParty } from "./passkeys.ts";
import { maintenance } from "./maintenance.ts";
import { pushOrigins, vapidFromEnv } from "./push.ts";
import { pushCenter } from "./push-center.ts";
import { first, sql, type Engine } from "./sql.ts";
import { statusStore, type State, type Subject } from "./store.ts";

const seconds = (name: string, value: string | undefined, fallback: number) => {
  if (value === undefined || value === "") return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1)
    throw new Error(`${name} must be a whole number of seconds; got "${value}"`);
  return Number(value);
};

/** The configured games by slug (their status.json keys), the executors by name. */
export const { games: gameSlugs, executors: executorNames } = statusVocabulary(site);

/** The pages that show a status: rendered with the store's (live), the build's export on static hosts. */
export const statusPages = ["/", "/executors", "/status", ...gameSlugs.map((slug) => `/games/${slug}`)];

/**
 * What is rendered from the status center on each change of its data (the rest is the build's): the status file,
 * each game's badge, and in every language the pages that show a status and the feed.
 */
export const livePaths = new Set([
  "/status.json",
  ...gameSlugs.map((slug) => `/status/${slug}.svg`),
  ...publishedLocales.flatMap((locale) => [...statusPages, "/status.atom"].map((path) => localizedPath(path, locale))),
]);

/** The settings, from variables (the environment and its env file on Node, the Worker's vars and secrets). */
export function loadSettings(env: Record<string, string | undefined>) {
  const origin = relyingParty(env.ADMIN_ORIGIN || `http://localhost:${env.PORT || "3000"}`).origin;
  return {
    origin,
    inviteTtlSeconds: seconds("ADMIN_INVITE_TTL", env.ADMIN_INVITE_TTL, 86_400),
    idleSeconds: seconds("ADMIN_SESSION_IDLE", env.ADMIN_SESSION_IDLE, 3_600),
    absoluteSeconds: seconds("ADMIN_SESSION_MAX", env.ADMIN_SESSION_MAX, 7 * 86_400),
    webhook: webhookUrl(env.DISCORD_WEBHOOK_URL),
    pushEndpoints: pushOrigins(env.PUSH_ENDPOINTS),
    vapid: vapidFromEnv(env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY),
    vapidSubject: env.VAPID_SUBJECT || origin,
  };
}

/** What an operator may set: each game (by slug, with its title), each executor, the notice. */
export const subjects = [
  ...site.games.map((game) => ({ kind: "game" as const, key: gameSlug(game.title), label: game.title })),
  ...site.executors.map((executor) => ({ kind: "executor" as const, key: executor.name, label: executor.name })),
  { kind: "notice" as const, key: "" as const, label: "Site notice" },
];
/** A subject's name for people: a game's title, an executor's name (the key of one no longer configured). */
export const labelOf = ({ kind, key }: { kind: string; key: string }) =>
  kind === "maintenance"
    ? "Maintenance"
    : (subjects.find((subject) => subject.kind === kind && subject.key === key)?.label ?? key);
/** A status as the English admin and Discord posts name it ("down" → "Down"). */
export const capitalized = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

/**
 * A claimed post is its claimer's for this long: the longest post of any host, and a minute for the statements
 * around it (with `--remote`, each is a wrangler call of a few seconds). Then another may take it.
 */
export const leaseMs = Math.max(...Object.values(postBudgets).map(worstCaseMs)) + 60_000;
/** A change not posted within a day is not news any more: its post is dropped. */
const postableMs = 86_400_000;

export interface CenterOptions {
  engine: Engine;
  settings: ReturnType<typeof loadSettings>;
  /** The statuses of the status file the database started from (a configured executor never set keeps its entry). */
  seed?: StatusFile;
  log?: (line: string) => void;
  /** Where sign-in tries are counted (Node: this process's memory; the Worker: D1). */
  allow?: ReturnType<typeof rateLimit>;
  /** Runs work after the answer (the Worker's waitUntil); on Node, it just runs. */
  defer?: (work: Promise<unknown>) => void;
  /** How long a Discord post and a drain of the outbox may take (discord.ts): Node's, or the Worker's. */
  posting?: PostBudget;
}

export function openCenter({
  engine,
  settings,
  seed,
  log = console.error,
  allow,
  defer,
  posting: budget = postBudgets.node,
}: CenterOptions) {
  const store = statusStore(engine);
  const windows = maintenance(engine, gameSlugs, (game) =>
    game === "all" ? "All games" : labelOf({ kind: "game", key: game }),
  );
  const push = pushCenter(engine, settings, log, leaseMs);
  const fallback: StatusFile = seed ?? { updatedAt: new Date(0).toISOString(), games: {}, executors: [] };
  // Each channel drains once at a time, on its own: a Discord post waiting out a rate limit holds no push back.
  const draining: { discord?: Promise<void>; push?: Promise<void> } = {};
  const once = (channel: keyof typeof draining, work: () => Promise<void>) =>
    (draining[channel] ??= work().finally(() => (draining[channel] = undefined)));

  /**
   * Posts what the outboxes hold (Discord's when a webhook is set), and the Web Push messages owed: after a save,
   * every second on the Node server, from the Worker's Cron. A post that fails stays (Discord's listed on /admin) and
   * is tried again once its claim has lapsed.
   */
  async function postOutbox() {
    const started = Date.now();
    await windows.apply(started);
    const stale = sql`SELECT id FROM change WHERE at < ${started - postableMs}`;
    await engine.batch([
      sql`DELETE FROM outbox WHERE change_id IN (${stale})`,
      sql`DELETE FROM push_outbox WHERE change_id IN (${stale})`,
    ]);
    await Promise.all([
      once("discord", () => postDiscord(started)),
      once("push", () => push.pushEach(started + budget.drainMs, budget.timeoutMs)),
    ]);
  }

  /**
   * Posts each change the outbox holds, then drops it. Each is claimed with its own time and a token of its own:
   * no one else takes it while it may be in flight, and only its claimer deletes it or notes its error.
   */
  async function postDiscord(started: number) {
    if (!settings.webhook) return;
    for (;;) {
      const now = Date.now();
      if (now - started + worstCaseMs(budget) > budget.drainMs) return;
      const claim = newToken();
      const claimed = await first<{ change_id: number }>(
        engine,
        // In order: not while an earlier post is in flight elsewhere (claimed, within its lease, not failed).
        sql`UPDATE outbox SET claimed_at = ${now}, claim = ${claim} WHERE change_id = (SELECT change_id FROM outbox
          WHERE claimed_at IS NULL OR claimed_at <= ${now - leaseMs} ORDER BY change_id LIMIT 1)
          AND NOT EXISTS (SELECT 1 FROM outbox AS earlier WHERE earlier.change_id < outbox.change_id
            AND earlier.claimed_at > ${now - leaseMs} AND earlier.error IS NULL)
          RETURNING change_id`,
      );
      if (!claimed) return;
      const [change] = await store.changeById(claimed.change_id);
      const message = webhookMessage(
        change!,
        labelOf(change!),
        capitalized(change!.after!.status),
        new URL("/status", settings.origin).href,
      );
      const posted = await postWebhook(settings.webhook, message, budget);
      const id = claimed.change_id;
      if (posted.ok) await engine.all(sql`DELETE FROM outbox WHERE change_id = ${id} AND claim = ${claim}`);
      else {
        log(`status center: change ${id} was not posted to Discord: ${posted.error}`);
        await engine.all(sql`UPDATE outbox SET error = ${posted.error} WHERE change_id = ${id} AND claim = ${claim}`);
      }
    }
  }

  return {
    settings,
    engine,
    store,
    maintenance: windows,
    accounts: accounts(engine, settings, allow),
    push,
    /** Saves one subject (committed when it returns); its Discord post and pushes follow, after the answer. */
    async save(subject: Subject, next: State, actor: string, basedOn?: number) {
      const result = await store.change(subject, next, actor, basedOn);
      if (result.ok && result.change) (defer ?? ((work) => void work.catch(log)))(this.postOutbox());
      return result;
    },
    postOutbox,
    /** On a first start only: `file`'s statuses (the seed's) become the store's. Whether it imported them. */
    importOnce: async (file = seed) => (file ? store.importFile(file, "status.json") : false),
    async statusJson(now = Date.now()): Promise<StatusFile> {
      const file = await store.statusFile(gameSlugs, executorNames, fallback);
      const planned = await windows.list(now);
      return {
        ...file,
        maintenance: planned.map(({ game, from, to, note }) => ({
          game,
          from: isoSecond(from),
          to: isoSecond(to),
          note,
        })),
      };
    },
    /** Discord posts that failed and wait to be tried again, newest first. */
    failedPosts: () =>
      engine.all<{ id: number; at: number; error: string; kind: string; key: string; status: string }>(
        sql`SELECT change_id AS id, claimed_at AS at, error, kind, key, after_status AS status
          FROM outbox JOIN change ON change.id = change_id WHERE error IS NOT NULL ORDER BY claimed_at DESC LIMIT 20`,
      ),
  };
}
export type Center = ReturnType<typeof openCenter>;

/** What the engine's host (the Node server, the Worker) hands the framework with each request: App.Locals. */
export interface HandedOver {
  center: Center;
  /** The client, as the host names it (TRUST_PROXY on Node, Cloudflare's connecting address at the edge). */
  clientAddress?: string;
  /** A one-line error log (rate-limited on Node). */
  logError?: (message: string) => void;
  /** The live routes' key the host read for this request (live.ts liveKey), so the framework does not read it again. */
  liveKey?: string;
}
