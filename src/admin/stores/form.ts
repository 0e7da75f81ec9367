/**
 * A console form (issue 41): the values as typed, the errors of the last try under the field they name, and whether
 * a save is under way. A save checks the body with the call's contract schema first, then sends it; the server's
 * refusal lands under the field it names (a conflict under `conflictField`), anything else under `form`. A save
 * refused because someone else changed the record since the form loaded it lands under `version` (the values stay
 * as typed) and has the screen's lists asked again.
 */
import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';
import type { TSchema } from 'typebox';
import type { StaffCallDef } from '../../shared/contract/admin/define.ts';
import { ConsoleError, failureText, staffCall } from '../api.ts';
import { type FieldErrors, fieldErrors } from '../validate.ts';
import { noteStale } from './stale.ts';

/** A staff call with a body. */
type BodyCall = StaffCallDef<TSchema, TSchema | undefined, TSchema>;

/** How a save is judged beyond the schema. */
interface SaveOptions {
  /** The form's own findings, refused with the schema's. */
  more?: FieldErrors;
  /** The field a 409 (already taken) is shown under. */
  conflictField?: string;
}

/** A form's values, errors and save. */
export interface FormStore<V extends object> {
  $values: WritableAtom<V>;
  $errors: ReadableAtom<FieldErrors>;
  $busy: ReadableAtom<boolean>;
  /** True once a field was changed, until a reset or a save the server took (typed changes not saved). */
  $edited: ReadableAtom<boolean>;
  /** Changes some fields. */
  set(changes: Partial<V>): void;
  /** Starts again from `values` with no errors. */
  reset(values: V): void;
  /** Shows `errors` (a check the form made itself). */
  fail(errors: FieldErrors): void;
  /** Checks and sends `body` through `call`; answers the server's answer, or null with the errors shown. */
  save<R>(call: BodyCall, body: object, options?: SaveOptions): Promise<R | null>;
}

/** The server's refusal as field errors. */
function refusalErrors(error: unknown, conflictField: string | undefined): FieldErrors {
  if (error instanceof ConsoleError && error.field) return { [error.field.split('.')[0] ?? '']: error.message };
  if (error instanceof ConsoleError && error.status === 409 && conflictField) return { [conflictField]: error.message };
  return { form: failureText(error) };
}

/** A form starting from `initial`. */
export function createForm<V extends object>(initial: V): FormStore<V> {
  const $values = atom<V>(initial);
  const $errors = atom<FieldErrors>({});
  const $busy = atom(false);
  const $edited = atom(false);
  return {
    $values,
    $errors,
    $busy,
    $edited,
    set(changes) {
      $values.set({ ...$values.get(), ...changes });
      $edited.set(true);
    },
    reset(values) {
      $values.set(values);
      $errors.set({});
      $edited.set(false);
    },
    fail: (errors) => $errors.set(errors),
    async save<R>(call: BodyCall, body: object, options: SaveOptions = {}) {
      const found = { ...fieldErrors(call.body, body), ...options.more };
      $errors.set(found);
      if (Object.keys(found).length > 0 || $busy.get()) return null;
      $busy.set(true);
      try {
        const answer = await staffCall<R>(call, { body });
        $edited.set(false);
        return answer;
      } catch (error) {
        $errors.set(refusalErrors(error, options.conflictField));
        if (error instanceof ConsoleError && error.field === 'version') noteStale(error);
        return null;
      } finally {
        $busy.set(false);
      }
    },
  };
}
