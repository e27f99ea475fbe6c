import fs from 'node:fs';
import { defineRoute } from '@clubroom/domain/api';
import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../config.js';
import { PRODUCTION_ENV } from '../test-support/production-env.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { httpLayerDriver } from '../test-support/test-database.js';
import { registerRoute } from './http/register-route.js';
import { registerOpenApi } from './openapi.js';
import { isApiPath } from './web-app.js';
import { SESSION_COOKIE } from './security/sessions.js';

const DOCUMENT = '/api/docs/json';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

interface Operation {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, { description: string; headers?: Record<string, unknown> }>;
}

const describeProblem = (p: NormalizedProblem) =>
  `${p.ruleId}: ${p.message} at ${p.location.map((l) => l.pointer).join(', ')}`;

describe('the OpenAPI document', () => {
  let t: TestApp;
  let document: {
    servers: { url: string }[];
    tags: { name: string; description?: string }[];
    components: { securitySchemes: Record<string, unknown> };
    paths: Record<string, Record<string, Operation>>;
  };
  let operations: [string, Operation][];

  beforeAll(async () => {
    t = await createTestApp(httpLayerDriver);
    const res = await t.get(null, DOCUMENT);
    expect(res.statusCode).toBe(200);
    document = res.json();
    operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => METHODS.includes(method))
        .map(([method, op]): [string, Operation] => [`${method} ${path}`, op]),
    );
  });
  afterAll(() => t.close());

  it("passes redocly's recommended rules with no errors", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
    expect(problems.filter((p) => p.severity === 'error').map(describeProblem)).toEqual([]);
  });

  it('describes the session cookie, and each operation says whether it needs it', () => {
    expect(document.components.securitySchemes.sessionCookie).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: SESSION_COOKIE,
    });
    expect(operations.filter(([, op]) => !op.security).map(([name]) => name)).toEqual([]);
    const find = (name: string) => operations.find(([key]) => key === name)?.[1];
    expect(find('get /api/v4/public/schedule/current')?.security).toEqual([]);
    expect(find('post /api/v4/contract/accept')?.security).toEqual([{ sessionCookie: [] }]);
  });

  it('names every operation once, and declares and describes every tag it uses', () => {
    const ids = operations.map(([, op]) => op.operationId);
    expect(operations.filter(([, op]) => !op.operationId).map(([name]) => name)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    const declared = new Map(document.tags.map((tag) => [tag.name, tag.description]));
    const used = new Set(operations.flatMap(([, op]) => op.tags ?? []));
    expect([...used].filter((tag) => !declared.get(tag))).toEqual([]);
    expect([...declared.keys()].filter((tag) => !used.has(tag))).toEqual([]);
  });

  it("tags every operation with its area's name: a server module's, or the platform's own", () => {
    const modules = fs.readdirSync(new URL('../modules/', import.meta.url));
    const areas = new Set([...modules, 'platform', 'development']);
    const used = new Set(operations.flatMap(([, op]) => op.tags ?? []));
    expect([...used].filter((tag) => !areas.has(tag))).toEqual([]);
    expect(operations.filter(([, op]) => op.tags?.length !== 1).map(([name]) => name)).toEqual([]);
  });

  /** Routes under /api/ that are not operations: the docs' own page, document and files. */
  const NOT_OPERATIONS = ['/api/docs'];

  it('lists every route the server registered under /api/ (and /rest/), but the docs themselves', () => {
    const documented = new Set(operations.map(([name]) => name));
    const registered = t.app.routeAccess
      .filter((r) => isApiPath(r.url) && !NOT_OPERATIONS.some((prefix) => r.url.startsWith(prefix)))
      .map((r) => `${r.method.toLowerCase()} ${r.url.replace(/:(\w+)/g, '{$1}')}`);
    expect(registered.length).toBeGreaterThanOrEqual(30);
    expect(registered.filter((route) => !documented.has(route))).toEqual([]);
    expect(documented.has('get /api/bot-check/challenge')).toBe(true);
  });

  it('says which media types each body may come in', () => {
    const find = (name: string) =>
      operations.find(([key]) => key === name)?.[1] as Operation & {
        requestBody?: { content: Record<string, unknown> };
      };
    expect(Object.keys(find('post /api/v4/public/authentication/login-user').requestBody!.content)).toEqual([
      'application/json',
    ]);
    expect(Object.keys(find('post /api/magic-link-login').requestBody!.content)).toEqual([
      'application/json',
      'application/x-www-form-urlencoded',
    ]);
  });

  it('lists the servers: a club site with its subdomain as a variable, and the platform', () => {
    expect(document.servers.map((s) => s.url)).toEqual(['http://{club}.localhost:3000', 'http://localhost:3000']);
  });

  it('names the error codes behind each refusal', () => {
    const geocode = operations.find(([key]) => key === 'get /api/v4/public/geocode')![1];
    expect(geocode.responses['404'].description).toBe('Refused: POSTCODE_NOT_FOUND');
    expect(geocode.responses['400'].description).toBe('Refused: VALIDATION_FAILED');
    const run = operations.find(([key]) => key === 'get /api/v4/public/run/{runId}')![1];
    expect(run.responses['404'].description).toBe('Refused: NOT_FOUND');
    expect(run.responses['200'].description).toBe('OK');
  });
});

describe('the OpenAPI document of a redirecting route', () => {
  it('documents its 303 with the Location it goes to, and its refusals', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await registerOpenApi(app, loadConfig(PRODUCTION_ENV));
    const route = defineRoute({
      operationId: 'goSomewhere',
      method: 'POST',
      path: '/go',
      summary: 'Goes somewhere',
      tags: ['platform'],
      access: 'signed-in',
      scope: 'platform',
      body: z.object({ to: z.string() }),
      redirects: true,
    });
    registerRoute(app, route, async ({ reply }) => reply.redirect('/', 303));
    await app.ready();
    const document = app.swagger() as unknown as {
      servers: { url: string }[];
      paths: Record<string, Record<string, Operation>>;
      components: { securitySchemes: { sessionCookie: { name: string } } };
    };
    const { responses } = document.paths['/go'].post;
    expect(Object.keys(responses).sort()).toEqual(['303', '400', '401', '403', '415']);
    expect(responses['303'].description).toMatch(/^See Other/);
    expect(responses['303'].headers).toHaveProperty('location');
    expect(responses['403'].description).toBe('Refused: CSRF_REJECTED');
    expect(responses['415'].description).toBe('Refused: UNSUPPORTED_MEDIA_TYPE');
    expect(document.servers.map((s) => s.url)).toEqual(['https://{club}.clubroom.example', 'https://clubroom.example']);
    expect(document.components.securitySchemes.sessionCookie.name).toBe('__Host-clubroom_session');
    await app.close();
  });
});
