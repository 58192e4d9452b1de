/**
 * A CLI's command line run in this process, as its bin runs it in `cwd` with `env` added to the environment: what
 * it prints captured, returned as spawnSync returns a process's ({ status, stdout, stderr }). It saves a process
 * start and a TypeScript compile per case; one case per CLI still runs the real process.
 */
import { format } from "node:util";
import { vi } from "vitest";

export async function runInProcess(
  cli: (argv: string[]) => Promise<number>,
  argv: string[],
  cwd: string,
  env: Record<string, string> = {},
) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const capture =
    (into: string[]) =>
    (...args: unknown[]) =>
      void into.push(`${format(...args)}\n`);
  const spies = [
    vi.spyOn(console, "log").mockImplementation(capture(stdout)),
    vi.spyOn(console, "info").mockImplementation(capture(stdout)),
    vi.spyOn(console, "error").mockImplementation(capture(stderr)),
    vi.spyOn(console, "warn").mockImplementation(capture(stderr)),
  ];
  const before = process.cwd();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  process.chdir(cwd);
  try {
    const status = await cli(argv);
    return { status, stdout: stdout.join(""), stderr: stderr.join("") };
  } finally {
    process.chdir(before);
    vi.unstubAllEnvs();
    for (const spy of spies) spy.mockRestore();
  }
}
