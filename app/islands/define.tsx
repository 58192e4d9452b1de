/** An island: a React component Astro hydrates (placed by the page files, app/pages/), its words carried beside its props. */
import type { ComponentType } from "react";
import type { LocaleHandle } from "~/i18n/locale-handle";
import { defaultLocale, localeByTag } from "~/i18n/locales";
import type { Messages } from "~/i18n/messages/en";
import { MessagesProvider } from "~/i18n/messages-context";
import { packMessages, unpackMessages } from "~/islands/messages";

type IslandWords = ReturnType<typeof islandWords>;
/** The message groups an island reads with useMessages(); only these travel to the browser. */
type Groups = readonly (keyof Messages)[];

/** `name` is the island's `data-island`. */
export function defineIsland<P extends object>(name: string, Component: ComponentType<P>, groups: Groups) {
  // Astro hands an island its `slot` attribute too; it is no prop of the component.
  function Hydrating({ messages, locale, slot: _slot, ...props }: P & IslandWords & { slot?: string }) {
    const value = { locale: localeByTag(locale) ?? defaultLocale, messages: unpackMessages(messages) as Messages };
    // Once hydrated, app/boot/early-copy.ts stands aside for this island; once every island of the
    // page has, `<html data-hydrated>` says so.
    const hydrated = (element: HTMLDivElement | null) => {
      if (!element) return; // React 19 calls a ref that returns no cleanup with null when it detaches.
      element.dataset.hydrated = "true";
      if (!document.querySelector("[data-island]:not([data-hydrated])"))
        document.documentElement.dataset.hydrated = "true";
    };
    return (
      <div ref={hydrated} data-island={name} className="contents">
        <MessagesProvider value={value}>
          <Component {...(props as unknown as P)} />
        </MessagesProvider>
      </div>
    );
  }
  return Object.assign(Hydrating, { groups });
}

/** An island's words in the page's language: its message groups, packed, and the language's tag. */
export function islandWords(island: { groups: Groups }, handle: LocaleHandle) {
  return { messages: packMessages(handle.messages, island.groups), locale: handle.locale.tag };
}
