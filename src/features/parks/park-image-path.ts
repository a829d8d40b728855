/**
 * An image the park page draws: a path on this site (`/art/…`, an uploaded photo's address). Other hosts are not
 * allowed: the pages draw images with next/image, which serves no remote host (decision 0027). A backslash is
 * refused too, since browsers read `/\host` as `//host`.
 */
export const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;
