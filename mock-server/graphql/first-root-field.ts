export type OperationType = 'query' | 'mutation' | 'subscription';

const TOKENS = /\.\.\.|[A-Za-z_]\w*|-?\d[\w.+-]*|[{}():$!=@[\],|&]/g;

/**
 * The first field the document's operation selects (`products` in `query Rings { products(…) { … } }`) and its
 * operation type, or undefined when the document has none. A light tokenizer, not a GraphQL parser: enough to
 * name the field in an error message.
 */
export function firstRootField(document: string): { operationType: OperationType; field: string } | undefined {
  const source = document
    .replace(/"""[\s\S]*?"""|"(?:\\.|[^"\\\n])*"/g, '""')
    .replace(/#[^\n\r]*/g, '');
  const tokens = source.match(TOKENS) ?? [];
  let index = 0;
  while (index < tokens.length) {
    const token = tokens[index];
    if (token === '{') return fieldAt(tokens, index + 1, 'query');
    if (token === 'query' || token === 'mutation' || token === 'subscription') {
      return fieldAt(tokens, selectionStart(tokens, index + 1) + 1, token);
    }
    if (token !== 'fragment') return undefined;
    index = blockEnd(tokens, selectionStart(tokens, index + 1));
  }
  return undefined;
}

/** Index of the `{` that opens the selection set, skipping variable definitions and their default values. */
function selectionStart(tokens: readonly string[], from: number): number {
  let parens = 0;
  for (let index = from; index < tokens.length; index++) {
    const token = tokens[index];
    if (token === '(') parens++;
    else if (token === ')') parens--;
    else if (token === '{' && parens === 0) return index;
  }
  return tokens.length;
}

/** Index just after the `}` that closes the block opened at `open`. */
function blockEnd(tokens: readonly string[], open: number): number {
  let depth = 0;
  for (let index = open; index < tokens.length; index++) {
    if (tokens[index] === '{') depth++;
    else if (tokens[index] === '}' && --depth === 0) return index + 1;
  }
  return tokens.length;
}

function fieldAt(tokens: readonly string[], index: number, operationType: OperationType): ReturnType<typeof firstRootField> {
  // `alias: field` selects `field`.
  const name = tokens[index + 1] === ':' ? tokens[index + 2] : tokens[index];
  return name !== undefined && /^[A-Za-z_]\w*$/.test(name) ? { operationType, field: name } : undefined;
}
