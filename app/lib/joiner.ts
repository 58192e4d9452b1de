/**
 * /joiner: validate the PlaceId and ServerId query values and build the Roblox links from them.
 * Links are only ever built from values that passed `validateJoinerParams`, so they can hold
 * nothing but digits, hex letters and dashes.
 */

/** The exact log lines of the spec (section 5). */
export const joinerErrors = {
  missing: "Missing PlaceId or ServerId",
  placeId: "Invalid PlaceId format",
  serverId: "Invalid ServerId format",
} as const;

export type JoinerError = (typeof joinerErrors)[keyof typeof joinerErrors];

export interface JoinerParams {
  placeId: string;
  serverId: string;
}

export type JoinerValidation = { ok: true; params: JoinerParams } | { ok: false; error: JoinerError };

/**
 * What is wrong with the values, or null: both are required (an empty value counts as missing), then
 * PlaceId (digits), then ServerId (8-4-4-4-12 hex, any case). Whole-string matches: no `m` flag, so
 * `$` is the end of the input, never a line end. Self-contained: /joiner's boot script runs it too.
 */
export function joinerProblem(placeId: string | null, serverId: string | null): keyof typeof joinerErrors | null {
  if (!placeId || !serverId) return "missing";
  if (!/^\d+$/.test(placeId)) return "placeId";
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(serverId)) return "serverId";
  return null;
}

/** The values as join parameters, or the spec's log line saying what is wrong. */
export function validateJoinerParams(placeId: string | null, serverId: string | null): JoinerValidation {
  const problem = joinerProblem(placeId, serverId);
  if (problem) return { ok: false, error: joinerErrors[problem] };
  return { ok: true, params: { placeId: placeId!, serverId: serverId! } };
}

const mobilePattern = /android|webos|iphone|ipad|ipod|blackberry|iemobile|opera mini/i;

/** The spec's mobile user agents (section 9), case-insensitive. */
export function isMobileUserAgent(userAgent: string): boolean {
  return mobilePattern.test(userAgent);
}

/** The app-scheme link Roblox's own web code uses: the mobile app's, or the desktop client's. */
export function deepLink({ placeId, serverId }: JoinerParams, mobile: boolean): string {
  return mobile
    ? `robloxmobile://placeID=${placeId}&gameInstanceId=${serverId}`
    : `roblox://experiences/start?placeId=${placeId}&gameInstanceId=${serverId}`;
}

/** The roblox.com page that starts the same server: the fallback when the app scheme does nothing. */
export function browserJoinUrl({ placeId, serverId }: JoinerParams): string {
  return `https://www.roblox.com/games/start?placeId=${placeId}&gameInstanceId=${serverId}`;
}
