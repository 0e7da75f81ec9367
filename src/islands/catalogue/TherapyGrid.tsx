/** Island: the therapy cards of /therapies and /services (SPEC §2), each linking to /products/{title}. */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { t } from '../../shared/messages/index.ts';
import { $therapies, loadTherapies, type TherapyCardModel } from '../../stores/catalogue.ts';
import { imageRank, type ImageRank } from '../../ui/useFirstScreenImage.ts';
import CardGrid from './CardGrid.tsx';
import CardImage from './CardImage.tsx';

/** Cards likely to be in the first screenful. */
const EAGER_CARDS = 4;

/** Props of TherapyGrid. */
export interface TherapyGridProps {
  /** The heading level of the card titles: 2 under the page title, 3 inside a section. */
  level?: 2 | 3;
}

function TherapyCard({ card, rank, level }: { card: TherapyCardModel; rank: ImageRank; level: 2 | 3 }) {
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

/** Loads the therapies and shows them as a grid (2 columns on phones, 4 per row on large screens). */
export default function TherapyGrid({ level = 2 }: TherapyGridProps) {
  const state = useStore($therapies);
  useEffect(() => {
    if ($therapies.get().status === 'idle') void loadTherapies();
  }, []);
  return (
    <CardGrid
      state={state}
      label={t.catalogue.therapies}
      loadingText={t.catalogue.loadingTherapies}
      emptyText={t.catalogue.noTherapies}
      onRetry={() => void loadTherapies()}
      itemKey={(card) => card.id}
      renderItem={(card, index) => <TherapyCard card={card} rank={imageRank(index, EAGER_CARDS)} level={level} />}
    />
  );
}
