/** Saving a catalogue form: the contract's schema first, then the call; errors land under the field they name. */
import { useState } from 'react';
import type { TSchema } from 'typebox';
import type { StaffCallDef } from '../../shared/contract/admin/define.ts';
import { ConsoleError, failureText, staffCall } from '../api.ts';
import { type FieldErrors, fieldErrors } from '../validate.ts';

/** A staff call with a body. */
type BodyCall = StaffCallDef<TSchema, TSchema | undefined, TSchema>;

/**
 * The errors of the last try, whether a call is under way, and `save`, which answers the saved row or null (`more`:
 * the form's own findings, refused with the schema's).
 */
export function useSave<R>(): {
  errors: FieldErrors;
  busy: boolean;
  save: (call: BodyCall, body: object, more?: FieldErrors) => Promise<R | null>;
} {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const save = async (call: BodyCall, body: object, more: FieldErrors = {}): Promise<R | null> => {
    const found = { ...fieldErrors(call.body, body), ...more };
    setErrors(found);
    if (Object.keys(found).length > 0) return null;
    setBusy(true);
    try {
      return await staffCall<R>(call, { body });
    } catch (error) {
      if (error instanceof ConsoleError && error.field) setErrors({ [error.field.split('.')[0] ?? '']: error.message });
      else setErrors({ form: failureText(error) });
      return null;
    } finally {
      setBusy(false);
    }
  };
  return { errors, busy, save };
}
