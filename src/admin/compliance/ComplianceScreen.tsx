/**
 * The compliance area (#/compliance: registrations; #/compliance/ledger: the sample ledger, UCPMP 2024;
 * #/compliance/erasures: erasure requests, DPDP Act 2023).
 */
import { complianceText as c } from './compliance-text.ts';
import { ErasuresScreen } from './ErasuresScreen.tsx';
import { erasureText } from './erasure-text.ts';
import { LedgerScreen } from './LedgerScreen.tsx';
import { RegistrationsScreen } from './RegistrationsScreen.tsx';

/** The area's own tabs, then the screen of the address. */
export function ComplianceScreen({ hash }: { hash: string }) {
  const ledger = hash.startsWith('#/compliance/ledger');
  const erasures = hash.startsWith('#/compliance/erasures');
  return (
    <>
      <nav className="tabs" aria-label={c.nav}>
        <a href="#/compliance" aria-current={ledger || erasures ? undefined : 'page'}>
          {c.registrations}
        </a>
        <a href="#/compliance/ledger" aria-current={ledger ? 'page' : undefined}>
          {c.ledger}
        </a>
        <a href="#/compliance/erasures" aria-current={erasures ? 'page' : undefined}>
          {erasureText.tab}
        </a>
      </nav>
      {ledger ? <LedgerScreen /> : erasures ? <ErasuresScreen /> : <RegistrationsScreen />}
    </>
  );
}
