import http from 'node:http';

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A request over real HTTP to a server process on 127.0.0.1, naming a club in the Host header
 * (`demo.localhost:PORT`, which Node's fetch cannot set) with the Origin a page of that club sends.
 * A JSON body is sent as such. Resolves with whatever status comes back; rejects on a network error.
 */
export function clubRequest(opts: {
  port: number;
  club: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  cookie?: string;
  agent?: http.Agent;
}): Promise<HttpAnswer> {
  const host = `${opts.club}.localhost:${opts.port}`;
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: opts.port,
        method: opts.method,
        path: opts.path,
        agent: opts.agent,
        headers: {
          host,
          ...(opts.method !== 'GET' && { origin: `http://${host}` }),
          ...(payload !== undefined && { 'content-type': 'application/json' }),
          ...(opts.cookie && { cookie: opts.cookie }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** The error code of an API error answer (`{ error: { code } }`), or null when the body is not one. */
export function errorCodeOf(answer: HttpAnswer): string | null {
  try {
    return (JSON.parse(answer.body) as { error?: { code?: string } }).error?.code ?? null;
  } catch {
    return null;
  }
}
