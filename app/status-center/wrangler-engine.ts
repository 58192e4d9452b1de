/**
 * The status center's engine on a deployed D1, for the CLIs' `--cloudflare --remote`: each call is one
 * `wrangler d1 execute … --json --command` (or `--local` on DATA_DIR's database, which is how it is tested here).
 * wrangler's command line takes no bound parameters, so the values are written as SQL literals, every string
 * quoted with its quotes doubled and every other value checked to be a number, null or bytes. A batch longer than
 * a statement may be (an import) goes as a file, `--file`: D1's import, all of it or nothing, answering no rows.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
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

/** D1's longest statement, in bytes (a command line's argument may have 128 KiB on Linux). */
const longest = 100_000;

/** An INSERT of bound rows and nothing else: `INSERT INTO t (a, b) VALUES (?, ?), (?, ?)`; [1] is its head. */
const insertOfRows = /^(INSERT INTO \w+ \([\w, ]+\) VALUES )\(\?(?:, \?)*\)(?:, \(\?(?:, \?)*\))*$/;

/**
 * A batch's text for a file: consecutive INSERTs into the same columns made one, up to D1's longest statement
 * (D1 spends about as much on each statement as on its rows: 50,000 rows go in six times faster in 100 INSERTs
 * than in 5,556).
 */
export function batchFile(statements: Statement[]): string {
  const merged: { head?: string; text: string; bytes: number }[] = [];
  for (const statement of statements) {
    const text = inline(statement);
    const bytes = Buffer.byteLength(text);
    const head = insertOfRows.exec(statement.sql)?.[1];
    const last = merged.at(-1);
    if (head && last?.head === head && last.bytes + bytes - head.length + 2 <= longest) {
      last.text += `, ${text.slice(head.length)}`;
      last.bytes += bytes - head.length + 2;
    } else merged.push({ head, text, bytes: bytes + 1 });
  }
  return merged.map(({ text }) => `${text};`).join("\n");
}

/** `database`: the binding in wrangler.jsonc (wrangler takes a name or a binding), so a D1 database of any name. */
export function wranglerEngine(where: { remote: true } | { local: string }, database = "DB"): Engine {
  const wrangler = join(import.meta.dirname, "..", "..", "node_modules", "wrangler", "bin", "wrangler.js");
  const execute = (statements: Statement[]): Row[][] => {
    const place = "remote" in where ? ["--remote"] : ["--local", "--persist-to", where.local];
    const texts = statements.map((statement) => `${inline(statement)};`);
    const tooLong = texts.find((text) => Buffer.byteLength(text) > longest);
    if (tooLong) throw new Error(`a statement longer than D1 takes (${longest} bytes): ${tooLong.slice(0, 80)}…`);
    const command = texts.join("\n");
    const folder = Buffer.byteLength(command) > longest ? mkdtempSync(join(tmpdir(), "d1-batch-")) : undefined;
    if (folder) writeFileSync(join(folder, "batch.sql"), batchFile(statements), { mode: 0o600 });
    // `--command=…` as one argument: a batch that starts with a comment ("--") is no flag to wrangler.
    const input = folder ? [`--file=${join(folder, "batch.sql")}`] : [`--command=${command}`];
    const result = spawnSync(process.execPath, [wrangler, "d1", "execute", database, ...place, "--json", ...input], {
      encoding: "utf8",
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: "false",
        CLOUDFLARE_CF_FETCH_ENABLED: "false",
        CI: "1",
        NO_COLOR: "1",
      },
      maxBuffer: 64 * 1024 * 1024,
    });
    if (folder) rmSync(folder, { recursive: true, force: true });
    if (result.status !== 0)
      throw new Error(
        `wrangler d1 execute failed: ${result.error?.message ?? (result.stderr || result.stdout).trim()}`,
      );
    if (folder) return statements.map(() => []);
    const answers = JSON.parse(result.stdout) as { results?: Row[] }[];
    return answers.map((answer) => answer.results ?? []);
  };
  return {
    all: async <T>(statement: Statement) => execute([statement])[0] as T[],
    batch: async (statements) => execute(statements),
  };
}
