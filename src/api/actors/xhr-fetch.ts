/**
 * A `fetch` for one openapi-fetch request that sends with XMLHttpRequest, so
 * the upload's progress can be reported (fetch has no upload progress). The
 * client's middleware still runs around it: it gets the Request they built
 * (x-token, XSRF) and answers a Response they read (the error catalogue).
 */
export function xhrFetch(onProgress?: (fraction: number) => void): typeof fetch {
  return async (resource, init) => {
    const request = new Request(resource, init);
    // The multipart body with its boundary, as fetch would have sent it.
    const body = request.method === 'GET' ? null : await request.blob();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      request.headers.forEach((value, name) => {
        xhr.setRequestHeader(name, value);
      });
      xhr.withCredentials = request.credentials === 'include';
      xhr.responseType = 'blob';
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
      };
      xhr.onload = () => {
        const headers = new Headers();
        for (const line of xhr
          .getAllResponseHeaders()
          .trim()
          .split(/[\r\n]+/)) {
          const at = line.indexOf(':');
          if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
        }
        onProgress?.(1);
        resolve(new Response(xhr.response as Blob, { status: xhr.status, headers }));
      };
      xhr.onerror = () => reject(new TypeError('Network Error'));
      xhr.ontimeout = () => reject(new TypeError('timeout exceeded'));
      xhr.onabort = () => reject(new DOMException('Request aborted', 'AbortError'));
      const { signal } = request;
      if (signal.aborted) {
        reject(new DOMException('Request aborted', 'AbortError'));
        return;
      }
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body);
    });
  };
}
