// @vitest-environment jsdom
import { act, useId, useState } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { defineIsland } from "./define";
import { hydrateIsland } from "./hydrate";
import { Island } from "./island";
import { MessagesProvider, useMessages } from "~/i18n/messages-context";
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
const counter = defineIsland("counter", Counter, ["resellers"]);
const handle = { locale: localeByTag("pt-BR")!, messages: { ...ptBR, ...ptBRPages } as Messages };

function prerender(props: { label: string; start: number }) {
  return renderToStaticMarkup(
    <MessagesProvider value={handle}>
      <main>
        <Island island={counter} props={props} />
      </main>
    </MessagesProvider>,
  );
}

describe("islands", () => {
  it("carry hostile props as data: nothing in them becomes markup or a script", () => {
    const label = `"></div><script>alert(1)</script><!--`;
    const html = prerender({ label, start: 1 });
    document.body.innerHTML = html;
    expect(document.querySelectorAll("script")).toHaveLength(0);
    const element = document.querySelector<HTMLElement>('[data-island="counter"]')!;
    expect(JSON.parse(element.dataset.islandProps!).props).toEqual({ label, start: 1 });
    expect(element.querySelector("label")!.textContent).toBe(label);
  });

  it("hydrate on their own element without a mismatch, with their words and ids, then mark it and the page", async () => {
    document.documentElement.removeAttribute("data-hydrated");
    document.body.innerHTML = prerender({ label: "Kryo", start: 2 });
    const button = document.querySelector("button")!;
    expect(button.textContent).toBe(ptBRPages.resellers.buyFrom("Kryo"));
    const before = document.querySelector("main")!.innerHTML;
    const errors = vi.spyOn(console, "error");
    await act(async () => hydrateIsland(counter));
    expect(errors).not.toHaveBeenCalled();
    expect(document.querySelector<HTMLElement>('[data-island="counter"]')!.dataset.hydrated).toBe("true");
    expect(document.documentElement.dataset.hydrated).toBe("true");
    // The same markup React made at build time (plus the mark), and it acts now.
    expect(document.querySelector("main")!.innerHTML.replace(' data-hydrated="true"', "")).toBe(before);
    expect(document.querySelector("label")!.htmlFor).toBe(document.querySelector("output")!.id);
    await act(async () => button.click());
    expect(document.querySelector("output")!.textContent).toBe("3");
  });

  it("refuse at build time to read words they did not ask for", () => {
    const greedy = defineIsland("greedy", () => <p>{useMessages().joiner.invalid.title}</p>, ["resellers"]);
    expect(() =>
      renderToStaticMarkup(
        <MessagesProvider value={handle}>
          <Island island={greedy} props={{}} />
        </MessagesProvider>,
      ),
    ).toThrow(/undefined/);
  });
});
