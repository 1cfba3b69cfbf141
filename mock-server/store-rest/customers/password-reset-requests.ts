import { createHash } from 'node:crypto';
import { z } from 'zod';
import { toMagentoDateTime } from '../../db/magento-datetime';

/** How long a request is kept (Magento_Security keeps its events for the lifetime of a reset link: one hour here). */
export const RESET_REQUEST_RETENTION_MS = 3_600_000;

/**
 * A password reset request, registered email or not (Magento_Security's `password_reset_request_event`). Only a
 * SHA-256 of the lower-cased email is kept, so the list does not become a record of who typed which address.
 */
export const passwordResetRequestSchema = z.object({
  account_reference_hash: z.string(),
  created_at: z.string(),
});

export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** Records one request and drops those past their retention; called inside the request's one write. */
export function recordResetRequest(data: { passwordResetRequests: PasswordResetRequest[] }, email: string, at: Date): void {
  const oldest = at.getTime() - RESET_REQUEST_RETENTION_MS;
  data.passwordResetRequests = data.passwordResetRequests.filter((request) => Date.parse(`${request.created_at.replace(' ', 'T')}Z`) > oldest);
  data.passwordResetRequests.push({
    account_reference_hash: createHash('sha256').update(email.trim().toLowerCase()).digest('hex'),
    created_at: toMagentoDateTime(at),
  });
}
