/** Member calls: profile, photo, orders, contacts, terms, settings, push subscription. */
import Type, { type TOptional, type TString } from 'typebox';
import type { Ok } from '../envelope.ts';
import { LANGUAGES, type Language } from '../messages/languages.ts';
import type { ManagerContacts, Order, Profile, Settings } from './entities.ts';
import { ENDPOINTS } from './endpoints.ts';
import { defineCall, legacyKey, multilineText, text } from './define.ts';

/** Fields UpdateProfile.php may change (phone and email never). */
export const PROFILE_EDITABLE_FIELDS = [
  'personal_intro',
  'first_name',
  'last_name',
  'birth_date',
  'qualification',
  'location',
  'department',
  'practice_hours',
  'address',
  'g_plus_link',
  'facebook_link',
  'twitter_link',
  'linkedIn_link',
  'link_to_blog',
  'payment_mode_one',
  'payment_mode_two',
  'payment_mode_number',
] as const;

/** One editable profile field. */
export type ProfileEditableField = (typeof PROFILE_EDITABLE_FIELDS)[number];

/**
 * GET /Profile.php: the member's profile as stored now (login's `result[0]`), so a device shows a change made on
 * another device or by staff.
 */
export const getProfile = defineCall<Ok<Profile>>()({
  ...ENDPOINTS.getProfile,
  summary: "The member's own profile as stored now (the shape login answers)",
});

/** POST /UpdateProfile.php. */
export const updateProfile = defineCall<Ok<{ Message: string }>>()({
  ...ENDPOINTS.updateProfile,
  summary: "Update the member's own profile (phone and email cannot change)",
  body: Type.Object({
    ...legacyKey,
    ...(Object.fromEntries(
      PROFILE_EDITABLE_FIELDS.map((f) => [
        f,
        Type.Optional(f === 'personal_intro' || f === 'address' ? multilineText(1000) : text(200)),
      ]),
    ) as { [F in ProfileEditableField]: TOptional<TString> }),
  }),
});

/** POST /UpdatePhoto.php (multipart profile_image). */
export const updatePhoto = defineCall<Ok<{ Message: string; IDphoto: 'Y' }>>()({
  ...ENDPOINTS.updatePhoto,
  summary: 'Replace the profile photo (multipart profile_image: JPEG, PNG or WebP, at most 5 MB)',
});

/** GET /photo.php: the member's own profile photo (image/webp), or 404 NOT_FOUND when there is none. */
export const photo = defineCall<Blob>()({
  ...ENDPOINTS.photo,
  summary: "The member's own profile photo (WebP, never cached: private, no-store)",
});

/** POST /OrderHistory.php: the member's orders, newest first. */
export const orderHistory = defineCall<Ok<Order[]>>()({
  ...ENDPOINTS.orderHistory,
  summary: "The member's orders, newest first",
});

/** POST /ContactUs.php: the member's managers. */
export const contactUs = defineCall<Ok<ManagerContacts[]>>()({
  ...ENDPOINTS.contactUs,
  summary: "The member's managers as contact information",
});

/** POST /PriorityMessage.php: a message to the member's managers. */
export const priorityMessage = defineCall<Ok<{ Message: string }>>()({
  ...ENDPOINTS.priorityMessage,
  summary: "Send a priority message to the member's managers",
  body: Type.Object({ ...legacyKey, message: Type.String({ minLength: 1, maxLength: 4000, pattern: '\\S' }) }),
});

/** POST /AgreedTerms.php: accept the chat terms; element 1 Message 'success'. */
export const agreedTerms = defineCall<Ok<{ Message: 'success' }>>()({
  ...ENDPOINTS.agreedTerms,
  summary: 'Accept the chat assistant terms',
  body: Type.Object({ ...legacyKey, terms: Type.Literal('Y') }),
});

/** GET /GetSettings.php: the saved settings toggles. */
export const getSettings = defineCall<Ok<Settings>>()({
  ...ENDPOINTS.getSettings,
  summary: "The member's saved settings toggles",
});

/** Schema of the settings toggles. */
export const settingsSchema = Type.Object({
  therapy_exclusive: Type.Boolean(),
  journal_updates: Type.Boolean(),
  conference_updates: Type.Boolean(),
  medical_magazines: Type.Boolean(),
  new_molecules: Type.Boolean(),
  medical_technology: Type.Boolean(),
  hospital_management: Type.Boolean(),
  health_adventure: Type.Boolean(),
  food_cooking_recipes: Type.Boolean(),
  financial_management: Type.Boolean(),
  social_updates: Type.Boolean(),
  sports: Type.Boolean(),
  music: Type.Boolean(),
  movies: Type.Boolean(),
});

/** POST /SaveSettings.php: save the settings toggles. */
export const saveSettings = defineCall<Ok<Settings>>()({
  ...ENDPOINTS.saveSettings,
  summary: "Save the member's settings toggles and/or their language (stored on the member row); answers the toggles",
  body: Type.Object({
    ...legacyKey,
    settings: Type.Optional(settingsSchema),
    language: Type.Optional(Type.Unsafe<Language>({ type: 'string', enum: [...LANGUAGES] })),
  }),
});

/** POST /firebase_subcribe.php (legacy spelling): store a push token with its topics. */
export const firebaseSubscribe = defineCall<Ok<{ Message: string }>>()({
  ...ENDPOINTS.firebaseSubscribe,
  summary: 'Subscribe a push token to Common plus the therapeutic focus',
  body: Type.Object({
    ...legacyKey,
    token: Type.String({ minLength: 10, maxLength: 4096 }),
    topic: Type.Array(text(80, 1), { minItems: 1, maxItems: 10 }),
  }),
});
