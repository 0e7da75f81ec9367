/** Island: the header Logout button (medium widths and up; the slide-in menu has its own). */
import { useState } from 'react';
import { t } from '../../shared/messages/index.ts';
import { logout } from '../../stores/auth.ts';
import Button from '../../ui/Button.tsx';

/** Logs out: revokes the session, clears storage and returns to the login screen. */
export default function LogoutButton() {
  const [busy, setBusy] = useState(false);
  const onClick = (): void => {
    setBusy(true);
    void logout();
  };
  return (
    <Button variant="secondary" className="header-logout" busy={busy} onClick={onClick}>
      {t.nav.logout}
    </Button>
  );
}
