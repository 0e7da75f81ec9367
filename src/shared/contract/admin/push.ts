/**
 * Notifications (content, admin): a push to a topic (Common or a therapeutic focus), written in each of the portal's
 * languages, sent through FCM, and the history of what was sent, when, by whom and to how many tokens.
 */
import Type from 'typebox';
import { requiredName, requiredText } from '../define.ts';
import { defineStaffCall, obj, okOf, pageOf, paging, type StaffRole } from './define.ts';

/** Who sends pushes. */
const CONTENT: readonly StaffRole[] = ['admin', 'content'];

/** The portal's languages a push is written in. */
export const PUSH_LANGUAGES = ['en', 'hi', 'ne'] as const;

/** The topic every subscribed browser has. */
export const COMMON_TOPIC = 'Common';

/** A push title in each language (a notification shows about 50 characters). */
const titles = obj({ en: requiredName(65), hi: requiredName(65), ne: requiredName(65) });

/** A push body in each language. */
const bodies = obj({ en: requiredText(240), hi: requiredText(240), ne: requiredText(240) });

/** Where a click leads: a path of the portal or an https:// address. */
const pushLink = Type.String({ maxLength: 300, pattern: '^(/[^\\s]*|https://[^\\s]+)$' });

/** One sent push as the history lists it. */
export const pushSendSchema = obj({
  id: Type.Integer(),
  at: Type.String(),
  staffEmail: Type.String(),
  topic: Type.String(),
  title: titles,
  body: bodies,
  link: Type.String(),
  tokens: Type.Integer(),
  sent: Type.Integer(),
  failed: Type.Integer(),
  stale: Type.Integer(),
});

/** GET /admin/push/audience: the topics staff may send to and how many browsers each reaches now (the preview). */
export const pushAudience = defineStaffCall({
  method: 'GET',
  path: '/admin/push/audience',
  access: CONTENT,
  summary: 'The push topics (Common and every focus) with their subscribed browsers, and whether FCM is set up',
  answer: okOf(
    obj({
      topics: Type.Array(obj({ topic: Type.String(), tokens: Type.Integer() })),
      /** False when FCM_SERVICE_ACCOUNT is not set: the composer says so before the texts are typed. */
      configured: Type.Boolean(),
    }),
  ),
});

/** POST /admin/push: send a push to a topic now; answers the history row (how many were sent). */
export const pushSend = defineStaffCall({
  method: 'POST',
  path: '/admin/push',
  access: CONTENT,
  summary: 'Send a push to a topic in every language; answers what was sent to how many browsers',
  body: Type.Object({ topic: requiredText(80), title: titles, body: bodies, link: Type.Optional(pushLink) }),
  answer: okOf(pushSendSchema),
  errors: [409],
});

/** GET /admin/push/history: the pushes sent from the console, newest first. */
export const pushHistory = defineStaffCall({
  method: 'GET',
  path: '/admin/push/history',
  access: CONTENT,
  summary: 'The pushes sent from the console, newest first',
  query: Type.Object(paging),
  answer: okOf(pageOf(pushSendSchema)),
});
