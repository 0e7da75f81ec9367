/** One sub-category card: a link by service_type, or a button that opens the order modal (outcome 'modal'). */
import { openOrder } from '../../stores/order-item.ts';
import type { SubCategoryCardModel } from '../../stores/order-services.ts';
import type { ImageRank } from '../../ui/useFirstScreenImage.ts';
import CardImage from './CardImage.tsx';

/** Props of SubCategoryCard. */
export interface SubCategoryCardProps {
  card: SubCategoryCardModel;
  /** How its image loads (see CardImage). */
  rank: ImageRank;
}

function CardTitle({ card }: { card: SubCategoryCardModel }) {
  const { action } = card;
  if (action.kind === 'link') return <a href={action.href}>{card.title}</a>;
  if (action.kind === 'none') return <>{card.title}</>;
  return (
    <button type="button" aria-haspopup="dialog" onClick={() => openOrder(action.item)}>
      {card.title}
    </button>
  );
}

/** Renders the card; its title (link or button) covers the whole card as the tap target. */
export default function SubCategoryCard({ card, rank }: SubCategoryCardProps) {
  return (
    <article className="card">
      <CardImage src={card.image} rank={rank} />
      <div className="card__body">
        <h2 className="card__title">
          <CardTitle card={card} />
        </h2>
        {card.description ? <p className="card__text">{card.description}</p> : null}
      </div>
    </article>
  );
}
