/**
 * The status center in Cloudflare's Worker: D1 (the `DB` binding), the settings from the Worker's variables and
 * secrets (wrangler.jsonc, `wrangler secret put`), work after the answer through the request's waitUntil.
 */
import { env } from "cloudflare:workers";
import { loadSettings, openCenter, type Center } from "./center.ts";
import { d1Engine, type D1Database } from "./d1.ts";
import { postBudgets } from "./discord.ts";
import { seed } from "./seed.ts";

const bindings = env as unknown as { DB: D1Database } & Record<string, string | undefined>;

/** The request's context; `d1`: its D1 session when read replicas are on (server/worker.ts). */
export interface WorkerContext {
  waitUntil(work: Promise<unknown>): void;
  d1?: D1Database;
  /** The live routes' key the Worker read for this request (the middleware does not read it again). */
  liveKey?: string;
  /** Set by the middleware when the request's session is a signed-in operator's. */
  operator?: boolean;
}

export function platformCenter(locals: App.Locals): Center {
  const context = (locals as { cfContext?: WorkerContext }).cfContext;
  return openCenter({
    engine: d1Engine(context?.d1 ?? bindings.DB),
    settings: loadSettings(bindings),
    seed,
    defer: (work) => context?.waitUntil(work.catch((error) => console.error(String(error)))),
    posting: postBudgets.worker,
  });
}
