# The contact page answers at /contact and at /contact-us.
Feature: The contact form
  The contact page sends the shopper's message to the store's contact form. Email, first name, last name and
  "What's on your mind?" are required; the phone is optional and, when given, reaches the team in its own field.
  What the shopper can fix is said on its field, never as 'Something went wrong'.

  Scenario Outline: A message reaches the shop's team with the phone the shopper gave
    When a shopper sends the contact form as "Ada" "Lovelace" "ada@example.com" with the phone "<phone>" and the message "Can you set an oval in a halo?"
    Then the shop's team received a message from "Ada Lovelace" "ada@example.com" saying "Can you set an oval in a halo?"
    And the message gives the phone "(512) 555-0100"

    Examples:
      | phone           |
      | (512) 555-0100  |
      | +1 512 555 0100 |
      | 512.555.0100    |

  Scenario: The phone may be left out
    When a shopper sends the contact form as "Ada" "Lovelace" "ada@example.com" with the phone "" and the message "Do you ship to Alaska?"
    Then the shop's team received a message from "Ada Lovelace" "ada@example.com" saying "Do you ship to Alaska?"
    And the message gives no phone

  Scenario Outline: What the shopper can fix is said on its field and keeps the message in the browser
    When a shopper sends the contact form with the <field> "<typed>"
    Then the contact form marks the <field> as "<message>"
    And the store received no message

    Examples:
      | field | typed            | message                                           |
      | email | ines@            | Please enter a valid email address                |
      | email | not-an-email     | Please enter a valid email address                |
      | phone | 617-555-CALL     | Please use only digits in the phone number.       |
      | phone | +44 20 7946 0958 | Please enter a US phone number (country code +1). |
      | phone | (512) 555-01     | Incomplete phone number                           |

  Scenario Outline: A required field left empty keeps the message in the browser
    When a shopper sends the contact form without the <field>
    Then the contact form marks the <field> as "Required"
    And the store received no message

    Examples:
      | field      |
      | email      |
      | first name |
      | last name  |
      | message    |
