/** A console form bound to a component: the form store (stores/form.ts) made once and read. */
import { useStore } from '@nanostores/react';
import { type RefObject, useState } from 'react';
import type { FieldErrors } from '../validate.ts';
import { createForm, type FormStore } from '../stores/form.ts';
import { useErrorFocus } from './useErrorFocus.ts';

/** A form's values, errors and busy flag, with what changes them, and the ref its <form> element takes. */
export type FormState<V extends object> = Omit<FormStore<V>, '$values' | '$errors' | '$busy'> & {
  values: V;
  errors: FieldErrors;
  busy: boolean;
  /** On the <form>: a refused save moves the focus to its first field in error (useErrorFocus). */
  formRef: RefObject<HTMLFormElement | null>;
};

/** A form starting from `initial` (read on the first render only). */
export function useForm<V extends object>(initial: V | (() => V)): FormState<V> {
  const [form] = useState(() => createForm<V>(typeof initial === 'function' ? (initial as () => V)() : initial));
  return useFormStore(form);
}

/** An existing form store, bound. */
export function useFormStore<V extends object>(form: FormStore<V>): FormState<V> {
  const values = useStore(form.$values);
  const errors = useStore(form.$errors);
  const busy = useStore(form.$busy);
  const formRef = useErrorFocus(errors);
  return { values, errors, busy, formRef, set: form.set, reset: form.reset, fail: form.fail, save: form.save };
}
