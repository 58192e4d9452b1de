import { Refusal } from "../app/status-center/accounts.ts";

/** A CLI's exit code for a run of `main`: its own, or a refusal (2) or an error (1) said in one line as `name: why`. */
export async function exitCode(name: string, main: () => Promise<number>): Promise<number> {
  try {
    return await main();
  } catch (error) {
    console.error(`${name}: ${(error as Error).message}`);
    return error instanceof Refusal ? 2 : 1;
  }
}
