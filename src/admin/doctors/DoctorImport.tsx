/**
 * Bulk import of doctors from a CSV file: a dry run first lists every bad line (bad mobile, unknown focus,
 * duplicate…) and stores nothing; only a clean file can be imported, and the import stores all of it or nothing.
 */
import { useState } from 'react';
import { doctorsImport, IMPORT_COLUMNS } from '../../shared/contract/admin/doctors.ts';
import { failureText, staffCall } from '../api.ts';
import { text } from '../text.ts';
import type { ImportProblem } from '../types.ts';

interface ImportAnswer {
  lines: number;
  valid: number;
  problems: ImportProblem[];
  imported: number;
}

/** The import screen. */
export function DoctorImport() {
  const [name, setName] = useState('');
  const [csv, setCsv] = useState('');
  const [check, setCheck] = useState<ImportAnswer | null>(null);
  const [imported, setImported] = useState<number | null>(null);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  const choose = async (file: File | undefined) => {
    setCheck(null);
    setImported(null);
    setFailure('');
    if (!file) return;
    setName(file.name);
    setCsv(await file.text());
  };

  const run = async (dryRun: boolean) => {
    setBusy(true);
    setFailure('');
    try {
      const answer = await staffCall<ImportAnswer>(doctorsImport, { body: { csv, dryRun } });
      if (dryRun) setCheck(answer);
      else {
        setCheck(answer);
        setImported(answer.imported);
      }
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  };

  const clean = check !== null && check.problems.length === 0;
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
      {failure && (
        <p className="banner banner-error" role="alert">
          {failure}
        </p>
      )}
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
