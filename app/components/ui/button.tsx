import type { AnchorHTMLAttributes, ComponentProps } from "react";

const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-5 py-2.5 text-sm font-semibold transition-colors disabled:opacity-60";
const variants = {
  // accent-strong under white text: 5.7:1 contrast (accent itself is 4.2:1, below WCAG AA for small text).
  primary: "bg-accent-strong text-accent-fg hover:bg-violet-800",
  secondary: "border border-border bg-surface-2 text-fg hover:border-accent",
  ghost: "text-muted hover:text-fg",
};
type Variant = keyof typeof variants;

/** Class names of a button-looking control; use on <button> and <a> alike. */
export function buttonClass(variant: Variant = "primary", extra = "") {
  return `${base} ${variants[variant]} ${extra}`.trim();
}

export function Button({ variant, className, ...props }: ComponentProps<"button"> & { variant?: Variant }) {
  return <button type="button" className={buttonClass(variant, className)} {...props} />;
}

/** A link that opens another site in a new tab, always with rel="noopener noreferrer". */
export function ExternalLink(props: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "target" | "rel">) {
  // oxlint-disable-next-line jsx-a11y/anchor-has-content -- children arrive through props
  return <a {...props} target="_blank" rel="noopener noreferrer" />;
}
