/**
 * A compressing front for the demo marketplace, as a CDN stands before a marketplace's origin: every
 * request is passed on, and every text answer comes back compressed (brotli, else gzip) with
 * Content-Encoding. Compressed bodies are kept by content, as a CDN caches them. Bodies are read
 * whole before they are sent: no streamed answer (held calls, live reload) goes through it.
 */
import { createHash } from 'node:crypto';
import { createServer, request, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface Cdn {
  url: string;
  close(): Promise<void>;
}

/** Where the front sends a request, and how it changes an HTML answer. */
export type Route = (path: string) => { originPath: string; rewrite?: (html: string) => string };

const COMPRESSIBLE = /^(text\/|application\/(json|javascript)|image\/svg\+xml)/;

const compressed = new Map<string, Buffer>();

function compress(body: Buffer, encoding: 'br' | 'gzip'): Buffer {
  const key = `${encoding}:${createHash('sha1').update(body).digest('base64')}`;
  let out = compressed.get(key);
  if (!out) {
    out = encoding === 'br' ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : gzipSync(body, { level: 9 });
    compressed.set(key, out);
  }
  return out;
}

function readAll(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

function acceptedEncoding(headers: IncomingHttpHeaders): 'br' | 'gzip' | undefined {
  const accepted = String(headers['accept-encoding'] ?? '');
  return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
}

async function pass(origin: URL, route: Route, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { originPath, rewrite } = route(req.url ?? '/');
  // The client's Host is kept: the marketplace writes its own URLs in answers with it.
  const headers = { ...req.headers };
  delete headers['accept-encoding'];
  const answer = await new Promise<IncomingMessage>((resolve, reject) => {
    const forwarded = request({ host: origin.hostname, port: origin.port, method: req.method, path: originPath, headers }, resolve);
    forwarded.on('error', reject);
    req.pipe(forwarded);
  });
  let body = await readAll(answer);
  const type = String(answer.headers['content-type'] ?? '');
  if (rewrite && type.startsWith('text/html')) body = Buffer.from(rewrite(body.toString('utf8')));
  const out: IncomingHttpHeaders = { ...answer.headers };
  delete out['content-length'];
  delete out['transfer-encoding'];
  delete out.connection;
  const encoding = body.length > 0 && COMPRESSIBLE.test(type) ? acceptedEncoding(req.headers) : undefined;
  if (encoding) {
    body = compress(body, encoding);
    out['content-encoding'] = encoding;
    out.vary = [out.vary, 'Accept-Encoding'].filter(Boolean).join(', ');
  }
  res.writeHead(answer.statusCode ?? 502, { ...out, 'content-length': String(body.length) });
  res.end(req.method === 'HEAD' ? undefined : body);
}

export async function startCdn(originUrl: string, route: Route): Promise<Cdn> {
  const origin = new URL(originUrl);
  const server = createServer((req, res) => {
    pass(origin, route, req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`bench CDN: ${String(error)}`);
    });
  });
  // WebSockets (a signed-in page's signals) go through untouched.
  server.on('upgrade', (req: IncomingMessage, socket, head: Buffer) => {
    const upstream = connect(Number(origin.port), origin.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`, ...Object.entries(req.headers).map(([name, value]) => `${name}: ${String(value)}`)];
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}
