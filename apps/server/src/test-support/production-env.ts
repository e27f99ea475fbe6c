/** The base domain of production tests: production refuses `localhost` (config.ts). */
export const PRODUCTION_BASE_DOMAIN = 'clubroom.example';

/** The least a production start requires (config.ts), for tests that load a configuration themselves. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  APP_BASE_DOMAIN: PRODUCTION_BASE_DOMAIN,
  SMTP_URL: 'smtp://mail.clubroom.example:587',
  BOT_CHECK_SECRET: 's'.repeat(32),
};
