import { PHOTO_UPLOAD_MAX_BYTES, PHOTO_UPLOAD_TYPES } from '#rules/media';
import type { OpenApiDocument } from '../contract/document';
import { messages } from '../messages/messages';
import { appWide } from './app-wide';
import { onlyWhereDue } from './catalog-bodies';

/**
 * A photo uploaded by the back office arrives as its own bytes, not JSON (issue 54): read whole up to the upload's
 * limit (a larger one is a 413 before it is all read), then checked as the import checks a photo. A parser serves
 * every route, so each operation takes only its own kind of body: a photo where JSON is due is a 415, and so is JSON
 * where a photo is.
 */
export const photoBodies = appWide<{ contract: OpenApiDocument }>(async (app, { contract }) => {
  app.addContentTypeParser(
    [...PHOTO_UPLOAD_TYPES],
    { parseAs: 'buffer', bodyLimit: PHOTO_UPLOAD_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  onlyWhereDue(app, contract, {
    takes: (type) => type.startsWith('image/'),
    isOne: (body) => Buffer.isBuffer(body),
    notOne: messages.requests.notAPhoto,
  });
});
