/**
 * Island: the therapy cards of /therapies and /services (SPEC §2), each linking to /products/{title}. The first cards
 * are drawn before React (src/islands/first-screen/); the island hydrates after them (`client:painted`).
 */
import { useEffect } from 'react';
import { FIRST_SCREEN_CARDS } from '../../shared/constants.ts';
import { t } from '../../shared/messages/index.ts';
import { $therapies, loadTherapies } from '../../stores/catalogue.ts';
import { imageRank } from '../../ui/useFirstScreenImage.ts';
import { useFirstScreen } from '../first-screen/use-first-screen.ts';
import CardGrid from './CardGrid.tsx';
import TherapyCard from './TherapyCard.tsx';
import { useDeferredStore } from '../../ui/useDeferredStore.ts';

/** Props of TherapyGrid. */
export interface TherapyGridProps {
  /** The heading level of the card titles: 2 under the page title, 3 inside a section. */
  level?: 2 | 3;
}

/** Loads the therapies and shows them as a grid (2 columns on phones, 1 with large text, 4 per row on large screens). */
export default function TherapyGrid({ level = 2 }: TherapyGridProps) {
  const state = useDeferredStore($therapies);
  useEffect(() => {
    if ($therapies.get().status === 'idle') void loadTherapies();
  }, []);
  // Its page has no layout script: this island binds the shell and takes the place of the cards drawn before React.
  useFirstScreen(state.status === 'ready' || state.status === 'error');
  return (
    <CardGrid
      state={state}
      label={t.catalogue.therapies}
      loadingText={t.catalogue.loadingTherapies}
      emptyText={t.catalogue.noTherapies}
      onRetry={() => void loadTherapies()}
      itemKey={(card) => card.id}
      renderItem={(card, index) => (
        <TherapyCard card={card} rank={imageRank(index, FIRST_SCREEN_CARDS)} level={level} />
      )}
    />
  );
}
