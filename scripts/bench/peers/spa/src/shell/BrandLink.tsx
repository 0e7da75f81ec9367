/** The brand logo linking to a page (the product's BrandLink.astro in React). */
import { Link } from 'react-router';
import { publicConfig } from '../../../../../../src/lib/config.ts';
import { t } from '../../../../../../src/shared/messages/index.ts';

/** The logo link to `to`. */
export default function BrandLink({ to }: { to: string }) {
  const { name, logo } = publicConfig.brand;
  return (
    <Link className="brand" to={to} aria-label={t.nav.brandHome(name)}>
      <img className="brand__logo" src={logo} alt={name} width="200" height="48" />
    </Link>
  );
}
