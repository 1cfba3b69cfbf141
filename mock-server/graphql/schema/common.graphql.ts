/** Types several parts of the schema share, named and shaped as in Magento 2.4's schema. */
export const COMMON_TYPE_DEFS = /* GraphQL */ `
  type Query

  type Mutation

  enum CurrencyEnum {
    USD
    EUR
    GBP
    CAD
    AUD
  }

  type Money {
    value: Float
    currency: CurrencyEnum
  }

  type ComplexTextValue {
    html: String!
  }

  enum SortEnum {
    ASC
    DESC
  }

  input FilterEqualTypeInput {
    eq: String
    in: [String]
  }

  input FilterMatchTypeInput {
    match: String
  }

  input FilterRangeTypeInput {
    from: String
    to: String
  }
`;
