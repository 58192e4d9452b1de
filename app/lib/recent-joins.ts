// The last servers this device joined through /joiner, validated like a join link when read back. Storage that
// throws, even when merely reached (`window.localStorage`), reads as empty and keeps nothing.
import { joinTargetKey, readJoinTarget, type JoinTarget } from "./join-links";

export const RECENT_JOINS_KEY = "rift.recentJoins";
export const RECENT_JOINS_LIMIT = 5;
/** Five entries take about 600 characters. */
const MAX_STORED_LENGTH = 10_000;
/** Tolerated clock skew. */
const FUTURE_SLACK_MS = 24 * 60 * 60 * 1000;

export type RecentJoin = { target: JoinTarget; joinedAt: number };

/** The valid entries in storage, newest first. */
export function loadRecentJoins(now: number): RecentJoin[] {
  try {
    const raw = window.localStorage.getItem(RECENT_JOINS_KEY);
    const data: unknown = raw && raw.length <= MAX_STORED_LENGTH ? JSON.parse(raw) : [];
    if (!Array.isArray(data)) return [];
    return distinct(data.flatMap((item) => readEntry(item, now) ?? []).sort((a, b) => b.joinedAt - a.joinedAt));
  } catch {
    return [];
  }
}

export function rememberJoin(target: JoinTarget, now: number): RecentJoin[] {
  return save([{ target, joinedAt: now }, ...loadRecentJoins(now)]);
}

export function forgetJoin(target: JoinTarget, now: number): RecentJoin[] {
  return save(loadRecentJoins(now).filter((join) => joinTargetKey(join.target) !== joinTargetKey(target)));
}

/** Saves the list (flat objects of the validated parts only) and returns it. */
function save(list: RecentJoin[]): RecentJoin[] {
  const joins = distinct(list);
  const stored = joins.map(({ target, joinedAt }) => ({ ...target, joinedAt }));
  try {
    window.localStorage.setItem(RECENT_JOINS_KEY, JSON.stringify(stored));
  } catch {
    // Storage that refuses keeps nothing.
  }
  return joins;
}

/** The first entry of each server, at most RECENT_JOINS_LIMIT. */
function distinct(joins: readonly RecentJoin[]): RecentJoin[] {
  const keys = joins.map((join) => joinTargetKey(join.target));
  return joins.filter((_, index) => keys.indexOf(keys[index]) === index).slice(0, RECENT_JOINS_LIMIT);
}

/** A stored entry, if its time is plausible and its values make a target of the kind it names. */
function readEntry(item: unknown, now: number): RecentJoin | null {
  const entry = Object(item) as Record<string, unknown>;
  const joinedAt = entry.joinedAt as number;
  if (!Number.isSafeInteger(joinedAt) || joinedAt <= 0 || joinedAt > now + FUTURE_SLACK_MS) return null;
  const target = readJoinTarget((field) => (typeof entry[field] === "string" ? entry[field] : null));
  return typeof target === "object" && target.kind === entry.kind ? { target, joinedAt } : null;
}
