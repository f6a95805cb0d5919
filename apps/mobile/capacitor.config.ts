import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The native shell loads the built customer app (apps/web/dist) from the device itself; the app
 * talks to the API at `server.url`'s origin when one is set (a development machine), else at
 * KABUTO_API_ORIGIN, baked in at build time by the web build (docs/native-shell.md).
 */
const config: CapacitorConfig = {
  appId: 'jp.kabuto.app',
  appName: 'Kabuto',
  webDir: '../web/dist',
  backgroundColor: '#ffffff',
  android: {
    // Android 15+ draws edge to edge whatever the app asks: the web app keeps to the safe area.
    adjustMarginsForEdgeToEdge: 'auto',
  },
  ios: {
    contentInset: 'never',
  },
  plugins: {
    StatusBar: { style: 'LIGHT', backgroundColor: '#ffffff', overlaysWebView: false },
  },
};

export default config;
