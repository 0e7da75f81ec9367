/**
 * The calls that are not JSON both ways: multipart uploads (with their progress) and file answers. They go through
 * the one request function of client.ts (same addressing, session key, early answers and errors); this module only
 * shapes them, and only the pages that upload or download load it.
 */
import type { AnswerOf } from '../shared/contract/calls.ts';
import type { EndpointName } from '../shared/contract/endpoints.ts';
import { type CallInput, request, successful } from './client.ts';
import { unexpectedAnswer } from './errors.ts';

/** How long an upload or a file may take before it counts as a network failure. */
const SLOW_TIMEOUT_MS = 120_000;

/** A multipart call: its form and headers, and (optionally) a listener for the fraction of the body sent so far. */
interface UploadInput {
  form: FormData;
  headers?: Record<string, string>;
  /** Called with 0–1 as the body goes out (and with 1 once it is all sent). */
  onProgress?: (fraction: number) => void;
}

/** A call answered with a file: its query and how the browser cache may be used. */
interface BlobInput<K extends EndpointName> {
  query?: CallInput<K>['query'];
  cache?: RequestCache;
}

/**
 * Sends a multipart call and returns its answer. With a progress listener in a browser the body goes out through
 * XMLHttpRequest (upload-progress.ts: fetch reports no upload progress), otherwise through the usual fetch.
 */
export async function upload<K extends EndpointName>(name: K, input: UploadInput): Promise<AnswerOf<K>> {
  const { onProgress } = input;
  const withProgress = onProgress && typeof XMLHttpRequest !== 'undefined';
  const via = withProgress ? (await import('./upload-progress.ts')).fetchWithProgress(onProgress) : undefined;
  const options = { body: input.form, timeout: SLOW_TIMEOUT_MS, ...(input.headers ? { headers: input.headers } : {}) };
  const answer = successful<K>(await request(name, options, via), 200);
  onProgress?.(1);
  return answer;
}

/** Fetches the file the named call answers (download.php, photo.php) as a Blob, or throws an ApiError. */
export async function fetchBlob<K extends EndpointName>(name: K, input: BlobInput<K> = {}): Promise<Blob> {
  const data = await request(name, {
    responseType: 'blob',
    timeout: SLOW_TIMEOUT_MS,
    ...(input.query === undefined ? {} : { query: input.query as Record<string, unknown> }),
    ...(input.cache === undefined ? {} : { cache: input.cache }),
  });
  if (!(data instanceof Blob)) throw unexpectedAnswer(200);
  return data;
}
