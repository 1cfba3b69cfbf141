/**
 * The agent console of the stand-in chat provider (`GET /chat/console`): the conversations, newest first (refreshed
 * every few seconds), the chosen one's messages followed live, and a box to answer as the agent. It talks to the
 * provider's own routes on its own origin; every text is set as text, never as HTML.
 */
export function chatConsolePage(nonce: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Chat console</title>
<style nonce="${nonce}">
  body { font: 15px/1.4 system-ui, sans-serif; margin: 0; color: #1a1b1e; }
  header { padding: 12px 16px; border-bottom: 1px solid #dee2e6; }
  h1 { font-size: 18px; margin: 0; }
  main { display: flex; flex-wrap: wrap; min-height: calc(100vh - 50px); }
  nav { flex: 1 1 260px; max-width: 100%; border-right: 1px solid #dee2e6; border-bottom: 1px solid #dee2e6; }
  @media (max-width: 600px) { main { flex-direction: column; } nav { flex: 0 0 auto; border-right: 0; } }
  nav ul { list-style: none; margin: 0; padding: 0; }
  nav button { display: block; width: 100%; text-align: left; padding: 10px 16px; border: 0; border-bottom: 1px solid #f1f3f5; background: none; font: inherit; cursor: pointer; }
  nav button[aria-current="true"] { background: #e7f5ff; font-weight: 600; }
  section { flex: 3 1 320px; display: flex; flex-direction: column; padding: 12px 16px; }
  ol { list-style: none; margin: 0 0 12px; padding: 0; flex: 1; }
  li.message { margin: 6px 0; padding: 8px 10px; border-radius: 8px; max-width: 80%; }
  li.shopper { background: #f1f3f5; }
  li.agent { background: #d0ebff; margin-left: auto; }
  .who { display: block; font-size: 12px; font-weight: 600; }
  form { display: flex; flex-wrap: wrap; gap: 8px; }
  form label { flex-basis: 100%; }
  textarea { flex: 1 1 200px; font: inherit; padding: 6px; }
  button.send { font: inherit; padding: 6px 16px; }
  .empty, .status { color: #495057; }
</style>
</head>
<body>
<header><h1>Chat console: answer shoppers as the agent</h1></header>
<main>
  <nav aria-label="Conversations"><ul id="conversations"></ul><p class="empty" id="no-conversations">No conversation yet.</p></nav>
  <section aria-label="Conversation">
    <p class="status" id="status" role="status">Choose a conversation.</p>
    <ol id="messages" aria-live="polite"></ol>
    <form id="answer" hidden>
      <label for="text" class="who">Answer as the agent</label>
      <textarea id="text" name="text" rows="2" maxlength="2000" required></textarea>
      <button class="send" type="submit">Send answer</button>
    </form>
  </section>
</main>
<script nonce="${nonce}">
(() => {
  const base = location.pathname.replace(/\\/console\\/?$/, '');
  const list = document.getElementById('conversations');
  const none = document.getElementById('no-conversations');
  const messages = document.getElementById('messages');
  const status = document.getElementById('status');
  const form = document.getElementById('answer');
  const text = document.getElementById('text');
  let chosen = null;
  let stream = null;
  const seen = new Set();

  const show = (message) => {
    if (seen.has(message.id)) return;
    seen.add(message.id);
    const item = document.createElement('li');
    item.className = 'message ' + message.from;
    const who = document.createElement('span');
    who.className = 'who';
    who.textContent = message.from === 'agent' ? 'Agent' : 'Shopper';
    item.append(who, document.createTextNode(message.text));
    messages.append(item);
  };

  const choose = async (conversation) => {
    chosen = conversation.id;
    if (stream) stream.close();
    seen.clear();
    messages.replaceChildren();
    status.textContent = 'Conversation ' + conversation.id.slice(0, 8) + (conversation.diamondId ? ' about diamond ' + conversation.diamondId : '');
    form.hidden = false;
    for (const button of list.querySelectorAll('button')) button.setAttribute('aria-current', String(button.dataset.id === chosen));
    stream = new EventSource(base + '/conversations/' + encodeURIComponent(chosen) + '/events');
    stream.addEventListener('message', (event) => show(JSON.parse(event.data)));
    const answer = await fetch(base + '/conversations/' + encodeURIComponent(chosen) + '/messages');
    if (answer.ok) for (const message of await answer.json()) show(message);
  };

  const refresh = async () => {
    const answer = await fetch(base + '/conversations').catch(() => null);
    if (!answer || !answer.ok) {
      status.textContent = 'The chat provider is unavailable.';
      return;
    }
    const conversations = await answer.json();
    none.hidden = conversations.length > 0;
    list.replaceChildren(...conversations.map((conversation) => {
      const item = document.createElement('li');
      const button = document.createElement('button');
      button.type = 'button';
      button.dataset.id = conversation.id;
      button.setAttribute('aria-current', String(conversation.id === chosen));
      button.textContent = (conversation.diamondId ? 'Diamond ' + conversation.diamondId : 'General question') + ' · ' + new Date(conversation.createdAt).toLocaleTimeString();
      button.addEventListener('click', () => choose(conversation));
      item.append(button);
      return item;
    }));
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (!chosen || !text.value.trim()) return;
    const answer = await fetch(base + '/conversations/' + encodeURIComponent(chosen) + '/messages', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: text.value, from: 'agent' }),
    });
    if (answer.ok) {
      show(await answer.json());
      text.value = '';
    } else status.textContent = 'The answer was not sent (' + answer.status + ').';
  });

  refresh();
  setInterval(refresh, 3000);
})();
</script>
</body>
</html>
`;
}
