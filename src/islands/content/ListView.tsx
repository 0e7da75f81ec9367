/** A list loaded in one call: skeleton while loading, error with retry (then the focus on its first row), empty text, then the rows. */
import type { ReactNode } from 'react';
import { t } from '../../shared/messages/index.ts';
import type { ListState } from '../../stores/content-list.ts';
import ErrorRetry from '../../ui/ErrorRetry.tsx';
import Skeleton, { type SkeletonHeight } from '../../ui/Skeleton.tsx';
import { useResumeFocus } from '../../ui/useResumeFocus.ts';

/** Props of ListView. */
export interface ListViewProps<T> {
  state: ListState<T>;
  onRetry: () => void;
  /** Renders one row; `index` lets the first rows load their images at once. */
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T, index: number) => string;
  emptyText: string;
  /** Accessible name of the list. */
  label: string;
  className: string;
  /** Height of each skeleton block. */
  skeletonHeight?: SkeletonHeight;
}

/** Renders the list's state. */
export default function ListView<T>({
  state,
  onRetry,
  renderItem,
  itemKey,
  emptyText,
  label,
  className,
  skeletonHeight = '3.5rem',
}: ListViewProps<T>) {
  const { retry, rowProps } = useResumeFocus(0, onRetry);
  if (state.status === 'idle' || state.status === 'loading') {
    return (
      <div aria-busy="true">
        <p className="visually-hidden" role="status">
          {t.common.loading}
        </p>
        <div className={`${className} list-skeleton`}>
          <Skeleton count={4} height={skeletonHeight} />
        </div>
      </div>
    );
  }
  if (state.status === 'error') return <ErrorRetry message={state.error ?? t.errors.server} onRetry={retry} />;
  if (state.items.length === 0)
    return (
      <p className="empty" role="status">
        {emptyText}
      </p>
    );
  return (
    <ul className={className} aria-label={label}>
      {state.items.map((item, index) => (
        <li key={itemKey(item, index)} {...rowProps(index)}>
          {renderItem(item, index)}
        </li>
      ))}
    </ul>
  );
}
