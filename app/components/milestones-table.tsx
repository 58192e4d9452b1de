import { useLocale, useMessages } from "~/i18n/messages-context";
import { milestoneRows, type Milestone } from "~/lib/payouts";

/**
 * The showcaser payouts, inside the English legal article (`lang="en"`): its caption and headers are the
 * page's language, marked so (a screen reader reads them in it, Arabic runs right to left); the figures
 * stay in the article's English.
 */
export function MilestonesTable({ milestones }: { milestones: readonly Milestone[] }) {
  const m = useMessages().legal.milestones;
  const { tag, dir } = useLocale();
  return (
    <table>
      <caption lang={tag} dir={dir}>
        {m.caption}
      </caption>
      {/* Left-aligned like the figures below them (the table runs left to right in every language). */}
      <thead lang={tag} dir={dir}>
        <tr>
          {[m.views, m.added, m.total].map((label) => (
            <th key={label} scope="col" className="text-left">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {milestoneRows(milestones).map((row) => (
          <tr key={row.range}>
            <th scope="row">{row.range}</th>
            <td>{row.added}</td>
            <td>{row.total}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
