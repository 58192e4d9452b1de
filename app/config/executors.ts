/**
 * Configuration, part 2 of 4: the executors /executors lists. Whether each works right now lives in
 * `public/status.json` under these names (`npm run status -- executor <name> <status>`).
 */
import type { SiteConfig } from "./schema.ts";

export const executors = [
  { name: "Wave", url: "https://executors.rifthub.example/wave", platforms: ["windows"], pricing: "paid" },
  { name: "Xeno", url: "https://executors.rifthub.example/xeno", platforms: ["windows"], pricing: "free" },
  { name: "MacSploit", url: "https://executors.rifthub.example/macsploit", platforms: ["macos"], pricing: "paid" },
  { name: "Delta", url: "https://executors.rifthub.example/delta", platforms: ["android", "ios"], pricing: "free" },
  { name: "Codex", url: "https://executors.rifthub.example/codex", platforms: ["android", "ios"], pricing: "free" },
  {
    name: "Hydrogen",
    url: "https://executors.rifthub.example/hydrogen",
    platforms: ["macos", "android"],
    pricing: "free",
  },
] as const satisfies SiteConfig["executors"];
