import { readFile } from "node:fs/promises";
import { extname } from "node:path";
import type { Plugin } from "vite";

/** The query that names the island set a module copy belongs to (`?island-set=<name>`). */
const setQuery = /[?&]island-set=([^&]+)/;

/**
 * A Vite plugin for the island build: every module an island set's entry reaches, other than the
 * shared runtime (`isRuntime`: React and the islands' hydration, one cached file for every page), is
 * compiled into that set's own files, as a copy per set, instead of into chunks shared between sets.
 *
 * Why: a module two sets share (the clipboard helper, the relative time, the buttons) would otherwise
 * be a chunk of its own, one request more for every page that needs it; the landing page loaded six
 * files of which four were under 3 KB, and on HTTP/1.1 each response's headers cost about a kilobyte
 * (decision 0012). With copies a page loads the runtime and its own entry (and what it loads on
 * demand), two files up front; the price is a few kilobytes that a visitor going from one page to
 * another downloads again. Within one set a module is still one instance, so islands on one page
 * share state (the ad-block verdict, the live status) as before.
 *
 * How: a module's id gets `?island-set=<name>` when its importer is the set's entry or a module of
 * that set, so the bundler sees one module per set; the file behind it is read as it is.
 */
export function islandSetCopies(entries: Record<string, string>, isRuntime: (id: string) => boolean): Plugin {
  const setOfEntry = new Map(Object.entries(entries).map(([name, file]) => [file, name]));
  return {
    name: "rift:island-set-copies",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!importer || source.startsWith("\0")) return null;
      const set = setOfEntry.get(importer) ?? setQuery.exec(importer)?.[1];
      if (set === undefined) return null;
      const resolved = await this.resolve(source, importer.replace(/\?.*$/, ""), { ...options, skipSelf: true });
      if (!resolved || resolved.external || resolved.id.startsWith("\0") || isRuntime(resolved.id)) return resolved;
      if (setQuery.test(resolved.id)) return resolved;
      return { ...resolved, id: `${resolved.id}${resolved.id.includes("?") ? "&" : "?"}island-set=${set}` };
    },
    async load(id) {
      if (!setQuery.test(id)) return null;
      const file = id.replace(/\?.*$/, "");
      const type = extname(file).slice(1);
      const moduleType = type === "mjs" || type === "cjs" ? "js" : type;
      return { code: await readFile(file, "utf8"), moduleType };
    },
  };
}
