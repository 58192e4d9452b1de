/**
 * The status center of a Node process (the server, the CLIs): its settings from the environment and the env file
 * the systemd unit and the container read (RIFT_ENV_FILE, else `.env` when it exists), its database in DATA_DIR.
 */
import { existsSync, readFileSync } from "node:fs";
import { site } from "../config/site.ts";
import { parseStatusFile, statusVocabulary, type StatusFile } from "../config/status-schema.ts";
import { rateLimit } from "./accounts.ts";
import { loadSettings, openCenter, type Center } from "./center.ts";
import { openDatabase } from "./database.ts";

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

/**
 * Opens the center on DATA_DIR's database; on a first start (an empty database) it imports `seedFile`.
 * Sign-in tries are counted in this process's memory: a flood of them writes nothing to disk.
 */
export async function openNodeCenter(seedFile: string | undefined, log: (line: string) => void = console.error) {
  const env = nodeEnv();
  const database = openDatabase(env.DATA_DIR || "data");
  const seed = seedFile ? readSeed(seedFile) : undefined;
  const allow = rateLimit(openDatabase(":memory:").engine);
  const center = openCenter({ engine: database.engine, settings: loadSettings(env), seed, log, allow });
  if (seed && (await center.importOnce(seed))) log(`status center: imported ${seedFile}`);
  return Object.assign(center, { database });
}
export type NodeCenter = Awaited<ReturnType<typeof openNodeCenter>>;
export type { Center };
