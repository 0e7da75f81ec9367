/** One card of the home grid: image, title (the link, covering the card) and plain-text description. */
import { t } from '../../shared/messages/index.ts';
import type { CategoryCardModel } from '../../stores/home.ts';
import type { ImageRank } from '../../ui/useFirstScreenImage.ts';
import CardImage from '../catalogue/CardImage.tsx';

/** Props of CategoryCard. */
export interface CategoryCardProps {
  card: CategoryCardModel;
  /** How its image loads (see CardImage). */
  rank: ImageRank;
}

/** Renders a category card; external 'page' links open in a new tab. */
export default function CategoryCard({ card, rank }: CategoryCardProps) {
  const newTab = card.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <article className="card">
      <CardImage src={card.image} rank={rank} />
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
