/**
 * What an address shows when the signed-in role may not open its screen, or when no screen is there: says so, links
 * to the dashboard and lists the screens the role may open (the server refuses the calls with 403 anyway).
 */
import type { StaffRole } from '../../shared/contract/admin/define.ts';
import { areasOf } from '../areas.ts';
import { text } from '../text.ts';

/** The refusal (`refused`) or the unknown address, for `role`. */
export function NotAllowed({ role, refused }: { role: StaffRole; refused: boolean }) {
  const others = areasOf(role).filter((area) => area.hash !== '#/dashboard');
  return (
    <section className="not-allowed">
      <h1>{refused ? text.app.refused(text.roles[role]) : text.app.unknown}</h1>
      {refused && <p>{text.app.refusedWhy}</p>}
      <p>
        <a className="button primary" href="#/dashboard">
          {text.app.toDashboard}
        </a>
      </p>
      {others.length > 0 && (
        <nav aria-label={text.app.yourScreens}>
          <h2>{text.app.yourScreens}</h2>
          <ul>
            {others.map((area) => (
              <li key={area.hash}>
                <a href={area.hash}>{area.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}
