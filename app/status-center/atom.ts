/**
 * The status feed (RFC 4287): one entry per incident with a stable id, updated when it ends. Every text
 * is escaped: a note is shown as written, never read as markup.
 */
import type { Incident } from "./history.ts";

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);
const time = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");

export interface FeedText {
  title: string;
  /** An incident's title: "Fisch: Down"; resolved ones get `resolved` ("Resolved: {title}"). */
  incidentTitle: (incident: Incident) => string;
  resolved: (title: string) => string;
}

/** The feed for `lang`; `page` is its /status page's absolute URL, `self` the feed's. */
export function atomFeed(
  incidents: readonly Incident[],
  text: FeedText,
  page: string,
  self: string,
  lang: string,
  now: number,
) {
  const updated = Math.max(0, ...incidents.map((i) => i.ended ?? i.began));
  const entries = incidents.map((incident) => {
    const title = text.incidentTitle(incident);
    return `  <entry>
    <id>${escape(`${page}#incident-${incident.id}`)}</id>
    <title type="text">${escape(incident.ended === undefined ? title : text.resolved(title))}</title>
    <link rel="alternate" type="text/html" href="${escape(`${page}#incident-${incident.id}`)}"/>
    <published>${time(incident.began)}</published>
    <updated>${time(incident.ended ?? incident.began)}</updated>
    <content type="text">${escape(incident.notes.join("\n"))}</content>
  </entry>`;
  });
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escape(lang)}">
  <id>${escape(page)}</id>
  <title type="text">${escape(text.title)}</title>
  <link rel="self" type="application/atom+xml" href="${escape(self)}"/>
  <link rel="alternate" type="text/html" href="${escape(page)}"/>
  <updated>${time(updated || now)}</updated>
  <author><name>${escape(text.title)}</name></author>
${entries.join("\n")}
</feed>
`;
}
