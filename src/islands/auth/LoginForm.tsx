/** Island: the login form (SPEC §2 Login): country, mobile number, terms and Get OTP. */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type ClipboardEvent, type FormEvent } from 'react';
import { COUNTRIES, DEFAULT_COUNTRY, OTP_CHANNELS } from '../../shared/constants.ts';
import { t } from '../../shared/messages/index.ts';
import {
  $loginForm,
  lastNumber,
  noticeSessionEnd,
  requestCode,
  takeErasureNote,
  resetLoginForm,
} from '../../stores/auth.ts';
import { $challenge } from '../../stores/challenge.ts';
import { isCountryCode } from '../../lib/login-rules.ts';
import { afterPaste, normaliseMobile } from '../../lib/mobile-number.ts';
import { publicConfig } from '../../lib/config.ts';
import { inPageLanguage } from '../../shared/routes.ts';
import Button from '../../ui/Button.tsx';
import Form from '../../ui/Form.tsx';
import { CheckboxField, Field, focusInError, SelectField } from '../../ui/Field.tsx';
import ChoiceGroup from '../safety/ChoiceGroup.tsx';
import { useStatusParts } from './useStatusParts.ts';

const COUNTRY_OPTIONS = COUNTRIES.map((c) => ({
  value: c.code,
  label: t.login.countryOption(t.login.countries[c.code], c.code),
}));
const CHANNEL_OPTIONS = OTP_CHANNELS.map((channel) => ({ value: channel, label: t.login.channels[channel] }));

/**
 * The login form; a valid submit requests a code and opens /verify. Inputs are uncontrolled so that what a
 * doctor types before the island hydrates (slow phones) is kept; a Get OTP tapped before then is held and made once
 * the island is ready (src/layouts/chrome/held-submit.ts).
 */
export default function LoginForm() {
  const form = useStore($loginForm);
  const [erasureNote, setErasureNote] = useState('');
  const mobileRef = useRef<HTMLInputElement>(null);
  const termsRef = useRef<HTMLInputElement>(null);
  const countryRef = useRef<HTMLSelectElement>(null);

  useEffect(() => {
    // The number of a pending challenge, else of this device's last login (kept when the server ended the session),
    // unless the doctor has typed one or tapped Get OTP on the empty form before the island was ready.
    const previous = $challenge.get() ?? lastNumber();
    const mobile = mobileRef.current;
    const tapped = mobile?.form?.querySelector('[aria-busy="true"]');
    if (previous && mobile && mobile.value === '' && !tapped && countryRef.current) {
      countryRef.current.value = previous.country;
      mobile.value = previous.mobile;
    }
    noticeSessionEnd();
    setErasureNote(takeErasureNote());
    const onShow = (event: PageTransitionEvent): void => {
      if (event.persisted) resetLoginForm();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);
  useStatusParts();

  /** Puts a number as pasted or typed into the fields: digits only, and the country its prefix names. */
  const applyNumber = (raw: string): void => {
    const { mobile, country } = normaliseMobile(raw);
    if (mobileRef.current) mobileRef.current.value = mobile;
    if (country && countryRef.current) countryRef.current.value = country;
  };

  const paste = (event: ClipboardEvent<HTMLInputElement>): void => {
    const text = event.clipboardData.getData('text');
    if (!text) return;
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? input.value.length;
    applyNumber(afterPaste(input.value, start, end, text));
  };

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    applyNumber(mobileRef.current?.value ?? '');
    const country = countryRef.current?.value ?? DEFAULT_COUNTRY;
    const mobile = mobileRef.current?.value ?? '';
    const channel = new FormData(event.currentTarget).get('channel') === 'whatsapp' ? 'whatsapp' : 'sms';
    const terms = termsRef.current?.checked ?? false;
    if (await requestCode(isCountryCode(country) ? country : DEFAULT_COUNTRY, mobile, terms, channel)) return;
    const { errors } = $loginForm.get();
    focusInError(errors.mobile ? mobileRef.current : errors.terms ? termsRef.current : undefined);
  };

  return (
    <Form className="form" noValidate onSubmit={(event) => void submit(event)}>
      {erasureNote ? (
        <p className="note" role="status">
          {erasureNote}
        </p>
      ) : null}
      <SelectField
        ref={countryRef}
        id="login-country"
        name="country_code"
        label={t.login.country}
        required
        options={COUNTRY_OPTIONS}
        defaultValue={DEFAULT_COUNTRY}
      />
      <Field
        ref={mobileRef}
        id="login-mobile"
        name="mobile_no"
        label={t.login.mobile}
        hint={t.login.mobileHint}
        error={form.errors.mobile}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={20}
        required
        placeholder={t.login.mobilePlaceholder}
        defaultValue=""
        onPaste={paste}
      />
      {publicConfig.otpWhatsApp ? (
        <ChoiceGroup
          id="login-channel"
          name="channel"
          type="radio"
          legend={t.login.channel}
          options={CHANNEL_OPTIONS}
          defaultValue="sms"
        />
      ) : null}
      <CheckboxField
        ref={termsRef}
        id="login-terms"
        name="terms"
        label={t.login.terms}
        required
        error={form.errors.terms}
        defaultChecked
      />
      <p className="field__hint">
        <a href={inPageLanguage(publicConfig.termsUrl)} target="_blank" rel="noopener noreferrer">
          {t.login.readTerms}
          <span className="visually-hidden"> {t.common.newTab}</span>
        </a>
      </p>
      {form.alert ? (
        <p className="alert" role="alert">
          {form.alert}
        </p>
      ) : null}
      <Button type="submit" block busy={form.busy} busyLabel={t.login.sending}>
        {t.login.submit}
      </Button>
    </Form>
  );
}
