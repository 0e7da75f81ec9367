/**
 * The console's one request function: sends a staff call of the contract (src/shared/contract/admin) with the staff
 * key, reads the answer envelope (DESIGN §3) and turns every failure into a ConsoleError. It shares nothing with the
 * doctors' API client (src/api): another key, another storage, another bundle. A SESSION_INVALID answer (idle expiry,
 * revoked, account deactivated) tells the app once, through `onSessionEnd`.
 */
import type { TSchema } from 'typebox';
import type { StaffCallDef } from '../shared/contract/admin/define.ts';
import { STAFF_AUTH_SCHEME } from '../shared/contract/admin/index.ts';
import { text } from './text.ts';

/** The sentence a screen shows for a failed call: the API's own message, or the console's server error. */
export function failureText(error: unknown): string {
  return error instanceof ConsoleError ? error.message : text.errors.server;
}

/** A failed call: HTTP status, the envelope's code and field, and a sentence for the screen. */
export class ConsoleError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;
  /** Builds the error from an answer's parts. */
  constructor(message: string, status: number, code: string, field?: string) {
    super(message);
    this.status = status;
    this.code = code;
    this.field = field;
  }
}

/** A staff call of the contract, whatever its schemas. */
type AnyCall = StaffCallDef<TSchema | undefined, TSchema | undefined, TSchema>;

interface Connection {
  apiBase: string;
  key: () => string | null;
  onSessionEnd: () => void;
}

const connection: Connection = { apiBase: '/api', key: () => null, onSessionEnd: () => undefined };

/** Tells the request function where the API is, where the key is and what to do when the session ends. */
export function connectConsole(next: Partial<Connection>): void {
  Object.assign(connection, next);
}

/** Query parameters: empty values are left out. */
export type Query = Record<string, string | number | boolean | undefined>;

function urlOf(call: AnyCall, query: Query | undefined): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return `${connection.apiBase}${call.path}${search ? `?${search}` : ''}`;
}

async function send(call: AnyCall, query?: Query, body?: unknown): Promise<Response> {
  const key = connection.key();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (key) headers.Authorization = `${STAFF_AUTH_SCHEME} ${key}`;
  const form = body instanceof FormData;
  if (body !== undefined && !form) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(urlOf(call, query), {
      method: call.method,
      headers,
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
      credentials: 'omit',
    });
  } catch {
    throw new ConsoleError(text.errors.network, 0, 'NETWORK');
  }
  if (response.ok) return response;
  throw await errorOf(response, key);
}

/** The error of a failed answer; a SESSION_INVALID ends the session only when the call carried the current key. */
async function errorOf(response: Response, sentKey: string | null): Promise<ConsoleError> {
  let code = 'INTERNAL';
  let field: string | undefined;
  let message: string = text.errors.server;
  try {
    const answer = (await response.json()) as [{ code?: string; field?: string }, { Message?: string }];
    code = answer[0]?.code ?? code;
    field = answer[0]?.field;
    if (response.status < 500 && answer[1]?.Message) message = answer[1].Message;
  } catch {
    // Not an envelope (a proxy's page): the generic sentence stays.
  }
  if (response.status === 401 && code === 'SESSION_INVALID' && sentKey !== null && sentKey === connection.key()) {
    connection.onSessionEnd();
    message = text.errors.sessionEnded;
  }
  if (response.status === 403) message = text.errors.forbidden;
  return new ConsoleError(message, response.status, code, field);
}

/** Sends a JSON call and answers its payload (element 1 of the envelope). */
export async function staffCall<P>(call: AnyCall, input: { query?: Query; body?: unknown } = {}): Promise<P> {
  const response = await send(call, input.query, input.body);
  const answer = (await response.json()) as [unknown, P];
  return answer[1];
}

/** Sends a multipart upload of one file (the call's `upload` field), with the call's query, and answers its payload. */
export async function staffUpload<P>(call: AnyCall, file: File, query?: Query): Promise<P> {
  const form = new FormData();
  form.append(call.upload?.field ?? 'file', file);
  const response = await send(call, query, form);
  const answer = (await response.json()) as [unknown, P];
  return answer[1];
}

/**
 * The bytes of a file answer (an uploaded image's preview) sent with the staff key: an <img> cannot carry it, so the
 * screen shows them through an object URL.
 */
export async function staffBlob(call: AnyCall, query: Query): Promise<Blob> {
  return fileOf(await send(call, query));
}

/** The bytes of a file answer; the network's failure when the connection broke while the file came. */
async function fileOf(response: Response): Promise<Blob> {
  try {
    return await response.blob();
  } catch {
    throw new ConsoleError(text.errors.network, 0, 'NETWORK');
  }
}

/** The data rows of a CSV document (its lines after the header; a quoted cell may hold a line break). */
function csvRows(csv: string): number {
  let lines = 0;
  let quoted = false;
  for (const char of csv) {
    if (char === '"') quoted = !quoted;
    else if (char === '\n' && !quoted) lines += 1;
  }
  if (csv !== '' && !csv.endsWith('\n')) lines += 1;
  return Math.max(0, lines - 1);
}

/** A file saved: its name, and its data rows when it is a CSV. */
export interface Downloaded {
  name: string;
  rows?: number;
}

/** Sends a call that answers a file (print, CSV export), saves it under the name the server gave and says what it saved. */
export async function staffDownload(call: AnyCall, query: Query, fallbackName: string): Promise<Downloaded> {
  const response = await send(call, query);
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallbackName;
  const blob = await fileOf(response);
  const csv = (response.headers.get('content-type') ?? '').startsWith('text/csv');
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return csv ? { name, rows: csvRows(await blob.text()) } : { name };
}
