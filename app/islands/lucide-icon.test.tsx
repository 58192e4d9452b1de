import * as lucide from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { __iconData as codeXml } from "lucide-react/dist/esm/icons/code-xml.mjs";
import { __iconData as triangle } from "lucide-react/dist/esm/icons/triangle-exclamation-point.mjs";
import { __iconData as arrowLeft } from "lucide-react/dist/esm/icons/arrow-left.mjs";
import createLucideIcon from "./lucide-icon";

describe("the islands' createLucideIcon", () => {
  it("renders the same <svg> as lucide-react for the props the site passes", () => {
    const cases = [
      [lucide.Code2, codeXml, { size: 18, "aria-hidden": "true" as const }],
      [lucide.TriangleAlert, triangle, { size: 48, "aria-hidden": "true" as const, className: "text-warn" }],
      [lucide.ArrowLeft, arrowLeft, { size: 16, "aria-hidden": "true" as const, className: "rtl:-scale-x-100" }],
      [lucide.ArrowLeft, arrowLeft, {}],
      [lucide.Code2, codeXml, { className: "size-4 mt-0.5" }],
    ] as const;
    for (const [Real, data, props] of cases) {
      const Lite = createLucideIcon(data as Parameters<typeof createLucideIcon>[0]);
      expect(renderToStaticMarkup(<Lite {...props} />)).toBe(renderToStaticMarkup(<Real {...props} />));
    }
  });
});
