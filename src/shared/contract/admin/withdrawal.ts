/**
 * Undo and withdrawal of content (content, admin; issue 41): unpublish, publish again or delete an article, product,
 * category, card, video, portal, file or therapy. Doctors' calls stop listing an unpublished row at once.
 */
import Type from 'typebox';
import { rowId } from '../define.ts';
import { defineStaffCall, done, obj, okOf, oneOf, type StaffRole } from './define.ts';

/** The kinds of content that can be unpublished or deleted (a card is a sub-category). */
const WITHDRAWABLE_KINDS = ['article', 'product', 'category', 'card', 'video', 'portal', 'file', 'therapy'] as const;

/** One kind of withdrawable content. */
export type WithdrawableKind = (typeof WITHDRAWABLE_KINDS)[number];

const CONTENT: readonly StaffRole[] = ['admin', 'content'];

/** POST /admin/content/publish: publish or unpublish one row (audited `<entity>.publish` / `.unpublish`). */
export const contentPublish = defineStaffCall({
  method: 'POST',
  path: '/admin/content/publish',
  access: CONTENT,
  summary: 'Publish or unpublish an article, product, category, card, video, portal, file or therapy',
  body: Type.Object({ kind: oneOf(WITHDRAWABLE_KINDS), id: rowId, published: Type.Boolean() }),
  answer: okOf(obj({ kind: oneOf(WITHDRAWABLE_KINDS), id: Type.Integer(), published: Type.Boolean() })),
  errors: [404],
});

/** POST /admin/content/delete: delete one row; 409 (saying what) while anything still refers to it. */
export const contentDelete = defineStaffCall({
  method: 'POST',
  path: '/admin/content/delete',
  access: CONTENT,
  summary: 'Delete an article, product, category, card, video, portal, file or therapy (refused while referred to)',
  body: Type.Object({ kind: oneOf(WITHDRAWABLE_KINDS), id: rowId }),
  answer: okOf(done),
  errors: [404, 409],
});
