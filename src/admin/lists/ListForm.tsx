/** Adds or edits one row of a content list: one field per column the list declares; the key stays once added. */
import { type FormEvent, useState } from 'react';
import { Field } from '../ui/Field.tsx';
import { FormActions } from '../ui/FormActions.tsx';
import { useSave } from '../catalogue/useSave.ts';
import { listsText } from './lists-text.ts';
import type { ListDef, ListRow } from './list-defs.ts';

/** Props: the list, the row to edit (null: a new one), the focuses to choose from, and what to do after. */
export interface ListFormProps {
  def: ListDef;
  row: ListRow | null;
  focuses: string[];
  onSaved: (row: ListRow) => void;
  onCancel: () => void;
}

/** The form of a list's row. */
export function ListForm({ def, row, focuses, onSaved, onCancel }: ListFormProps) {
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(def.fields.map((f) => [f.name, row ? String(row[f.name] ?? '') : (f.initial ?? '')])),
  );
  const { errors, busy, save } = useSave<ListRow>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = Object.fromEntries(
      def.fields.map((f) => {
        const value = values[f.name]?.trim() ?? '';
        return [f.name, f.kind === 'number' && value !== '' ? Number(value) : value];
      }),
    );
    const saved = await save(
      row ? def.calls.update : def.calls.create,
      row && 'id' in row ? { id: row.id, ...fields } : fields,
    );
    if (saved) onSaved(saved);
  };

  return (
    <form className="grid-form" onSubmit={submit} noValidate aria-label={row ? listsText.save : def.add}>
      <fieldset disabled={busy}>
        <legend>{row ? def.name(row) : def.add}</legend>
        {def.fields.map((f) => {
          const id = `${def.slug}-${f.name}`;
          const set = (value: string) => setValues({ ...values, [f.name]: value });
          return (
            <Field key={f.name} id={id} label={f.label} hint={f.hint} error={errors[f.name]}>
              {f.kind === 'focus' ? (
                <select id={id} value={values[f.name]} onChange={(e) => set(e.target.value)}>
                  <option value="">{listsText.choose}</option>
                  {focuses.map((focus) => (
                    <option key={focus}>{focus}</option>
                  ))}
                </select>
              ) : (
                <input
                  id={id}
                  type={f.kind === 'number' ? 'number' : 'text'}
                  value={values[f.name]}
                  readOnly={Boolean(row && f.key)}
                  onChange={(e) => set(e.target.value)}
                />
              )}
            </Field>
          );
        })}
      </fieldset>
      <FormActions error={errors.form} submit={row ? listsText.save : def.add} busy={busy} onCancel={onCancel} />
    </form>
  );
}
