/** Sets the document title as the product's pages have it ("{page} · {brand}"). */
import { useEffect } from 'react';
import { publicConfig } from '../../../../../../src/lib/config.ts';

/** Sets `title · brand` as the document title while the page is shown. */
export function useTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${publicConfig.brand.name}`;
  }, [title]);
}
