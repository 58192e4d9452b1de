// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { atomFeed, type FeedText } from "./atom.ts";
import { openDatabase } from "./database.ts";
import { incidents as incidentsOf, type Incident } from "./history.ts";
import { sql } from "./sql.ts";
import { statusStore } from "./store.ts";

const text: FeedText = {
  title: "Rift status",
  incidentTitle: (incident) => `${incident.key}: ${incident.status}`,
  resolved: (incident) => `Resolved: ${incident.key}: ${incident.status}`,
};
const incidents: Incident[] = [
  {
    kind: "game",
    key: "Fisch",
    status: "Down",
    notes: ["</content><script>alert(1)</script> & @everyone"],
    began: Date.parse("2026-11-26T14:05:00Z"),
    id: 12,
  },
  {
    kind: "executor",
    key: "Wave",
    status: "Patched",
    notes: ["Roblox update", "Fix coming"],
    began: Date.parse("2026-11-20T10:00:00Z"),
    ended: Date.parse("2026-11-20T10:42:00Z"),
    id: 3,
  },
];

/** The feed parsed as XML (never a parse error), with a helper that reads one element's text. */
const parse = (xml: string) => {
  const document = new DOMParser().parseFromString(xml, "application/xml");
  expect(document.querySelector("parsererror")).toBeNull();
  return {
    document,
    text: (selector: string, root: ParentNode = document) => root.querySelector(selector)?.textContent,
  };
};

describe("atomFeed", () => {
  const xml = atomFeed(incidents, text, "https://rift.example/status", "https://rift.example/status.atom", "en", 0);
  const { document, text: read } = parse(xml);

  it("is a well-formed Atom feed with the elements RFC 4287 requires", () => {
    const feed = document.documentElement;
    expect([feed.localName, feed.namespaceURI, feed.getAttribute("xml:lang")]).toEqual([
      "feed",
      "http://www.w3.org/2005/Atom",
      "en",
    ]);
    expect(read("feed > id")).toBe("https://rift.example/status");
    expect(read("feed > title")).toBe("Rift status");
    expect(read("feed > updated")).toBe("2026-11-26T14:05:00Z");
    expect(read("feed > author > name")).toBe("Rift status");
    expect(document.querySelector('feed > link[rel="self"]')?.getAttribute("href")).toBe(
      "https://rift.example/status.atom",
    );
    expect(document.querySelector('feed > link[rel="self"]')?.getAttribute("type")).toBe("application/atom+xml");
  });

  it("has one entry per incident, newest first, with a stable id, and 'Resolved: …' once it ended", () => {
    const entries = [...document.querySelectorAll("entry")].map((entry) => ({
      id: read("id", entry),
      title: read("title", entry),
      published: read("published", entry),
      updated: read("updated", entry),
      link: entry.querySelector("link")?.getAttribute("href"),
    }));
    expect(entries).toEqual([
      {
        id: "https://rift.example/status#incident-12",
        title: "Fisch: Down",
        published: "2026-11-26T14:05:00Z",
        updated: "2026-11-26T14:05:00Z",
        link: "https://rift.example/status#incident-12",
      },
      {
        id: "https://rift.example/status#incident-3",
        title: "Resolved: Wave: Patched",
        published: "2026-11-20T10:00:00Z",
        updated: "2026-11-20T10:42:00Z",
        link: "https://rift.example/status#incident-3",
      },
    ]);
  });

  it("carries a note as text, escaped: markup in it is no element", () => {
    expect(xml).toContain("&lt;/content&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; @everyone");
    expect(document.querySelector("script")).toBeNull();
    expect(document.querySelector("entry > content")?.getAttribute("type")).toBe("text");
    expect(read("entry > content")).toBe("</content><script>alert(1)</script> & @everyone");
    expect(read("entry:nth-of-type(2) > content")).toBe("Roblox update\nFix coming");
  });

  it("without incidents is still a valid feed, updated now", () => {
    const empty = parse(
      atomFeed(
        [],
        text,
        "https://rift.example/ar/status",
        "https://rift.example/ar/status.atom",
        "ar",
        Date.parse("2026-11-26T00:00:00Z"),
      ),
    );
    expect(empty.text("feed > updated")).toBe("2026-11-26T00:00:00Z");
    expect(empty.document.querySelectorAll("entry")).toHaveLength(0);
  });

  it("stays well-formed XML whatever a stored note holds: what XML forbids is written as U+FFFD", async () => {
    const database = openDatabase(":memory:");
    const note = "a\u0000b\u0007c\uFFFEd\uFFFFe\uD800f\uDFFFg\u{1F600}\th";
    await database.engine.all(
      sql`INSERT INTO change (at, actor, kind, key, after_status, after_note) VALUES (0, 'Ana', 'game', 'fisch', 'down', ${note})`,
    );
    const stored = incidentsOf(await statusStore(database.engine).changes());
    database.close();
    const feed = parse(
      atomFeed(stored, text, "https://rift.example/status", "https://rift.example/status.atom", "en", 0),
    );
    expect(feed.text("entry > content")).toBe("a\uFFFDb\uFFFDc\uFFFDd\uFFFDe\uFFFDf\uFFFDg\u{1F600}\th");
  });
});
