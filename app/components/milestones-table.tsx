import { milestoneRows, type Milestone } from "~/lib/payouts";

/** The showcaser payout milestones, rendered from the configuration. */
export function MilestonesTable({ milestones }: { milestones: readonly Milestone[] }) {
  return (
    <table>
      <caption>Payout per video by verified organic views</caption>
      <thead>
        <tr>
          <th scope="col">Verified views</th>
          <th scope="col">Added</th>
          <th scope="col">Total</th>
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
