import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The real server as a child process (`node --import tsx apps/server/src/main.ts`), for tests that
 * need what an in-process app cannot give: a process that dies (kill -9) and comes back on the
 * same data. The server runs as ONE process: `.bin/tsx` would fork the real server as a child of
 * its own and a SIGKILL to that wrapper would leave the server running (a signal cannot be relayed
 * from a killed process), so the tsx loader is imported into a plain `node` instead.
 */
export const repositoryRoot = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  '..',
);

/** A port nothing listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object'
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export type ServerProcessOptions = {
  port: number;
  /** Added to the inherited environment (PORT and HOST are set here). */
  env: Record<string, string>;
  /** Inherited variables to leave out (DATABASE_URL when the test picks its own database). */
  unset?: string[];
  /** How long one start may take: migrations, seeds and the market warm-up on a busy machine. */
  startTimeoutMs?: number;
  /** How much of the output to keep (the end of it); 20,000 characters unless told. */
  outputTailChars?: number;
};

const OUTPUT_TAIL_CHARS = 20_000;

export class ServerProcess {
  readonly baseUrl: string;
  /** Everything the processes wrote (stdout and stderr, every start), the last `outputTailChars`. */
  private outputTail = '';
  private child: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();
  starts = 0;

  constructor(private readonly options: ServerProcessOptions) {
    this.baseUrl = `http://127.0.0.1:${options.port}`;
  }

  get output(): string {
    return this.outputTail;
  }

  get running(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  private append(text: string) {
    this.outputTail = (this.outputTail + text).slice(
      -(this.options.outputTailChars ?? OUTPUT_TAIL_CHARS),
    );
  }

  /** Spawns the server and resolves once it answers HTTP; throws (with its output) if it exits. */
  async start(): Promise<void> {
    if (this.running) throw new Error('the server is already running');
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const name of this.options.unset ?? []) delete env[name];
    Object.assign(env, this.options.env, { PORT: String(this.options.port), HOST: '127.0.0.1' });
    this.starts += 1;
    this.append(`\n--- start #${this.starts} ---\n`);
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: repositoryRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    child.stdout?.on('data', (chunk: Buffer) => this.append(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => this.append(chunk.toString()));

    const deadline = Date.now() + (this.options.startTimeoutMs ?? 180_000);
    while (Date.now() < deadline) {
      if (!this.running) {
        throw new Error(
          `the server exited during start #${this.starts} (${child.exitCode ?? child.signalCode}):\n${this.output}`,
        );
      }
      try {
        // Not a short timeout: once it listens, clients already retrying may keep a restarted
        // server (and, on PGlite, its event loop) busy for a while before this answer's turn.
        const response = await fetch(`${this.baseUrl}/api/images/logo.svg`, {
          signal: AbortSignal.timeout(Math.max(1_000, deadline - Date.now())),
        });
        await response.arrayBuffer();
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    await this.kill();
    throw new Error(
      `the server did not serve within the start timeout (start #${this.starts}):\n${this.output}`,
    );
  }

  /** kill -9 of the server; resolves once it is gone. */
  async kill(): Promise<void> {
    await this.signal('SIGKILL');
  }

  /** A graceful stop (SIGTERM: the server closes its database), SIGKILL after `graceMs`. */
  async stop(graceMs = 15_000): Promise<void> {
    if (!this.running) return;
    await this.signal('SIGTERM', graceMs);
    if (this.running) await this.kill();
  }

  private async signal(signal: NodeJS.Signals, waitMs = 30_000): Promise<void> {
    const child = this.child;
    if (!child?.pid || !this.running) return;
    child.kill(signal);
    await Promise.race([this.exited, new Promise((resolve) => setTimeout(resolve, waitMs))]);
  }
}
