import { createServer } from 'node:net';

/**
 * A port free on `host` now, for PORT=0: the site's address (its links, the auth library's redirects) must
 * be known before the app is built, so the port is chosen first and bound right after.
 */
export function reservePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
