/**
 * The visitor's country from a third-party IP geolocation JSON endpoint (spec section 7): one GET,
 * no payload, the `country` field of a 200 answer as it came. Rejects on any other status, a body
 * that is not JSON or a network failure. The caller (app/lib/key-link-choice.ts) checks the field is
 * a two-letter code, bounds the call in time and aborts it through `signal`.
 */
export async function lookupCountry(
  endpoint: string,
  { signal, fetch = globalThis.fetch }: { signal?: AbortSignal; fetch?: typeof globalThis.fetch } = {},
): Promise<unknown> {
  const response = await fetch(endpoint, {
    method: "GET",
    headers: { Accept: "application/json" },
    credentials: "omit",
    cache: "no-store",
    referrerPolicy: "no-referrer",
    signal,
  });
  if (response.status !== 200) throw new Error(`country lookup answered ${response.status}`);
  const body: unknown = await response.json();
  return (body as { country?: unknown } | null)?.country;
}
