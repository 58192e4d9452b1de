import ShieldAlert from "lucide-react/icons/shield-alert";
import { Card } from "~/components/ui/card";
import { useMessages } from "~/i18n/messages-context";

/** The joke's punchline: generators are scams, and what to do instead. */
export function RobuxPunchline() {
  const m = useMessages().robux;
  return (
    <Card className="flex flex-col gap-5 border-warn/40">
      <h2 className="flex items-center gap-3 text-2xl font-bold">
        <ShieldAlert size={28} aria-hidden="true" className="shrink-0 text-warn" />
        {m.gotcha}
      </h2>
      <p className="text-muted">{m.scam}</p>
      <p className="text-lg font-semibold">{m.never}</p>
      <h3 className="text-lg font-semibold">{m.staySafe}</h3>
      <ul className="flex list-disc flex-col gap-2 ps-5 text-muted">
        {Object.values(m.tips).map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </Card>
  );
}
