// A photo sent as its bytes with its progress told (fetch tells no upload progress; XMLHttpRequest does).
import { PHOTO_MAX_PIXELS, PHOTO_UPLOAD_MAX_BYTES, PHOTO_UPLOAD_TYPES } from '#rules/media';
import { adminTexts } from '#rules/admin-texts';

const words = adminTexts.products;

/** What is wrong with a file before it is sent (the server checks again), or null. */
export async function photoProblem(file: File): Promise<string | null> {
  if (!(PHOTO_UPLOAD_TYPES as readonly string[]).includes(file.type)) return words.notAPhoto(file.name);
  if (file.size > PHOTO_UPLOAD_MAX_BYTES) return words.photoTooLarge(file.name, PHOTO_UPLOAD_MAX_BYTES / 1024 / 1024);
  try {
    const bitmap = await createImageBitmap(file);
    const pixels = bitmap.width * bitmap.height;
    bitmap.close();
    if (pixels > PHOTO_MAX_PIXELS) return words.photoTooManyPixels(file.name, PHOTO_MAX_PIXELS / 1_000_000);
  } catch {
    return words.notAPhoto(file.name);
  }
  return null;
}

/** Sends the photo; `progress` hears the share sent (0 to 1); resolves its address, or rejects with the server's words. */
export function uploadPhoto(file: File, progress: (share: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', new URL('/api/v1/admin/photos', window.location.origin).href);
    request.setRequestHeader('content-type', file.type);
    request.responseType = 'json';
    request.upload.onprogress = (event) => event.lengthComputable && progress(event.loaded / event.total);
    request.onload = () => {
      const body = request.response as { data?: { url: string }; message?: string } | null;
      if (request.status === 201 && body?.data) resolve(body.data.url);
      else reject(new Error(body?.message ?? words.uploadFailed(file.name)));
    };
    request.onerror = () => reject(new Error(words.uploadFailed(file.name)));
    request.send(file);
  });
}
