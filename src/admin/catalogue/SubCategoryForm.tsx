/**
 * Adds or edits a card of a category: an order form (its order table) or a link by service type (with the link
 * name portals, videos and files need), its focus, order and the message shown in the order form.
 */
import type { Static } from 'typebox';
import type { FormEvent } from 'react';
import {
  SUB_CATEGORY_OUTCOMES,
  subCategoryCreate,
  type subCategorySchema,
  subCategoryUpdate,
} from '../../shared/contract/admin/categories.ts';
import { ORDER_TABLES } from '../../shared/contract/admin/orders.ts';
import { contentText } from '../content-text.ts';
import { Field } from '../ui/Field.tsx';
import { FormActions } from '../ui/FormActions.tsx';
import { TranslationFields, translationValues } from './TranslationFields.tsx';
import { useForm } from '../ui/useForm.ts';

/** A sub-category as the console shows it. */
export type SubCategory = Static<typeof subCategorySchema>;

const c = contentText.categories;

/** Props: the category, the card to edit (none: a new one), the focuses, and what to do once saved or cancelled. */
export interface SubCategoryFormProps {
  categoryId: number;
  card: SubCategory | null;
  focuses: string[];
  onSaved: (card: SubCategory) => void;
  onCancel: () => void;
  /** `Reload their version` after a stale save (the form closes without it). */
  onReload?: () => void;
}

/** The card form. */
export function SubCategoryForm({ categoryId, card, focuses, onSaved, onCancel, onReload }: SubCategoryFormProps) {
  const {
    values,
    errors,
    formRef,
    busy,
    set: change,
    save,
  } = useForm({
    title: card?.title ?? '',
    outcome: card?.outcome ?? 'link',
    tableName: card?.tableName ?? '',
    serviceType: card?.serviceType ?? '',
    linkName: card?.linkName ?? '',
    therapeuticFocus: card?.therapeuticFocus ?? '',
    description: card?.description ?? '',
    message: card?.message ?? '',
    sort: card?.sort ?? 0,
    ...translationValues(card),
  });
  const set = (name: keyof typeof values) => (e: { target: { value: string } }) =>
    change({ [name]: name === 'sort' ? Number(e.target.value) : e.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = { ...values, categoryId };
    const saved = card
      ? await save<SubCategory>(subCategoryUpdate, { ...fields, id: card.id, version: card.version })
      : await save<SubCategory>(subCategoryCreate, fields);
    if (saved) onSaved(saved);
  };

  return (
    <form ref={formRef} className="grid-form" onSubmit={submit} noValidate aria-label={card ? c.save : c.addCard}>
      <fieldset disabled={busy}>
        <legend>{card ? card.title : c.addCard}</legend>
        <Field id="card-title" label={c.name} error={errors.title}>
          <input id="card-title" value={values.title} onChange={set('title')} />
        </Field>
        <Field id="card-outcome" label={c.outcome} error={errors.outcome}>
          <select id="card-outcome" value={values.outcome} onChange={set('outcome')}>
            {SUB_CATEGORY_OUTCOMES.map((o) => (
              <option key={o} value={o}>
                {c.outcomes[o]}
              </option>
            ))}
          </select>
        </Field>
        {values.outcome === 'modal' ? (
          <Field id="card-tableName" label={c.tableName} error={errors.tableName}>
            <select id="card-tableName" value={values.tableName} onChange={set('tableName')}>
              <option value="">{c.none}</option>
              {ORDER_TABLES.map((table) => (
                <option key={table}>{table}</option>
              ))}
            </select>
          </Field>
        ) : (
          <Field id="card-serviceType" label={c.serviceType} error={errors.serviceType}>
            <input id="card-serviceType" value={values.serviceType} onChange={set('serviceType')} />
          </Field>
        )}
        <Field id="card-linkName" label={c.linkName} error={errors.linkName}>
          <input id="card-linkName" value={values.linkName} onChange={set('linkName')} />
        </Field>
        <Field id="card-description" label={c.description} error={errors.description}>
          <input id="card-description" value={values.description} onChange={set('description')} />
        </Field>
        <Field id="card-message" label={c.message} error={errors.message}>
          <input id="card-message" value={values.message} onChange={set('message')} />
        </Field>
      </fieldset>
      <fieldset disabled={busy}>
        <legend>{c.focus}</legend>
        <Field id="card-focus" label={c.focus} error={errors.therapeuticFocus}>
          <select id="card-focus" value={values.therapeuticFocus} onChange={set('therapeuticFocus')}>
            <option value="">{c.everyFocus}</option>
            {focuses.map((f) => (
              <option key={f}>{f}</option>
            ))}
          </select>
        </Field>
        <Field id="card-sort" label={c.sort} error={errors.sort}>
          <input id="card-sort" type="number" min={0} value={values.sort} onChange={set('sort')} />
        </Field>
      </fieldset>
      <TranslationFields
        idPrefix="card"
        values={translationValues(values)}
        errors={errors}
        onChange={(name, value) => change({ [name]: value })}
      />
      <FormActions
        error={errors.form}
        conflict={errors.version}
        submit={card ? c.save : c.create}
        busy={busy}
        onCancel={onCancel}
        onReload={onReload}
      />
    </form>
  );
}
