/** The optional Hindi and Nepali title and description of a category or card (English falls in for a blank one). */
import { contentText } from '../content-text.ts';
import { Field } from '../ui/Field.tsx';

const c = contentText.translations;

/** The four translation fields of the staff contract (categories and cards). */
type Fields = Record<'titleHi' | 'titleNe' | 'descriptionHi' | 'descriptionNe', string>;

/** The four fields of a record's translations, as the forms keep them. */
export const NO_TRANSLATIONS: Fields = { titleHi: '', titleNe: '', descriptionHi: '', descriptionNe: '' };

/** The translation fields of a stored record ('' where none). */
export const translationValues = (record: Partial<Fields> | null): Fields => ({
  titleHi: record?.titleHi ?? '',
  titleNe: record?.titleNe ?? '',
  descriptionHi: record?.descriptionHi ?? '',
  descriptionNe: record?.descriptionNe ?? '',
});

/** Props: the id prefix, the values, their errors and what to do on a change. */
export interface TranslationFieldsProps {
  idPrefix: string;
  values: Fields;
  errors: Partial<Record<string, string>>;
  onChange: (name: keyof Fields, value: string) => void;
}

/** A fieldset of the Hindi and Nepali texts. */
export function TranslationFields({ idPrefix, values, errors, onChange }: TranslationFieldsProps) {
  const names: (keyof Fields)[] = ['titleHi', 'descriptionHi', 'titleNe', 'descriptionNe'];
  return (
    <fieldset>
      <legend>{c.legend}</legend>
      <p className="muted">{c.hint}</p>
      {names.map((name) => (
        <Field key={name} id={`${idPrefix}-${name}`} label={c[name]} error={errors[name]}>
          <input
            id={`${idPrefix}-${name}`}
            lang={name.endsWith('Hi') ? 'hi' : 'ne'}
            value={values[name]}
            onChange={(e) => onChange(name, e.target.value)}
          />
        </Field>
      ))}
    </fieldset>
  );
}

/** What a list shows of a record's translations: complete, or the languages still missing. */
export const translationState = (missing: readonly string[]): string =>
  missing.length === 0 ? c.complete : c.missing(missing.map((language) => c.names[language] ?? language).join(', '));
