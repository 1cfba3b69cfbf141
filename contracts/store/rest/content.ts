import { z } from 'zod';

/** `GET /V1/cmsPage/{id}` (Magento\Cms\Api\Data\PageInterface): the shop reads the heading, the title and the HTML. */
export const cmsPageSchema = z.looseObject({
  id: z.number().int(),
  identifier: z.string().optional(),
  title: z.string().optional(),
  content_heading: z.string().nullish(),
  content: z.string().nullish(),
  active: z.boolean().optional(),
});
export type CmsPageWire = z.infer<typeof cmsPageSchema>;

/** `POST /V1/contactus`: the contact form; answers `true`. */
export const contactUsRequestSchema = z.strictObject({
  contactForm: z.strictObject({ name: z.string(), email: z.string(), comment: z.string(), telephone: z.string().optional() }),
});
export type ContactUsRequestWire = z.infer<typeof contactUsRequestSchema>;

export const contentExamples = {
  cmsPage: { id: 7, identifier: 'terms', title: 'Terms', content_heading: 'Terms & Conditions', content: '<p>Terms of sale.</p>', active: true } satisfies CmsPageWire,
  contactUsRequest: { contactForm: { name: 'Ada Lovelace', email: 'ada@example.com', comment: 'Do you resize rings?', telephone: '6175550100' } } satisfies ContactUsRequestWire,
};
