/**
 * Adds or edits a product: therapy, title, composition and its doses (one field each, added and removed freely).
 * The product keeps its id, so a rename never breaks an order or a link.
 */
import type { Static } from 'typebox';
import type { FormEvent } from 'react';
import { productCreate, productUpdate, type productSchema } from '../../shared/contract/admin/catalogue.ts';
import { useForm } from '../ui/useForm.ts';
import { contentText } from '../content-text.ts';
import { text } from '../text.ts';
import { Field } from '../ui/Field.tsx';
import { FormActions } from '../ui/FormActions.tsx';
import type { Choice } from './useChoices.ts';

/** A product as the console shows it. */
export type Product = Static<typeof productSchema>;

const c = contentText.products;
const t = contentText.translations;

/** Props: the product to edit (none: a new one), the therapies, and what to do once saved or cancelled. */
export interface ProductFormProps {
  product: Product | null;
  therapies: Choice[];
  onSaved: (product: Product) => void;
  onCancel: () => void;
  /** `Reload their version` after a stale save (the form closes without it). */
  onReload?: () => void;
}

/** The product form. */
export function ProductForm({ product, therapies, onSaved, onCancel, onReload }: ProductFormProps) {
  const { values, errors, formRef, busy, set, save } = useForm({
    therapyId: product ? String(product.therapyId) : '',
    title: product?.title ?? '',
    composition: product?.composition ?? '',
    doses: product?.doses ?? [],
    titleHi: product?.titleHi ?? '',
    titleNe: product?.titleNe ?? '',
  });
  const { therapyId, title, composition, doses, titleHi, titleNe } = values;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = {
      therapyId: Number(therapyId),
      title: title.trim(),
      composition: composition.trim(),
      doses: doses.map((d) => d.trim()).filter((d) => d !== ''),
      titleHi: titleHi.trim(),
      titleNe: titleNe.trim(),
    };
    const body = product ? { id: product.id, version: product.version, ...fields } : fields;
    const saved = await save<Product>(product ? productUpdate : productCreate, body, {
      more: therapyId ? {} : { therapyId: text.form.required },
    });
    if (saved) onSaved(saved);
  };

  return (
    <form ref={formRef} className="grid-form" onSubmit={submit} noValidate aria-label={product ? c.save : c.add}>
      <fieldset disabled={busy}>
        <legend>{product ? `${product.title} (${c.id} ${product.id})` : c.add}</legend>
        <Field id="product-therapy" label={c.therapy} error={errors.therapyId}>
          <select id="product-therapy" value={therapyId} onChange={(e) => set({ therapyId: e.target.value })}>
            <option value="">{c.choose}</option>
            {therapies.map((t) => (
              <option key={t.id} value={t.id}>
                {t.title}
              </option>
            ))}
          </select>
        </Field>
        <Field id="product-title" label={c.name} error={errors.title}>
          <input id="product-title" value={title} onChange={(e) => set({ title: e.target.value })} />
        </Field>
        <Field id="product-composition" label={c.composition} error={errors.composition}>
          <input id="product-composition" value={composition} onChange={(e) => set({ composition: e.target.value })} />
        </Field>
      </fieldset>
      <fieldset disabled={busy}>
        <legend>{t.legend}</legend>
        <p className="muted">{t.hint}</p>
        <Field id="product-titleHi" label={t.titleHi} error={errors.titleHi}>
          <input id="product-titleHi" lang="hi" value={titleHi} onChange={(e) => set({ titleHi: e.target.value })} />
        </Field>
        <Field id="product-titleNe" label={t.titleNe} error={errors.titleNe}>
          <input id="product-titleNe" lang="ne" value={titleNe} onChange={(e) => set({ titleNe: e.target.value })} />
        </Field>
      </fieldset>
      <fieldset disabled={busy}>
        <legend>{c.doses}</legend>
        {doses.length === 0 && <p className="muted">{c.noDoses}</p>}
        {doses.map((dose, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a dose field is its position in the list.
          <div key={i} className="dose-row">
            <Field id={`product-dose-${i + 1}`} label={c.dose(i + 1)} error={i === 0 ? errors.doses : undefined}>
              <input
                id={`product-dose-${i + 1}`}
                value={dose}
                onChange={(e) => set({ doses: doses.map((d, j) => (j === i ? e.target.value : d)) })}
              />
            </Field>
            <button type="button" className="small" onClick={() => set({ doses: doses.filter((_, j) => j !== i) })}>
              {c.removeDose(i + 1)}
            </button>
          </div>
        ))}
        {doses.length === 0 && errors.doses && <small className="error">{errors.doses}</small>}
        <button type="button" onClick={() => set({ doses: [...doses, ''] })}>
          {c.addDose}
        </button>
      </fieldset>
      <FormActions
        error={errors.form}
        conflict={errors.version}
        submit={product ? c.save : c.create}
        busy={busy}
        onCancel={onCancel}
        onReload={onReload}
      />
    </form>
  );
}
