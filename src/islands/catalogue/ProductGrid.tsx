/**
 * Island: product cards (SPEC §2) of a therapy (/products/{title}, with a back button) or of a product search
 * (/searchproducts/{text}, 'No Products Found..!' when empty); each card opens the samples order modal. The
 * first cards are drawn before React (src/islands/first-screen/); the island hydrates after them (`client:painted`).
 */
import { useEffect, type MouseEvent } from 'react';
import { FIRST_SCREEN_CARDS } from '../../shared/constants.ts';
import { t } from '../../shared/messages/index.ts';
import { matchRoute, pathFor } from '../../shared/routes.ts';
import { $products, $productSource, loadProducts, loadProductSearch } from '../../stores/catalogue.ts';
import { publicConfig } from '../../lib/config.ts';
import { imageRank } from '../../ui/useFirstScreenImage.ts';
import { useFirstScreen } from '../first-screen/use-first-screen.ts';
import CardGrid from './CardGrid.tsx';
import ProductCard from './ProductCard.tsx';
import { useDeferredStore } from '../../ui/useDeferredStore.ts';

/** Props of ProductGrid: the products of a therapy, or the results of a search. */
export interface ProductGridProps {
  mode: 'therapy' | 'search';
}

function load(mode: ProductGridProps['mode']): void {
  const match = matchRoute(location.pathname);
  if (mode === 'therapy') void loadProducts(match?.route.id === 'products' ? (match.params.title ?? '') : '');
  else void loadProductSearch(match?.route.id === 'searchProducts' ? (match.params.searchedString ?? '') : '');
}

/** Back to the page before when it is part of the portal, else to the therapies. */
function goBack(event: MouseEvent<HTMLAnchorElement>): void {
  const fromHere = document.referrer.startsWith(`${location.origin}/`) && history.length > 1;
  if (!fromHere) return;
  event.preventDefault();
  history.back();
}

/** Reads the therapy or search text from the address and shows the matching products. */
export default function ProductGrid({ mode }: ProductGridProps) {
  const state = useDeferredStore($products);
  const source = useDeferredStore($productSource);
  const title =
    mode === 'therapy'
      ? source || t.catalogue.products
      : source
        ? t.catalogue.searchTitle(source)
        : t.catalogue.searchProducts;

  useEffect(() => load(mode), [mode]);
  // Its page has no layout script: this island binds the shell and takes the place of the cards drawn before React.
  useFirstScreen(state.status === 'ready' || state.status === 'error');
  useEffect(() => {
    document.title = `${title} · ${publicConfig.brand.name}`;
  }, [title]);

  return (
    <>
      {mode === 'therapy' ? (
        <a className="back-link" href={pathFor('therapies')} onClick={goBack}>
          <span aria-hidden="true">←</span>
          {t.catalogue.back}
        </a>
      ) : null}
      <h1 className="page-title">{title}</h1>
      <CardGrid
        state={state}
        label={title}
        loadingText={t.catalogue.loadingProducts}
        emptyText={t.catalogue.noProducts}
        onRetry={() => load(mode)}
        itemKey={(product) => product.id}
        renderItem={(product, index) => <ProductCard product={product} rank={imageRank(index, FIRST_SCREEN_CARDS)} />}
      />
    </>
  );
}
