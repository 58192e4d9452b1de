/** POST { ceremony: "sign-in" } or { ceremony: "register", token }: the options for the browser's passkey call. */
import type { APIRoute } from "astro";
import { registrationOptions, signInOptions } from "~/status-center/passkeys";
import { brand } from "~/config/brand";

export const prerender = false;

export const POST: APIRoute = async ({ request, locals: { center } }) => {
  const body = (await request.json().catch(() => ({}))) as { ceremony?: unknown; token?: unknown };
  if (body.ceremony === "sign-in") return Response.json(await signInOptions(center));
  if (body.ceremony === "register" && typeof body.token === "string") {
    const options = await registrationOptions(center, body.token, brand.name);
    return options
      ? Response.json(options)
      : Response.json({ error: "This invite link has expired." }, { status: 410 });
  }
  return Response.json({ error: "Unknown ceremony." }, { status: 400 });
};
