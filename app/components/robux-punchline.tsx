import { ShieldAlert } from "lucide-react";
import { Card } from "~/components/ui/card";

const safetyTips = [
  "Roblox staff, moderators and real giveaways never ask for your password.",
  "Never paste code into your browser's console or address bar because a page tells you to: it hands over your login.",
  "Turn on 2-Step Verification in your Roblox security settings.",
  "Robux only come from Roblox: the official app or website, gift cards from real shops, Premium, or selling your own creations.",
  "Already typed your password into one of these sites? Change it now and sign out of all other sessions.",
];

/** The joke's punchline: generators are scams, and what to do instead. */
export function RobuxPunchline() {
  return (
    <Card className="flex flex-col gap-5 border-warn/40">
      <h2 className="flex items-center gap-3 text-2xl font-bold">
        <ShieldAlert size={28} aria-hidden="true" className="shrink-0 text-warn" />
        Gotcha: no Robux generator is real
      </h2>
      <p className="text-muted">
        Every &ldquo;free Robux generator&rdquo; is a scam. No website, app, script or bot can create Robux: only Roblox
        can. These pages want your username and password, or a &ldquo;verification&rdquo; download, so they can take
        your account, its items and its Robux.
      </p>
      <p className="text-lg font-semibold">Never give your password to a Robux generator, or to anyone.</p>
      <h3 className="text-lg font-semibold">Stay safe</h3>
      <ul className="flex list-disc flex-col gap-2 pl-5 text-muted">
        {safetyTips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </Card>
  );
}
