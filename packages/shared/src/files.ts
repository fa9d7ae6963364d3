/** Uploads are pictures of at most 5 MB; the server re-encodes them so they stay light on 3G. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
