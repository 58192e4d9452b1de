/** What an island is, shared by the prerender (./island.tsx) and the browser (./hydrate.tsx); see ./island.tsx. */
import { useEffect, type ComponentType, type ReactNode } from "react";
import type { LocaleHandle } from "~/i18n/locale-handle";
import { localeByTag, defaultLocale } from "~/i18n/locales";
import type { Messages } from "~/i18n/messages/en";
import { MessagesProvider } from "~/i18n/messages-context";
import { unpackMessages } from "~/islands/messages";

export interface IslandDefinition<P extends object> {
  /** Names the element (`data-island`) and its ids; the island build finds islands by it. */
  name: string;
  Component: ComponentType<P>;
  /** The message groups the island reads with useMessages(); only these travel to the browser. */
  groups: readonly (keyof Messages)[];
}

export function defineIsland<P extends object>(name: string, Component: ComponentType<P>, groups: readonly (keyof Messages)[]): IslandDefinition<P> {
  if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new Error(`defineIsland: "${name}" is not a lower-case name`);
  return { name, Component, groups };
}

/** What travels in `data-island-props`: the props, the packed messages and the language's tag. */
export interface IslandData {
  props: object;
  messages: Record<string, unknown>;
  locale: string;
}

/** The island's tree, the same in the prerender and in the browser (the ids of useId start with its name). */
export function islandTree<P extends object>(island: IslandDefinition<P>, data: IslandData, onHydrated?: () => void): ReactNode {
  const locale = localeByTag(data.locale) ?? defaultLocale;
  const value: LocaleHandle = { locale, messages: unpackMessages(data.messages) as Messages };
  return (
    <MessagesProvider value={value}>
      <island.Component {...(data.props as P)} />
      <Hydrated onHydrated={onHydrated} />
    </MessagesProvider>
  );
}

/**
 * Rendered last in every island (so the tree, and React's ids, are the same in the prerender and in
 * the browser): its effect runs once the island has hydrated (./hydrate.tsx marks it then).
 */
function Hydrated({ onHydrated }: { onHydrated?: () => void }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return null;
}

export const identifierPrefix = (name: string) => `${name}-`;
