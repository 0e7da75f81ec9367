/** Reads a content route's parameters once on the client and names the document after the page heading. */
import { useEffect, useState } from 'react';
import type { RouteId, RouteParams } from '../../shared/routes.ts';
import { publicConfig } from '../../lib/config.ts';
import { routeParams } from '../../lib/content-route.ts';

/**
 * The route's parameters (undefined until read on the client, so that the static HTML and the first client
 * render agree), calling `onRead` once with them; the document title follows `heading` once it is known.
 */
export function usePageParams(
  id: RouteId,
  onRead: (params: RouteParams) => void,
  heading?: (params: RouteParams) => string,
): RouteParams | undefined {
  const [params, setParams] = useState<RouteParams | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per page: the parameters come from the address, which does not change without a reload.
  useEffect(() => {
    const read = routeParams(id);
    setParams(read);
    onRead(read);
    const title = heading?.(read);
    if (title) document.title = `${title} · ${publicConfig.brand.name}`;
  }, []);
  return params;
}
