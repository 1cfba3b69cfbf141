Feature: Paying over time with the financing provider
  The provider's checkout opens over the shop's page with the items, tax and total in cents. The provider's approval
  is handed to the store with the bag before the order is placed. A cancel returns to the start silently; a decline
  says 'Something went wrong. Please try again.'. Financing is hidden above $17,500.

  Background:
    Given a shopper who chose the "$5,000 to $10,000" budget
    And the shopper opens the finest recommended diamond
    And a guest who has not started a bag
    And they select the diamond

  Scenario: A guest is approved and confirms the payment
    When they give their billing address, shipping to the same address
    Then financing is offered
    And the financing button reads "Continue with the financing provider"
    When they continue with the financing provider
    Then the financing button reads "Loading..."
    And the provider was given the items, tax and total in cents
    When the provider approves the application
    Then the financing button reads "Approved"
    When they confirm the financed payment
    Then the order is placed for "ada@example.com"
    And the order number looks like "0000000\d\d"
    And the bag is empty and the chosen diamond is forgotten

  Scenario: Cancelling the provider's checkout returns to the start without a message
    When they give their billing address, shipping to the same address
    And they continue with the financing provider
    And the shopper cancels the provider checkout
    Then the financing button reads "Continue with the financing provider"
    And the bag still holds the diamond

  Scenario: A declined application says something went wrong
    When they give their billing address, shipping to the same address
    And they continue with the financing provider
    And the provider declines the application
    Then the payment fails with "Something went wrong. Please try again."
    And the financing button reads "Continue with the financing provider"
    And the bag still holds the diamond

  Scenario: An approval the store refuses sets financing back to the start
    When they give their billing address, shipping to the same address
    And they continue with the financing provider
    And the provider approves the application
    And they confirm the financed payment
    And they open the bag
    And a guest whose bag already holds the biggest recommended diamond
    And they give their billing address, shipping to the same address
    And the same approval is used for a second order
    And they confirm the financed payment
    Then the payment fails with the store's message that the financing approval is invalid
    And the financing button reads "Continue with the financing provider"

  Scenario: The demo customer pays over time and finds the order in their account
    Given the shopper can sign in as "demo@loupe.test" with "Diamond2024!"
    When they give their billing address, shipping to the same address
    And they continue with the financing provider
    And the provider approves the application
    And they confirm the financed payment
    Then the order is placed for "demo@loupe.test"
    And their account lists the order with its total

  Scenario: Financing is hidden above $17,500
    Given a guest whose bag holds a diamond above $17,500
    Then financing is not offered
