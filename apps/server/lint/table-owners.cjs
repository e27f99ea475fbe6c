// Each table's one writer (docs/architecture.md, "Table owners"): the module or platform part of apps/server/src
// that inserts, updates and deletes its rows. Every other part reads it, or asks the owner's index.ts.
// - ESLint's `clubroom/table-owner-writes` (table-owner-writes.js) fails a write from anywhere else: a drizzle
//   `insert`/`update`/`delete` of the table, or SQL text that writes it.
// - `schemaFile`: the table has its own schema file, which dependency-cruiser lets only its owner import (reads too).
// The demo seed (db/seed/), test support and tests set rows up directly, as the ORM rule allows them.
module.exports = [
  {
    owner: 'modules/club-settings',
    tables: ['club_payment_settings', 'club_fee_rates'],
    schemaFile: 'club-payment-settings',
  },
  { owner: 'modules/club-settings', tables: ['clubs', 'club_settings', 'club_policies', 'club_stylesheets'] },
  {
    owner: 'modules/messaging',
    tables: [
      'messages',
      'message_recipients',
      'message_attachments',
      'message_unsubscribes',
      'club_messaging_settings',
      'email_suppressions',
    ],
    schemaFile: 'messaging',
  },
  {
    owner: 'modules/booking',
    tables: [
      'term_openings',
      'club_booking_settings',
      'holds',
      'bookings',
      'waiting_list_entries',
      'discount_codes',
      'invitations',
      'orders',
      'order_lines',
    ],
  },
  {
    owner: 'modules/payments',
    tables: ['payments', 'refunds', 'payment_customers', 'failed_invoices', 'processed_webhook_events'],
  },
  { owner: 'modules/auto-enrol', tables: ['priority_offers'] },
  { owner: 'modules/subscriptions', tables: ['subscriptions', 'plan_charges', 'plan_charge_refunds'] },
  {
    owner: 'modules/admin-schedule',
    tables: ['terms', 'term_breaks', 'runs', 'run_class_times', 'run_skipped_dates', 'run_sessions', 'run_plans'],
  },
  { owner: 'modules/admin-camps', tables: ['camps', 'camp_weeks', 'camp_days'] },
  { owner: 'modules/registers', tables: ['attendance', 'camp_attendance'] },
  { owner: 'modules/coaches', tables: ['run_coaches', 'camp_coaches'] },
  { owner: 'modules/trophies', tables: ['trophies', 'trophy_awards', 'move_up_marks'], schemaFile: 'trophies' },
  { owner: 'modules/venues', tables: ['venues'] },
  {
    owner: 'modules/registration-questions',
    tables: ['registration_questions', 'registration_answers', 'contact_attributes', 'contact_attribute_values'],
    schemaFile: 'registration-questions',
  },
  { owner: 'modules/listing', tables: ['premium_listings'], schemaFile: 'listing' },
  {
    owner: 'modules/schedule-analytics',
    tables: ['schedule_analytics_counts', 'schedule_analytics_visitors', 'schedule_analytics_salts'],
    schemaFile: 'schedule-analytics',
  },
  {
    owner: 'modules/franchise',
    tables: [
      'franchise_networks',
      'franchise_clubs',
      'franchise_managers',
      'franchise_family_moves',
      'franchise_shared_texts',
    ],
    schemaFile: 'franchise',
  },
  { owner: 'modules/credit', tables: ['family_credit'] },
  { owner: 'modules/calendar-feeds', tables: ['calendar_feeds'] },
  {
    owner: 'modules/people',
    tables: ['users', 'memberships', 'children', 'club_children', 'emergency_contacts', 'photo_permissions'],
  },
  { owner: 'modules/terms-of-use', tables: ['contracts', 'contract_acceptances'] },
  { owner: 'modules/onboarding', tables: ['beta_country_sign_ups'] },
  {
    owner: 'platform/security',
    tables: ['auth_sessions', 'auth_tokens', 'rate_limit_counters', 'bot_check_used'],
  },
  { owner: 'platform/audit', tables: ['audit_log'] },
  { owner: 'platform/jobs', tables: ['job_effects'] },
  { owner: 'platform/mail', tables: ['dev_mailbox'] },
  { owner: 'platform/sms', tables: ['dev_sms_outbox', 'sms_opt_outs'] },
  { owner: 'platform/payments', tables: ['sandbox_records'] },
  {
    owner: 'modules/platform-subscription',
    tables: ['platform_plans', 'club_platform_subscriptions', 'platform_invoices'],
  },
];
