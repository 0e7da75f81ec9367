/**
 * /home in the peer: the product's HomeScreen island, then the banners and social links of src/pages/home.astro,
 * whose images wait in `data-below-fold-src` until the island releases them (src/stores/below-fold.ts), as in the product.
 */
import { Link } from 'react-router';
import HomeScreen from '../../../../../../src/islands/home/HomeScreen.tsx';
import { imageUrl, publicConfig } from '../../../../../../src/lib/config.ts';
import { t } from '../../../../../../src/shared/messages/index.ts';
import { pathFor } from '../../../../../../src/shared/routes.ts';
import { useTitle } from '../shell/useTitle.ts';

const banners = [
  { href: pathFor('therapies'), image: 'order-samples.svg', alt: t.pages.homeOrderSamples },
  { href: pathFor('articles'), image: 'articles.svg', alt: t.pages.homeReadArticles },
];
const social = [
  { href: publicConfig.social.instagram, icon: 'instagram.svg', label: t.pages.instagram },
  { href: publicConfig.social.linkedin, icon: 'linkedin.svg', label: t.pages.linkedin },
  { href: publicConfig.social.facebook, icon: 'facebook.svg', label: t.pages.facebook },
  { href: publicConfig.companyWebsite, icon: 'website.svg', label: t.pages.website },
];

/** The member's service categories, banners and social links. */
export default function HomePage() {
  useTitle(t.pages.homeTitle);
  return (
    <>
      <h1 className="page-title">{t.home.categories}</h1>
      <HomeScreen />
      <div className="promos">
        {banners.map((banner) => (
          <Link key={banner.href} className="banner" to={banner.href}>
            <img
              data-below-fold-src={imageUrl('banners', banner.image)}
              alt={banner.alt}
              width="640"
              height="200"
              loading="lazy"
              decoding="async"
            />
          </Link>
        ))}
      </div>
      <section className="social" aria-labelledby="follow-us">
        <h2 id="follow-us" className="social__title">
          {t.pages.followUs}
        </h2>
        <ul className="social__list">
          {social.map((item) => (
            <li key={item.icon}>
              <a href={item.href} target="_blank" rel="noopener noreferrer">
                <img
                  data-below-fold-src={imageUrl('custom', item.icon)}
                  alt={`${item.label} ${t.common.newTab}`}
                  width="45"
                  height="45"
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
