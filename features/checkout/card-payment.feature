Feature: Paying by card
  The card is typed into the card provider's own card fields, never into the shop's page, so neither the shop nor the
  store ever holds the card number. The provider approves the card for one payment; Confirm payment hands only that
  approval to the store, which places the order and gives its number. A placed order empties the bag and forgets the
  guest bag and the chosen diamond.

  Background:
    Given a shopper who chose the "$5,000 to $10,000" budget
    And the shopper opens the finest recommended diamond
    And a guest who has not started a bag
    And they select the diamond

  Scenario: A guest pays by card and the order is received
    When they give their billing address, shipping to the same address
    And they authorize the card "4111 1111 1111 1111"
    And they confirm the payment
    Then the order is placed for "ada@example.com"
    And the order number they are shown is the one the store mailed to "ada@example.com"
    And the bag is empty and the chosen diamond is forgotten
    And nothing the shop sent to the store carried the card number, only the provider's approval

  Scenario: The purchase is counted once, however often the thank-you page is reloaded
    When they give their billing address, shipping to the same address
    And they authorize the card "4111 1111 1111 1111"
    And they confirm the payment
    And the thank-you page opens on the order, and they reload it twice
    Then the tag manager counted the purchase once, with its order number and total

  Scenario: The declined test card shows the provider's message and keeps the bag
    When they give their billing address, shipping to the same address
    And they authorize the card "4000 1111 1111 1115"
    And they confirm the payment
    Then the payment fails with "Unable to place order: Processor declined"
    And the bag still holds the diamond

  Scenario: A mistyped card number is refused by the card fields and never approved
    When they authorize the card "4111 1111 1111 1112"
    Then the card fields say "Card number is invalid."

  Scenario: Paying for a bag that was emptied meanwhile
    When they give their billing address, shipping to the same address
    And they authorize the card "4111 1111 1111 1111"
    And they open the bag
    And they remove the diamond
    And they confirm the payment
    Then the payment fails with "Order was not placed"

  Scenario: A guest paying before giving the addresses is asked for them
    When they authorize the card "4111 1111 1111 1111"
    And they confirm the payment
    Then the payment fails with "Please enter your billing and shipping addresses first."
    And the bag still holds the diamond

  Scenario: A customer paying before giving a shipping address gets the store's message
    Given the shopper can sign in as "demo@loupe.test" with "Diamond2024!"
    When they authorize the card "4111 1111 1111 1111"
    And they confirm the payment
    Then the payment fails with "The shipping address is missing. Set the address and try again."
    And the bag still holds the diamond

  Scenario: A card approval that was used once cannot pay again
    When they give their billing address, shipping to the same address
    And they authorize the card "4000 1111 1111 1115"
    And they confirm the payment
    And the card fields hand the shop the same approval again
    And they confirm the payment
    Then the payment fails with the store's message that the card approval is invalid
    And the bag still holds the diamond

  Scenario: Shipping is free
    Then the shipping method offered is "Free"

  Scenario: Separate billing and shipping addresses are both kept on the bag
    When they give a billing address and a separate shipping address
    Then the store holds the billing address of "Ada Lovelace" and the shipping address of "Grace Hopper"

  Scenario: The shipping page, then the billing page
    When they give their shipping address on the shipping page and their billing address on the billing page
    Then the store holds the billing address of "Ada Lovelace" and the shipping address of "Grace Hopper"
    When they authorize the card "4111 1111 1111 1111"
    And they confirm the payment
    Then the order is placed for "ada@example.com"

  Scenario: The demo customer pays by card and finds the order in their account
    Given the shopper can sign in as "demo@loupe.test" with "Diamond2024!"
    When they give their billing address, shipping to the same address
    And they authorize the card "4111 1111 1111 1111"
    And they confirm the payment
    Then the order is placed for "demo@loupe.test"
    And the order number they are shown is the one the store mailed to "demo@loupe.test"
    And their account lists the order with its total
