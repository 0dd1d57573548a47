/**
 * A login sent from a source address of the test's choosing (a loopback alias: Linux routes
 * all of 127/8 to lo), so a server on 127.0.0.1 sees each as another caller.
 */
import { request } from 'node:http';

export interface LoginAnswer {
  status: number;
  message: string;
  /** Retry-After as sent, when sent. */
  retryAfter: string | undefined;
}

/** `headers` go with it: an X-Forwarded-For the caller made up, say. */
export function loginFrom(
  base: string,
  localAddress: string,
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<LoginAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: hostname,
        port,
        localAddress,
        agent: false,
        method: 'POST',
        path: '/api/v1/login',
        timeout: 30_000,
        headers: { ...headers, 'content-type': 'application/json' },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            message: (JSON.parse(text) as { message: string }).message,
            retryAfter: response.headers['retry-after'],
          }),
        );
      },
    );
    sent.on('timeout', () => sent.destroy(new Error('login timed out')));
    sent.on('error', reject);
    sent.end(JSON.stringify({ var_email: email, var_password: password }));
  });
}
