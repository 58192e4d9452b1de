/**
 * The status center's engine on a deployed D1, for the CLIs' `--cloudflare --remote`: each call is one
 * `wrangler d1 execute … --json --command` (or `--local` on DATA_DIR's database, which is how it is tested here).
 * wrangler's command line takes no bound parameters, so the values are written as SQL literals, every string
 * quoted with its quotes doubled and every other value checked to be a number, null or bytes.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import type { Engine, Row, Statement, Value } from "./sql.ts";

/** A value as an SQLite literal: 'text' (quotes doubled), a finite number, NULL, X'bytes'. */
export function literal(value: Value): string {
  if (value === null) return "NULL";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`not a number SQLite can store: ${value}`);
    return String(value);
  }
  if (value instanceof Uint8Array) return `X'${Buffer.from(value).toString("hex")}'`;
  if (typeof value !== "string" || value.includes("\0")) throw new Error("a text value may not hold a NUL byte");
  return `'${value.replaceAll("'", "''")}'`;
}

/** A statement's text with its parameters written in, in order (the statements never hold a "?" of their own). */
export function inline({ sql, params }: Statement): string {
  const parts = sql.split("?");
  if (parts.length !== params.length + 1) throw new Error(`${params.length} values for ${parts.length - 1} places`);
  return parts.reduce((text, part, index) => `${text}${literal(params[index - 1]!)}${part}`);
}

/** `database`: the binding in wrangler.jsonc (wrangler takes a name or a binding), so a D1 database of any name. */
export function wranglerEngine(where: { remote: true } | { local: string }, database = "DB"): Engine {
  const wrangler = join(import.meta.dirname, "..", "..", "node_modules", "wrangler", "bin", "wrangler.js");
  const execute = (statements: Statement[]): Row[][] => {
    const place = "remote" in where ? ["--remote"] : ["--local", "--persist-to", where.local];
    const command = statements.map((statement) => `${inline(statement)};`).join("\n");
    const result = spawnSync(
      process.execPath,
      [wrangler, "d1", "execute", database, ...place, "--json", "--command", command],
      {
        encoding: "utf8",
        env: {
          ...process.env,
          WRANGLER_SEND_METRICS: "false",
          CLOUDFLARE_CF_FETCH_ENABLED: "false",
          CI: "1",
          NO_COLOR: "1",
        },
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    if (result.status !== 0) throw new Error(`wrangler d1 execute failed: ${(result.stderr || result.stdout).trim()}`);
    const answers = JSON.parse(result.stdout) as { results?: Row[] }[];
    return answers.map((answer) => answer.results ?? []);
  };
  return {
    all: async <T>(statement: Statement) => execute([statement])[0] as T[],
    batch: async (statements) => execute(statements),
  };
}
