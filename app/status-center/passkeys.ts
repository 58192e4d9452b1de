/**
 * Passkey ceremonies (WebAuthn, through @simplewebauthn/server): a resident key with user verification,
 * no attestation. Challenges live in the database, so any server process may finish what another began.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { accounts as accountsOf } from "./accounts.ts";

type Accounts = ReturnType<typeof accountsOf>;
/** EdDSA, ES256, RS256: what phones' passkeys use (the library would add ML-DSA, experimental in Node 26). */
const supportedAlgorithmIDs = [-8, -7, -257];

/** ADMIN_ORIGIN as a relying party: passkeys are bound to a host name, never to a bare IP address. */
export function relyingParty(origin: string) {
  const url = URL.parse(origin);
  if (!url || !/^https?:$/.test(url.protocol) || url.origin !== origin.replace(/\/$/, ""))
    throw new Error(`ADMIN_ORIGIN must be an origin like https://rift.example; got "${origin}"`);
  if (/^[\d.]+$|^\[/.test(url.hostname))
    throw new Error(`ADMIN_ORIGIN must name a host, not an IP address (passkeys are bound to a name): "${origin}"`);
  return { origin: url.origin, id: url.hostname };
}

export async function registrationOptions(accounts: Accounts, token: string, origin: string, siteName: string) {
  const name = accounts.invitedName(token);
  if (!name) return undefined;
  const rp = relyingParty(origin);
  const options = await generateRegistrationOptions({
    rpName: siteName,
    rpID: rp.id,
    userName: name,
    userDisplayName: name,
    attestationType: "none",
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
    supportedAlgorithmIDs,
    excludeCredentials: accounts.passkeysOf(name).map(({ id, transports }) => ({ id, transports })),
  });
  return { options, challengeId: accounts.saveChallenge(`register ${token}`, options.challenge) };
}

/** The operator the invite's new passkey belongs to, signed in; undefined if anything does not verify. */
export async function finishRegistration(
  accounts: Accounts,
  token: string,
  challengeId: string,
  response: RegistrationResponseJSON,
  origin: string,
) {
  const challenge = accounts.takeChallenge(challengeId, `register ${token}`);
  if (!challenge) return undefined;
  const rp = relyingParty(origin);
  const verified = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
    supportedAlgorithmIDs,
  }).catch(() => undefined);
  if (!verified?.verified) return undefined;
  const { id, publicKey, counter, transports = [] } = verified.registrationInfo.credential;
  return accounts.redeem(token, { id, publicKey, counter, transports });
}

export async function signInOptions(accounts: Accounts, origin: string) {
  const options = await generateAuthenticationOptions({ rpID: relyingParty(origin).id, userVerification: "required" });
  return { options, challengeId: accounts.saveChallenge("sign-in", options.challenge) };
}

/** The operator whose passkey signed the challenge; undefined if anything does not verify. */
export async function finishSignIn(
  accounts: Accounts,
  challengeId: string,
  response: AuthenticationResponseJSON,
  origin: string,
) {
  const challenge = accounts.takeChallenge(challengeId, "sign-in");
  const passkey = challenge && accounts.passkey(response.id);
  if (!passkey) return undefined;
  const rp = relyingParty(origin);
  const verified = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: passkey,
    requireUserVerification: true,
  }).catch(() => undefined);
  if (!verified?.verified) return undefined;
  accounts.setCounter(passkey.id, verified.authenticationInfo.newCounter);
  return { id: passkey.operatorId, name: passkey.name };
}
