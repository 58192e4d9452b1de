/**
 * The status center of a request its host did not hand one to: never on Node (server/serve.ts passes the center
 * in `Astro.locals`). The Cloudflare build replaces this module with platform-cloudflare.ts (astro.config.ts).
 */
import type { Center } from "./center.ts";

export function platformCenter(_locals: App.Locals): Center {
  throw new Error("the status center is handed over with each request (server/serve.ts)");
}
