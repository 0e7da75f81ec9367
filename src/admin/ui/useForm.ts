/** A console form bound to a component: the form store (stores/form.ts) made once and read. */
import { useStore } from '@nanostores/react';
import { type RefObject, useEffect, useState } from 'react';
import type { FieldErrors } from '../validate.ts';
import { createForm, type FormStore } from '../stores/form.ts';
import { noteUnsaved } from '../stores/unsaved.ts';
import { useErrorFocus } from './useErrorFocus.ts';

/** A form's values, errors and busy flag, with what changes them, and the ref its <form> element takes. */
export type FormState<V extends object> = Omit<FormStore<V>, '$values' | '$errors' | '$busy' | '$edited'> & {
  values: V;
  errors: FieldErrors;
  busy: boolean;
  /** True while a field holds a change not saved (stores/form.ts `$edited`). */
  edited: boolean;
  /** On the <form>: a refused save moves the focus to its first field in error (useErrorFocus). */
  formRef: RefObject<HTMLFormElement | null>;
};

/**
 * A form starting from `initial` (read on the first render only); while it holds typed changes not saved, leaving the
 * screen or the page asks first (stores/unsaved.ts).
 */
export function useForm<V extends object>(initial: V | (() => V)): FormState<V> {
  const [form] = useState(() => createForm<V>(typeof initial === 'function' ? (initial as () => V)() : initial));
  const edited = useStore(form.$edited);
  useEffect(() => noteUnsaved(form, edited), [form, edited]);
  useEffect(() => () => noteUnsaved(form, false), [form]);
  return useFormStore(form);
}

/** An existing form store, bound. */
export function useFormStore<V extends object>(form: FormStore<V>): FormState<V> {
  const values = useStore(form.$values);
  const errors = useStore(form.$errors);
  const busy = useStore(form.$busy);
  const edited = useStore(form.$edited);
  const formRef = useErrorFocus(errors);
  return { values, errors, busy, edited, formRef, set: form.set, reset: form.reset, fail: form.fail, save: form.save };
}
