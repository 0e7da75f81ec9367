/**
 * Enrolment from the one-time link `npm run staff:add` (or an admin) made: the account's e-mail, the TOTP secret as
 * an otpauth URI and as text to type into an authenticator app, then a new password and the first code, which
 * proves the app holds the secret. The link is spent once this succeeds.
 */
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import Type from 'typebox';
import { renderSVG } from 'uqr';
import { staffEnrol, staffEnrolInfo, staffPassword, totpCode } from '../../shared/contract/admin/auth.ts';
import { ConsoleError, failureText, staffCall } from '../api.ts';
import { text } from '../text.ts';
import { Field } from '../ui/Field.tsx';
import { type FieldErrors, fieldErrors } from '../validate.ts';

const form = Type.Object({ password: staffPassword, code: totpCode });

interface EnrolInfo {
  email: string;
  secret: string;
  otpauthUri: string;
}

/** Props: the token of the link and what to do once enrolled. */
export interface EnrolProps {
  token: string;
  onEnrolled: () => void;
}

/** The enrolment screen. */
export function Enrol({ token, onEnrolled }: EnrolProps) {
  const [info, setInfo] = useState<EnrolInfo | null>(null);
  const [failure, setFailure] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  // Drawn once per address, not on every keystroke in the form below it.
  const qrSource = useMemo(
    () => info && `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(info.otpauthUri))}`,
    [info],
  );

  useEffect(() => {
    staffCall<EnrolInfo>(staffEnrolInfo, { query: { token } })
      .then(setInfo)
      .catch((error: unknown) => setFailure(failureText(error)));
  }, [token]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors(form, { password, code: code.trim() });
    if (!found.password && password !== repeat) found.repeat = text.enrol.mismatch;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await staffCall(staffEnrol, { body: { token, password, code: code.trim() } });
      onEnrolled();
    } catch (error) {
      if (error instanceof ConsoleError && error.field) setErrors({ [error.field]: error.message });
      else setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="auth">
      <h1>{text.app.title}</h1>
      <h2>{text.enrol.title}</h2>
      {failure && (
        <p className="banner banner-error" role="alert">
          {failure}
        </p>
      )}
      {info && (
        <form onSubmit={submit} noValidate>
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
              onChange={(e) => setPassword(e.target.value)}
            />
          </Field>
          <Field id="enrol-repeat" label={text.enrol.repeat} error={errors.repeat}>
            <input
              id="enrol-repeat"
              type="password"
              autoComplete="new-password"
              value={repeat}
              onChange={(e) => setRepeat(e.target.value)}
            />
          </Field>
          <Field id="enrol-code" label={text.enrol.code} error={errors.code}>
            <input
              id="enrol-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value)}
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
