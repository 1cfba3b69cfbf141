Feature: Selecting a diamond puts it in the bag

  Background:
    Given a shopper who chose the "$5,000 to $10,000" budget
    And the shopper opens the finest recommended diamond

  Scenario: A guest without a bag selects a diamond
    Given a guest who has not started a bag
    When they select the diamond
    Then a guest bag is created and holds that diamond
    And the diamond is remembered for the next visit
    And the bag has an empty billing address

  Scenario: A guest with a bag adds to the same bag
    Given a guest whose bag already holds the biggest recommended diamond
    When they select the diamond
    Then their bag holds both diamonds

  Scenario: Selecting the same diamond twice keeps one
    When they select the diamond
    And they select the diamond
    Then their bag holds that diamond once

  Scenario: A stored bag the store no longer knows is replaced
    Given a guest whose stored bag no longer exists
    When they select the diamond
    Then a guest bag is created and holds that diamond

  Scenario: A failure to add says the item was not added
    Given the shop cannot reach the store
    When they select the diamond
    Then they are told "Item was not added to cart"
    And no diamond is remembered
