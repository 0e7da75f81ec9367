/**
 * The compliance area (#/compliance: registrations; #/compliance/ledger: the sample ledger, UCPMP 2024;
 * #/compliance/erasures: erasure requests, DPDP Act 2023; #/compliance/questions and #/compliance/side-effects: the
 * medical-information and pharmacovigilance queues).
 */
import { QuestionsScreen } from '../safety/QuestionsScreen.tsx';
import { ReportsScreen } from '../safety/ReportsScreen.tsx';
import { safetyText } from '../safety/safety-text.ts';
import { complianceText as c } from './compliance-text.ts';
import { ErasuresScreen } from './ErasuresScreen.tsx';
import { erasureText } from './erasure-text.ts';
import { LedgerScreen } from './LedgerScreen.tsx';
import { RegistrationsScreen } from './RegistrationsScreen.tsx';

/** The area's tabs: address, label and screen. */
const TABS = [
  { hash: '#/compliance/ledger', label: c.ledger, screen: LedgerScreen },
  { hash: '#/compliance/questions', label: safetyText.questions, screen: QuestionsScreen },
  { hash: '#/compliance/side-effects', label: safetyText.reports, screen: ReportsScreen },
  { hash: '#/compliance/erasures', label: erasureText.tab, screen: ErasuresScreen },
] as const;

/** The area's own tabs, then the screen of the address. */
export function ComplianceScreen({ hash }: { hash: string }) {
  const tab = TABS.find((t) => hash.startsWith(t.hash));
  const Screen = tab?.screen ?? RegistrationsScreen;
  return (
    <>
      <nav className="tabs" aria-label={c.nav}>
        <a href="#/compliance" aria-current={tab ? undefined : 'page'}>
          {c.registrations}
        </a>
        {TABS.map((t) => (
          <a key={t.hash} href={t.hash} aria-current={tab === t ? 'page' : undefined}>
            {t.label}
          </a>
        ))}
      </nav>
      <Screen />
    </>
  );
}
