/** Every island by name (its slot and `data-island`), and what a page gives them (app/routes/pages.ts). */
import type { LocaleHandle } from "~/i18n/locale-handle";
import type { IslandProps } from "~/islands/define";
import type { StatusFile } from "~/config/status-schema";

type Islands = {
  "ad-block-gate": typeof import("~/islands/ad-block-gate").default;
  "executors-status": typeof import("~/islands/landing").ExecutorsStatus;
  games: typeof import("~/islands/landing").Games;
  joiner: typeof import("~/islands/joiner-tool").default;
  "loader-command": typeof import("~/islands/landing").LoaderCommand;
  "push-button": typeof import("~/islands/push-button").default;
  "push-list": typeof import("~/islands/push-button").PushList;
  "redirect-when-clear": typeof import("~/islands/redirect-when-clear").default;
  "reseller-list": typeof import("~/islands/reseller-list").default;
  "server-code": typeof import("~/islands/server-code").default;
  "status-notice": typeof import("~/islands/landing").StatusNotice;
};

export type IslandName = keyof Islands;

/** A page's islands and their props, in the page's language, from the status its route loaded (if it shows one). */
export type PageIslands = (
  handle: LocaleHandle,
  status?: StatusFile,
) => { [N in IslandName]?: IslandProps<Islands[N]> };
