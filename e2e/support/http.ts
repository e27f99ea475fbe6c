import http from 'node:http';

export interface TextResponse {
  status: number;
  body: string;
}

/**
 * GET a text from the server with a chosen Host header, whatever its status. Node's fetch neither
 * resolves `*.localhost` nor lets a caller set Host, so club-scoped reads in e2e setup go through
 * `node:http` (which asks for no compression: the body arrives as sent).
 */
export function getText(port: number, host: string, pathname: string, accept: string): Promise<TextResponse> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: pathname, headers: { host: `${host}:${port}`, accept } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 500, body }));
      },
    );
    req.on('error', reject);
  });
}

/** GET JSON from the server with a chosen Host header; rejects on a 4xx or 5xx. */
export async function getJson<T>(port: number, host: string, pathname: string): Promise<T> {
  const { status, body } = await getText(port, host, pathname, 'application/json');
  if (status >= 400) throw new Error(`GET ${pathname} on ${host}: ${status} ${body}`);
  return JSON.parse(body) as T;
}
