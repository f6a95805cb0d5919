import type { LightMyRequestResponse } from 'fastify';
import { isErrorKey } from '@kabuto/contract';

/** What is wrong with an answer, or null: a 5xx, or anything but exactly the envelope. */
export function envelopeProblem(response: LightMyRequestResponse, answersImage: boolean): string | null {
  if (response.statusCode >= 500) return `HTTP ${response.statusCode}`;
  const contentType = String(response.headers['content-type'] ?? '');
  if (answersImage && response.statusCode === 200 && /^image\/(jpeg|png|webp)$/.test(contentType))
    return null;
  if (!contentType.startsWith('application/json'))
    return `content-type ${JSON.stringify(contentType)}`;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return 'the body is not JSON';
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    return 'the body is not an object';
  const keys = Object.keys(body).sort().join(',');
  if (keys !== 'data,msg,status') return `the body's keys are ${keys}, not data,msg,status`;
  const { status, msg, data } = body as { status: unknown; msg: unknown; data: unknown };
  if (status === 1) {
    if (msg !== '') return `a success with msg ${JSON.stringify(msg)}`;
    if (response.statusCode !== 200) return `a success with HTTP ${response.statusCode}`;
    return null;
  }
  if (status === 0) {
    if (!isErrorKey(msg)) return `msg ${JSON.stringify(msg)} is not a catalogue key`;
    if (data !== null) return 'a refusal with data';
    return null;
  }
  return `status ${JSON.stringify(status)}`;
}
