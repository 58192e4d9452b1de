import type { HTMLAttributes } from "react";

/** A rounded surface. Pass `as="li"` semantics by wrapping, not by props: keep it a div. */
export function Card({ className = "", ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={`rounded-2xl border border-border bg-surface p-6 ${className}`.trim()} {...props} />;
}
