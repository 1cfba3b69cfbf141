Feature: Content pages come from the store
  The terms, the privacy policy and the about page are edited in the store's content service.

  Scenario Outline: A shopper reads a content page
    When the shopper opens the "<page>" page
    Then they read the heading "<heading>"
    And the page has a body

    Examples:
      | page             | heading            |
      | terms-conditions | Terms & Conditions |
      | privacy-policy   | Privacy Policy     |
      | about            | About Loupe        |

  Scenario: A page the store does not have says it could not be found, and the failure is logged
    When the shopper opens the content page with id 999
    Then no page is given, the page says "We could not find that page"
    And the failure is logged
