// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MilestonesTable } from "./milestones-table";
import { legal } from "~/config/legal";
import { handleOf } from "~/i18n/locale-handle";
import type { LocaleTag } from "~/i18n/locales";
import { MessagesProvider } from "~/i18n/messages-context";

/** The table as the showcaser terms render it (inside the article marked `lang="en" dir="ltr"`), in `tag`'s page. */
function table(tag: LocaleTag): Document {
  const html = renderToStaticMarkup(
    <MessagesProvider value={handleOf(tag)}>
      <article lang="en" dir="ltr">
        <MilestonesTable milestones={legal.showcaserMilestones} />
      </article>
    </MessagesProvider>,
  );
  return new DOMParser().parseFromString(html, "text/html");
}

/** The language and direction an element is read in: its own or its nearest ancestor's. */
const readIn = (element: Element) => [
  element.closest("[lang]")?.getAttribute("lang"),
  element.closest("[dir]")?.getAttribute("dir"),
];

describe("the showcaser payout table inside the English article", () => {
  it("reads its translated caption and headers in the page's language and direction", () => {
    const doc = table("ar");
    const caption = doc.querySelector("caption")!;
    expect(caption.textContent).toBe(handleOf("ar").messages.legal.milestones.caption);
    expect(readIn(caption)).toEqual(["ar", "rtl"]);
    const headers = [...doc.querySelectorAll("thead th")];
    expect(headers.map((th) => th.textContent)).toEqual(["المشاهدات المُتحقَّق منها", "المبلغ المضاف", "الإجمالي"]);
    for (const th of headers) expect(readIn(th)).toEqual(["ar", "rtl"]);
    expect(readIn(doc.querySelector("thead")!)).toEqual(["ar", "rtl"]);
  });

  it("runs the table right to left, its figures in the article's English, each left to right", () => {
    const doc = table("ar");
    expect(doc.querySelector("table")!.getAttribute("dir")).toBe("rtl");
    const cells = [...doc.querySelectorAll("tbody th, tbody td")];
    expect(cells.length).toBe(15);
    for (const cell of cells) expect(readIn(cell.querySelector("bdi")!)).toEqual(["en", "ltr"]);
  });

  it("marks a left-to-right language as itself", () => {
    const doc = table("pt-BR");
    expect(readIn(doc.querySelector("caption")!)).toEqual(["pt-BR", "ltr"]);
    expect(readIn(doc.querySelector("thead th")!)).toEqual(["pt-BR", "ltr"]);
  });
});
