/** An island: a React component Astro hydrates (placed by the page files, app/pages/), its words among its props. */
import type { ComponentType } from "react";
import type { LocaleHandle } from "~/i18n/locale-handle";
import { defaultLocale, localeByTag } from "~/i18n/locales";
import type { Messages } from "~/i18n/messages/en";
import { LocaleProvider } from "~/i18n/messages-context";
import { toWords } from "~/i18n/words";

/** `name` is the island's `data-island`; `groups` are the message groups of its `words` prop. */
export function defineIsland<P extends { words: object }>(
  name: string,
  Component: ComponentType<P>,
  groups: readonly (keyof P["words"] & keyof Messages)[],
) {
  // Astro hands an island its `slot` attribute too; it is no prop of the component.
  function Hydrating({ locale, slot: _slot, ...props }: P & { locale: string; slot?: string }) {
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
        <LocaleProvider value={localeByTag(locale) ?? defaultLocale}>
          <Component {...(props as unknown as P)} />
        </LocaleProvider>
      </div>
    );
  }
  return Object.assign(Hydrating, { groups });
}

/**
 * The props that carry `island`'s words in the page's language (its message groups, plain strings and templates)
 * and the language's tag: `{...islandWords(Island, handle)}`. Called by the page files, at build or on the server.
 */
export function islandWords<Props extends { words: object }>(
  island: ((props: Props) => unknown) & { groups: readonly (keyof Messages)[] },
  handle: LocaleHandle,
) {
  // A group that does not exist is undefined, which cannot be carried: toWords throws with its name.
  const words = toWords(Object.fromEntries(island.groups.map((group) => [group, handle.messages[group]])));
  return { words: words as Props["words"], locale: handle.locale.tag };
}
