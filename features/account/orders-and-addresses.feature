Feature: The account's orders and addresses
  A customer opens each order of their account, edits one default address at a time, and finds the address they
  gave at checkout kept in their account once the order is placed.

  Scenario: A customer opens a past order: its lines, totals, addresses and status
    Given the shopper signs in as "demo@loupe.test" with "Diamond2024!"
    When they open their order "000000001" from their account
    Then the order shows its lines, its totals, its billing and shipping addresses and its status as the store recorded them

  Scenario: Another customer's order is never shown
    Given they register as "Ines" "Diaz" with "ines@loupe.test" and "Secret-1234"
    When they open the order "000000001"
    Then the order page says "We could not find that order in your account."

  Scenario: A shopper who is not signed in is asked to sign in before an order opens
    When they open the order "000000001"
    Then they are sent to sign in, coming back to the order "000000001"

  Scenario: Editing the billing address leaves the shipping address alone
    Given the shopper signs in as "demo@loupe.test" with "Diamond2024!"
    When they change the city of their default billing address to "Brooklyn"
    Then their default billing address is in "Brooklyn"
    And their default shipping address is still in "New York"

  Scenario: A first-time buyer's checkout address becomes their default address once the order is placed
    Given a shopper who chose the "$5,000 to $10,000" budget
    And the shopper opens the finest recommended diamond
    And they select the diamond
    And they register as "Ada" "Lovelace" with "ada@loupe.test" and "Engine1843!"
    When they give their billing address, shipping to the same address
    Then their account holds no address yet
    When they authorize the card "4111 1111 1111 1111"
    And they confirm the payment
    Then their account holds the address they gave at checkout, once, as its default billing and shipping address
