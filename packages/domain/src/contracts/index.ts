export * from './schedule.js';
export * from './public-pages.js';
export * from './errors.js';
export * from './roles.js';
export * from './auth.js';
export * from './account.js';
export * from './bot-check.js';
