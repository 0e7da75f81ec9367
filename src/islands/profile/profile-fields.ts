/** The sections of /edit-profile (SPEC §2 Edit profile), field by field. */
import type { ProfileEditableField } from '../../shared/contract/member.ts';
import type { t } from '../../shared/messages/index.ts';

/** How an editable field is entered. */
export type FieldKind = 'text' | 'textarea' | 'date' | 'url';

/** A section of the edit form with its fields. */
export interface EditSection {
  key: keyof typeof t.profile.sections;
  fields: readonly { name: ProfileEditableField; kind: FieldKind }[];
}

const url = (name: ProfileEditableField) => ({ name, kind: 'url' as const });
const text = (name: ProfileEditableField) => ({ name, kind: 'text' as const });

/** The sections of /edit-profile (SPEC §2 Edit profile); phone and email are added, disabled, to Personal Info. */
export const EDIT_SECTIONS: readonly EditSection[] = [
  { key: 'intro', fields: [{ name: 'personal_intro', kind: 'textarea' }] },
  { key: 'info', fields: [text('first_name'), text('last_name'), { name: 'birth_date', kind: 'date' }] },
  {
    key: 'social',
    fields: [url('facebook_link'), url('twitter_link'), url('linkedIn_link'), url('g_plus_link'), url('link_to_blog')],
  },
  { key: 'work', fields: [text('qualification'), text('department'), text('location'), text('practice_hours')] },
  { key: 'payment', fields: [text('payment_mode_one'), text('payment_mode_two'), text('payment_mode_number')] },
  { key: 'address', fields: [{ name: 'address', kind: 'textarea' }] },
];
