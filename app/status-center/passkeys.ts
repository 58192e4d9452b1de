// Passkey ceremonies (WebAuthn, @simplewebauthn/server): a resident key with user verification, no attestation.
// Challenges live in the database, so any server process may finish what another began.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON as Registration,
} from "@simplewebauthn/server";
import { hash, type accounts } from "./accounts.ts";

/** What a ceremony needs of the status center (center.ts). */
type Center = { accounts: ReturnType<typeof accounts>; settings: { origin: string } };

/** EdDSA, ES256, RS256: what phones' passkeys use (the library would add ML-DSA, experimental in Node 26). */
const supportedAlgorithmIDs = [-8, -7, -257];

/** ADMIN_ORIGIN as a relying party: passkeys are bound to a host name, never to a bare IP address. */
export function relyingParty(origin: string) {
  const url = URL.parse(origin);
  if (!url || !/^https?:$/.test(url.protocol) || url.origin !== origin.replace(/\/$/, ""))
    throw new Error(`ADMIN_ORIGIN must be an origin like https://status.example.com; got "${origin}"`);
  if (/^[\d.]+$|^\[/.test(url.hostname))
    throw new Error(`ADMIN_ORIGIN must name a host, not an IP address (passkeys are bound to a name): "${origin}"`);
  return { origin: url.origin, id: url.hostname };
}

/** A registration's challenge is kept for its invite: by the token's hash, like the invite itself. */
const purpose = async (token: string) => `register ${await hash(token)}`;

/** The relying party's id: settings.origin passed relyingParty() when the center opened. */
const rpID = ({ settings }: Center) => new URL(settings.origin).hostname;

export async function registrationOptions(center: Center, token: string, siteName: string) {
  const name = await center.accounts.invitedName(token);
  if (!name) return undefined;
  const options = await generateRegistrationOptions({
    rpName: siteName,
    rpID: rpID(center),
    userName: name,
    userDisplayName: name,
    attestationType: "none",
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
    supportedAlgorithmIDs,
    excludeCredentials: (await center.accounts.passkeysOf(name)).map(({ id, transports }) => ({ id, transports })),
  });
  return { options, challengeId: await center.accounts.saveChallenge(await purpose(token), options.challenge) };
}

/** The operator the invite's new passkey belongs to, signed in; undefined if anything does not verify. */
export async function finishRegistration(center: Center, token: string, challengeId: string, response: Registration) {
  const challenge = await center.accounts.takeChallenge(challengeId, await purpose(token));
  if (!challenge) return undefined;
  const verified = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: center.settings.origin,
    expectedRPID: rpID(center),
    requireUserVerification: true,
    supportedAlgorithmIDs,
  }).catch(() => undefined);
  if (!verified?.verified) return undefined;
  const { id, publicKey, counter, transports = [] } = verified.registrationInfo.credential;
  return center.accounts.redeem(token, { id, publicKey, counter, transports });
}

export async function signInOptions(center: Center) {
  const options = await generateAuthenticationOptions({ rpID: rpID(center), userVerification: "required" });
  return { options, challengeId: await center.accounts.saveChallenge("sign-in", options.challenge) };
}

/** The operator whose passkey signed the challenge; undefined if anything does not verify. */
export async function finishSignIn(center: Center, challengeId: string, response: AuthenticationResponseJSON) {
  const challenge = await center.accounts.takeChallenge(challengeId, "sign-in");
  const passkey = challenge && (await center.accounts.passkey(response.id));
  if (!passkey) return undefined;
  const verified = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: center.settings.origin,
    expectedRPID: rpID(center),
    requireUserVerification: true,
    credential: passkey,
  }).catch(() => undefined);
  if (!verified?.verified) return undefined;
  await center.accounts.setCounter(passkey.id, verified.authenticationInfo.newCounter);
  return { id: passkey.operatorId, name: passkey.name };
}
