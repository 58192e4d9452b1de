/**
 * `npm run check` (and the first step of `npm run build`): validates the configuration, the
 * operator's translations, the interface translations, the status file and the legal values without
 * building (app/config/check-site.ts). Prints one line per problem and exits 1, or one line saying all
 * is well. Never a stack trace for an operator's mistake.
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { checkSite, formatReport } from "../app/config/check-site.ts";

const started = performance.now();
const load = (file: string) => import(pathToFileURL(resolve(file)).href) as Promise<Record<string, unknown>>;

try {
  const problems = await checkSite({ load });
  if (problems.length) {
    console.error(formatReport(problems));
    process.exit(1);
  }
  console.log(
    `Configuration check: all good (configuration, translations, status file, legal values; ${Math.round(performance.now() - started)} ms).`,
  );
} catch (error) {
  // A failure of the check itself, not an operator's mistake: say so in one line.
  console.error(`npm run check could not run: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
