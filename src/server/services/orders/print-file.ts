/** The stored file of a print order: written before its row, removed again when the row is not stored. */
import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../deps.ts';
import type { PreparedOrder } from './drafts.ts';

/**
 * Control characters (NUL, CR, LF …), line separators and bidirectional controls: never kept in the uploaded file's
 * name, a label shown on one line (a NUL cannot even be stored; an override would spoof the name's ending).
 */
const UNSHOWABLE = /[\p{Cc}\u2028\u2029\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/gu;

/**
 * A multipart file name as the doctor chose it: browsers send `"`, LF and CR in it as %22, %0A and %0D (the HTML
 * standard's form encoding), so `clinic "final".pdf` arrives as `clinic %22final%22.pdf`.
 */
const ESCAPED = /%(22|0A|0D)/gi;

/** The prints order with its stored file: details name it; Addl_Description shows the uploaded file's name. */
export function withFile(prepared: PreparedOrder, stored: string, filename: string, size: number): PreparedOrder {
  const chosen = filename.replace(ESCAPED, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  const name = chosen.replace(UNSHOWABLE, '').trim().slice(0, 200);
  const details = { ...prepared.draft.details, print_file: stored, print_name: name, print_size: String(size) };
  return { ...prepared, draft: { ...prepared.draft, addlDescription: name, details } };
}

/** One print file being stored for one order. */
export interface PrintFile {
  /** Writes the file under a new name (through FileStorage) and returns the name. */
  write(data: Buffer): Promise<string>;
  /** Runs the order; if it fails, the written file is removed (nothing references it) and the error rethrown. */
  cleanUpOnFailure<A>(order: () => Promise<A>): Promise<A>;
}

/** A print file of one request, stored through the app's FileStorage. */
export function storePrint(deps: Pick<AppDeps, 'storage'>, log: FastifyBaseLogger): PrintFile {
  let stored: string | undefined;
  return {
    async write(data) {
      const name = `${randomUUID()}.pdf`;
      await deps.storage.write('prints', name, data);
      // Only a confirmed write is removed on failure: after a failed one (a stalled store) a DELETE would wait out
      // another deadline and could still arrive before the late PUT; the sweep removes such an orphan.
      stored = name;
      return name;
    },
    async cleanUpOnFailure(order) {
      try {
        return await order();
      } catch (error) {
        if (stored) {
          await deps.storage.remove('prints', stored).catch((err: unknown) => {
            log.warn({ err, printFile: stored }, 'print order not stored; removing its file failed');
          });
        }
        throw error;
      }
    },
  };
}
