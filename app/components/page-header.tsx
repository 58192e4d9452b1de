import type { ReactNode } from "react";
import { BackLink } from "~/components/back-link";

/** The look of a page's h1 (the landing and Robux pages have a larger one of their own). */
export const pageTitleClass = "text-3xl font-extrabold tracking-tight sm:text-4xl";

/** A page's header: a link back, its h1 and its introduction, then what else it says (`children`). */
export function PageHeader(props: {
  back: string;
  backLabel: string;
  title: string;
  intro: string;
  children?: ReactNode;
}) {
  return (
    <header className="flex flex-col items-start gap-4">
      <BackLink to={props.back}>{props.backLabel}</BackLink>
      <h1 className={pageTitleClass}>{props.title}</h1>
      <p className="max-w-2xl text-muted">{props.intro}</p>
      {props.children}
    </header>
  );
}
