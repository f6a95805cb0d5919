/**
 * A closed loop of HTTP POSTs over a fixed set of keep-alive connections (node:http, no extra
 * dependency): each connection sends its next request as soon as the last one answered, for a
 * number of seconds. Every answer is checked (`accepts`), so a refused or rate-limited answer is
 * counted as such and never as throughput.
 */
import http from 'node:http';

export type HttpRequestSpec = {
  origin: string;
  path: string;
  body: string;
  headers?: http.OutgoingHttpHeaders;
};

/** What one window measured: answers that passed the check, the others by reason, latencies. */
export type HttpWindow = {
  ok: number;
  failed: Record<string, number>;
  seconds: number;
  /** Milliseconds, of the answers that passed, in the order they came. */
  latencies: number[];
};

export class HttpLoad {
  private readonly agent: http.Agent;

  constructor(private readonly connections: number) {
    this.agent = new http.Agent({
      keepAlive: true,
      maxSockets: connections,
      maxFreeSockets: connections,
      scheduling: 'fifo',
    });
  }

  close(): void {
    this.agent.destroy();
  }

  /** One request; answers '' when `accepts` took the answer, else why not. */
  async send(
    spec: HttpRequestSpec,
    accepts: (status: number, body: Buffer) => boolean,
  ): Promise<string> {
    const answer = await postOnce(
      this.agent,
      new URL(spec.path, spec.origin),
      spec.body,
      spec.headers,
    );
    if ('network' in answer) return answer.network;
    return accepts(answer.status, answer.body) ? '' : `http_${answer.status}`;
  }

  /** `connections` callers in a closed loop for `seconds`; what is in flight at the end is awaited, not counted. */
  async closedLoop(
    seconds: number,
    spec: HttpRequestSpec,
    accepts: (status: number, body: Buffer) => boolean,
  ): Promise<HttpWindow> {
    const window: HttpWindow = { ok: 0, failed: {}, seconds, latencies: [] };
    const ends = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: this.connections }, async () => {
        while (performance.now() < ends) {
          const sentAt = performance.now();
          const outcome = await this.send(spec, accepts);
          const answeredAt = performance.now();
          if (answeredAt > ends) break;
          if (outcome === '') {
            window.ok += 1;
            window.latencies.push(answeredAt - sentAt);
          } else window.failed[outcome] = (window.failed[outcome] ?? 0) + 1;
        }
      }),
    );
    return window;
  }
}

/** What one POST got: the whole answer, or `network:<code>` when none came. */
export type PostAnswer =
  { status: number; headers: http.IncomingHttpHeaders; body: Buffer } | { network: string };

/** One JSON POST over `agent` (30 s at most), its answer read to the end. */
export function postOnce(
  agent: http.Agent,
  url: URL,
  body: string,
  extraHeaders: http.OutgoingHttpHeaders = {},
): Promise<PostAnswer> {
  const payload = Buffer.from(body);
  const headers: http.OutgoingHttpHeaders = {
    'content-type': 'application/json',
    'content-length': payload.length,
    ...extraHeaders,
  };
  return new Promise<PostAnswer>((resolve) => {
    const failed = (error: NodeJS.ErrnoException) =>
      resolve({ network: `network:${error.code ?? error.message}` });
    const request = http.request(
      url,
      { method: 'POST', agent, headers, timeout: 30_000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', failed);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', failed);
    request.end(payload);
  });
}
