import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import rule from './table-owner-writes.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const options = [
  {
    owners: [
      { owner: 'modules/booking', tables: ['orders', 'order_lines'] },
      { owner: 'platform/audit', tables: ['audit_log'] },
    ],
  },
];
const inAdminOrders = '/repo/apps/server/src/modules/admin-orders/admin-orders.repository.ts';
const inBooking = '/repo/apps/server/src/modules/booking/orders.repository.ts';
const schema = "import { orders, orderLines, runs } from '../../db/schema/index.js';\n";
const secondWriter = (table: string, owner: string) => ({ messageId: 'secondWriter', data: { table, owner } });

tester.run('table-owner-writes', rule, {
  valid: [
    { filename: inBooking, options, code: `${schema}await db.insert(orders).values(row);` },
    { filename: inBooking, options, code: `${schema}await tx.update(orderLines).set(values);` },
    // Reading another's table is not writing it.
    { filename: inAdminOrders, options, code: `${schema}await db.select().from(orders).innerJoin(orderLines, on);` },
    // A table nobody listed, and a write to something that is not a schema table.
    { filename: inAdminOrders, options, code: `${schema}await db.update(runs).set(values);` },
    { filename: inAdminOrders, options, code: 'const orders = new Map(); orders.delete(key);' },
    { filename: inAdminOrders, options, code: 'sql`select * from orders for update`;' },
    // Outside the server's sources (a seed script is ignored by the config; here no part at all).
    { filename: '/repo/e2e/seed.ts', options, code: `${schema}await db.insert(orders).values(row);` },
    {
      filename: '/repo/apps/server/src/platform/audit/audit.repository.ts',
      options,
      code: 'sql`insert into audit_log`;',
    },
  ],
  invalid: [
    {
      filename: inAdminOrders,
      options,
      code: `${schema}await db.insert(orders).values(row);`,
      errors: [secondWriter('orders', 'modules/booking')],
    },
    {
      filename: inAdminOrders,
      options,
      code: `${schema}await tx.update(orderLines).set(v); await tx.delete(orders).where(w);`,
      errors: [secondWriter('order_lines', 'modules/booking'), secondWriter('orders', 'modules/booking')],
    },
    {
      filename: inAdminOrders,
      options,
      code: "import { orders as o } from '../../db/schema/bookings.js';\nawait db.update(o).set(v);",
      errors: [secondWriter('orders', 'modules/booking')],
    },
    {
      filename: inAdminOrders,
      options,
      code: "import * as schema from '../../db/schema/index.js';\nawait db.delete(schema.orderLines);",
      errors: [secondWriter('order_lines', 'modules/booking')],
    },
    {
      filename: inAdminOrders,
      options,
      code: 'await db.execute(sql`delete from orders where id = ${id}`);',
      errors: [secondWriter('orders', 'modules/booking')],
    },
    {
      filename: inAdminOrders,
      options,
      code: `${schema}await db.execute(sql\`update \${orders} set status = 'cancelled'\`);`,
      errors: [secondWriter('orders', 'modules/booking')],
    },
    {
      filename: '/repo/apps/server/src/platform/security/sessions.repository.ts',
      options,
      code: 'sql`INSERT INTO "audit_log" (action) values (1)`;',
      errors: [secondWriter('audit_log', 'platform/audit')],
    },
  ],
});
