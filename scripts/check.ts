/**
 * `npm run check`: validates the configuration, the operator's translations, the interface
 * translations, the status file and the legal values without building (app/config/check-site.ts).
 * Prints one line per problem and exits 1, or one line saying all is well. Never a stack trace for
 * an operator's mistake. `npm run build` runs the same check first (scripts/build.ts).
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { checkSite, formatReport } from "../app/config/check-site.ts";

const started = performance.now();
const load = (file: string) => import(pathToFileURL(resolve(file)).href) as Promise<Record<string, unknown>>;

/** Runs the check; prints the report; true when there is nothing to fix. */
export async function runCheck(): Promise<boolean> {
  const problems = await checkSite({ load });
  if (problems.length) {
    console.error(formatReport(problems));
    return false;
  }
  console.log(`Configuration check: all good (configuration, translations, status file, legal values; ${Math.round(performance.now() - started)} ms).`);
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  runCheck().then(
    (ok) => process.exit(ok ? 0 : 1),
    (error: unknown) => {
      // A failure of the check itself, not an operator's mistake: say so in one line.
      console.error(`npm run check could not run: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(2);
    },
  );
}
