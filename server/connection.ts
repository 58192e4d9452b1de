/**
 * What one connection may cost the server, whom it trusts to name a client, how it writes a log line, and the
 * answers it writes to a socket itself.
 */
import { existsSync, readFileSync } from "node:fs";
import { STATUS_CODES } from "node:http";
import * as rules from "../app/rules/headers.ts";

export const plainType = { "Content-Type": "text/plain; charset=utf-8" };

export type Log = (level: "info" | "warn" | "error", message: string) => void;

export const logLine: Log = (level, message) => {
  process.stderr.write(`${new Date().toISOString()} ${level} pid=${process.pid} ${message.replace(/\r?\n/g, "\\n")}\n`);
};

const readLimits = () => (existsSync("/proc/self/limits") ? readFileSync("/proc/self/limits", "utf8") : "");

/** What one connection may cost (README "What one connection may cost"). */
export const serverLimits = {
  /** Nothing read or written for this long: the connection is closed, its file with it. */
  idleTimeoutMs: 30_000,
  /** The request's head (slowloris) and the whole request must arrive within these, else 408. */
  headersTimeoutMs: 20_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  /** Requests one connection may have waiting for their answers (no browser pipelines): past it, no more is read. */
  maxPipelined: 16,
  /** Connections at once (each holds at most two descriptors): half the process's open-file limit. */
  maxConnections: Math.floor(Number(/^Max open files\s+(\d+)/m.exec(readLimits())?.[1] ?? 20_000) / 2) - 32,
};
export type ServerLimits = typeof serverLimits;

/** TRUST_PROXY for Fastify (proxy-addr): a comma-separated list, checked at start. */
export function trustedProxies(list: string | undefined) {
  if (!list?.trim()) return false;
  const entries = list.split(",").map((entry) => entry.trim());
  const names = ["loopback", "linklocal", "uniquelocal"];
  const bad = entries.filter(
    (entry) => !names.includes(entry) && !/^[\d.]+(\/\d+)?$|^[\da-f:.]*:[\da-f:.]*(\/\d+)?$/i.test(entry),
  );
  if (bad.length)
    throw new Error(`TRUST_PROXY must list addresses, ranges (CIDR) or ${names.join(", ")}; not ${bad.join(", ")}`);
  return entries.join(",");
}

/** A whole answer written to a socket, for what Node refuses before any handler. */
export function rawAnswer(status: number, extra: Record<string, string> = {}): string {
  const body = `${status} ${STATUS_CODES[status]}\n`;
  const headers = { ...rules.plainHeaders(status), ...extra, ...plainType, "Content-Length": `${body.length}` };
  const lines = Object.entries({ ...headers, Connection: "close" }).map(([name, value]) => `${name}: ${value}\r\n`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join("")}\r\n${body}`;
}
