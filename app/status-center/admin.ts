/** The admin's requests: what a form post does, and what the page shows. */
import type { AstroCookies } from "astro";
import type { Center } from "./center.ts";
import { choices, subjects } from "./center.ts";
import { maxText } from "../config/status-schema.ts";

export const sessionCookie = "__Host-rift-session";
export const adminPolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join("; ");

export const when = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace("T", " ") + " UTC";

// A __Host- cookie is only replaced (or deleted) by one with the same attributes.
export const cookieAttributes = { httpOnly: true, secure: true, sameSite: "strict", path: "/" } as const;

export interface Outcome {
  status: number;
  /** Shown in role="alert" (refused) or role="status" (done). */
  alert?: string;
  done?: string;
}

/** A form post to /admin: sign out, or save one subject. Nothing changes without a session (401). */
export function adminForm(center: Center, locals: App.Locals, cookies: AstroCookies, form: FormData): Outcome {
  const field = (name: string) => String(form.get(name) ?? "");
  if (!locals.operator) return { status: 401, alert: "Your session has ended: sign in again. Nothing was saved." };
  if (field("intent") === "sign-out") {
    center.accounts.endSession(locals.token!);
    cookies.delete(sessionCookie, cookieAttributes);
    locals.operator = undefined;
    return { status: 200, done: "Signed out." };
  }
  const subject = subjects.find((each) => each.kind === field("kind") && each.key === field("key"));
  const status = field("status");
  const note = field("note").trim();
  const version = field("version");
  if (!subject || !(choices[subject.kind] as readonly string[]).includes(status) || !/^\d+$/.test(version))
    return { status: 400, alert: "That form was not one this page sends. Nothing was saved." };
  if (note.length > maxText)
    return { status: 400, alert: `A note has at most ${maxText} characters. Nothing was saved.` };
  if (subject.kind === "notice" && status !== "none" && !note)
    return { status: 400, alert: "A site notice needs a text. Nothing was saved." };
  const saved = center.save(
    subject,
    { status, note: subject.kind === "notice" && status === "none" ? "" : note },
    locals.operator.name,
    Number(version),
  );
  if (!saved.ok)
    return {
      status: 409,
      alert: `${subject.label} was changed by ${saved.conflict.actor} at ${when(saved.conflict.at)} after this page loaded. Nothing was overwritten: check it below, then save again.`,
    };
  return { status: 200, done: saved.change ? `Saved ${subject.label}.` : `${subject.label} had not changed.` };
}

/** What the signed-in page shows: each subject now, the audit log, failed Discord posts. */
export function adminView(center: Center) {
  return {
    subjects: subjects.map((subject) => ({
      ...subject,
      choices: choices[subject.kind],
      current: center.store.current(subject),
    })),
    audit: center.store.changes(0, 200),
    failedPosts: center.failedPosts(),
  };
}
export type AdminView = ReturnType<typeof adminView>;
