import { describe, expect, it } from "vitest";
import { cachedLive, freshness, renderLive } from "./live.ts";

const etag = 'W/"abc"';

describe("a live answer's preconditions, as a file's", () => {
  it("If-Match passes only as *: the tag is weak, and a strong comparison never matches it (412)", () => {
    expect(freshness({ "if-match": "*" }, etag)).toBe(200);
    expect(freshness({ "if-match": '"abc"' }, etag)).toBe(412);
    expect(freshness({ "if-match": 'W/"abc"' }, etag)).toBe(412);
    expect(freshness({ "if-match": "" }, etag)).toBe(412);
  });
  it("If-None-Match compares weakly (304); without either header the answer is whole", () => {
    expect(freshness({ "if-none-match": '"abc"' }, etag)).toBe(304);
    expect(freshness({ "if-none-match": 'W/"abc", "x"' }, etag)).toBe(304);
    expect(freshness({ "if-none-match": '"x"' }, etag)).toBe(200);
    expect(freshness({}, etag)).toBe(200);
    expect(freshness({ "if-match": "*", "if-none-match": '"abc"' }, etag)).toBe(304);
  });
});

describe("a live rendering", () => {
  const page = (body: string) => async () => new Response(body, { headers: { "Content-Type": "text/plain" } });

  it("is made once however many requests ask for it at the same time", async () => {
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return page("x")();
    };
    const answers = await Promise.all(Array.from({ length: 30 }, () => renderLive("/once", "7@1", render, "policy")));
    expect(renders).toBe(1);
    expect(new Set(answers.map(({ entry }) => entry.etag)).size).toBe(1);
    expect(cachedLive("/once", "7@1")?.etag).toBe(answers[0]!.entry.etag);
  });

  it("is kept per version: a replica's older one and the primary's newer one do not evict each other", async () => {
    await renderLive("/kept", "1@1", page("old"), "policy");
    await renderLive("/kept", "2@1", page("new"), "policy");
    expect(new TextDecoder().decode(cachedLive("/kept", "1@1")?.body)).toBe("old");
    expect(new TextDecoder().decode(cachedLive("/kept", "2@1")?.body)).toBe("new");
    for (const key of ["3@1", "4@1", "5@1"]) await renderLive("/kept", key, page(key), "policy");
    expect(cachedLive("/kept", "1@1"), "the oldest beyond three").toBeUndefined();
  });

  it("gives a page the policy it is handed: the policy is not computed from page content", async () => {
    const script = "alert(document.domain)";
    const html = async () =>
      new Response(`<!DOCTYPE html><p>note</p><script>${script}</script>`, {
        headers: { "Content-Type": "text/html; charset=utf-8" },
      });
    const policy = "script-src 'self' 'sha256-own'";
    const { entry } = await renderLive("/noted", "1@1", html, policy);
    expect(entry.policy).toBe(policy);
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(script)));
    expect(entry.policy).not.toContain(btoa(String.fromCharCode(...digest)));
    expect((await renderLive("/json", "1@1", page("{}"), policy)).entry.policy, "not a page").toBeUndefined();
  });
});
