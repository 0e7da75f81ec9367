/**
 * Adds or edits a banner popup: its image and, optionally, its Hindi and Nepali images (uploaded here, re-encoded by the
 * server), focus, order and whether it is on.
 */
import type { Static } from 'typebox';
import { type FormEvent, useState } from 'react';
import { bannerCreate, type bannerSchema, bannerUpdate } from '../../shared/contract/admin/banners.ts';
import { useForm } from '../ui/useForm.ts';
import { Field } from '../ui/Field.tsx';
import { FormActions } from '../ui/FormActions.tsx';
import { ImageField } from '../ui/ImageField.tsx';
import { bannerText as b } from './banner-text.ts';

/** A banner as the console shows it. */
export type Banner = Static<typeof bannerSchema>;

const EMPTY = { image: '', imageHi: '', imageNe: '', therapeuticFocus: '', sort: 0, active: true };

/** The images of another language, each optional. */
const LANGUAGE_IMAGES = ['imageHi', 'imageNe'] as const;

/** Props: the banner to edit (none: a new one), the focuses, and what to do once saved or cancelled. */
export interface BannerFormProps {
  banner: Banner | null;
  focuses: string[];
  onSaved: (banner: Banner) => void;
  onCancel: () => void;
  /** `Reload their version` after a stale save. */
  onReload: () => void;
}

/** The banner form. */
export function BannerForm({ banner, focuses, onSaved, onCancel, onReload }: BannerFormProps) {
  const { values, errors, formRef, busy, set, save } = useForm(banner ? { ...banner } : EMPTY);
  const [uploads, setUploads] = useState(0);
  const onBusy = (busy: boolean) => setUploads((count) => count + (busy ? 1 : -1));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { id: _id, ...fields } = { id: 0, ...values };
    const saved = banner
      ? await save<Banner>(bannerUpdate, { ...fields, id: banner.id, version: banner.version })
      : await save<Banner>(bannerCreate, fields);
    if (saved) onSaved(saved);
  };

  return (
    <form ref={formRef} className="grid-form" onSubmit={submit} noValidate aria-label={banner ? b.save : b.add}>
      <fieldset disabled={busy}>
        <legend>{banner ? `${b.title}: ${banner.id}` : b.add}</legend>
        <ImageField
          id="banner-image"
          label={b.image}
          value={values.image}
          onChange={(image) => set({ image })}
          folder="banners"
          hint={b.imageHint}
          error={errors.image}
          onBusy={onBusy}
        />
        {LANGUAGE_IMAGES.map((field) => (
          <ImageField
            key={field}
            id={`banner-${field}`}
            label={b[field]}
            value={values[field]}
            onChange={(image) => set({ [field]: image })}
            folder="banners"
            hint={b.languageHint}
            error={errors[field]}
            onBusy={onBusy}
          />
        ))}
      </fieldset>
      <fieldset disabled={busy}>
        <legend>{b.focus}</legend>
        <Field id="banner-focus" label={b.focus} error={errors.therapeuticFocus}>
          <select
            id="banner-focus"
            value={values.therapeuticFocus}
            onChange={(e) => set({ therapeuticFocus: e.target.value })}
          >
            <option value="">{b.everyFocus}</option>
            {focuses.map((f) => (
              <option key={f}>{f}</option>
            ))}
          </select>
        </Field>
        <Field id="banner-sort" label={b.sort} error={errors.sort}>
          <input
            id="banner-sort"
            type="number"
            min={0}
            value={values.sort}
            onChange={(e) => set({ sort: Number(e.target.value) })}
          />
        </Field>
        <label className="check">
          <input type="checkbox" checked={values.active} onChange={(e) => set({ active: e.target.checked })} />{' '}
          {b.active}
        </label>
      </fieldset>
      <FormActions
        error={errors.form}
        conflict={errors.version}
        onReload={onReload}
        submit={banner ? b.save : b.create}
        busy={busy || uploads > 0}
        onCancel={onCancel}
      />
    </form>
  );
}
