import { liabilityProofDocument } from '@kabuto/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadProof, proofFileName, proofFileText } from './liabilities-api';

const hash = (c: string) => c.repeat(64);
const proof = liabilityProofDocument.parse({
  format: 'kabuto-liabilities/1',
  day: '2026-11-28',
  takenAt: '2026-11-28T00:00:05.000Z',
  currencies: ['JPY', 'USD'],
  leafCount: 2,
  root: { hash: hash('a'), sums: ['51200', '35.5'] },
  leaf: { index: 0, customerId: '7', salt: hash('b'), balances: ['1200', '35.5'] },
  path: [{ hash: hash('c'), sums: ['50000', '0'] }],
});

afterEach(() => vi.restoreAllMocks());

describe('the proof of liabilities download', () => {
  it('is the proof document itself, named by its day', () => {
    expect(proofFileName(proof)).toBe('kabuto-liabilities-2026-11-28.json');
    // The verifier reads exactly what the server answered: nothing added, nothing dropped.
    expect(JSON.parse(proofFileText(proof))).toEqual(proof);
  });

  it('saves the file through a link with the download name', async () => {
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:proof';
      }),
      revokeObjectURL: vi.fn(),
    });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    downloadProof(proof);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('kabuto-liabilities-2026-11-28.json');
    expect(clicked[0]!.isConnected).toBe(false);
    expect(blobs[0]!.type).toBe('application/json');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blobs[0]!);
    });
    expect(JSON.parse(text)).toEqual(proof);
  });
});
