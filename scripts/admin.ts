// `npm run admin -- …` (build/server/admin.js): the status center's operators and its whole state, with the server's
// settings (the environment and its env file) and its database in DATA_DIR, while the site runs. `--cloudflare`
// (anywhere on the line): the local D1 of `npm run cloudflare:preview` in DATA_DIR; with `--remote`, the deployed D1.
import { readFileSync, writeFileSync } from "node:fs";
import { openNodeCenter, type NodeCenter } from "../app/status-center/node-center.ts";
import { Refusal } from "../app/status-center/accounts.ts";
import { exitCode, whereOf } from "./cli-exit.ts";
import { exportState, importState } from "../app/status-center/transfer.ts";

const usage = `Usage:
  npm run admin -- invite "<operator name>"   prints a one-time link that creates a passkey (ADMIN_INVITE_TTL)
  npm run admin -- list                       operators, their passkeys and last sign-in; invites not used yet
  npm run admin -- remove "<operator name>"   removes an operator and ends their sessions
  npm run admin -- backup <file>              a consistent copy of the database, while the site runs
  npm run admin -- export <file>              the whole state as JSON (statuses, history, operators, passkeys)
  npm run admin -- import <file>              replaces the whole state with an export's
Add --cloudflare for the local D1 of npm run cloudflare:preview (DATA_DIR), --cloudflare --remote for the deployed one.`;

/** A name as written, quoted when it holds characters that would break the line (names of older releases). */
const shown = (name: string) => (/[\p{Cc}\p{Cf}]/u.test(name) ? JSON.stringify(name) : name);

/** An export file, parsed; one that is not JSON is refused. */
function readExport(file: string) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Refusal(`${file} is not an export: ${(error as Error).message}`);
  }
}

/** Each command, given the center and its argument (a name or a file): what it does and prints. */
const commands: Record<string, (center: NodeCenter, argument: string) => Promise<void>> = {
  async invite(center, name) {
    console.log(new URL(`/admin/invite/${await center.accounts.invite(name)}`, center.settings.origin).href);
  },
  async list(center) {
    const operators = await center.accounts.list();
    if (!operators.length) console.log('No operators yet: npm run admin -- invite "<operator name>"');
    for (const { name, passkeys, lastSignIn } of operators)
      console.log(
        `${shown(name)}\t${passkeys} passkey${passkeys === 1 ? "" : "s"}\t${lastSignIn ? `last signed in ${new Date(lastSignIn).toISOString()}` : "never signed in"}`,
      );
    for (const { name, expires } of await center.accounts.waiting())
      console.log(`${shown(name)}\tinvited\tthe link works until ${new Date(expires).toISOString()}`);
  },
  async remove(center, name) {
    if (!(await center.accounts.remove(name))) throw new Refusal(`no operator named "${name}" (npm run admin -- list)`);
    console.log(`removed ${name}; their sessions have ended`);
  },
  async backup({ database }, file) {
    if (!("backup" in database))
      throw new Refusal(
        "the deployed D1 is backed up by Cloudflare: npx wrangler d1 export DB --remote --output <file>",
      );
    await database.backup(file);
    console.log(`backed up ${database.file} to ${file}`);
  },
  async export(center, file) {
    writeFileSync(file, `${JSON.stringify(await exportState(center.engine), null, 2)}\n`, { mode: 0o600 });
    console.log(`exported ${center.database.file} to ${file}`);
  },
  async import(center, file) {
    const imported = await importState(center.engine, readExport(file));
    const counts = Object.entries(imported).map(([table, n]) => `${n} ${table}`);
    console.log(`imported ${file} into ${center.database.file}: ${counts.join(", ")}`);
  },
};

async function main(argv: string[]): Promise<number> {
  const flags = argv.filter((arg) => arg.startsWith("--"));
  const unknown = flags.filter((flag) => flag !== "--cloudflare" && flag !== "--remote");
  const where = whereOf(flags);
  if (unknown.length || !where)
    throw new Refusal(`${unknown[0] ?? "--remote"}: unknown here (--remote goes with --cloudflare)\n${usage}`);
  const [command, argument, ...rest] = argv.filter((arg) => !arg.startsWith("--"));
  if (!command || command === "help") return (console.log(usage), 0);
  if (!argument?.trim() && command !== "list") throw new Refusal(`${command} needs an argument\n${usage}`);
  if (rest.length || (command === "list" && argument))
    throw new Refusal(`too many arguments: put a name in quotes\n${usage}`);
  if (!Object.hasOwn(commands, command)) throw new Refusal(`unknown command "${command}"\n${usage}`);
  const center = await openNodeCenter(undefined, console.error, where);
  await commands[command]!(center, argument!).finally(() => center.database.close());
  return 0;
}

/** The exit code of a command line (`argv` after `--`). */
export const admin = (argv: string[]) => exitCode("admin", () => main(argv));

if (import.meta.main) process.exitCode = await admin(process.argv.slice(2));
