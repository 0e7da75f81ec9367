/**
 * The staff sign-in and enrolment forms as stores (issue 41). Sign-in has two steps (e-mail and password, then the
 * authenticator's code); the server checks all three at once and answers one sentence for every failure, after
 * which the form starts again from the first step. Enrolment sets the password and proves the authenticator.
 */
import { atom, onMount } from 'nanostores';
import Type from 'typebox';
import { staffEmail, staffEnrol, staffEnrolInfo, staffLogin } from '../../shared/contract/admin/auth.ts';
import { failureText, staffCall } from '../api.ts';
import type { StaffSession } from '../session.ts';
import { text } from '../text.ts';
import { type FieldErrors, fieldErrors } from '../validate.ts';
import { createForm } from './form.ts';
import { startSession } from './session.ts';

const firstStep = Type.Object({ email: staffEmail, password: Type.String({ minLength: 1, maxLength: 200 }) });

/** The sign-in form: its fields, step, refusal and what moves it. */
export function createSignIn() {
  const form = createForm({ email: '', password: '', code: '' });
  const $step = atom<'password' | 'code'>('password');
  const $failure = atom('');
  const $busy = atom(false);
  return {
    form,
    $step,
    $failure,
    $busy,
    /** Checks the first step and goes to the code (a new attempt: the last refusal is cleared); answers whether it did. */
    next(): boolean {
      $failure.set('');
      const { email, password } = form.$values.get();
      const found = fieldErrors(firstStep, { email: email.trim(), password });
      form.fail(found);
      if (Object.keys(found).length === 0) $step.set('code');
      return $step.get() === 'code';
    },
    /** Back to the first step. */
    back: () => $step.set('password'),
    /** Sends the three; signed in, the session is started; refused, the form starts again without the secrets. */
    async submit(): Promise<StaffSession | null> {
      const { email, password, code } = form.$values.get();
      const body = { email: email.trim(), password, code: code.trim() };
      const found = fieldErrors(staffLogin.body, body);
      form.fail(found.code ? { code: found.code } : {});
      if (found.code || $busy.get()) return null;
      $busy.set(true);
      try {
        const session = await staffCall<StaffSession>(staffLogin, { body });
        $failure.set('');
        startSession(session);
        return session;
      } catch (error) {
        $failure.set(failureText(error));
        form.set({ password: '', code: '' });
        $step.set('password');
        return null;
      } finally {
        $busy.set(false);
      }
    },
  };
}

/** What an enrolment link is for: the account's e-mail and the TOTP secret to scan. */
export interface EnrolInfo {
  email: string;
  secret: string;
  otpauthUri: string;
}

/** The enrolment form of a link's `token`; the link is read when the form is first bound. */
export function createEnrol(token: string) {
  const form = createForm({ password: '', repeat: '', code: '' });
  const $info = atom<EnrolInfo | null>(null);
  const $failure = atom('');
  onMount($info, () => {
    staffCall<EnrolInfo>(staffEnrolInfo, { query: { token } })
      .then((info) => $info.set(info))
      .catch((error: unknown) => $failure.set(failureText(error)));
  });
  return {
    form,
    $info,
    /** Why the link cannot be used ('' while it can). */
    $failure,
    /** Sets the password with the first code; answers whether the account is enrolled. */
    async submit(): Promise<boolean> {
      const { password, repeat, code } = form.$values.get();
      const body = { token, password, code: code.trim() };
      const mismatch = !fieldErrors(staffEnrol.body, body).password && password !== repeat;
      const more: FieldErrors = mismatch ? { repeat: text.enrol.mismatch } : {};
      return (await form.save(staffEnrol, body, { more })) !== null;
    },
  };
}
