export { messages, type Messages } from './en-GB.js';
export { header, somethingWentWrong } from './site.js';
export { listInWords } from './venues.js';
