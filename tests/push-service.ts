/**
 * A browser's push subscription and its push service, on this machine, for the Web Push tests: the subscription's
 * keys are made here (P-256 and a 16-byte auth secret, as a browser makes them), its endpoint is an http://127.0.0.1
 * receiver (named in PUSH_ENDPOINTS), and each message the site sends is decrypted with them (RFC 8291 aes128gcm, or
 * the draft's aesgcm, by its Content-Encoding; node:crypto's ECDH, HKDF and AES-128-GCM: the test's own, never the
 * product's).
 */
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from "node:crypto";
import http from "node:http";

export interface Delivered {
  path: string;
  /** The headers RFC 8030 and RFC 8292 ask for, and the content coding. */
  encoding: string | undefined;
  ttl: string | undefined;
  urgency: string | undefined;
  /** The VAPID public key (`k=` of the Authorization header). */
  vapidKey: string | undefined;
  /** The message decrypted (JSON), or why it could not be. */
  message: Record<string, string> | { error: string };
  answered: number;
}

/** A subscription's keys as a browser makes them, and the decryption of what was encrypted to them. */
export function browserKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const keys = { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") };
  const hkdf = (ikm: Buffer, salt: Buffer, info: Buffer, length: number) =>
    Buffer.from(hkdfSync("sha256", ikm, salt, info, length));
  const open = (key: Buffer, nonce: Buffer, sealed: Buffer) => {
    const decipher = createDecipheriv("aes-128-gcm", key, nonce);
    decipher.setAuthTag(sealed.subarray(sealed.length - 16));
    return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]);
  };
  /** RFC 8291 (aes128gcm: salt, record size and the server's key in the body). */
  function aes128gcm(body: Buffer): string {
    const [salt, idLength] = [body.subarray(0, 16), body[20]!];
    const serverKey = body.subarray(21, 21 + idLength);
    const info = Buffer.concat([Buffer.from("WebPush: info\0"), ecdh.getPublicKey(), serverKey]);
    const ikm = hkdf(ecdh.computeSecret(serverKey), auth, info, 32);
    const label = (name: string) => Buffer.from(`Content-Encoding: ${name}\0`);
    const padded = open(
      hkdf(ikm, salt, label("aes128gcm"), 16),
      hkdf(ikm, salt, label("nonce"), 12),
      body.subarray(21 + idLength),
    );
    // The last record ends with the delimiter 2, then zeros.
    return padded.subarray(0, padded.lastIndexOf(2)).toString("utf8");
  }
  /** draft-ietf-webpush-encryption-04 (aesgcm: the salt and the server's key in the Encryption and Crypto-Key headers). */
  function aesgcm(body: Buffer, headers: http.IncomingHttpHeaders): string {
    const salt = Buffer.from(/salt=([\w-]+)/.exec(String(headers.encryption))![1]!, "base64url");
    const serverKey = Buffer.from(/dh=([\w-]+)/.exec(String(headers["crypto-key"]))![1]!, "base64url");
    const ikm = hkdf(ecdh.computeSecret(serverKey), auth, Buffer.from("Content-Encoding: auth\0"), 32);
    const length = (key: Buffer) => Buffer.from([0, key.length]);
    const context = Buffer.concat([
      Buffer.from("P-256\0"),
      length(ecdh.getPublicKey()),
      ecdh.getPublicKey(),
      length(serverKey),
      serverKey,
    ]);
    const label = (name: string) => Buffer.concat([Buffer.from(`Content-Encoding: ${name}\0`), context]);
    const padded = open(hkdf(ikm, salt, label("aesgcm"), 16), hkdf(ikm, salt, label("nonce"), 12), body);
    return padded.subarray(2 + padded.readUInt16BE(0)).toString("utf8");
  }
  const decrypt = (body: Buffer, headers: http.IncomingHttpHeaders) =>
    headers["content-encoding"] === "aes128gcm" ? aes128gcm(body) : aesgcm(body, headers);
  return { keys, decrypt };
}

/** A push service on 127.0.0.1:`port`: each endpoint /<name> decrypts with the keys it was given; answers `state.status`. */
export function pushService(port: number) {
  const delivered: Delivered[] = [];
  const subscribers = new Map<string, ReturnType<typeof browserKeys>>();
  const state = { status: 201 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      let message: Delivered["message"];
      try {
        message = JSON.parse(subscribers.get(req.url ?? "")!.decrypt(body, req.headers));
      } catch (error) {
        message = { error: String(error) };
      }
      const vapidKey = /k=([\w-]+)/.exec(req.headers.authorization ?? "")?.[1];
      const { ttl, urgency } = req.headers as Record<string, string | undefined>;
      const encoding = req.headers["content-encoding"];
      delivered.push({ path: req.url ?? "", encoding, ttl, urgency, vapidKey, message, answered: state.status });
      res.writeHead(state.status).end();
    });
  });
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    delivered,
    state,
    /** A browser's new subscription at this service: what PushSubscription.toJSON() gives. */
    subscription(name: string) {
      const browser = browserKeys();
      subscribers.set(`/${name}`, browser);
      return { endpoint: `${origin}/${name}`, keys: browser.keys };
    },
    listen: () => new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
