import { Outlet } from "react-router";
import type { LocaleHandle } from "~/i18n/locale-handle";
import { MessagesProvider } from "~/i18n/messages-context";

/** The layout route of one language (app/routes/locale/*.tsx): its pages read its messages with useMessages(). */
export function LocaleLayout({ handle }: { handle: { locale: LocaleHandle } }) {
  return (
    <MessagesProvider value={handle.locale}>
      <Outlet />
    </MessagesProvider>
  );
}
