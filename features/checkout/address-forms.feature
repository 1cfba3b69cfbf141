# The shipping page is /shipping, the billing page /billing, the billing and shipping page /shipping-billing.
Feature: Address forms of the checkout
  The shipping page and the billing page (one address per page) name every empty mandatory field in one message; the
  billing and shipping page shows 'Required' under each field, masks the phone, reads a pasted phone number in any
  common notation and keeps five zip digits. The country is always the United States.

  Background:
    Given a guest whose bag already holds the biggest recommended diamond

  Scenario: The shipping form names every empty mandatory field
    When the shipping form is sent with only the full name "Ada Lovelace"
    Then the form says "The following mandatory fields are empty: Address, City, State, Zip, Phone, Email"

  Scenario: The billing form does not ask for the company or the apartment
    When the billing form is sent complete but without company and apartment
    Then the form has no message
    And the address is for "Ada" "Lovelace" in "US"

  Scenario Outline: The full name is split at the first space
    When the shipping form is sent complete with the full name "<full name>"
    Then the address is for "<first>" "<last>" in "US"

    Examples:
      | full name      | first | last      |
      | Ada Lovelace   | Ada   | Lovelace  |
      | Mary Ann Smith | Mary  | Ann Smith |

  Scenario: An empty billing panel shows 'Required' under each of its fields
    When the billing and shipping form is sent empty with the same address for shipping
    Then these billing fields say "Required": first name, last name, address, city, state, zip, phone, email
    And no shipping field has a message

  Scenario: Unchecking same-as-billing makes the shipping fields required too
    When the billing and shipping form is sent with a complete billing panel and an empty separate shipping panel
    Then these shipping fields say "Required": first name, last name, address, city, state, zip, phone, email

  Scenario Outline: The phone is masked and needs ten digits
    When the phone "<typed>" is typed and the field is left
    Then the phone shows "<shown>" with the message "<message>"

    Examples:
      | typed      | shown          | message                 |
      | 512555     | (512) 555      | Incomplete phone number |
      | 5125550100 | (512) 555-0100 |                         |

  Scenario Outline: A pasted phone number keeps its digits, its country code 1 dropped
    When the phone "<pasted>" is typed and the field is left
    Then the phone shows "(617) 555-1234" with the message ""

    Examples:
      | pasted            |
      | +1 617 555 1234   |
      | 617.555.1234      |
      | (617) 555-1234    |
      | 1-617-555-1234    |
      | +1 (617) 555 1234 |
      | 6175551234        |

  Scenario Outline: A phone number that is not a US number is refused on its field, as typed
    When the phone "<typed>" is typed and the field is left
    Then the phone shows "<typed>" with the message "<message>"

    Examples:
      | typed            | message                                                        |
      | 512-555-0100999  | A US phone number has 10 digits: please remove the extra ones. |
      | +44 20 7946 0958 | Please enter a US phone number (country code +1).              |
      | 617-555-CALL     | Please use only digits in the phone number.                    |

  Scenario: An empty phone is required
    When the phone "" is typed and the field is left
    Then the phone message is "Required"

  Scenario: The zip keeps at most five digits
    When the zip "a7b3301999" is typed
    Then the zip shows "73301"

  Scenario: The state must be chosen
    When the state is left at "Select"
    Then the state says "Required"

  Scenario Outline: The shipping form says what the store would refuse, on the field, and sends nothing
    When the shipping form is sent complete except the <field> "<typed>"
    Then the <field> says "<message>"
    And the form still shows the <field> "<typed>"
    And nothing was sent to the store

    Examples:
      | field     | typed                  | message                                          |
      | zip       | 0210                   | Please enter a 5-digit ZIP code.                 |
      | email     | not-an-email           | Please enter a valid email address               |
      | full name | Cher                   | Please enter your first and last name.           |
      | full name | a name of 275 letters  | Please enter your first and last name.           |
      | full name | Ada and 275 letters    | Please shorten this to 255 characters or fewer.  |

  Scenario Outline: The billing and shipping page says what the store would refuse, on the field, and sends nothing
    When the billing panel is sent complete except the <field> "<typed>"
    Then the billing <field> says "<message>"
    And the billing panel still shows the <field> "<typed>"
    And nothing was sent to the store

    Examples:
      | field      | typed                 | message                                          |
      | zip        | 0210                  | Please enter a 5-digit ZIP code.                 |
      | email      | not-an-email          | Please enter a valid email address               |
      | last name  |                       | Required                                         |
      | first name | a name of 275 letters | Please shorten this to 255 characters or fewer.  |

  Scenario Outline: Every US address checks out, DC, Puerto Rico and the armed forces included
    When the shipping form is sent complete with the state "<state>"
    Then the store keeps the shipping address in "<state>" as region <region id>

    Examples:
      | state | region id |
      | DC    | 16        |
      | PR    | 52        |
      | AA    | 7         |
      | AE    | 9         |
      | AP    | 11        |
      | TN    | 56        |
