import { XMLParser } from 'fast-xml-parser';
import type { Locale, NewsCategory } from '@kabuto/contract';
import type { Queryable } from '../../db/client';
import { insertArticleOnce, type NewArticle } from './repo';

/** What an operator configures for one feed: its name, its language and the tab it feeds. */
export type FeedSource = { name: string; locale: Locale; category: NewsCategory };

type FeedItem = { id: string; title: string; summary: string; body: string; link: string | null; publishedAt: Date; imageUrl: string | null };

const HTML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * Feed bodies are HTML; Kabuto shows articles as text, so markup is removed here, once, instead of
 * being rendered (no HTML from a third party ever reaches a customer's page).
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>|<\/p>|<\/div>|<\/li>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
      return HTML_ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n\n')
    .trim();
}

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (value && typeof value === 'object' && '#text' in value) return textOf((value)['#text']);
  return '';
}

function summaryOf(text: string): string {
  const characters = Array.from(text.replace(/\s+/g, ' ').trim());
  return characters.length <= 140 ? characters.join('') : `${characters.slice(0, 140).join('')}…`;
}

type XmlNode = Record<string, unknown>;

function rssItems(channel: XmlNode): FeedItem[] {
  return asArray(channel.item as XmlNode | XmlNode[]).flatMap((item) => {
    const link = textOf(item.link) || null;
    const id = textOf(item.guid) || link || textOf(item.title);
    const body = htmlToText(textOf(item['content:encoded']) || textOf(item.description));
    const publishedAt = new Date(textOf(item.pubDate));
    const enclosure = item.enclosure as XmlNode | undefined;
    const enclosureUrl = enclosure && textOf(enclosure['@_type']).startsWith('image/') ? textOf(enclosure['@_url']) : '';
    if (!id || !textOf(item.title)) return [];
    return [
      {
        id,
        title: htmlToText(textOf(item.title)),
        summary: summaryOf(htmlToText(textOf(item.description)) || body),
        body,
        link,
        publishedAt,
        imageUrl: enclosureUrl || null,
      },
    ];
  });
}

function atomLink(entry: XmlNode): string | null {
  const links = asArray(entry.link as XmlNode | XmlNode[]);
  const alternate = links.find((l) => !l['@_rel'] || l['@_rel'] === 'alternate') ?? links[0];
  return alternate ? textOf(alternate['@_href']) || null : null;
}

function atomItems(feed: XmlNode): FeedItem[] {
  return asArray(feed.entry as XmlNode | XmlNode[]).flatMap((entry) => {
    const id = textOf(entry.id);
    const body = htmlToText(textOf(entry.content) || textOf(entry.summary));
    if (!id || !textOf(entry.title)) return [];
    return [
      {
        id,
        title: htmlToText(textOf(entry.title)),
        summary: summaryOf(htmlToText(textOf(entry.summary)) || body),
        body,
        link: atomLink(entry),
        publishedAt: new Date(textOf(entry.published) || textOf(entry.updated)),
        imageUrl: null,
      },
    ];
  });
}

/** Parses RSS 2.0 or Atom 1.0; anything else is refused with an Error naming what it found. */
export function parseFeed(xml: string): FeedItem[] {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', processEntities: true });
  const document = parser.parse(xml) as XmlNode;
  const rss = document.rss as XmlNode | undefined;
  if (rss?.channel) return rssItems(rss.channel as XmlNode);
  if (document.feed) return atomItems(document.feed as XmlNode);
  throw new Error(`not an RSS or Atom feed (root: ${Object.keys(document).join(', ') || 'none'})`);
}

/** Imports a feed's items as articles; items seen before (same feed id) are skipped. */
export async function importFeed(db: Queryable, source: FeedSource, xml: string, now: Date) {
  let imported = 0;
  let skipped = 0;
  for (const item of parseFeed(xml)) {
    const article: NewArticle = {
      category: source.category,
      source: source.name,
      externalId: `${source.name}:${item.id}`,
      link: item.link,
      imageUrl: item.imageUrl,
      videoUrl: null,
      // An item without a readable date is dated when we first saw it, never in the future.
      publishedAt: Number.isNaN(item.publishedAt.getTime()) || item.publishedAt > now ? now : item.publishedAt,
      texts: [{ locale: source.locale, title: item.title, summary: item.summary, body: item.body || item.summary }],
    };
    if (await insertArticleOnce(db, article)) imported += 1;
    else skipped += 1;
  }
  return { imported, skipped };
}
