/**
 * Island: /edit-profile (SPEC §2 Edit profile): sections of the UpdateProfile fields, phone and email disabled. The
 * page draws the form before React from the stored profile (the form below rendered at build time, filled by
 * StoredProfile.astro) and hydrates this once that has painted (issue 44); the island then puts its own in its place.
 */
import { useStore } from '@nanostores/react';
import { useEffect, type FormEvent, type ReactNode } from 'react';
import type { Profile } from '../../shared/contract/entities.ts';
import type { ProfileEditableField } from '../../shared/contract/member.ts';
import type { FormState } from '../../lib/form-state.ts';
import { t } from '../../shared/messages/index.ts';
import { pathFor } from '../../shared/routes.ts';
import { $profileForm, EDITABLE_FIELDS, refreshProfile, saveProfile } from '../../stores/profile.ts';
import { showWelcomeName } from '../../lib/welcome.ts';
import { uploadChosenPhoto } from '../../stores/photo-upload.ts';
import { $profile } from '../../stores/session.ts';
import Button from '../../ui/Button.tsx';
import Form from '../../ui/Form.tsx';
import { Field, focusInError } from '../../ui/Field.tsx';
import { useDrawnScreen } from '../first-screen/use-drawn-screen.ts';
import PhotoChange from './PhotoChange.tsx';
import { EDIT_SECTIONS, type FieldKind } from './profile-fields.ts';

const fieldId = (name: string): string => `profile-${name}`;

function EditField({
  name,
  kind,
  profile,
  error,
}: {
  name: ProfileEditableField;
  kind: FieldKind;
  profile: Partial<Profile>;
  error?: string | undefined;
}) {
  const id = fieldId(name);
  const label = t.profile.fields[name];
  const value = profile[name] ?? '';
  if (kind !== 'textarea') {
    return (
      <Field
        id={id}
        name={name}
        label={label}
        defaultValue={value}
        error={error}
        type={kind}
        required={name === 'first_name'}
        {...(kind === 'url' ? { inputMode: 'url' as const } : {})}
      />
    );
  }
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        className="field__control"
        rows={4}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The photo control and the form: the island's, or drawn at build time with no values (`onSubmit` left out). */
export function EditProfileForm({
  profile,
  form,
  onSubmit,
}: {
  profile: Partial<Profile>;
  form: FormState<ProfileEditableField>;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}) {
  return (
    <div className="profile">
      <PhotoChange />
      <Form className="form" data-draft="profile" noValidate onSubmit={onSubmit}>
        {EDIT_SECTIONS.map((section) => (
          <fieldset key={section.key} className="sheet form">
            <legend>{t.profile.sections[section.key]}</legend>
            {section.key === 'social' ? <p className="field__hint">{t.profile.linkHint}</p> : null}
            {section.fields.map((field) => (
              <EditField key={field.name} {...field} profile={profile} error={form.errors[field.name]} />
            ))}
            {section.key === 'info' ? (
              <>
                <Field
                  id="profile-phone"
                  label={t.profile.fields.phone}
                  value={`+${profile.country_code ?? ''} ${profile.phone ?? ''}`}
                  data-field="country_code phone"
                  data-prefix="+"
                  disabled
                  readOnly
                  hint={t.profile.readOnlyHint}
                />
                <Field
                  id="profile-email"
                  label={t.profile.fields.email}
                  value={profile.email ?? ''}
                  data-field="email"
                  disabled
                  readOnly
                />
              </>
            ) : null}
          </fieldset>
        ))}
        {form.alert ? (
          <p className="alert" role="alert">
            {form.alert}
          </p>
        ) : null}
        <div className="form-actions">
          <Button type="submit" busy={form.busy} busyLabel={t.profile.updating}>
            {t.profile.update}
          </Button>
          <a className="tap-link" href={pathFor('profile')}>
            {t.profile.backToProfile}
          </a>
        </div>
      </Form>
    </div>
  );
}

/** The edit form; saving updates the stored profile and shows the server's message. */
function EditProfile() {
  const profile = useStore($profile);
  const form = useStore($profileForm);

  // A change made elsewhere fills the fields not typed in yet (their default values change).
  useEffect(() => void refreshProfile(), []);

  useEffect(() => {
    const first = EDITABLE_FIELDS.find((name) => form.errors[name]);
    if (first) focusInError(document.getElementById(fieldId(first)));
  }, [form.errors]);

  if (!profile)
    return (
      <p className="alert" role="alert">
        {t.profile.missing}
      </p>
    );

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(EDITABLE_FIELDS.map((name) => [name, String(data.get(name) ?? '')]));
    // A photo chosen but not uploaded yet goes with the save (Upload photo is not the only way to keep it).
    void saveProfile(values as Record<ProfileEditableField, string>).then((saved) => {
      if (!saved) return;
      showWelcomeName(values.first_name ?? '');
      void uploadChosenPhoto();
    });
  };

  return <EditProfileForm profile={profile} form={form} onSubmit={onSubmit} />;
}

/** The drawn form (`children`, StoredProfile.astro) while hydrating, then the island's own. */
export default function EditProfileIsland({ children }: { children?: ReactNode }) {
  return useDrawnScreen() ? <EditProfile /> : children;
}
