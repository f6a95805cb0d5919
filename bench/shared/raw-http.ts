/**
 * A lean HTTP/1.1 client for load: a fixed set of keep-alive TCP connections, one request at a
 * time on each, the request written as one buffer and the answer read by its content-length (or
 * chunks). node:http's client cost about 0.3 ms of CPU per request (bench/orders measured it on
 * the same two cores as the server and PostgreSQL), as much as a third of what the server spent on
 * an order; pgbench's client, the baseline's, is lean C. This one costs a few hundredths of that
 * and still hands every answer whole to the caller's check.
 */
import net from 'node:net';
import type { PostAnswer } from './http-load';

type Pending = {
  request: Buffer;
  resolve: (answer: PostAnswer) => void;
};

const HEADER_END = Buffer.from('\r\n\r\n');
const TIMEOUT_MS = 30_000;

class Connection {
  private socket: net.Socket | null = null;
  private buffered: Buffer = Buffer.alloc(0);
  private current: Pending | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly host: string,
    private readonly port: number,
    private readonly released: (connection: Connection) => void,
  ) {}

  send(pending: Pending): void {
    this.current = pending;
    this.buffered = Buffer.alloc(0);
    const socket = this.socket ?? this.connect();
    this.timer = setTimeout(() => this.fail('timeout'), TIMEOUT_MS);
    socket.write(pending.request);
  }

  close(): void {
    this.socket?.destroy();
    this.socket = null;
  }

  private connect(): net.Socket {
    const socket = net.connect({ host: this.host, port: this.port, noDelay: true });
    socket.on('data', (chunk: Buffer) => this.receive(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => this.fail(error.code ?? error.message));
    socket.on('close', () => {
      if (this.socket === socket) this.socket = null;
      this.fail('ECONNRESET');
    });
    this.socket = socket;
    return socket;
  }

  private fail(code: string): void {
    const pending = this.current;
    if (!pending) return;
    this.socket?.destroy();
    this.socket = null;
    this.finish({ network: `network:${code}` });
  }

  private finish(answer: PostAnswer): void {
    const pending = this.current!;
    this.current = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    pending.resolve(answer);
    this.released(this);
  }

  private receive(chunk: Buffer): void {
    if (!this.current) return;
    this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
    const headerEnd = this.buffered.indexOf(HEADER_END);
    if (headerEnd < 0) return;
    const head = this.buffered.toString('latin1', 0, headerEnd);
    const lines = head.split('\r\n');
    const status = Number(lines[0]!.split(' ')[1]);
    const headers: Record<string, string> = {};
    for (let index = 1; index < lines.length; index += 1) {
      const line = lines[index]!;
      const colon = line.indexOf(':');
      if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
    }
    const bodyStart = headerEnd + HEADER_END.length;
    let body: Buffer | null;
    if (headers['transfer-encoding'] === 'chunked') body = dechunk(this.buffered, bodyStart);
    else {
      const length = Number(headers['content-length'] ?? 0);
      body =
        this.buffered.length >= bodyStart + length
          ? this.buffered.subarray(bodyStart, bodyStart + length)
          : null;
    }
    if (!body) return;
    if (headers.connection === 'close') this.close();
    this.finish({ status, headers, body });
  }
}

/** The body of a chunked answer once its last chunk has arrived, else null. */
function dechunk(buffer: Buffer, start: number): Buffer | null {
  const parts: Buffer[] = [];
  let at = start;
  for (;;) {
    const lineEnd = buffer.indexOf('\r\n', at);
    if (lineEnd < 0) return null;
    const size = parseInt(buffer.toString('latin1', at, lineEnd), 16);
    const dataStart = lineEnd + 2;
    if (size === 0) return buffer.length >= dataStart + 2 ? Buffer.concat(parts) : null;
    if (buffer.length < dataStart + size + 2) return null;
    parts.push(buffer.subarray(dataStart, dataStart + size));
    at = dataStart + size + 2;
  }
}

export class RawHttpPool {
  private readonly idle: Connection[] = [];
  private readonly queue: Pending[] = [];
  private readonly all: Connection[] = [];
  private readonly host: string;
  private readonly port: number;
  private readonly hostHeader: string;

  constructor(origin: string, connections: number) {
    const url = new URL(origin);
    this.host = url.hostname;
    this.port = Number(url.port || 80);
    this.hostHeader = url.host;
    for (let index = 0; index < connections; index += 1) {
      const connection = new Connection(this.host, this.port, (done) => this.release(done));
      this.all.push(connection);
      this.idle.push(connection);
    }
  }

  /** A JSON POST; answers the whole answer, or `network:<code>` when none came. */
  post(path: string, body: string, headers: Record<string, string>): Promise<PostAnswer> {
    const payload = Buffer.from(body);
    let head = `POST ${path} HTTP/1.1\r\nhost: ${this.hostHeader}\r\nconnection: keep-alive\r\ncontent-type: application/json\r\ncontent-length: ${payload.length}\r\n`;
    for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
    const request = Buffer.concat([Buffer.from(`${head}\r\n`, 'latin1'), payload]);
    return new Promise<PostAnswer>((resolve) => {
      const pending = { request, resolve };
      const connection = this.idle.pop();
      if (connection) connection.send(pending);
      else this.queue.push(pending);
    });
  }

  close(): void {
    for (const connection of this.all) connection.close();
  }

  private release(connection: Connection): void {
    const next = this.queue.shift();
    if (next) connection.send(next);
    else this.idle.push(connection);
  }
}
