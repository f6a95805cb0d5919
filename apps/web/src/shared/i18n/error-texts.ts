/** The contract's refusals, loaded with the first screen or toast that may show one (./catalogues.ts). */
export { errorTexts } from '@kabuto/app-kit';
