import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A second local origin that answers every request with an empty 200 (a 1x1 GIF for anything that
 * asks for an image) and remembers what reached it. Partner content that tries to load from, or
 * leak to, another origin points here; a test then checks that nothing arrived.
 */
export interface LoggingOrigin {
  /** Its origin, `http://127.0.0.1:PORT`: another port, so another origin than the marketplace. */
  origin: string;
  /** Each request that reached it: method and path with query. */
  requests(): { method: string; url: string }[];
  clear(): void;
  close(): Promise<void>;
}

const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64');

export async function startLoggingOrigin(): Promise<LoggingOrigin> {
  const seen: { method: string; url: string }[] = [];
  const server: Server = createServer((req, res) => {
    seen.push({ method: req.method ?? 'GET', url: req.url ?? '/' });
    res.writeHead(200, { 'content-type': 'image/gif', 'access-control-allow-origin': '*' });
    res.end(GIF);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests: () => [...seen],
    clear: () => void seen.splice(0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
