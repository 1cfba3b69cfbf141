import { z } from 'zod/mini';

/** Magento fills `%1` (positional) or `%name` (named) placeholders of a message from its parameters. */
export const magentoParametersSchema = z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]);

/** One of the errors Magento gathers under "One or more input exceptions have occurred.". */
export const magentoInputErrorSchema = z.looseObject({ message: z.string(), parameters: z.optional(magentoParametersSchema) });

/** Every refusal of Magento 2.4's REST API (Magento\Framework\Webapi\ErrorProcessor): the message with its
 * placeholders, the parameters that fill them, and, when it found several input errors, each of them. */
export const magentoErrorSchema = z.looseObject({
  message: z.string(),
  parameters: z.optional(magentoParametersSchema),
  errors: z.optional(z.array(magentoInputErrorSchema)),
  trace: z.optional(z.string()),
});
export type MagentoErrorWire = z.infer<typeof magentoErrorSchema>;

export const magentoErrorExamples = {
  named: { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'email' } },
  positional: { message: 'The CMS page with the "%1" ID doesn\'t exist.', parameters: ['999'] },
  gathered: {
    message: 'One or more input exceptions have occurred.',
    errors: [
      { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'username' } },
      { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'password' } },
    ],
  },
} satisfies Record<string, MagentoErrorWire>;
