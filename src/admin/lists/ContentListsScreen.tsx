/** The content lists area (#/lists/<list>): a tab per list, then the screen of the chosen one (therapies first). */
import { hashPath } from '../stores/route.ts';
import { ListScreen } from './ListScreen.tsx';
import { LIST_DEFS } from './list-defs.ts';
import { listsText } from './lists-text.ts';

/** The area's tabs and the chosen list (the console re-renders it when the address changes). */
export function ContentListsScreen() {
  const slug = hashPath(window.location.hash).split('/')[2] ?? '';
  const chosen = LIST_DEFS.find((def) => def.slug === slug) ?? LIST_DEFS[0];
  if (!chosen) return null;
  return (
    <>
      <nav className="tabs" aria-label={listsText.tabs}>
        {LIST_DEFS.map((def) => (
          <a key={def.slug} href={`#/lists/${def.slug}`} aria-current={def === chosen ? 'page' : undefined}>
            {def.label}
          </a>
        ))}
      </nav>
      {/* Keyed by the address: #/lists and #/lists/therapies are two addresses of one list. */}
      <ListScreen key={slug || '-'} def={chosen} />
    </>
  );
}
