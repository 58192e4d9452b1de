/**
 * The boot scripts (app/boot/) as the build makes them: each bundled and minified into one IIFE, with what it
 * imports and nothing from outside (scripts/boot-scripts.ts hashes them for the policy).
 */
import { join } from "node:path";
import { build } from "rolldown";

export const root = join(import.meta.dirname, "..");

/** Each boot script: the app/boot/ module that exports it, a function run without arguments where it stands. */
export const bootEntries = {
  earlyCopy: "early-copy.ts",
  followPage: "follow-page.ts",
  redirectToPageLanguage: "locale-redirect.ts",
  logMissingPath: "page-scripts.ts",
  logLine: "page-scripts.ts",
  redirectTo: "page-scripts.ts",
  showServerCode: "show-server-code.ts",
  showJoinerState: "joiner-state.ts",
} as const;
export type BootName = keyof typeof bootEntries;
export type BootScripts = Record<BootName, string>;

/** One boot script as a minified IIFE: its module and what it imports, nothing from outside. */
export async function compileBootScript(name: BootName): Promise<string> {
  const entry = "\0boot-entry";
  const module = JSON.stringify(join(root, "app", "boot", bootEntries[name]));
  const { output } = await build({
    input: entry,
    cwd: root,
    write: false,
    logLevel: "silent",
    resolve: { tsconfigFilename: join(root, "tsconfig.json") },
    plugins: [
      {
        name: "boot-entry",
        resolveId: (id) => (id === entry ? id : null),
        load: (id) => (id === entry ? `import { ${name} } from ${module}; ${name}();` : null),
      },
    ],
    output: { format: "iife", minify: true },
  });
  const code = output[0].code.trim();
  if (/<\/script|<!--/i.test(code)) throw new Error(`boot script ${name} would end its <script> early`);
  return code;
}

/** Every boot script, by name. */
export async function compileBootScripts(): Promise<BootScripts> {
  const entries = (Object.keys(bootEntries) as BootName[]).map(async (name) => [name, await compileBootScript(name)]);
  return Object.fromEntries(await Promise.all(entries)) as BootScripts;
}
