/**
 * Placeholder cards of a grid while it loads, with the status line a screen reader announces. Memoised: the render
 * an island does when its load starts (idle, then loading: the same placeholders) is skipped, which on a cheap phone
 * kept the placeholders' rebuild out of the task in which the island hydrates (docs/PERFORMANCE.md).
 */
import { memo } from 'react';
import Skeleton from './Skeleton.tsx';

/** Props of SkeletonCards. */
interface SkeletonCardsProps {
  /** The grid's class: `grid`, or `grid grid--4` for four per row on large screens. */
  className: string;
  cards: number;
  /** Placeholder text lines per card. */
  lines: number;
  loadingText: string;
}

/** The placeholder cards. */
function SkeletonCards({ className, cards, lines, loadingText }: SkeletonCardsProps) {
  return (
    <div className={className} aria-busy="true">
      <p className="visually-hidden" role="status">
        {loadingText}
      </p>
      {Array.from({ length: cards }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder.
        <div key={i} className="card" aria-hidden="true">
          <div className="card__media skeleton" />
          <div className="card__body">
            <Skeleton count={lines} />
          </div>
        </div>
      ))}
    </div>
  );
}

export default memo(SkeletonCards);
