/**
 * Small pieces shared by the order forms: the labels errors name fields by, a labelled textarea, the language select,
 * and reading form values.
 */
import { LANGUAGES } from '../../../shared/constants.ts';
import { t } from '../../../shared/messages/index.ts';
import type { FieldLabels } from '../../../lib/field-label.ts';
import { SelectField } from '../../../ui/Field.tsx';

const f = t.orderForms;

/** Every order field's label by its API name: an error the API names `date_on` reads "Date" (as the form shows it). */
export const ORDER_LABELS: FieldLabels = {
  sub_category: f.service,
  message: f.message,
  qty: f.quantity,
  dose: f.dose,
  date_on: f.date,
  time_at: f.time,
  webinar_date_on: f.date,
  webinar_time: f.time,
  webinar_title: f.webinarTitle,
  webinar_addl_info: f.additionalInfo,
  printable_language: f.language,
  printable_addl_info: f.additionalInfo,
  vdo_language: f.language,
  vdo_addl_info: f.additionalInfo,
  print_pdf: f.pdfFile,
};

/** A form value as trimmed text ('' when absent or a file). */
export function textOf(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/** Props of TextAreaField. */
export interface TextAreaFieldProps {
  id: string;
  name: string;
  label: string;
  error?: string | undefined;
  defaultValue?: string;
}

/** A labelled textarea with its inline error. */
export function TextAreaField({ id, name, label, error, defaultValue }: TextAreaFieldProps) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={3}
        maxLength={1000}
        className="field__control"
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const LANGUAGE_OPTIONS = [
  { value: '', label: t.orderForms.languagePlaceholder },
  ...LANGUAGES.map((language) => ({ value: language, label: t.orderForms.contentLanguages[language] })),
];

/** The required English/Hindi/Nepali select (SPEC §5), each language named in the page's language. */
export function LanguageSelect({ name, error }: { name: string; error?: string | undefined }) {
  return (
    <SelectField
      id={`order-${name}`}
      name={name}
      label={t.orderForms.language}
      options={LANGUAGE_OPTIONS}
      defaultValue=""
      required
      aria-required="true"
      error={error}
    />
  );
}

/** Today's date in the member's time zone as YYYY-MM-DD (the earliest date offered by date pickers). */
export function today(): string {
  const now = new Date();
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
