/**
 * Island: the Privacy part of /settings (issue 27). Its code (PrivacySettingsBody, with its texts) loads as its own
 * chunk once the island hydrates, so the route's first scripts stay within DESIGN §6's budget.
 */
import { lazy, Suspense } from 'react';

const PrivacySettingsBody = lazy(() => import('./PrivacySettingsBody.tsx'));

/** The lazily loaded Privacy section. */
export default function PrivacySettings() {
  return (
    <Suspense fallback={null}>
      <PrivacySettingsBody />
    </Suspense>
  );
}
