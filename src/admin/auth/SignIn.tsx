/**
 * Staff sign-in in two steps: e-mail and password, then the six-digit code of the authenticator app. The server
 * checks all three at once and answers the same sentence for every failure (no enumeration); the console then starts
 * again from the first step.
 */
import { type FormEvent, useState } from 'react';
import Type from 'typebox';
import { staffEmail, staffLogin, totpCode } from '../../shared/contract/admin/auth.ts';
import { failureText, staffCall } from '../api.ts';
import type { StaffSession } from '../session.ts';
import { text } from '../text.ts';
import { Field } from '../ui/Field.tsx';
import { type FieldErrors, fieldErrors } from '../validate.ts';

const firstStep = Type.Object({ email: staffEmail, password: Type.String({ minLength: 1, maxLength: 200 }) });
const secondStep = Type.Object({ code: totpCode });

/** Props: what to do once signed in, and a notice to show (e.g. the session ended). */
export interface SignInProps {
  notice: string;
  onSignedIn: (session: StaffSession) => void;
}

/** The sign-in screen. */
export function SignIn({ notice, onSignedIn }: SignInProps) {
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  const next = (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors(firstStep, { email: email.trim(), password });
    setErrors(found);
    if (Object.keys(found).length === 0) setStep('code');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors(secondStep, { code: code.trim() });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const answer = await staffCall<StaffSession>(staffLogin, {
        body: { email: email.trim(), password, code: code.trim() },
      });
      onSignedIn(answer);
    } catch (error) {
      setFailure(failureText(error));
      setPassword('');
      setCode('');
      setStep('password');
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="auth">
      <h1>{text.app.title}</h1>
      <h2>{text.signIn.title}</h2>
      {notice && (
        <p className="banner" role="status">
          {notice}
        </p>
      )}
      {failure && (
        <p className="banner banner-error" role="alert">
          {failure}
        </p>
      )}
      {step === 'password' ? (
        <form onSubmit={next} noValidate>
          <Field id="signin-email" label={text.signIn.email} error={errors.email}>
            <input
              id="signin-email"
              type="email"
              autoComplete="username"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </Field>
          <Field id="signin-password" label={text.signIn.password} error={errors.password}>
            <input
              id="signin-password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </Field>
          <button type="submit" className="primary">
            {text.signIn.next}
          </button>
        </form>
      ) : (
        <form onSubmit={submit} noValidate>
          <p>{text.signIn.codeHelp(email.trim())}</p>
          <Field id="signin-code" label={text.signIn.code} error={errors.code}>
            <input
              id="signin-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          </Field>
          <div className="actions">
            <button type="button" onClick={() => setStep('password')}>
              {text.common.back}
            </button>
            <button type="submit" className="primary" disabled={busy}>
              {text.signIn.submit}
            </button>
          </div>
        </form>
      )}
    </main>
  );
}
