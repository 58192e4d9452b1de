/**
 * The visitor's country from a third-party IP geolocation JSON endpoint (spec section 7): one GET,
 * no payload, read the `country` field. Throws on anything but a 200 answer with a two-letter code,
 * so the caller can treat every failure the same way (tier 2, silently).
 */
import { normaliseCountryCode } from "./country-tier.ts";

export interface CountryLookupOptions {
  /** Injected in tests; the browser's fetch otherwise. */
  fetch?: typeof globalThis.fetch;
  /** Aborts the request (the caller's own deadline). */
  signal?: AbortSignal;
  /** Gives up after this long. */
  timeoutMs?: number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export class CountryLookupError extends Error {
  override name = "CountryLookupError";
}

/** Resolves to an upper-case two-letter code such as "US"; rejects on failure, timeout or abort. */
export async function lookupCountry(endpoint: string, options: CountryLookupOptions = {}): Promise<string> {
  const {
    fetch: fetchImpl = globalThis.fetch,
    signal,
    timeoutMs,
    setTimer = (run, ms) => setTimeout(run, ms),
    clearTimer = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  } = options;

  const controller = new AbortController();
  const abort = () => controller.abort();
  if (signal?.aborted) abort();
  signal?.addEventListener("abort", abort, { once: true });
  const timer = timeoutMs === undefined ? undefined : setTimer(abort, timeoutMs);
  // Settles when the request is aborted, even if the fetch implementation ignores the signal.
  const aborted = new Promise<never>((_, reject) => {
    const fail = () => reject(new CountryLookupError("country lookup aborted or timed out"));
    if (controller.signal.aborted) fail();
    else controller.signal.addEventListener("abort", fail, { once: true });
  });
  aborted.catch(() => {});

  try {
    return await Promise.race([request(fetchImpl, endpoint, controller.signal), aborted]);
  } finally {
    if (timer !== undefined) clearTimer(timer);
    signal?.removeEventListener("abort", abort);
  }
}

async function request(fetchImpl: typeof globalThis.fetch, endpoint: string, signal: AbortSignal): Promise<string> {
  const response = await fetchImpl(endpoint, {
    method: "GET",
    headers: { Accept: "application/json" },
    credentials: "omit",
    cache: "no-store",
    referrerPolicy: "no-referrer",
    signal,
  });
  if (response.status !== 200) throw new CountryLookupError(`country lookup answered ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new CountryLookupError("country lookup answered invalid JSON");
  }
  const country = body !== null && typeof body === "object" ? (body as { country?: unknown }).country : undefined;
  const code = normaliseCountryCode(country);
  if (code === null) throw new CountryLookupError("country lookup answered no two-letter country");
  return code;
}
