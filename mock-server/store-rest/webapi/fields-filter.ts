/** A parsed `fields` parameter: each selected key maps to true (keep it whole) or to the selection inside it. */
export interface FieldSelection {
  [key: string]: FieldSelection | true;
}

/**
 * Magento's partial responses (`?fields=items[sku,name],total_count`, Webapi\Rest\Response\FieldsFilter): keeps
 * the selected keys, nested selections apply to an object's keys or to every element of a list. As in Magento, a
 * selection with other characters than letters, digits, `_`, `[`, `]` and `,`, or with unbalanced brackets, makes
 * the whole answer an empty list; keys the answer lacks are left out.
 */
export function applyFieldsParam(response: unknown, fields: unknown): unknown {
  if (fields === undefined) return response;
  const selection = typeof fields === 'string' ? parseFieldSelection(fields) : undefined;
  if (!selection) return [];
  return filterValue(response, selection);
}

export function parseFieldSelection(text: string): FieldSelection | undefined {
  if (text.length === 0 || /[^\w[\],]/.test(text)) return undefined;
  const stack: { selection: FieldSelection; parentKey: string | undefined }[] = [];
  let current: FieldSelection = {};
  let start: number | undefined;
  let lastField: string | undefined;
  for (let position = 0; position < text.length; position++) {
    const char = text[position];
    if (char === '[' || char === ']' || char === ',') {
      if (start !== undefined) {
        lastField = text.slice(start, position);
        current[lastField] = true;
      }
      start = undefined;
    }
    if (char === '[') {
      stack.push({ selection: current, parentKey: lastField });
      current = {};
    } else if (char === ']') {
      const parent = stack.pop();
      if (!parent) return undefined;
      const inner = current;
      current = parent.selection;
      if (parent.parentKey !== undefined) current[parent.parentKey] = inner;
    } else if (char !== ',' && start === undefined) {
      start = position;
    }
  }
  if (stack.length > 0) return undefined;
  if (start !== undefined) current[text.slice(start)] = true;
  return current;
}

function filterValue(value: unknown, selection: FieldSelection): unknown {
  if (Array.isArray(value)) return value.map((element) => filterValue(element, selection));
  if (typeof value !== 'object' || value === null) return value;
  const result: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const wanted = selection[key];
    if (wanted === undefined) continue;
    result[key] = wanted === true || typeof child !== 'object' || child === null ? child : filterValue(child, wanted);
  }
  return result;
}
