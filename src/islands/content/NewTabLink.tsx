/** A link to an external http(s) address that opens in a new tab and says so to screen readers. */
import type { ReactNode } from 'react';
import { t } from '../../shared/messages/index.ts';
import Icon from '../../ui/Icon.tsx';
import { ICON_EXTERNAL } from '../../ui/icon-paths.ts';

/** Props of NewTabLink. */
export interface NewTabLinkProps {
  /** An address already checked with externalHref (src/lib/content-links.ts). */
  href: string;
  children?: ReactNode;
  /** Accessible name for an icon-only link. */
  label?: string;
  className?: string;
  /** Ids of what tells this link from others of the same name (e.g. its article's title). */
  describedBy?: string;
  /** The visible text already says it opens in a new tab ("Open in a new tab"): nothing is added to the name. */
  saysNewTab?: boolean;
}

/**
 * Renders the link with target _blank, rel noopener noreferrer and an external-link icon; its name says "(opens in a
 * new tab)" once.
 */
export default function NewTabLink({ href, children, label, className, describedBy, saysNewTab }: NewTabLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      aria-describedby={describedBy}
      aria-label={label ? `${label} ${t.common.newTab}` : undefined}
    >
      {children}
      {label || saysNewTab ? null : <span className="visually-hidden"> {t.common.newTab}</span>}
      <Icon path={ICON_EXTERNAL} />
    </a>
  );
}
