import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import packageJson from './package.json' with { type: 'json' };
import { apiOriginInHtml } from './build/api-origin.ts';
import { browserContract } from './build/browser-contract.ts';
import { CHUNK_GROUPS } from './build/chunks.ts';
import { firstPaint } from './build/first-paint.ts';
import { iconSprite } from './build/icon-sprite.ts';
import { shippedLicences } from './build/licenses.ts';
import { firstLoadFiles, withoutFirstLoad } from './build/preload-lists.ts';
import { installableApp } from './build/pwa.ts';

// The API server (apps/server) listens on 3000 in development; the built app is served by it.
const API_TARGET = 'http://localhost:3000';

export default defineConfig(({ mode }) => ({
  base: './',
  plugins: [
    react(),
    browserContract(),
    iconSprite(),
    firstPaint(),
    installableApp(),
    shippedLicences(),
    firstLoadFiles(),
    apiOriginInHtml(loadEnv(mode, import.meta.dirname, 'VITE_').VITE_API_ORIGIN),
  ],
  define: {
    __APP_VERSION__: JSON.stringify(packageJson.version),
  },
  resolve: {
    // npm hoists React 18 to the repository root for antd-mobile's react-spring peer range, while
    // this app depends on React 19: every import of React must resolve to this app's copy.
    dedupe: ['react', 'react-dom'],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    modulePreload: { resolveDependencies: withoutFirstLoad },
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
  server: {
    proxy: { '/api': { target: API_TARGET, changeOrigin: true } },
  },
}));
