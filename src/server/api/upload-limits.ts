/** The largest photo staff may upload (api.md `admin.photos.upload`): 8 MB. */
export const MAX_PHOTO_BYTES = 8 * 1024 * 1024;
/** The same file as base64 text. */
export const MAX_PHOTO_BASE64_CHARS = Math.ceil(MAX_PHOTO_BYTES / 3) * 4;

/**
 * The largest request `admin.photos.upload` alone may send: an 8 MB file as base64 (about 11 MB) with room for
 * the rest of the input and the JSON around it, so a file just over 8 MB still reaches the schema and gets its
 * field error. The tRPC endpoint raises its body limit to this for that procedure only (decision 0028).
 */
export const PHOTO_UPLOAD_BODY_BYTES = MAX_PHOTO_BASE64_CHARS + 1024 * 1024;
