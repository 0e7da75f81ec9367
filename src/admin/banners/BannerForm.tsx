/** Adds or edits a banner popup: its image (uploaded here, re-encoded by the server), focus, order and whether it is on. */
import type { Static } from 'typebox';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { bannerCreate, type bannerSchema, bannerUpdate, imageUpload } from '../../shared/contract/admin/banners.ts';
import { ConsoleError, staffUpload } from '../api.ts';
import { useSave } from '../catalogue/useSave.ts';
import { text } from '../text.ts';
import { Field } from '../ui/Field.tsx';
import { BannerImage } from './BannerImage.tsx';
import { bannerText as b } from './banner-text.ts';

/** A banner as the console shows it. */
export type Banner = Static<typeof bannerSchema>;

const EMPTY = { image: '', therapeuticFocus: '', sort: 0, active: true };

/** Props: the banner to edit (none: a new one), the focuses, and what to do once saved or cancelled. */
export interface BannerFormProps {
  banner: Banner | null;
  focuses: string[];
  onSaved: (banner: Banner) => void;
  onCancel: () => void;
}

/** The banner form. */
export function BannerForm({ banner, focuses, onSaved, onCancel }: BannerFormProps) {
  const [values, setValues] = useState(banner ? { ...banner } : EMPTY);
  const [upload, setUpload] = useState({ busy: false, error: '', done: false });
  const { errors, busy, save } = useSave<Banner>();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setUpload({ busy: true, error: '', done: false });
    try {
      const { image } = await staffUpload<{ image: string }>(imageUpload, file);
      setValues((v) => ({ ...v, image }));
      setUpload({ busy: false, error: '', done: true });
    } catch (error) {
      setUpload({
        busy: false,
        error: error instanceof ConsoleError ? error.message : text.errors.server,
        done: false,
      });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { id: _id, ...fields } = { id: 0, ...values };
    const saved = banner ? await save(bannerUpdate, { ...fields, id: banner.id }) : await save(bannerCreate, fields);
    if (saved) onSaved(saved);
  };

  return (
    <form className="grid-form" onSubmit={submit} noValidate aria-label={banner ? b.save : b.add}>
      <fieldset disabled={busy || upload.busy}>
        <legend>{banner ? `${b.title}: ${banner.id}` : b.add}</legend>
        <Field id="banner-file" label={b.upload} error={upload.error || undefined}>
          <input id="banner-file" type="file" accept="image/jpeg,image/png,image/webp" onChange={choose} />
        </Field>
        {upload.busy && <p className="muted">{b.uploading}</p>}
        {upload.done && (
          <p className="muted" role="status">
            {b.uploaded}
          </p>
        )}
        <Field id="banner-image" label={b.image} error={errors.image} hint={b.imageHint}>
          <input
            id="banner-image"
            value={values.image}
            onChange={(e) => setValues({ ...values, image: e.target.value })}
          />
        </Field>
        {values.image && <BannerImage image={values.image} alt={b.preview} />}
      </fieldset>
      <fieldset disabled={busy}>
        <legend>{b.focus}</legend>
        <Field id="banner-focus" label={b.focus} error={errors.therapeuticFocus}>
          <select
            id="banner-focus"
            value={values.therapeuticFocus}
            onChange={(e) => setValues({ ...values, therapeuticFocus: e.target.value })}
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
            onChange={(e) => setValues({ ...values, sort: Number(e.target.value) })}
          />
        </Field>
        <label className="check">
          <input
            type="checkbox"
            checked={values.active}
            onChange={(e) => setValues({ ...values, active: e.target.checked })}
          />{' '}
          {b.active}
        </label>
      </fieldset>
      {errors.form && (
        <p className="banner banner-error" role="alert">
          {errors.form}
        </p>
      )}
      <div className="actions">
        <button type="submit" className="primary" disabled={busy || upload.busy}>
          {banner ? b.save : b.create}
        </button>
        <button type="button" onClick={onCancel}>
          {text.common.cancel}
        </button>
      </div>
    </form>
  );
}
