/**
 * Adds or edits one row of a content list: one field per column the list declares (images with an upload and a
 * preview); the key stays once added. A list with a PDF (emailers) uploads the chosen file for the saved row; if the
 * file is refused, the form stays open on the saved row with the reason under the picker.
 */
import { type FormEvent, useState } from 'react';
import { failureText, staffUpload } from '../api.ts';
import type { Choice } from '../catalogue/useChoices.ts';
import { useForm } from '../ui/useForm.ts';
import { Field } from '../ui/Field.tsx';
import { FormActions } from '../ui/FormActions.tsx';
import { ImageField } from '../ui/ImageField.tsx';
import type { ListDef, ListField, ListRow } from './list-defs.ts';
import { listsText } from './lists-text.ts';

/** Props: the list, the row to edit (null: a new one), the focuses and journals to choose from, and what to do after. */
export interface ListFormProps {
  def: ListDef;
  row: ListRow | null;
  focuses: string[];
  journals: Choice[];
  onSaved: (row: ListRow) => void;
  onCancel: () => void;
  /** `Reload their version` after a stale save. */
  onReload: () => void;
}

/** A field's value as the call takes it. */
function sentValue(field: ListField, raw: string): string | number | boolean {
  const value = raw.trim();
  if (field.kind === 'check') return value === 'true';
  if ((field.kind === 'number' || field.kind === 'journal') && value !== '') return Number(value);
  return value;
}

/** The form of a list's row. */
export function ListForm({ def, row, focuses, journals, onSaved, onCancel, onReload }: ListFormProps) {
  const [current, setCurrent] = useState(row);
  const {
    values,
    errors,
    formRef,
    busy,
    set: change,
    save,
  } = useForm<Record<string, string>>(() =>
    Object.fromEntries(def.fields.map((f) => [f.name, row ? String(row[f.name] ?? '') : (f.initial ?? '')])),
  );
  const [pdf, setPdf] = useState<{ file: File | null; error: string; busy: boolean }>({
    file: null,
    error: '',
    busy: false,
  });
  const [uploading, setUploading] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = Object.fromEntries(def.fields.map((f) => [f.name, sentValue(f, values[f.name] ?? '')]));
    // A change names its row (by id; a focus by its name, one of the fields) and the version the form loaded.
    const saved = await save<ListRow>(
      current ? def.calls.update : def.calls.create,
      current ? { ...('id' in current && { id: current.id }), ...fields, version: current.version } : fields,
    );
    if (!saved) return;
    if (def.pdf && pdf.file) {
      setCurrent(saved);
      setPdf({ ...pdf, error: '', busy: true });
      try {
        await staffUpload(def.pdf.call, pdf.file, { id: Number(saved.id) });
      } catch (error) {
        setPdf({ ...pdf, busy: false, error: failureText(error) });
        return;
      }
    }
    onSaved(saved);
  };

  const control = (f: ListField) => {
    const id = `${def.slug}-${f.name}`;
    const set = (value: string) => change({ [f.name]: value });
    if (f.kind === 'image') {
      return (
        <ImageField
          key={f.name}
          id={id}
          label={f.label}
          value={values[f.name] ?? ''}
          onChange={set}
          folder={f.folder ?? ''}
          error={errors[f.name]}
          onBusy={setUploading}
          {...(f.hint ? { hint: f.hint } : {})}
        />
      );
    }
    if (f.kind === 'check') {
      return (
        <label key={f.name} className="check">
          <input type="checkbox" checked={values[f.name] === 'true'} onChange={(e) => set(String(e.target.checked))} />{' '}
          {f.label}
        </label>
      );
    }
    const choices =
      f.kind === 'focus'
        ? focuses.map((focus) => ({ value: focus, label: focus }))
        : f.kind === 'journal'
          ? journals.map((journal) => ({ value: String(journal.id), label: journal.title }))
          : undefined;
    return (
      <Field key={f.name} id={id} label={f.label} hint={f.hint} error={errors[f.name]}>
        {choices ? (
          <select id={id} value={values[f.name]} onChange={(e) => set(e.target.value)}>
            <option value="">{listsText.choose}</option>
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={id}
            type={f.kind === 'number' ? 'number' : 'text'}
            value={values[f.name]}
            readOnly={Boolean(current && f.key)}
            onChange={(e) => set(e.target.value)}
          />
        )}
      </Field>
    );
  };

  return (
    <form
      ref={formRef}
      className="grid-form"
      onSubmit={submit}
      noValidate
      aria-label={current ? listsText.save : def.add}
    >
      <fieldset disabled={busy || pdf.busy}>
        <legend>{current ? def.name(current) : def.add}</legend>
        {def.fields.map(control)}
        {def.pdf && (
          <Field id={`${def.slug}-pdf`} label={def.pdf.label} hint={def.pdf.hint} error={pdf.error || undefined}>
            <input
              id={`${def.slug}-pdf`}
              type="file"
              accept="application/pdf"
              onChange={(e) => setPdf({ file: e.target.files?.[0] ?? null, error: '', busy: false })}
            />
          </Field>
        )}
      </fieldset>
      <FormActions
        error={errors.form}
        conflict={errors.version}
        onReload={onReload}
        submit={current ? listsText.save : def.add}
        busy={busy || pdf.busy || uploading}
        onCancel={onCancel}
      />
    </form>
  );
}
