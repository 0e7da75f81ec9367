/** The order calls with a JSON or form body: every Serv*.php except ServPrints (multipart). */
import type { FastifyInstance } from 'fastify';
import type { TSchema } from 'typebox';
import type { CallDef } from '../../../shared/contract/define.ts';
import type { DigitalAnswer, OrderAnswer } from '../../../shared/contract/orders.ts';
import type { OrderTable } from '../../../shared/contract/entities.ts';
import { orders } from '../../../shared/contract/index.ts';
import { ok, type Ok } from '../../../shared/envelope.ts';
import { m } from '../../services/language.ts';
import { PREPARERS } from '../../services/orders/drafts.ts';
import { prepareSampleOrder, type PreparedSampleOrder } from '../../services/samples/order.ts';
import { defineRoute } from '../define-route.ts';
import { fieldsOf, hashedFields, orderContext, placeOrder } from './place.ts';
import { siteOrigin } from '../site-origin.ts';

/** An order call answering {Message, ID}. */
type OrderCall = CallDef<TSchema, undefined, OrderAnswer>;

/** Each call with the table its orders are stored under. */
const SERVICE_ORDERS: readonly (readonly [OrderCall, OrderTable])[] = [
  [orders.servSanitization, 'sanitization'],
  [orders.servPersonalisedPrintables, 'personalised_printables'],
  [orders.servPrintables, 'printables'],
  [orders.servAccessories, 'accessories'],
  [orders.servTherapySpecific, 'therapy_specific'],
  [orders.servWebinar, 'webinar'],
  [orders.servPersonalisedVideo, 'personalised_video'],
];

function serviceOrder(app: FastifyInstance, call: OrderCall, table: OrderTable): void {
  defineRoute(app, call, async ({ body, request, reply }) => {
    const context = await orderContext(app, request);
    const fields = fieldsOf(body);
    return placeOrder(app, request, reply, context, {
      hashBody: hashedFields(fields),
      prepare: (tx) => PREPARERS[table](tx, fields, app.deps.now()),
      answer: (id, _prepared, placed): OrderAnswer => ok({ Message: placed, ID: id }),
    });
  });
}

/** ServSamples: only for verified prescribers, within the yearly cap, with a ledger row (UCPMP 2024). */
function sampleOrder(app: FastifyInstance): void {
  defineRoute(app, orders.servSamples, async ({ body, request, reply }) => {
    const context = await orderContext(app, request);
    const fields = fieldsOf(body);
    const { config, now } = app.deps;
    let sample: PreparedSampleOrder | undefined;
    return placeOrder(app, request, reply, context, {
      hashBody: hashedFields(fields),
      prepare: async (tx) => {
        sample = await prepareSampleOrder(tx, context.memberId, fields, config.samples, now());
        return sample.prepared;
      },
      stored: (tx, orderId, at) => sample?.record(tx, orderId, at) ?? Promise.resolve(),
      answer: (id, _prepared, placed): OrderAnswer => ok({ Message: placed, ID: id }),
    });
  });
}

/** Registers the JSON order calls and ServDigital (which answers with the link of the digital item). */
export async function serviceOrderRoutes(app: FastifyInstance): Promise<void> {
  sampleOrder(app);
  for (const [call, table] of SERVICE_ORDERS) serviceOrder(app, call, table);

  defineRoute(app, orders.servDigital, async ({ body, request, reply }) => {
    const context = await orderContext(app, request);
    const fields = fieldsOf(body);
    return placeOrder(app, request, reply, context, {
      hashBody: hashedFields(fields),
      prepare: (tx) => PREPARERS.digital(tx, fields, app.deps.now()),
      answer: (_id, { link }, placed): Ok<DigitalAnswer> =>
        ok({
          status: 'success',
          msg: m.digitalReady,
          link: link || siteOrigin(request, app.deps.config),
          Message: placed,
        }),
    });
  });
}
