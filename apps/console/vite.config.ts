import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server (apps/server) listens on 3000 in development; in production it serves this
// build itself under /console/, so every asset URL starts there.
const API_TARGET = 'http://localhost:3000';

export default defineConfig({
  base: '/console/',
  plugins: [react()],
  resolve: {
    // npm hoists React 18 to the repository root (antd-mobile's peer range in apps/web), while this
    // app depends on React 19: every import of React must resolve to this app's copy.
    dedupe: ['react', 'react-dom'],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    port: 5174,
    proxy: { '/api': { target: API_TARGET, changeOrigin: true } },
  },
});
