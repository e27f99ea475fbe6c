/** Where the built web app's files are served (the spec's static prefix): hashed, the same for everyone. */
export const ASSETS_PREFIX = '/vue/prod/';

/** A request for one of the web app's files, not a page or an API route. */
export const isAssetPath = (url: string) => url.startsWith(ASSETS_PREFIX);
