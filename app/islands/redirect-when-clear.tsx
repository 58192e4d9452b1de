import { useEffect, useState } from "react";
import { useAdBlockGate } from "~/components/ad-block-check";
import { RedirectNotice, type RedirectNoticeProps } from "~/components/redirect-notice";
import type { IslandWords } from "~/i18n/words";
import { defineIsland } from "~/islands/define";
import { chooseKeyLink, type KeyLinkSettings } from "~/lib/key-link-choice";

type Props = Omit<RedirectNoticeProps, "fallbackHref" | "words"> & {
  destination?: string;
  keyLink?: KeyLinkSettings;
  words: IslandWords<"redirect">;
};

/**
 * Once the ad-block gate is clear, leaves for `destination` (/ugphone) or the provider `keyLink` chooses
 * (/bbgetkey) with `location.replace`, so Back does not return here and bounce the visitor forward again.
 */
function RedirectWhenClear({ destination, keyLink, words, ...notice }: Props) {
  const clear = useAdBlockGate() === "clear";
  const [fallback, setFallback] = useState(destination);
  useEffect(() => {
    if (!clear) return;
    if (destination) return window.location.replace(destination);
    void chooseKeyLink(keyLink!).then(({ url }) => {
      setFallback(url);
      window.location.replace(url);
    });
  }, [clear, destination, keyLink]);
  return <RedirectNotice {...notice} fallbackHref={fallback} words={words.redirect} />;
}

export default defineIsland("redirect-when-clear", RedirectWhenClear, ["redirect"]);
