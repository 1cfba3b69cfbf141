import assert from 'node:assert/strict';
import { After, Given, Then, When } from '@cucumber/cucumber';
import { filter, firstValueFrom, timeout } from 'rxjs';
import { ChatModel } from '../../src/application/chat/chat.model';
import type { ChatState } from '../../src/application/chat/chat.model';
import type { ShopWorld } from '../support/world';

/** The chat panel open in each scenario's browser (its model, attached as the panel's view attaches it). */
const panels = new WeakMap<ShopWorld, { model: ChatModel; detach: () => void }>();

/** A fresh panel from the shop's container, as the shell mounts one (a reload mounts another). */
function mountPanel(world: ShopWorld): ChatModel {
  panels.get(world)?.detach();
  const model = world.shop.get(ChatModel);
  panels.set(world, { model, detach: model.attach() });
  return model;
}

function panel(world: ShopWorld): ChatModel {
  return panels.get(world)?.model ?? mountPanel(world);
}

/** Waits for the panel to settle on a state the predicate accepts (a live answer arrives when it arrives). */
const until = (model: ChatModel, accepts: (state: ChatState) => boolean): Promise<ChatState> =>
  firstValueFrom(model.state$.pipe(filter(accepts), timeout({ first: 10_000, with: () => Promise.reject(new Error(`the chat panel never got there: ${JSON.stringify(model.state)}`)) })));

const settled = (state: ChatState) => state.status === 'ready' || state.status === 'unavailable';

/** A call of the chat provider's console, with the console's token. */
function consoleCall(world: ShopWorld, path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${world.backendUrl}/chat/console${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${world.chatConsoleToken}`, ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
  });
}

/** What the chat provider holds, read as the console reads it. */
async function providerConversations(world: ShopWorld): Promise<{ id: string; diamondId: string | null }[]> {
  const answer = await consoleCall(world, '/conversations');
  assert.equal(answer.status, 200);
  return (await answer.json()) as { id: string; diamondId: string | null }[];
}

/** The conversation open in the shopper's panel. */
function shoppersConversation(world: ShopWorld): { id: string; secret: string } {
  const conversation = panel(world).state.conversation;
  assert.ok(conversation, 'the chat panel shows no conversation');
  return conversation;
}

/** What the chat provider answered a call a step made, for the Then steps. */
async function keepAnswer(world: ShopWorld, answer: Response): Promise<void> {
  world.result = { status: answer.status, body: (await answer.json()) as unknown };
}

async function openFromFooter(world: ShopWorld): Promise<void> {
  const model = panel(world);
  model.open();
  await until(model, settled);
}

After(function (this: ShopWorld) {
  panels.get(this)?.detach();
  panels.delete(this);
});

Given('the chat provider is down', async function (this: ShopWorld) {
  const answer = await fetch(`${this.backendUrl}/__control/chat`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ available: false }) });
  assert.equal(answer.status, 200);
});

When("they open the chat with an expert from the diamond's page", async function (this: ShopWorld) {
  assert.ok(this.current, 'no diamond on the page');
  const model = panel(this);
  model.open(this.current.id);
  await until(model, settled);
});

Given(/^the shopper (?:opened|opens) the chat from the footer$/, async function (this: ShopWorld) {
  await openFromFooter(this);
});

When('they open the chat from the footer', async function (this: ShopWorld) {
  await openFromFooter(this);
});

When('they reload the page and open the chat from the footer', async function (this: ShopWorld) {
  // The same browser (its storage), a new page: a new panel from the container.
  mountPanel(this);
  await openFromFooter(this);
});

When('they close the chat panel', function (this: ShopWorld) {
  panel(this).close();
  assert.equal(panel(this).state.opened, false);
});

When(/^they send the chat message "(.*)"$/, async function (this: ShopWorld, text: string) {
  const model = panel(this);
  const before = model.state.messages.length;
  model.change(text);
  model.send();
  await until(model, (state) => !state.sending && (state.error !== null || state.messages.length > before));
});

When('an expert answers {string} from the console', async function (this: ShopWorld, text: string) {
  // The console answers the newest conversation through its own routes, with the console's token.
  const [conversation] = await providerConversations(this);
  assert.ok(conversation, 'the chat provider holds no conversation to answer');
  const answer = await consoleCall(this, `/conversations/${conversation.id}/messages`, { method: 'POST', body: JSON.stringify({ text }) });
  assert.equal(answer.status, 201);
});

When("someone who knows only the conversation's number asks for its messages", async function (this: ShopWorld) {
  const { id } = shoppersConversation(this);
  await keepAnswer(this, await fetch(`${this.backendUrl}/chat/conversations/${id}/messages`));
});

When("someone who knows only the conversation's number writes {string} in it", async function (this: ShopWorld, text: string) {
  const { id } = shoppersConversation(this);
  await keepAnswer(
    this,
    await fetch(`${this.backendUrl}/chat/conversations/${id}/messages`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ text }) }),
  );
});

When("the shopper's browser sends {string} as the expert", async function (this: ShopWorld, text: string) {
  // The shop offers no way to: the call is made by hand, with the conversation's own secret.
  const { id, secret } = shoppersConversation(this);
  await keepAnswer(
    this,
    await fetch(`${this.backendUrl}/chat/conversations/${id}/messages`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${secret}` },
      body: JSON.stringify({ text, from: 'agent' }),
    }),
  );
});

/** The console's own route, without the console's bearer token. */
When('someone sends {string} from the console without signing in', async function (this: ShopWorld, text: string) {
  const { id } = shoppersConversation(this);
  await keepAnswer(
    this,
    await fetch(`${this.backendUrl}/chat/console/conversations/${id}/messages`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ text }) }),
  );
});

Then('the chat provider says {string}', function (this: ShopWorld, message: string) {
  const { status, body } = this.result as { status: number; body: { message?: string } };
  assert.equal(status, 404);
  assert.equal(body.message, message);
});

Then('the chat provider refuses it', function (this: ShopWorld) {
  const { status } = this.result as { status: number };
  assert.ok(status >= 400 && status < 500, `the chat provider answered ${status}`);
});

Then('the chat panel shows no message', async function (this: ShopWorld) {
  const state = await until(panel(this), settled);
  assert.deepEqual(state.messages, []);
});

Then('the chat panel is ready', function (this: ShopWorld) {
  assert.equal(panel(this).state.status, 'ready');
});

Then("the open chat panel shows the expert's answer {string}", async function (this: ShopWorld, text: string) {
  const model = panel(this);
  assert.equal(model.state.opened, true);
  const state = await until(model, (current) => current.messages.some((message) => message.from === 'agent' && message.text === text));
  assert.equal(state.status, 'ready');
});

Then(/^the chat panel shows the messages (.+)$/, async function (this: ShopWorld, list: string) {
  const expected = [...list.matchAll(/"([^"]*)"/g)].map(([, text]) => text);
  const state = await until(panel(this), (current) => current.messages.length >= expected.length);
  assert.deepEqual(
    state.messages.map(({ text }) => text),
    expected,
  );
  assert.deepEqual(
    state.messages.map(({ from }) => from),
    expected.map((_, index) => (index % 2 === 0 ? 'shopper' : 'agent')),
  );
});

Then('the chat provider holds one conversation, about that diamond', async function (this: ShopWorld) {
  assert.ok(this.current);
  const conversations = await providerConversations(this);
  assert.deepEqual(
    conversations.map(({ diamondId }) => diamondId),
    [this.current.id],
  );
  assert.equal(panel(this).state.conversation?.id, conversations[0]?.id);
});

Then('the chat provider holds one conversation, about no diamond', async function (this: ShopWorld) {
  const conversations = await providerConversations(this);
  assert.deepEqual(
    conversations.map(({ diamondId }) => diamondId),
    [null],
  );
});

Then('the chat provider holds no conversation', async function (this: ShopWorld) {
  await fetch(`${this.backendUrl}/__control/chat`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ available: true }) });
  assert.deepEqual(await providerConversations(this), []);
});

Then('the chat provider received no message', async function (this: ShopWorld) {
  const [conversation] = await providerConversations(this);
  assert.ok(conversation);
  assert.deepEqual(await (await consoleCall(this, `/conversations/${conversation.id}/messages`)).json(), []);
  assert.equal(this.sentRequests.filter(({ url }) => url.endsWith('/messages')).length, 0);
});

Then('the chat panel says {string}', function (this: ShopWorld, message: string) {
  assert.equal(panel(this).state.error, message);
});

Then('it offers a link to the contact page', function (this: ShopWorld) {
  const { status, fallback } = panel(this).state;
  assert.equal(status, 'unavailable');
  assert.equal(fallback?.to, '/contact-us');
});
