// What Kabuto owes its customers as a Merkle sum tree (docs/liabilities.md, ADR 0038): built by
// the server, checked by `npm run verify:liabilities` from one customer's proof alone.
export {
  buildSumTree,
  depthOf,
  leafHashOf,
  LIABILITIES_FORMAT,
  NegativeSumError,
  parentOf,
  rootOf,
  type LeafInput,
  type SumNode,
  type SumTree,
} from './tree';
export { proofOf, type LiabilityProof } from './proof';
export { verifyLiabilityProof, type VerifyResult } from './verify';
