import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './schema';

export const NEWS_CATEGORIES = ['must_read', 'closing_review', 'video', 'popularity'] as const;

/**
 * News articles. Texts live per language in `news_article_texts`; an imported feed brings one
 * language and the API falls back to another when the reader's is missing.
 */
export const newsArticles = pgTable(
  'news_articles',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    category: text('category', { enum: NEWS_CATEGORIES }).notNull(),
    /** Where it came from: 'kabuto' for our own articles, or the feed's name. */
    source: text('source').notNull(),
    /** The feed's own id (guid / atom id), so re-importing a feed never duplicates an article. */
    externalId: text('external_id').unique(),
    link: text('link'),
    imageUrl: text('image_url'),
    videoUrl: text('video_url'),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Distinct signed-in readers; kept in step with `news_reads` in the same transaction. */
    readCount: integer('read_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('news_articles_category_published_idx').on(table.category, table.publishedAt, table.id)],
);

export const newsArticleTexts = pgTable(
  'news_article_texts',
  {
    articleId: bigint('article_id', { mode: 'number' })
      .notNull()
      .references(() => newsArticles.id, { onDelete: 'cascade' }),
    locale: text('locale', { enum: ['ja', 'zh-TW', 'en'] }).notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
  },
  (table) => [primaryKey({ columns: [table.articleId, table.locale] })],
);

/** One row per customer who opened an article: the read count counts people, not page loads. */
export const newsReads = pgTable(
  'news_reads',
  {
    articleId: bigint('article_id', { mode: 'number' })
      .notNull()
      .references(() => newsArticles.id, { onDelete: 'cascade' }),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.articleId, table.customerId] })],
);
