/**
 * The zod schema of the configuration (site.ts's four files), for `npm run check` and tests only, so
 * zod stays out of the browser. Every object is strict: an unknown field is an error.
 */
import { z } from "zod";
import { gameSlug } from "./status-schema.ts";

const https = z.string().refine((value) => URL.canParse(value) && new URL(value).protocol === "https:", {
  message: "must be an absolute https:// URL",
});
const text = z.string().trim().min(1, "must not be empty");
const countryCode = z.string().regex(/^[A-Z]{2}$/, "must be two upper-case letters (ISO 3166-1 alpha-2)");
/** A path under public/ ending in one of `extensions` (`|`-separated). */
const localFile = (extensions: string, must: string, example: string) =>
  z.string().regex(new RegExp(`^/[\\w./-]+\\.(${extensions})$`), `${must} under public/, like ${example}`);
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, "must be a hex colour like #8b5cf6");
const wholeNumber = (min: number, max: number) =>
  z
    .number()
    .int({ error: "must be a whole number" })
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

const fail = (ctx: z.RefinementCtx, path: PropertyKey[], message: string) =>
  ctx.addIssue({ code: "custom", path, message });

/** A refinement naming each item whose key an earlier item has: `duplicate ${what} "${key}"`. */
const unique =
  <T>(what: string, key: (item: T) => string = String) =>
  (items: readonly T[], ctx: z.RefinementCtx) =>
    items.map(key).forEach((k, index, keys) => {
      if (keys.indexOf(k) < index) fail(ctx, [index], `duplicate ${what} "${k}"`);
    });

const game = z.strictObject({
  title: text.refine(
    (title) => !title.trim() || gameSlug(title) !== "",
    "must contain letters or digits (its status.json key is made from them)",
  ),
  image: localFile("svg|png|webp|avif|jpg", "must be a local image path", "/games/name.svg"),
  gameUrl: https,
  /** What the script does in this game, shown on its page (/games/<slug>). */
  features: z.array(text).min(1, 'must list what the script does in this game, like ["Auto farm"]'),
});

/** Where an executor runs, as /executors names it. */
const platform = z.enum(["windows", "macos", "android", "ios"]);
const executor = z.strictObject({
  name: text,
  url: https,
  platforms: z
    .array(platform)
    .min(1, `must list at least one of ${platform.options.join(", ")}`)
    .superRefine(unique("platform")),
  pricing: z.enum(["free", "paid"]),
});

const freeProvider = z.strictObject({
  id: z.enum(["rinku", "workink"]),
  name: text,
  badge: text,
  bullets: z.array(text).min(1),
  url: https,
  cta: text,
});

const reseller = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/, "must be lower-case letters, digits and dashes"),
  name: text,
  official: z.boolean(),
  paymentMethods: z.array(text).min(1, "must list at least one payment method"),
  accent: colour,
  url: https,
});

const milestone = z.strictObject({
  minViews: z.number().int().positive(),
  maxViews: z.number().int().positive().nullable(),
  totalUsd: z.number().positive(),
});

export const siteSchema = z.strictObject({
  brand: z.strictObject({
    name: text,
    premiumName: text,
    tagline: text,
    description: text,
    siteUrl: https.refine((value) => !value.endsWith("/"), "must not end with a slash"),
    themeColor: colour,
    logo: localFile("svg", "must be null (a mark drawn from the name) or an SVG file", "/logo.svg").nullable(),
    icon: localFile("png", "must be null (drawn from the name) or a square PNG", "/icon.png").nullable(),
  }),
  loader: text.refine((value) => !value.includes("\n"), "must be a single line"),
  stats: z.array(z.strictObject({ value: text, label: text })).length(3, "must have exactly three stat cards"),
  links: z.strictObject({
    docs: https,
    communityInvite: https,
    communityPlatform: text,
    ugphone: https,
    tutorials: z.strictObject({ mobile: https, pc: https }),
  }),
  partnerBanner: z.strictObject({ partnerName: text, title: text, text: text, cta: text }),
  games: z
    .array(game)
    .min(1, "must list at least one game")
    .superRefine(unique("game title", (g) => g.title))
    .superRefine(unique("game slug (status.json key)", (g) => gameSlug(g.title))),
  liveStatus: z.strictObject({
    url: z.string().refine(
      // A same-origin path: segments of word characters, dots and dashes, none empty ("//host"
      // would be another origin) and none starting with a dot; or an absolute https:// URL.
      (value) => /^(?:\/[\w-][\w.-]*)+\.json$/.test(value) || (value.startsWith("https://") && URL.canParse(value)),
      "must be a same-origin path like /status.json or an absolute https:// URL",
    ),
    timeoutMs: z.number().int().min(500).max(15_000),
  }),
  executors: z
    .array(executor)
    .min(1, "must list at least one executor")
    .superRefine(unique("executor name", (e) => e.name)),
  getKey: z.strictObject({
    premium: z.strictObject({ badge: text, benefits: z.array(text).min(1), cta: text }),
    freeProviders: z
      .array(freeProvider)
      .length(2, "must have exactly two free providers")
      .superRefine(unique("provider id", (p) => p.id)),
    whyPremium: z.array(z.strictObject({ title: text, text: text })).min(1),
  }),
  betterBypasser: z.strictObject({ rinku: https, workink: https }),
  resellers: z
    .array(reseller)
    .min(1)
    .superRefine(unique("reseller id", (r) => r.id))
    .superRefine(unique("reseller name", (r) => r.name))
    .refine(
      (resellers) => resellers.filter((r) => r.official).length === 1 && resellers[0]?.official,
      "the first reseller, and only it, must be official: true",
    ),
  countryTiers: z.object({ tier1: z.array(countryCode), tier2: z.array(countryCode) }).superRefine((tiers, ctx) => {
    for (const tier of ["tier1", "tier2"] as const)
      tiers[tier].forEach((code, index) => {
        if (tier === "tier2" && tiers.tier1.includes(code))
          fail(ctx, [tier, index], `country "${code}" is in tier1 and tier2`);
        else if (tiers[tier].indexOf(code) < index) fail(ctx, [tier, index], `duplicate country "${code}"`);
      });
  }),
  rinkuShareLowerTiers: z.number().min(0).max(1),
  thirdParty: z.strictObject({
    geolocationEndpoint: https,
    geolocationTimeoutMs: z.number().int().min(250).max(10_000),
    adScriptUrl: https,
    keyAuthProvider: z.strictObject({ name: text, url: https }),
  }),
  legal: z.strictObject({
    lastUpdated: z.iso.date("must be a date like 2026-11-22"),
    blacklistReinstatementFeeUsd: z.number().positive(),
    acceptedPayment: text,
    showcaserPayoutMethod: text,
    minimumAge: wholeNumber(1, 21),
    contactRoute: text,
    telemetryRetentionDays: wholeNumber(1, 3650),
    resellerResponseHours: wholeNumber(1, 720),
    chargebackReportHours: wholeNumber(1, 720),
    showcaserPaymentDays: wholeNumber(1, 365),
    showcaserMilestones: z
      .array(milestone)
      .min(1)
      .superRefine((milestones, ctx) => {
        milestones.forEach((m, index) => {
          const next = milestones[index + 1];
          if (m.maxViews !== null && m.maxViews < m.minViews)
            fail(ctx, [index, "maxViews"], "must not be below minViews");
          if (!next && m.maxViews !== null)
            fail(ctx, [index, "maxViews"], "the last milestone must be open-ended (null)");
          if (next && (m.maxViews === null || next.minViews !== m.maxViews + 1))
            fail(ctx, [index + 1, "minViews"], "must follow the previous maxViews (ranges ascending and contiguous)");
          if (next && next.totalUsd <= m.totalUsd)
            fail(ctx, [index + 1, "totalUsd"], "must grow from one milestone to the next");
        });
      }),
  }),
});

/** Readonly arrays all the way down, as `as const` makes them (readonly properties are assignable as they are). */
type DeepReadonly<T> = T extends (infer U)[] ? readonly DeepReadonly<U>[] : { [K in keyof T]: DeepReadonly<T[K]> };

/** The shape `site.ts` must satisfy. */
export type SiteConfig = DeepReadonly<z.input<typeof siteSchema>>;

/** The four files an operator edits, and what each exports into the configuration. */
export const configParts = {
  "brand.ts": ["brand", "loader", "stats", "links", "partnerBanner", "games", "liveStatus"],
  "executors.ts": ["executors"],
  "key-flow.ts": ["getKey", "betterBypasser", "resellers", "countryTiers", "rinkuShareLowerTiers", "thirdParty"],
  "legal.ts": ["legal"],
} as const satisfies Record<string, readonly (keyof z.infer<typeof siteSchema>)[]>;

/** `app/config/brand.ts` for `games.2.title`. */
export function configFileOf(path: readonly PropertyKey[]): string {
  const parts = Object.entries(configParts) as [string, readonly PropertyKey[]][];
  return `app/config/${parts.find(([, names]) => names.includes(path[0]!))?.[0] ?? "site.ts"}`;
}

/** One line per problem, naming the file, the field and what to do: `app/config/brand.ts: games.2.title: must not be empty`. */
export function configProblems(config: unknown): string[] {
  // reportInput: a field that is absent has no input.
  const issues = siteSchema.safeParse(config, { reportInput: true }).error?.issues ?? [];
  return issues.flatMap((issue) => {
    const unknown = issue.code === "unrecognized_keys";
    const message = unknown
      ? 'is not a field the site knows (remove it, or fix its spelling: see README "Configure and rebrand")'
      : issue.code === "invalid_type" && issue.input === undefined
        ? 'is missing (add it: see README "Configure and rebrand")'
        : issue.message;
    const paths = unknown ? issue.keys.map((key) => [...issue.path, key]) : [issue.path];
    return paths.map((path) => `${configFileOf(path)}: ${path.length ? path.join(".") : "(root)"}: ${message}`);
  });
}
