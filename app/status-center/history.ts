/**
 * The history /status shows, from the store's changes: incidents (a run of changes away from the good
 * status, named by its worst) and, per subject, one mark per UTC day with that day's worst status.
 */
import { statusTones, tones, type Tone } from "../config/status-schema.ts";
import type { Change } from "./store.ts";

/** A kind's statuses by their badge tones: the good status first, the worst last. */
const byTone = (toneOf: Record<string, Tone>) =>
  Object.keys(toneOf).sort((a, b) => tones.indexOf(toneOf[a]!) - tones.indexOf(toneOf[b]!));
export const severity = { game: byTone(statusTones.game), executor: byTone(statusTones.executor) };

export interface Incident {
  kind: "game" | "executor";
  key: string;
  /** The worst status it reached. */
  status: string;
  /** The non-empty notes it was given, in order. */
  notes: string[];
  began: number;
  /** Undefined while it lasts. */
  ended?: number;
  /** The change that began it: a stable id for the feed. */
  id: number;
}

const worse = (kind: Incident["kind"], a: string, b: string) =>
  severity[kind].indexOf(b) > severity[kind].indexOf(a) ? b : a;

/** Every incident in `changes` (any order), newest first. */
export function incidents(changes: readonly Change[]): Incident[] {
  const open = new Map<string, Incident>();
  const all: Incident[] = [];
  for (const change of [...changes].sort((a, b) => a.id - b.id)) {
    if ((change.kind !== "game" && change.kind !== "executor") || !change.after) continue;
    const id = `${change.kind}\n${change.key}`;
    const { status, note } = change.after;
    const running = open.get(id);
    if (status === severity[change.kind][0]) {
      if (running) running.ended = change.at;
      open.delete(id);
      continue;
    }
    const incident = running ?? {
      kind: change.kind,
      key: change.key,
      status,
      notes: [],
      began: change.at,
      id: change.id,
    };
    incident.status = worse(change.kind, incident.status, status);
    if (note && incident.notes.at(-1) !== note) incident.notes.push(note);
    if (!running) {
      all.push(incident);
      open.set(id, incident);
    }
  }
  return all.reverse();
}

const day = 86_400_000;

/**
 * The worst status of `key` on each of the `days` UTC days up to `now`'s, oldest first: the status it had
 * when the day began, and every status it was given that day. Before its first change in `changes`: what that
 * change replaced, else (none) `current`, unchanged since; "" where nothing was recorded yet (no data).
 */
export function dailyWorst(
  changes: readonly Change[],
  kind: Incident["kind"],
  key: string,
  now: number,
  current?: string,
  days = 90,
): { day: string; status: string }[] {
  const own = changes.filter((c) => c.kind === kind && c.key === key && c.after).sort((a, b) => a.id - b.id);
  const first = Math.floor(now / day) - days + 1;
  let index = 0;
  let status = own.length ? (own[0]!.before?.status ?? "") : (current ?? "");
  return Array.from({ length: days }, (_, offset) => {
    const start = (first + offset) * day;
    while (index < own.length && own[index]!.at < start) status = own[index++]!.after!.status;
    let worst = status;
    while (index < own.length && own[index]!.at < start + day) {
      status = own[index++]!.after!.status;
      worst = worse(kind, worst, status);
    }
    return { day: new Date(start).toISOString().slice(0, 10), status: worst };
  });
}

export type DurationPart = { unit: "day" | "hour" | "minute" | "second"; count: number };

/** A duration as /status words it: seconds under a minute, minutes under an hour, then hours and minutes, then days and hours. */
export function durationParts(ms: number): DurationPart[] {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  if (seconds < 60) return [{ unit: "second", count: seconds }];
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return [{ unit: "minute", count: minutes }];
  const [big, small, size] = minutes < 1440 ? (["hour", "minute", 60] as const) : (["day", "hour", 24] as const);
  const total = minutes < 1440 ? minutes : Math.floor(minutes / 60);
  const parts: DurationPart[] = [{ unit: big, count: Math.floor(total / size) }];
  if (total % size) parts.push({ unit: small, count: total % size });
  return parts;
}

/**
 * The share of the last `days` days that `key` was operational, from its changes (any order) and its status now:
 * time before its first record does not count, nor does time in maintenance (planned, not downtime). Undefined
 * when nothing was recorded in the window.
 */
export function uptime(changes: readonly Change[], key: string, now: number, days: number, current?: string) {
  const own = changes.filter((c) => c.kind === "game" && c.key === key && c.after).sort((a, b) => a.id - b.id);
  const windowStart = now - days * day;
  // What the game was at the window's start: what its first change replaced (nothing: not recorded yet), else
  // (no change in the window) its status now.
  let status = own.length ? own[0]!.before?.status : current;
  let since = windowStart;
  let up = 0;
  let counted = 0;
  const add = (until: number) => {
    const span = Math.max(0, until - since);
    if (status && status !== "maintenance") {
      counted += span;
      if (status === "operational") up += span;
    }
  };
  for (const change of own) {
    if (change.at > now) break;
    add(change.at);
    status = change.after!.status;
    since = Math.max(change.at, windowStart);
  }
  add(now);
  return counted > 0 ? up / counted : undefined;
}
