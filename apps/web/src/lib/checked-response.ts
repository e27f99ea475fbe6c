import { allRoutes } from '@clubroom/domain/api';

/**
 * Development builds only (`vite`): parses an answer with its route's response schema, so an
 * answer that drifted from its definition fails at once, naming the field. Production builds
 * leave this module out (it would put zod on every page); there the server has already checked
 * every answer against the same schema before sending it.
 */
export function checkedResponse(operationId: string, body: unknown): unknown {
  const schema = allRoutes[operationId]?.response;
  if (!schema) return body;
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new Error(`${operationId} answered outside its schema: ${parsed.error.message}`);
  return parsed.data;
}
