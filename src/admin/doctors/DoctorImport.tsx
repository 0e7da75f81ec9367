/**
 * Bulk import of doctors from a CSV file: a dry run first lists every bad line (bad mobile, unknown focus,
 * duplicate…) and stores nothing; only a clean file can be imported, and the import stores all of it or nothing.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { IMPORT_COLUMNS } from '../../shared/contract/admin/doctors.ts';
import { createDoctorImport } from '../stores/doctor-import.ts';
import { text } from '../text.ts';
import { importText } from './import-text.ts';
import Failure from '../ui/Failure.tsx';
import { FocusKeepingButton } from '../ui/FocusKeepingButton.tsx';

/** The import screen. */
export function DoctorImport() {
  const [store] = useState(createDoctorImport);
  const { name, csv, check, imported, failure, busy } = useStore(store.$import);
  const clean = useStore(store.$clean);
  const choose = async (file: File | undefined) => store.choose(file?.name ?? null, file ? await file.text() : '');
  const run = (dryRun: boolean) => store.run(dryRun);

  return (
    <section>
      <header className="screen-head">
        <h1>{importText.title}</h1>
        <a href="#/doctors">{text.doctorForm.backToList}</a>
      </header>
      <p>{importText.columns}</p>
      <p>
        <code className="wrap">{IMPORT_COLUMNS.join(',')}</code>
      </p>
      <div className="field">
        <label htmlFor="import-file">{importText.file}</label>
        <input id="import-file" type="file" accept=".csv,text/csv" onChange={(e) => void choose(e.target.files?.[0])} />
      </div>
      <Failure text={failure} />
      <div className="actions">
        <FocusKeepingButton unavailable={csv === '' || busy} onClick={() => void run(true)}>
          {importText.check}
        </FocusKeepingButton>
        <FocusKeepingButton
          className="primary"
          unavailable={!clean || busy || imported !== null}
          onClick={() => void run(false)}
        >
          {importText.import(check?.valid ?? 0)}
        </FocusKeepingButton>
      </div>
      {imported !== null && (
        <p className="banner banner-ok" role="status">
          {importText.done(imported)}
        </p>
      )}
      {check && imported === null && (
        <div role="status" className={clean ? 'banner banner-ok' : 'banner banner-error'}>
          {clean
            ? importText.clean(name, check.valid)
            : importText.bad(name, check.problems.length, new Set(check.problems.map((p) => p.line)).size)}
        </div>
      )}
      {check && check.problems.length > 0 && (
        <table aria-label={importText.problems}>
          <thead>
            <tr>
              <th>{importText.line}</th>
              <th>{importText.field}</th>
              <th>{importText.problem}</th>
            </tr>
          </thead>
          <tbody>
            {check.problems.map((p) => (
              <tr key={`${p.line}-${p.field}-${p.problem}`}>
                <td>{p.line}</td>
                <td>{p.field}</td>
                <td>{p.problem}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
