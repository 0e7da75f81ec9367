/**
 * The dashboard: active doctors, sign-ins and orders per day, open orders by age, and each country's sample packs
 * this year against the caps. All counts come from the portal's own database.
 */
import type { Static } from 'typebox';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { dashboard, type dashboardCountsSchema } from '../../shared/contract/admin/dashboard.ts';
import { createResource } from '../stores/resource.ts';
import { SideScroll } from '../ui/SideScroll.tsx';
import { contentText } from '../content-text.ts';
import { text } from '../text.ts';
import Failure from '../ui/Failure.tsx';

/** The dashboard's counts. */
type Counts = Static<typeof dashboardCountsSchema>;

const c = contentText.dashboard;

/** A horizontal bar of a count against the largest of its series. */
function Bar({ value, max }: { value: number; max: number }) {
  return <span className="bar" style={{ width: `${max > 0 ? Math.round((value / max) * 100) : 0}%` }} />;
}

/** Each country's sample year against its cap. */
function SamplePacksTable({ rows }: { rows: Counts['samplePacks'] }) {
  return (
    <table aria-label={c.samples} data-testid="sample-packs">
      <caption>{c.samples}</caption>
      <thead>
        <tr>
          <th>{c.country}</th>
          <th>{c.sampleYear}</th>
          <th>{c.cap}</th>
          <th>{c.packs}</th>
          <th>{c.doctors}</th>
          <th title={c.atCapHelp}>{c.atCap}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.countryCode}>
            <th scope="row">{c.countryName(r.countryCode)}</th>
            <td>{c.yearRange(r.yearStart, r.yearEnd)}</td>
            <td className="num">{r.cap}</td>
            <td className="num">{r.packs.toLocaleString('en-IN')}</td>
            <td className="num">{r.doctors.toLocaleString('en-IN')}</td>
            <td className="num">{r.atCap.toLocaleString('en-IN')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The dashboard screen. */
export function DashboardScreen() {
  const [resource] = useState(() => createResource<Counts>(dashboard));
  const counts = useStore(resource.$value);
  const failure = useStore(resource.$failure);
  useEffect(() => void resource.load(), [resource]);
  if (failure) return <Failure text={failure} />;
  if (!counts) return <p>{text.common.loading}</p>;
  const maxLogins = Math.max(...counts.loginsPerDay.map((d) => d.logins));
  const maxOpen = Math.max(...counts.openByAge.map((b) => b.orders));
  return (
    <section>
      <header className="screen-head">
        <h1>{c.title}</h1>
        <p className="muted">{c.source}</p>
      </header>
      <div className="stats">
        <div className="stat">
          <strong data-testid="active-7">{counts.activeDoctors.days7.toLocaleString('en-IN')}</strong>
          <span>{c.active7}</span>
        </div>
        <div className="stat">
          <strong data-testid="active-30">{counts.activeDoctors.days30.toLocaleString('en-IN')}</strong>
          <span>{c.active30}</span>
        </div>
        <div className="stat">
          <strong data-testid="untranslated">{counts.untranslated.toLocaleString('en-IN')}</strong>
          <span>{c.untranslated}</span>
        </div>
      </div>
      <div className="panels">
        {/* Six columns: on a phone the table scrolls inside its own box (by keyboard too), never the page. */}
        <SideScroll label={c.samples}>
          <SamplePacksTable rows={counts.samplePacks} />
        </SideScroll>
        <table aria-label={c.open}>
          <caption>{c.open}</caption>
          <tbody>
            {counts.openByAge.map((b) => (
              <tr key={b.band}>
                <th scope="row">{c.band(b.band)}</th>
                <td className="num">{b.orders}</td>
                <td className="bar-cell">
                  <Bar value={b.orders} max={maxOpen} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <table aria-label={c.orders}>
          <caption>{c.orders}</caption>
          <thead>
            <tr>
              <th>{c.day}</th>
              <th>{c.kind}</th>
              <th>{c.count}</th>
            </tr>
          </thead>
          <tbody>
            {counts.ordersPerDay.length === 0 && (
              <tr>
                <td colSpan={3} className="empty">
                  {c.noOrders}
                </td>
              </tr>
            )}
            {counts.ordersPerDay.map((d) => (
              <tr key={`${d.day}-${d.table}`}>
                <td>{d.day}</td>
                <td>{text.orders.tables[d.table] ?? d.table}</td>
                <td className="num">{d.orders}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <table aria-label={c.logins}>
          <caption>{c.logins}</caption>
          <tbody>
            {counts.loginsPerDay.map((d) => (
              <tr key={d.day}>
                <th scope="row">{d.day}</th>
                <td className="num">{d.logins}</td>
                <td className="bar-cell">
                  <Bar value={d.logins} max={maxLogins} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
