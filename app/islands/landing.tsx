/**
 * The landing page's three islands in one module: the page loads one file for the three (Astro
 * loads an island's module by its URL, once however many islands it holds).
 */
export { default as Games } from "~/islands/games";
export { default as LoaderCommand } from "~/islands/loader-command";
export { default as StatusNotice } from "~/islands/status-notice";
export { default as ExecutorsStatus } from "~/islands/executors-status";
