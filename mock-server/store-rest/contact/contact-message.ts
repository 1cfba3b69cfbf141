import { z } from 'zod';

/** A message sent through the contact form or a certificate request; private, never served back. */
export const contactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  telephone: z.string().nullable(),
  comment: z.string(),
  /** Magento datetime, UTC. */
  created_at: z.string(),
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;
