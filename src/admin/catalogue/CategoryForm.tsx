/** Adds or edits a category of the home grid: what it opens (its cards or a page), its link, focus and order. */
import type { Static } from 'typebox';
import type { FormEvent } from 'react';
import {
  CATEGORY_OUTCOMES,
  categoryCreate,
  type categorySchema,
  categoryUpdate,
} from '../../shared/contract/admin/categories.ts';
import { contentText } from '../content-text.ts';
import { Field } from '../ui/Field.tsx';
import { FormActions } from '../ui/FormActions.tsx';
import { NO_TRANSLATIONS, TranslationFields, translationValues } from './TranslationFields.tsx';
import { useForm } from '../ui/useForm.ts';

/** A category as the console shows it. */
export type Category = Static<typeof categorySchema>;

const c = contentText.categories;
const EMPTY = {
  title: '',
  description: '',
  outcome: 'submenu',
  link: '',
  linkName: '',
  banner: false,
  therapeuticFocus: '',
  sort: 0,
  ...NO_TRANSLATIONS,
};

/** Props: the category to edit (none: a new one), the focuses, and what to do once saved or cancelled. */
export interface CategoryFormProps {
  category: Category | null;
  focuses: string[];
  onSaved: (category: Category) => void;
  onCancel: () => void;
  /** `Reload their version` after a stale save (the form closes without it). */
  onReload?: () => void;
}

/** The category form. */
export function CategoryForm({ category, focuses, onSaved, onCancel, onReload }: CategoryFormProps) {
  const {
    values,
    errors,
    formRef,
    busy,
    set: change,
    save,
  } = useForm(() => (category ? { ...category, ...translationValues(category), missingLanguages: undefined } : EMPTY));
  const set = (name: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    change({ [name]: name === 'sort' ? Number(e.target.value) : e.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { id: _id, missingLanguages: _missing, ...fields } = { id: 0, missingLanguages: undefined, ...values };
    const saved = category
      ? await save<Category>(categoryUpdate, { ...fields, id: category.id, version: category.version })
      : await save<Category>(categoryCreate, fields);
    if (saved) onSaved(saved);
  };

  return (
    <form ref={formRef} className="grid-form" onSubmit={submit} noValidate aria-label={category ? c.save : c.add}>
      <fieldset disabled={busy}>
        <legend>{category ? category.title : c.add}</legend>
        <Field id="category-title" label={c.name} error={errors.title}>
          <input id="category-title" value={values.title} onChange={set('title')} />
        </Field>
        <Field id="category-description" label={c.description} error={errors.description}>
          <input id="category-description" value={values.description} onChange={set('description')} />
        </Field>
        <Field id="category-outcome" label={c.outcome} error={errors.outcome}>
          <select id="category-outcome" value={values.outcome} onChange={set('outcome')}>
            {CATEGORY_OUTCOMES.map((o) => (
              <option key={o} value={o}>
                {c.outcomes[o]}
              </option>
            ))}
          </select>
        </Field>
        <Field id="category-link" label={c.link} error={errors.link}>
          <input id="category-link" value={values.link} onChange={set('link')} />
        </Field>
        <Field id="category-linkName" label={c.linkName} error={errors.linkName}>
          <input id="category-linkName" value={values.linkName} onChange={set('linkName')} />
        </Field>
      </fieldset>
      <fieldset disabled={busy}>
        <legend>{c.focus}</legend>
        <Field id="category-focus" label={c.focus} error={errors.therapeuticFocus}>
          <select id="category-focus" value={values.therapeuticFocus} onChange={set('therapeuticFocus')}>
            <option value="">{c.everyFocus}</option>
            {focuses.map((f) => (
              <option key={f}>{f}</option>
            ))}
          </select>
        </Field>
        <Field id="category-sort" label={c.sort} error={errors.sort}>
          <input id="category-sort" type="number" min={0} value={values.sort} onChange={set('sort')} />
        </Field>
        <label className="check">
          <input type="checkbox" checked={values.banner} onChange={(e) => change({ banner: e.target.checked })} />{' '}
          {c.banner}
        </label>
      </fieldset>
      <TranslationFields
        idPrefix="category"
        values={translationValues(values)}
        errors={errors}
        onChange={(name, value) => change({ [name]: value })}
      />
      <FormActions
        error={errors.form}
        conflict={errors.version}
        submit={category ? c.save : c.create}
        busy={busy}
        onCancel={onCancel}
        onReload={onReload}
      />
    </form>
  );
}
