import { z } from 'zod';

/** A CMS page as Magento's `GET /V1/cmsPage/:pageId` returns it (Magento\Cms\Api\Data\PageInterface). */
export const cmsPageSchema = z.object({
  id: z.number().int(),
  identifier: z.string(),
  title: z.string(),
  page_layout: z.string(),
  meta_title: z.string(),
  meta_keywords: z.string(),
  meta_description: z.string(),
  content_heading: z.string(),
  /** HTML; the storefront sanitises it before rendering. */
  content: z.string(),
  /** Magento datetimes: `YYYY-MM-DD HH:mm:ss`, UTC. */
  creation_time: z.string(),
  update_time: z.string(),
  /** Magento returns the sort order as a string. */
  sort_order: z.string(),
  active: z.boolean(),
});

export type CmsPage = z.infer<typeof cmsPageSchema>;
