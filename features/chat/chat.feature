Feature: Chat with an expert
  The footer's chat opener and 'Chat with an expert' on a diamond's page open the shell's chat panel. The shop's
  experts answer from the chat provider's console; the shopper sees the answer arrive in the open panel.

  Scenario: Opened from a diamond, the conversation is about that diamond
    Given the shopper opens the finest recommended diamond
    When they open the chat with an expert from the diamond's page
    Then the chat panel is ready
    And the chat provider holds one conversation, about that diamond

  Scenario: An answer from the console reaches the open panel
    Given the shopper opened the chat from the footer
    When they send the chat message "Is this stone eye-clean?"
    And an expert answers "Yes, nothing is visible at arm's length." from the console
    Then the open chat panel shows the expert's answer "Yes, nothing is visible at arm's length."
    And the chat panel shows the messages "Is this stone eye-clean?", "Yes, nothing is visible at arm's length."

  Scenario: Closing and reopening the panel, or reloading the page, shows the conversation again
    Given the shopper opened the chat from the footer
    And they send the chat message "Do you ship to Canada?"
    When they close the chat panel
    And an expert answers "We ship to the US only." from the console
    And they open the chat from the footer
    Then the chat panel shows the messages "Do you ship to Canada?", "We ship to the US only."
    When they reload the page and open the chat from the footer
    Then the chat panel shows the messages "Do you ship to Canada?", "We ship to the US only."
    And the chat provider holds one conversation, about no diamond

  Scenario: An empty message is refused
    Given the shopper opened the chat from the footer
    When they send the chat message ""
    Then the chat panel says "Please write a message first."
    And the chat provider received no message

  Scenario: With the chat provider down, chat is unavailable and the contact form is offered
    Given the chat provider is down
    When the shopper opens the chat from the footer
    Then the chat panel says "Chat is unavailable right now."
    And it offers the contact form at "/contact-us"
    And the chat provider holds no conversation
