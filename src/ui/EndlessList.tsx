/**
 * An endless list (SPEC §4, DESIGN §4): loads the next page near the end of the page, shows a skeleton first, an
 * error with retry (the focus then goes to the first row it brought), an empty message, and an end marker once the
 * server has no more pages. Rows are rendered a few per task (useRevealCount), so a page of rows never blocks the main
 * thread in one long task.
 */
import type { ReactNode } from 'react';
import type { PagedState } from '../stores/paged-list.ts';
import { t } from '../shared/messages/index.ts';
import ErrorRetry from './ErrorRetry.tsx';
import Skeleton from './Skeleton.tsx';
import { useNearEnd } from './useNearEnd.ts';
import { useRevealCount } from './useRevealCount.ts';
import { useResumeFocus } from './useResumeFocus.ts';

/** Props of EndlessList. */
export interface EndlessListProps<T> {
  state: PagedState<T>;
  onLoadMore: () => void;
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T, index: number) => string;
  /** Shown when the first page is empty, e.g. 'No Articles Found..!'. */
  emptyText: string;
  /** Accessible name of the list. */
  label: string;
  className?: string;
  /** Rows to render at once when the first page comes (more than the usual few when they are already on screen). */
  firstRows?: number;
}

/** Renders the rows and the list's state below them. */
export default function EndlessList<T>({
  state,
  onLoadMore,
  renderItem,
  itemKey,
  emptyText,
  label,
  className = '',
  firstRows,
}: EndlessListProps<T>) {
  const { items, status, hasMore } = state;
  const waiting = status === 'idle' || (status === 'loading' && items.length === 0);
  const shown = useRevealCount(items.length, firstRows);
  const allShown = shown === items.length;
  // The next page is asked for only once every row of this one is on screen (else the end would look near).
  useNearEnd(status === 'ready' && hasMore && allShown, items.length, onLoadMore);
  const { retry, rowProps } = useResumeFocus(items.length, onLoadMore);

  if (waiting) {
    return (
      <div aria-busy="true">
        <p className="visually-hidden" role="status">
          {t.common.loading}
        </p>
        <div className="list-skeleton">
          <Skeleton count={4} height="6rem" />
        </div>
      </div>
    );
  }
  if (items.length === 0) {
    if (status === 'error') return <ErrorRetry message={state.error ?? t.errors.server} onRetry={retry} />;
    return (
      <p className="empty" role="status">
        {emptyText}
      </p>
    );
  }
  return (
    <>
      <ul className={className} aria-label={label}>
        {items.slice(0, shown).map((item, index) => (
          <li key={itemKey(item, index)} {...rowProps(index)}>
            {renderItem(item, index)}
          </li>
        ))}
      </ul>
      <div className="list-status" role="status">
        {status === 'loading' ? t.content.loadingMore : null}
        {status === 'ready' && !hasMore && allShown ? t.content.endOfList : null}
      </div>
      {status === 'error' ? <ErrorRetry message={state.error ?? t.errors.server} onRetry={retry} /> : null}
    </>
  );
}
