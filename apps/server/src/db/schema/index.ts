export * from './clubs.js';
export * from './schedule.js';
export * from './bookings.js';
export * from './people.js';
export * from './auth.js';
export * from './contracts.js';
export * from './bot-check.js';
