import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * The installable app (issue 17): a web manifest per language, its icons, an offline page and the
 * service worker (build/service-worker.js) with the list of what makes the app shell. Built from
 * the logo the server serves and the texts of the locale files, so nothing here is written twice.
 *
 * index.html links the Japanese manifest (the page's own language); the app points the link at
 * the customer's language when it starts (shared/install.ts): the manifest format has one name
 * per file.
 */
const WEB_ROOT = path.resolve(import.meta.dirname, '..');
const LOGO = path.resolve(WEB_ROOT, '..', 'server', 'public', 'images', 'logo.svg');
const LOCALES = ['ja', 'zh-TW', 'en'] as const;
type Locale = (typeof LOCALES)[number];

/** The app's colours (theme.css): the header's navy, the splash's dark ground. */
export const THEME_COLOUR = '#0e1f35';
const BACKGROUND_COLOUR = '#08131f';

type InstallTexts = {
  install: { name: string; shortName: string; description: string };
  offline: { title: string; body: string; retry: string };
};

function texts(locale: Locale): InstallTexts {
  return JSON.parse(
    readFileSync(path.join(WEB_ROOT, 'src', 'locales', `${locale}.json`), 'utf8'),
  ) as InstallTexts;
}

export function manifestFile(locale: Locale): string {
  return locale === 'ja' ? 'manifest.webmanifest' : `manifest.${locale}.webmanifest`;
}

function manifest(locale: Locale): string {
  const { install } = texts(locale);
  return JSON.stringify(
    {
      id: './',
      name: install.name,
      short_name: install.shortName,
      description: install.description,
      lang: locale,
      dir: 'ltr',
      start_url: './#/home/index',
      scope: './',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: THEME_COLOUR,
      background_color: BACKGROUND_COLOUR,
      icons: [
        { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: 'icons/icon-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    null,
    2,
  );
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The offline page: every language in the page (no network to ask for one), the customer's shown
 * by offline.js (the CSP allows no inline script), Japanese without it.
 */
function offlinePage(): string {
  const sections = LOCALES.map((locale) => {
    const { offline } = texts(locale);
    return `    <section lang="${locale}" data-locale="${locale}"${locale === 'ja' ? '' : ' hidden'}>
      <h1>${escapeHtml(offline.title)}</h1>
      <p>${escapeHtml(offline.body)}</p>
      <button type="button" data-retry>${escapeHtml(offline.retry)}</button>
    </section>`;
  }).join('\n');
  return `<!doctype html>
<html lang="ja">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <meta name="theme-color" content="${THEME_COLOUR}" />
    <title>Kabuto</title>
    <style>
      body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
        background: linear-gradient(180deg, #12263f 0%, ${BACKGROUND_COLOUR} 100%); color: #e8e2cf;
        font-family: -apple-system, BlinkMacSystemFont, 'Hiragino Sans', 'Noto Sans JP', 'PingFang TC', sans-serif; }
      main { max-width: 320px; padding: 24px; text-align: center; }
      img { width: 72px; height: 72px; border-radius: 22%; }
      h1 { font-size: 20px; margin: 20px 0 8px; }
      p { font-size: 15px; line-height: 1.6; color: #c9c3ae; }
      button { margin-top: 16px; min-height: 44px; padding: 0 24px; border: 0; border-radius: 22px;
        background: #c9a227; color: #12263f; font-size: 16px; font-weight: 600; }
    </style>
  </head>
  <body>
    <main>
      <img src="icons/icon-192.png" alt="" />
${sections}
    </main>
    <script src="offline.js"></script>
  </body>
</html>
`;
}

/** Picks the customer's language (the app's stored choice, else the browser's) and retries. */
const OFFLINE_SCRIPT = `(function () {
  var stored = null;
  try { stored = localStorage.getItem('kabuto.lang'); } catch (error) { stored = null; }
  var wanted = stored || (navigator.language || '').toLowerCase();
  var locale = /^zh/.test(wanted) ? 'zh-TW' : /^en/.test(wanted) ? 'en' : 'ja';
  document.documentElement.lang = locale;
  document.querySelectorAll('[data-locale]').forEach(function (section) {
    section.hidden = section.getAttribute('data-locale') !== locale;
  });
  document.querySelectorAll('[data-retry]').forEach(function (button) {
    button.addEventListener('click', function () { location.reload(); });
  });
  window.addEventListener('online', function () { location.reload(); });
})();
`;

async function icon(sizePx: number, maskable: boolean): Promise<Buffer> {
  const logo = readFileSync(LOGO);
  if (!maskable) return sharp(logo, { density: 600 }).resize(sizePx, sizePx).png().toBuffer();
  // A maskable icon keeps its picture inside the middle 80% (the platform crops the rest).
  const inner = Math.round(sizePx * 0.7);
  const picture = await sharp(logo, { density: 600 }).resize(inner, inner).png().toBuffer();
  return sharp({
    create: { width: sizePx, height: sizePx, channels: 4, background: '#12263f' },
  })
    .composite([{ input: picture, gravity: 'center' }])
    .png()
    .toBuffer();
}

/** The entry's scripts and styles, and what they import at once: what the first screen needs. */
function shellFiles(bundle: OutputBundle): string[] {
  const files = new Set<string>(['index.html', 'offline.html', 'offline.js', 'icons/icon-192.png']);
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk' || files.has(fileName)) return;
    files.add(fileName);
    const css = (chunk as { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata
      ?.importedCss;
    for (const each of css ?? []) files.add(each);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const item of Object.values(bundle))
    if (item.type === 'chunk' && item.isEntry) visit(item.fileName);
  for (const item of Object.values(bundle))
    if (item.type === 'asset' && /^assets\/.*\.(svg|css)$/.test(item.fileName))
      files.add(item.fileName);
  return [...files].sort();
}

export function installableApp(): Plugin {
  return {
    name: 'kabuto-installable-app',
    apply: 'build',
    async generateBundle(_options, bundle) {
      for (const locale of LOCALES)
        this.emitFile({ type: 'asset', fileName: manifestFile(locale), source: manifest(locale) });
      this.emitFile({
        type: 'asset',
        fileName: 'icons/icon-192.png',
        source: await icon(192, false),
      });
      this.emitFile({
        type: 'asset',
        fileName: 'icons/icon-512.png',
        source: await icon(512, false),
      });
      this.emitFile({
        type: 'asset',
        fileName: 'icons/icon-maskable-512.png',
        source: await icon(512, true),
      });
      this.emitFile({ type: 'asset', fileName: 'offline.html', source: offlinePage() });
      this.emitFile({ type: 'asset', fileName: 'offline.js', source: OFFLINE_SCRIPT });
      const shell = shellFiles(bundle);
      // The version changes with any file of the shell, so a deployment replaces the cache.
      const version = createHash('sha256')
        .update(shell.join('\n'))
        .update(offlinePage())
        .digest('hex')
        .slice(0, 16);
      const worker = readFileSync(path.join(import.meta.dirname, 'service-worker.js'), 'utf8');
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: `const SHELL_VERSION = ${JSON.stringify(version)};\nconst SHELL_FILES = ${JSON.stringify(shell)};\n${worker}`,
      });
    },
  };
}
