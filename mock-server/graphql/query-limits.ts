import { GraphQLError, GraphQLIncludeDirective, GraphQLSkipDirective, Kind, Lexer, Source, TokenKind, getDirectiveValues, getVariableValues, visit } from 'graphql';
import type { DocumentNode, FieldNode, FragmentDefinitionNode, GraphQLSchema, OperationDefinitionNode, SelectionSetNode, ValidationRule } from 'graphql';

/**
 * Magento's GraphQL limits (`Magento\Framework\GraphQl\Query\QueryComplexityLimiter`, arguments of
 * `Magento_GraphQl`'s di.xml), which a production store enforces before any resolver runs:
 * - complexity 300: every selected field costs 1, fragments counted where they are spread, aliases as the fields
 *   they are (webonyx `QueryComplexity`, each operation of the document on its own);
 * - depth 20: how deep fields with a selection nest (webonyx `QueryDepth`);
 * - before both, a count of every field written in the document against the same 300, so that a huge document is
 *   refused before the costlier validation (`QueryComplexityLimiter::validateFieldCount`, Magento 2.4.7).
 * Introspection stays open, as in a default Magento store, and counts like any other field.
 */
export const MAX_QUERY_COMPLEXITY = 300;
export const MAX_QUERY_DEPTH = 20;

/**
 * The mock's own bounds on the text of a document, which Magento does not have: a PHP store gives each request its
 * own process, while the mock answers every shopper on one thread, so a document must be cheap to read before its
 * fields can be counted. The storefront's largest operation has about 110 tokens and 6 levels, the standard
 * introspection query 183 tokens and 10 levels, 150 aliased listings (complexity 300) about 2 100 tokens.
 */
export const MAX_DOCUMENT_TOKENS = 5_000;
export const MAX_DOCUMENT_NESTING = 64;

/**
 * Reads the document's tokens once, without building anything, and names the bound it passes: nesting (`{`, `[`,
 * `(`) deeper than {@link MAX_DOCUMENT_NESTING}, which would exhaust the parser's stack, or more tokens than
 * {@link MAX_DOCUMENT_TOKENS} (graphql-js's own message, as its `maxTokens` option words it). A document the lexer
 * cannot read is left to the parser, which reports the syntax error.
 */
export function documentBoundError(query: string): string | undefined {
  const lexer = new Lexer(new Source(query));
  let tokens = 0;
  let nesting = 0;
  try {
    for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
      tokens += 1;
      if (tokens > MAX_DOCUMENT_TOKENS) return `Syntax Error: Document contains more that ${MAX_DOCUMENT_TOKENS} tokens. Parsing aborted.`;
      if (token.kind === TokenKind.BRACE_L || token.kind === TokenKind.BRACKET_L || token.kind === TokenKind.PAREN_L) {
        nesting += 1;
        if (nesting > MAX_DOCUMENT_NESTING) return `Syntax Error: Document nests more than ${MAX_DOCUMENT_NESTING} levels. Parsing aborted.`;
      } else if (token.kind === TokenKind.BRACE_R || token.kind === TokenKind.BRACKET_R || token.kind === TokenKind.PAREN_R) {
        nesting -= 1;
      }
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/** Magento: `Max query complexity should be %1 but got %2.` (the message of webonyx's rule and of the field count). */
export function complexityMessage(count: number): string {
  return `Max query complexity should be ${MAX_QUERY_COMPLEXITY} but got ${count}.`;
}

/** Magento (webonyx `QueryDepth`): `Max query depth should be %1 but got %2.` */
export function depthMessage(depth: number): string {
  return `Max query depth should be ${MAX_QUERY_DEPTH} but got ${depth}.`;
}

/** Every field written in the document, whatever operation or fragment holds it and whatever its directives say. */
export function writtenFieldCount(document: DocumentNode): number {
  let count = 0;
  visit(document, {
    Field() {
      count += 1;
    },
  });
  return count;
}

/**
 * The validation rule of both limits, for a document that passed the other validation rules (so its fragments
 * exist and do not spread each other in a cycle). Each fragment's cost and depth are worked out once and reused
 * wherever it is spread, so fragments that spread each other twice over many levels cost linear time to measure,
 * however large the numbers they add up to.
 */
export function queryLimitsRule(schema: GraphQLSchema, variables: Readonly<Record<string, unknown>> | undefined): ValidationRule {
  return (context) => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    return {
      OperationDefinition(operation) {
        const measure = measurer(schema, fragments, operation, variables);
        const complexity = measure.complexity(operation.selectionSet);
        if (complexity > MAX_QUERY_COMPLEXITY) context.reportError(new GraphQLError(complexityMessage(complexity)));
        const depth = Math.max(0, measure.depth(operation.selectionSet));
        if (depth > MAX_QUERY_DEPTH) context.reportError(new GraphQLError(depthMessage(depth)));
        return false;
      },
    };
  };
}

function measurer(
  schema: GraphQLSchema,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  operation: OperationDefinitionNode,
  rawVariables: Readonly<Record<string, unknown>> | undefined,
) {
  // `@skip` / `@include` on a field leave it out of the cost, as webonyx does; variables that cannot be coerced
  // count the field (execution refuses them anyway).
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], rawVariables ?? {});
  const variableValues = coerced.coerced ?? {};
  const excluded = (field: FieldNode): boolean => {
    try {
      if (getDirectiveValues(GraphQLSkipDirective, field, variableValues)?.if === true) return true;
      return getDirectiveValues(GraphQLIncludeDirective, field, variableValues)?.if === false;
    } catch {
      return false;
    }
  };
  const fragmentComplexity = new Map<string, number>();
  const fragmentDepth = new Map<string, number>();

  const complexity = (selectionSet: SelectionSetNode | undefined): number => {
    let total = 0;
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        if (!excluded(selection)) total += 1 + complexity(selection.selectionSet);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        total += complexity(selection.selectionSet);
      } else {
        total += once(fragmentComplexity, selection.name.value, 0, (fragment) => complexity(fragment.selectionSet));
      }
    }
    return total;
  };

  /** How deep fields with a selection nest below this selection set: -1 when none has one, 0 for one level. */
  const depth = (selectionSet: SelectionSetNode | undefined): number => {
    let deepest = -1;
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        if (selection.selectionSet) deepest = Math.max(deepest, 1 + depth(selection.selectionSet));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        deepest = Math.max(deepest, depth(selection.selectionSet));
      } else {
        deepest = Math.max(deepest, once(fragmentDepth, selection.name.value, -1, (fragment) => depth(fragment.selectionSet)));
      }
    }
    return deepest === -1 ? -1 : Math.max(deepest, 0);
  };

  /** A fragment's measure, worked out on its first spread; a fragment being measured counts `pending` (no cycle
   * reaches here after validation, but a loop must never be possible). */
  const once = (memo: Map<string, number>, name: string, pending: number, work: (fragment: FragmentDefinitionNode) => number): number => {
    const known = memo.get(name);
    if (known !== undefined) return known;
    const fragment = fragments.get(name);
    if (fragment === undefined) return pending;
    memo.set(name, pending);
    const value = Math.min(work(fragment), Number.MAX_SAFE_INTEGER);
    memo.set(name, value);
    return value;
  };

  return { complexity, depth };
}
