/** Grey placeholder blocks shown while content loads (hidden from assistive technology). */
import type { CSSProperties } from 'react';

/** Props of Skeleton. */
export interface SkeletonProps {
  /** How many blocks to show. */
  count?: number;
  height?: CSSProperties['height'];
  className?: string;
}

/** A column (or, inside a grid, cells) of placeholder blocks. */
export default function Skeleton({ count = 1, height = '1rem', className = '' }: SkeletonProps) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder.
        <div key={i} className={`skeleton ${className}`.trim()} style={{ height }} aria-hidden="true" />
      ))}
    </>
  );
}
