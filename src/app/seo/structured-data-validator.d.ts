// Adobe's structured-data validator ships no types of its own; the meta tests use its one class.
declare module '@adobe/structured-data-validator' {
  /** What the validator finds wrong with one item: `ERROR` for what Google's rich results require, `WARNING` for
   * what they recommend. */
  export interface ValidationIssue {
    readonly rootType: string;
    readonly issueMessage: string;
    readonly severity: 'ERROR' | 'WARNING';
    readonly path?: readonly { readonly type?: string; readonly property?: string }[];
    readonly fieldNames?: readonly string[];
  }
  /** Structured data as Web Auto Extractor hands it over: the JSON-LD items by their root type. */
  export interface ExtractedData {
    readonly jsonld?: Record<string, Record<string, unknown>[]>;
    readonly microdata?: Record<string, Record<string, unknown>[]>;
    readonly rdfa?: Record<string, Record<string, unknown>[]>;
  }
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(data: ExtractedData): Promise<ValidationIssue[]>;
  }
}
