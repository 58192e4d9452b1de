/**
 * A software passkey for the HTTP tests of the status admin: what a platform authenticator returns to
 * navigator.credentials.create() and .get() (WebAuthn level 3), as JSON the way @simplewebauthn/browser
 * sends it to /admin/passkey/verify. ES256 (P-256), attestation "none", user present and verified,
 * a resident key. The browser's own ceremony is covered by tests/e2e/admin.spec.ts (Chromium's
 * virtual authenticator); this lets the server tests sign in over HTTP only.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor> | { [key: string]: Cbor };

/** Canonical-enough CBOR for small maps of integers, text and byte strings. */
function cbor(value: Cbor): Buffer {
  const head = (major: number, n: number) =>
    n < 24
      ? Buffer.from([(major << 5) | n])
      : n < 256
        ? Buffer.from([(major << 5) | 24, n])
        : Buffer.from([(major << 5) | 25, n >> 8, n & 255]);
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const entries = value instanceof Map ? [...value] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: string | Uint8Array) => createHash("sha256").update(data).digest();
const uint32 = (n: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(n);
  return bytes;
};

export class SoftPasskey {
  readonly id = randomBytes(16);
  private readonly key: { privateKey: KeyObject; publicKey: KeyObject } = generateKeyPairSync("ec", {
    namedCurve: "P-256",
  });
  private counter = 0;
  constructor(
    readonly origin: string,
    readonly rpId = new URL(origin).hostname,
  ) {}

  private clientData(type: "webauthn.create" | "webauthn.get", challenge: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  /** The answer to registration options (a challenge from /admin/passkey/options). */
  create(options: { challenge: string }) {
    const jwk = this.key.publicKey.export({ format: "jwk" });
    const coseKey = new Map<Cbor, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, "base64url")],
      [-3, Buffer.from(jwk.y!, "base64url")],
    ]);
    const idLength = Buffer.from([0, this.id.length]);
    // User present (0x01), user verified (0x04), attested credential data (0x40).
    const authData = Buffer.concat([
      sha256(this.rpId),
      Buffer.from([0x45]),
      uint32(this.counter),
      Buffer.alloc(16),
      idLength,
      this.id,
      cbor(coseKey),
    ]);
    return {
      id: b64url(this.id),
      rawId: b64url(this.id),
      type: "public-key",
      response: {
        clientDataJSON: b64url(this.clientData("webauthn.create", options.challenge)),
        attestationObject: b64url(cbor({ fmt: "none", attStmt: {}, authData })),
        transports: ["internal"],
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }

  /** The answer to sign-in options: the challenge signed with this passkey. */
  get(options: { challenge: string }) {
    this.counter++;
    const authenticatorData = Buffer.concat([sha256(this.rpId), Buffer.from([0x05]), uint32(this.counter)]);
    const clientDataJSON = this.clientData("webauthn.get", options.challenge);
    const signature = sign("sha256", Buffer.concat([authenticatorData, sha256(clientDataJSON)]), this.key.privateKey);
    return {
      id: b64url(this.id),
      rawId: b64url(this.id),
      type: "public-key",
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }
}
