/**
 * Island: the read-only profile of /profile (SPEC §2 Profile), the focus switcher (hidden for role '24'), then the
 * medical registration and My samples. The page draws the profile's card before React from the stored profile and
 * hydrates this once that has painted (issue 44); the island then shows its own screen in the drawn one's place.
 */
import { useStore } from '@nanostores/react';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useDrawnScreen } from '../first-screen/use-drawn-screen.ts';
import { t } from '../../shared/messages/index.ts';
import { pathFor } from '../../shared/routes.ts';
import { $canSwitchFocus, $focusShown, fullName, loadFocuses, refreshProfile } from '../../stores/profile.ts';
import { $profile } from '../../stores/session.ts';
import FocusSwitcher from './FocusSwitcher.tsx';
import ProfilePhoto from './ProfilePhoto.tsx';
import { detailRows, linkRows, paymentRows, type DetailRow } from './profile-rows.ts';

/**
 * The registration and My samples, fetched after the profile shows (their code and call are not on the first screen).
 * Offline, on a phone that never loaded that code, the profile shows without them instead of failing.
 */
const ProfileSamples = lazy(
  (): Promise<{ default: () => ReactNode }> => import('./ProfileSamples.tsx').catch(() => ({ default: () => null })),
);

function Details({ id, title, rows }: { id: string; title: string; rows: DetailRow[] }) {
  if (rows.length === 0) return null;
  return (
    <section className="sheet" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <dl className="info-list">
        {rows.map((row) => (
          <div key={row.label} className="info-list__row">
            <dt>{row.label}</dt>
            <dd>
              {row.href ? (
                <a href={row.href} {...(row.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                  {row.value}
                  {row.external ? <span className="visually-hidden"> {t.common.newTab}</span> : null}
                </a>
              ) : (
                row.value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Shows the stored profile (it lives in this device's storage). */
function ProfileScreen() {
  const profile = useStore($profile);
  const canSwitch = useStore($canSwitchFocus);
  const shownFocus = useStore($focusShown);
  // The switcher's choices, and the focus's name in the member's language; a member who may not switch asks for no
  // list (issue 44) and reads the stored name.
  useEffect(() => {
    if (canSwitch) void loadFocuses();
  }, [canSwitch]);
  // This device's profile is shown at once; a change made elsewhere replaces it when the server answers.
  useEffect(() => void refreshProfile(), []);
  if (!profile)
    return (
      <p className="alert" role="alert">
        {t.profile.missing}
      </p>
    );
  return (
    <div className="profile">
      <section className="sheet profile__card" aria-labelledby="profile-name">
        <ProfilePhoto />
        <div className="profile__intro">
          <h2 id="profile-name">{fullName(profile)}</h2>
          {profile.therapeutic_focus ? <p className="muted">{shownFocus(profile.therapeutic_focus)}</p> : null}
          {profile.personal_intro ? <p>{profile.personal_intro}</p> : null}
          <a className="btn btn--secondary" href={pathFor('editProfile')}>
            {t.profile.edit}
          </a>
        </div>
      </section>
      <Details id="profile-details" title={t.profile.details} rows={detailRows(profile)} />
      <Details id="profile-links" title={t.profile.links} rows={linkRows(profile)} />
      <Details id="profile-payment" title={t.profile.payment} rows={paymentRows(profile)} />
      {canSwitch ? <FocusSwitcher current={profile.therapeutic_focus} /> : null}
      {/* Last: they come after the rest has shown, and would move what is below them under a tap. */}
      <Suspense fallback={null}>
        <ProfileSamples />
      </Suspense>
    </div>
  );
}

/** The drawn screen (`children`, StoredProfile.astro) while hydrating, then the profile screen. */
export default function ProfileIsland({ children }: { children?: ReactNode }) {
  return useDrawnScreen() ? <ProfileScreen /> : children;
}
