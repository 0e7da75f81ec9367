/** How a card image loads under the first-screen rule (src/stores/below-fold.ts). */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { $belowFoldReleased, FIRST_SCREEN_TIMING, releaseBelowFold, whenNearScreen } from '../stores/below-fold.ts';

/**
 * Where an image stands in its list: the `lead` (the first, usually the page's largest paint), the rest of the
 * `first-screen`, or `below-fold`.
 */
export type ImageRank = 'lead' | 'first-screen' | 'below-fold';

/** The rank of the image of row `index` in a list whose first `firstScreen` rows fill a phone's first screen. */
export function imageRank(index: number, firstScreen: number): ImageRank {
  if (index === 0) return 'lead';
  return index < firstScreen ? 'first-screen' : 'below-fold';
}

/** The loading attributes of an image; `elementtiming` is not in React's types. */
export interface FirstScreenImageProps {
  ref: RefObject<HTMLImageElement | null>;
  src: string | undefined;
  loading: 'eager' | 'lazy';
  fetchPriority: 'high' | 'auto';
  elementtiming?: string;
}

/**
 * The lead image loads at once at high priority; the rest of the first screen at once at the browser's priority, so
 * that they do not push React's code back (docs/PERFORMANCE.md, item 19); both report their paint. The others get
 * their address once the first screen has painted and they come near the screen; a card below the fold exists only
 * once its grid has rendered, so its mounting starts the release.
 */
export function useFirstScreenImage(src: string, rank: ImageRank): FirstScreenImageProps {
  const ref = useRef<HTMLImageElement>(null);
  const released = useStore($belowFoldReleased);
  const [near, setNear] = useState(false);
  const below = rank === 'below-fold';
  useEffect(() => {
    if (below) releaseBelowFold();
  }, [below]);
  useEffect(() => {
    if (!below || !released || near || !ref.current) return undefined;
    return whenNearScreen(ref.current, () => setNear(true));
  }, [below, released, near]);
  if (below) return { ref, src: near ? src : undefined, loading: 'lazy', fetchPriority: 'auto' };
  return {
    ref,
    src,
    loading: 'eager',
    fetchPriority: rank === 'lead' ? 'high' : 'auto',
    elementtiming: FIRST_SCREEN_TIMING,
  };
}
