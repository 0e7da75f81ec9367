/** A multipart body sent with XMLHttpRequest, the one browser API that reports upload progress. */

/** What to send. */
interface ProgressRequest {
  method: string;
  url: string;
  headers: Headers;
  form: FormData;
}

/** The status and parsed JSON (undefined when not JSON) of the answer. */
interface ProgressAnswer {
  status: number;
  data: unknown;
}

/** How long an upload may take before it counts as a network failure. */
const UPLOAD_TIMEOUT_MS = 120_000;

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Sends the form, reporting the fraction sent so far (0–1); rejects when no answer arrives (offline, timeout). */
export function sendWithProgress(
  request: ProgressRequest,
  onProgress: (fraction: number) => void,
): Promise<ProgressAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    request.headers.forEach((value, name) => {
      xhr.setRequestHeader(name, value);
    });
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new Error('upload failed'));
    xhr.ontimeout = () => reject(new Error('upload timed out'));
    xhr.onload = () => {
      resolve({ status: xhr.status, data: parse(xhr.responseText) });
    };
    xhr.send(request.form);
  });
}
