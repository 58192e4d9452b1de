/**
 * `npm run status -- …` (build/server/status.js): change the live status in the status center's database
 * (DATA_DIR, as the admin does, as "CLI"; `--cloudflare`: the preview's local D1, with `--remote` the deployed one),
 * then export it as status.json into the build's copies that static hosts serve. It never writes public/ (the seed,
 * read once by a new database) and never reads a copy back.
 */
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { site } from "../app/config/site.ts";
import { loadStatusData } from "../app/status-center/status-data.ts";
import { Refusal } from "../app/status-center/accounts.ts";
import { exitCode, whereOf } from "./cli-exit.ts";
import { openNodeCenter, type NodeCenter } from "../app/status-center/node-center.ts";
import { seed } from "../app/status-center/seed.ts";
import type { State, Subject } from "../app/status-center/store.ts";
import { choices, isoSecond, noteProblem, statusFileProblems, statusVocabulary } from "../app/config/status-schema.ts";
import { parseTime, windowProblem } from "../app/status-center/window-rules.ts";

/** The copies a build produces: what nginx and the static hosts serve as /status.json. */
const copies = [join("build", "client"), join("build", "static-host"), join(".vercel", "output", "static")];
const known = statusVocabulary(site);
const noticeLevels = choices.notice.filter((level) => level !== "none");
const usage = `Usage:
  npm run status -- set <game> <${choices.game.join("|")}> ["note"]
  npm run status -- executor <name> <${choices.executor.join("|")}>
  npm run status -- notice <${noticeLevels.join("|")}> "text"
  npm run status -- notice clear
  npm run status -- show
  npm run status -- export <file>      what a static build bakes into /status (STATUS_EXPORT=<file> npm run build)
  npm run status -- check [FILE]
  npm run status -- maintenance <game|all> --from <ISO 8601> --to <ISO 8601> [--note "text"]   prints its id last
  npm run status -- maintenance cancel <id>
  npm run status -- maintenance list
A change writes status.json into every copy the build made (build/client/, build/static-host/,
.vercel/output/static/), or only --dir=FOLDER/status.json (FOLDER must be a built site). A game without an
entry is operational. --cloudflare: the local D1 of npm run cloudflare:preview; --cloudflare --remote: the
deployed one.`;

/** The status files this run writes: the build's copies there are, or FOLDER's. */
function statusFiles(dir: string | undefined): string[] {
  if (dir === undefined) return copies.map((copy) => resolve(copy, "status.json")).filter((file) => existsSync(file));
  const folder = resolve(dir);
  const missing = ["index.html", "404.html"].filter((file) => !existsSync(join(folder, file)));
  if (missing.length)
    throw new Refusal(
      `${folder} is not a built site (no ${missing.join(" or ")}): name the folder you publish, like build/client or build/static-host`,
    );
  return [join(folder, "status.json")];
}

/** A temporary file renamed over the file: no server reads half a file. */
function writeAtomically(file: string, text: string) {
  const temporary = join(dirname(file), `.status.json.${process.pid}.tmp`);
  writeFileSync(temporary, text);
  renameSync(temporary, file);
  // A precompressed copy would be served instead of the new file.
  for (const stale of [`${file}.br`, `${file}.gz`]) rmSync(stale, { force: true });
}

const oneOf = (list: readonly string[], value: string | undefined, what: string) => {
  if (!list.includes(value!)) throw new Refusal(`${what} must be one of ${list.join(", ")}; got "${value ?? ""}"`);
  return value!;
};

/** The configured game or executor `name` names (an executor's in any case); an unknown name is refused. */
function named(kind: "game" | "executor", name: string | undefined, orAll = "") {
  const names = kind === "game" ? known.games : known.executors;
  const key = names.find((each) => (kind === "game" ? each === name : each.toLowerCase() === name?.toLowerCase()));
  if (key === undefined) throw new Refusal(`Unknown ${kind} "${name ?? ""}": use one of ${names.join(", ")}${orAll}`);
  return { kind, key };
}

/** A note or notice as saved: trimmed; refused as the admin refuses it (noteProblem). */
const noteOf = (value: string) => {
  const note = value.trim();
  if (noteProblem(note)) throw new Refusal(`A note ${noteProblem(note)}`);
  return note;
};

/** The subject a command (`args` after `--`) names and the state it sets; throws a clear message on bad input. */
function parseCommand([command, first, second, ...rest]: string[]): [Subject, State] {
  switch (command) {
    case "set": {
      const game = named("game", first);
      const status = oneOf(choices.game, second, "The game status");
      if (rest.length > 1) throw new Refusal(`Put the note in quotes: one argument after the status`);
      return [game, { status, note: noteOf(rest[0] ?? "") }];
    }
    case "executor": {
      const executor = named("executor", first);
      const status = oneOf(choices.executor, second, "The executor status");
      if (rest.length) throw new Refusal(`Too many arguments after the executor status`);
      return [executor, { status, note: "" }];
    }
    case "notice": {
      const notice = { kind: "notice", key: "" } as const;
      if (first === "clear" && second === undefined) return [notice, { status: "none", note: "" }];
      const level = oneOf(noticeLevels, first, 'The notice level (or "clear")');
      if (rest.length) throw new Refusal(`Put the notice text in quotes: one argument after the level`);
      if (!second?.trim()) throw new Refusal(`The notice needs a text, in quotes`);
      return [notice, { status: level, note: noteOf(second) }];
    }
    default:
      throw new Refusal(command ? `Unknown command "${command}"\n${usage}` : usage);
  }
}

/** The one line a refused window says: which of its parts is wrong. */
function windowOf(game: string | undefined, { from = "", to = "", note = "" }: Record<string, string>, now: number) {
  if (game !== "all") named("game", game, ", or all");
  const time = (name: string, value: string) => {
    const ms = parseTime(value, true);
    if (Number.isNaN(ms))
      throw new Refusal(
        `--${name} must be an ISO 8601 time with its zone, like 2026-11-30T10:00:00Z, on a date that exists; got "${value}"`,
      );
    return ms;
  };
  const [start, end] = [time("from", from), time("to", to)];
  const problem = windowProblem(start, end, now);
  if (problem) throw new Refusal(`${problem} (--from ${from}, --to ${to})`);
  return { game: game!, from: start, to: end, note: noteOf(note) };
}

/** `maintenance <game|all> --from --to [--note]`, `maintenance cancel <id>`, `maintenance list`. */
async function maintenanceCommand(center: NodeCenter, words: string[], options: Record<string, string>) {
  const [first, second, ...rest] = words;
  if (first === "list" && second === undefined) {
    const planned = await center.maintenance.list();
    if (!planned.length) console.log("No maintenance planned");
    for (const { id, game, from, to, note } of planned)
      console.log(`${id}\t${game}\t${isoSecond(from)} – ${isoSecond(to)}\t${note}`);
    return 0;
  }
  if (first === "cancel" && second !== undefined && !rest.length) {
    if (!/^\d+$/.test(second) || !(await center.maintenance.cancel(Number(second), "CLI")))
      throw new Refusal(`No planned or running maintenance ${second} (npm run status -- maintenance list)`);
    await center.postOutbox();
    console.log(`maintenance ${second} cancelled`);
    return 0;
  }
  if (second !== undefined)
    throw new Refusal(`Put the note in --note "…": one game (or all) after maintenance\n${usage}`);
  const now = Date.now();
  const { game, from, to, note } = windowOf(first, options, now);
  const id = await center.maintenance.schedule(game, from, to, note, "CLI", now);
  await center.postOutbox();
  console.log(`maintenance of ${game} planned from ${isoSecond(Math.max(from, now))} to ${isoSecond(to)}`);
  console.log(String(id));
  return 0;
}

async function main(argv: string[]): Promise<number> {
  const args: string[] = [];
  const flags: string[] = [];
  // --dir=FOLDER, and a window's --from, --to, --note (each with its value after "=" or as the next argument).
  const options: Record<string, string> = {};
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    const option = /^--(dir)=(.*)$/.exec(arg) ?? /^--(from|to|note)(?:=(.*))?$/s.exec(arg);
    if (option) options[option[1]!] = option[2] ?? argv[++index] ?? "";
    else if (arg === "--cloudflare" || arg === "--remote") flags.push(arg);
    else if (arg.startsWith("--")) throw new Refusal(`unknown option ${arg}\n${usage}`);
    else args.push(arg);
  }
  const where = whereOf(flags);
  if (!where) throw new Refusal(`--remote goes with --cloudflare\n${usage}`);
  if (args.length === 0 || args[0] === "help") return (console.log(usage), 0);
  const { dir } = options;
  if (args[0] === "check") {
    if (args.length > 2) throw new Refusal(`check takes one file at most\n${usage}`);
    const files = args[1] ? [resolve(args[1])] : statusFiles(dir);
    if (!files.length) throw new Refusal("no status file to check yet: name one (npm run status -- check FILE)");
    const invalid = files.filter((file) => {
      const problems = existsSync(file)
        ? statusFileProblems(readFileSync(file, "utf8"), known)
        : ["- (file): does not exist"];
      if (problems.length) console.error(`${file}:\n${problems.join("\n")}`);
      else console.log(`${file}: valid`);
      return problems.length;
    });
    return invalid.length ? 1 : 0;
  }
  // At the edge the Worker answers /status.json itself: no copy to write unless a folder is named.
  const copiesToo = !["show", "export", "maintenance"].includes(args[0]!) && (where === "node" || dir !== undefined);
  const files = copiesToo ? statusFiles(dir) : [];
  const center = await openNodeCenter(seed, (line) => console.log(line), where);
  if (args[0] === "show") return (console.log(JSON.stringify(await center.statusJson(), null, 2)), 0);
  if (args[0] === "maintenance") return maintenanceCommand(center, args.slice(1), options);
  if (args[0] === "export") {
    if (args.length !== 2) throw new Refusal(`export takes one file\n${usage}`);
    writeFileSync(args[1]!, `${JSON.stringify(await loadStatusData(center))}\n`);
    console.log(`status: exported ${center.database.file} to ${args[1]} (STATUS_EXPORT=${args[1]} npm run build)`);
    return 0;
  }
  const [subject, next] = parseCommand(args);
  await center.save(subject, next, "CLI");
  // Its Discord post, when this run has the webhook (else the running server posts it).
  await center.postOutbox();
  const text = `${JSON.stringify(await center.statusJson(), null, 2)}\n`;
  // The server reads the database: a copy of the build this user may not write (a service's install) is only
  // said; a folder named with --dir must be written.
  const written = files.filter((file) => {
    try {
      writeAtomically(file, text);
      return true;
    } catch (error) {
      if (dir !== undefined) throw error;
      console.warn(`status: could not write ${file} (${(error as NodeJS.ErrnoException).code}): static hosts need it`);
      return false;
    }
  });
  console.log(`status: saved in ${center.database.file}; wrote ${written.join(", ") || "no copy"}`);
  const missing = statusFileProblems(text, known, (name) => `npm run status -- executor "${name}" working`);
  if (missing.length) console.warn(`status: the build needs these too:\n${missing.join("\n")}`);
  return 0;
}

/** The exit code of a command line (`argv` after `--`). */
export const status = (argv: string[]) => exitCode("status", () => main(argv));

if (import.meta.main) process.exitCode = await status(process.argv.slice(2));
