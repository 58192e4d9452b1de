import { describe, expect, it, vi } from "vitest";
import { lookupCountry } from "./country-lookup";

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

  it("returns the field as it came, or undefined without one (the caller checks it is a code)", async () => {
    await expect(lookupCountry(endpoint, { fetch: answer('{"country":" br "}') })).resolves.toBe(" br ");
    await expect(lookupCountry(endpoint, { fetch: answer('{"country":42}') })).resolves.toBe(42);
    for (const body of ['{"ip":"203.0.113.7"}', "null", '"US"', "[]"]) {
      await expect(lookupCountry(endpoint, { fetch: answer(body) })).resolves.toBeUndefined();
    }
  });

  it("rejects a non-200 answer", async () => {
    await expect(lookupCountry(endpoint, { fetch: answer('{"country":"US"}', 500) })).rejects.toThrow(/500/);
    await expect(lookupCountry(endpoint, { fetch: answer('{"country":"US"}', 203) })).rejects.toThrow(/203/);
  });

  it("rejects invalid JSON", async () => {
    await expect(lookupCountry(endpoint, { fetch: answer("{not json") })).rejects.toThrow(SyntaxError);
  });

  it("rejects when the network fails", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(lookupCountry(endpoint, { fetch })).rejects.toThrow("Failed to fetch");
  });

  it("hands the caller's signal to the request, so the caller's deadline aborts it", async () => {
    const controller = new AbortController();
    const fetch = answer('{"country":"SE"}');
    await expect(lookupCountry(endpoint, { fetch, signal: controller.signal })).resolves.toBe("SE");
    expect(fetch.mock.calls[0][1]?.signal).toBe(controller.signal);
  });
});
