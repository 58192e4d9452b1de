/**
 * An operator's D1 session bookmark with read replicas on (server/worker.ts, decision 0022): read from the request's
 * Cookie header, given back in a cookie of the admin's attributes, and only to an operator (a visitor gets no cookie).
 */
import { cookieValue } from "../i18n/locale-negotiation.ts";
import { sessionCookie } from "./admin.ts";

export const bookmarkCookie = "__Host-rift-d1";
/** D1's bookmark: its position in the database's history, as D1 writes it (hexadecimal, 8-8-8-32). */
const bookmarkShape = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

/** The bookmark a request sends, if it is one: anything else is no bookmark. */
export function bookmarkFrom(cookieHeader: string | null | undefined): string | undefined {
  const value = cookieValue(cookieHeader, bookmarkCookie);
  return value && bookmarkShape.test(value) ? value : undefined;
}

/** The session token a request sends, if any (checked by the caller). */
export const sessionFrom = (cookieHeader: string | null | undefined) =>
  cookieValue(cookieHeader, sessionCookie) || undefined;

/**
 * Whether an answer goes to an operator: the request's session was checked and is live (and the answer does not
 * end it), or the answer starts one (a sign-in). A cookie the request merely sends proves nothing.
 */
export function isOperator(signedIn: boolean, setCookie: string | null | undefined): boolean {
  const sets = new RegExp(`(^|,\\s*)${sessionCookie}=([^;]*)`).exec(setCookie ?? "");
  return sets ? sets[2] !== "" : signedIn;
}

/** The Set-Cookie header that keeps a bookmark: the session cookie's attributes, for the session of the browser. */
export const bookmarkSetCookie = (bookmark: string) =>
  `${bookmarkCookie}=${bookmark}; Path=/; Secure; HttpOnly; SameSite=Strict`;
