/** POST { ceremony, challengeId, response, token? }: a verified passkey starts a session (cookie); else 401. */
import type { APIRoute } from "astro";
import { cookieAttributes, sessionCookie } from "~/status-center/admin";
import { finishRegistration, finishSignIn } from "~/status-center/passkeys";

export const prerender = false;

export const POST: APIRoute = async ({ request, cookies, locals: { center, token: old } }) => {
  const { ceremony, challengeId, response, token }: Record<string, unknown> = await request.json().catch(() => ({}));
  const { id, response: signed } = (response ?? {}) as Record<string, unknown>;
  if (typeof challengeId !== "string" || typeof id !== "string" || typeof signed !== "object" || signed === null)
    return Response.json({ error: "Unknown ceremony." }, { status: 400 });
  const operator =
    ceremony === "register" && typeof token === "string"
      ? await finishRegistration(center, token, challengeId, response as never)
      : ceremony === "sign-in"
        ? await finishSignIn(center, challengeId, response as never)
        : undefined;
  if (operator === "taken")
    return Response.json({ error: "This passkey is already registered: sign in with it instead." }, { status: 409 });
  const session = operator && (await center.accounts.startSession(operator, Date.now(), old));
  if (!session) return Response.json({ error: "That passkey could not be verified. Try again." }, { status: 401 });
  cookies.set(sessionCookie, session, {
    ...cookieAttributes,
    maxAge: center.settings.absoluteSeconds,
  });
  return Response.json({ ok: true });
};
