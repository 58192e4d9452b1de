// The Worker's runtime module, as far as platform-cloudflare.ts uses it (its full types are @cloudflare/workers-types').
declare module "cloudflare:workers" {
  export const env: Record<string, unknown>;
}
