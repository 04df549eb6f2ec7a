import { WebSocket, WebSocketServer } from 'ws';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import type { SignalsCounts } from './parseSignalsFrame.ts';
import { SignalsSocket, type SocketConstructor } from './signalsSocket.ts';

/**
 * The machine against a real socket server (the `ws` package on both ends), so frames travel
 * as they do in a browser. A short interval keeps it quick; nothing here measures time.
 */
describe('signals socket against a real server', () => {
  let server: WebSocketServer;
  let url: string;
  const received: string[] = [];
  let connections = 0;
  let answerPings = true;

  beforeEach(async () => {
    received.length = 0;
    connections = 0;
    answerPings = true;
    server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/api/appwise/v1/signals/?d=x`;
    server.on('connection', (socket) => {
      connections += 1;
      socket.send(
        JSON.stringify({
          type: 'MESSAGE',
          payload: { 'appwise-team': { self: { unreadCount: 5, hasUnreadMessages: true } }, 'appwise-feeds': [{ type: 'HOME', updatedResourceCount: 1 }] },
        }),
      );
      socket.on('message', (data) => {
        const text = String(data);
        received.push(text);
        if (answerPings && JSON.parse(text).type === 'PING') socket.send(JSON.stringify({ type: 'PONG' }));
      });
    });
  });

  afterEach(async () => {
    for (const client of server.clients) client.terminate();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  // Long enough for a local round trip on a busy machine, so a PONG is never late by accident.
  function createMachine(counts: SignalsCounts[], initialIntervalMs = 250) {
    return new SignalsSocket({
      url,
      WebSocket: WebSocket as unknown as SocketConstructor,
      timers: { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (id) => clearTimeout(id as NodeJS.Timeout) },
      onCounts: (c) => counts.push(c),
      initialIntervalMs,
    });
  }

  it('receives counts, pings, and stays on one connection while PONGs come back', async () => {
    const counts: SignalsCounts[] = [];
    const machine = createMachine(counts);
    machine.start();
    await vi.waitFor(() => expect(received.length).toBeGreaterThanOrEqual(2), { timeout: 3000 });
    expect(counts[0]).toEqual({ unreadCount: 5, hasUnreadMessages: true, homeUpdatedCount: 1 });
    expect(new Set(received)).toEqual(new Set(['{"type":"PING"}']));
    expect(connections).toBe(1);
    machine.stop();
    await vi.waitFor(() => expect(server.clients.size).toBe(0), { timeout: 3000 });
  });

  it('without PONGs the socket is closed and a new connection made', async () => {
    answerPings = false;
    const machine = createMachine([], 40);
    machine.start();
    await vi.waitFor(() => expect(connections).toBeGreaterThanOrEqual(2), { timeout: 3000 });
    expect(machine.intervalMs).toBeGreaterThanOrEqual(80);
    machine.stop();
    await vi.waitFor(() => expect(server.clients.size).toBe(0), { timeout: 3000 });
  });

  it('a socket still connecting when its first ping is due is closed and replaced without an unhandled error', async () => {
    // A server that takes the connection and never answers its upgrade: every socket stays
    // CONNECTING, as under load. Closing such a socket makes `ws` emit an 'error'; were it not
    // handled, it would be thrown and fail this file.
    const accepted: Socket[] = [];
    const silent = createServer((connection) => void accepted.push(connection));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', () => resolve()));
    const machine = new SignalsSocket({
      url: `ws://127.0.0.1:${(silent.address() as AddressInfo).port}/api/appwise/v1/signals/?d=x`,
      WebSocket: WebSocket as unknown as SocketConstructor,
      timers: { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (id) => clearTimeout(id as NodeJS.Timeout) },
      onCounts: () => undefined,
      initialIntervalMs: 20,
    });
    machine.start();
    await vi.waitFor(() => expect(accepted.length).toBeGreaterThanOrEqual(3), { timeout: 3000 });
    expect(machine.intervalMs).toBeGreaterThanOrEqual(80);
    // The last one is stopped while connecting, then its connection is cut: an error with nobody listening either.
    machine.stop();
    for (const connection of accepted) connection.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
});
