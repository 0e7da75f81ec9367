/** The card of every article list: title, sanitised description (and reference), then the entry's links. */
import type { ReactNode } from 'react';
import SanitisedHtml from './SanitisedHtml.tsx';

/** Props of ArticleCard. */
export interface ArticleCardProps {
  title: string;
  /** Server-sanitised HTML (DESIGN §4). */
  description: string;
  /** Server-sanitised HTML of the citation, when the list has one. */
  reference?: string;
  /** The links row. */
  children: ReactNode;
  /** The title's id, for links that name their article with aria-describedby. */
  titleId?: string;
}

/** Renders one article card; its title, description and reference are English (articles are not translated). */
export default function ArticleCard({ title, description, reference, children, titleId }: ArticleCardProps) {
  return (
    <article className="article">
      <h2 id={titleId} lang="en">
        {title}
      </h2>
      <SanitisedHtml className="article__text" html={description} lang="en" />
      {reference ? <SanitisedHtml className="article__ref" html={reference} lang="en" /> : null}
      <p className="article__links">{children}</p>
    </article>
  );
}
