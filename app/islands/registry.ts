/** Every island by name, and what a page gives them (app/routes/pages.ts). */
import type { LocaleHandle } from "~/i18n/locale-handle";
import type { IslandProps } from "~/islands/define";
import adBlockGate from "~/islands/ad-block-gate";
import executorsStatus from "~/islands/executors-status";
import games from "~/islands/games";
import joiner from "~/islands/joiner";
import keyLinkRedirect from "~/islands/key-link-redirect";
import loaderCommand from "~/islands/loader-command";
import redirectWhenClear from "~/islands/redirect-when-clear";
import resellerList from "~/islands/reseller-list";
import serverCode from "~/islands/server-code";
import statusNotice from "~/islands/status-notice";

export const islands = {
  "ad-block-gate": adBlockGate,
  "executors-status": executorsStatus,
  games,
  joiner,
  "key-link-redirect": keyLinkRedirect,
  "loader-command": loaderCommand,
  "redirect-when-clear": redirectWhenClear,
  "reseller-list": resellerList,
  "server-code": serverCode,
  "status-notice": statusNotice,
};

export type IslandName = keyof typeof islands;

/** A page's islands and their props, in the page's language. */
export type PageIslands = (handle: LocaleHandle) => { [N in IslandName]?: IslandProps<(typeof islands)[N]> };
