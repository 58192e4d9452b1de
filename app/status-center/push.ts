/**
 * Web Push, on Web Crypto alone (the same on Node and in the Worker): which push services a subscription may name,
 * the site's VAPID keys, a game's change as a message in the subscription's language, and one delivery (RFC 8030,
 * with a TTL, an Urgency and a Topic; RFC 8291 aes128gcm and RFC 8292 VAPID by @block65/webcrypto-web-push).
 */
import { buildPushPayload } from "@block65/webcrypto-web-push";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import { pushServices } from "../config/push-services.ts";
import { site } from "../config/site.ts";
import { gameSlug } from "../config/status-schema.ts";
import { defaultLocale, localeByTag, localizedPath, type LocaleTag } from "../i18n/locales.ts";
import { ar } from "../i18n/messages/ar.ts";
import { en } from "../i18n/messages/en.ts";
import { es } from "../i18n/messages/es.ts";
import { fil } from "../i18n/messages/fil.ts";
import { id } from "../i18n/messages/id.ts";
import { ptBR } from "../i18n/messages/pt-br.ts";
import { ru } from "../i18n/messages/ru.ts";
import { th } from "../i18n/messages/th.ts";
import { vi } from "../i18n/messages/vi.ts";

/** Bytes as base64url, without padding. */
const { fromBuffer: base64url } = isoBase64URL;
/** base64url (padding optional) as bytes; undefined when it is not base64url. */
export const fromBase64url = (text: string) => {
  if (!/^[\w-]*={0,2}$/.test(text)) return undefined;
  return Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/").replace(/=+$/, "")), (c) => c.charCodeAt(0));
};

/** PUSH_ENDPOINTS: comma-separated origins the site may send to besides the browsers' push services. */
export function pushOrigins(value = "") {
  return value
    .split(",")
    .map((each) => each.trim())
    .filter(Boolean)
    .map((each) => {
      const url = URL.parse(each);
      if (!url || !/^https?:$/.test(url.protocol)) throw new Error(`PUSH_ENDPOINTS names origins; got "${each}"`);
      return url.origin;
    });
}

/** Whether a subscription may name `endpoint`: https on a browser's push service, or under an origin of `extra`. */
export function allowedEndpoint(endpoint: unknown, extra: readonly string[]): endpoint is string {
  const url = typeof endpoint === "string" && endpoint.length <= 1024 ? URL.parse(endpoint) : null;
  if (!url || url.username || url.password) return false;
  if (extra.includes(url.origin)) return true;
  const listed = (host: string) =>
    host.startsWith("*.") ? url.hostname.endsWith(host.slice(1)) : url.hostname === host;
  return url.protocol === "https:" && url.port === "" && pushServices.some(listed);
}

/** A browser's keys for a subscription: its P-256 public key (65 bytes, uncompressed) and 16-byte auth secret. */
export const validKeys = (keys: { p256dh?: unknown; auth?: unknown } | undefined): keys is Keys => {
  const point = typeof keys?.p256dh === "string" ? fromBase64url(keys.p256dh) : undefined;
  const auth = typeof keys?.auth === "string" ? fromBase64url(keys.auth) : undefined;
  return point?.length === 65 && point[0] === 4 && auth?.length === 16;
};
type Keys = { p256dh: string; auth: string };

const publicKeyOf = (jwk: JsonWebKey) =>
  base64url(new Uint8Array([4, ...fromBase64url(jwk.x ?? "")!, ...fromBase64url(jwk.y ?? "")!]));

/** The site's VAPID keys: the public key as browsers take it (base64url), the private one as a JWK (JSON). */
export type Vapid = Awaited<ReturnType<typeof newVapid>>;
export async function newVapid() {
  const pair = await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"]);
  const jwk = await crypto.subtle.exportKey("jwk", pair.privateKey);
  return {
    publicKey: publicKeyOf(jwk),
    privateKey: JSON.stringify({ kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y, d: jwk.d }),
  };
}

/**
 * VAPID_PUBLIC_KEY with VAPID_PRIVATE_KEY (base64url, as web-push prints them; or the private key as a JWK); neither:
 * undefined (the store's keys).
 */
export function vapidFromEnv(publicKey?: string, privateKey?: string): Vapid | undefined {
  if (!publicKey && !privateKey) return undefined;
  const point = fromBase64url(publicKey ?? "");
  if (point?.length !== 65 || point[0] !== 4 || !privateKey)
    throw new Error("VAPID_PUBLIC_KEY (a P-256 public key, base64url) and VAPID_PRIVATE_KEY go together");
  const jwk = privateKey.trim().startsWith("{")
    ? JSON.parse(privateKey)
    : { kty: "EC", crv: "P-256", x: base64url(point.slice(1, 33)), y: base64url(point.slice(33)), d: privateKey };
  if (publicKeyOf(jwk) !== base64url(point)) throw new Error("VAPID_PRIVATE_KEY is not VAPID_PUBLIC_KEY's");
  return { publicKey: base64url(point), privateKey: JSON.stringify(jwk) };
}

const messages: Record<LocaleTag, typeof en> = { en, "pt-BR": ptBR, es, id, vi, th, fil, ru, ar };

/** What the service worker shows for a game's change, in `tag`'s language: the title, the status and the note. */
export function pushMessage(game: string, status: string, note: string, tag: string) {
  const locale = localeByTag(tag) ?? defaultLocale;
  const word = messages[locale.tag as LocaleTag].status.game[status as keyof typeof en.status.game] ?? status;
  return {
    title: site.games.find((each) => gameSlug(each.title) === game)?.title ?? game,
    body: [word, note.slice(0, 1000)].filter(Boolean).join("\n"),
    url: localizedPath(`/games/${game}`, locale),
    lang: locale.tag,
    dir: locale.dir,
    tag: `status-${game}`,
  };
}

/**
 * Delivers `message` to a subscription: "sent", "gone" (404, 410: the subscription is no more), "retry" (429, 5xx,
 * unreachable: the outbox tries again once its claim lapses) or "refused" (another answer: never tried again).
 */
export async function sendPush(
  to: Keys & { endpoint: string },
  message: ReturnType<typeof pushMessage>,
  vapid: Vapid,
  subject: string,
  timeoutMs: number,
): Promise<{ outcome: "sent" | "gone" | "retry" | "refused"; error?: string }> {
  // The library takes https endpoints only: an http origin of PUSH_ENDPOINTS (a test's) gets its https twin's request.
  const { headers, body } = await buildPushPayload(
    // A phone that was offline gets the game's latest status, not each one it missed.
    {
      data: message,
      options: { ttl: 86_400, urgency: "normal", topic: message.tag.replace(/[^\w-]/g, "").slice(0, 32) },
    },
    {
      endpoint: to.endpoint.replace(/^http:/, "https:"),
      expirationTime: null,
      keys: { p256dh: to.p256dh, auth: to.auth },
    },
    { subject, publicKey: vapid.publicKey, privateKey: (JSON.parse(vapid.privateKey) as JsonWebKey).d ?? "" },
  );
  let answer: Response;
  try {
    answer = await fetch(to.endpoint, {
      method: "POST",
      headers,
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    return { outcome: "retry", error: `the push service could not be reached: ${(error as Error).message}` };
  }
  await answer.body?.cancel();
  const { status } = answer;
  if (status >= 200 && status < 300) return { outcome: "sent" };
  const outcome = status === 404 || status === 410 ? "gone" : status === 429 || status >= 500 ? "retry" : "refused";
  return { outcome, error: `the push service answered ${status}` };
}
