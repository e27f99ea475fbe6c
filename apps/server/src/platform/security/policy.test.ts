import { defineRoute } from '@clubroom/domain/api';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerRoute } from '../http/register-route.js';
import { registerPolicy } from './policy.js';

function bareApp() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerPolicy(app);
  return app;
}

describe('routes must declare who may call them and on which hosts', () => {
  it('refuses a route without an access policy', () => {
    const app = bareApp();
    expect(() => app.get('/api/anything', { config: { scope: 'club' } }, async () => 'x')).toThrow(
      /declares no access policy/,
    );
  });

  it('refuses a route without a tenant scope', () => {
    const app = bareApp();
    expect(() => app.get('/api/anything', { config: { access: 'public' } }, async () => 'x')).toThrow(
      /declares no tenant scope/,
    );
  });

  it('takes both from a route definition', async () => {
    const app = bareApp();
    const route = defineRoute({
      operationId: 'example',
      method: 'GET',
      path: '/api/example',
      summary: 'An example',
      tags: ['test'],
      access: 'signed-in',
      scope: 'platform',
      response: z.object({ ok: z.boolean() }),
    });
    registerRoute(app, route, async () => ({ ok: true }));
    await app.ready();
    expect(app.routeAccess).toEqual([{ method: 'GET', url: '/api/example', access: 'signed-in', scope: 'platform' }]);
  });
});
