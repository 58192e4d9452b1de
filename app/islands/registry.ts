/** Every island by name, and what a page gives them (app/routes/pages.ts). */
import type { LocaleHandle } from "~/i18n/locale-handle";
import type { IslandProps } from "~/islands/define";
import adBlockGate from "~/islands/ad-block-gate";
import joiner from "~/islands/joiner-tool";
import { ExecutorsStatus, Games, LoaderCommand, StatusNotice } from "~/islands/landing";
import redirectWhenClear from "~/islands/redirect-when-clear";
import resellerList from "~/islands/reseller-list";
import serverCode from "~/islands/server-code";

export const islands = {
  "ad-block-gate": adBlockGate,
  "executors-status": ExecutorsStatus,
  games: Games,
  joiner,
  "loader-command": LoaderCommand,
  "redirect-when-clear": redirectWhenClear,
  "reseller-list": resellerList,
  "server-code": serverCode,
  "status-notice": StatusNotice,
};

export type IslandName = keyof typeof islands;

/** A page's islands and their props, in the page's language. */
export type PageIslands = (handle: LocaleHandle) => { [N in IslandName]?: IslandProps<(typeof islands)[N]> };
