/**
 * `npm run status -- …` (build/server/status.js): change the live status in the status center's database
 * (DATA_DIR, as the admin does, as "CLI"), then write it into the build's copies of status.json (static hosts).
 */
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { site } from "../app/config/site.ts";
import { loadSettings, openCenter, subjects } from "../app/status-center/center.ts";
import {
  applyStatusCommand,
  parseStatusFile,
  statusFileProblems,
  statusUsage,
  statusVocabulary,
} from "../app/config/status-schema.ts";

/** The copies a build produces, in the order the current status is read from. */
const copies = ["public", join("build", "client"), join("build", "static-host"), join(".vercel", "output", "static")];
const known = statusVocabulary(site);

class UsageError extends Error {}

/** The status files this run reads and writes, the first one read. */
function statusFiles(dir: string | undefined, env: NodeJS.ProcessEnv): { files: string[]; seed?: string } {
  if (dir !== undefined) {
    const folder = resolve(dir);
    const missing = ["index.html", "404.html"].filter((file) => !existsSync(join(folder, file)));
    if (missing.length)
      throw new UsageError(
        `${folder} is not a built site (no ${missing.join(" or ")}): name the folder you publish, like build/client or build/static-host`,
      );
    return { files: [join(folder, "status.json")] };
  }
  const seedFrom = copies.map((copy) => resolve(copy, "status.json")).filter((file) => existsSync(file));
  if (env.STATUS_FILE) {
    const file = resolve(env.STATUS_FILE);
    if (!existsSync(dirname(file)))
      throw new UsageError(`STATUS_FILE=${env.STATUS_FILE}: the folder ${dirname(file)} does not exist`);
    // A fresh volume starts from the build's copy.
    const built = seedFrom.find((each) => each.includes(join("build", "client"))) ?? seedFrom[0];
    return { files: [file], seed: existsSync(file) ? undefined : built };
  }
  if (!seedFrom.length)
    throw new UsageError(
      `no status.json here (${copies.join(", ")}): run it from the project's folder, or name one with --dir=FOLDER`,
    );
  return { files: seedFrom };
}

/** A temporary file renamed over the file: no server reads half a file. */
function writeAtomically(file: string, text: string) {
  const temporary = join(dirname(file), `.status.json.${process.pid}.tmp`);
  writeFileSync(temporary, text);
  renameSync(temporary, file);
  // A precompressed copy would be served instead of the new file.
  for (const stale of [`${file}.br`, `${file}.gz`]) rmSync(stale, { force: true });
}

function main(argv: string[], env: NodeJS.ProcessEnv = process.env): number {
  let dir: string | undefined;
  const args: string[] = [];
  for (const arg of argv) {
    const option = /^--dir=(.*)$/.exec(arg);
    if (option) dir = option[1];
    else if (arg.startsWith("--")) throw new UsageError(`unknown option ${arg}\n${statusUsage}`);
    else args.push(arg);
  }
  if (args.length === 0 || args[0] === "help") {
    console.log(statusUsage);
    return 0;
  }
  if (args[0] === "check") {
    if (args.length > 2) throw new UsageError(`check takes one file at most\n${statusUsage}`);
    const files = args[1] ? [resolve(args[1])] : statusFiles(dir, env).files.filter((file) => existsSync(file));
    if (!files.length) throw new UsageError("no status file to check yet: name one (npm run status -- check FILE)");
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
  const { files, seed } = statusFiles(dir, env);
  const source = seed ?? files[0]!;
  const read = parseStatusFile(readFileSync(source, "utf8"), known);
  if (!read.ok)
    throw new Error(
      `Invalid status file (${source}):\n${read.problems.join("\n")}\nFix it by hand (npm run status -- check ${source}) or restore it from public/status.json.`,
    );
  const center = openCenter(loadSettings(env), (line) => console.log(line));
  center.importOnce(source);
  const current = center.statusJson();
  if (args[0] === "show") {
    console.log(JSON.stringify(current, null, 2));
    return 0;
  }
  const next = applyStatusCommand(current, args, known, new Date());
  // The one subject the command names (applyStatusCommand has checked it), as it is in `next`.
  const subject = subjects.find(({ kind, key }) =>
    args[0] === "set"
      ? kind === "game" && key === args[1]
      : args[0] === "notice"
        ? kind === "notice"
        : kind === "executor" && key.toLowerCase() === args[1]?.toLowerCase(),
  )!;
  const game = next.games[subject.key];
  const state =
    subject.kind === "game"
      ? { status: game!.status, note: game!.note ?? "" }
      : subject.kind === "executor"
        ? { status: next.executors.find((e) => e.name === subject.key)!.status, note: "" }
        : { status: next.notice?.level ?? "none", note: next.notice?.text ?? "" };
  center.save(subject, state, "CLI");
  const text = `${JSON.stringify(center.statusJson(), null, 2)}\n`;
  for (const file of files) writeAtomically(file, text);
  console.log(`status: saved in ${center.database.file}; wrote ${files.join(", ")}`);
  const missing = statusFileProblems(text, known);
  if (missing.length) console.warn(`status: the build needs these too:\n${missing.join("\n")}`);
  return 0;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  console.error(`status: ${(error as Error).message}`);
  process.exitCode = error instanceof UsageError ? 2 : 1;
}
