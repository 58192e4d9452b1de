/**
 * A browser's push subscription and its push service, on this machine, for the Web Push tests: the subscription's
 * keys are made here (P-256 and a 16-byte auth secret, as a browser makes them), its endpoint is an http://127.0.0.1
 * receiver (named in PUSH_ENDPOINTS), and each message the site sends is decrypted with them (RFC 8291 aes128gcm
 * only, as browsers' push services require) and its VAPID token checked (RFC 8292); node:crypto's ECDH, HKDF,
 * AES-128-GCM and ECDSA: the test's own, never the product's.
 */
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from "node:crypto";
import http from "node:http";

export interface Delivered {
  path: string;
  /** The headers RFC 8030 and RFC 8292 ask for, and the content coding. */
  encoding: string | undefined;
  ttl: string | undefined;
  urgency: string | undefined;
  /** The VAPID public key (`k=` of the Authorization header). */
  vapidKey: string | undefined;
  /** RFC 8292: `vapid t=…, k=…`, the token signed by that key (ES256) for this origin, not expired, with a subject. */
  vapidValid: boolean;
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
  const decrypt = (body: Buffer, headers: http.IncomingHttpHeaders) => {
    if (headers["content-encoding"] !== "aes128gcm") throw new Error(`content coding ${headers["content-encoding"]}`);
    return aes128gcm(body);
  };
  return { keys, decrypt };
}

/** Whether an Authorization header is RFC 8292's, signed by its own key `k` for `origin`. */
function vapidValid(authorization: string | undefined, origin: string) {
  const [, token, key] = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? "") ?? [];
  if (!token || !key) return false;
  const [header, claims, signature] = token.split(".") as [string, string, string];
  const point = Buffer.from(key, "base64url");
  const publicKey = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33).toString("base64url"),
    },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  const claim = JSON.parse(Buffer.from(claims, "base64url").toString()) as { aud?: string; exp?: number; sub?: string };
  const inADay = Date.now() / 1000 + 86_400;
  return (
    signed && claim.aud === origin && !!claim.sub && !!claim.exp && claim.exp > Date.now() / 1000 && claim.exp <= inADay
  );
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
      // The site signs for the https twin of a test's http origin (the library takes https endpoints only).
      const valid = vapidValid(req.headers.authorization, origin.replace(/^http:/, "https:"));
      delivered.push({
        path: req.url ?? "",
        encoding,
        ttl,
        urgency,
        vapidKey,
        vapidValid: valid,
        message,
        answered: state.status,
      });
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
