import type { z } from 'zod';
import type { ErrorIssue } from '@clubroom/domain/errors';
import { responseSchemaLoaders } from './api-routes/response-schema-loaders';

/** An answer as its schema parsed it, or the fields outside the schema (as `response.<field>`) and a message naming them. */
export type ParsedAnswer = { ok: true; data: unknown } | { ok: false; message: string; issues: ErrorIssue[] };

/**
 * A parser of a route's answers (by its operation id) with its response schema (loaded with the rest of its area's):
 * the answer as the schema parses it (unknown keys dropped, defaults filled in), or the route and
 * each field outside the schema, which `callApi` throws as an `ApiError`.
 */
export async function answerParserOf(
  operationId: string,
  area: keyof typeof responseSchemaLoaders,
): Promise<(body: unknown) => ParsedAnswer> {
  const { responseSchemas } = await responseSchemaLoaders[area]();
  const schema = (responseSchemas as Readonly<Record<string, z.ZodType>>)[operationId];
  return (body) => {
    if (!schema) return { ok: true, data: body };
    const parsed = schema.safeParse(body);
    if (parsed.success) return { ok: true, data: parsed.data };
    const issues = parsed.error.issues.map((issue) => ({
      path: ['response', ...issue.path.map(String)].join('.'),
      message: issue.message,
    }));
    const fields = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
    return { ok: false, message: `${operationId} answered outside its schema: ${fields}`, issues };
  };
}
