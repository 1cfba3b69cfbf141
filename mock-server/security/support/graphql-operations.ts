import fc from 'fast-check';
import { getNamedType, getNullableType, isEnumType, isInputObjectType, isInterfaceType, isListType, isNonNullType, isObjectType, isScalarType, isUnionType } from 'graphql';
import type { GraphQLField, GraphQLInputType, GraphQLOutputType, GraphQLSchema } from 'graphql';
import { oddJson, oddNumber, oddText } from './fuzz-arbitraries';

/** One generated GraphQL request: the document, its variables and the root field it calls. */
export interface GraphqlOperation {
  readonly field: string;
  readonly query: string;
  readonly variables: Record<string, unknown>;
}

/** Every root field of the schema, queries and mutations, with its operation type. */
export function rootFields(schema: GraphQLSchema): { kind: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> }[] {
  const of = (kind: 'query' | 'mutation') => Object.values((kind === 'query' ? schema.getQueryType() : schema.getMutationType())?.getFields() ?? {}).map((field) => ({ kind, field }));
  return [...of('query'), ...of('mutation')];
}

/**
 * Operations calling one root field: each argument passed as a variable of its declared type, holding a value
 * of that type built from odd texts and numbers and the given known-good texts (cart ids, codes), sometimes a
 * value of another JSON type or none (coercion errors); the selection asks for every field of the answer type, two
 * levels deep (a field with required arguments is left out).
 */
export function operationsFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, goodTexts: readonly string[]): fc.Arbitrary<GraphqlOperation> {
  const text = fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...goodTexts) }, { weight: 2, arbitrary: oddText });
  const args = field.args.map((arg, index) => ({ name: arg.name, variable: `v${index}`, type: arg.type }));
  const values = fc.tuple(
    ...args.map(({ type }) =>
      fc.oneof({ weight: 6, arbitrary: valueOf(type, text, 3) }, { weight: 1, arbitrary: oddJson }, { weight: 1, arbitrary: fc.constant(undefined) }),
    ),
  );
  const declarations = args.length === 0 ? '' : `(${args.map(({ variable, type }) => `$${variable}: ${String(type)}`).join(', ')})`;
  const call = args.length === 0 ? field.name : `${field.name}(${args.map(({ name, variable }) => `${name}: $${variable}`).join(', ')})`;
  const query = `${kind} Fuzz${declarations} { ${call}${selectionOf(field.type, 2)} }`;
  return values.map((generated) => ({
    field: field.name,
    query,
    variables: Object.fromEntries(args.flatMap(({ variable }, index) => (generated[index] === undefined ? [] : [[variable, generated[index]]]))),
  }));
}

function valueOf(type: GraphQLInputType, text: fc.Arbitrary<string>, depth: number): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return valueOf(type.ofType, text, depth);
  if (isListType(type)) return depth <= 0 ? fc.constant([]) : fc.array(valueOf(type.ofType, text, depth - 1), { maxLength: 4 });
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((value) => value.name));
  if (isInputObjectType(type)) {
    if (depth <= 0) return fc.constant({});
    const fields = Object.values(type.getFields());
    return fc.record(Object.fromEntries(fields.map((field) => [field.name, valueOf(field.type, text, depth - 1)])), {
      requiredKeys: fields.filter((field) => isNonNullType(field.type)).map((field) => field.name),
    });
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'Int':
        return fc.oneof(fc.integer({ min: -5, max: 50 }), oddNumber.filter(Number.isInteger));
      case 'Float':
        return oddNumber;
      case 'Boolean':
        return fc.boolean();
      default:
        return text;
    }
  }
  return oddJson;
}

function selectionOf(type: GraphQLOutputType, depth: number): string {
  const named = getNamedType(getNullableType(type));
  if (isUnionType(named)) return ' { __typename }';
  if (!isObjectType(named) && !isInterfaceType(named)) return '';
  const fields = Object.values(named.getFields()).filter((field) => !field.args.some((arg) => isNonNullType(arg.type)));
  const parts = fields.flatMap((field) => {
    const inner = getNamedType(field.type);
    if (isObjectType(inner) || isInterfaceType(inner) || isUnionType(inner)) return depth > 0 ? [`${field.name}${selectionOf(field.type, depth - 1)}`] : [];
    return [field.name];
  });
  return ` { __typename ${parts.join(' ')} }`;
}
