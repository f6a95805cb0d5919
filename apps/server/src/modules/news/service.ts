import type { Locale, NewsCategory, NewsDetail, NewsListItem } from '@kabuto/contract';
import type { Database } from '../../db/client';
import type { newsArticleTexts, newsArticles } from '../../db/schema-news';
import { AppError } from '../../platform/app-error';
import { findArticle, listArticles, recordRead, textsFor, type ArticleKey } from './repo';

type ArticleRow = typeof newsArticles.$inferSelect;
type TextRow = typeof newsArticleTexts.$inferSelect;

/** The reader's language first, then Japanese, then English, then whatever the article has. */
function pickText(texts: TextRow[], locale: Locale): TextRow | undefined {
  for (const wanted of [locale, 'ja', 'en', 'zh-TW'] as const) {
    const found = texts.find((text) => text.locale === wanted);
    if (found) return found;
  }
  return texts[0];
}

function encodeCursor(key: ArticleKey): string {
  return Buffer.from(`${key.publishedAt.toISOString()}|${key.id}`).toString('base64url');
}

function decodeCursor(cursor: string): ArticleKey {
  const [iso, idText] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const publishedAt = new Date(iso ?? '');
  const id = Number(idText);
  if (Number.isNaN(publishedAt.getTime()) || !Number.isSafeInteger(id)) throw new AppError('invalid_params');
  return { publishedAt, id };
}

function toListItem(row: ArticleRow, text: TextRow): NewsListItem {
  return {
    id: row.id,
    category: row.category,
    locale: text.locale,
    title: text.title,
    summary: text.summary,
    source: row.source,
    imageUrl: row.imageUrl,
    videoUrl: row.videoUrl,
    publishedAt: row.publishedAt.toISOString(),
    readCount: row.readCount,
  };
}

export function newsService(db: Database) {
  async function list(request: { category: NewsCategory; lang: Locale; cursor?: string | undefined; limit: number }) {
    const after = request.cursor ? decodeCursor(request.cursor) : null;
    // One extra row tells whether another page exists without a count query.
    const rows = await listArticles(db, request.category, after, request.limit + 1);
    const page = rows.slice(0, request.limit);
    const texts = await textsFor(db, page.map((row) => row.id));
    const items = page.flatMap((row) => {
      const text = pickText(texts.filter((t) => t.articleId === row.id), request.lang);
      return text ? [toListItem(row, text)] : [];
    });
    const last = page.at(-1);
    return { items, nextCursor: rows.length > request.limit && last ? encodeCursor(last) : null };
  }

  async function detail(request: { id: number; lang: Locale }, readerCustomerId: number | null): Promise<NewsDetail> {
    if (readerCustomerId !== null) await recordRead(db, request.id, readerCustomerId).catch(ignoreMissingArticle);
    const row = await findArticle(db, request.id);
    if (!row) throw new AppError('not_found');
    const text = pickText(await textsFor(db, [row.id]), request.lang);
    if (!text) throw new AppError('not_found');
    return { ...toListItem(row, text), body: text.body, link: row.link };
  }

  return { list, detail };
}

/** A read of an article that does not exist violates the foreign key; the detail answers not_found. */
function ignoreMissingArticle(error: unknown): void {
  const cause = (error as { cause?: { code?: unknown } }).cause ?? (error as { code?: unknown });
  if ((cause).code !== '23503') throw error;
}
