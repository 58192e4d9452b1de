/** What the /joiner form's tests share (joiner-tool.spec.ts, joiner-recent.spec.ts): sample ids, the form's controls. */
import type { Page } from "@playwright/test";
import { enPages as en } from "../../app/i18n/messages/pages/en.ts";
import { placeId } from "./config.ts";

export const server = "0a1b2c3d-4e5f-6789-abcd-ef0123456789";
export const linkCode = "67771413747491684286858666824242";
export const shareCode = "643f439fea345f4c83e27a6b3ff73f05";
export const m = en.joiner;
/** The spec's console line for a /joiner without its parameters. */
export const missing = "Missing PlaceId or ServerId";

export const serverPath = `/joiner?PlaceId=${placeId}&ServerId=${server}`;
export const serverHttps = `https://www.roblox.com/games/start?placeId=${placeId}&gameInstanceId=${server}`;

/** Opens the bare /joiner, ready to type into. */
export async function openTool(page: Page, hydrated: () => Promise<void>) {
  await page.goto("/joiner");
  await hydrated();
  return page.getByRole("textbox", { name: m.tool.label });
}

/** Types into the form and asks for a link. */
export async function makeLink(page: Page, text: string) {
  await page.getByRole("textbox", { name: m.tool.label }).fill(text);
  await page.getByRole("button", { name: m.tool.submit }).click();
}
