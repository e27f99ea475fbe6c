/**
 * A club's own stylesheet (the spec's custom skin), uploaded by a platform manager in the console
 * (docs/platform-console.md, "Skins"): the form's field and how large it may be.
 */
export const SKIN_STYLESHEET_FIELD = 'stylesheet';
export const SKIN_STYLESHEET_MAX_BYTES = 64 * 1024;

/** A stylesheet's file name in its URL: the first 16 hex digits of its SHA-256, so each version has its own. */
export const SKIN_STYLESHEET_FILE = /^([0-9a-f]{16})\.css$/;

/** The stylesheet's URL on its club's host: a new version is a new URL, so it may be cached for good. */
export const skinStylesheetUrl = (hash: string) => `/api/v4/public/skins/${hash}.css`;

/** The query parameter of a club's page (and of the stylesheet's URL) that previews a stylesheet not applied yet. */
export const SKIN_PREVIEW_PARAM = 'skinPreview';

/** The stylesheet not applied yet, as the page previewing it links it: the preview's token opens it. */
export const skinPreviewStylesheetUrl = (hash: string, token: string) =>
  `${skinStylesheetUrl(hash)}?${SKIN_PREVIEW_PARAM}=${encodeURIComponent(token)}`;

/**
 * The at-rules a club's stylesheet may use: none of them loads anything (no @import, @font-face or @namespace), and
 * their declarations are checked as any other (`declarationProblem`).
 */
const ALLOWED_AT_RULES = new Set([
  'charset',
  'media',
  'supports',
  'keyframes',
  '-webkit-keyframes',
  'layer',
  'container',
  'scope',
  'starting-style',
  'property',
  'counter-style',
  'page',
]);

/**
 * Functions that load from an address or run script (IE's `expression`): a club's stylesheet loads nothing from
 * elsewhere, not even a data: image, so every one is refused.
 */
const LOADING_FUNCTIONS = new Set([
  'url',
  'src',
  'image',
  'image-set',
  '-webkit-image-set',
  'cross-fade',
  '-webkit-cross-fade',
  'element',
  '-moz-element',
  'paint',
  'expression',
]);

/** Properties that run code in old browsers (IE's behaviours, Firefox's XBL bindings). */
const CODE_PROPERTIES = new Set(['behavior', '-ms-behavior', '-moz-binding']);

/** CSS text with its escapes (`\75 rl`, `\u`) written out, lower case: what a browser would read. */
export function unescapeCss(text: string): string {
  return text
    .replace(/\\([0-9a-f]{1,6})[ \t\n\f\r]?/gi, (_, hex: string) => {
      const code = parseInt(hex, 16);
      return code === 0 || code > 0x10ffff ? '\ufffd' : String.fromCodePoint(code);
    })
    .replace(/\\([^\n\f\r])/g, '$1')
    .toLowerCase();
}

/** What is wrong with an at-rule of a club's stylesheet (its name, without `@`); null when it may be used. */
export function atRuleProblem(name: string): string | null {
  const rule = unescapeCss(name);
  return ALLOWED_AT_RULES.has(rule) ? null : `@${rule} is not allowed (a skin loads nothing from elsewhere)`;
}

/**
 * What is wrong with a declaration (or an at-rule's condition) of a club's stylesheet; null when it may be used:
 * a property that runs code, or a function that loads from an address or runs script, however escaped.
 */
export function declarationProblem(property: string, value: string): string | null {
  const prop = unescapeCss(property);
  if (CODE_PROPERTIES.has(prop)) return `${prop} is not allowed`;
  for (const [, name] of unescapeCss(value).matchAll(/([a-z_-][a-z0-9_-]*)\s*\(/g)) {
    if (LOADING_FUNCTIONS.has(name!)) return `${name}() is not allowed (a skin loads nothing from elsewhere)`;
  }
  return null;
}
