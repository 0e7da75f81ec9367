/** Grey placeholder blocks shown while content loads (hidden from assistive technology). */
import { memo } from 'react';

/**
 * The heights a placeholder may have. Each is a rule of styles/_feedback.scss (`.skeleton[data-h]`), not a style
 * attribute: the site's CSP then needs no hash of inline styles (docs/SECURITY.md).
 */
export const SKELETON_HEIGHTS = [
  '1rem',
  '1.5rem',
  '2.75rem',
  '3rem',
  '3.5rem',
  '6rem',
  '9rem',
  '12rem',
  '14rem',
  '16rem',
  '24rem',
] as const;

/** One of SKELETON_HEIGHTS. */
export type SkeletonHeight = (typeof SKELETON_HEIGHTS)[number];

/** Props of Skeleton. */
interface SkeletonProps {
  /** How many blocks to show. */
  count?: number;
  height?: SkeletonHeight;
  className?: string;
}

/** A column (or, inside a grid, cells) of placeholder blocks. */
function Skeleton({ count = 1, height = '1rem', className = '' }: SkeletonProps) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder.
        <div key={i} className={`skeleton ${className}`.trim()} data-h={height} aria-hidden="true" />
      ))}
    </>
  );
}

/** Memoised: an island's render in the same loading state (idle, then loading) skips its placeholders. */
export default memo(Skeleton);
