/**
 * Every string a visitor meets in one language, read by walking the site in one page: each page after
 * hydration (visible text, screen-reader-only text, aria-label, title, alt, placeholder, the document
 * title and description), then what appears after interaction (copy toasts and their failures, the
 * join form's errors and result, recent servers, the join screens, the ad-block modal, the language
 * menu). Along the way, when asked: the 375 px overflow check, axe, and for a right-to-left language
 * that every link, scheme or code inside its text is isolated left to right.
 */
import type { Page } from "@playwright/test";
import { site } from "../../app/config/site.ts";
import { localizedPath, type Locale } from "../../app/i18n/locales.ts";
import { ar } from "../../app/i18n/messages/ar.ts";
import { en, type Messages } from "../../app/i18n/messages/en.ts";
import { es } from "../../app/i18n/messages/es.ts";
import { fil } from "../../app/i18n/messages/fil.ts";
import { id } from "../../app/i18n/messages/id.ts";
import { arPages } from "../../app/i18n/messages/pages/ar.ts";
import { enPages } from "../../app/i18n/messages/pages/en.ts";
import { esPages } from "../../app/i18n/messages/pages/es.ts";
import { filPages } from "../../app/i18n/messages/pages/fil.ts";
import { idPages } from "../../app/i18n/messages/pages/id.ts";
import { ptBRPages } from "../../app/i18n/messages/pages/pt-br.ts";
import { ruPages } from "../../app/i18n/messages/pages/ru.ts";
import { thPages } from "../../app/i18n/messages/pages/th.ts";
import { viPages } from "../../app/i18n/messages/pages/vi.ts";
import { ptBR } from "../../app/i18n/messages/pt-br.ts";
import { ru } from "../../app/i18n/messages/ru.ts";
import { th } from "../../app/i18n/messages/th.ts";
import { vi } from "../../app/i18n/messages/vi.ts";
import { RECENT_JOINS_KEY } from "../../app/lib/recent-joins.ts";
import { indexablePaths, noindexPaths } from "../../app/lib/page-paths.ts";
import { axeViolations } from "./axe-scan.ts";

/** Each language's words, shell and pages together, as a page of that language has them. */
export const messagesOf: Record<string, Messages> = {
  en: { ...en, ...enPages },
  "pt-BR": { ...ptBR, ...ptBRPages },
  es: { ...es, ...esPages },
  id: { ...id, ...idPages },
  vi: { ...vi, ...viPages },
  th: { ...th, ...thPages },
  fil: { ...fil, ...filPages },
  ru: { ...ru, ...ruPages },
  ar: { ...ar, ...arPages },
};

/** Every page, the unknown one included. */
export const sitePages = [...indexablePaths, ...noindexPaths.filter((path) => path !== "/404"), "/no-such-page"];

/** What the walk types or passes in that is the same in every language (a server code). */
export const walkInputs = ["ABC123"];

/** Console errors a walk causes on purpose: the joiner's validation line, a blocked ad script, app links with no app. */
export const walkConsoleErrors = [
  "User attempted to access non-existent route",
  "Missing PlaceId or ServerId",
  "Invalid ServerId format",
  "Failed to load resource",
  "ERR_BLOCKED_BY_CLIENT",
  /(Failed|Not allowed) to launch 'roblox(mobile)?:\/\//,
];

/**
 * A link, a scheme, a domain, a key=value pair, a dashed group of figures or a hex id: what must read
 * left to right inside a right-to-left sentence.
 */
export const codePattern = String.raw`[a-z][a-z0-9+.-]*:\/\/[^\s\u2066-\u2069]*|\b(?:[a-z0-9-]+\.)+(?:com|example|gg|io|net|org)\b[^\s\u2066-\u2069]*|\b\w+=\w+|\b\d+(?:-\d+){2,}\b|\b(?=[0-9a-f]*\d)[0-9a-f]{8}\b`;

const place = "2753915549";
const server = "0a1b2c3d-4e5f-6789-abcd-ef0123456789";

export interface WalkReport {
  /** Every string met, whitespace collapsed. */
  lines: Set<string>;
  overflow: string[];
  axe: string[];
  bidi: string[];
}

/**
 * Walks the site in `locale` with one page (its context must answer other hosts, as fixtures.ts does,
 * and allow the clipboard). `checks`: run overflow, axe and bidi checks too (the English strings for
 * comparison are read without them).
 */
export async function walkSite(page: Page, locale: Locale, checks: boolean): Promise<WalkReport> {
  const m = messagesOf[locale.tag];
  const report: WalkReport = { lines: new Set(), overflow: [], axe: [], bidi: [] };
  const url = (path: string) => localizedPath(path, locale);

  // The redirect pages stay where they are: their navigation away is answered 204 No Content.
  await page.route(
    (target) => !["127.0.0.1", "localhost"].includes(target.hostname),
    (route) => (route.request().isNavigationRequest() ? route.fulfill({ status: 204 }) : route.fallback()),
  );

  async function read(where: string, { axe = false } = {}) {
    for (const line of await collect(page)) report.lines.add(line);
    if (!checks) return;
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (overflow > 0) report.overflow.push(`${where}: ${overflow} px too wide`);
    if (locale.dir === "rtl") report.bidi.push(...(await notIsolated(page)).map((text) => `${where}: "${text}"`));
    if (axe)
      for (const violation of await axeViolations(page))
        report.axe.push(`${where}: ${violation.id} ${violation.targets.join(", ")}`);
  }

  // The redirect pages leave at once (their navigation away is answered 204 and goes nowhere): they
  // are read as soon as they are parsed; the others once hydrated.
  const redirects = ["/discord", "/ugphone", "/bbgetkey"];
  async function open(path: string) {
    if (redirects.includes(path)) {
      await page.goto(url(path), { waitUntil: "commit" });
      await page.locator("main a").first().waitFor();
      return;
    }
    // After the join screen, its app-link launch may still be settling and abort the next load once.
    await page
      .goto(url(path))
      .catch((error: Error) => (/ERR_ABORTED/.test(error.message) ? page.goto(url(path)) : Promise.reject(error)));
    await page.waitForFunction(
      () =>
        document.documentElement.dataset.hydrated === "true" ||
        (document.readyState !== "loading" && !document.querySelector("astro-island")),
    );
    // The live status (and the landing page's lazy parts showing it) arrive after hydration.
    if (path === "/" || path === "/executors") await page.waitForLoadState("networkidle");
  }

  const toast = (title: string) =>
    page.locator("[data-toast], [data-early-toast]").filter({ hasText: title }).first().waitFor();
  const breakClipboard = () =>
    page.evaluate(() => {
      Object.defineProperty(navigator, "clipboard", {
        configurable: true,
        value: { writeText: () => Promise.reject(new DOMException("denied", "NotAllowedError")) },
      });
      document.execCommand = () => false;
    });

  for (const path of sitePages) {
    await open(path);
    await read(url(path), { axe: true });
  }

  // The language menu, open.
  await open("/getkey");
  await page.locator("summary").filter({ hasText: locale.name }).click();
  await read(`${url("/getkey")} (language menu)`);

  // Copying the loader: the toast, then the failure toast.
  await open("/");
  await page.getByRole("button", { name: m.home.getScript }).click();
  await toast(m.toasts.loaderCopied.title);
  await read(`${url("/")} (copied)`);
  await breakClipboard();
  await page.getByRole("button", { name: m.home.getScript }).click();
  await toast(m.toasts.loaderCopyFailed.title);
  await read(`${url("/")} (copy failed)`);

  // A server code, copied, then failing to copy.
  const codePath = `/servercodes?code=${walkInputs[0]}`;
  await open(codePath);
  await read(url(codePath), { axe: true });
  await page.getByRole("button", { name: m.servercodes.copyCode }).click();
  await toast(m.toasts.serverCodeCopied.title);
  await read(`${url(codePath)} (copied)`);
  await open(codePath);
  await breakClipboard();
  await page.getByRole("button", { name: m.servercodes.copyCode }).click();
  await toast(m.toasts.serverCodeCopyFailed.title);
  await read(`${url(codePath)} (copy failed)`);

  // The join form: its errors, then a link made and copied (and failing to copy).
  await open("/joiner");
  const field = page.getByRole("textbox", { name: m.joiner.tool.label });
  const submit = page.getByRole("button", { name: m.joiner.tool.submit });
  for (const text of [
    "",
    "javascript:alert(1)",
    "https://example.com/x",
    `https://www.roblox.com/games/${place}/Blox-Fruits`,
    server,
    "https://rifthub.example/joiner?PlaceId=1",
  ]) {
    await field.fill(text);
    await submit.click();
    await page.locator("[aria-invalid='true']").waitFor();
    await read(`${url("/joiner")} (error for "${text}")`);
  }
  await field.fill(`https://www.roblox.com/games/start?placeId=${place}&gameInstanceId=${server}`);
  await submit.click();
  await page.getByTestId("join-result").waitFor();
  await read(`${url("/joiner")} (join link made)`, { axe: true });
  await page.getByRole("button", { name: m.joiner.result.copy }).click();
  await toast(m.joiner.result.copied.title);
  await read(`${url("/joiner")} (join link copied)`);
  await breakClipboard();
  await page.getByRole("button", { name: m.joiner.result.copy }).click();
  await toast(m.joiner.result.copyFailed.title);
  await read(`${url("/joiner")} (join link copy failed)`);

  // Recent servers, joined at several times ago, of every kind.
  const now = Date.now();
  await page.evaluate(([key, entries]) => localStorage.setItem(key, JSON.stringify(entries)), [
    RECENT_JOINS_KEY,
    [
      { kind: "server", placeId: place, serverId: server, joinedAt: now - 10_000 },
      { kind: "private", placeId: "1234", linkCode: "67771413747491684286858666824242", joinedAt: now - 3 * 60_000 },
      { kind: "share", shareCode: "643f439fea345f4c83e27a6b3ff73f05", joinedAt: now - 26 * 3_600_000 },
      {
        kind: "server",
        placeId: "5555",
        serverId: "1a1b2c3d-4e5f-6789-abcd-ef0123456789",
        joinedAt: now - 9 * 86_400_000,
      },
    ],
  ] as const);
  await open("/joiner");
  await page.getByTestId("recent-join").first().waitFor();
  await read(`${url("/joiner")} (recent servers)`, { axe: true });

  // The join screens: a link that joins, and one that cannot.
  const joinPath = `/joiner?PlaceId=${place}&ServerId=${server}`;
  await open(joinPath);
  await read(url(joinPath));
  const badPath = "/joiner?PlaceId=1&ServerId=x";
  await open(badPath);
  await read(url(badPath));

  // The ad-block modal, on a gated page, with the ad script blocked.
  const adScript = new URL(site.thirdParty.adScriptUrl);
  const block = (target: URL) => target.origin + target.pathname === adScript.origin + adScript.pathname;
  await page.route(block, (route) => route.abort("blockedbyclient"));
  await page
    .goto(url("/resellers"))
    .catch((error: Error) =>
      /ERR_ABORTED/.test(error.message) ? page.goto(url("/resellers")) : Promise.reject(error),
    );
  await page.getByRole("dialog").waitFor();
  await read(`${url("/resellers")} (ad-block modal)`, { axe: true });
  await page.unroute(block);

  return report;
}

/** The strings of the page as it stands, outside the English legal documents and operators' notes. */
function collect(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const lines = new Set<string>();
    const add = (text: string | null | undefined) => {
      const line = text?.replace(/\s+/g, " ").trim();
      if (line) lines.add(line);
    };
    // English legal documents, and an operator's notes (lang="": in whatever language they wrote).
    const skipped = (element: Element) =>
      !!element.closest('[lang="en"]:not(html), [lang=""], script, style, noscript, template');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement && !skipped(node.parentElement)) add(node.textContent);
    }
    for (const element of document.querySelectorAll(
      "[aria-label], [aria-description], [title], [alt], [placeholder]",
    )) {
      if (skipped(element)) continue;
      for (const name of ["aria-label", "aria-description", "title", "alt", "placeholder"])
        add(element.getAttribute(name));
    }
    add(document.title);
    add(document.querySelector('meta[name="description"]')?.getAttribute("content"));
    return [...lines];
  });
}

/**
 * Text nodes and attributes of a right-to-left page that hold a link, scheme or code neither inside an
 * element whose computed direction is left to right nor between LRI (U+2066) and PDI (U+2069).
 */
function notIsolated(page: Page): Promise<string[]> {
  return page.evaluate((source) => {
    const bad: string[] = [];
    const isolated = (text: string, index: number, length: number) => {
      const before = text.slice(0, index);
      return (
        before.lastIndexOf("\u2066") > before.lastIndexOf("\u2069") && text.indexOf("\u2069", index + length) !== -1
      );
    };
    const check = (text: string, ltrElement: boolean) => {
      for (const match of text.matchAll(new RegExp(source, "gi"))) {
        if (!ltrElement && !isolated(text, match.index, match[0].length)) bad.push(text);
      }
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, noscript, template")) continue;
      check(node.textContent ?? "", getComputedStyle(parent).direction === "ltr");
    }
    for (const element of document.querySelectorAll("[aria-label], [title], [alt], [placeholder]")) {
      const ltrElement = getComputedStyle(element).direction === "ltr";
      for (const name of ["aria-label", "title", "alt", "placeholder"])
        check(element.getAttribute(name) ?? "", ltrElement);
    }
    return [...new Set(bad)];
  }, codePattern);
}
