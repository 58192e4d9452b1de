/**
 * The whole configuration an operator edits, from the four files of this folder (README "Configure and
 * rebrand"): brand.ts (the landing), executors.ts, key-flow.ts and legal.ts. `npm run check` validates
 * it against `schema.ts`, naming the field of a wrong value.
 *
 * Pages import `site`; the landing page and the frame of every page import `brand.ts` directly, so
 * the first screen does not download the key flow and legal data.
 */
import type { SiteConfig } from "./schema.ts";
import * as landing from "./brand.ts";
import { executors } from "./executors.ts";
import * as keyFlow from "./key-flow.ts";
import { legal } from "./legal.ts";

export const site = { ...landing, executors, ...keyFlow, legal } as const satisfies SiteConfig;

export type Site = typeof site;
