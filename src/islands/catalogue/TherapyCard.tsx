/** A therapy card (SPEC §2 /therapies, /services): its picture and its title, a link to /products/{title}. */
import type { TherapyCardModel } from '../../stores/catalogue.ts';
import type { ImageRank } from '../../ui/useFirstScreenImage.ts';
import CardImage from './CardImage.tsx';

/** Props of TherapyCard. */
export interface TherapyCardProps {
  card: TherapyCardModel;
  rank: ImageRank;
  /** The heading level of the title: 2 under the page title, 3 inside a section. */
  level: 2 | 3;
}

/** One therapy of the grid (TherapyGrid), and the card the page draws before React (FirstTherapyCards.astro). */
export default function TherapyCard({ card, rank, level }: TherapyCardProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <article className="card">
      <CardImage src={card.image} rank={rank} />
      <div className="card__body">
        <Heading className="card__title">
          <a href={card.href}>{card.title}</a>
        </Heading>
      </div>
    </article>
  );
}
