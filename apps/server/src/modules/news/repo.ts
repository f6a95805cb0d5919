import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Locale, NewsCategory } from '@kabuto/contract';
import type { Queryable } from '../../db/client';
import { newsArticleTexts, newsArticles, newsReads } from '../../db/schema-news';

export type ArticleKey = { publishedAt: Date; id: number };

/** A page of one category, newest first, after the keyset position `after`. */
export async function listArticles(db: Queryable, category: NewsCategory, after: ArticleKey | null, limit: number) {
  const afterCondition = after
    ? or(
        lt(newsArticles.publishedAt, after.publishedAt),
        and(eq(newsArticles.publishedAt, after.publishedAt), lt(newsArticles.id, after.id)),
      )
    : undefined;
  return db
    .select()
    .from(newsArticles)
    .where(and(eq(newsArticles.category, category), afterCondition))
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
    .limit(limit);
}

export async function findArticle(db: Queryable, articleId: number) {
  const [row] = await db.select().from(newsArticles).where(eq(newsArticles.id, articleId)).limit(1);
  return row;
}

export async function textsFor(db: Queryable, articleIds: number[]) {
  if (articleIds.length === 0) return [];
  return db
    .select()
    .from(newsArticleTexts)
    .where(sql`${newsArticleTexts.articleId} in (${sql.join(articleIds.map((id) => sql`${id}`), sql`, `)})`);
}

/**
 * Counts a customer's first read of an article and nothing else: the insert and the increment
 * happen together, and a second read by the same customer inserts nothing, so adds nothing.
 */
export async function recordRead(db: Queryable, articleId: number, customerId: number): Promise<void> {
  const inserted = await db
    .insert(newsReads)
    .values({ articleId, customerId })
    .onConflictDoNothing()
    .returning({ articleId: newsReads.articleId });
  if (inserted.length === 0) return;
  await db
    .update(newsArticles)
    .set({ readCount: sql`${newsArticles.readCount} + 1` })
    .where(eq(newsArticles.id, articleId));
}

export type NewArticle = {
  category: NewsCategory;
  source: string;
  externalId: string;
  link: string | null;
  imageUrl: string | null;
  videoUrl: string | null;
  publishedAt: Date;
  texts: { locale: Locale; title: string; summary: string; body: string }[];
};

/** Inserts an article unless one with its external id exists; answers whether it was new. */
export async function insertArticleOnce(db: Queryable, article: NewArticle): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(newsArticles)
      .values({
        category: article.category,
        source: article.source,
        externalId: article.externalId,
        link: article.link,
        imageUrl: article.imageUrl,
        videoUrl: article.videoUrl,
        publishedAt: article.publishedAt,
      })
      .onConflictDoNothing({ target: newsArticles.externalId })
      .returning({ id: newsArticles.id });
    if (!row) return false;
    await tx.insert(newsArticleTexts).values(article.texts.map((text) => ({ ...text, articleId: row.id })));
    return true;
  });
}
