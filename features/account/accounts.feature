Feature: Customer accounts
  Shoppers are guests until they sign in. Signing in or registering keeps the bag they built as a guest.

  Scenario: The demo customer signs in
    When the shopper signs in as "demo@loupe.test" with "Diamond2024!"
    Then they are a customer named "demo@loupe.test"
    And their sign-in is kept for the shop

  Scenario: A wrong password is refused with the store's message
    When the shopper signs in as "demo@loupe.test" with "not-my-password"
    Then the sign-in form says "The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later."
    And they are a guest

  Scenario: Signing in keeps the guest bag
    Given a shopper who chose the "$5,000 to $10,000" budget
    And the shopper opens the finest recommended diamond
    And they select the diamond
    When the shopper signs in as "demo@loupe.test" with "Diamond2024!"
    Then their bag holds the diamond they selected
    And no guest bag is remembered

  Scenario: Registering creates the account, signs in and keeps the guest bag
    Given a shopper who chose the "$5,000 to $10,000" budget
    And the shopper opens the finest recommended diamond
    And they select the diamond
    When they register as "Ada" "Lovelace" with "ada@loupe.test" and "Engine1843!"
    Then they are a customer named "ada@loupe.test"
    And their bag holds the diamond they selected

  Scenario: Registering with an email already in use shows the store's message
    When they register as "Dana" "Again" with "demo@loupe.test" and "Diamond2024!"
    Then the sign-up form says "A customer with the same email address already exists in an associated website."
    And they are a guest

  Scenario Outline: The password rule
    When a new password "<password>" is checked
    Then the password is <verdict>

    Examples:
      | password    | verdict  |
      | Diamond2024 | accepted |
      | diamond2024 | refused  |
      | DIAMOND2024 | refused  |
      | Diamonds    | refused  |
      | Dia2024     | refused  |

  Scenario: A forgotten password is reset with the link the store emailed
    When the shopper asks to reset the password of "demo@loupe.test"
    And they reset it to "NewDiamond2025" with the link the store emailed
    Then the shopper can sign in as "demo@loupe.test" with "NewDiamond2025"

  Scenario: The account page needs a signed-in customer
    When a guest opens their account
    Then they are sent to sign in first

  Scenario: The demo customer sees their past order
    Given the shopper signs in as "demo@loupe.test" with "Diamond2024!"
    When they open their account
    Then their order history has at least 1 order
    And their contact information reads "demo@loupe.test"

  Scenario: Signing out forgets the customer
    Given the shopper signs in as "demo@loupe.test" with "Diamond2024!"
    When they sign out
    Then they are a guest
    And their sign-in is no longer kept
    And the store revoked their sign-in

  Scenario: A sign-in the store no longer knows falls back to guest
    Given the shop keeps a sign-in the store has revoked
    When the shop loads
    Then they are a guest
    And their sign-in is no longer kept
