/** POST { ceremony, challengeId, response, token? }: a verified passkey starts a session (cookie); else 401. */
import type { APIRoute } from "astro";
import { cookieAttributes, sessionCookie } from "~/status-center/admin";
import { finishRegistration, finishSignIn } from "~/status-center/passkeys";

export const prerender = false;

export const POST: APIRoute = async ({ request, cookies, locals: { center } }) => {
  const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
  const { ceremony, challengeId, response, token } = body;
  if (typeof challengeId !== "string" || typeof response !== "object" || response === null)
    return Response.json({ error: "Unknown ceremony." }, { status: 400 });
  const operator =
    ceremony === "register" && typeof token === "string"
      ? await finishRegistration(center, token, challengeId, response as never)
      : ceremony === "sign-in"
        ? await finishSignIn(center, challengeId, response as never)
        : undefined;
  if (!operator) return Response.json({ error: "That passkey could not be verified. Try again." }, { status: 401 });
  cookies.set(sessionCookie, center.accounts.startSession(operator), {
    ...cookieAttributes,
    maxAge: center.settings.absoluteSeconds,
  });
  return Response.json({ ok: true });
};
