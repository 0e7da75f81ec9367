/**
 * The operations console: one client-only React app for staff on desktops (docs/CONSOLE.md). It keeps the staff
 * session, routes by the address's hash (#/doctors, #/doctors/12, #/orders, #/audit, #/compliance, #/enrol?token=…; a
 * list's query part, #/doctors?q=…&page=2, keeps its screen; the shell is one static page), shows only the areas the
 * role may use (an address it may not open says so: areas.ts) and returns to sign-in when the session ends.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { connectConsole } from './api.ts';
import { accessOf, areasOf, writesDoctors } from './areas.ts';
import { CONTENT_AREAS } from './content-areas.tsx';
import { SignIn } from './auth/SignIn.tsx';
import { DoctorsScreen } from './doctors/DoctorsScreen.tsx';
import type { Options } from './doctors/options.ts';
import { OrdersScreen } from './orders/OrdersScreen.tsx';
import { readSession } from './session.ts';
import {
  $formChoices,
  $signInNotice,
  $staffSession,
  endSession,
  refreshFormChoices,
  signOut,
} from './stores/session.ts';
import { $hash, hashPath } from './stores/route.ts';
import { guardUnsaved } from './stores/unsaved.ts';
import { text } from './text.ts';
import type { StaffMe } from './types.ts';
import { NotAllowed } from './ui/NotAllowed.tsx';
import { focusScreenHeading, useScreenFocus } from './ui/useScreenFocus.ts';

// Screens other than the dashboard, the lists and the catalogue load on their first visit (a small first load).
const AuditScreen = lazy(() => import('./audit/AuditScreen.tsx').then((m) => ({ default: m.AuditScreen })));
const ComplianceScreen = lazy(() =>
  import('./compliance/ComplianceScreen.tsx').then((m) => ({ default: m.ComplianceScreen })),
);
const DoctorForm = lazy(() => import('./doctors/DoctorForm.tsx').then((m) => ({ default: m.DoctorForm })));
const DoctorImport = lazy(() => import('./doctors/DoctorImport.tsx').then((m) => ({ default: m.DoctorImport })));
const ManagersScreen = lazy(() => import('./doctors/ManagersScreen.tsx').then((m) => ({ default: m.ManagersScreen })));
const Enrol = lazy(() => import('./auth/Enrol.tsx').then((m) => ({ default: m.Enrol })));
const StaffScreen = lazy(() => import('./staff/StaffScreen.tsx').then((m) => ({ default: m.StaffScreen })));

/** The names of the screens `role` opens, in the navigation's order (the staff screen's role question names them). */
const screensOf = (role: StaffMe['role']): string[] => areasOf(role).map((area) => area.label);

/** The enrolment token of the address: `#/enrol?token=…` or `?token=…`. */
function enrolToken(hash: string): string | null {
  if (hash.startsWith('#/enrol')) return new URLSearchParams(hash.split('?')[1] ?? '').get('token');
  return new URLSearchParams(window.location.search).get('token');
}

/** The screen of an address for a signed-in staff member, or why the role may not open it. */
function Screen({ hash, me, options }: { hash: string; me: StaffMe; options: Options }) {
  const access = accessOf(hash, me.role);
  if (access.kind !== 'open') return <NotAllowed role={me.role} refused={access.kind === 'refused'} />;
  const { area } = access;
  const canWrite = writesDoctors(me.role);
  const content = CONTENT_AREAS.find((a) => a.hash === area.hash);
  if (content) return content.screen();
  if (area.hash === '#/orders') return <OrdersScreen />;
  if (area.hash === '#/managers') return <ManagersScreen />;
  if (area.hash === '#/audit') return <AuditScreen />;
  if (area.hash === '#/compliance') return <ComplianceScreen hash={hash} />;
  if (area.hash === '#/staff') return <StaffScreen myId={me.id} screensOf={screensOf} />;
  const rest = hashPath(hash).slice('#/doctors/'.length);
  if (rest === 'import') return <DoctorImport />;
  if (rest === 'new') return <DoctorForm key="new" id={undefined} options={options} canWrite />;
  if (/^[1-9][0-9]*$/.test(rest))
    return <DoctorForm key={rest} id={Number(rest)} options={options} canWrite={canWrite} />;
  return <DoctorsScreen options={options} canWrite={canWrite} />;
}

/** The app. */
export default function Console({ apiBase }: { apiBase: string }) {
  const hash = useStore($hash);
  const session = useStore($staffSession);
  const notice = useStore($signInNotice);
  const options = useStore($formChoices);
  const mainRef = useRef<HTMLElement>(null);
  // Another screen, or the first after signing in, takes the focus to its heading (the start page is the dashboard).
  const path = hashPath(hash);
  useScreenFocus(mainRef, session ? (['', '#', '#/'].includes(path) ? '#/dashboard' : path) : '');

  // Connected while rendering, before any screen mounts: a screen's first call (its effect runs before this
  // component's effects) must already carry the stored key, or its 401 would end a session that is still valid.
  connectConsole({
    apiBase,
    key: () => readSession()?.key ?? null,
    onSessionEnd: () => endSession(text.signIn.expired),
  });

  // The form choices are read again whenever a doctor form opens (a manager added or deactivated since shows).
  const doctorFormOpen = /^#\/doctors\/(new|[0-9]+)$/.test(hash);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `doctorFormOpen` reads the choices again.
  useEffect(() => {
    if (session) void refreshFormChoices();
  }, [session, doctorFormOpen]);

  // The tab and the history entries name the area on screen ("Orders · Operations console").
  const access = session ? accessOf(hash, session.staff.role) : undefined;
  const areaLabel = access?.kind === 'open' ? access.area.label : '';
  useEffect(() => {
    document.title = areaLabel ? `${areaLabel} · ${text.app.title}` : text.app.title;
  }, [areaLabel]);

  // A form with typed changes not saved asks before a link or a reload leaves it (stores/unsaved.ts).
  useEffect(() => guardUnsaved(text.common.unsaved), []);

  // The start page (no area in the address) opens the dashboard, which every role sees.
  useEffect(() => {
    if (session && (hash === '' || hash === '#' || hash === '#/')) window.location.replace('#/dashboard');
  }, [session, hash]);

  const token = enrolToken(hash);
  if (token !== null)
    return (
      <Suspense fallback={<p aria-busy="true">{text.common.loading}</p>}>
        <Enrol
          token={token}
          onEnrolled={() => {
            $signInNotice.set(text.enrol.done);
            // Drop the spent token from the address (replaceState fires no hashchange: announce it).
            window.history.replaceState(null, '', window.location.pathname);
            window.dispatchEvent(new HashChangeEvent('hashchange'));
          }}
        />
      </Suspense>
    );
  if (!session) return <SignIn notice={notice} />;

  return (
    <div className="layout">
      <button type="button" className="skip-link" onClick={() => focusScreenHeading(mainRef.current)}>
        {text.nav.skip}
      </button>
      <header className="topbar">
        <span className="brand">{text.app.title}</span>
        <nav aria-label={text.nav.label}>
          {areasOf(session.staff.role).map((a) => (
            <a key={a.hash} href={a.hash} aria-current={hash.startsWith(a.hash) ? 'page' : undefined}>
              {a.label}
            </a>
          ))}
        </nav>
        <span className="who">
          {session.staff.email} · {text.roles[session.staff.role]}
        </span>
        <button type="button" onClick={() => void signOut()}>
          {text.nav.signOut}
        </button>
      </header>
      <main className="content" ref={mainRef}>
        <Suspense fallback={<p aria-busy="true">{text.common.loading}</p>}>
          <Screen hash={hash} me={session.staff} options={options} />
        </Suspense>
      </main>
    </div>
  );
}
