/**
 * Island: the home screen (SPEC §2 Home): the category grid, then the banner popup, feedback banner, campaign
 * poster and brand panel from the same $home store (the static banners and social links are in home.astro).
 */
import { useEffect } from 'react';
import { FIRST_SCREEN_CARDS } from '../../shared/constants.ts';
import { t } from '../../shared/messages/index.ts';
import { useFirstScreen } from '../first-screen/use-first-screen.ts';
import { releaseBelowFold } from '../../stores/below-fold.ts';
import { $categoryCards, $home, loadHome } from '../../stores/home.ts';
import ErrorRetry from '../../ui/ErrorRetry.tsx';
import SkeletonCards from '../../ui/SkeletonCards.tsx';
import { imageRank } from '../../ui/useFirstScreenImage.ts';
import BannerPopup from './BannerPopup.tsx';
import CategoryCard from './CategoryCard.tsx';
import HomePromos from './HomePromos.tsx';
import { useDeferredStore } from '../../ui/useDeferredStore.ts';

/** Placeholder cards while the grid loads. */
const SKELETON_CARDS = 6;

/** Loads the member's categories and shows them as a grid, with loading and error states. */
export default function HomeScreen() {
  const home = useDeferredStore($home);
  const cards = useDeferredStore($categoryCards);

  useEffect(() => {
    if ($home.get().status === 'idle') void loadHome();
  }, []);
  // The first screen is the grid (or its error): once it is rendered, the banners and icons below may follow.
  const settled = home.status === 'ready' || home.status === 'error';
  useEffect(() => {
    if (settled) releaseBelowFold();
  }, [settled]);
  // /home has no layout script: this island binds the shell and takes the place of the cards drawn before React.
  useFirstScreen(settled);

  if (home.status === 'error') {
    return <ErrorRetry message={home.message} onRetry={() => void loadHome()} />;
  }
  if (home.status !== 'ready') {
    return <SkeletonCards className="grid" cards={SKELETON_CARDS} lines={3} loadingText={t.home.loading} />;
  }
  return (
    <>
      <BannerPopup />
      {cards.length === 0 ? (
        <p className="empty" role="status">
          {t.home.empty}
        </p>
      ) : (
        <ul className="grid" aria-label={t.home.categories}>
          {cards.map((card, index) => (
            <li key={card.id} className="grid__cell">
              <CategoryCard card={card} rank={imageRank(index, FIRST_SCREEN_CARDS)} />
            </li>
          ))}
        </ul>
      )}
      <HomePromos />
    </>
  );
}
