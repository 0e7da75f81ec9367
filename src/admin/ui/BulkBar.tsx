/**
 * A list's bulk actions (issue 41): how many rows are ticked, a button per action, and after a run each row's
 * outcome: what was done and to how many rows, how many already were as asked, and every refused row with its reason (a row's name where the page shows it).
 */
import { useStore } from '@nanostores/react';
import { type Bulk, bulkReport } from '../stores/bulk.ts';
import { text } from '../text.ts';
import { FocusKeepingButton } from './FocusKeepingButton.tsx';
import Outcome from './Outcome.tsx';

/** One action of the bar. */
interface BulkAction {
  label: string;
  danger?: boolean;
  onClick: () => void;
}

/** Props: the store, the actions and a row's label by id. */
export interface BulkBarProps {
  bulk: Bulk;
  actions: BulkAction[];
  nameOf: (id: number) => string;
}

/** The bar above a list with ticked rows, and the last run's outcome. */
export function BulkBar({ bulk, actions, nameOf }: BulkBarProps) {
  const selected = useStore(bulk.$selected);
  const run = useStore(bulk.$run);
  const refused = run.status === 'done' ? run.results.filter((r) => !r.ok) : [];
  const report = bulkReport(run);
  return (
    <>
      <div className="bulk" aria-live="polite">
        <span>{text.bulk.selected(selected.size)}</span>
        {actions.map((action) => (
          <FocusKeepingButton
            key={action.label}
            className={action.danger ? 'danger' : undefined}
            unavailable={selected.size === 0 || run.status === 'running'}
            onClick={action.onClick}
          >
            {action.label}
          </FocusKeepingButton>
        ))}
      </div>
      <Outcome message={report.message} failure={report.failure} />
      {refused.length > 0 && (
        <ul className="bulk-refused" aria-label={text.bulk.refusedRows}>
          {refused.map((r) => (
            <li key={r.id}>{text.bulk.refusedRow(nameOf(r.id), r.reason ?? '')}</li>
          ))}
        </ul>
      )}
    </>
  );
}
