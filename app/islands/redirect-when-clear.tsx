import { useEffect } from "react";
import { useAdBlockGate } from "~/components/ad-block-check";
import { defineIsland } from "~/islands/define";

/** /ugphone: leaves for `destination` once the ad-block gate is clear (the notice around it is HTML). */
function RedirectWhenClear({ destination }: { destination: string }) {
  const adBlock = useAdBlockGate();
  useEffect(() => {
    if (adBlock === "clear") window.location.replace(destination);
  }, [adBlock, destination]);
  return null;
}

export default defineIsland("redirect-when-clear", RedirectWhenClear, []);
