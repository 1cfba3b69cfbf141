Feature: The free ring is one free ring
  The offer is one free solitaire ring, quantity 1, in an order that holds a diamond. The store refuses anything
  else, counting every free ring already in the bag.

  Scenario: A second free ring is refused and the bag keeps one
    Given a shopper who chose the "$5,000 to $10,000" budget
    And the shopper opens the finest recommended diamond
    And a guest who has not started a bag
    And they select the diamond
    And the bag also holds the free ring in white, 14K, size 5
    When they ask for another free ring in yellow, 18K, size 6.5
    Then the store refuses it with "The most you may purchase is 1."
    And the store holds 1 free ring in the bag

  Scenario: The free ring alone is refused
    Given a guest who has not started a bag
    When they ask for the free ring alone in white, 14K, size 5
    Then the store refuses it with "The free ring is offered only with a diamond. Add a diamond and try again."
    And the store holds 0 free rings in the bag
