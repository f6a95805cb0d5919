import { and, eq, isNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { HEADER_ACCOUNT, HEADER_OPERATOR_TOKEN, HEADER_TOKEN } from '@kabuto/contract';
import { customerRestrictions, customerSessions } from '../db/schema';
import { operatorSessions } from '../db/schema-operators';
import { newSessionToken, sha256Hex } from '../platform/secrets';
import type { TestApp } from './app';
import { abbreviate } from './fuzz-bodies';
import { envelopeProblem } from './fuzz-envelope';

/**
 * How the API fuzz test (test/api-fuzz.test.ts) sends a request: once without a session, once as a
 * customer and once as the admin operator, each answer checked against the envelope.
 */

type Mode = 'anonymous' | 'customer' | 'operator';
const MODES: Mode[] = ['anonymous', 'customer', 'operator'];

export type FuzzRequest = {
  method?: 'GET' | 'POST' | 'PUT';
  url: string;
  contentType?: string;
  payload?: string | Buffer;
  headers?: Record<string, string>;
};

export type FuzzCustomer = { id: number; account: string };

export class FuzzClient {
  /**
   * Sessions of the customers and of the admin operator, written straight to the database: cheap
   * to mint again when a fuzzed call ended one (logout, a password change) or shut the customer
   * out (a restriction, lifted again here).
   */
  private readonly sessions = new Map<string, string>();
  /** Per route, in the session mode it is meant for: what the answers were (success, refusal keys). */
  readonly outcomes = new Map<string, Map<string, number>>();

  constructor(
    private readonly t: TestApp,
    readonly customers: readonly FuzzCustomer[],
    private readonly adminId: number,
  ) {}

  async liftCustomerRestrictions(customerId: number): Promise<void> {
    await this.t.database.db
      .update(customerRestrictions)
      .set({ liftedAt: this.t.clock.now(), liftReason: 'fuzz test reset' })
      .where(
        and(eq(customerRestrictions.customerId, customerId), isNull(customerRestrictions.liftedAt)),
      );
  }

  /**
   * Sends one request in each session mode (`customer` picks which customer); answers the first
   * problem, described for the report.
   */
  async sendThreeWays(
    request: FuzzRequest,
    shown: string,
    answersImage = false,
    customer = 0,
  ): Promise<string | null> {
    for (const mode of MODES) {
      const response = await this.t.app.inject({
        method: request.method ?? 'POST',
        url: request.url,
        headers: {
          ...(request.contentType ? { 'content-type': request.contentType } : {}),
          ...request.headers,
          ...(await this.headersFor(mode, customer)),
        },
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      });
      this.noteAnswer(request.url, mode, customer, response.statusCode);
      this.tally(request.url, mode, response);
      const problem = envelopeProblem(response, answersImage);
      if (problem) {
        return [
          `${request.method ?? 'POST'} ${request.url} (${mode === 'customer' ? `customer ${this.customers[customer]!.account}` : mode}): ${problem}`,
          `  body:   ${abbreviate(shown)}`,
          `  answer: HTTP ${response.statusCode} ${abbreviate(response.body, 500)}`,
        ].join('\n');
      }
    }
    return null;
  }

  private sessionKey(mode: Mode, customer: number): string {
    return mode === 'customer' ? `customer ${customer}` : mode;
  }

  private async mintSession(mode: Exclude<Mode, 'anonymous'>, customer: number): Promise<string> {
    const token = newSessionToken();
    const expiresAt = new Date(this.t.clock.now().getTime() + 30 * 24 * 3600 * 1000);
    if (mode === 'customer') {
      const { id } = this.customers[customer]!;
      await this.liftCustomerRestrictions(id);
      await this.t.database.db.insert(customerSessions).values({
        customerId: id,
        tokenHash: sha256Hex(token),
        expiresAt,
        ipAddress: '127.0.0.1',
        userAgent: 'fuzz',
      });
    } else {
      await this.t.database.db.insert(operatorSessions).values({
        operatorId: this.adminId,
        tokenHash: sha256Hex(token),
        expiresAt,
        ipAddress: '127.0.0.1',
      });
    }
    return token;
  }

  private async headersFor(mode: Mode, customer: number): Promise<Record<string, string>> {
    if (mode === 'anonymous') return {};
    const key = this.sessionKey(mode, customer);
    let token = this.sessions.get(key);
    if (token === undefined) {
      token = await this.mintSession(mode, customer);
      this.sessions.set(key, token);
    }
    return mode === 'customer'
      ? { [HEADER_ACCOUNT]: this.customers[customer]!.account, [HEADER_TOKEN]: token }
      : { [HEADER_OPERATOR_TOKEN]: token };
  }

  /** A 401 to the session's own API means the session (or the customer) was shut out: mint anew. */
  private noteAnswer(url: string, mode: Mode, customer: number, statusCode: number): void {
    if (statusCode !== 401 || mode === 'anonymous') return;
    if ((mode === 'customer') === url.startsWith('/api/vue/'))
      this.sessions.delete(this.sessionKey(mode, customer));
  }

  private tally(url: string, mode: Mode, response: LightMyRequestResponse): void {
    const own = url.startsWith('/api/admin/') ? 'operator' : 'customer';
    if (mode !== own) return;
    let outcome = `HTTP ${response.statusCode}`;
    try {
      const body = JSON.parse(response.body) as { status?: unknown; msg?: unknown };
      outcome = body.status === 1 ? 'ok' : String(body.msg);
    } catch {
      // an image
    }
    const counts = this.outcomes.get(url) ?? new Map<string, number>();
    counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
    this.outcomes.set(url, counts);
  }
}
