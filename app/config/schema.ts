/**
 * The zod schema of `site.ts`. Used at build time (vite.config.ts) and in unit tests only: components
 * import `site.ts`, never this file, so zod stays out of the browser bundle.
 */
import { z } from "zod";
import { executorPlatforms } from "./executors.ts";
import { gameSlug } from "./status-schema.ts";

const https = z
  .string()
  .refine((value) => URL.canParse(value) && new URL(value).protocol === "https:", {
    message: "must be an absolute https:// URL",
  });
const text = z.string().trim().min(1, "must not be empty");
const countryCode = z.string().regex(/^[A-Z]{2}$/, "must be two upper-case letters (ISO 3166-1 alpha-2)");
const localImage = z
  .string()
  .regex(/^\/[\w./-]+\.(svg|png|webp|avif|jpg)$/, "must be a local image path under public/, like /games/name.svg");
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, "must be a hex colour like #8b5cf6");


function unique<T>(
  items: readonly T[],
  key: (item: T) => string,
  ctx: z.RefinementCtx,
  what: string,
  prefix: string[] = [],
) {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const k = key(item);
    if (seen.has(k)) ctx.addIssue({ code: "custom", path: [...prefix, index], message: `duplicate ${what} "${k}"` });
    seen.add(k);
  });
}

const game = z.object({
  title: text.refine((title) => !title.trim() || gameSlug(title) !== "", "must contain letters or digits (its status.json key is made from them)"),
  image: localImage,
  gameUrl: https,
});

const executor = z.object({
  name: text,
  url: https,
  platforms: z
    .array(z.enum(executorPlatforms))
    .min(1, `must list at least one of ${executorPlatforms.join(", ")}`)
    .superRefine((platforms, ctx) => unique(platforms, (p) => p, ctx, "platform")),
  pricing: z.enum(["free", "paid"]),
});

const freeProvider = z.object({
  id: z.enum(["rinku", "workink"]),
  name: text,
  badge: text,
  bullets: z.array(text).min(1),
  url: https,
  cta: text,
});

const reseller = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/, "must be lower-case letters, digits and dashes"),
  name: text,
  official: z.boolean(),
  paymentMethods: z.array(text).min(1, "must list at least one payment method"),
  accent: colour,
  url: https,
});

const milestone = z.object({
  minViews: z.number().int().positive(),
  maxViews: z.number().int().positive().nullable(),
  totalUsd: z.number().positive(),
});

export const siteSchema = z
  .object({
    brand: z.object({
      name: text,
      premiumName: text,
      tagline: text,
      description: text,
      siteUrl: https.refine((value) => !value.endsWith("/"), "must not end with a slash"),
      themeColor: colour,
    }),
    loader: text.refine((value) => !value.includes("\n"), "must be a single line"),
    stats: z.array(z.object({ value: text, label: text })).length(3, "must have exactly three stat cards"),
    links: z.object({
      docs: https,
      communityInvite: https,
      communityPlatform: text,
      ugphone: https,
      tutorials: z.object({ mobile: https, pc: https }),
    }),
    partnerBanner: z.object({ partnerName: text, title: text, text: text, cta: text }),
    games: z
      .array(game)
      .min(1, "must list at least one game")
      .superRefine((games, ctx) => {
        unique(games, (g) => g.title, ctx, "game title");
        unique(games, (g) => gameSlug(g.title), ctx, "game slug (status.json key)");
      }),
    liveStatus: z.object({
      url: z
        .string()
        .refine(
          // A same-origin path: segments of word characters, dots and dashes, none empty ("//host"
          // would be another origin) and none starting with a dot; or an absolute https:// URL.
          (value) =>
            (/^(?:\/[\w-][\w.-]*)+$/.test(value) && value.endsWith(".json")) ||
            (value.startsWith("https://") && URL.canParse(value) && new URL(value).protocol === "https:"),
          "must be a same-origin path like /status.json or an absolute https:// URL",
        ),
      timeoutMs: z.number().int().min(500).max(15_000),
    }),
    executors: z
      .array(executor)
      .min(1, "must list at least one executor")
      .superRefine((executors, ctx) => unique(executors, (e) => e.name, ctx, "executor name")),
    getKey: z.object({
      premium: z.object({ badge: text, benefits: z.array(text).min(1), cta: text }),
      freeProviders: z
        .array(freeProvider)
        .length(2, "must have exactly two free providers")
        .superRefine((providers, ctx) => unique(providers, (p) => p.id, ctx, "provider id")),
      whyPremium: z.array(z.object({ title: text, text: text })).min(1),
    }),
    betterBypasser: z.object({ rinku: https, workink: https }),
    resellers: z
      .array(reseller)
      .min(1)
      .superRefine((resellers, ctx) => {
        unique(resellers, (r) => r.id, ctx, "reseller id");
        if (resellers.filter((r) => r.official).length !== 1 || !resellers[0]?.official)
          ctx.addIssue({ code: "custom", message: "the first reseller, and only it, must be official: true" });
      }),
    countryTiers: z
      .object({ tier1: z.array(countryCode), tier2: z.array(countryCode) })
      .superRefine((tiers, ctx) => {
        unique(tiers.tier1, (c) => c, ctx, "country", ["tier1"]);
        const tier1 = new Set(tiers.tier1);
        const seen = new Set<string>();
        tiers.tier2.forEach((code, index) => {
          if (tier1.has(code))
            ctx.addIssue({ code: "custom", path: ["tier2", index], message: `country "${code}" is in tier1 and tier2` });
          else if (seen.has(code))
            ctx.addIssue({ code: "custom", path: ["tier2", index], message: `duplicate country "${code}"` });
          seen.add(code);
        });
      }),
    rinkuShareLowerTiers: z.number().min(0).max(1),
    thirdParty: z.object({
      geolocationEndpoint: https,
      geolocationTimeoutMs: z.number().int().min(250).max(10_000),
      adScriptUrl: https,
      keyAuthProvider: z.object({ name: text, url: https }),
    }),
    legal: z.object({
      lastUpdated: z.iso.date("must be a date like 2026-11-22"),
      blacklistReinstatementFeeUsd: z.number().positive(),
      showcaserMilestones: z
        .array(milestone)
        .min(1)
        .superRefine((milestones, ctx) => {
          milestones.forEach((m, index) => {
            const next = milestones[index + 1];
            const last = index === milestones.length - 1;
            if (m.maxViews !== null && m.maxViews < m.minViews)
              ctx.addIssue({ code: "custom", path: [index, "maxViews"], message: "must not be below minViews" });
            if (last && m.maxViews !== null)
              ctx.addIssue({ code: "custom", path: [index, "maxViews"], message: "the last milestone must be open-ended (null)" });
            if (!last && (m.maxViews === null || next.minViews !== m.maxViews + 1))
              ctx.addIssue({ code: "custom", path: [index + 1, "minViews"], message: "must follow the previous maxViews (ranges ascending and contiguous)" });
            if (next && next.totalUsd <= m.totalUsd)
              ctx.addIssue({ code: "custom", path: [index + 1, "totalUsd"], message: "must grow from one milestone to the next" });
          });
        }),
    }),
  })
  .strict();

type DeepReadonly<T> = T extends (infer U)[]
  ? readonly DeepReadonly<U>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

/** The shape `site.ts` must satisfy. */
export type SiteConfig = DeepReadonly<z.input<typeof siteSchema>>;

/** Formats zod issues as one line per field: `- games.2.title: must not be empty`. */
export function formatIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `- ${issue.path.length ? issue.path.join(".") : "(root)"}: ${issue.message}`)
    .join("\n");
}

/** Throws an Error whose message lists every bad field; returns the config when it is valid. */
export function validateSiteConfig<T>(config: T): T {
  const result = siteSchema.safeParse(config);
  if (!result.success) {
    throw new Error(`Invalid site configuration (app/config/site.ts):\n${formatIssues(result.error)}`);
  }
  return config;
}
