/**
 * `npm run build`: the check first (scripts/check.ts: one line per operator mistake, no stack trace),
 * then the three build steps — the pages and their islands (astro build), postbuild, the server — with
 * their routine output left out (Astro's progress lines, blank lines). Anything else a
 * step prints (a warning, an error) is shown. Ends with a short summary.
 */
import { spawn } from "node:child_process";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { stripVTControlCharacters } from "node:util";
import { runCheck } from "./check.ts";

const started = performance.now();
const bin = (name: string) => join("node_modules", ".bin", name);

/** Lines a build step prints on every run that tell an operator nothing. */
const routine = [/^\s*$/];

function run(command: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      createInterface({ input: stream }).on("line", (line) => {
        const plain = stripVTControlCharacters(line);
        if (!routine.some((pattern) => pattern.test(plain))) out.write(`${line}\n`);
      });
    }
    child.on("error", fail);
    child.on("close", (code) =>
      code === 0 ? done() : fail(new Error(`${command} ${args.join(" ")} failed (exit code ${code})`)),
    );
  });
}

try {
  if (!(await runCheck())) process.exit(1);
  // astro.config.ts skips its own copy of the check: it has just run.
  await run(bin("astro"), ["build", "--silent"], { RIFT_CHECKED: "1", ASTRO_TELEMETRY_DISABLED: "1" });
  await run(bin("tsx"), ["scripts/postbuild.ts"]);
  await run(bin("vite"), ["build", "-c", "server/vite.config.ts"]);
  console.log(
    `Built build/client, build/static-host, build/deploy and build/server in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
} catch (error) {
  console.error(`Build failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
