// oxlint-disable vitest/valid-expect -- Vitest's expect(value, message) names the status.
import { describe, expect, it } from "vitest";
import { badgeSvg, gameBadge } from "./badge.ts";
import { loadSettings, openCenter } from "./center.ts";
import { openDatabase } from "./database.ts";
import { sql } from "./sql.ts";

/** WCAG's contrast of white text on a #rrggbb colour. */
function contrastWithWhite(hex: string) {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return 1.05 / (luminance + 0.05);
}

describe("badgeSvg", () => {
  it("names the game and its status in words, on the status's colour, as text only", () => {
    const svg = badgeSvg("Blox Fruits", "down", "Down");
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="20" role="img" aria-label="Blox Fruits: Down">/,
    );
    expect(svg).toContain("<title>Blox Fruits: Down</title>");
    expect(svg).toContain('fill="#c0262d"');
    expect(svg).toContain(">Blox Fruits</text>");
    expect(svg).toContain(">Down</text>");
    expect(svg).not.toMatch(/<script|\son\w+=|foreignObject|href/i);
  });

  it("escapes the title: a configured name is never markup", () => {
    const svg = badgeSvg(`<script>alert(1)</script> & "x"`, "operational", "Operational");
    expect(svg).not.toContain("<script>");
    expect(svg).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;");
  });

  it("has readable white text on every status's colour (WCAG AA, 4.5:1)", () => {
    for (const status of ["operational", "degraded", "down", "maintenance"] as const) {
      const fill = /x="\d+" width="\d+" height="20" fill="(#[0-9a-f]{6})"/.exec(badgeSvg("Fisch", status, status))![1]!;
      expect(contrastWithWhite(fill), status).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrastWithWhite("#3b3b46")).toBeGreaterThanOrEqual(4.5);
  });
});

describe("gameBadge", () => {
  it("of a game whose stored status is none the site knows (written by hand) says what a never-set game says", async () => {
    const database = openDatabase(":memory:");
    const center = openCenter({ engine: database.engine, settings: loadSettings({}) });
    await database.engine.all(sql`INSERT INTO subject VALUES ('game', 'fisch', 'pwned', '', 0, 'Ana', 1)`);
    const svg = await gameBadge(center, "fisch");
    database.close();
    expect(svg).toContain('aria-label="Fisch: Operational"');
  });
});
