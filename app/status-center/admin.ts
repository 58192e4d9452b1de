/** The admin's requests: what a form post does, and what the page shows. */
import type { AstroCookies } from "astro";
import type { Center } from "./center.ts";
import { subjects } from "./center.ts";
import { choices, noteProblem } from "../config/status-schema.ts";
import { parseTime, windowProblem } from "./window-rules.ts";

export const sessionCookie = "__Host-rift-session";
/** What the last form post did, shown once on the /admin it redirected to ("saved game fisch", "signed-out"). */
export const doneCookie = "__Host-rift-done";
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

/** The status line of each answer the admin gives. */
export const statusText: Record<number, string> = {
  200: "OK",
  303: "See Other",
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  410: "Gone",
  413: "Content Too Large",
  429: "Too Many Requests",
  500: "Internal Server Error",
};

/** A plain answer of the admin's (and Web Push's, and the live routes' errors): its status line as its text. */
export const plainAnswer = (status: number) =>
  new Response(`${status} ${statusText[status]}\n`, {
    status,
    statusText: statusText[status],
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });

export interface Outcome {
  status: number;
  /** Shown in role="alert" (refused) or role="status" (done). */
  alert?: string;
  done?: string;
  /** A refused save: what the operator typed, shown again in its form. */
  typed?: { kind: string; key: string; status: string; note: string; to?: string };
}

/** What `done` (the cookie a save or sign-out set before its redirect) says, if it is one of ours. */
export function doneMessage(done: string | undefined): string | undefined {
  if (done === "signed-out") return "Signed out.";
  if (done === "maintenance scheduled") return "Maintenance scheduled.";
  if (done === "maintenance cancelled") return "Maintenance cancelled.";
  const [what, kind, ...key] = (done ?? "").split(" ");
  const subject = subjects.find((each) => each.kind === kind && each.key === key.join(" "));
  if (subject && what === "saved") return `Saved ${subject.label}.`;
  if (subject && what === "same") return `${subject.label} had not changed.`;
  return undefined;
}

/**
 * A form post to /admin: sign out, or save one subject. Done: 303 to /admin with `doneCookie` set. Nothing changes
 * without a session (401).
 */
export async function adminForm(
  center: Center,
  locals: App.Locals,
  cookies: AstroCookies,
  form: FormData,
): Promise<Outcome> {
  const field = (name: string) => String(form.get(name) ?? "");
  const typed = { kind: field("kind"), key: field("key"), status: field("status"), note: field("note") };
  const done = (what: string): Outcome => {
    cookies.set(doneCookie, what, { ...cookieAttributes, maxAge: 60 });
    return { status: 303 };
  };
  if (!locals.operator)
    return { status: 401, alert: "Your session has ended: sign in again. Nothing was saved.", typed };
  if (field("intent") === "sign-out") {
    await center.accounts.endSession(locals.token!);
    cookies.delete(sessionCookie, cookieAttributes);
    return done("signed-out");
  }
  if (field("intent") === "schedule-maintenance" || field("intent") === "cancel-maintenance")
    return maintenanceForm(center, locals.operator.name, field, done);
  const subject = subjects.find((each) => each.kind === typed.kind && each.key === typed.key);
  const note = typed.note.trim();
  const version = field("version");
  if (!subject || !(choices[subject.kind] as readonly string[]).includes(typed.status) || !/^\d+$/.test(version))
    return { status: 400, alert: "That form was not one this page sends. Nothing was saved." };
  if (noteProblem(note)) return { status: 400, alert: `A note ${noteProblem(note)}. Nothing was saved.`, typed };
  if (subject.kind === "notice" && typed.status !== "none" && !note)
    return { status: 400, alert: "A site notice needs a text. Nothing was saved.", typed };
  const saved = await center.save(
    subject,
    { status: typed.status, note: subject.kind === "notice" && typed.status === "none" ? "" : note },
    locals.operator.name,
    Number(version),
  );
  if (!saved.ok)
    return {
      status: 409,
      alert: `${subject.label} was changed by ${saved.conflict.actor} at ${when(saved.conflict.at)} after this page loaded. Nothing was overwritten: check it below, then save again.`,
      typed,
    };
  return done(`${saved.change ? "saved" : "same"} ${subject.kind} ${subject.key}`);
}

/** Schedules or cancels a maintenance window; refused with what to fix, what was typed kept. */
async function maintenanceForm(
  center: Center,
  actor: string,
  field: (name: string) => string,
  done: (what: string) => Outcome,
): Promise<Outcome> {
  if (field("intent") === "cancel-maintenance") {
    const cancelled =
      /^\d+$/.test(field("window")) && (await center.maintenance.cancel(Number(field("window")), actor));
    return cancelled
      ? done("maintenance cancelled")
      : { status: 409, alert: "That maintenance is over or was cancelled already." };
  }
  // `datetime-local` values, read as UTC.
  const [from, to] = [parseTime(field("from"), false), parseTime(field("to"), false)];
  const [note, game] = [field("note").trim(), field("game")];
  const refuse = (alert: string): Outcome => ({
    status: 400,
    alert: `${alert} Nothing was scheduled.`,
    typed: { kind: "maintenance", key: game, status: field("from"), note: field("note"), to: field("to") },
  });
  if (game !== "all" && !subjects.some((each) => each.kind === "game" && each.key === game))
    return refuse("Choose a game, or All games.");
  if (Number.isNaN(from) || Number.isNaN(to))
    return refuse("Give the start and the end as dates and times in UTC that exist.");
  const now = Date.now();
  const problem = windowProblem(from, to, now);
  if (problem) return refuse(`${problem}.`);
  if (noteProblem(note)) return refuse(`A note ${noteProblem(note)}.`);
  await center.maintenance.schedule(game, from, to, note, actor, now);
  return done("maintenance scheduled");
}

/** What the signed-in page shows: each subject now, the audit log, failed Discord posts. */
export async function adminView(center: Center) {
  const set = await center.store.everyCurrent();
  return {
    subjects: subjects.map((subject) => {
      const row = set.find((each) => each.kind === subject.kind && each.key === subject.key);
      const current = row && { status: row.status, note: row.note, at: row.at, actor: row.actor, version: row.version };
      return { ...subject, choices: choices[subject.kind], current };
    }),
    audit: await center.store.changes(0, 200),
    maintenance: await center.maintenance.list(),
    failedPosts: await center.failedPosts(),
  };
}
export type AdminView = Awaited<ReturnType<typeof adminView>>;
