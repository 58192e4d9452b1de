// @vitest-environment jsdom
import { act, useId, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { defineIsland, islandWords } from "./define";
import { useLocale, useMessages } from "~/i18n/messages-context";
import { say, type IslandWords } from "~/i18n/words";
import { localeByTag } from "~/i18n/locales";
import { ptBR } from "~/i18n/messages/pt-br";
import { ptBRPages } from "~/i18n/messages/pages/pt-br";
import type { Messages } from "~/i18n/messages/en";

function Counter({ label, start, words }: { label: string; start: number; words: IslandWords<"resellers"> }) {
  const id = useId();
  const locale = useLocale();
  const [count, setCount] = useState(start);
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <output id={id}>{count}</output>
      <button type="button" lang={locale.tag} onClick={() => setCount(count + 1)}>
        {say(words.resellers.buyFrom, label)}
      </button>
    </div>
  );
}
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const Counting = defineIsland("counter", Counter, ["resellers"]);
const handle = { locale: localeByTag("pt-BR")!, messages: { ...ptBR, ...ptBRPages } as Messages };
// What Astro does with an island: its props (and its words) through a serialization, the same in the
// prerender and in the browser; JSON stands in for Astro's here.
const props = (own: { label: string; start: number }) =>
  JSON.parse(JSON.stringify({ ...own, ...islandWords(Counting, handle) })) as Parameters<typeof Counting>[0];

describe("islands", () => {
  it("carry only the message groups they name, as plain strings: a message with arguments as its template", () => {
    const { words, locale } = islandWords(Counting, handle);
    expect(Object.keys(words)).toEqual(["resellers"]);
    expect(locale).toBe("pt-BR");
    expect(words.resellers.buyFrom).toBe(ptBRPages.resellers.buyFrom("{0}"));
    expect(Object.values(words.resellers).every((word) => typeof word === "string")).toBe(true);
  });

  it("show hostile props as text: nothing in them becomes markup or a script", () => {
    const label = `"></div><script>alert(1)</script><!--`;
    document.body.innerHTML = renderToString(<Counting {...props({ label, start: 1 })} />);
    expect(document.querySelectorAll("script")).toHaveLength(0);
    expect(document.querySelector("label")!.textContent).toBe(label);
  });

  it("hydrate without a mismatch, with their words and ids, then mark their element and, once all have, the page", async () => {
    document.documentElement.removeAttribute("data-hydrated");
    const island = props({ label: "Kryo", start: 2 });
    document.body.innerHTML = `<main><astro-island>${renderToString(<Counting {...island} />, { identifierPrefix: "r1" })}</astro-island></main>`;
    const button = document.querySelector("button")!;
    expect(button.textContent).toBe(ptBRPages.resellers.buyFrom("Kryo"));
    expect(button.lang).toBe("pt-BR");
    const before = document.querySelector("main")!.innerHTML;
    const errors = vi.spyOn(console, "error");
    await act(async () => {
      hydrateRoot(document.querySelector("astro-island")!, <Counting {...island} />, { identifierPrefix: "r1" });
    });
    expect(errors).not.toHaveBeenCalled();
    expect(document.querySelector<HTMLElement>('[data-island="counter"]')!.dataset.hydrated).toBe("true");
    expect(document.documentElement.dataset.hydrated).toBe("true");
    // The same markup React made at build time (plus the mark), and it acts now.
    expect(document.querySelector("main")!.innerHTML.replace(' data-hydrated="true"', "")).toBe(before);
    expect(document.querySelector("label")!.htmlFor).toBe(document.querySelector("output")!.id);
    await act(async () => button.click());
    expect(document.querySelector("output")!.textContent).toBe("3");
  });

  it("have no page's words at all, only their props: reading the page's messages fails the render", () => {
    const Listing = defineIsland(
      "listing",
      ({ words }: { words: IslandWords<"resellers"> }) => <p>{Object.keys(words).join(", ")}</p>,
      ["resellers"],
    );
    expect(renderToStaticMarkup(<Listing {...islandWords(Listing, handle)} />)).toBe(
      '<div data-island="listing" class="contents"><p>resellers</p></div>',
    );
    function Greedy({ words }: { words: IslandWords<"resellers"> }) {
      return <p title={words.resellers.title}>{useMessages().joiner.invalid.title}</p>;
    }
    const GreedyIsland = defineIsland("greedy", Greedy, ["resellers"]);
    expect(() => renderToStaticMarkup(<GreedyIsland {...islandWords(GreedyIsland, handle)} />)).toThrow(
      "useMessages() outside a page's parts: an island gets its words as props (`words`)",
    );
  });
});
