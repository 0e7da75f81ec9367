/** A grid of cards loaded from the API: skeleton cards, an error with retry, an empty message, or the cards. */
import type { ReactNode } from 'react';
import type { LoadState } from '../../stores/catalogue.ts';
import ErrorRetry from '../../ui/ErrorRetry.tsx';
import SkeletonCards from '../../ui/SkeletonCards.tsx';

/** Props of CardGrid. */
export interface CardGridProps<T> {
  state: LoadState<T>;
  /** Accessible name of the list. */
  label: string;
  loadingText: string;
  emptyText: string;
  onRetry: () => void;
  itemKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
}

/** Placeholder cards while the list loads. */
const SKELETON_CARDS = 4;

/** Two columns on phones (one with large text), four per row on large screens (.grid--4). */
export default function CardGrid<T>({
  state,
  label,
  loadingText,
  emptyText,
  onRetry,
  itemKey,
  renderItem,
}: CardGridProps<T>) {
  if (state.status === 'error') return <ErrorRetry message={state.message} onRetry={onRetry} />;
  if (state.status !== 'ready') {
    return <SkeletonCards className="grid grid--4" cards={SKELETON_CARDS} lines={2} loadingText={loadingText} />;
  }
  if (state.items.length === 0)
    return (
      <p className="empty" role="status">
        {emptyText}
      </p>
    );
  return (
    <ul className="grid grid--4" aria-label={label}>
      {state.items.map((item, index) => (
        <li key={itemKey(item)} className="grid__cell">
          {renderItem(item, index)}
        </li>
      ))}
    </ul>
  );
}
