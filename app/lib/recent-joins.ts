/**
 * The last few servers this device joined through /joiner, kept in localStorage only (nothing leaves
 * the device). What is read back is validated like a join link: storage edited by hand, written by
 * an older version or filled with garbage yields only the entries that are still valid. Storage
 * that throws (disabled, full, private mode, a sandboxed frame) reads as empty and silently keeps
 * nothing.
 */
import { joinerProblem, joinTargetKey, type JoinTarget } from "./join-links";

export const RECENT_JOINS_KEY = "rift.recentJoins";
export const RECENT_JOINS_LIMIT = 5;
/** Five entries take about 600 characters: anything far longer is not ours. */
const MAX_STORED_LENGTH = 10_000;
/** Tolerated clock skew for times in the future. */
const FUTURE_SLACK_MS = 24 * 60 * 60 * 1000;

export interface RecentJoin {
  target: JoinTarget;
  /** Epoch milliseconds. */
  joinedAt: number;
}

/** Where entries are kept; a function, because merely reading `window.localStorage` can throw. */
export type StorageSource = () => Pick<Storage, "getItem" | "setItem">;

/** The valid entries of a stored value, newest first, one per server, at most RECENT_JOINS_LIMIT. Never throws. */
export function parseRecentJoins(raw: unknown, now: number): RecentJoin[] {
  if (typeof raw !== "string" || raw.length > MAX_STORED_LENGTH) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const joins = data.map((item) => readEntry(item, now)).filter((join): join is RecentJoin => join !== null);
  joins.sort((a, b) => b.joinedAt - a.joinedAt);
  return distinct(joins).slice(0, RECENT_JOINS_LIMIT);
}

/** The stored form: flat objects made of the validated parts only. */
export function serializeRecentJoins(joins: readonly RecentJoin[]): string {
  return JSON.stringify(joins.map(({ target, joinedAt }) => ({ ...target, joinedAt })));
}

/** The list with this server joined at `now`: first, once, the oldest dropped beyond the limit. */
export function withJoin(joins: readonly RecentJoin[], target: JoinTarget, now: number): RecentJoin[] {
  const key = joinTargetKey(target);
  return [{ target, joinedAt: now }, ...joins.filter((join) => joinTargetKey(join.target) !== key)].slice(
    0,
    RECENT_JOINS_LIMIT,
  );
}

/** The list without the server of `key` (see joinTargetKey). */
export function withoutJoin(joins: readonly RecentJoin[], key: string): RecentJoin[] {
  return joins.filter((join) => joinTargetKey(join.target) !== key);
}

export function loadRecentJoins(storage: StorageSource, now: number): RecentJoin[] {
  try {
    return parseRecentJoins(storage().getItem(RECENT_JOINS_KEY), now);
  } catch {
    return [];
  }
}

/** Saves the list; false when the storage refused (the visitor's page goes on without it). */
export function saveRecentJoins(storage: StorageSource, joins: readonly RecentJoin[]): boolean {
  try {
    storage().setItem(RECENT_JOINS_KEY, serializeRecentJoins(joins));
    return true;
  } catch {
    return false;
  }
}

/** Remembers a join (read, add, save) and returns the new list. */
export function rememberJoin(storage: StorageSource, target: JoinTarget, now: number): RecentJoin[] {
  const joins = withJoin(loadRecentJoins(storage, now), target, now);
  saveRecentJoins(storage, joins);
  return joins;
}

/** Forgets one server (read, remove, save) and returns the new list. */
export function forgetJoin(storage: StorageSource, key: string, now: number): RecentJoin[] {
  const joins = withoutJoin(loadRecentJoins(storage, now), key);
  saveRecentJoins(storage, joins);
  return joins;
}

function readEntry(item: unknown, now: number): RecentJoin | null {
  if (typeof item !== "object" || item === null || Array.isArray(item)) return null;
  const entry = item as Record<string, unknown>;
  const { joinedAt } = entry;
  if (
    typeof joinedAt !== "number" ||
    !Number.isSafeInteger(joinedAt) ||
    joinedAt <= 0 ||
    joinedAt > now + FUTURE_SLACK_MS
  ) {
    return null;
  }
  const text = (name: string) => (typeof entry[name] === "string" ? (entry[name] as string) : null);
  const placeId = text("placeId");
  const serverId = text("serverId");
  const linkCode = text("linkCode");
  const shareCode = text("shareCode");
  switch (entry.kind) {
    case "server":
      return joinerProblem(placeId, serverId)
        ? null
        : { target: { kind: "server", placeId: placeId!, serverId: serverId! }, joinedAt };
    case "private":
      return joinerProblem(placeId, null, linkCode)
        ? null
        : { target: { kind: "private", placeId: placeId!, linkCode: linkCode! }, joinedAt };
    case "share":
      return joinerProblem(null, null, null, shareCode)
        ? null
        : { target: { kind: "share", shareCode: shareCode! }, joinedAt };
    default:
      return null;
  }
}

function distinct(joins: readonly RecentJoin[]): RecentJoin[] {
  const seen = new Set<string>();
  return joins.filter((join) => {
    const key = joinTargetKey(join.target);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
