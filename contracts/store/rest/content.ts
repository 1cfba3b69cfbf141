import { z } from 'zod/mini';

/** `GET /V1/cmsPage/{id}` (Magento\Cms\Api\Data\PageInterface): the shop reads the heading, the title, the HTML
 * and the meta description. */
export const cmsPageSchema = z.looseObject({
  id: z.int(),
  identifier: z.optional(z.string()),
  title: z.optional(z.string()),
  content_heading: z.nullish(z.string()),
  content: z.nullish(z.string()),
  meta_description: z.nullish(z.string()),
  active: z.optional(z.boolean()),
});
export type CmsPageWire = z.infer<typeof cmsPageSchema>;

/** `POST /V1/contactus`: the contact form; answers `true`. */
export const contactUsRequestSchema = z.strictObject({
  contactForm: z.strictObject({ name: z.string(), email: z.string(), comment: z.string(), telephone: z.optional(z.string()) }),
});
export type ContactUsRequestWire = z.infer<typeof contactUsRequestSchema>;

export const contentExamples = {
  cmsPage: { id: 7, identifier: 'terms', title: 'Terms', content_heading: 'Terms & Conditions', content: '<p>Terms of sale.</p>', active: true } satisfies CmsPageWire,
  contactUsRequest: { contactForm: { name: 'Ada Lovelace', email: 'ada@example.com', comment: 'Do you resize rings?', telephone: '6175550100' } } satisfies ContactUsRequestWire,
};
