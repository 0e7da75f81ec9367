/** Island: the verify screen's form (SPEC §2 /verify): the code, Verify OTP, Resend OTP and Change number. */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, type FormEvent } from 'react';
import type { OtpChannel } from '../../shared/constants.ts';
import { otpDigits } from '../../lib/otp-digits.ts';
import { t } from '../../shared/messages/index.ts';
import { pathFor } from '../../shared/routes.ts';
import { $resending, $verifyForm, resendCode, resetVerifyForm, verifyCode } from '../../stores/verify.ts';
import { $challenge, type LoginChallenge } from '../../stores/challenge.ts';
import { navigate } from '../../lib/navigation.ts';
import Button from '../../ui/Button.tsx';
import Form from '../../ui/Form.tsx';
import { Field, focusInError } from '../../ui/Field.tsx';
import { useCountdown } from '../../ui/useCountdown.ts';
import { useStatusParts } from './useStatusParts.ts';

/** "A code is on its way by SMS/WhatsApp" for the challenge's number. */
function sentTo(challenge: LoginChallenge): string {
  const phone = `${challenge.country} ${challenge.mobile}`;
  return challenge.channel === 'whatsapp' ? t.verify.sentToWhatsApp(phone) : t.verify.sentTo(phone);
}

/** The channel a resend may switch to: the other one, when the server offers both. */
function otherChannel(challenge: LoginChallenge | undefined): OtpChannel | undefined {
  if (!challenge?.channels?.includes('whatsapp')) return undefined;
  return challenge.channel === 'whatsapp' ? 'sms' : 'whatsapp';
}

/** Keeps only the digits of what is typed or pasted into the code field (a pasted message keeps its code). */
function keepDigits(event: FormEvent<HTMLInputElement>): void {
  const field = event.currentTarget;
  const digits = otpDigits(field.value);
  if (digits !== field.value) field.value = digits;
}

/** The code form; without a pending challenge it returns to the login screen. */
export default function VerifyForm() {
  const challenge = useStore($challenge, { ssr: () => undefined });
  const form = useStore($verifyForm);
  const resending = useStore($resending);
  const otpRef = useRef<HTMLInputElement>(null);
  const wait = useCountdown(challenge?.resendAt ?? 0);
  const other = otherChannel(challenge);

  useEffect(() => {
    if (!$challenge.get()) navigate(pathFor('login'), true);
    const onShow = (event: PageTransitionEvent): void => {
      if (event.persisted) resetVerifyForm();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);
  useStatusParts();

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    const otp = otpRef.current;
    if (!(await verifyCode(otp?.value ?? '')) && $verifyForm.get().errors.otp && otp) {
      // Read anew with its error, also when Enter was pressed in it; selected, so the next code replaces it.
      focusInError(otp);
      otp.select();
    }
  };

  const resend = async (channel?: OtpChannel): Promise<void> => {
    if (await resendCode(channel)) {
      if (otpRef.current) otpRef.current.value = '';
      otpRef.current?.focus();
    }
  };

  return (
    <Form className="form" noValidate onSubmit={(event) => void submit(event)}>
      <p>{challenge ? sentTo(challenge) : '\u00a0'}</p>
      <Field
        ref={otpRef}
        id="verify-otp"
        name="otp"
        label={t.verify.otp}
        error={form.errors.otp}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        onInput={keepDigits}
        required
        placeholder={t.verify.otpPlaceholder}
        defaultValue=""
        /* The one thing to do here: the keyboard (and the SMS code it offers) comes up with the page. */
        autoFocus
        /* Uncontrolled: a code typed before the island hydrates is kept. */
      />
      {form.alert ? (
        <p className="alert" role="alert">
          {form.alert}
        </p>
      ) : null}
      {/* A code that takes no more tries cannot be verified: only a new one helps, and Resend's countdown says when. */}
      <Button type="submit" block disabled={challenge?.ended} busy={form.busy} busyLabel={t.verify.verifying}>
        {t.verify.submit}
      </Button>
      <p className="note">{t.verify.noCode}</p>
      <div className="auth__actions">
        <Button variant="link" disabled={!challenge || wait > 0} busy={resending} onClick={() => void resend()}>
          {wait > 0 ? t.verify.resendIn(wait) : t.verify.resend}
        </Button>
        {other ? (
          <Button variant="link" disabled={wait > 0} onClick={() => void resend(other)}>
            {t.verify.switchChannel[other]}
          </Button>
        ) : null}
        <a className="btn btn--link" href={pathFor('login')}>
          {t.verify.changeNumber}
        </a>
      </div>
    </Form>
  );
}
