import { afterEach, describe, expect, it, vi } from "vitest";
import { site } from "~/config/site";
import { BB_CHOICE_KEY, chooseKeyLink, choiceForTier, type ChoiceStorage, type KeyLinkChoiceDeps } from "./key-link-choice";

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

function deps(overrides: Partial<KeyLinkChoiceDeps> = {}): KeyLinkChoiceDeps {
  return {
    storage: memoryStorage(),
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
    ["answers something that is not a code", async () => "Narnia"],
  ];

  it.each(failures)("treats a lookup that %s as tier 2", async (_, lookupCountry) => {
    // Tier 2 means the random draw decides: below the share → rinku, above → workink.
    const low = memoryStorage();
    expect(await chooseKeyLink(deps({ lookupCountry, storage: low, random: () => 0.1 }))).toEqual({ choice: "rinku", url: links.rinku });
    expect(low.data[BB_CHOICE_KEY]).toBe("rinku");
    const high = memoryStorage();
    expect(await chooseKeyLink(deps({ lookupCountry, storage: high, random: () => 0.9 }))).toEqual({ choice: "workink", url: links.workink });
    expect(high.data[BB_CHOICE_KEY]).toBe("workink");
  });

  it("gives up on a hanging lookup after the timeout, aborts it, and decides as tier 2", async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const lookupCountry = vi.fn((s: AbortSignal) => {
      signal = s;
      return new Promise<never>(() => {});
    });
    const done = vi.fn();
    const pending = chooseKeyLink(deps({ lookupCountry, random: () => 0.9, timeoutMs: 3000 })).then(done);
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
  it("still chooses by country and resolves, without saving", async () => {
    const lookupCountry = vi.fn(async () => "US");
    await expect(chooseKeyLink(deps({ storage: throwingStorage, lookupCountry }))).resolves.toEqual({ choice: "rinku", url: links.rinku });
    expect(lookupCountry).toHaveBeenCalledTimes(1);
  });

  it("still resolves when only saving fails", async () => {
    const storage: ChoiceStorage = { getItem: () => null, setItem: throwingStorage.setItem };
    await expect(chooseKeyLink(deps({ storage, lookupCountry: async () => "IN", random: () => 0.7 }))).resolves.toEqual({
      choice: "workink",
      url: links.workink,
    });
  });
});

describe("choiceForTier", () => {
  it("ignores the draw for tier 1 and uses it for tiers 2 and 3", () => {
    expect(choiceForTier(1, () => 0.99, 0.5)).toBe("rinku");
    expect(choiceForTier(2, () => 0.2, 0.5)).toBe("rinku");
    expect(choiceForTier(3, () => 0.6, 0.5)).toBe("workink");
  });
});
