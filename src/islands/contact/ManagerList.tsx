/** The member's managers on Contact Us: name, mail (mailto:), country code and phone (tel:). */
import { useStore } from '@nanostores/react';
import { Fragment, useEffect } from 'react';
import { t } from '../../shared/messages/index.ts';
import { $managers, loadManagers, type ManagerCard } from '../../stores/contact.ts';
import ErrorRetry from '../../ui/ErrorRetry.tsx';
import Skeleton from '../../ui/Skeleton.tsx';

/**
 * An e-mail address that breaks, on a narrow screen, before its dots and its @ rather than inside a word (a part too
 * long for the line alone still breaks: _member.scss).
 */
function MailAddress({ mail }: { mail: string }) {
  return (
    <span className="mail-address">
      {mail.split(/(?=[@.])/).map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address, in order, never reordered.
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

function Manager({ card }: { card: ManagerCard }) {
  const name = card.name || t.contact.notAvailable;
  return (
    <li className="sheet manager">
      <h3>{t.contact.roles[card.role]}</h3>
      <p className="manager__name">{name}</p>
      <dl className="info-list">
        <div className="info-list__row">
          <dt>{t.contact.mail}</dt>
          <dd>
            {card.mailto ? (
              <a className="tap-link" href={card.mailto}>
                <MailAddress mail={card.mail} />
              </a>
            ) : (
              t.contact.notAvailable
            )}
          </dd>
        </div>
        <div className="info-list__row">
          <dt>{t.contact.countryCode}</dt>
          <dd>{card.country ? `+${card.country}` : t.contact.notAvailable}</dd>
        </div>
        <div className="info-list__row">
          <dt>{t.contact.phone}</dt>
          <dd>
            {card.tel ? (
              <a className="tap-link" href={card.tel} aria-label={`${t.contact.call(name)}: ${card.phone}`}>
                {card.phone}
              </a>
            ) : (
              t.contact.notAvailable
            )}
          </dd>
        </div>
      </dl>
    </li>
  );
}

/** Loads and lists the four managers, with a skeleton while loading and a retry on failure. */
export default function ManagerList() {
  const state = useStore($managers);

  useEffect(() => {
    void loadManagers();
  }, []);

  if (state.status === 'error') return <ErrorRetry message={state.message} onRetry={() => void loadManagers()} />;
  if (state.status === 'loading') {
    return (
      <div className="managers" aria-busy="true">
        <p className="visually-hidden" role="status">
          {t.contact.loading}
        </p>
        <Skeleton count={4} height="9rem" />
      </div>
    );
  }
  if (state.managers.every((card) => !card.name && !card.mailto && !card.tel))
    return <p className="empty">{t.contact.none}</p>;
  return (
    <ul className="managers" aria-label={t.contact.managers}>
      {state.managers.map((card) => (
        <Manager key={card.role} card={card} />
      ))}
    </ul>
  );
}
