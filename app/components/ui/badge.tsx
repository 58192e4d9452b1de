import type { ReactNode } from "react";

type Tone = "accent" | "ok" | "warn" | "danger" | "neutral";

const tones: Record<Tone, string> = {
  accent: "bg-accent/15 text-violet-200 ring-accent/40",
  ok: "bg-ok/10 text-ok ring-ok/30",
  warn: "bg-warn/10 text-warn ring-warn/30",
  danger: "bg-danger/10 text-danger ring-danger/30",
  neutral: "bg-surface-2 text-muted ring-border",
};

export function Badge({ tone = "accent", children }: { tone?: Tone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide ring-1 ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
