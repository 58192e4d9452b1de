import { brand, games } from "~/config/brand";
import type { PageMeta } from "~/config/page-meta";
import { Island } from "~/islands/island";
import type { PageIslands } from "~/islands/registry";

export const meta: PageMeta = (m) => ({ ...m.meta.joiner, path: "/joiner", noindex: true });

export const gated = true;

export const islands: PageIslands = () => ({
  joiner: { games: games.map(({ title, gameUrl }) => ({ title, gameUrl })), brandName: brand.name },
});

export default function Joiner() {
  return <Island name="joiner" />;
}
