import { z } from 'zod';

/** An error answer, in the Magento body format of the service's mount: the phrase with `%name` placeholders, and
 * their values (a list, empty when the phrase has none, or an object of named values). Never a stack. */
export const serviceErrorSchema = z.strictObject({
  message: z.string().min(1),
  parameters: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]),
});
export type ServiceErrorWire = z.output<typeof serviceErrorSchema>;
