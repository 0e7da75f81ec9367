/**
 * Island: the sub-category screen (SPEC §2 /subcategories/{catId}/{desc}): the category, then its service cards. The
 * category's intro and cards are drawn before React (src/islands/first-screen/); the island hydrates after them
 * (`client:painted`).
 */
import { useEffect } from 'react';
import { FIRST_SCREEN_CARDS } from '../../shared/constants.ts';
import { t } from '../../shared/messages/index.ts';
import { matchRoute } from '../../shared/routes.ts';
import { publicConfig } from '../../lib/config.ts';
import { $categoryHeader, $subCategories, loadSubCategories } from '../../stores/order-services.ts';
import { imageRank } from '../../ui/useFirstScreenImage.ts';
import { useFirstScreen } from '../first-screen/use-first-screen.ts';
import CardGrid from './CardGrid.tsx';
import CategoryIntro from './CategoryIntro.tsx';
import SubCategoryCard from './SubCategoryCard.tsx';
import { useDeferredStore } from '../../ui/useDeferredStore.ts';

function load(): void {
  const match = matchRoute(location.pathname);
  const params = match?.route.id === 'subcategories' ? match.params : {};
  void loadSubCategories(params.catId ?? '', params.desc ?? '');
}

/** Reads catId and desc from the address and shows the category's image, description and cards. */
export default function SubCategoryScreen() {
  const header = useDeferredStore($categoryHeader);
  const state = useDeferredStore($subCategories);
  const title = header.title || t.catalogue.subCategories;

  useEffect(load, []);
  // Its page has no layout script: this island binds the shell and takes the place of what was drawn before React.
  useFirstScreen(state.status === 'ready' || state.status === 'error');
  useEffect(() => {
    document.title = `${title} · ${publicConfig.brand.name}`;
  }, [title]);

  return (
    <>
      <CategoryIntro header={{ ...header, title }} />
      <CardGrid
        state={state}
        label={title}
        loadingText={t.catalogue.loadingSubCategories}
        emptyText={t.catalogue.noSubCategories}
        onRetry={load}
        itemKey={(card) => card.id}
        renderItem={(card, index) => <SubCategoryCard card={card} rank={imageRank(index, FIRST_SCREEN_CARDS)} />}
      />
    </>
  );
}
