import { CATALOG_ATTRIBUTES, PRODUCT_ENTITY_TYPE, PRODUCT_ENTITY_TYPE_ID, graphqlAttributeType } from '../../catalog/catalog-attributes';
import { graphqlErrors } from '../graphql-errors';
import type { MagentoGraphqlError } from '../graphql-errors';

interface AttributeInput {
  readonly attribute_code?: string | null;
  readonly entity_type?: string | null;
}

/** Entity types of a Magento store, by code and by id. Only products have attributes in the mock. */
const PRODUCT_TYPES = new Set([PRODUCT_ENTITY_TYPE, PRODUCT_ENTITY_TYPE_ID]);
const OTHER_TYPES = new Set(['customer', '1', 'customer_address', '2', 'catalog_category', '3', 'order', '5', 'invoice', '6', 'creditmemo', '7', 'shipment', '8']);

/**
 * `customAttributeMetadata(attributes: [{ attribute_code, entity_type }])` as Magento's EavGraphQl resolves it: one
 * item per input, in order; an input it cannot answer becomes an error at that item's path (the item is null)
 * while the others are answered. Options are the labels and option ids of a select attribute (without the blank
 * option the REST route lists).
 */
export function customAttributeMetadata({ attributes }: { attributes: readonly AttributeInput[] }) {
  return { items: attributes.map(metadataOf) };
}

function metadataOf(input: AttributeInput): Record<string, unknown> | MagentoGraphqlError {
  const code = input.attribute_code ?? undefined;
  const entityType = input.entity_type ?? undefined;
  if (code === undefined || entityType === undefined) return missingInput(code, entityType);
  if (!PRODUCT_TYPES.has(entityType) && !OTHER_TYPES.has(entityType)) {
    return graphqlErrors.input('Invalid entity_type specified: %1', [entityType]);
  }
  const attribute = PRODUCT_TYPES.has(entityType) ? CATALOG_ATTRIBUTES.get(code) : undefined;
  if (!attribute) {
    return graphqlErrors.noSuchEntity('Attribute code %1 of entity type %2 not configured to have a type.', [code, entityType]);
  }
  return {
    attribute_code: attribute.attribute_code,
    entity_type: entityType,
    attribute_type: graphqlAttributeType(attribute),
    input_type: attribute.frontend_input,
    attribute_options: (attribute.options ?? []).map((option) => ({ label: option.label, value: String(option.value) })),
  };
}

/** Magento's wording for an input that lacks its code, its entity type, or both. */
function missingInput(code: string | undefined, entityType: string | undefined): MagentoGraphqlError {
  const missing = code === undefined ? (entityType === undefined ? 'attribute_code/entity_type' : 'attribute_code') : 'entity_type';
  const identifier = code !== undefined ? `attribute_code: ${code}` : entityType !== undefined ? `entity_type: ${entityType}` : 'Empty AttributeInput';
  return graphqlErrors.input('Missing %1 for the input %2.', [missing, identifier]);
}
