/**
 * Slow clients cannot hold the server (issue 35, finding 1): a request whose body trickles in is
 * cut with `408` in the API's error format within the configured REQUEST_TIMEOUT_MS, and so are
 * headers that never end; a fast request on the same server is answered meanwhile. Real sockets
 * on a listening server: `inject` has no connection to time out. Headers too large get a 431 in
 * the same format.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from '../support/api';

const TIMEOUT_MS = 1500;

/** Sends `head`, then one byte of body every `everyMs`, until the server answers and closes. */
function trickle(port: number, head: string, everyMs: number): Promise<{ answer: string; ms: number; sent: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket: Socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (!socket.writable) return;
        socket.write('a');
        sent++;
      }, everyMs);
    });
    socket.on('data', (d) => {
      answer += d.toString('utf8');
    });
    socket.on('error', () => {}); // a reset after the answer is the server closing: expected
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, ms: performance.now() - started, sent });
    });
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer after 20 s (sent ${sent} bytes)`));
    }, 20_000).unref();
  });
}

function parse(answer: string): { status: number; headers: string; body: unknown } {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body: JSON.parse(body) };
}

describe('request timeouts', () => {
  let server: TestServer;
  let port: number;
  beforeAll(async () => {
    server = await TestServer.start('pglite', { requestTimeoutMs: TIMEOUT_MS });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    await server.stop();
  });

  it('cuts a body sent one byte at a time with 408 in the API format, within the timeout', async () => {
    const head =
      'POST /v1/sessions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n';
    const [slow, fast] = await Promise.all([
      trickle(port, head, 100),
      // The server keeps answering others while the slow one waits.
      fetch(`http://127.0.0.1:${port}/health`).then((r) => r.status),
    ]);
    expect(fast).toBe(200);
    const res = parse(slow.answer);
    expect(res.status).toBe(408);
    expect(res.body).toEqual({ error: { code: 'request-timeout', message: expect.any(String) } });
    expect(res.headers).toContain('connection: close');
    expect(res.headers).toContain('x-content-type-options: nosniff');
    // Cut at the timeout (checked at least every 150 ms here), not after Node's 5 minutes.
    expect(slow.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(slow.ms).toBeLessThan(TIMEOUT_MS + 1500);
    expect(slow.sent).toBeGreaterThan(5);
  });

  it('answers headers over 16 KiB with 431 in the API format', async () => {
    const huge = await trickle(port, `GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`, 60_000);
    const res = parse(huge.answer);
    expect(res.status).toBe(431);
    expect(res.body).toEqual({ error: { code: 'headers-too-large', message: expect.any(String) } });
  });

  it('cuts headers that never end the same way', async () => {
    const slow = await trickle(port, 'GET /health HTTP/1.1\r\nHost: x\r\nX-Slow: ', 100);
    expect(parse(slow.answer).status).toBe(408);
    expect(slow.ms).toBeLessThan(TIMEOUT_MS + 1500);
  });
});
