// oxlint-disable vitest/valid-expect -- Vitest's expect(value, message) names the case that failed.
/**
 * Web Push end to end, on the compiled Node server and on the Worker in `wrangler dev` (its local D1), with a push
 * service on 127.0.0.1 named in PUSH_ENDPOINTS that decrypts with the subscription's own keys
 * (tests/push-service.ts): a subscription made over HTTP as the game page's button makes it (same origin only,
 * small, a push service's endpoint only); a change with the CLI and a save in the admin each send exactly one message
 * (the game, the status in the subscription's language, the note), signed with the key /push/key gives; a 410
 * removes the subscription, and the next change sends nothing; the keys and subscriptions are in an export; no
 * endpoint is in the logs. Needs `npm run build` and `npm run cloudflare:build`.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, copyFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildRoot } from "../scripts/build-manifest.ts";
import { cloudflareDir } from "../scripts/cloudflare.ts";
import { exactly } from "../tests/discord-receiver.ts";
import { pushService } from "../tests/push-service.ts";
import { missingBuild } from "../tests/preconditions.ts";
import { freePort, serverEntry } from "../tests/server-process.ts";
import {
  adminServer,
  cli,
  cloudflareAdminServer,
  formVersion,
  outcome,
  saveForm,
  send,
  signIn,
  type AdminServer,
} from "../tests/admin-client.ts";

if (!existsSync(serverEntry)) throw new Error(missingBuild("server/push.test.ts"));
if (!existsSync(join(cloudflareDir, "server", "entry.mjs")))
  throw new Error("server/push.test.ts needs the Worker: run npm run cloudflare:build first");
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const engines: Record<string, (vars: Record<string, string>) => Promise<AdminServer>> = {
  "the Node server": adminServer,
  "the Worker": cloudflareAdminServer,
};

for (const [engine, start] of Object.entries(engines))
  describe(`Web Push from ${engine}`, () => {
    let service: ReturnType<typeof pushService>;
    let admin: AdminServer;
    const site = mkdtempSync(join(tmpdir(), "rift-push-site-"));
    beforeAll(async () => {
      service = pushService(await freePort());
      await service.listen();
      admin = await start({ PUSH_ENDPOINTS: service.origin });
      // A built site of our own for the Node CLI's copies of status.json.
      for (const file of ["index.html", "404.html", "status.json"])
        copyFileSync(join(buildRoot, file), join(site, file));
    });
    afterAll(async () => {
      await admin?.server.stop();
      await service?.close();
      rmSync(site, { recursive: true, force: true });
      if (admin) rmSync(admin.dataDir, { recursive: true, force: true });
    });
    const status = (game: string, word: string, note: string) =>
      cli("status", ["set", game, word, note, ...(admin.flags ?? [`--dir=${site}`])], admin.env);
    const exported = async () => {
      const file = join(admin.dataDir, `export-${Date.now()}.json`);
      const run = await cli("admin", ["export", file, ...(admin.flags ?? [])], admin.env);
      expect(run.code, run.stderr).toBe(0);
      return JSON.parse(readFileSync(file, "utf8")).tables as Record<string, Record<string, unknown>[]>;
    };
    const browser = { endpoint: "", keys: { p256dh: "", auth: "" } };
    let key = "";

    it("subscribes as the button does: same origin only, 8 KB at most, a listed push service only", async () => {
      const got = await send(admin, "/push/key");
      expect([got.status, got.headers["cache-control"]]).toEqual([200, "no-store"]);
      key = JSON.parse(got.body).key;
      expect(Buffer.from(key, "base64url")).toHaveLength(65);
      Object.assign(browser, service.subscription("phone"));
      const subscribe = (body: object, options: { origin?: string | null } = {}) =>
        send(admin, "/push/subscribe", { json: body, ...options });
      const good = { ...browser, game: "fisch", locale: "pt-BR" };
      expect((await subscribe(good, { origin: "https://evil.example" })).status, "another origin").toBe(403);
      expect((await subscribe(good, { origin: null })).status, "no Origin").toBe(403);
      expect((await subscribe({ ...good, pad: "x".repeat(9_000) })).status, "over 8 KB").toBe(413);
      expect((await subscribe({ ...good, endpoint: "https://evil.example/x" })).status, "not a push service").toBe(400);
      expect((await subscribe({ ...good, endpoint: "http://127.0.0.1:9/x" })).status, "an unlisted origin").toBe(400);
      expect((await subscribe({ ...good, game: "nope" })).status, "an unknown game").toBe(400);
      expect((await subscribe(good)).status).toBe(201);
    });

    it("a change with npm run status: exactly one message, decrypted with the subscription's keys, in its language", async () => {
      const run = await status("fisch", "down", "Patched <b>again</b>");
      expect(run.code, run.stderr).toBe(0);
      expect(await exactly(() => service.delivered.length, 1), "messages after one change").toBe(1);
      const [message] = service.delivered;
      expect(message).toMatchObject({
        path: "/phone",
        encoding: "aes128gcm",
        ttl: "86400",
        urgency: "normal",
        vapidKey: key,
        vapidValid: true,
        message: {
          title: "Fisch",
          body: "Fora do ar\nPatched <b>again</b>",
          url: "/pt-br/games/fisch",
          lang: "pt-BR",
          tag: "status-fisch",
        },
      });
    });

    it("a save in the admin: exactly one more", async () => {
      const cookie = await signIn(admin, "Push tester");
      const page = await send(admin, "/admin", { cookie });
      const saved = await send(admin, "/admin", {
        cookie,
        form: saveForm("game", "fisch", "degraded", "", formVersion(page.body, "game", "fisch")!),
      });
      expect(outcome(saved.body)).toBe("Saved Fisch.");
      expect(await exactly(() => service.delivered.length, 2), "messages after a save").toBe(2);
      expect(service.delivered[1]!.message).toMatchObject({ title: "Fisch", body: "Instável" });
    });

    it("a 410 removes the subscription: the next change sends nothing; the keys survive in an export", async () => {
      service.state.status = 410;
      expect((await status("fisch", "operational", "")).code).toBe(0);
      expect(await exactly(() => service.delivered.length, 3)).toBe(3);
      const tables = await exported();
      expect(tables.push_subscription).toEqual([]);
      expect(tables.vapid!.map((row) => row.public_key)).toEqual([key]);
      service.state.status = 201;
      expect((await status("fisch", "down", "again")).code).toBe(0);
      expect(await exactly(() => service.delivered.length, 4), "after the subscription was removed").toBe(3);
      expect(admin.server.output()).not.toContain(browser.endpoint);
      expect(admin.server.output()).not.toContain("/phone");
    });

    it("subscriptions are counted per client: the 11th in a minute is refused (429)", async () => {
      const answers = [];
      for (let i = 0; i < 11; i++) {
        const another = service.subscription(`flood-${i}`);
        answers.push(
          (
            await send(admin, "/push/subscribe", {
              json: { ...another, game: "fisch", locale: "en" },
              from: "127.0.0.3",
            })
          ).status,
        );
      }
      expect(answers.at(-1)).toBe(429);
      expect(answers.filter((each) => each === 201).length).toBeLessThanOrEqual(10);
    });
  });
