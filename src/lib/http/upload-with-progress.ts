import { HTTPError, type NormalizedOptions, TimeoutError } from 'ky';
import { readStoredLocale } from '#src/lib/i18n/language-store.ts';

/** How far an upload is: bytes sent of the request's body. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions {
  /** The request's headers (the Bearer token from sendAsUser). */
  headers: Record<string, string>;
  signal?: AbortSignal;
  timeout: number;
  onProgress: (progress: UploadProgress) => void;
}

const headersOf = (xhr: XMLHttpRequest) => {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
};

/**
 * POSTs a form with a file below /api and reports how much of it has gone, through XMLHttpRequest: the one way every
 * browser tells an upload's progress (fetch with a streamed body does not work everywhere). It fails as the app's ky
 * requests do (HTTPError for an answer that is not 2xx, TimeoutError, an AbortError, a TypeError without a network),
 * so sendAsUser renews a refused token and toApiError words the failure, as for every other call.
 */
export function postWithProgress(path: string, body: FormData, options: UploadOptions): Promise<Response> {
  const url = `${globalThis.location.origin}/api/${path}`;
  return new Promise<Response>((resolve, reject) => {
    const { signal } = options;
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.timeout = options.timeout;
    xhr.responseType = 'blob';
    xhr.setRequestHeader('Accept-Language', readStoredLocale() ?? '*');
    for (const [name, value] of Object.entries(options.headers)) xhr.setRequestHeader(name, value);
    const request = () => new Request(url, { method: 'POST' });
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);

    xhr.upload.onprogress = (event) => {
      options.onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    };
    xhr.onload = () => {
      done();
      const response = new Response(xhr.status === 204 ? null : (xhr.response as Blob | null), {
        status: xhr.status,
        statusText: xhr.statusText,
        headers: headersOf(xhr),
      });
      if (response.ok) resolve(response);
      else reject(new HTTPError(response, request(), {} as NormalizedOptions));
    };
    xhr.onerror = () => {
      done();
      reject(new TypeError('Failed to fetch'));
    };
    xhr.ontimeout = () => {
      done();
      reject(new TimeoutError(request()));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    };
    xhr.send(body);
  });
}
