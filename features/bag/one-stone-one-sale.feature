Feature: One stone, one sale
  A loose diamond is one of a kind. Once another shopper's order holds it, it leaves the recommendations, no bag can
  take it, a bag that still holds it says it is no longer available, and paying for it is refused with the store's
  message while the bag is kept.

  Background:
    Given a shopper who chose the "$5,000 to $10,000" budget
    And the shopper opens the finest recommended diamond
    And a guest who has not started a bag
    And they select the diamond

  Scenario: The bag says a diamond another shopper bought is no longer available
    Given another shopper has bought that diamond
    Then the bag marks the diamond as no longer available

  Scenario: A sold diamond leaves the recommendations and no bag can take it
    Given another shopper has bought that diamond
    Then the finest recommended diamond is another one
    And the sold diamond is not found
    And a new guest selecting it is told "Item was not added to cart"

  Scenario: Paying for a diamond another shopper bought meanwhile is refused and the bag is kept
    When they give their billing address, shipping to the same address
    And they authorize the card "4111 1111 1111 1111"
    And another shopper has bought that diamond
    And they confirm the payment
    Then the payment fails with "Unable to place order: There are no source items with the in stock status"
    And the bag still holds the diamond

  Scenario: Two shoppers paying for the same diamond at once make one order
    Given another shopper holds the same diamond and is ready to pay by card
    When they give their billing address, shipping to the same address
    And both confirm the payment at the same time
    Then exactly one of them has an order, and the other is told "Unable to place order: There are no source items with the in stock status" and keeps the diamond in the bag
