/**
 * An operator's D1 session bookmark with read replicas on (server/worker.ts, decision 0022): read from the request's
 * Cookie header, given back in a cookie of the admin's attributes, and only to an operator (a visitor gets no cookie).
 */
import { sessionCookie } from "./admin.ts";

export const bookmarkCookie = "__Host-rift-d1";
/** D1's bookmark: its position in the database's history, as D1 writes it (hexadecimal, 8-8-8-32). */
const bookmarkShape = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

/** A cookie's value in a Cookie header; only its first 64 cookies count (bounded work), as for the language's. */
function cookieValue(header: string | null | undefined, name: string) {
  const found = header?.split(";", 64).find((cookie) => cookie.split("=")[0]!.trim() === name);
  return found?.split("=").slice(1).join("=").trim();
}

/** The bookmark a request sends, if it is one: anything else is no bookmark. */
export function bookmarkFrom(cookieHeader: string | null | undefined): string | undefined {
  const value = cookieValue(cookieHeader, bookmarkCookie);
  return value && bookmarkShape.test(value) ? value : undefined;
}

/** Whether a request is an operator's: it sends a session, or its answer starts one (a sign-in). */
export function isOperator(cookieHeader: string | null | undefined, setCookie: string | null | undefined): boolean {
  return (
    !!cookieValue(cookieHeader, sessionCookie) || new RegExp(`(^|,\\s*)${sessionCookie}=[^;]`).test(setCookie ?? "")
  );
}

/** The Set-Cookie header that keeps a bookmark: the session cookie's attributes, for the session of the browser. */
export const bookmarkSetCookie = (bookmark: string) =>
  `${bookmarkCookie}=${bookmark}; Path=/; Secure; HttpOnly; SameSite=Strict`;
