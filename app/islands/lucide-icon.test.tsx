import * as lucide from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as codeXmlModule from "lucide-react/dist/esm/icons/code-xml.mjs";
import * as triangleModule from "lucide-react/dist/esm/icons/triangle-exclamation-point.mjs";
import * as arrowLeftModule from "lucide-react/dist/esm/icons/arrow-left.mjs";
import createLucideIcon from "./lucide-icon";

// What each lucide-react icon module hands to createLucideIcon (not in lucide's type declarations).
type IconData = Parameters<typeof createLucideIcon>[0];
// oxlint-disable-next-line no-underscore-dangle -- lucide's own name.
const iconData = (module: unknown) => (module as { __iconData: IconData }).__iconData;
const [codeXml, triangle, arrowLeft] = [codeXmlModule, triangleModule, arrowLeftModule].map(iconData);

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
      const Lite = createLucideIcon(data!);
      expect(renderToStaticMarkup(<Lite {...props} />)).toBe(renderToStaticMarkup(<Real {...props} />));
    }
  });
});
