// @vitest-environment jsdom
import { act, useId, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { defineIsland, islandWords } from "./define";
import { useMessages } from "~/i18n/messages-context";
import { localeByTag } from "~/i18n/locales";
import { ptBR } from "~/i18n/messages/pt-br";
import { ptBRPages } from "~/i18n/messages/pages/pt-br";
import type { Messages } from "~/i18n/messages/en";

function Counter({ label, start }: { label: string; start: number }) {
  const id = useId();
  const m = useMessages();
  const [count, setCount] = useState(start);
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <output id={id}>{count}</output>
      <button type="button" onClick={() => setCount(count + 1)}>
        {m.resellers.buyFrom(label)}
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
  it("carry only the message groups they name, functions as templates", () => {
    const words = islandWords(Counting, handle);
    expect(Object.keys(words.messages)).toEqual(["resellers"]);
    expect(words.locale).toBe("pt-BR");
    expect(JSON.stringify(words)).not.toContain("function");
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

  it("have at build time only the words they asked for: reading another group fails the render", () => {
    const Listing = defineIsland("listing", () => <p>{Object.keys(useMessages()).join(", ")}</p>, ["resellers"]);
    expect(renderToStaticMarkup(<Listing {...islandWords(Listing, handle)} />)).toBe(
      '<div data-island="listing" class="contents"><p>resellers</p></div>',
    );
    const Greedy = defineIsland("greedy", () => <p>{useMessages().joiner.invalid.title}</p>, ["resellers"]);
    // The group it did not name is not there: reading into it is the error, not anything else in the render.
    expect(() => renderToStaticMarkup(<Greedy {...islandWords(Greedy, handle)} />)).toThrow(
      new TypeError("Cannot read properties of undefined (reading 'invalid')"),
    );
  });
});
