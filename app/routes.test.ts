import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { siteRoutes } from "./routes";

/** Every route as "id path file", depth first, with each path joined to its parents'. */
function flatten(entries: RouteConfigEntry[], parent = ""): { id: string; path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path ?? ""].filter(Boolean).join("/");
    const self = { id: entry.id ?? entry.file.replace(/\.tsx$/, ""), path: entry.index ? `${path}/(index)` : path, file: entry.file };
    return [self, ...flatten(entry.children ?? [], path)];
  });
}

describe("the route configuration", () => {
  it("keeps the English pages at their URLs and module ids, under the English layout", () => {
    const [english, ...others] = siteRoutes([]);
    expect(others).toEqual([]);
    expect(english).toMatchObject({ file: "routes/locale/en.tsx" });
    expect(english.path).toBeUndefined();
    const routes = flatten(english.children ?? []);
    expect(routes.map((r) => r.path)).toContain("getkey");
    expect(routes.every((r) => r.id === r.file.replace(/\.tsx$/, ""))).toBe(true);
  });

  it("adds a language as a prefixed copy of every page, with ids of its own", () => {
    const [english, portuguese] = siteRoutes(["pt-BR"]);
    expect(portuguese).toMatchObject({ file: "routes/locale/pt-br.tsx" });
    // The pages (the pathless layout adding the pages' words is looked through).
    const pagesOf = (entry: RouteConfigEntry) => flatten(entry.children ?? []).filter((r) => !r.file.startsWith("routes/locale/"));
    const en = pagesOf(english);
    const pt = pagesOf(portuguese);
    expect(pt.map((r) => r.path)).toEqual(en.map((r) => (r.path === "/(index)" ? "pt-br/(index)" : `pt-br/${r.path}`)));
    expect(pt.find((r) => r.file === "routes/getkey.tsx")?.id).toBe("pt-br/getkey");
    expect(pt.map((r) => r.file)).toEqual(en.map((r) => r.file));
  });

  it("gives every route of every language a unique id", () => {
    const all = flatten(siteRoutes(["pt-BR", "es", "id", "vi", "th", "fil", "ru", "ar"]));
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
    // Per language: its layout, and the layout that adds the words of the pages other than the landing page.
    expect(all.filter((r) => r.file.startsWith("routes/locale/"))).toHaveLength(18);
  });
});
