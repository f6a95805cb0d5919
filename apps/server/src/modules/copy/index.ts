/**
 * Copy trading (docs/copy-trading.md, ADR 0029): what other modules and app.ts may use. The
 * endpoints, the console and the strategies' jobs come with the next steps of issue 14.
 */
export { follow, redeem, holdingOf, type CopyDeps, type FlowRow } from './flows';
export { createHouseStrategy, createProduct, openProduct, type ProductTerms } from './products';
export { poolMoney } from './equity';
