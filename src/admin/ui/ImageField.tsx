/**
 * An image of a form: `Upload an image` (the server checks and re-encodes it as a doctor's photo and answers its
 * "upload:<file>" reference), or a typed file name; the preview shows what doctors will see. An upload is the saved
 * value, but its field reads `Uploaded image (<the chosen file's name>)` (or `Uploaded image` for one saved before),
 * read-only, with `Use a file name instead` to empty it for typing. The upload control and the preview are named
 * after the field, so a form with several images (a banner's languages) tells them apart.
 */
import { type ChangeEvent, useRef, useState } from 'react';
import { imageUpload, UPLOADED_IMAGE_PREFIX } from '../../shared/contract/admin/banners.ts';
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

/** The upload control, the reference (editable, or named in words when uploaded) and its preview. */
export function ImageField({ id, label, value, onChange, folder, hint, error, onBusy }: ImageFieldProps) {
  const [upload, setUpload] = useState({ busy: false, error: '', done: false });
  // The file chosen for the reference this field uploaded (a reference loaded with the row has no known name).
  const [chosen, setChosen] = useState({ reference: '', name: '' });
  const input = useRef<HTMLInputElement>(null);
  const uploaded = value.startsWith(UPLOADED_IMAGE_PREFIX);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setUpload({ busy: true, error: '', done: false });
    onBusy?.(true);
    try {
      const { image } = await staffUpload<{ image: string }>(imageUpload, file);
      setChosen({ reference: image, name: file.name });
      onChange(image);
      setUpload({ busy: false, error: '', done: true });
    } catch (failure) {
      setUpload({ busy: false, error: failureText(failure), done: false });
    } finally {
      onBusy?.(false);
    }
  };

  const typeInstead = () => {
    onChange('');
    setUpload({ busy: false, error: '', done: false });
    input.current?.focus();
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
        <input
          id={id}
          ref={input}
          value={uploaded ? text.images.uploadedAs(chosen.reference === value ? chosen.name : '') : value}
          readOnly={uploaded}
          onChange={(e) => onChange(e.target.value)}
        />
      </Field>
      {uploaded && (
        <p>
          <button type="button" aria-label={`${label}: ${text.images.typeInstead}`} onClick={typeInstead}>
            {text.images.typeInstead}
          </button>
        </p>
      )}
      <ContentImage image={value} folder={folder} alt={`${label}: ${text.images.preview}`} />
    </>
  );
}
