/**
 * Message groups that only the prerender reads: the document head (`meta`, rendered only at build)
 * and the pages that ship no JavaScript (`handle.scripts === false`: legal pages, /getkey, /robux,
 * the 404). The browser bundle gets them as empty groups (scripts/prerender-only-messages.ts), so
 * every page's JavaScript carries only words a hydrated page can show. A component of a page with
 * JavaScript must not read these groups.
 */
import type { Messages } from "~/i18n/messages/en";

export const prerenderOnlyGroups = ["meta", "legal", "robux", "notFound", "getkey"] as const satisfies readonly (keyof Messages)[];
