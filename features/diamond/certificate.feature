Feature: Requesting a diamond's certificate
  Any certificate logo opens a card that sends the request to the shop's team.

  Background:
    Given a shopper who chose the "$5,000 to $10,000" budget
    And the shopper opens the finest recommended diamond

  Scenario: A request with a name and a valid email is sent
    When they request the certificate as "Ada Lovelace" with "ada@loupe.test"
    Then the request is sent
    And the store received a message naming the certificate request, the diamond and the page

  Scenario Outline: An incomplete request is refused before sending
    When they request the certificate as "<name>" with "<email>"
    Then the request is refused
    And the store received no message

    Examples:
      | name         | email          |
      |              | ada@loupe.test |
      | Ada Lovelace |                |
      | Ada Lovelace | not-an-email   |

  Scenario: A request the store cannot take says something went wrong, and can be sent again
    Given the shop cannot reach the store
    When they request the certificate as "Ada Lovelace" with "ada@loupe.test"
    Then they are told "Something went wrong. Please try again."
    When the shop can reach the store again
    And they request the certificate as "Ada Lovelace" with "ada@loupe.test"
    Then the request is sent
