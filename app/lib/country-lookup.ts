/**
 * The `country` field of a 200 answer from the IP geolocation endpoint (spec section 7), unchecked;
 * rejects otherwise. key-link-choice.ts validates it, bounds the call in time and aborts it via `signal`.
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
