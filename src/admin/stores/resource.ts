/**
 * A console resource (issue 41): one unpaged answer of a staff call (the managers, a doctor) loaded into a store,
 * with the refusal of the last load as its failure text. Screens replace the value after a save with `set`.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { AnyStaffCall } from '../../shared/contract/admin/define.ts';
import { failureText, type Query, staffCall } from '../api.ts';

/** A loaded answer, its last failure, and what loads or replaces it. */
export interface Resource<T> {
  /** The answer; null until a load is answered. */
  $value: ReadableAtom<T | null>;
  /** Why the last load was refused; '' when it was not. */
  $failure: ReadableAtom<string>;
  /** Loads (again); answers the answer, or null with the failure shown. */
  load(): Promise<T | null>;
  /** Replaces the value (the server's answer to a save). */
  set(value: T): void;
}

/** A resource read through `call` with `query`. */
export function createResource<T>(call: AnyStaffCall, query?: Query): Resource<T> {
  const $value = atom<T | null>(null);
  const $failure = atom('');
  return {
    $value,
    $failure,
    async load() {
      try {
        const answer = await staffCall<T>(call, query ? { query } : {});
        $value.set(answer);
        $failure.set('');
        return answer;
      } catch (error) {
        $failure.set(failureText(error));
        return null;
      }
    },
    set: (value) => $value.set(value),
  };
}
