import { describe, expect, it } from "vitest";
import { en } from "~/i18n/messages/en";
import { pageMeta as pageMetaOf, pageTitle as pageTitleOf, type BrandMeta, type PageMetaInput } from "./meta";

const brand = { name: "Rift", siteUrl: "https://rift.example" };
const pageTitle = (b: BrandMeta, title?: string) => pageTitleOf(b, en.meta, title);
const pageMeta = (b: BrandMeta, input: PageMetaInput) => pageMetaOf(b, en.meta, input);

describe("pageTitle", () => {
  it("puts the page before the brand", () => {
    expect(pageTitle(brand, "Terms of Service")).toBe("Terms of Service | Rift");
  });
  it("gives the home page a descriptive title", () => {
    expect(pageTitle(brand)).toBe("Rift: Roblox Script Hub");
  });
});

describe("pageMeta", () => {
  it("builds the canonical URL from the site URL and the path", () => {
    const meta = pageMeta(brand, { title: "Terms", description: "d", path: "/terms" });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://rift.example/terms" });
    expect(meta).toContainEqual({ name: "robots", content: "index, follow" });
  });
  it("marks utility pages noindex", () => {
    const meta = pageMeta(brand, { title: "Joiner", description: "d", path: "/joiner", noindex: true });
    expect(meta).toContainEqual({ name: "robots", content: "noindex, nofollow" });
  });
});
