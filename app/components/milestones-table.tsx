import { useMessages } from "~/i18n/messages-context";
import { milestoneRows, type Milestone } from "~/lib/payouts";

export function MilestonesTable({ milestones }: { milestones: readonly Milestone[] }) {
  const m = useMessages().legal.milestones;
  return (
    <table>
      <caption>{m.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{m.views}</th>
          <th scope="col">{m.added}</th>
          <th scope="col">{m.total}</th>
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
