/**
 * A side-effect report's status picker: a pick is confirmed before it is saved, naming the report and the new status
 * (closing or submitting a report takes it out of the open queue), as the assignee picker is; an arrow key on the
 * closed select only asks. The select always shows the stored status, so a pick cancelled is not left on screen.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { reportStatus } from '../../shared/contract/admin/safety.ts';
import { OPEN_SAFETY_STATUSES } from '../../shared/safety.ts';
import type { ScreenActions } from '../stores/actions.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { REPORT_FILTERS, safetyText as s } from './safety-text.ts';

/** The statuses a report may be given. */
const STATUSES = REPORT_FILTERS.filter((f) => f !== 'open');

/** The cell: the picker and, while a pick waits, its confirmation. */
export function ReportStatusCell(props: {
  row: { id: number; number: string; status: string };
  actions: ScreenActions;
  onChanged: () => void;
}) {
  const { row, actions, onChanged } = props;
  const { busy } = useStore(actions.$outcome);
  const [picked, setPicked] = useState<string | null>(null);
  const pick = (status: string) => {
    if (!busy && status !== row.status) setPicked(status);
  };
  const confirm = async (status: string) => {
    setPicked(null);
    const body = { id: row.id, status };
    if (await actions.run(reportStatus, body, () => s.statusSet(row.number, status))) onChanged();
  };
  return (
    <>
      <select
        aria-label={s.setStatus(row.number)}
        value={row.status}
        aria-disabled={busy || undefined}
        onChange={(event) => pick(event.target.value)}
      >
        {STATUSES.map((v) => (
          <option key={v}>{v}</option>
        ))}
      </select>
      {picked && (
        <ConfirmDialog
          title={s.statusTitle(row.number, picked)}
          body={s.statusBody(row.number, picked, !OPEN_SAFETY_STATUSES.includes(picked))}
          confirmLabel={s.statusConfirm(picked)}
          onCancel={() => setPicked(null)}
          onConfirm={() => void confirm(picked)}
        />
      )}
    </>
  );
}
