/** Replaced at build time by Vite (`define` in vite.config.ts) with the version in apps/web/package.json. */
declare const __APP_VERSION__: string;
