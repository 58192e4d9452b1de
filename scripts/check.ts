/** `npm run check` (app/config/check-site.ts): one line per problem and exit 1, or one line saying all is well. */
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
  // A failure of the check itself, not an operator's mistake: one line, never a stack trace.
  console.error(`npm run check could not run: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
