export const ATTRIBUTE_METADATA_TYPE_DEFS = /* GraphQL */ `
  extend type Query {
    customAttributeMetadata(attributes: [AttributeInput!]!): CustomAttributeMetadata
  }

  input AttributeInput {
    attribute_code: String
    entity_type: String
  }

  type CustomAttributeMetadata {
    items: [Attribute]
  }

  type Attribute {
    attribute_code: String
    entity_type: String
    attribute_type: String
    input_type: String
    attribute_options: [AttributeOption]
  }

  type AttributeOption {
    label: String
    value: String
  }
`;
