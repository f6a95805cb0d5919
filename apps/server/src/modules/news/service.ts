import type { Locale, NewsCategory, NewsDetail, NewsListItem } from '@kabuto/contract';
import type { Database } from '../../db/client';
import { databaseRefusal } from '../../db/database-refusal';
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

/**
 * What `encodeCursor` writes: an ISO instant in the years 1000 to 9999, a bar and a positive id.
 * (PostgreSQL has no year 0, and drivers disagree on how to send the years around it.)
 */
const CURSOR_FORMAT = /^([1-9]\d{3}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z)\|([1-9]\d{0,15})$/;

/**
 * Only a cursor `encodeCursor` could have written is accepted (it must encode back to itself): a
 * forged one is refused as `invalid_params` rather than reaching the database with an instant
 * PostgreSQL cannot store (years JavaScript allows, from -271821 to +275760, answered HTTP 500).
 */
function decodeCursor(cursor: string): ArticleKey {
  const match = CURSOR_FORMAT.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  const publishedAt = new Date(match?.[1] ?? '');
  const id = Number(match?.[2]);
  if (!match || Number.isNaN(publishedAt.getTime()) || !Number.isSafeInteger(id))
    throw new AppError('invalid_params');
  const key = { publishedAt, id };
  if (encodeCursor(key) !== cursor) throw new AppError('invalid_params');
  return key;
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
  async function list(request: {
    category: NewsCategory;
    lang: Locale;
    cursor?: string | undefined;
    limit: number;
  }) {
    const after = request.cursor ? decodeCursor(request.cursor) : null;
    // One extra row tells whether another page exists without a count query.
    const rows = await listArticles(db, request.category, after, request.limit + 1);
    const page = rows.slice(0, request.limit);
    const texts = await textsFor(
      db,
      page.map((row) => row.id),
    );
    const items = page.flatMap((row) => {
      const text = pickText(
        texts.filter((t) => t.articleId === row.id),
        request.lang,
      );
      return text ? [toListItem(row, text)] : [];
    });
    const last = page.at(-1);
    return { items, nextCursor: rows.length > request.limit && last ? encodeCursor(last) : null };
  }

  async function detail(
    request: { id: number; lang: Locale },
    readerCustomerId: number | null,
  ): Promise<NewsDetail> {
    if (readerCustomerId !== null)
      await recordRead(db, request.id, readerCustomerId).catch(ignoreMissingArticle);
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
  if (databaseRefusal(error).code !== '23503') throw error;
}
