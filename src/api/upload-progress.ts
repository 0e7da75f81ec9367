/**
 * A `fetch` over XMLHttpRequest, the one browser API that reports upload progress: the client loads it (by `import()`,
 * so pages without uploads never do) for a multipart call whose progress is shown.
 */

/** A fetch that reports the fraction of the request body sent so far (0–1); it answers as fetch does. */
export function fetchWithProgress(onProgress: (fraction: number) => void): typeof fetch {
  return (input, init = {}) =>
    new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(init.method ?? 'GET', String(input));
      new Headers(init.headers).forEach((value, name) => {
        xhr.setRequestHeader(name, value);
      });
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      xhr.onerror = xhr.ontimeout = xhr.onabort = () => reject(new TypeError('upload failed'));
      init.signal?.addEventListener('abort', () => xhr.abort());
      xhr.onload = () =>
        resolve(
          new Response(xhr.responseText, {
            status: xhr.status,
            headers: { 'content-type': xhr.getResponseHeader('content-type') ?? '' },
          }),
        );
      xhr.send(init.body as XMLHttpRequestBodyInit | null | undefined);
    });
}
