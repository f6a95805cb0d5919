/** Proof of liabilities (docs/liabilities.md): what other modules and app.ts may use. */
export { registerLiabilitiesRoutes } from './routes';
export { liabilitiesService, type LiabilitiesService } from './proofs';
export { createLiabilitiesJobs, type LiabilitiesJobs } from './jobs';
