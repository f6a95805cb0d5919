import { queryOptions, useQuery } from '@tanstack/react-query';
import { liabilitiesApi, type LiabilityProofDocument } from '@kabuto/contract';
import { api, endpointQuery } from '../../shared/api';

/** The latest published root and my own inclusion proof in it (docs/liabilities.md). */
export const myLiabilityProofQuery = queryOptions({
  ...endpointQuery(api, liabilitiesApi.myProof, {}),
  // Published once a day: a minute-old answer is as good as a new one.
  staleTime: 60_000,
});

export function useMyLiabilityProof() {
  return useQuery(myLiabilityProofQuery);
}

/** The proof's file name: the day in it, so a customer keeping several can tell them apart. */
export function proofFileName(proof: Pick<LiabilityProofDocument, 'day'>): string {
  return `kabuto-liabilities-${proof.day}.json`;
}

/** The proof as the verifier reads it: the document itself, indented for a human eye too. */
export function proofFileText(proof: LiabilityProofDocument): string {
  return `${JSON.stringify(proof, null, 2)}\n`;
}

/** Saves the proof as a JSON file (the browser's download; the web never verifies it itself). */
export function downloadProof(proof: LiabilityProofDocument): void {
  const url = URL.createObjectURL(new Blob([proofFileText(proof)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = proofFileName(proof);
  document.body.append(link);
  link.click();
  link.remove();
  // After the click's task: the download has taken the blob by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
