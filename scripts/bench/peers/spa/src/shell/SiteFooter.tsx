/** The page footer of the peer (the product's SiteFooter.astro in React): policy link and copyright. */
import { Link } from 'react-router';
import { publicConfig } from '../../../../../../src/lib/config.ts';
import { t } from '../../../../../../src/shared/messages/index.ts';
import { pathFor } from '../../../../../../src/shared/routes.ts';

/** The footer; `member` links the policy inside the member shell. */
export default function SiteFooter({ member = false }: { member?: boolean }) {
  return (
    <footer className="site-footer">
      <div className="container">
        <Link to={pathFor(member ? 'memberPrivacy' : 'privacy')}>{t.nav.privacy}</Link>
        <p>{t.nav.copyright(publicConfig.brand.name, new Date().getFullYear())}</p>
      </div>
    </footer>
  );
}
