export { messages, type Messages } from './en-GB.js';
