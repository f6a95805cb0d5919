// The one lottery of Kabuto (docs/lottery.md): commit-reveal, equal per entry, recomputable by anyone.
export { commitmentOf, entryHashOf, listHashOf, newSeed, type LotteryEntry } from './hashes';
export { allocate, drawOrderOf, type Allocation } from './draw';
export { buildDrawDocument, DRAW_FORMAT, type DrawDocument } from './document';
export { verifyDrawDocument, type VerifyResult } from './verify';
export { byEntry, prorateWithRemainderDraw, type Proration } from './prorate';
export {
  BIDDING_FORMAT,
  biddingDocumentOf,
  clearUniformPrice,
  demandCurveOf,
  verifyBiddingDocument,
  type Bid,
  type BiddingDocument,
  type Clearing,
  type DemandLevel,
} from './bidding';
export {
  GRAB_FORMAT,
  grabDocumentOf,
  lotsOf,
  marketEntryOf,
  prorateAtLimit,
  verifyGrabDocument,
  type GrabDocument,
  type GrabDocumentInput,
} from './grab';
