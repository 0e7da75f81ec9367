/** The compliance area (#/compliance: registrations; #/compliance/ledger: the sample ledger), UCPMP 2024. */
import { complianceText as c } from './compliance-text.ts';
import { LedgerScreen } from './LedgerScreen.tsx';
import { RegistrationsScreen } from './RegistrationsScreen.tsx';

/** The area's own tabs, then the screen of the address. */
export function ComplianceScreen({ hash }: { hash: string }) {
  const ledger = hash.startsWith('#/compliance/ledger');
  return (
    <>
      <nav className="tabs" aria-label={c.nav}>
        <a href="#/compliance" aria-current={ledger ? undefined : 'page'}>
          {c.registrations}
        </a>
        <a href="#/compliance/ledger" aria-current={ledger ? 'page' : undefined}>
          {c.ledger}
        </a>
      </nav>
      {ledger ? <LedgerScreen /> : <RegistrationsScreen />}
    </>
  );
}
