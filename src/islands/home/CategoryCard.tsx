/** One card of the home grid: image, title (the link, covering the card) and plain-text description. */
import { t } from '../../shared/messages/index.ts';
import type { CategoryCardModel } from '../../stores/home.ts';

/** Props of CategoryCard. */
export interface CategoryCardProps {
  card: CategoryCardModel;
  /** Cards in the first screenful load their image at once; the others lazily. */
  eager: boolean;
}

/** Renders a category card; external 'page' links open in a new tab. */
export default function CategoryCard({ card, eager }: CategoryCardProps) {
  const newTab = card.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <article className="card">
      {card.image ? (
        <img
          className="card__media" src={card.image} alt="" width={320} height={240}
          loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : 'auto'} decoding="async"
        />
      ) : (
        <div className="card__media" aria-hidden="true" />
      )}
      <div className="card__body">
        <h2 className="card__title">
          <a href={card.href} {...newTab}>
            {card.title}
            {card.newTab ? <span className="visually-hidden"> {t.common.newTab}</span> : null}
          </a>
        </h2>
        {card.description ? <p className="card__text">{card.description}</p> : null}
      </div>
    </article>
  );
}
