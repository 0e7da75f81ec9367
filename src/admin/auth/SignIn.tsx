/**
 * Staff sign-in in two steps: e-mail and password, then the six-digit code of the authenticator app. The server
 * checks all three at once and answers the same sentence for every failure (no enumeration); the console then starts
 * again from the first step.
 */
import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { createSignIn } from '../stores/sign-in.ts';
import { text } from '../text.ts';
import { Field } from '../ui/Field.tsx';
import { useFormStore } from '../ui/useForm.ts';
import Failure from '../ui/Failure.tsx';

/** Props: a notice to show (e.g. the session ended); a session once signed in is started in stores/session.ts. */
export interface SignInProps {
  notice: string;
}

/** The sign-in screen. */
export function SignIn({ notice }: SignInProps) {
  const [signIn] = useState(createSignIn);
  const { values, errors, formRef, set } = useFormStore(signIn.form);
  const { email, password, code } = values;
  const step = useStore(signIn.$step);
  const failure = useStore(signIn.$failure);
  const busy = useStore(signIn.$busy);
  // The step's first field takes the focus when the step changes (the button pressed is gone): the code after the
  // password, the password again after a refusal (the e-mail is kept).
  const stepField = useRef<HTMLInputElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (step === 'password' && !failure && !moved.current) return;
    moved.current = true;
    stepField.current?.focus();
  }, [step, failure]);

  const next = (event: FormEvent) => {
    event.preventDefault();
    signIn.next();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void signIn.submit();
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
      <Failure text={failure} />
      {step === 'password' ? (
        <form ref={formRef} onSubmit={next} noValidate>
          <Field id="signin-email" label={text.signIn.email} error={errors.email}>
            <input
              id="signin-email"
              type="email"
              autoComplete="username"
              value={email}
              onChange={(e) => set({ email: e.target.value })}
            />
          </Field>
          <Field id="signin-password" label={text.signIn.password} error={errors.password}>
            <input
              id="signin-password"
              ref={stepField}
              type="password"
              autoComplete="current-password"
              aria-invalid={failure !== '' || Boolean(errors.password)}
              value={password}
              onChange={(e) => set({ password: e.target.value })}
            />
          </Field>
          <button type="submit" className="primary">
            {text.signIn.next}
          </button>
        </form>
      ) : (
        <form ref={formRef} onSubmit={submit} noValidate>
          <p>{text.signIn.codeHelp(email.trim())}</p>
          <Field id="signin-code" label={text.signIn.code} error={errors.code}>
            <input
              id="signin-code"
              ref={stepField}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => set({ code: e.target.value })}
            />
          </Field>
          <div className="actions">
            <button type="button" onClick={signIn.back}>
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
