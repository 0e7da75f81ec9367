/**
 * The doctors' CSV import (issue 41): the chosen file, the dry run's answer (every bad line), the import's count and
 * a refusal. A dry run stores nothing; only a clean file may be imported, and the import stores all of it or nothing.
 */
import { atom, computed } from 'nanostores';
import { doctorsImport } from '../../shared/contract/admin/doctors.ts';
import { failureText, staffCall } from '../api.ts';
import type { ImportProblem } from '../types.ts';

/** The server's judgement of a file. */
export interface ImportAnswer {
  lines: number;
  valid: number;
  problems: ImportProblem[];
  imported: number;
}

/** Where an import is. */
interface ImportState {
  name: string;
  csv: string;
  check: ImportAnswer | null;
  imported: number | null;
  failure: string;
  busy: boolean;
}

const EMPTY: ImportState = { name: '', csv: '', check: null, imported: null, failure: '', busy: false };

/** An import screen's store. */
export function createDoctorImport() {
  const $import = atom<ImportState>(EMPTY);
  const update = (changes: Partial<ImportState>) => $import.set({ ...$import.get(), ...changes });
  return {
    $import,
    /** Whether the last dry run found no bad line. */
    $clean: computed($import, ({ check }) => check !== null && check.problems.length === 0),
    /** Takes a file's text (none: starts again). */
    choose(name: string | null, csv: string): void {
      $import.set(name === null ? EMPTY : { ...EMPTY, name, csv });
    },
    /** Checks (`dryRun`) or imports the chosen file. */
    async run(dryRun: boolean): Promise<void> {
      const { csv, busy, imported } = $import.get();
      if (csv === '' || busy || (!dryRun && imported !== null)) return;
      update({ busy: true, failure: '' });
      try {
        const answer = await staffCall<ImportAnswer>(doctorsImport, { body: { csv, dryRun } });
        update({ check: answer, imported: dryRun ? null : answer.imported, busy: false });
      } catch (error) {
        update({ failure: failureText(error), busy: false });
      }
    },
  };
}
