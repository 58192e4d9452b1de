import { earlyCopy } from "~/boot/early-copy";
import { InlineScript } from "~/components/inline-script";
import { showToast } from "~/components/notify";
import { brand } from "~/config/brand";
import { headTags } from "~/config/page-meta";
import { handleOf } from "~/i18n/locale-handle";
import type { LocaleTag } from "~/i18n/locales";
import { legacyCopy } from "~/lib/clipboard";
import { COPIED_INDICATOR_MS, TOAST_DURATION_MS } from "~/lib/constants";
import { pages } from "~/routes/pages";
import type { PagePath } from "~/routes/page-paths";

/**
 * What every page's `<head>` holds (app/pages/[...path].astro), rendered at build time: the charset,
 * the viewport, the page's title, description, canonical URL, alternates and icons in its language,
 * and, on pages whose copy buttons must copy from the first paint, app/boot/early-copy.ts.
 */
export function PageHead({ page, tag }: { page: PagePath; tag: LocaleTag }) {
  const module = pages[page];
  return (
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="theme-color" content={brand.themeColor} />
      {headTags(handleOf(tag), module.meta, module.links).map(({ tagName, title, ...attributes }, index) => {
        const Element = title === undefined ? ((tagName as "link" | undefined) ?? "meta") : "title";
        // The tags never change order: their place is their identity.
        // oxlint-disable-next-line react/no-array-index-key
        return (
          <Element key={index} {...attributes}>
            {title}
          </Element>
        );
      })}
      {module.copiesEarly && (
        <InlineScript run={earlyCopy} args={[legacyCopy, showToast, TOAST_DURATION_MS, COPIED_INDICATOR_MS]} />
      )}
    </>
  );
}
