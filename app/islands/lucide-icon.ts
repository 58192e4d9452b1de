/**
 * lucide-react's `createLucideIcon` (put in its place by astro.config.ts), 1.4 KB brotli smaller: none of lucide's
 * context provider and stroke options, the same <svg> as lucide-react for the props we pass.
 */
import type { LucideIconData, LucideProps } from "lucide-react";
import { createElement } from "react";

const mergeClasses = (...classes: string[]) =>
  [...new Set(classes.flatMap((value) => value.split(/\s+/)).filter(Boolean))].join(" ");
const hasA11yProp = (props: Record<string, unknown>) =>
  Object.keys(props).some(
    (prop) => (prop.startsWith("aria-") || prop === "role" || prop === "title") && props[prop] != null,
  );

export default function createLucideIcon(icon: LucideIconData) {
  const names = [icon.name ? `lucide-${icon.name}` : "", ...(icon.aliases ?? []).map((alias) => `lucide-${alias}`)];
  const box = icon.size ?? 24;
  return function LucideIcon({
    size = 24,
    color = "currentColor",
    strokeWidth = 2,
    className = "",
    children,
    ...rest
  }: LucideProps) {
    return createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: size,
        height: size,
        viewBox: `0 0 ${box} ${box}`,
        fill: "none",
        stroke: color,
        strokeWidth,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: mergeClasses("lucide", ...names, className),
        ...(children != null || hasA11yProp(rest) ? {} : { "aria-hidden": "true" }),
        ...rest,
      },
      ...icon.node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  };
}
