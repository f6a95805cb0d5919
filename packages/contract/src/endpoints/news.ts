import { z } from 'zod';
import { LOCALES } from '../locale';
import { OPTIONAL_CUSTOMER, PUBLIC, customerEndpoint } from '../endpoint';

export const NEWS_CATEGORY_KEYS = ['must_read', 'closing_review', 'video', 'popularity'] as const;
export const newsCategory = z.enum(NEWS_CATEGORY_KEYS, { error: 'invalid_params' });
export type NewsCategory = z.infer<typeof newsCategory>;

const localeField = z.enum(LOCALES, { error: 'invalid_params' });

/** Keyset paging: `cursor` is the opaque `nextCursor` of the previous page. */
export const newsListRequest = z.object({
  category: newsCategory,
  lang: localeField.default('ja'),
  cursor: z.string().max(200).optional(),
  limit: z.number().int().min(1).max(50).default(10),
});

export const newsListItem = z.object({
  id: z.number().int(),
  category: newsCategory,
  /** The language the text is in: the reader's, or a fallback when the article has no translation. */
  locale: localeField,
  title: z.string(),
  summary: z.string(),
  source: z.string(),
  imageUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  publishedAt: z.string(),
  /** Distinct signed-in readers, counted, never inflated. */
  readCount: z.number().int(),
});
export type NewsListItem = z.infer<typeof newsListItem>;

export const newsListResponse = z.object({
  items: z.array(newsListItem),
  nextCursor: z.string().nullable(),
});

export const newsDetailRequest = z.object({
  id: z.number().int().positive(),
  lang: localeField.default('ja'),
});
export const newsDetailResponse = newsListItem.extend({
  body: z.string(),
  link: z.string().nullable(),
});
export type NewsDetail = z.infer<typeof newsDetailResponse>;

export const newsApi = {
  list: customerEndpoint({
    path: '/news/list',
    summary: 'News of one category, newest first, keyset paged',
    request: newsListRequest,
    response: newsListResponse,
    access: PUBLIC,
  }),
  detail: customerEndpoint({
    path: '/news/detail',
    summary: 'One article; a signed-in reader is counted once',
    request: newsDetailRequest,
    response: newsDetailResponse,
    access: OPTIONAL_CUSTOMER,
  }),
};
