import { failureCode, sleep, type Envelope, type OrderBody } from '../../test/order-storm';

/**
 * Customers of the crash test (crash.test.ts): they place orders against a server that is killed
 * with SIGKILL and restarted, and send a request again, unchanged, whenever no answer arrived. An
 * order keeps its idempotency key until the server answers it, as the app does.
 */

export type { Envelope, OrderBody };
export type Answer = { httpStatus: number; envelope: Envelope };

/** One order ticket, as its client saw it. */
export type Outcome = {
  key: string;
  account: string;
  body: OrderBody;
  result: 'acknowledged' | 'refused';
  positionId: number | null;
  msg: string;
  /** One entry per attempt that got no answer: why, and which start of the server it was sent to. */
  failures: { code: string; start: number }[];
};

/** Counters across the storm, for the summary and the assertions. */
export type StormCounters = {
  /** Answers that were not a 200 envelope: each a finding. */
  httpErrors: string[];
  relogins: number;
  failureCodes: Map<string, number>;
};

/** The server under test, as it is now: its address and how many times it has started. */
export type StormTarget = { baseUrl: string; starts: number };

export const newStormCounters = (): StormCounters => ({
  httpErrors: [],
  relogins: 0,
  failureCodes: new Map(),
});

export { sleep };

export class CrashClient {
  private token = '';

  constructor(
    readonly account: string,
    readonly password: string,
    private readonly target: () => StormTarget,
    private readonly counters: StormCounters,
    /** A request still unanswered at this instant fails the test: the storm must end. */
    private readonly deadline: number,
  ) {}

  /** POSTs until an HTTP answer arrives: a request cut by a kill is sent again, unchanged. */
  async post(
    route: string,
    body: unknown,
    headers: Record<string, string>,
    onFailure?: (failure: { code: string; start: number }) => void,
  ): Promise<Answer> {
    for (;;) {
      if (Date.now() > this.deadline)
        throw new Error(`no answer to ${route} before the storm's deadline`);
      const start = this.target().starts;
      try {
        const response = await fetch(`${this.target().baseUrl}/api/vue${route}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(60_000),
        });
        const text = await response.text();
        try {
          return { httpStatus: response.status, envelope: JSON.parse(text) as Envelope };
        } catch {
          // A whole answer that is not an envelope: an answer all the same, and a finding.
          return {
            httpStatus: response.status,
            envelope: { status: -1, msg: text.slice(0, 200), data: null },
          };
        }
      } catch (error) {
        const code = failureCode(error);
        this.counters.failureCodes.set(code, (this.counters.failureCodes.get(code) ?? 0) + 1);
        onFailure?.({ code, start });
        await sleep(250 + Math.random() * 250);
      }
    }
  }

  async logIn(): Promise<void> {
    const answer = await this.post(
      '/user/login',
      { account: this.account, password: this.password },
      {},
    );
    if (answer.envelope.status !== 1)
      throw new Error(`login ${this.account} refused: ${answer.envelope.msg}`);
    this.token = (answer.envelope.data as { token: string }).token;
  }

  /** One order ticket: the same key until the server answers it. */
  async place(key: string, body: OrderBody): Promise<Outcome> {
    const failures: Outcome['failures'] = [];
    for (;;) {
      const answer = await this.post(
        '/trade/place',
        body,
        { account: this.account, token: this.token, 'idempotency-key': key },
        (failure) => failures.push(failure),
      );
      if (answer.httpStatus === 401) {
        // Sessions live in the database and survive a restart; should one not, log in again.
        this.counters.relogins += 1;
        await this.logIn();
        continue;
      }
      if (
        answer.httpStatus !== 200 ||
        (answer.envelope.status !== 0 && answer.envelope.status !== 1)
      ) {
        this.counters.httpErrors.push(`${key}: HTTP ${answer.httpStatus} ${answer.envelope.msg}`);
        await sleep(200);
        continue;
      }
      const { status, msg, data } = answer.envelope;
      return {
        key,
        account: this.account,
        body,
        result: status === 1 ? 'acknowledged' : 'refused',
        positionId: status === 1 ? (data as { id: number }).id : null,
        msg,
        failures,
      };
    }
  }
}
