/**
 * The staff calls' operations of the OpenAPI document (tag `admin`): operationId, summary, access, request body
 * and answers from src/shared/contract/admin, like the member calls' (openapi-document.ts).
 */
import { STATUS_CODES } from 'node:http';
import { type AnyStaffCall, STAFF_CALLS } from '../../shared/contract/admin/index.ts';
import { json } from './openapi-document.ts';

type Json = Record<string, unknown>;

/** Every staff call by `METHOD /api/path`, with its name. */
export const staffOperations: ReadonlyMap<string, { name: string; call: AnyStaffCall }> = new Map(
  Object.entries(STAFF_CALLS).map(([name, call]) => [`${call.method} /api${call.path}`, { name, call }]),
);

/** The error statuses of a staff call: 400, 500 and 503 always, 401/403 for staff-only calls, 413/415 for POSTs. */
function errorStatuses(call: AnyStaffCall): number[] {
  const statuses = new Set([400, 500, 503, ...(call.errors ?? [])]);
  if (call.access !== 'public') for (const status of [401, 403]) statuses.add(status);
  if (call.method === 'POST') for (const status of [413, 415]) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}

function accessText(call: AnyStaffCall): string {
  if (call.access === 'public') return 'Public.';
  if (call.access === 'staff') return 'Any signed-in staff.';
  return `Roles: ${call.access.join(', ')}.`;
}

/** One staff operation, finished. */
export function finishStaffOperation(operation: Json, name: string, call: AnyStaffCall): Json {
  const { requestBody: _generated, responses: _default, ...rest } = operation;
  const success =
    'file' in call.answer
      ? { description: 'The file', content: { [call.answer.file]: { schema: {} } } }
      : {
          description: 'The answer: [status, payload]',
          content: { 'application/json': { schema: json(call.answer) } },
        };
  const errors = errorStatuses(call).map((status) => [
    String(status),
    {
      description: `${STATUS_CODES[status] ?? 'Error'}: the error envelope`,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorAnswer' } } },
    },
  ]);
  const upload = call.upload && {
    type: 'object',
    required: [call.upload.field],
    properties: {
      [call.upload.field]: { type: 'string', contentMediaType: call.upload.type, description: call.upload.description },
    },
  };
  const body = upload
    ? { requestBody: { required: true, content: { 'multipart/form-data': { schema: upload } } } }
    : call.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: json(call.body) } } } }
      : call.method === 'POST'
        ? { requestBody: { required: false, content: { 'application/json': { schema: { type: 'object' } } } } }
        : {};
  return {
    ...rest,
    operationId: name,
    summary: call.summary,
    description: `${call.summary}. ${accessText(call)} See docs/API.md (staff calls).`,
    tags: ['admin'],
    security: call.access === 'public' ? [] : [{ staffKey: [] }],
    ...body,
    responses: { '200': success, ...Object.fromEntries(errors) },
  };
}
