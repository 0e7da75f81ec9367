/** The state of a form that talks to the server: busy flag, inline field errors and one form-level alert. */
import { ApiError } from '../api/errors.ts';
import { t } from '../shared/messages/index.ts';
import { type FieldLabels, labelled } from './field-label.ts';

/** A form's progress; `errors` are shown beside their fields, `alert` above the submit button. */
export interface FormState<Field extends string> {
  busy: boolean;
  errors: Partial<Record<Field, string>>;
  alert?: string;
  /** "Send later" (issue 43 §3): offered by the outbox, loaded lazily, after the network refused a send. */
  offer?: OutboxOffer;
}

/** The outbox's offer to keep a send the network refused: the button's label and what it does. */
export interface OutboxOffer {
  label: string;
  send: () => void;
}

/**
 * True when the same send may well get through later unchanged, so the outbox may keep it: no network, or 503 (the
 * portal, or the balancer in front of it, could not answer now and said to try again).
 */
export function sendableLater(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'NETWORK' || error.status === 503);
}

/** A form with nothing to report. */
export function idleForm<Field extends string>(): FormState<Field> {
  return { busy: false, errors: {} };
}

/** Keeps only the fields that have an error; undefined when there is none. */
export function collectErrors<Field extends string>(
  checks: Record<Field, string | undefined>,
): Partial<Record<Field, string>> | undefined {
  const errors: Partial<Record<Field, string>> = {};
  let found = false;
  for (const field of Object.keys(checks) as Field[]) {
    const message = checks[field];
    if (message !== undefined) {
      errors[field] = message;
      found = true;
    }
  }
  return found ? errors : undefined;
}

/**
 * The inline errors of a failed call by form field: every invalid field the answer names (its `problems`, else its
 * `field`), each message naming the field by its label; fields the form does not show are left out.
 */
export function fieldErrorsOf<Field extends string>(
  error: ApiError,
  fieldOf: (apiField: string) => Field | undefined,
  labels: FieldLabels = {},
): Partial<Record<Field, string>> {
  const named = error.problems ?? (error.field ? { [error.field]: error.message } : {});
  const errors: Partial<Record<Field, string>> = {};
  for (const [apiField, message] of Object.entries(named)) {
    const field = fieldOf(apiField);
    if (field) errors[field] = labelled(message, labels, apiField);
  }
  return errors;
}

/**
 * Turns a failed call into form state: a validation error of a known field goes inline, the rest to the alert; the
 * API's field names in the message become the form's labels (`labels`, by API field name).
 */
export function failedForm<Field extends string>(
  error: unknown,
  fieldOf: (apiField: string) => Field | undefined,
  labels: FieldLabels = {},
): FormState<Field> {
  if (error instanceof ApiError) {
    const errors = error.code === 'VALIDATION_FAILED' ? fieldErrorsOf(error, fieldOf, labels) : {};
    if (Object.keys(errors).length > 0) return { busy: false, errors };
    return { busy: false, errors: {}, alert: labelled(error.message, labels, error.field) };
  }
  return { busy: false, errors: {}, alert: t.errors.server };
}
