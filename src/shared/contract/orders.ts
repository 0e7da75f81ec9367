/** Order calls (SPEC §7 "Order posts"): every one carries key, message, category, sub_category. */
import Type, { type TProperties } from 'typebox';
import type { Ok } from '../envelope.ts';
import { ENDPOINTS, type Endpoint } from './endpoints.ts';
import { QUANTITY_MAX, QUANTITY_MIN } from '../constants.ts';
import { dateText, defineCall, legacyKey, multilineText, requiredText, text, timeText } from './define.ts';

const language = Type.Union([Type.Literal('English'), Type.Literal('Hindi'), Type.Literal('Nepali')]);

/** Fields every order carries. */
const common = {
  ...legacyKey,
  message: Type.Optional(multilineText(1000)),
  category: Type.Optional(text(120)),
  sub_category: requiredText(120),
};

/** Answer of an order: element 1 Message. */
export type OrderAnswer = Ok<{ Message: string; ID?: string }>;

/** Answer of ServDigital: status, msg, link and Message. */
export interface DigitalAnswer {
  status: 'success' | 'error';
  msg: string;
  link: string;
  Message: string;
}

const order = <F extends TProperties>(endpoint: Endpoint, summary: string, fields: F) =>
  defineCall<OrderAnswer>()({
    ...endpoint,
    summary,
    body: Type.Object({ ...common, ...fields }),
  });

/** POST /ServSamples.php: a sample of a product. */
export const servSamples = defineCall<OrderAnswer>()({
  ...ENDPOINTS.servSamples,
  summary: 'Order samples of a product',
  body: Type.Object({
    ...common,
    dose: Type.Optional(text(60)),
    qty: Type.String({ pattern: `^([${QUANTITY_MIN}-9]|${QUANTITY_MAX})$` }),
  }),
});

/** POST /ServSanitization.php: a sanitization visit. */
export const servSanitization = order(ENDPOINTS.servSanitization, 'Order a sanitization visit', {
  date_on: dateText,
  time_at: timeText,
});

/** POST /ServPersonalisedPrintables.php. */
export const servPersonalisedPrintables = order(ENDPOINTS.servPersonalisedPrintables, 'Order personalised printables', {
  printable_language: language,
  printable_addl_info: Type.Optional(multilineText(1000)),
});

/** POST /ServPrintables.php. */
export const servPrintables = order(ENDPOINTS.servPrintables, 'Order printables', { printable_language: language });

/** POST /ServPrints.php (multipart with print_pdf). */
export const servPrints = order(ENDPOINTS.servPrints, 'Order prints of an uploaded PDF (multipart print_pdf)', {});

/** POST /ServAccessories.php. */
export const servAccessories = order(ENDPOINTS.servAccessories, 'Order accessories', {});

/** POST /ServTherapySpecific.php. */
export const servTherapySpecific = order(ENDPOINTS.servTherapySpecific, 'Order therapy-specific items', {});

/** POST /ServWebinar.php. */
export const servWebinar = order(ENDPOINTS.servWebinar, 'Request a webinar', {
  webinar_date_on: dateText,
  webinar_time: timeText,
  webinar_title: requiredText(200),
  webinar_addl_info: Type.Optional(multilineText(1000)),
});

/** POST /ServPersonalisedVideo.php. */
export const servPersonalisedVideo = order(ENDPOINTS.servPersonalisedVideo, 'Order a personalised video', {
  vdo_language: language,
  vdo_addl_info: Type.Optional(multilineText(1000)),
});

/** POST /ServDigital.php: answers {status, msg, link, Message} as element 1. */
export const servDigital = defineCall<Ok<DigitalAnswer>>()({
  ...ENDPOINTS.servDigital,
  summary: 'Order a digital item; the answer links to it',
  body: Type.Object(common),
});
