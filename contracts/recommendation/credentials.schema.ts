import { z } from 'zod';

/** The auth header object every call of the recommendation service carries in its JSON body, as `header`. */
export const credentialsHeaderSchema = z.object({ username: z.string(), password: z.string() });
