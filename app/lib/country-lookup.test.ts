import { describe, expect, it, vi } from "vitest";
import { CountryLookupError, lookupCountry } from "./country-lookup";

const endpoint = "https://geo.example/";

function answer(body: string, status = 200) {
  return vi.fn<typeof globalThis.fetch>().mockResolvedValue(new Response(body, { status, headers: { "Content-Type": "application/json" } }));
}

describe("lookupCountry", () => {
  it("GETs the endpoint without credentials and returns the country field", async () => {
    const fetch = answer(JSON.stringify({ ip: "203.0.113.7", country: "US" }));
    await expect(lookupCountry(endpoint, { fetch })).resolves.toBe("US");
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe(endpoint);
    expect(init).toMatchObject({ method: "GET", credentials: "omit" });
    expect(init?.body).toBeUndefined();
  });

  it("normalises a lower-case or padded code", async () => {
    await expect(lookupCountry(endpoint, { fetch: answer('{"country":" br "}') })).resolves.toBe("BR");
  });

  it("rejects a non-200 answer", async () => {
    await expect(lookupCountry(endpoint, { fetch: answer('{"country":"US"}', 500) })).rejects.toThrow(CountryLookupError);
    await expect(lookupCountry(endpoint, { fetch: answer('{"country":"US"}', 203) })).rejects.toThrow(/203/);
  });

  it("rejects invalid JSON", async () => {
    await expect(lookupCountry(endpoint, { fetch: answer("{not json") })).rejects.toThrow(/invalid JSON/);
  });

  it("rejects an answer without a usable country field", async () => {
    for (const body of ['{"ip":"203.0.113.7"}', '{"country":"USA"}', '{"country":42}', "null", '"US"', "[]"]) {
      await expect(lookupCountry(endpoint, { fetch: answer(body) })).rejects.toThrow(/no two-letter country/);
    }
  });

  it("rejects when the network fails", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(lookupCountry(endpoint, { fetch })).rejects.toThrow("Failed to fetch");
  });

  it("gives up after the timeout even when the request never settles, and aborts it", async () => {
    vi.useFakeTimers();
    try {
      let seen: AbortSignal | undefined;
      const fetch = vi.fn<typeof globalThis.fetch>((_, init) => {
        seen = init?.signal ?? undefined;
        return new Promise<Response>(() => {});
      });
      const result = lookupCountry(endpoint, { fetch, timeoutMs: 3000 });
      const settled = vi.fn();
      result.catch(settled);
      await vi.advanceTimersByTimeAsync(2999);
      expect(settled).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await expect(result).rejects.toThrow(/timed out/);
      expect(seen?.aborted).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("stops when the caller's signal aborts", async () => {
    const controller = new AbortController();
    const fetch = vi.fn<typeof globalThis.fetch>(() => new Promise<Response>(() => {}));
    const result = lookupCountry(endpoint, { fetch, signal: controller.signal });
    controller.abort();
    await expect(result).rejects.toThrow(CountryLookupError);
  });

  it("clears its timer once the answer arrives", async () => {
    const clearTimer = vi.fn();
    const setTimer = vi.fn(() => 17);
    await lookupCountry(endpoint, { fetch: answer('{"country":"SE"}'), timeoutMs: 3000, setTimer, clearTimer });
    expect(setTimer).toHaveBeenCalledWith(expect.any(Function), 3000);
    expect(clearTimer).toHaveBeenCalledWith(17);
  });
});
