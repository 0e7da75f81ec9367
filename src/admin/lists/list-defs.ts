/**
 * The content lists of the console, declared once each: their calls, the fields of the form, the columns of the
 * table. ListScreen and ListForm render any of them.
 */
import type { TSchema } from 'typebox';
import {
  emailerCalls,
  emailerPdf,
  fileCalls,
  focusCalls,
  journalCalls,
  portalCalls,
  therapyCalls,
  videoCalls,
} from '../../shared/contract/admin/content-lists.ts';
import type { StaffCallDef } from '../../shared/contract/admin/define.ts';
import type { WithdrawableKind } from '../../shared/contract/admin/withdrawal.ts';
import { listsText as l } from './lists-text.ts';

/** A row of any list as the console holds it. */
export type ListRow = Record<string, string | number | boolean>;

/**
 * One field of a list's form: a text, a number, a focus or a journal to choose, an on/off box, or an image (uploaded
 * or a file name of the site's `folder`); `key` fields are fixed once added.
 */
export interface ListField {
  name: string;
  label: string;
  kind?: 'text' | 'number' | 'focus' | 'journal' | 'check' | 'image';
  hint?: string;
  initial?: string;
  key?: boolean;
  folder?: string;
}

/** A PDF uploaded for a saved row (emailers): the call (query `id`) and the picker's label and hint. */
interface ListPdf {
  call: StaffCallDef<TSchema | undefined, TSchema | undefined, TSchema>;
  label: string;
  hint: string;
}

/** One list: its address (#/lists/<slug>), labels, calls, form fields, table columns (header, field). */
export interface ListDef {
  slug: string;
  label: string;
  add: string;
  calls: {
    list: StaffCallDef<TSchema | undefined, TSchema | undefined, TSchema>;
    create: StaffCallDef<TSchema, TSchema | undefined, TSchema>;
    update: StaffCallDef<TSchema, TSchema | undefined, TSchema>;
  };
  fields: readonly ListField[];
  columns: readonly (readonly [string, string])[];
  /** What a row is called in the saved banner and the Edit button's label. */
  name: (row: ListRow) => string;
  pdf?: ListPdf;
  /** When set, rows can be unpublished and deleted (POST /admin/content/publish, /admin/content/delete). */
  withdraw?: WithdrawableKind;
}

const titled = (row: ListRow) => String(row.title);

/** The optional Hindi and Nepali titles of a list's row (issue 43 §1). */
const TRANSLATED: readonly ListField[] = [
  { name: 'titleHi', label: l.titleHi, hint: l.translationHint },
  { name: 'titleNe', label: l.titleNe, hint: l.translationHint },
];

/** The column of the languages a row still lacks. */
const MISSING = [l.missing, 'missing'] as const;

/** The fields (with `extra` after the link) and columns of a list of links by link name and focus. */
function linkList(
  t: { title: string; link: string; linkName: string; linkNameHint: string; focus: string },
  extra: readonly ListField[],
): Pick<ListDef, 'fields' | 'columns'> {
  return {
    fields: [
      { name: 'title', label: t.title },
      { name: 'link', label: t.link },
      ...extra,
      { name: 'linkName', label: t.linkName, hint: t.linkNameHint },
      { name: 'therapeuticFocus', label: t.focus, kind: 'focus' },
      ...TRANSLATED,
    ],
    columns: [[t.title, 'title'], [t.linkName, 'linkName'], [t.focus, 'therapeuticFocus'], [t.link, 'link'], MISSING],
  };
}

/** The lists, in the order of their tabs. */
export const LIST_DEFS: readonly ListDef[] = [
  {
    slug: 'therapies',
    withdraw: 'therapy',
    label: l.therapies.label,
    add: l.therapies.add,
    calls: therapyCalls,
    fields: [
      { name: 'title', label: l.therapies.title, hint: l.therapies.renameHint },
      { name: 'image', label: l.therapies.image, hint: l.therapies.imageHint, kind: 'image', folder: 'therapies' },
      ...TRANSLATED,
    ],
    columns: [
      [l.therapies.id, 'id'],
      [l.therapies.title, 'title'],
      [l.therapies.image, 'image'],
      [l.therapies.products, 'products'],
      MISSING,
    ],
    name: titled,
  },
  {
    slug: 'focuses',
    label: l.focuses.label,
    add: l.focuses.add,
    calls: focusCalls,
    fields: [
      { name: 'name', label: l.focuses.name, hint: l.focuses.nameHint, key: true },
      { name: 'image', label: l.focuses.image, hint: l.focuses.imageHint, kind: 'image', folder: 'custom' },
      { name: 'sort', label: l.focuses.sort, kind: 'number', initial: '0' },
      ...TRANSLATED,
    ],
    columns: [
      [l.focuses.name, 'name'],
      [l.focuses.image, 'image'],
      [l.focuses.sort, 'sort'],
      [l.focuses.doctors, 'doctors'],
      MISSING,
    ],
    name: (row) => String(row.name),
  },
  {
    slug: 'journals',
    label: l.journals.label,
    add: l.journals.add,
    calls: journalCalls,
    fields: [
      { name: 'title', label: l.journals.title, hint: l.journals.titleHint },
      { name: 'language', label: l.language, hint: l.languageHint, initial: 'en' },
    ],
    columns: [
      [l.journals.id, 'id'],
      [l.journals.title, 'title'],
      [l.language, 'language'],
      [l.journals.articles, 'articles'],
    ],
    name: titled,
  },
  {
    slug: 'videos',
    withdraw: 'video',
    label: l.videos.label,
    add: l.videos.add,
    calls: videoCalls,
    ...linkList(l.videos, [
      { name: 'trailerLink', label: l.videos.trailer },
      { name: 'thumbnail', label: l.videos.thumbnail, hint: l.videos.thumbnailHint, kind: 'image', folder: 'videos' },
    ]),
    name: titled,
  },
  {
    slug: 'portals',
    withdraw: 'portal',
    label: l.portals.label,
    add: l.portals.add,
    calls: portalCalls,
    ...linkList(l.portals, []),
    name: titled,
  },
  {
    slug: 'files',
    withdraw: 'file',
    label: l.files.label,
    add: l.files.add,
    calls: fileCalls,
    fields: [
      { name: 'linkName', label: l.files.linkName, hint: l.files.linkNameHint },
      { name: 'name', label: l.files.name, hint: l.files.nameHint },
      ...TRANSLATED,
    ],
    columns: [[l.files.linkName, 'linkName'], [l.files.name, 'name'], MISSING],
    name: (row) => String(row.name),
  },
  {
    slug: 'emailers',
    label: l.emailers.label,
    add: l.emailers.add,
    calls: emailerCalls,
    fields: [
      { name: 'title', label: l.emailers.title },
      { name: 'journalId', label: l.emailers.journal, kind: 'journal', hint: l.emailers.journalHint },
      { name: 'subCategoryTitle', label: l.emailers.card, hint: l.emailers.cardHint },
      { name: 'therapeuticFocus', label: l.emailers.focus, kind: 'focus' },
      { name: 'active', label: l.emailers.active, kind: 'check', initial: 'true' },
    ],
    columns: [
      [l.emailers.title, 'title'],
      [l.emailers.card, 'subCategoryTitle'],
      [l.emailers.focus, 'therapeuticFocus'],
      [l.emailers.journal, 'journal'],
      [l.emailers.status, 'active'],
    ],
    name: titled,
    pdf: { call: emailerPdf, label: l.emailers.pdf, hint: l.emailers.pdfHint },
  },
];
