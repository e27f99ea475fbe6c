export * from './api/index.js';
export * from './rules/index.js';
export * from './messages/index.js';
