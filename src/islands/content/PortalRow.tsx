/** One portal of /portals: its title, a link that opens the portal in a new tab (plain text without a safe address). */
import type { Portal } from '../../shared/contract/entities.ts';
import { externalHref } from '../../lib/content-links.ts';
import { textLang } from '../../lib/text-lang.ts';
import NewTabLink from './NewTabLink.tsx';

/** Props of PortalRow. */
export interface PortalRowProps {
  portal: Portal;
}

/** Renders a portal's row. */
export default function PortalRow({ portal }: PortalRowProps) {
  const href = externalHref(portal.link);
  return (
    <div className="row">
      {href ? (
        <NewTabLink href={href} className="row__link">
          <span lang={textLang(portal.title)}>{portal.title}</span>
        </NewTabLink>
      ) : (
        <p className="row__title" lang={textLang(portal.title)}>
          {portal.title}
        </p>
      )}
    </div>
  );
}
