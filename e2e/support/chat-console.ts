/** The chat console's token in the browser tests: given to the mock backend they start (MOCK_CHAT_CONSOLE_TOKEN), and
 * typed into the console by the journeys where an expert answers. */
export const E2E_CHAT_CONSOLE_TOKEN = 'e2e-chat-console-token';
