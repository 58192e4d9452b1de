/**
 * "Notify me" on a game's page (Web Push) in Chromium on a phone, against the compiled Node server with a push
 * service on 127.0.0.1 (tests/push-service.ts, named in PUSH_ENDPOINTS). Chromium cannot reach a real push service
 * here, so PushManager answers in the page (an init script) with the test's subscription; what the site sends is
 * decrypted with its keys and handed to the service worker with the DevTools protocol
 * (ServiceWorker.deliverPushMessage), which shows it. The button keeps its room: nothing below it moves. /status has
 * one for each game.
 */
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { devices, expect, test, type Browser } from "@playwright/test";
import { buildRoot } from "../../scripts/build-manifest.ts";
import { pushService } from "../push-service.ts";
import { freePort, startServer } from "../server-process.ts";

test.describe.configure({ mode: "serial", timeout: 60_000 });

let server: { stop(): Promise<unknown> };
let origin: string;
let env: Record<string, string>;
let service: ReturnType<typeof pushService>;
const dataDir = mkdtempSync(join(tmpdir(), "rift-push-e2e-"));
const site = mkdtempSync(join(tmpdir(), "rift-push-e2e-site-"));

test.beforeAll(async () => {
  service = pushService(await freePort());
  await service.listen();
  const port = await freePort();
  origin = `http://localhost:${port}`;
  env = { PORT: String(port), DATA_DIR: dataDir, ADMIN_ORIGIN: origin, PUSH_ENDPOINTS: service.origin };
  server = await startServer(env);
  for (const file of ["index.html", "404.html", "status.json"]) copyFileSync(join(buildRoot, file), join(site, file));
});
test.afterAll(async () => {
  await server?.stop();
  await service?.close();
  for (const dir of [dataDir, site]) rmSync(dir, { recursive: true, force: true });
});

const status = (...args: string[]) =>
  execFileSync(process.execPath, ["build/server/status.js", ...args, `--dir=${site}`], {
    env: { ...process.env, ...env },
  });

/** A phone allowed to show this site's notifications, service workers on, its PushManager the test's. */
async function phone(browser: Browser, subscription?: ReturnType<typeof service.subscription>) {
  const context = await browser.newContext({
    ...devices["iPhone 13"],
    browserName: undefined,
    serviceWorkers: "allow",
  } as never);
  await context.grantPermissions(["notifications"], { origin });
  await context.addInitScript((given) => {
    if (!given) return void delete (window as { PushManager?: unknown }).PushManager;
    const kept = () => localStorage.getItem("test-push") === "on";
    const fake = {
      endpoint: given.endpoint,
      toJSON: () => given,
      unsubscribe: async () => (localStorage.setItem("test-push", "off"), true),
    };
    PushManager.prototype.getSubscription = async () => (kept() ? (fake as never) : null);
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const key = new Uint8Array(options!.applicationServerKey as ArrayBuffer);
      localStorage.setItem("test-push", "on");
      localStorage.setItem(
        "test-push-options",
        JSON.stringify({ userVisibleOnly: options!.userVisibleOnly, key: [...key] }),
      );
      return fake as never;
    };
  }, subscription);
  return context.newPage();
}

test("Notify me subscribes, a change arrives once and is shown by the service worker, Stop notifications undoes it", async ({
  browser,
}) => {
  const subscription = service.subscription("phone");
  const page = await phone(browser, subscription);
  await page.goto(`${origin}/games/fisch`);
  const notify = page.getByRole("button", { name: /^Notify me/ });
  await expect(notify).toBeVisible();
  await notify.click();
  const stop = page.getByRole("button", { name: /^Stop notifications/ });
  await expect(stop).toBeVisible();
  const key = (await (await page.request.get(`${origin}/push/key`)).json()).key as string;
  const options = await page.evaluate(() => JSON.parse(localStorage.getItem("test-push-options")!));
  expect(options).toEqual({ userVisibleOnly: true, key: [...Buffer.from(key, "base64url")] });

  status("set", "fisch", "down", "Patched again");
  await expect.poll(() => service.delivered.length).toBe(1);
  const [delivered] = service.delivered;
  expect(delivered!.message).toEqual({
    title: "Fisch",
    body: "Down\nPatched again",
    url: "/games/fisch",
    lang: "en",
    dir: "ltr",
    tag: "status-fisch",
  });

  // The service worker shows what the push service would hand it.
  const cdp = await page.context().newCDPSession(page);
  const registration = new Promise<string>((resolve) =>
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find((each) => each.scopeURL === `${origin}/` && !each.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send("ServiceWorker.enable");
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin,
    registrationId: await registration,
    data: JSON.stringify(delivered!.message),
  });
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map(({ title, body, data }) => ({
        title,
        body,
        url: data.url,
      })),
    );
  await expect.poll(shown).toEqual([{ title: "Fisch", body: "Down\nPatched again", url: "/games/fisch" }]);

  await page.reload();
  await stop.click();
  await expect(notify).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("test-push"))).toBe("off");
  status("set", "fisch", "operational", "");
  await page.waitForTimeout(2_000);
  expect(service.delivered, "nothing after Stop notifications").toHaveLength(1);
});

test("/status offers the same for each game", async ({ browser }) => {
  const subscription = service.subscription("status-page");
  const page = await phone(browser, subscription);
  await page.goto(`${origin}/status`);
  await page.getByRole("button", { name: /^Notify me: Dead Rails/ }).click();
  await expect(page.getByRole("button", { name: /^Stop notifications: Dead Rails/ })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Notify me: Fisch/ })).toBeVisible();
  const ours = () => service.delivered.filter((each) => each.path === "/status-page");
  status("set", "dead-rails", "degraded", "");
  await expect
    .poll(() => ours().map((each) => each.message))
    .toEqual([
      {
        title: "Dead Rails",
        body: "Degraded",
        url: "/games/dead-rails",
        lang: "en",
        dir: "ltr",
        tag: "status-dead-rails",
      },
    ]);
  await page.getByRole("button", { name: /^Stop notifications: Dead Rails/ }).click();
  await expect(page.getByRole("button", { name: /^Notify me: Dead Rails/ })).toBeVisible();
});

test("without Push the page says why; without JavaScript there is no button; nothing below it moves", async ({
  browser,
}) => {
  const page = await phone(browser);
  await page.goto(`${origin}/pt-br/games/fisch`);
  await expect(page.getByText("Este navegador não mostra notificações deste site.")).toBeVisible();
  const below = async (each: typeof page) =>
    (await each.getByRole("heading", { name: "Últimos 90 dias" }).boundingBox())!.y;
  const withScript = await below(page);

  const context = await browser.newContext({
    ...devices["iPhone 13"],
    browserName: undefined,
    javaScriptEnabled: false,
  } as never);
  const plain = await context.newPage();
  await plain.goto(`${origin}/pt-br/games/fisch`);
  await expect(plain.getByRole("button", { name: /^Avise-me/ })).toHaveCount(0);
  expect(await below(plain)).toBe(withScript);

  // With the button there, too.
  const able = await phone(browser, service.subscription("layout"));
  await able.goto(`${origin}/pt-br/games/fisch`);
  await expect(able.getByRole("button", { name: /^Avise-me/ })).toBeVisible();
  expect(await below(able)).toBe(withScript);
  await context.close();
});
