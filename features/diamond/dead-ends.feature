Feature: A page without its diamond leads on
  A diamond another shopper's order holds, or an address naming no diamond the shop has, is no dead end: the page
  says which it is and offers diamonds the shopper can buy, saying honestly what they are.

  Scenario: A sold diamond's page offers the three diamonds on sale closest to it
    Given a shopper who chose the "$5,000 to $10,000" budget
    And the shopper opens the finest recommended diamond
    And another shopper has bought that diamond
    When the shopper opens that diamond's page again
    Then the page says "This diamond is no longer available"
    And it offers 3 diamonds on sale of the sold diamond's shape, close to it in carat, color, clarity and price
    And each offered diamond opens its own page

  Scenario: An address naming a diamond the shop never had offers the top picks of the default search, and says so
    When a shopper opens the page of diamond "100999999"
    Then the page says "Diamond was not found"
    And it offers the top 3 picks of the default search, Round diamonds from $1,000 to $5,000, and says so
