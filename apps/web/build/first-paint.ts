import type { Plugin } from 'vite';

/**
 * The page paints its splash as soon as it can: the stylesheet is asked for before the scripts
 * (Vite writes it after them; a browser has six connections to the server, and a stylesheet that
 * waits for one of them holds the first paint back while the framework downloads).
 */
export function firstPaint(): Plugin {
  return {
    name: 'kabuto-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const stylesheets = html.match(/\n\s*<link rel="stylesheet"[^>]*>/g) ?? [];
        const without = stylesheets.reduce((page, link) => page.replace(link, ''), html);
        return without.replace(
          /(\n\s*)<script type="module"/,
          `${stylesheets.join('')}$1<script type="module"`,
        );
      },
    },
  };
}
