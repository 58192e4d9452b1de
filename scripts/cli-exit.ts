import { Refusal } from "../app/status-center/accounts.ts";
import type { Where } from "../app/status-center/node-center.ts";

/** A CLI's exit code for a run of `main`: its own, or a refusal (2) or an error (1) said in one line as `name: why`. */
export async function exitCode(name: string, main: () => Promise<number>): Promise<number> {
  try {
    return await main();
  } catch (error) {
    console.error(`${name}: ${(error as Error).message}`);
    return error instanceof Refusal ? 2 : 1;
  }
}

/** Where a CLI's `--cloudflare` and `--remote` (among `flags`) say it acts; undefined for `--remote` alone. */
export function whereOf(flags: readonly string[]): Where | undefined {
  const [cloudflare, remote] = ["--cloudflare", "--remote"].map((flag) => flags.includes(flag));
  if (!cloudflare) return remote ? undefined : "node";
  return remote ? "cloudflare-remote" : "cloudflare";
}
