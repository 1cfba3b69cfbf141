Feature: Paying by bank transfer
  Every shopper may pay by bank transfer, whatever the total. The order is placed at once and waits for the money:
  the thank-you page says the payment is pending and shows the store's own instructions for the transfer, and the
  store holds the order as pending until the money arrives.

  Background:
    Given a shopper who chose the "$5,000 to $10,000" budget
    And the shopper opens the finest recommended diamond
    And a guest who has not started a bag
    And they select the diamond

  Scenario: A guest places the order and pays it by bank transfer
    When they give their billing address, shipping to the same address
    And they choose to pay by bank transfer
    Then the payment page explains that the order ships once the money has arrived
    When they place the order
    Then the order is placed for "ada@example.com"
    And the order number they are shown is the one the store mailed to "ada@example.com"
    And the store holds the order as pending
    And the thank-you page says the payment is pending, with the store's instructions for the transfer
    And the bag is empty and the chosen diamond is forgotten

  Scenario: The demo customer pays by bank transfer and finds the order in their account
    Given the shopper can sign in as "demo@loupe.test" with "Diamond2024!"
    When they give their billing address, shipping to the same address
    And they choose to pay by bank transfer
    And they place the order
    Then the order is placed for "demo@loupe.test"
    And their account lists the order with its total

  Scenario: Bank transfer is offered above the monthly payments limit too
    Given a guest whose bag holds a diamond above $17,500
    Then financing is not offered
    And bank transfer is offered
