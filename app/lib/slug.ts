/** Section anchor ids: "9. Key Tracking and Records" → "key-tracking-and-records" (renumbering keeps links working). */
export function slugify(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/^\s*\d+[.)]\s*/, "")
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (!slug) throw new Error(`slugify: "${title}" has no letters or digits to make an id from`);
  return slug;
}

/** Sections with ids from their titles; two sections that would share an id are an error. */
export function sectionsFromTitles(titles: readonly string[]): { id: string; title: string }[] {
  const seen = new Set<string>();
  return titles.map((title) => {
    const id = slugify(title);
    if (seen.has(id)) throw new Error(`Two sections would share the id "${id}": rename "${title}"`);
    seen.add(id);
    return { id, title };
  });
}
