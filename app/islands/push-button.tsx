/**
 * A game's "Notify me": asks for notifications, registers the service worker (public/push-sw.js), subscribes with
 * the site's VAPID key and hands the subscription to the site for this game in the page's language; then "Stop
 * notifications" undoes it (the browser's subscription too once no game is left). Says why where it cannot work.
 */
import Bell from "lucide-react/icons/bell";
import BellOff from "lucide-react/icons/bell-off";
import { useEffect, useState } from "react";
import { notify } from "~/components/notify";
import { Button } from "~/components/ui/button";
import { useLocale, useMessages } from "~/i18n/messages-context";
import { defineIsland } from "~/islands/define";

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

type State = "unknown" | "unsupported" | "blocked" | "off" | "on";

function PushButton({ game }: { game: string }) {
  const { push: m } = useMessages();
  const locale = useLocale().tag;
  const [state, setState] = useState<State>("unknown");
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const found: Promise<State> = !("serviceWorker" in navigator && "PushManager" in window && "Notification" in window)
      ? Promise.resolve("unsupported")
      : Notification.permission === "denied"
        ? Promise.resolve("blocked")
        : subscription().then(
            (current) => (current && subscribed().includes(game) ? "on" : "off"),
            () => "off",
          );
    void found.then(setState);
  }, [game]);

  async function turnOn() {
    if ((await Notification.requestPermission()) !== "granted")
      return setState(Notification.permission === "denied" ? "blocked" : "off");
    const registration = await navigator.serviceWorker.register(worker);
    const { key } = (await (await fetch("/push/key")).json()) as { key: string };
    const current =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: bytes(key) }));
    await post("/push/subscribe", { ...current.toJSON(), game, locale });
    localStorage.setItem(listKey, JSON.stringify([...new Set([...subscribed(), game])]));
    setState("on");
    notify(true, { title: m.on });
  }
  async function turnOff() {
    const current = await subscription();
    if (current) await post("/push/unsubscribe", { endpoint: current.endpoint, game });
    const rest = subscribed().filter((each) => each !== game);
    localStorage.setItem(listKey, JSON.stringify(rest));
    if (!rest.length) await current?.unsubscribe();
    setState("off");
  }
  function press() {
    setBusy(true);
    (state === "on" ? turnOff() : turnOn())
      .catch(() => notify(false, { title: m.failed }))
      .finally(() => setBusy(false));
  }

  if (state === "unknown") return null;
  if (state === "unsupported" || state === "blocked")
    return <p className="text-sm text-muted">{state === "blocked" ? m.blocked : m.unsupported}</p>;
  const Icon = state === "on" ? BellOff : Bell;
  return (
    <Button variant="secondary" onClick={press} disabled={busy}>
      <Icon size={18} aria-hidden="true" />
      {state === "on" ? m.stop : m.notify}
    </Button>
  );
}

export default defineIsland("push-button", PushButton, ["push"]);
