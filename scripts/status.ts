/**
 * `npm run status -- …`: change the live status (games, executors, site notice) of a running site
 * without a rebuild or restart. Validates, then writes `public/status.json` (what the next build
 * starts from) and, when a build exists, `build/client/status.json` (what the Node server and nginx
 * serve, read fresh on every request): each by writing a temporary file and renaming it over the old
 * one, so no server ever reads half a file. A bad command or a bad result writes nothing.
 * Options: --public-dir=DIR, --build-dir=DIR (defaults: public, build/client).
 */
import { existsSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { site } from "../app/config/site.ts";
import { applyStatusCommand, readStatusFile, statusFileProblems, statusUsage, statusVocabulary } from "../app/config/status-file.ts";

const options = new Map<string, string>();
const args: string[] = [];
for (const arg of process.argv.slice(2)) {
  const option = /^--(public-dir|build-dir)=(.+)$/.exec(arg);
  if (option) options.set(option[1], option[2]);
  else args.push(arg);
}
const publicDir = resolve(options.get("public-dir") ?? "public");
const buildDir = resolve(options.get("build-dir") ?? join("build", "client"));
const known = statusVocabulary(site);

try {
  const current = readStatusFile(join(publicDir, "status.json"), known);
  if (args[0] === "show" || args.length === 0) {
    console.log(args.length ? JSON.stringify(current, null, 2) : statusUsage);
    process.exit(0);
  }
  const next = applyStatusCommand(current, args, known, new Date());
  const text = `${JSON.stringify(next, null, 2)}\n`;
  const problems = statusFileProblems(text, known);
  if (problems.length) throw new Error(`The result would not be a valid status file:\n${problems.join("\n")}`);
  const targets = [publicDir, ...(existsSync(buildDir) ? [buildDir] : [])];
  for (const dir of targets) {
    const file = join(dir, "status.json");
    const temporary = join(dir, `.status.json.${process.pid}.tmp`);
    writeFileSync(temporary, text);
    renameSync(temporary, file);
    // A precompressed copy would be served instead of the new file.
    for (const stale of [`${file}.br`, `${file}.gz`]) rmSync(stale, { force: true });
  }
  console.log(`status: wrote ${targets.map((dir) => join(dir, "status.json")).join(" and ")} (updatedAt ${next.updatedAt})`);
} catch (error) {
  console.error(`status: ${(error as Error).message}`);
  process.exit(1);
}
