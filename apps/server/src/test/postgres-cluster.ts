import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './server-process';

const run = promisify(execFile);

/**
 * A throw-away PostgreSQL cluster of the test's own, for tests that stop and start the database
 * under a running server: the machine's main cluster (port 5432) is shared and must never be
 * stopped. It lives in a temporary folder owned by the `postgres` OS user (PostgreSQL refuses to
 * run as root; the tests run as root and use `runuser`), listens on 127.0.0.1 only, on a free
 * port, with its socket in that folder, and trusts every local connection.
 *
 * `fsync=off`: a test cluster need not survive a machine crash, and an immediate stop is not one
 * (what the processes wrote is in the OS's cache), so crash recovery is still exercised for real.
 */
export class PostgresCluster {
  private stopped = true;
  private readonly removeExitHook: () => void;

  private constructor(
    readonly port: number,
    private readonly dir: string,
    private readonly bin: string,
  ) {
    // If the test runner dies before afterAll, do not leave a postgres running on the machine.
    const onExit = () => {
      if (!this.stopped) this.pgCtlSync(['stop', '-m', 'immediate']);
    };
    process.once('exit', onExit);
    this.removeExitHook = () => process.removeListener('exit', onExit);
  }

  /** The newest PostgreSQL installed under /usr/lib/postgresql (Debian's layout). */
  static binDir(): string {
    const versions = readdirSync('/usr/lib/postgresql')
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    if (versions.length === 0) throw new Error('no PostgreSQL under /usr/lib/postgresql');
    return path.join('/usr/lib/postgresql', versions[0]!, 'bin');
  }

  /** initdb in a fresh folder, then start. */
  static async create(): Promise<PostgresCluster> {
    const dir = mkdtempSync('/tmp/kabuto-pg-');
    await run('chown', ['postgres:postgres', dir]);
    const cluster = new PostgresCluster(await freePort(), dir, PostgresCluster.binDir());
    await cluster.asPostgres('initdb', [
      '-D',
      cluster.dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--no-sync',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
    await cluster.start();
    return cluster;
  }

  private get dataDir(): string {
    return path.join(this.dir, 'data');
  }

  url(database = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  private asPostgres(program: string, args: string[]) {
    return run('runuser', ['-u', 'postgres', '--', path.join(this.bin, program), ...args], {
      timeout: 60_000,
    });
  }

  private pgCtlSync(args: string[]): void {
    spawnSync(
      'runuser',
      ['-u', 'postgres', '--', path.join(this.bin, 'pg_ctl'), '-D', this.dataDir, ...args],
      { stdio: 'ignore', timeout: 30_000 },
    );
  }

  /** Starts the cluster and waits until it accepts connections (crash recovery included). */
  async start(): Promise<void> {
    const options = [
      '-c listen_addresses=127.0.0.1',
      `-c port=${this.port}`,
      `-c unix_socket_directories=${this.dir}`,
      '-c fsync=off',
      '-c max_connections=100',
    ].join(' ');
    await this.asPostgres('pg_ctl', [
      'start',
      '-D',
      this.dataDir,
      '-l',
      path.join(this.dir, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      options,
    ]);
    this.stopped = false;
  }

  /** `immediate` is a crash: every backend is killed at once, without a checkpoint. */
  async stop(mode: 'immediate' | 'fast' = 'immediate'): Promise<void> {
    await this.asPostgres('pg_ctl', ['stop', '-D', this.dataDir, '-m', mode, '-w', '-t', '60']);
    this.stopped = true;
  }

  /** Stops the cluster (if running) and deletes its folder. Never throws: it runs in afterAll. */
  async destroy(): Promise<void> {
    if (!this.stopped) await this.stop().catch(() => this.pgCtlSync(['stop', '-m', 'immediate']));
    this.stopped = true;
    this.removeExitHook();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
