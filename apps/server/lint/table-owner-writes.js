// ESLint rule `clubroom/table-owner-writes`: a table is written only by its owner (table-owners.cjs), so a second
// writer fails lint. It reads a file's imports from db/schema and reports, outside the table's owner,
// - a drizzle write: `db.insert(orders)`, `tx.update(schema.orders)`, `db.delete(o)` with `o` an alias of `orders`;
// - SQL text (drizzle's sql`…`) that writes it: sql`delete from orders …`, or sql`update ${orders} set …`.
// A file's part is its path under apps/server/src (`modules/booking/…` is in the owner `modules/booking`).

const WRITE_METHODS = new Set(['insert', 'update', 'delete']);
const WRITE_BEFORE_TABLE = /\b(?:insert\s+into|update|delete\s+from)\s*"?$/i;
const WRITES_IN_TEXT = /\b(?:insert\s+into|update|delete\s+from)\s+"?([a-z_][a-z0-9_]*)"?/gi;
const SCHEMA_SOURCE = /\/db\/schema(?:\/|$)/;

const camelOf = (sqlName) => sqlName.replace(/_([a-z0-9])/g, (_, c) => c.toUpperCase());

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'A table is written only by its owner (apps/server/lint/table-owners.cjs).' },
    schema: [
      {
        type: 'object',
        properties: {
          owners: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                owner: { type: 'string' },
                tables: { type: 'array', items: { type: 'string' } },
                schemaFile: { type: 'string' },
              },
              required: ['owner', 'tables'],
            },
          },
        },
        required: ['owners'],
        additionalProperties: false,
      },
    ],
    messages: {
      secondWriter:
        '`{{table}}` is written only by {{owner}} (apps/server/lint/table-owners.cjs): ask its index.ts to write it.',
    },
  },
  create(context) {
    const ownerBySqlName = new Map();
    const ownerByExport = new Map();
    for (const { owner, tables } of context.options[0].owners) {
      for (const table of tables) {
        ownerBySqlName.set(table, { owner, table });
        ownerByExport.set(camelOf(table), { owner, table });
      }
    }
    const filename = context.filename.replaceAll('\\', '/');
    const at = filename.lastIndexOf('apps/server/src/');
    if (at < 0) return {};
    const part = filename.slice(at + 'apps/server/src/'.length);

    /** Local name → the schema export it names; and the names of `import * as schema` namespaces. */
    const schemaLocals = new Map();
    const schemaNamespaces = new Set();

    const tableOf = (node) => {
      if (node?.type === 'Identifier') return ownerByExport.get(schemaLocals.get(node.name));
      if (node?.type === 'MemberExpression' && node.object.type === 'Identifier' && !node.computed) {
        if (schemaNamespaces.has(node.object.name)) return ownerByExport.get(node.property.name);
      }
      return undefined;
    };
    const check = (node, found) => {
      if (found && !part.startsWith(`${found.owner}/`)) {
        context.report({ node, messageId: 'secondWriter', data: found });
      }
    };

    return {
      ImportDeclaration(node) {
        if (!SCHEMA_SOURCE.test(node.source.value)) return;
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportSpecifier') schemaLocals.set(specifier.local.name, specifier.imported.name);
          if (specifier.type === 'ImportNamespaceSpecifier') schemaNamespaces.add(specifier.local.name);
        }
      },
      CallExpression(node) {
        const { callee } = node;
        if (callee.type !== 'MemberExpression' || callee.computed || !WRITE_METHODS.has(callee.property.name)) return;
        check(node, tableOf(node.arguments[0]));
      },
      TaggedTemplateExpression(node) {
        if (node.tag.type !== 'Identifier' || node.tag.name !== 'sql') return;
        const { quasis, expressions } = node.quasi;
        quasis.forEach((quasi, i) => {
          for (const [, name] of quasi.value.raw.matchAll(WRITES_IN_TEXT)) check(node, ownerBySqlName.get(name));
          if (i < expressions.length && WRITE_BEFORE_TABLE.test(quasi.value.raw)) check(node, tableOf(expressions[i]));
        });
      },
    };
  },
};
