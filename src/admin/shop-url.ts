/**
 * A path of the shop (a product page, a photo under /media/) as the browser reaches it: the back office lives at
 * <base path>admin/ (its <base href>), the shop at <base path>.
 */
export function shopUrl(path: string): string {
  const root = new URL('..', document.baseURI);
  return new URL(path.replace(/^\//, ''), root).pathname;
}
