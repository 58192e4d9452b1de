import { afterEach, describe, expect, it, vi } from "vitest";
import { site } from "~/config/site";
import {
  BB_CHOICE_KEY,
  chooseKeyLink,
  countryTier,
  lookupCountry,
  type ChoiceStorage,
  type KeyLinkChoiceDeps,
} from "./key-link-choice";

const links = { rinku: "https://rinku.example/key", workink: "https://workink.example/key" };

function memoryStorage(initial: Record<string, string> = {}): ChoiceStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => (key in data ? data[key] : null),
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

const throwingStorage: ChoiceStorage = {
  getItem: () => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  },
  setItem: () => {
    throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
  },
};

function deps({
  storage = memoryStorage(),
  ...overrides
}: Partial<Omit<KeyLinkChoiceDeps, "storage">> & { storage?: ChoiceStorage } = {}): KeyLinkChoiceDeps {
  return {
    storage: () => storage,
    lookupCountry: vi.fn(async () => "US"),
    random: () => 0.99,
    links,
    tiers: site.countryTiers,
    rinkuShare: 0.5,
    timeoutMs: 3000,
    ...overrides,
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("chooseKeyLink with a stored BBChoice", () => {
  it("sends a stored rinku to the rinku link without looking up the country", async () => {
    const d = deps({ storage: memoryStorage({ [BB_CHOICE_KEY]: "rinku" }) });
    await expect(chooseKeyLink(d)).resolves.toEqual({ choice: "rinku", url: links.rinku });
    expect(d.lookupCountry).not.toHaveBeenCalled();
  });

  it("sends a stored workink to the workink link without looking up the country", async () => {
    const d = deps({ storage: memoryStorage({ [BB_CHOICE_KEY]: "workink" }), random: () => 0 });
    await expect(chooseKeyLink(d)).resolves.toEqual({ choice: "workink", url: links.workink });
    expect(d.lookupCountry).not.toHaveBeenCalled();
  });

  it.each(["garbage", "", "RINKU", " rinku", "null"])("sends any other stored value (%j) to workink and leaves it as it is", async (value) => {
    const storage = memoryStorage({ [BB_CHOICE_KEY]: value });
    const d = deps({ storage });
    await expect(chooseKeyLink(d)).resolves.toEqual({ choice: "workink", url: links.workink });
    expect(d.lookupCountry).not.toHaveBeenCalled();
    expect(storage.data[BB_CHOICE_KEY]).toBe(value);
  });
});

describe("chooseKeyLink by country", () => {
  it.each(["US", "GB", "JP", "KR"])("always sends tier 1 (%s) to rinku, whatever the random draw", async (country) => {
    const storage = memoryStorage();
    const result = await chooseKeyLink(deps({ storage, lookupCountry: async () => country, random: () => 0.999 }));
    expect(result).toEqual({ choice: "rinku", url: links.rinku });
    expect(storage.data[BB_CHOICE_KEY]).toBe("rinku");
  });

  it.each([
    ["BR", 0.49, "rinku"],
    ["BR", 0.5, "workink"],
    ["IN", 0, "rinku"],
    ["IN", 0.75, "workink"],
  ] as const)("sends %s with random() = %s to %s, and saves it", async (country, draw, expected) => {
    const storage = memoryStorage();
    const result = await chooseKeyLink(deps({ storage, lookupCountry: async () => country, random: () => draw }));
    expect(result.choice).toBe(expected);
    expect(result.url).toBe(links[expected]);
    expect(storage.data[BB_CHOICE_KEY]).toBe(expected);
  });

  it("splits tiers 2 and 3 half and half over many visitors", async () => {
    // A deterministic spread of draws over [0, 1): exactly half fall below 0.5.
    const draws = Array.from({ length: 1000 }, (_, i) => (i + 0.5) / 1000);
    for (const country of ["PL", "IN"]) {
      let rinku = 0;
      for (const draw of draws) {
        const { choice } = await chooseKeyLink(deps({ lookupCountry: async () => country, random: () => draw }));
        if (choice === "rinku") rinku += 1;
      }
      expect(rinku).toBe(500);
    }
  });

  it("normalises a lower-case code from the lookup", async () => {
    const result = await chooseKeyLink(deps({ lookupCountry: async () => " us ", random: () => 0.9 }));
    expect(result.choice).toBe("rinku");
  });

  it("uses the configured share for the lower tiers", async () => {
    const always = await chooseKeyLink(deps({ lookupCountry: async () => "IN", random: () => 0.9, rinkuShare: 1 }));
    expect(always.choice).toBe("rinku");
    const never = await chooseKeyLink(deps({ lookupCountry: async () => "IN", random: () => 0, rinkuShare: 0 }));
    expect(never.choice).toBe("workink");
  });
});

describe("chooseKeyLink when the lookup fails: tier 2, silently", () => {
  const failures: [string, KeyLinkChoiceDeps["lookupCountry"]][] = [
    ["rejects (network error, non-200, invalid JSON)", async () => Promise.reject(new TypeError("Failed to fetch"))],
    ["throws synchronously", () => {
      throw new Error("boom");
    }],
    ["answers no country", async () => undefined],
    ...["Narnia", "", "U", "USA", "U1", "u s", 42, {}, ["US"]].map(
      (value): [string, KeyLinkChoiceDeps["lookupCountry"]] => [`answers ${JSON.stringify(value)}, not a code`, async () => value],
    ),
  ];

  it.each(failures)("treats a lookup that %s as tier 2", async (_, lookup) => {
    // Tier 2 means the random draw decides: below the share → rinku, above → workink.
    const low = memoryStorage();
    expect(await chooseKeyLink(deps({ lookupCountry: lookup, storage: low, random: () => 0.1 }))).toEqual({ choice: "rinku", url: links.rinku });
    expect(low.data[BB_CHOICE_KEY]).toBe("rinku");
    const high = memoryStorage();
    expect(await chooseKeyLink(deps({ lookupCountry: lookup, storage: high, random: () => 0.9 }))).toEqual({ choice: "workink", url: links.workink });
    expect(high.data[BB_CHOICE_KEY]).toBe("workink");
  });

  it("gives up on a hanging lookup after the timeout, aborts it, and decides as tier 2", async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const lookup = vi.fn((s: AbortSignal) => {
      signal = s;
      return new Promise<never>(() => {});
    });
    const done = vi.fn();
    const pending = chooseKeyLink(deps({ lookupCountry: lookup, random: () => 0.9, timeoutMs: 3000 })).then(done);
    await vi.advanceTimersByTimeAsync(2999);
    expect(done).not.toHaveBeenCalled();
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(done).toHaveBeenCalledWith({ choice: "workink", url: links.workink });
    expect(signal?.aborted).toBe(true);
  });

  it("clears its timer once the lookup answers", async () => {
    vi.useFakeTimers();
    await chooseKeyLink(deps());
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("chooseKeyLink when storage throws", () => {
  it("still chooses by country and resolves when storage cannot even be reached (window.localStorage throws)", async () => {
    const unreachable = () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    };
    await expect(chooseKeyLink({ ...deps(), storage: unreachable })).resolves.toEqual({ choice: "rinku", url: links.rinku });
  });

  it("still chooses by country and resolves, without saving", async () => {
    const lookup = vi.fn(async () => "US");
    await expect(chooseKeyLink(deps({ storage: throwingStorage, lookupCountry: lookup }))).resolves.toEqual({ choice: "rinku", url: links.rinku });
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it("still resolves when only saving fails", async () => {
    const storage: ChoiceStorage = { getItem: () => null, setItem: throwingStorage.setItem };
    await expect(chooseKeyLink(deps({ storage, lookupCountry: async () => "IN", random: () => 0.7 }))).resolves.toEqual({
      choice: "workink",
      url: links.workink,
    });
  });
});

// Copied from the spec (section 9) on purpose: the test checks the configuration against the spec.
const specTier1 = "US CA GB AU DE FR NL SE NO DK CH AT BE LU IE FI JP SG NZ KR".split(" ");
const specTier2 = (
  "ES IT PT GR CZ SK SI EE LV LT PL HU HR BG RO CY MT IS IL AE SA QA KW OM TW HK MO BR MX AR CL UY CR PA TH MY PH"
).split(" ");

describe("countryTier with the configured lists", () => {
  it("the configuration holds exactly the spec's 20 tier-1 and 37 tier-2 countries", () => {
    expect(specTier1).toHaveLength(20);
    expect(specTier2).toHaveLength(37);
    expect([...site.countryTiers.tier1].sort()).toEqual([...specTier1].sort());
    expect([...site.countryTiers.tier2].sort()).toEqual([...specTier2].sort());
  });

  it.each(specTier1)("puts %s in tier 1", (code) => {
    expect(countryTier(code, site.countryTiers)).toBe(1);
  });

  it.each(specTier2)("puts %s in tier 2", (code) => {
    expect(countryTier(code, site.countryTiers)).toBe(2);
  });

  it.each(["IN", "PK", "NG", "RU", "CN", "ID", "VN", "EG", "ZA", "TR"])("puts %s, on neither list, in tier 3", (code) => {
    expect(countryTier(code, site.countryTiers)).toBe(3);
  });
});

describe("countryTier with other lists", () => {
  it("uses the lists it is given, not the configuration", () => {
    const tiers = { tier1: ["IN"], tier2: ["US"] };
    expect(countryTier("IN", tiers)).toBe(1);
    expect(countryTier("US", tiers)).toBe(2);
    expect(countryTier("GB", tiers)).toBe(3);
  });
});

const endpoint = "https://geo.example/";

/** Stubs fetch with one answer. */
function answer(body: string, status = 200) {
  const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(new Response(body, { status, headers: { "Content-Type": "application/json" } }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

/** lookupCountry against a fetch that gives one answer. */
function lookupAnswering(body: string, status = 200) {
  answer(body, status);
  return lookupCountry(endpoint);
}

describe("lookupCountry", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("GETs the endpoint without credentials and returns the country field", async () => {
    const fetch = answer(JSON.stringify({ ip: "203.0.113.7", country: "US" }));
    await expect(lookupCountry(endpoint)).resolves.toBe("US");
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe(endpoint);
    expect(init).toMatchObject({ method: "GET", credentials: "omit" });
    expect(init?.body).toBeUndefined();
  });

  it("returns the field as it came, or undefined without one (the caller checks it is a code)", async () => {
    await expect(lookupAnswering('{"country":" br "}')).resolves.toBe(" br ");
    await expect(lookupAnswering('{"country":42}')).resolves.toBe(42);
    for (const body of ['{"ip":"203.0.113.7"}', "null", '"US"', "[]"]) {
      await expect(lookupAnswering(body)).resolves.toBeUndefined();
    }
  });

  it("rejects a non-200 answer", async () => {
    await expect(lookupAnswering('{"country":"US"}', 500)).rejects.toThrow(/500/);
    await expect(lookupAnswering('{"country":"US"}', 203)).rejects.toThrow(/203/);
  });

  it("rejects invalid JSON", async () => {
    await expect(lookupAnswering("{not json")).rejects.toThrow(SyntaxError);
  });

  it("rejects when the network fails", async () => {
    vi.stubGlobal("fetch", vi.fn<typeof globalThis.fetch>().mockRejectedValue(new TypeError("Failed to fetch")));
    await expect(lookupCountry(endpoint)).rejects.toThrow("Failed to fetch");
  });

  it("hands the caller's signal to the request, so the caller's deadline aborts it", async () => {
    const controller = new AbortController();
    const fetch = answer('{"country":"SE"}');
    await expect(lookupCountry(endpoint, controller.signal)).resolves.toBe("SE");
    expect(fetch.mock.calls[0][1]?.signal).toBe(controller.signal);
  });
});
