// oxlint-disable vitest/valid-expect -- Vitest's expect(value, message) names the case that failed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../tests/server-process.ts";
import { pushService } from "../../tests/push-service.ts";
import { allowedEndpoint, newVapid, pushMessage, pushOrigins, sendPush, validKeys, vapidFromEnv } from "./push.ts";

describe("which push services a subscription may name", () => {
  it("https on the browsers' push services, and the origins PUSH_ENDPOINTS names; nothing else", () => {
    const extra = pushOrigins(" http://127.0.0.1:9001 ,https://push.example.org");
    expect(extra).toEqual(["http://127.0.0.1:9001", "https://push.example.org"]);
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc",
      "https://updates.push.services.mozilla.com/wpush/v2/x",
      "https://wns2-par02p.notify.windows.com/w/?token=x",
      "https://web.push.apple.com/QGx",
      "https://api.push.apple.com/3/device/x",
      "http://127.0.0.1:9001/one",
      "https://push.example.org/x",
    ])
      expect(allowedEndpoint(endpoint, extra), endpoint).toBe(true);
    for (const endpoint of [
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://fcm.googleapis.com:8443/x",
      "https://evil.example/fcm.googleapis.com",
      "https://fcm.googleapis.com.evil.example/x",
      "https://notify.windows.com.evil.example/x",
      "https://user:pass@fcm.googleapis.com/x",
      "http://127.0.0.1:9002/x",
      "http://169.254.169.254/latest",
      `https://fcm.googleapis.com/${"a".repeat(1100)}`,
      42,
    ])
      expect(allowedEndpoint(endpoint, extra), String(endpoint)).toBe(false);
    expect(() => pushOrigins("not a url")).toThrow(/PUSH_ENDPOINTS/);
  });

  it("keys are a 65-byte P-256 point and a 16-byte secret", () => {
    const p256dh = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString("base64url");
    const auth = Buffer.alloc(16, 1).toString("base64url");
    expect(validKeys({ p256dh, auth })).toBe(true);
    expect(validKeys({ p256dh, auth: Buffer.alloc(15).toString("base64url") })).toBe(false);
    expect(validKeys({ p256dh: Buffer.alloc(65, 3).toString("base64url"), auth })).toBe(false);
    expect(validKeys({ p256dh: "!!", auth })).toBe(false);
    expect(validKeys(undefined)).toBe(false);
  });
});

describe("the VAPID keys", () => {
  it("from the settings: the public and private key as web-push prints them, or the private one as a JWK; a mismatch is refused", async () => {
    const made = await newVapid();
    const jwk = JSON.parse(made.privateKey);
    expect(vapidFromEnv(made.publicKey, jwk.d)).toEqual({
      publicKey: made.publicKey,
      privateKey: JSON.stringify({ kty: "EC", crv: "P-256", x: jwk.x, y: jwk.y, d: jwk.d }),
    });
    expect(vapidFromEnv(made.publicKey, made.privateKey)?.publicKey).toBe(made.publicKey);
    expect(vapidFromEnv(undefined, undefined)).toBeUndefined();
    expect(() => vapidFromEnv(made.publicKey, undefined)).toThrow(/go together/);
    const other = await newVapid();
    expect(() => vapidFromEnv(other.publicKey, made.privateKey)).toThrow(/not VAPID_PUBLIC_KEY's/);
  });
});

describe("a game's change as a message", () => {
  it("names the game, the status in the subscription's language and the note, and links the game's page there", () => {
    expect(pushMessage("dead-rails", "down", "Patched again", "en")).toEqual({
      title: "Dead Rails",
      body: "Down\nPatched again",
      url: "/games/dead-rails",
      lang: "en",
      dir: "ltr",
      tag: "status-dead-rails",
    });
    expect(pushMessage("dead-rails", "maintenance", "", "pt-BR")).toMatchObject({
      body: "Em manutenção",
      url: "/pt-br/games/dead-rails",
    });
    expect(pushMessage("dead-rails", "down", "", "ar")).toMatchObject({ body: "متوقف", dir: "rtl" });
  });
});

describe("one delivery", () => {
  let service: ReturnType<typeof pushService>;
  beforeAll(async () => {
    service = pushService(await freePort());
    await service.listen();
  });
  afterAll(() => service.close());

  it("encrypted to the subscription's keys (aes128gcm), signed with the VAPID key, with a TTL and an Urgency; 410 is gone, 429 and 503 retried, 400 refused", async () => {
    const vapid = await newVapid();
    const to = service.subscription("a");
    const message = pushMessage("fisch", "degraded", "slow <b>queues</b>", "es");
    const send = () => sendPush({ endpoint: to.endpoint, ...to.keys }, message, vapid, "mailto:ops@example.org", 5_000);
    expect(await send()).toEqual({ outcome: "sent" });
    expect(service.delivered.at(-1)).toMatchObject({
      message,
      encoding: "aes128gcm",
      ttl: "86400",
      urgency: "normal",
      vapidKey: vapid.publicKey,
      vapidValid: true,
    });
    for (const [status, outcome] of [
      [410, "gone"],
      [404, "gone"],
      [429, "retry"],
      [503, "retry"],
      [400, "refused"],
    ] as const) {
      service.state.status = status;
      expect((await send()).outcome, String(status)).toBe(outcome);
    }
    service.state.status = 201;
    await service.close();
    expect((await send()).outcome, "unreachable").toBe("retry");
  });
});
