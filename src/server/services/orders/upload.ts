/** Reads a multipart/form-data order (ServPrints): its text fields and one file, within the upload limits. */
import type { FastifyError, FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import Value from 'typebox/value';
import { PRINT_MAX_BYTES } from '../../../shared/constants.ts';
import { m } from '../language.ts';
import { AppError } from '../../errors.ts';
import { describeValidation } from '../validation-problem.ts';
import type { OrderFields } from './drafts.ts';
import { invalid } from './rules.ts';

/** Limits of an order upload: one file of at most 10 MB and at most 20 text fields. */
export const UPLOAD_LIMITS = {
  fileSize: PRINT_MAX_BYTES,
  files: 1,
  fields: 20,
  fieldSize: 64 * 1024,
  parts: 21,
} as const;

/** The uploaded file as received. */
export interface UploadedFile {
  data: Buffer;
  filename: string;
}

/** The text fields and the file of a multipart order. */
export interface Upload {
  fields: Record<string, string>;
  file: UploadedFile | undefined;
}

/** The multipart limit errors (413) as answers naming what was too large. */
function tooLarge(error: unknown, fileField: string): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError(413, 'PAYLOAD_TOO_LARGE', m.printTooLarge, { field: fileField });
  if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new AppError(413, 'PAYLOAD_TOO_LARGE', m.uploadTooManyParts);
  }
  return error;
}

async function readParts(request: FastifyRequest, fileField: string): Promise<Upload> {
  const upload: Upload = { fields: {}, file: undefined };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== fileField)
        throw new AppError(400, 'VALIDATION_FAILED', m.printMissing, { field: fileField });
      upload.file = { data: await part.toBuffer(), filename: part.filename };
    } else {
      if (Object.hasOwn(upload.fields, part.fieldname)) throw invalid(part.fieldname, m.sentTwice);
      upload.fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
    }
  }
  return upload;
}

/** Reads the fields and the one file named `fileField`; 415 naming it when the request is not multipart. */
export async function readUpload(request: FastifyRequest, fileField: string, needsUpload: string): Promise<Upload> {
  if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', needsUpload, { field: fileField });
  try {
    return await readParts(request, fileField);
  } catch (error) {
    throw tooLarge(error, fileField);
  }
}

/** Checks text fields against the call's contract schema, with the same answers as a JSON body would get. */
export function checkFields(schema: TSchema, fields: Record<string, string>): OrderFields {
  const [first] = Value.Errors(schema, fields);
  if (!first) return fields;
  const missing = (first.params as { requiredProperties?: unknown }).requiredProperties;
  const validation = [
    { ...first, params: { ...first.params, missingProperty: Array.isArray(missing) ? missing[0] : undefined } },
  ];
  const error: FastifyError = Object.assign(new Error(first.message), {
    code: 'FST_ERR_VALIDATION',
    validation,
    validationContext: 'body' as const,
  });
  const { field, problem } = describeValidation(error);
  throw invalid(field, problem);
}
