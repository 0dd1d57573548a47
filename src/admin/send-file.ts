// A file sent as its bytes with its progress told (fetch tells no upload progress; XMLHttpRequest does).
import { ApiError } from '#openapi/client';

/**
 * POSTs `file` to the API's `path` as `contentType`; `progress` hears the share sent (0 to 1). Resolves the answer's
 * JSON on a 2xx; rejects with the server's words (ApiError), or as fetch does when the shop cannot be reached.
 */
export function sendFile(path: string, file: Blob, contentType: string, progress: (share: number) => void) {
  return new Promise<unknown>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', new URL(`/api/v1${path}`, window.location.origin).href);
    request.setRequestHeader('content-type', contentType);
    request.responseType = 'json';
    request.upload.onprogress = (event) => event.lengthComputable && progress(event.loaded / event.total);
    request.onload = () => {
      const body = request.response as { message?: string } | null;
      if (request.status >= 200 && request.status < 300) resolve(body);
      else reject(new ApiError(request.status, body?.message ?? ''));
    };
    request.onerror = () => reject(new TypeError('Failed to fetch'));
    request.send(file);
  });
}
