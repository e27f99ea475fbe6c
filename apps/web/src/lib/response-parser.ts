import type { z } from 'zod';
import { ApiError, RESPONSE_OUTSIDE_SCHEMA } from './api-error';
import { responseSchemaLoaders } from './api-routes/response-schema-loaders';

/**
 * A parser of a route's answers (by its operation id) with its response schema (loaded with the rest of its area's):
 * the answer as the schema parses it (unknown keys dropped, defaults filled in), or an `ApiError`
 * naming the route and each field outside the schema, as `response.<field>`.
 */
export async function answerParserOf(
  operationId: string,
  area: keyof typeof responseSchemaLoaders,
): Promise<(status: number, body: unknown) => unknown> {
  const { responseSchemas } = await responseSchemaLoaders[area]();
  const schema = (responseSchemas as Readonly<Record<string, z.ZodType>>)[operationId];
  return (status, body) => {
    if (!schema) return body;
    const parsed = schema.safeParse(body);
    if (parsed.success) return parsed.data;
    const issues = parsed.error.issues.map((issue) => ({
      path: ['response', ...issue.path.map(String)].join('.'),
      message: issue.message,
    }));
    const fields = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
    throw new ApiError(
      status,
      RESPONSE_OUTSIDE_SCHEMA,
      `${operationId} answered outside its schema: ${fields}`,
      issues,
    );
  };
}
