/**
 * Parameters of a Magento phrase. Magento fills `%1`, `%2` … from a list and `%fieldName` … from an object, and
 * sends the phrase and its parameters separately so that clients can translate the phrase.
 */
export type PhraseParameters = readonly string[] | Readonly<Record<string, string>>;

/** An error answered to the client as it is, in the error format of the mount the request reached. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly phrase: string,
    readonly parameters: PhraseParameters = [],
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(renderPhrase(phrase, parameters));
    this.name = 'HttpError';
  }
}

/** The phrase with its parameters filled in, as Magento shows it to a person (GraphQL errors, logs). */
export function renderPhrase(phrase: string, parameters: PhraseParameters): string {
  return phrase.replace(/%(\w+)/g, (placeholder, key: string) => {
    const value = isPositional(parameters) ? parameters[Number(key) - 1] : parameters[key];
    return value ?? placeholder;
  });
}

function isPositional(parameters: PhraseParameters): parameters is readonly string[] {
  return Array.isArray(parameters);
}
