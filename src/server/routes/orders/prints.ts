/** ServPrints.php: a multipart order with the PDF to print in `print_pdf`, checked by content and stored. */
import type { FastifyInstance } from 'fastify';
import { createHash, randomUUID } from 'node:crypto';
import type { OrderAnswer } from '../../../shared/contract/orders.ts';
import { orders } from '../../../shared/contract/index.ts';
import { ok } from '../../../shared/envelope.ts';
import { m } from '../../../shared/messages/index.ts';
import { AppError } from '../../errors.ts';
import { PREPARERS, type PreparedOrder } from '../../services/orders/drafts.ts';
import { checkFields, readUpload, type UploadedFile } from '../../services/orders/upload.ts';
import { checkPdf } from '../../services/uploads/pdf.ts';
import { defineRoute } from '../define-route.ts';
import { hashedFields, orderContext, placeOrder } from './place.ts';

/** The multipart field carrying the PDF. */
const PRINT_FIELD = 'print_pdf';

/** The uploaded PDF, or 400 when missing and 415 when it is not a plain, whole PDF. */
function printablePdf(file: UploadedFile | undefined): UploadedFile {
  if (!file || file.data.length === 0)
    throw new AppError(400, 'VALIDATION_FAILED', m.printMissing, { field: PRINT_FIELD });
  const problem = checkPdf(file.data);
  if (problem === undefined) return file;
  const message =
    problem === 'not-pdf' ? m.printNotPdf : problem === 'incomplete' ? m.printIncomplete : m.printActiveContent;
  throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', message, { field: PRINT_FIELD });
}

/** The prints order with its stored file: details name it; Addl_Description shows the uploaded file's name. */
function withFile(prepared: PreparedOrder, stored: string, file: UploadedFile): PreparedOrder {
  const name = file.filename.trim().slice(0, 200);
  const details = {
    ...prepared.draft.details,
    print_file: stored,
    print_name: name,
    print_size: String(file.data.length),
  };
  return { ...prepared, draft: { ...prepared.draft, addlDescription: name, details } };
}

/** Registers ServPrints.php (the multipart parser is registered by the orders plugin). */
export async function printsRoute(app: FastifyInstance): Promise<void> {
  defineRoute(app, { ...orders.servPrints, body: undefined }, async ({ request, reply }) => {
    const context = await orderContext(app, request);
    const upload = await readUpload(request, PRINT_FIELD, m.printNeedsUpload);
    const fields = checkFields(orders.servPrints.body, upload.fields);
    const file = printablePdf(upload.file);
    const digest = createHash('sha256').update(file.data).digest('hex');
    let stored: string | undefined;
    try {
      return await placeOrder(app, request, reply, context, {
        hashBody: { ...hashedFields(fields), [PRINT_FIELD]: digest },
        prepare: async (tx) => {
          const prepared = await PREPARERS.prints(tx, fields, app.deps.now());
          stored = `${randomUUID()}.pdf`;
          await app.deps.storage.write('prints', stored, file.data);
          return withFile(prepared, stored, file);
        },
        answer: (id, { draft }): OrderAnswer => ok({ Message: m.orderPlaced(draft.subCategory, id), ID: id }),
      });
    } catch (error) {
      // The file is written before the row; if the row was not stored, nothing references the file.
      if (stored) request.log.warn({ printFile: stored }, 'print order not stored; its file is unreferenced');
      throw error;
    }
  });
}
