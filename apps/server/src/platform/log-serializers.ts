/** The parts of a Fastify request the log may show. */
interface LoggedRequest {
  method: string;
  url: string;
  headers: { host?: string };
  ip: string;
}

/**
 * What the server's log may say about a request and an error. Query strings carry tokens and
 * addresses (`?token=`, `?to=`), SQL parameters carry what people typed, and a database's
 * `detail` repeats the values that clashed: none of them reach the log.
 */
export const logSerializers = {
  req(request: LoggedRequest) {
    return {
      method: request.method,
      url: request.url.split('?')[0],
      host: request.headers.host,
      remoteAddress: request.ip,
    };
  },
  err(err: unknown): { type: string; message: string; stack: string; [key: string]: unknown } {
    if (!(err instanceof Error)) return { type: typeof err, message: String(err), stack: '' };
    // Drizzle's failed query: its message lists the parameters after the SQL.
    const failedQuery =
      err.message.startsWith('Failed query: ') && typeof (err as { query?: unknown }).query === 'string';
    const code = (err as { code?: unknown }).code;
    return {
      type: err.constructor.name,
      // A failed query's message lists its parameters: keep the SQL, never the values.
      message: failedQuery ? `Failed query: ${(err as unknown as { query: string }).query}` : err.message,
      ...(code !== undefined && { code }),
      // The stack's first lines repeat the message (and a failed query's parameters).
      stack: (err.stack ?? '')
        .split('\n')
        .slice(failedQuery ? 2 : 1)
        .join('\n'),
      ...(err.cause !== undefined && { cause: logSerializers.err(err.cause) }),
    };
  },
};
