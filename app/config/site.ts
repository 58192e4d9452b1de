/**
 * The whole configuration, from the four files of this folder an operator edits (README "Configure and
 * rebrand"). Pages import `site`; the landing page and the frame of every page import `brand.ts` only,
 * so the first screen does not download the key flow and legal data.
 */
import type { SiteConfig } from "./schema.ts";
import * as landing from "./brand.ts";
import { executors } from "./executors.ts";
import * as keyFlow from "./key-flow.ts";
import { legal } from "./legal.ts";

export const site = { ...landing, executors, ...keyFlow, legal } as const satisfies SiteConfig;
