/**
 * An image of a form: `Upload an image` (the server checks and re-encodes it as a doctor's photo and answers its
 * "upload:<file>" reference), or a typed file name; the preview shows what doctors will see. The upload control and
 * the preview are named after the field, so a form with several images (a banner's languages) tells them apart.
 */
import { type ChangeEvent, useState } from 'react';
import { imageUpload } from '../../shared/contract/admin/banners.ts';
import { failureText, staffUpload } from '../api.ts';
import { text } from '../text.ts';
import { ContentImage } from './ContentImage.tsx';
import { Field } from './Field.tsx';

/** Props: the field's id and label, its value and setter, the site folder of file names, hint and error. */
export interface ImageFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (image: string) => void;
  folder: string;
  hint?: string;
  error?: string | undefined;
  /** Tells the form an upload is under way (it waits before saving). */
  onBusy?: (busy: boolean) => void;
}

/** The upload control, the reference (editable) and its preview. */
export function ImageField({ id, label, value, onChange, folder, hint, error, onBusy }: ImageFieldProps) {
  const [upload, setUpload] = useState({ busy: false, error: '', done: false });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setUpload({ busy: true, error: '', done: false });
    onBusy?.(true);
    try {
      const { image } = await staffUpload<{ image: string }>(imageUpload, file);
      onChange(image);
      setUpload({ busy: false, error: '', done: true });
    } catch (failure) {
      setUpload({ busy: false, error: failureText(failure), done: false });
    } finally {
      onBusy?.(false);
    }
  };

  return (
    <>
      <Field id={`${id}-file`} label={`${label}: ${text.images.upload}`} error={upload.error || undefined}>
        <input
          id={`${id}-file`}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={upload.busy}
          onChange={choose}
        />
      </Field>
      {upload.busy && <p className="muted">{text.images.uploading}</p>}
      {upload.done && (
        <p className="muted" role="status">
          {text.images.uploaded}
        </p>
      )}
      <Field id={id} label={label} error={error} {...(hint ? { hint } : {})}>
        <input id={id} value={value} onChange={(e) => onChange(e.target.value)} />
      </Field>
      <ContentImage image={value} folder={folder} alt={`${label}: ${text.images.preview}`} />
    </>
  );
}
