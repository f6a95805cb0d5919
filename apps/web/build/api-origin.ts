import type { Plugin } from 'vite';

/**
 * The page's own references to the API (the logo in the boot splash, the favicon) name the API's
 * origin when the build is for the native shell (`VITE_API_ORIGIN`, src/shared/api/origin.ts): its
 * files are on the phone (https://localhost), where `/api/…` answers nothing. A web build leaves
 * them relative to the page, served by the API itself.
 */
export function apiOriginInHtml(apiOrigin: string | undefined): Plugin {
  const origin = (apiOrigin ?? '').replace(/\/+$/, '');
  return {
    name: 'kabuto-api-origin-in-html',
    transformIndexHtml(html) {
      return origin ? html.replaceAll('"/api/', `"${origin}/api/`) : html;
    },
  };
}
