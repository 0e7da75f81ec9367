/**
 * Bulk import of doctors from a CSV file: a dry run first lists every bad line (bad mobile, unknown focus,
 * duplicate…) and stores nothing; only a clean file can be imported, and the import stores all of it or nothing.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { IMPORT_COLUMNS } from '../../shared/contract/admin/doctors.ts';
import { createDoctorImport } from '../stores/doctor-import.ts';
import { text } from '../text.ts';
import Failure from '../ui/Failure.tsx';

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
        <h1>{text.importer.title}</h1>
        <a href="#/doctors">{text.doctorForm.backToList}</a>
      </header>
      <p>{text.importer.columns}</p>
      <p>
        <code className="wrap">{IMPORT_COLUMNS.join(',')}</code>
      </p>
      <div className="field">
        <label htmlFor="import-file">{text.importer.file}</label>
        <input id="import-file" type="file" accept=".csv,text/csv" onChange={(e) => void choose(e.target.files?.[0])} />
      </div>
      <Failure text={failure} />
      <div className="actions">
        <button type="button" disabled={csv === '' || busy} onClick={() => void run(true)}>
          {text.importer.check}
        </button>
        <button
          type="button"
          className="primary"
          disabled={!clean || busy || imported !== null}
          onClick={() => void run(false)}
        >
          {text.importer.import(check?.valid ?? 0)}
        </button>
      </div>
      {imported !== null && (
        <p className="banner banner-ok" role="status">
          {text.importer.done(imported)}
        </p>
      )}
      {check && imported === null && (
        <div role="status" className={clean ? 'banner banner-ok' : 'banner banner-error'}>
          {clean ? text.importer.clean(name, check.valid) : text.importer.bad(name, check.problems.length, check.lines)}
        </div>
      )}
      {check && check.problems.length > 0 && (
        <table aria-label={text.importer.problems}>
          <thead>
            <tr>
              <th>{text.importer.line}</th>
              <th>{text.importer.field}</th>
              <th>{text.importer.problem}</th>
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
