/**
 * The status feed (RFC 4287): one entry per incident with a stable id, updated when it ends. Every text
 * is escaped: a note is shown as written, never read as markup; a character XML 1.0 forbids (a control character
 * but a tab or a line break, U+FFFE, U+FFFF, a lone surrogate), whatever is stored, is written as U+FFFD.
 */
import { isoSecond } from "../config/status-schema.ts";
import { escapeXml as escape } from "../lib/xml.ts";
import type { Incident } from "./history.ts";

export interface FeedText {
  title: string;
  /** An incident's title: "Fisch: Down"; once it ended, `resolved`'s ("Resolved: Fisch: Down", "Maintenance ended: Fisch"). */
  incidentTitle: (incident: Incident) => string;
  resolved: (incident: Incident) => string;
}

/** A feed entry of its own: a maintenance window, published when scheduled, updated when it starts and ends. */
export interface FeedEntry {
  anchor: string;
  title: string;
  published: number;
  updated: number;
  content: string;
}

/** The feed for `lang`; `page` is its /status page's absolute URL, `self` the feed's. */
export function atomFeed(
  incidents: readonly Incident[],
  text: FeedText,
  page: string,
  self: string,
  lang: string,
  now: number,
  more: readonly FeedEntry[] = [],
) {
  const all: FeedEntry[] = [
    ...incidents.map((incident) => ({
      anchor: `incident-${incident.id}`,
      title: incident.ended === undefined ? text.incidentTitle(incident) : text.resolved(incident),
      published: incident.began,
      updated: incident.ended ?? incident.began,
      content: incident.notes.join("\n"),
    })),
    ...more,
  ].sort((a, b) => b.updated - a.updated);
  const updated = Math.max(0, ...all.map((entry) => entry.updated));
  const entries = all.map(
    (entry) => `  <entry>
    <id>${escape(`${page}#${entry.anchor}`)}</id>
    <title type="text">${escape(entry.title)}</title>
    <link rel="alternate" type="text/html" href="${escape(`${page}#${entry.anchor}`)}"/>
    <published>${isoSecond(entry.published)}</published>
    <updated>${isoSecond(entry.updated)}</updated>
    <content type="text">${escape(entry.content)}</content>
  </entry>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escape(lang)}">
  <id>${escape(page)}</id>
  <title type="text">${escape(text.title)}</title>
  <link rel="self" type="application/atom+xml" href="${escape(self)}"/>
  <link rel="alternate" type="text/html" href="${escape(page)}"/>
  <updated>${isoSecond(updated || now)}</updated>
  <author><name>${escape(text.title)}</name></author>
${entries.join("\n")}
</feed>
`;
}
