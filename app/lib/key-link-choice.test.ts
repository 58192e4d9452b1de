import { afterEach, describe, expect, it, vi } from "vitest";
import { site } from "~/config/site";
import { BB_CHOICE_KEY, chooseKeyLink, countryTier, type KeyLinkSettings } from "./key-link-choice";

const links = { rinku: "https://rinku.example/key", workink: "https://workink.example/key" };
const endpoint = "https://geo.example/";

const settings = (overrides: Partial<KeyLinkSettings> = {}): KeyLinkSettings => ({
  links,
  tiers: site.countryTiers,
  rinkuShare: 0.5,
  geolocationEndpoint: endpoint,
  timeoutMs: 3000,
  ...overrides,
});

/** Stands in for localStorage, with what it holds. */
function memoryStorage(initial: Record<string, string> = {}) {
  const data = { ...initial };
  const storage = {
    data,
    getItem: (key: string) => (key in data ? data[key] : null),
    setItem: (key: string, value: string) => {
      data[key] = value;
    },
  };
  vi.stubGlobal("localStorage", storage);
  return storage;
}

/** The geolocation endpoint answers `body` (JSON of `{ country }` unless a string) with `status`. */
function geolocation(body: unknown, status = 200) {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(text, { status }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

/** The visitor's country, as the lookup answers it. */
const visitorFrom = (country: unknown) => geolocation({ ip: "203.0.113.7", country });

/** Math.random returns `value`. */
const draw = (value: number) => vi.spyOn(Math, "random").mockReturnValue(value);

const throwingStorage = {
  getItem: () => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  },
  setItem: () => {
    throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("chooseKeyLink with a stored BBChoice", () => {
  it("sends a stored rinku to the rinku link without looking up the country", async () => {
    memoryStorage({ [BB_CHOICE_KEY]: "rinku" });
    const fetch = visitorFrom("IN");
    await expect(chooseKeyLink(settings())).resolves.toEqual({ choice: "rinku", url: links.rinku });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends a stored workink to the workink link without looking up the country", async () => {
    memoryStorage({ [BB_CHOICE_KEY]: "workink" });
    const fetch = visitorFrom("US");
    draw(0);
    await expect(chooseKeyLink(settings())).resolves.toEqual({ choice: "workink", url: links.workink });
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each(["garbage", "", "RINKU", " rinku", "null"])(
    "sends any other stored value (%j) to workink and leaves it as it is",
    async (value) => {
      const storage = memoryStorage({ [BB_CHOICE_KEY]: value });
      const fetch = visitorFrom("US");
      await expect(chooseKeyLink(settings())).resolves.toEqual({ choice: "workink", url: links.workink });
      expect(fetch).not.toHaveBeenCalled();
      expect(storage.data[BB_CHOICE_KEY]).toBe(value);
    },
  );
});

describe("chooseKeyLink by country", () => {
  it("GETs the endpoint once, without credentials or body", async () => {
    memoryStorage();
    const fetch = visitorFrom("US");
    await chooseKeyLink(settings());
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe(endpoint);
    expect(new Request(url as string, init).method).toBe("GET");
    expect(init).toMatchObject({ credentials: "omit" });
    expect(init?.body).toBeUndefined();
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it.each(["US", "GB", "JP", "KR"])("always sends tier 1 (%s) to rinku, whatever the random draw", async (country) => {
    const storage = memoryStorage();
    visitorFrom(country);
    draw(0.999);
    expect(await chooseKeyLink(settings())).toEqual({ choice: "rinku", url: links.rinku });
    expect(storage.data[BB_CHOICE_KEY]).toBe("rinku");
  });

  it.each([
    ["BR", 0.49, "rinku"],
    ["BR", 0.5, "workink"],
    ["IN", 0, "rinku"],
    ["IN", 0.75, "workink"],
  ] as const)("sends %s with random() = %s to %s, and saves it", async (country, value, expected) => {
    const storage = memoryStorage();
    visitorFrom(country);
    draw(value);
    const result = await chooseKeyLink(settings());
    expect(result.choice).toBe(expected);
    expect(result.url).toBe(links[expected]);
    expect(storage.data[BB_CHOICE_KEY]).toBe(expected);
  });

  it("splits tiers 2 and 3 half and half over many visitors", async () => {
    // A deterministic spread of draws over [0, 1): exactly half fall below 0.5.
    const draws = Array.from({ length: 1000 }, (_, i) => (i + 0.5) / 1000);
    for (const country of ["PL", "IN"]) {
      let rinku = 0;
      for (const value of draws) {
        memoryStorage();
        visitorFrom(country);
        draw(value);
        const { choice } = await chooseKeyLink(settings());
        if (choice === "rinku") rinku += 1;
      }
      expect(rinku).toBe(500);
    }
  });

  it("normalises a lower-case code with spaces from the lookup", async () => {
    memoryStorage();
    visitorFrom(" us ");
    draw(0.9);
    expect((await chooseKeyLink(settings())).choice).toBe("rinku");
  });

  it("uses the configured share for the lower tiers", async () => {
    memoryStorage();
    visitorFrom("IN");
    draw(0.9);
    expect((await chooseKeyLink(settings({ rinkuShare: 1 }))).choice).toBe("rinku");
    memoryStorage();
    draw(0);
    expect((await chooseKeyLink(settings({ rinkuShare: 0 }))).choice).toBe("workink");
  });
});

describe("chooseKeyLink when the lookup fails: tier 2, silently", () => {
  const failures: [string, () => void][] = [
    ["the network fails", () => vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")))],
    [
      "fetch throws synchronously",
      () =>
        vi.stubGlobal("fetch", () => {
          throw new TypeError("boom");
        }),
    ],
    ["the answer is a 500", () => geolocation({ country: "US" }, 500)],
    ["the answer is a 203", () => geolocation({ country: "US" }, 203)],
    ["the answer is not JSON", () => geolocation("{not json")],
    ...['{"ip":"203.0.113.7"}', "null", '"US"', "[]"].map((body): [string, () => void] => [
      `the answer is ${body}`,
      () => geolocation(body),
    ]),
    ...["Narnia", "", "U", "USA", "U1", "u s", 42, {}, ["US"]].map((country): [string, () => void] => [
      `the country is ${JSON.stringify(country)}, not a code`,
      () => visitorFrom(country),
    ]),
  ];

  it.each(failures)("treats a lookup where %s as tier 2", async (_, fail) => {
    // Tier 2 means the random draw decides: below the share → rinku, above → workink.
    fail();
    const low = memoryStorage();
    draw(0.1);
    expect(await chooseKeyLink(settings())).toEqual({ choice: "rinku", url: links.rinku });
    expect(low.data[BB_CHOICE_KEY]).toBe("rinku");
    const high = memoryStorage();
    draw(0.9);
    expect(await chooseKeyLink(settings())).toEqual({ choice: "workink", url: links.workink });
    expect(high.data[BB_CHOICE_KEY]).toBe("workink");
  });

  it("gives up on a hanging lookup after the timeout, aborts it, and decides as tier 2", async () => {
    memoryStorage();
    draw(0.9);
    let signal: AbortSignal | undefined;
    // Like fetch: never answers, but rejects once its signal aborts.
    vi.stubGlobal("fetch", (_url: string, init: RequestInit) => {
      signal = init.signal!;
      return new Promise((_, reject) => signal!.addEventListener("abort", () => reject(signal!.reason)));
    });
    const done = vi.fn();
    const pending = chooseKeyLink(settings({ timeoutMs: 200 })).then(done);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(done).not.toHaveBeenCalled();
    expect(signal?.aborted).toBe(false);
    await pending;
    expect(done).toHaveBeenCalledWith({ choice: "workink", url: links.workink });
    expect(signal?.aborted).toBe(true);
  });
});

describe("chooseKeyLink when storage throws", () => {
  it("still chooses by country and resolves when storage cannot even be reached", async () => {
    vi.stubGlobal("localStorage", undefined);
    visitorFrom("US");
    await expect(chooseKeyLink(settings())).resolves.toEqual({ choice: "rinku", url: links.rinku });
  });

  it("still chooses by country and resolves, without saving", async () => {
    vi.stubGlobal("localStorage", throwingStorage);
    const fetch = visitorFrom("US");
    await expect(chooseKeyLink(settings())).resolves.toEqual({ choice: "rinku", url: links.rinku });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("still resolves when only saving fails", async () => {
    vi.stubGlobal("localStorage", { getItem: () => null, setItem: throwingStorage.setItem });
    visitorFrom("IN");
    draw(0.7);
    await expect(chooseKeyLink(settings())).resolves.toEqual({ choice: "workink", url: links.workink });
  });
});

// Copied from the spec (section 9) on purpose: the test checks the configuration against the spec.
const specTier1 = "US CA GB AU DE FR NL SE NO DK CH AT BE LU IE FI JP SG NZ KR".split(" ");
const specTier2 =
  "ES IT PT GR CZ SK SI EE LV LT PL HU HR BG RO CY MT IS IL AE SA QA KW OM TW HK MO BR MX AR CL UY CR PA TH MY PH".split(
    " ",
  );

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

  it.each(["IN", "PK", "NG", "RU", "CN", "ID", "VN", "EG", "ZA", "TR"])(
    "puts %s, on neither list, in tier 3",
    (code) => {
      expect(countryTier(code, site.countryTiers)).toBe(3);
    },
  );
});

describe("countryTier with other lists", () => {
  it("uses the lists it is given, not the configuration", () => {
    const tiers = { tier1: ["IN"], tier2: ["US"] };
    expect(countryTier("IN", tiers)).toBe(1);
    expect(countryTier("US", tiers)).toBe(2);
    expect(countryTier("GB", tiers)).toBe(3);
  });
});
