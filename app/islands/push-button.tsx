/**
 * "Notify me" for a game (its page) or each game (/status): asks for notifications, registers the service worker (public/push-sw.js), subscribes with
 * the site's VAPID key and hands the subscription to the site for this game in the page's language; then "Stop
 * notifications" undoes it (the browser's subscription too once no game is left). Says why where it cannot work.
 */
import Bell from "lucide-react/icons/bell";
import BellOff from "lucide-react/icons/bell-off";
import { useEffect, useState, type ReactNode } from "react";
import { notify } from "~/components/notify";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/components/use-hydrated";
import { useLocale } from "~/i18n/messages-context";
import type { IslandWords } from "~/i18n/words";
import { defineIsland } from "~/islands/define";

type PushWords = IslandWords<"push">;

const worker = "/push-sw.js";
/** The games this browser asked to hear of (local storage): one subscription serves them all. */
const listKey = "pushGames";
const subscribed = (): string[] => {
  try {
    return JSON.parse(localStorage.getItem(listKey) ?? "[]");
  } catch {
    return [];
  }
};
const post = async (path: string, body: object) => {
  const answer = await fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
};
const bytes = (base64url: string) =>
  Uint8Array.from(atob(base64url.replace(/-/g, "+").replace(/_/g, "/")), (char) => char.charCodeAt(0));
const subscription = async () => (await navigator.serviceWorker.getRegistration(worker))?.pushManager.getSubscription();

/** `children` where this browser can show the site's notifications, else why not (nothing before hydration). */
function WhereSupported({ words: { push: m }, children }: { words: PushWords; children: ReactNode }) {
  if (!useHydrated()) return null;
  if (!("serviceWorker" in navigator && "PushManager" in window && "Notification" in window))
    return <p className="text-sm text-muted">{m.unsupported}</p>;
  return Notification.permission === "denied" ? <p className="text-sm text-muted">{m.blocked}</p> : children;
}

/** One game's control: "Notify me" or "Stop notifications", with the game's title where several are listed. */
function Toggle({ game, title, words: { push: m } }: { game: string; title?: string; words: PushWords }) {
  const locale = useLocale().tag;
  const [on, setOn] = useState<boolean>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    subscription().then(
      (current) => setOn(!!current && subscribed().includes(game)),
      () => setOn(false),
    );
  }, [game]);

  async function turnOn() {
    const permission = await Notification.requestPermission();
    if (permission !== "granted") throw new Error(permission);
    const registration = await navigator.serviceWorker.register(worker);
    const { key } = (await (await fetch("/push/key")).json()) as { key: string };
    const current =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: bytes(key) }));
    await post("/push/subscribe", { ...current.toJSON(), game, locale });
    localStorage.setItem(listKey, JSON.stringify([...new Set([...subscribed(), game])]));
    setOn(true);
    notify(true, { title: m.on });
  }
  async function turnOff() {
    const current = await subscription();
    if (current) await post("/push/unsubscribe", { endpoint: current.endpoint, game });
    const rest = subscribed().filter((each) => each !== game);
    localStorage.setItem(listKey, JSON.stringify(rest));
    if (!rest.length) await current?.unsubscribe();
    setOn(false);
  }
  function press() {
    setBusy(true);
    (on ? turnOff() : turnOn())
      .catch((error: Error) => notify(false, { title: error.message === "denied" ? m.blocked : m.failed }))
      .finally(() => setBusy(false));
  }

  if (on === undefined) return null;
  const Icon = on ? BellOff : Bell;
  const label = on ? m.stop : m.notify;
  return (
    <Button variant="secondary" onClick={press} disabled={busy}>
      <Icon size={18} aria-hidden="true" />
      {title ? `${label}: ${title}` : label}
    </Button>
  );
}

/** A game's page: its control, or why there is none. */
function PushButton({ game, words }: { game: string; words: PushWords }) {
  return (
    <WhereSupported words={words}>
      <Toggle game={game} words={words} />
    </WhereSupported>
  );
}

/** /status: a control for each game. */
function PushListView({ games, words }: { games: { slug: string; title: string }[]; words: PushWords }) {
  return (
    <WhereSupported words={words}>
      <ul className="flex flex-wrap gap-3">
        {games.map(({ slug, title }) => (
          <li key={slug}>
            <Toggle game={slug} title={title} words={words} />
          </li>
        ))}
      </ul>
    </WhereSupported>
  );
}

export default defineIsland("push-button", PushButton, ["push"]);
export const PushList = defineIsland("push-list", PushListView, ["push"]);
