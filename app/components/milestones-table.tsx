import { useLocale, useMessages } from "~/i18n/messages-context";
import { milestoneRows, type Milestone } from "~/lib/payouts";

/**
 * The showcaser payouts, inside the English legal article (`lang="en"`): its caption and headers are the
 * page's language, marked so (a screen reader reads them in it), and the table runs in the page's direction,
 * so in Arabic it reads from the right and caption, headers and figures all align right (`text-align: start`).
 * The figures stay in the article's English, each isolated left to right ("10,000 – 19,999", "+$25").
 */
export function MilestonesTable({ milestones }: { milestones: readonly Milestone[] }) {
  const m = useMessages().legal.milestones;
  const { tag, dir } = useLocale();
  return (
    <table dir={dir}>
      <caption lang={tag}>{m.caption}</caption>
      <thead lang={tag}>
        <tr>
          {[m.views, m.added, m.total].map((label) => (
            <th key={label} scope="col">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {milestoneRows(milestones).map((row) => (
          <tr key={row.range}>
            {[row.range, row.added, row.total].map((figure, column) => {
              const Cell = column === 0 ? "th" : "td";
              return (
                <Cell key={column} scope={column === 0 ? "row" : undefined}>
                  <bdi dir="ltr">{figure}</bdi>
                </Cell>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
