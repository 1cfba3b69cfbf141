Feature: The contact form
  /contact and /contact-us send the shopper's message to the store's contact form. Email, first name, last name and
  "What's on your mind?" are required; the phone is optional.

  Scenario: A message reaches the shop's team
    When a shopper sends the contact form as "Ada" "Lovelace" "ada@example.com" with the phone "(512) 555-0100" and the message "Can you set an oval in a halo?"
    Then the shop's team received a message from "Ada Lovelace" "ada@example.com" saying "Can you set an oval in a halo?"
    And the message mentions the phone "(512) 555-0100"

  Scenario: The phone may be left out
    When a shopper sends the contact form as "Ada" "Lovelace" "ada@example.com" with the phone "" and the message "Do you ship to Alaska?"
    Then the shop's team received a message from "Ada Lovelace" "ada@example.com" saying "Do you ship to Alaska?"

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
