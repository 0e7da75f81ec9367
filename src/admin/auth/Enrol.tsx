/**
 * Enrolment from the one-time link `npm run staff:add` (or an admin) made: the account's e-mail, the TOTP secret as
 * an otpauth URI and as text to type into an authenticator app, then a new password and the first code, which
 * proves the app holds the secret. The link is spent once this succeeds.
 */
import { useStore } from '@nanostores/react';
import { type FormEvent, useMemo, useState } from 'react';
import { renderSVG } from 'uqr';
import { createEnrol } from '../stores/sign-in.ts';
import { text } from '../text.ts';
import { Field } from '../ui/Field.tsx';
import { useFormStore } from '../ui/useForm.ts';
import Failure from '../ui/Failure.tsx';

/** Props: the token of the link and what to do once enrolled. */
export interface EnrolProps {
  token: string;
  onEnrolled: () => void;
}

/** The enrolment screen. */
export function Enrol({ token, onEnrolled }: EnrolProps) {
  const [enrol] = useState(() => createEnrol(token));
  const info = useStore(enrol.$info);
  const { values, errors, formRef, busy, set } = useFormStore(enrol.form);
  const { password, repeat, code } = values;
  const failure = useStore(enrol.$failure) || errors.form;
  // Drawn once per address, not on every keystroke in the form below it.
  const qrSource = useMemo(
    () => info && `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(info.otpauthUri))}`,
    [info],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await enrol.submit()) onEnrolled();
  };

  return (
    <main className="auth">
      <h1>{text.app.title}</h1>
      <h2>{text.enrol.title}</h2>
      <Failure text={failure} />
      {info && (
        <form ref={formRef} onSubmit={submit} noValidate>
          <p>{text.enrol.intro(info.email)}</p>
          <ol className="steps">
            <li>
              {text.enrol.addToApp}
              <dl>
                <dt>{text.enrol.qr}</dt>
                <dd>
                  <img className="qr" width={180} height={180} alt={text.enrol.qrAlt} src={qrSource ?? undefined} />
                </dd>
                <dt>{text.enrol.secret}</dt>
                <dd>
                  <code data-testid="totp-secret">{info.secret}</code>
                </dd>
                <dt>{text.enrol.uri}</dt>
                <dd>
                  <code className="wrap">{info.otpauthUri}</code>
                </dd>
              </dl>
            </li>
            <li>{text.enrol.choosePassword}</li>
          </ol>
          <Field id="enrol-password" label={text.enrol.password} error={errors.password} hint={text.enrol.passwordHint}>
            <input
              id="enrol-password"
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => set({ password: e.target.value })}
            />
          </Field>
          <Field id="enrol-repeat" label={text.enrol.repeat} error={errors.repeat}>
            <input
              id="enrol-repeat"
              type="password"
              autoComplete="new-password"
              value={repeat}
              onChange={(e) => set({ repeat: e.target.value })}
            />
          </Field>
          <Field id="enrol-code" label={text.enrol.code} error={errors.code}>
            <input
              id="enrol-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => set({ code: e.target.value })}
            />
          </Field>
          <button type="submit" className="primary" disabled={busy}>
            {text.enrol.submit}
          </button>
        </form>
      )}
    </main>
  );
}
