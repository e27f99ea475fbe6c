/**
 * Merge fields: what a club writes once in a message (`Hi {{parentFirstName}}`) and each family reads filled in with
 * their own. The organiser's words and the values are text: the HTML part of an email escapes both (nobody's name
 * can add markup), the subject cannot carry a line break (nobody's name can add a header), and every email has its
 * plain-text part.
 */
export const mergeFields = [
  'parentFirstName',
  'childFirstName',
  'className',
  'venue',
  'nextSession',
  'clubName',
] as const;
export type MergeField = (typeof mergeFields)[number];
export type MergeValues = Record<MergeField, string>;

const FIELD = /\{\{\s*([A-Za-z]+)\s*\}\}/g;
const isMergeField = (name: string): name is MergeField => (mergeFields as readonly string[]).includes(name);

/** The `{{names}}` in a text that are no merge field, each once, in order (a typo the composer must refuse). */
export function unknownMergeFields(template: string): string[] {
  const names = [...template.matchAll(FIELD)].map((match) => match[1]);
  return [...new Set(names.filter((name) => !isMergeField(name)))];
}

/** The text with each merge field replaced by its value; anything else (an unknown `{{name}}`) as written. */
export const fillMergeFields = (template: string, values: MergeValues): string =>
  template.replace(FIELD, (whole, name: string) => (isMergeField(name) ? values[name] : whole));

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f\u2028\u2029]+/g;

/** One line fit for an email header: control characters and line breaks become a space, spaces collapse. */
export const headerSafe = (text: string): string => text.replace(CONTROL, ' ').replace(/ {2,}/g, ' ').trim();

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Plain text as HTML: escaped, a blank line between paragraphs, a line break kept as `<br>`. */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** An email as one family receives it: the subject one safe line, the text, and the same text as escaped HTML. */
export function renderEmail(draft: { subject: string; body: string }, values: MergeValues): RenderedEmail {
  const text = fillMergeFields(draft.body, values).replace(/\r\n?/g, '\n');
  return {
    subject: headerSafe(fillMergeFields(draft.subject, values)),
    text,
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body>\n${textToHtml(text)}\n</body></html>`,
  };
}

/** An SMS as one family receives it. */
export const renderSms = (body: string, values: MergeValues): string =>
  fillMergeFields(body, values).replace(/\r\n?/g, '\n').trim();
