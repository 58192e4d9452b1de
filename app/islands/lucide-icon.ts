/**
 * lucide-react's `createLucideIcon`, small: the browser's build puts this in its place (see
 * scripts/lucide-lite.ts), so an island carries its icons' paths but not lucide's Icon machinery
 * (context provider, absolute and non-scaling strokes: about 1.4 KB brotli we never use). It renders
 * the same <svg> as lucide-react for the props we pass (size, className, aria-*), checked against the
 * real one in lucide-icon.test.tsx.
 */
import { createElement, type ReactNode, type SVGProps } from "react";

interface IconData {
  name?: string;
  size?: number;
  node: [string, Record<string, string>][];
  aliases?: string[];
}

type IconProps = Omit<SVGProps<SVGSVGElement>, "color"> & {
  size?: number | string;
  color?: string;
  children?: ReactNode;
};

const mergeClasses = (...classes: string[]) =>
  [...new Set(classes.flatMap((value) => value.split(/\s+/)).filter(Boolean))].join(" ");
const hasA11yProp = (props: Record<string, unknown>) =>
  Object.keys(props).some(
    (prop) => (prop.startsWith("aria-") || prop === "role" || prop === "title") && props[prop] != null,
  );

export default function createLucideIcon(icon: IconData) {
  const names = [icon.name ? `lucide-${icon.name}` : "", ...(icon.aliases ?? []).map((alias) => `lucide-${alias}`)];
  const box = icon.size ?? 24;
  return function LucideIcon({
    size = 24,
    color = "currentColor",
    strokeWidth = 2,
    className = "",
    children,
    ...rest
  }: IconProps) {
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
