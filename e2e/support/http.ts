import http from 'node:http';

/**
 * GET JSON from the server with a chosen Host header. Node's fetch neither resolves `*.localhost`
 * nor lets a caller set Host, so club-scoped API reads in e2e setup go through `node:http`.
 */
export function getJson<T>(port: number, host: string, pathname: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: pathname, headers: { host: `${host}:${port}`, accept: 'application/json' } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => {
          if ((res.statusCode ?? 500) >= 400)
            reject(new Error(`GET ${pathname} on ${host}: ${res.statusCode} ${body}`));
          else resolve(JSON.parse(body) as T);
        });
      },
    );
    req.on('error', reject);
  });
}
