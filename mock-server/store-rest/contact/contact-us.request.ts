import { z } from 'zod';

/** `POST /V1/contactus` body: the contact form and the certificate request share it. */
export const contactUsRequestSchema = z.object({
  contactForm: z.object({
    name: z.string().trim().min(1).max(255),
    email: z.email().max(254),
    comment: z.string().trim().min(1).max(10_000),
    // The form leaves an optional phone empty rather than omitting it.
    telephone: z.string().trim().max(64).nullish(),
  }),
});

export type ContactUsRequest = z.infer<typeof contactUsRequestSchema>;
