/** The entities of SPEC §3 as the API answers them (legacy field names kept). */
import type { VerificationStatus } from '../constants.ts';
import type { QuestionStatus, ReplyChannel } from '../safety.ts';

import type { Language } from '../messages/languages.ts';

/** 'Y' or 'N' flags of the profile. */
type Flag = 'Y' | 'N';

/** A member's profile, stored on the client after login (SPEC §3 Profile). */
export interface Profile {
  salutation: string;
  phone: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  email: string;
  birth_date: string;
  country_code: string;
  qualification: string;
  g_plus_link: string;
  facebook_link: string;
  twitter_link: string;
  linkedIn_link: string;
  link_to_blog: string;
  department: string;
  location: string;
  practice_hours: string;
  payment_mode_number: string;
  payment_mode_one: string;
  payment_mode_two: string;
  address: string;
  personal_intro: string;
  member_id: string;
  IDphoto: Flag;
  therapeutic_focus: string;
  /** The focus's name in the member's language, as this device last heard it (GetCategory); not in login's answer. */
  therapeutic_focus_shown?: string;
  member_role: string;
  campaign_link: string;
  feedback_link: string;
  terms: Flag;
  abm: string;
  rbm: string;
  sm: string;
  tbm: string;
  flaga: string;
  flagb: string;
  headquarter: string;
  position: string;
  premium: string;
  professional_level: string;
  /** The language the member chose (docs/LANGUAGES.md), or '' before they choose one. */
  language: Language | '';
}

/** Where a category card leads: its sub-category screen, an external page, or its own link. */
export type CategoryOutcome = 'submenu' | 'page' | 'other';

/** A service category of the home grid. */
export interface Category {
  serv_category_id: string;
  /** The English title and description: keys of addresses and orders, never translated. */
  title: string;
  link_name: string;
  description: string;
  /** The title and description in the member's language (English when not translated), for display only. */
  title_shown: string;
  description_shown: string;
  banner: Flag;
  outcome: CategoryOutcome;
  link: string;
  image: string;
}

/** Order form tables of SPEC §2 "Order forms by table". */
export type OrderTable =
  | 'samples'
  | 'sanitization'
  | 'personalised_printables'
  | 'printables'
  | 'prints'
  | 'accessories'
  | 'therapy_specific'
  | 'webinar'
  | 'personalised_video'
  | 'digital';

/** A sub-category card. */
export interface SubCategory {
  serv_sub_category_id: string;
  /** The English title: a key of addresses (emailers, files) and orders, never translated. */
  title: string;
  /** The title and description in the member's language (English when not translated), for display only. */
  title_shown: string;
  description_shown: string;
  table_name: string;
  service_type: string;
  link_name: string;
  therapeutic_focus: string;
  outcome: string;
  description: string;
  demo_video: string;
  sample_link: string;
  message: string;
  serv_category_id: string;
  sub_header: string;
  image: string;
}

/** A therapy of the sample grid (legacy spelling kept). */
export interface Therapy {
  therepy_id: string;
  /** The English title: the key of /products/{title}, never translated. */
  title: string;
  /** The title in the member's language (English when not translated), for display only. */
  title_shown: string;
  image: string;
}

/** A therapeutic focus a member can switch to. */
export interface TherapeuticFocus {
  /** The English name: the key a member's focus is stored by. */
  name: string;
  /** The name in the member's language (English when not translated), for display only. */
  name_shown: string;
  image: string;
}

/** A product that can be ordered as a sample. */
export interface Product {
  product_id: string;
  /** The English title: the key of /products/{title}, search and sample caps, never translated. */
  title: string;
  /** The title in the member's language (English when not translated), for display only. */
  title_shown: string;
  composition: string;
  dose: string;
  table_name: string;
  /** The therapy's English title (the key of /products/{title}), and in the member's language for display only. */
  therapy: string;
  therapy_shown: string;
  image: string;
}

/** An article of the endless lists. */
export interface Article {
  article_id: string;
  Atitle: string;
  reference: string;
  description: string;
  journal_id: string;
  /** The therapy's English title: the key of GetTherapyArticles. */
  therapy: string;
  /** The therapy's title in the member's language (English when not translated), for display only. */
  therapy_shown: string;
  link: string;
}

/** An entry of the journal page. */
export interface JournalEntry {
  article_id: string;
  Jtitle: string;
  description: string;
  /** The therapy's English title: the key of GetTherapyArticles. */
  therapy: string;
  /** The therapy's title in the member's language (English when not translated), for display only. */
  therapy_shown: string;
  link: string;
}

/** An entry of the therapy articles page. */
export interface TherapyArticle {
  article_id: string;
  Atitle: string;
  description: string;
  journal_id: string;
  link: string;
}

/** A downloadable file. */
export interface FileItem {
  /** The file's name in the files folder: the key of its download, never translated. */
  name: string;
  /** Its title in the member's language (the name when not translated), for display only. */
  title_shown: string;
}

/** An emailer: a journal summary that can be opened, downloaded or e-mailed. */
export interface Emailer {
  title: string;
  journal_id: string;
}

/** A video card. */
export interface Video {
  video_id: string;
  /** In the member's language (English when not translated): no key. */
  title: string;
  trailer_link: string;
  link: string;
  thumbnail: string;
}

/** A link to an external portal. */
export interface Portal {
  portal_id: string;
  /** In the member's language (English when not translated): no key. */
  title: string;
  link: string;
}

/** A member's managers as contact information. */
export interface ManagerContacts {
  tbm_name: string;
  tbm_mail: string;
  tbm_country: string;
  tbm_phone: string;
  abm_name: string;
  abm_mail: string;
  abm_country: string;
  abm_phone: string;
  rbm_name: string;
  rbm_mail: string;
  rbm_country: string;
  rbm_phone: string;
  sm_name: string;
  sm_mail: string;
  sm_country: string;
  sm_phone: string;
}

/** Status of an order; new orders are 'Requested' (Approved and Cancelled only on rows older than the console). */
export type OrderStatus =
  | 'Requested'
  | 'Accepted'
  | 'Dispatched'
  | 'Scheduled'
  | 'Delivered'
  | 'Done'
  | 'Rejected'
  | 'Approved'
  | 'Cancelled';

/** A row of Order History. */
export interface Order {
  ID: string;
  sub_category: string;
  /** The product's or service's title in the member's language (`sub_category` when not translated). */
  sub_category_shown: string;
  Table: string;
  Language: string;
  Date: string;
  Time: string;
  Addl_Description: string;
  /** The doctor's own message on the order ('' when none was written, or the order was erased). */
  message: string;
  requested_on: string;
  status: OrderStatus;
  /** When staff last changed the status (ISO 8601), '' while it is the first 'Requested'. */
  status_on: string;
  /** Why the order was rejected, '' otherwise. */
  reason: string;
  /** The courier staff sent the parcel with, '' when not given (visits and webinars: always ''). */
  courier: string;
  /** The parcel's tracking number, '' when not given. */
  tracking_number: string;
}

/** The privacy policy page. */
export interface PrivacyPage {
  page_id: string;
  description: string;
  image: string;
}

/** One message of the chat log. */
export interface ChatMessage {
  type: 'operator' | 'user';
  content: string;
  /** A button under the answer: the report form (a described side effect) or the question form (a refused dose). */
  offer?: 'report-side-effect' | 'medical-question';
  /** The product the side effect's message named, chosen in the report form. */
  product?: { id: number; title: string };
}

/** The saved settings toggles of SPEC §2 Settings. */
export interface Settings {
  therapy_exclusive: boolean;
  journal_updates: boolean;
  conference_updates: boolean;
  medical_magazines: boolean;
  new_molecules: boolean;
  medical_technology: boolean;
  hospital_management: boolean;
  health_adventure: boolean;
  food_cooking_recipes: boolean;
  financial_management: boolean;
  social_updates: boolean;
  sports: boolean;
  music: boolean;
  movies: boolean;
}

/** The packs of one product a member ordered in this sample year. */
interface SampleUse {
  product_id: string;
  title: string;
  /** The title in the member's language (the English one when not translated). */
  title_shown: string;
  packs: number;
}

/** MySamples.php: the registration and its check, the sample year and what was ordered in it (UCPMP 2024). */
export interface MySamples {
  registration_number: string;
  registration_council: string;
  registration_year: string;
  verification_status: VerificationStatus;
  /** Why compliance rejected the registration ('' otherwise). */
  verification_reason: string;
  /** The councils of the member's country, for the registration form. */
  councils: string[];
  /** False while the company runs a pilot without the registration rule. */
  require_verified: boolean;
  /** Packs per product per sample year. */
  cap: number;
  /** First and last day (YYYY-MM-DD) of the current sample year. */
  year_start: string;
  year_end: string;
  products: SampleUse[];
}

/** A page of an endless list: its rows, the page number and whether another page exists. */
export interface Paged<T> {
  result: T[];
  page: number;
  hasMore: boolean;
}

/** A page of a journal's entries, with the journal's title (the journal page's heading). */
export interface JournalPage extends Paged<JournalEntry> {
  title: string;
}

/** A doctor's medical question with its status and the company's answer (MyQuestions, issue 27 §3). */
export interface MedicalQuestion {
  number: string;
  product_title: string;
  question: string;
  reply_channel: ReplyChannel;
  status: QuestionStatus;
  answer: string;
  asked_at: string;
  answered_at: string;
}

/** What the server says after a question or report is stored: its number and the acknowledgement text. */
export interface SafetyReceipt {
  Message: string;
  number: string;
}
