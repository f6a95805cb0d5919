/**
 * Customers placing market orders against a server running as a child process, each order with
 * its own idempotency key, retried with the same key until it gets a decided answer. Every answer
 * is sorted: a decided one (success, or a refusal the test expects), `system_busy` with HTTP 503
 * (the database is unreachable: retried), or a finding (anything else: HTTP 500, a refusal the
 * test did not expect, a 401, an answer that is not an envelope, no answer at all).
 */

export type Envelope = { status: number; msg: string; data: unknown };

export type OrderBody = {
  symbol: string;
  direction: 'long' | 'short';
  orderType: 'market';
  lots: 1;
  leverage: 5;
};

export type Ticket = {
  key: string;
  body: OrderBody;
  result: 'acknowledged' | 'refused';
  positionId: number | null;
  msg: string;
  /** Answers `system_busy` (HTTP 503) before the decided one. */
  busyAnswers: number;
};

export type StormStats = {
  busy: number;
  /** Anything a cut database must never cause; the test expects this to stay empty. */
  findings: string[];
};

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Why a request got no answer: the error code under fetch's "fetch failed". */
export function failureCode(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = current.cause;
  }
  return error instanceof Error ? error.name : 'unknown';
}

function isEnvelope(value: unknown): value is Envelope {
  if (value === null || typeof value !== 'object') return false;
  const { status, msg } = value as Record<string, unknown>;
  return (status === 0 || status === 1) && typeof msg === 'string' && 'data' in value;
}

export class StormClient {
  private token = '';

  constructor(
    private readonly baseUrl: string,
    readonly account: string,
    private readonly password: string,
    private readonly stats: StormStats,
    private readonly expectedRefusals: ReadonlySet<string>,
    /** A ticket still unanswered at this instant is a finding (the test must end). */
    private readonly deadline: number,
    /** Whether the server process still runs: once it has died, no retry can be answered. */
    private readonly serverRunning: () => boolean,
  ) {}

  /** One POST; null when no answer came (recorded as a finding: the server must stay up). */
  private async post(
    route: string,
    body: unknown,
    headers: Record<string, string>,
  ): Promise<{ httpStatus: number; payload: unknown } | null> {
    try {
      const response = await fetch(`${this.baseUrl}/api/vue${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(45_000),
      });
      const text = await response.text();
      let payload: unknown = text.slice(0, 200);
      try {
        payload = JSON.parse(text) as unknown;
      } catch {
        // kept as text: a finding below
      }
      return { httpStatus: response.status, payload };
    } catch (error) {
      if (!this.serverRunning())
        throw new Error(`${route}: no answer, the server process has died`);
      this.stats.findings.push(`${route}: no answer (${failureCode(error)})`);
      return null;
    }
  }

  /** Logs in, retrying while the database is unreachable. */
  async logIn(): Promise<void> {
    while (Date.now() < this.deadline) {
      const answer = await this.post(
        '/user/login',
        { account: this.account, password: this.password },
        {},
      );
      if (answer?.httpStatus === 503) {
        await sleep(300);
        continue;
      }
      const payload = answer?.payload;
      if (answer?.httpStatus === 200 && isEnvelope(payload) && payload.status === 1) {
        this.token = (payload.data as { token: string }).token;
        return;
      }
      throw new Error(
        `login ${this.account}: HTTP ${answer?.httpStatus} ${JSON.stringify(payload)}`,
      );
    }
    throw new Error(`login ${this.account}: no answer before the deadline`);
  }

  /** One order ticket: the same key until a decided answer. */
  async place(key: string, body: OrderBody): Promise<Ticket> {
    let busyAnswers = 0;
    while (Date.now() < this.deadline) {
      const answer = await this.post('/trade/place', body, {
        account: this.account,
        token: this.token,
        'idempotency-key': key,
      });
      if (answer === null) {
        await sleep(300);
        continue;
      }
      const { httpStatus, payload } = answer;
      const envelope = isEnvelope(payload) ? payload : null;
      if (
        httpStatus === 503 &&
        envelope?.status === 0 &&
        envelope.msg === 'system_busy' &&
        envelope.data === null
      ) {
        busyAnswers += 1;
        this.stats.busy += 1;
        await sleep(200 + Math.random() * 200);
        continue;
      }
      if (httpStatus === 200 && envelope?.status === 1) {
        const { id } = envelope.data as { id: number };
        return {
          key,
          body,
          result: 'acknowledged',
          positionId: id,
          msg: '',
          busyAnswers,
        };
      }
      const decidedRefusal = (httpStatus === 200 || httpStatus === 401) && envelope?.status === 0;
      if (!decidedRefusal || !this.expectedRefusals.has(envelope.msg) || httpStatus !== 200) {
        this.stats.findings.push(
          `${key}: HTTP ${httpStatus} ${JSON.stringify(payload).slice(0, 200)}`,
        );
      }
      // A refusal is the ticket's answer (an unexpected one is a finding as well); anything else
      // (HTTP 500, not an envelope) is retried with the same key, like a client would.
      if (decidedRefusal) {
        return {
          key,
          body,
          result: 'refused',
          positionId: null,
          msg: envelope.msg,
          busyAnswers,
        };
      }
      await sleep(300);
    }
    throw new Error(`${key}: no decided answer before the deadline`);
  }
}
