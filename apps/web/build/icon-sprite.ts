import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { SPRITE_ICONS, spriteId } from '../src/shared/ui/sprite-icons.ts';

/**
 * Puts the icons the first views draw (src/shared/ui/sprite-icons.ts) into index.html as one SVG
 * sprite (at the end of the body: the splash comes first, and the app renders after the page is
 * parsed), made from antd-mobile-icons itself when the app is built or served: each symbol holds
 * exactly what the library's component draws, so an `Icon` looks the same as the component, and no
 * JavaScript is loaded for it (docs/adr/0022).
 */

type Element = { type: unknown; props: Record<string, unknown> & { children?: unknown } };

const require = createRequire(import.meta.url);

/** React's attribute names in SVG, as SVG writes them. */
function attributeName(name: string): string {
  if (name === 'xmlnsXlink') return 'xmlns:xlink';
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

function escape(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** Path data to 1/100 of the 48-unit grid (1/200 of a pixel at 24 px): the same drawing, shorter. */
function rounded(pathData: string): string {
  return pathData.replace(/-?\d+\.\d+/g, (number) =>
    String(Math.round(Number(number) * 100) / 100),
  );
}

/** The library's invisible frame of each icon (a transparent rectangle) draws nothing. */
function invisible(props: Record<string, unknown>): boolean {
  return props.opacity === 0 || props.opacity === '0';
}

/**
 * An element the icon component returned, as markup: ids dropped (the sprite holds every icon, and
 * none refers to one), numbers rounded, the invisible frame left out.
 */
function markup(node: unknown): string {
  if (node === null || node === undefined || node === false) return '';
  if (Array.isArray(node)) return node.map(markup).join('');
  if (typeof node === 'string' || typeof node === 'number') return escape(String(node));
  const { type, props } = node as Element;
  if (typeof type !== 'string') throw new Error('an icon drew something that is not an element');
  if (invisible(props)) return '';
  const attributes = Object.entries(props)
    .filter(([name, value]) => name !== 'children' && name !== 'id' && value !== undefined)
    .map(([name, value]) => {
      const text = name === 'd' ? rounded(String(value)) : String(value);
      return ` ${attributeName(name)}="${escape(text)}"`;
    })
    .join('');
  return `<${type}${attributes}>${markup(props.children)}</${type}>`;
}

/** The sprite's symbols, one per icon. */
export function spriteSymbols(): string {
  const icons = require('antd-mobile-icons') as Record<string, (props: object) => Element>;
  const symbols = SPRITE_ICONS.map((name) => {
    const icon = icons[name];
    if (!icon) throw new Error(`antd-mobile-icons has no ${name}`);
    const { props } = icon({});
    const viewBox = props.viewBox;
    if (typeof viewBox !== 'string') throw new Error(`${name} has no viewBox`);
    return `<symbol id="${spriteId(name)}" viewBox="${viewBox}">${markup(props.children)}</symbol>`;
  });
  return symbols.join('');
}

export function iconSprite(): Plugin {
  return {
    name: 'kabuto-icon-sprite',
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        {
          tag: 'svg',
          attrs: {
            xmlns: 'http://www.w3.org/2000/svg',
            'aria-hidden': 'true',
            style: 'position:absolute;width:0;height:0;overflow:hidden',
          },
          children: spriteSymbols(),
          injectTo: 'body',
        },
      ],
    },
  };
}
