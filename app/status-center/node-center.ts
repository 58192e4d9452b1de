/**
 * The status center of a Node process (the server, the CLIs): its settings from the environment and the env file
 * the systemd unit and the container read (RIFT_ENV_FILE, else `.env` when it exists), its database in DATA_DIR.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { site } from "../config/site.ts";
import { parseStatusFile, statusVocabulary, type StatusFile } from "../config/status-schema.ts";
import { rateLimit } from "./accounts.ts";
import { loadSettings, openCenter, type Center } from "./center.ts";
import { opened, openDatabase } from "./database.ts";
import { wranglerEngine } from "./wrangler-engine.ts";

/** The variables of the environment, with the env file's for those it does not set. */
export function nodeEnv(env = process.env) {
  const file = env.RIFT_ENV_FILE ?? ".env";
  if (existsSync(file)) process.loadEnvFile(file);
  return env;
}

/** A status file (STATUS_FILE's, or the build's): what a first start imports, and each never-set executor's entry. */
export function readSeed(file: string): StatusFile {
  const parsed = parseStatusFile(readFileSync(file, "utf8"), statusVocabulary(site));
  if (!parsed.ok) throw new Error(`${file} is not a valid status file:\n${parsed.problems.join("\n")}`);
  return parsed.status;
}

/** Where a CLI acts: this machine's database (DATA_DIR/rift.db), the local D1 of `npm run cloudflare:preview` in
 * DATA_DIR, or the deployed D1 through wrangler. */
export type Where = "node" | "cloudflare" | "cloudflare-remote";

/** The local D1 that `wrangler dev --persist-to DATA_DIR` keeps (a SQLite file; wrangler applied its migrations). */
export function localD1(dataDir: string) {
  const folder = join(resolve(dataDir), "v3", "d1", "miniflare-D1DatabaseObject");
  const name = existsSync(folder) && readdirSync(folder).find((file) => /^[0-9a-f]{64}\.sqlite$/.test(file));
  if (!name)
    throw new Error(`no local D1 in ${resolve(dataDir)}: run npm run cloudflare:preview once with this DATA_DIR`);
  const db = new DatabaseSync(join(folder, name), { timeout: 5_000 });
  db.exec("PRAGMA foreign_keys = ON;");
  return opened(db, join(folder, name));
}

/**
 * Opens the center on DATA_DIR's database (or `where` the CLI says); on a first start (an empty database) it imports
 * `seed`. Sign-in tries are counted in this process's memory: a flood of them writes nothing to disk.
 */
export async function openNodeCenter(
  seed: StatusFile | undefined,
  log: (line: string) => void = console.error,
  where: Where = "node",
) {
  const env = nodeEnv();
  const dataDir = env.DATA_DIR || "data";
  const database =
    where === "node"
      ? openDatabase(dataDir)
      : where === "cloudflare"
        ? localD1(dataDir)
        : { engine: wranglerEngine({ remote: true }), file: "the deployed D1 database", close() {} };
  const allow = rateLimit(openDatabase(":memory:").engine);
  const center = openCenter({ engine: database.engine, settings: loadSettings(env), seed, log, allow });
  if (seed && (await center.importOnce(seed))) log("status center: imported the first status file");
  return Object.assign(center, { database });
}
export type NodeCenter = Awaited<ReturnType<typeof openNodeCenter>>;
export type { Center };
