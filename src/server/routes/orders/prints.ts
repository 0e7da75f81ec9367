/** ServPrints.php: a multipart order with the PDF to print in `print_pdf`, checked by content and stored. */
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import type { OrderAnswer } from '../../../shared/contract/orders.ts';
import { orders } from '../../../shared/contract/index.ts';
import { ok } from '../../../shared/envelope.ts';
import { m } from '../../services/language.ts';
import { AppError } from '../../errors.ts';
import { requireHeaderSession } from '../../plugins/auth.ts';
import { PREPARERS } from '../../services/orders/drafts.ts';
import { storePrint, withFile } from '../../services/orders/print-file.ts';
import { checkFields, readUpload, type UploadedFile } from '../../services/orders/upload.ts';
import { checkedPrint, PRINT_FIELD } from '../../services/uploads/pdf.ts';
import { assertPrintAllowed, claimPrint, countPrintCheck } from '../../services/uploads/quota.ts';
import { defineRoute } from '../define-route.ts';
import { hashedFields, orderContext, placeOrder } from './place.ts';

/** The uploaded file, or 400 when missing. */
function uploadedPdf(file: UploadedFile | undefined): UploadedFile {
  if (!file || file.data.length === 0)
    throw new AppError(400, 'VALIDATION_FAILED', m.printMissing, { field: PRINT_FIELD });
  return file;
}

/** Registers ServPrints.php (the multipart parser is registered by the orders plugin). */
export async function printsRoute(app: FastifyInstance): Promise<void> {
  // The session is checked from the Authorization header before the multipart body is read (issue 18 §4).
  app.addHook('onRequest', requireHeaderSession);

  defineRoute(app, { ...orders.servPrints, body: undefined }, async ({ request, reply }) => {
    const context = await orderContext(app, request);
    await assertPrintAllowed(app.deps, context.memberId);
    await countPrintCheck(app.deps, context.memberId);
    const upload = await readUpload(request, PRINT_FIELD, m.printNeedsUpload);
    const fields = checkFields(orders.servPrints.body, upload.fields);
    const file = uploadedPdf(upload.file);
    const digest = createHash('sha256').update(file.data).digest('hex');
    const copy = await checkedPrint(app.deps.pdfChecks, file.data, context.memberId);
    const stored = storePrint(app.deps, request.log);
    return stored.cleanUpOnFailure(() =>
      placeOrder(app, request, reply, context, {
        hashBody: { ...hashedFields(fields), [PRINT_FIELD]: digest },
        prepare: async (tx) => {
          const prepared = await PREPARERS.prints(tx, fields, app.deps.now());
          // Counted only once the order's own checks passed, and given back if the order is not stored.
          await claimPrint(app.deps, tx, context.memberId, copy.length);
          return withFile(prepared, await stored.write(copy), file.filename, copy.length);
        },
        answer: (id, _prepared, placed): OrderAnswer => ok({ Message: placed, ID: id }),
      }),
    );
  });
}
