import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { E2E_CHAT_CONSOLE_TOKEN } from './support/chat-console';
import { screenshot } from './support/screenshots';
import { expect, test } from './support/shop-test';
import { PHONE_AND_DESKTOP } from './support/viewports';

const MOCK = `http://127.0.0.1:${process.env.E2E_MOCK_PORT ?? 3101}`;

const chatPanel = (page: Page) => page.getByRole('dialog', { name: 'Chat with an expert' });

async function openFromFooter(page: Page) {
  await page.getByRole('contentinfo').getByRole('button', { name: 'Chat with us' }).click();
  await expect(chatPanel(page)).toBeVisible();
}

async function send(page: Page, text: string) {
  const panel = chatPanel(page);
  await panel.getByRole('textbox', { name: 'Your message' }).fill(text);
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByRole('list', { name: 'Messages' }).getByText(text)).toBeVisible();
}

/** The console asks for its token before it shows anything; it keeps the token for the tab. */
async function openConsole(agent: Page, token: string) {
  await agent.goto(`${MOCK}/chat/console`);
  await expect(agent.getByRole('navigation', { name: 'Conversations' })).toBeHidden();
  await agent.getByLabel('Console token').fill(token);
  await agent.getByRole('button', { name: 'Open the console' }).click();
}

/** The agent answers from the provider's console, a page of the mock's own origin, after giving its token. */
async function answerFromConsole(agent: Page, conversation: RegExp, text: string) {
  await openConsole(agent, E2E_CHAT_CONSOLE_TOKEN);
  await agent.getByRole('navigation', { name: 'Conversations' }).getByRole('button', { name: conversation }).first().click();
  await agent.getByRole('textbox', { name: 'Answer as the agent' }).fill(text);
  await agent.getByRole('button', { name: 'Send answer' }).click();
  await expect(agent.locator('li.agent', { hasText: text })).toBeVisible();
}

for (const [name, viewport] of PHONE_AND_DESKTOP) {
  test.describe(`on ${name}`, () => {
    test.use({ viewport });

    test("the footer's chat opener: a message, the console's answer arriving live, the conversation after closing and reloading", async ({ page, context }) => {
      await page.goto('/shop-by');
      await screenshot(page, `chat-footer-${viewport.width}`);
      await openFromFooter(page);
      await send(page, 'Do you ship to Canada?');

      const agent = await context.newPage();
      await openConsole(agent, 'not-the-console-token');
      await expect(agent.getByRole('alert')).toHaveText('The console token was refused.');
      await expect(agent.getByRole('navigation', { name: 'Conversations' })).toBeHidden();
      await answerFromConsole(agent, /General question/, 'We ship within the US only, for now.');
      await expect(agent.locator('li.shopper', { hasText: 'Do you ship to Canada?' })).toBeVisible();

      const panel = chatPanel(page);
      const answer = panel.locator('li[data-from="agent"]', { hasText: 'We ship within the US only, for now.' });
      await expect(answer).toBeVisible();
      // Told apart by words, not color alone.
      await expect(answer).toContainText('Expert');
      await expect(panel.locator('li[data-from="shopper"]')).toContainText('You');
      await expectNoSeriousViolations(page, 'the chat panel with an answered conversation');
      await screenshot(page, `chat-panel-${viewport.width}`);
      await agent.setViewportSize(viewport);
      await screenshot(agent, `chat-console-${viewport.width}`);

      await panel.getByRole('button', { name: 'Close chat' }).click();
      await expect(panel).toBeHidden();
      await openFromFooter(page);
      await expect(chatPanel(page).locator('li[data-from]')).toHaveText([/Do you ship to Canada\?/, /We ship within the US only, for now\./]);

      await page.reload();
      await openFromFooter(page);
      await expect(chatPanel(page).locator('li[data-from]')).toHaveText([/Do you ship to Canada\?/, /We ship within the US only, for now\./]);
      await agent.close();
    });

    test("'Chat with an expert' on a diamond's page opens the chat about that diamond", async ({ page, context }) => {
      await page.goto('/shop-by-price/step1');
      await page.getByRole('link', { name: /\$5,000 to \$10,000/ }).click();
      const card = page.getByTestId('recommended-diamond').first();
      const id = (await card.getAttribute('data-diamond-id')) ?? '';
      await card.getByRole('link', { name: /^finest:/ }).click();
      await expect(page.getByTestId('diamond-title')).toBeVisible();
      await page.getByRole('button', { name: 'Skip the tour' }).click();

      await page.getByRole('button', { name: 'Chat with an expert' }).click();
      await expect(chatPanel(page).getByText(`About diamond ${id}`)).toBeVisible();
      await send(page, 'Is this stone eye-clean?');
      await screenshot(page, `chat-diamond-${viewport.width}`);

      const agent = await context.newPage();
      await answerFromConsole(agent, new RegExp(`Diamond ${id}`), 'Yes: nothing is visible at arm’s length.');
      await expect(chatPanel(page).locator('li[data-from="agent"]')).toContainText('Yes: nothing is visible at arm’s length.');
      await agent.close();
    });

    test('with the chat provider down, the chat says it is unavailable and offers the contact form', async ({ page, request }) => {
      await request.put(`${MOCK}/__control/chat`, { data: { available: false } });
      await page.goto('/shop-by');
      await openFromFooter(page);
      const panel = chatPanel(page);
      await expect(panel.getByRole('alert')).toContainText('Chat is unavailable right now.');
      await screenshot(page, `chat-unavailable-${viewport.width}`);
      await expectNoSeriousViolations(page, 'the chat panel with the provider down');
      await panel.getByRole('link', { name: 'contact form' }).click();
      await expect(page).toHaveURL(/\/contact-us$/);
      await expect(panel).toBeHidden();
    });
  });
}
