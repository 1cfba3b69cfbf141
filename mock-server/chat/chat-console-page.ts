/**
 * The agent console of the stand-in chat provider (`GET /chat/console`): it first asks for the console token (the
 * mock prints it at start), keeps it in this tab's session storage and sends it as a bearer header to the console's
 * routes (`/chat/console/…`); then the conversations, newest first (refreshed every few seconds), the chosen one's
 * messages followed live, and a box to answer as the agent. A refused token forgets it and asks again. The page
 * itself holds no conversation, and is served so that no other page can frame it. The live stream is read with
 * fetch, which can send the token in a header (EventSource cannot, and a token in the address would be logged).
 * Every text is set as text, never as HTML.
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
  [hidden] { display: none !important; }
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
  #sign-in { display: flex; flex-direction: column; gap: 8px; max-width: 360px; padding: 16px; }
  #sign-in input { font: inherit; padding: 6px; }
  #sign-in button { font: inherit; padding: 6px 16px; align-self: flex-start; }
  header { display: flex; justify-content: space-between; align-items: center; gap: 8px; }
  #sign-out { font: inherit; padding: 4px 12px; }
  .error { color: #c92a2a; }
</style>
</head>
<body>
<header><h1>Chat console: answer shoppers as the agent</h1><button id="sign-out" type="button" hidden>Forget the token</button></header>
<form id="sign-in" hidden>
  <label for="token">Console token</label>
  <input id="token" name="token" type="password" autocomplete="off" spellcheck="false" required>
  <button type="submit">Open the console</button>
  <p class="error" id="sign-in-error" role="alert"></p>
  <p class="status">The mock backend prints the console token when it starts (set MOCK_CHAT_CONSOLE_TOKEN to choose it).</p>
</form>
<main id="console" hidden>
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
  const TOKEN_KEY = 'chat-console-token';
  const base = location.pathname.replace(/\\/console\\/?$/, '') + '/console';
  const signIn = document.getElementById('sign-in');
  const tokenInput = document.getElementById('token');
  const signInError = document.getElementById('sign-in-error');
  const signOutButton = document.getElementById('sign-out');
  const consoleView = document.getElementById('console');
  const list = document.getElementById('conversations');
  const none = document.getElementById('no-conversations');
  const messages = document.getElementById('messages');
  const status = document.getElementById('status');
  const form = document.getElementById('answer');
  const text = document.getElementById('text');
  let token = sessionStorage.getItem(TOKEN_KEY);
  let chosen = null;
  let following = null;
  let refreshing = null;
  const seen = new Set();

  const call = (path, init = {}) => fetch(base + path, { ...init, headers: { ...(init.headers || {}), Authorization: 'Bearer ' + token } });

  const askForToken = (why) => {
    sessionStorage.removeItem(TOKEN_KEY);
    token = null;
    chosen = null;
    clearInterval(refreshing);
    if (following) following.abort();
    consoleView.hidden = true;
    signOutButton.hidden = true;
    signIn.hidden = false;
    signInError.textContent = why;
    tokenInput.focus();
  };

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

  /** The conversation's server-sent events, read with fetch (the token goes in a header), reconnecting after a drop. */
  const follow = async (id, signal) => {
    let lastId = null;
    while (!signal.aborted) {
      try {
        const headers = { Accept: 'text/event-stream' };
        if (lastId) headers['Last-Event-ID'] = lastId;
        const answer = await call('/conversations/' + encodeURIComponent(id) + '/events', { headers, signal });
        if (answer.status === 401) return askForToken('The console token was refused.');
        if (answer.status === 404) {
          status.textContent = 'This conversation is gone.';
          return;
        }
        if (!answer.ok || !answer.body) throw new Error('no stream');
        const reader = answer.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let end;
          while ((end = buffer.indexOf('\\n\\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            let type = 'message';
            let data = null;
            for (const line of block.split('\\n')) {
              if (line.startsWith('event: ')) type = line.slice(7);
              else if (line.startsWith('id: ')) lastId = line.slice(4);
              else if (line.startsWith('data: ')) data = line.slice(6);
            }
            if (type === 'message' && data !== null) show(JSON.parse(data));
          }
        }
      } catch {
        if (signal.aborted) return;
      }
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  };

  const choose = async (conversation) => {
    chosen = conversation.id;
    if (following) following.abort();
    following = new AbortController();
    seen.clear();
    messages.replaceChildren();
    status.textContent = 'Conversation ' + conversation.id.slice(0, 8) + (conversation.diamondId ? ' about diamond ' + conversation.diamondId : '');
    form.hidden = false;
    for (const button of list.querySelectorAll('button')) button.setAttribute('aria-current', String(button.dataset.id === chosen));
    follow(chosen, following.signal);
    const answer = await call('/conversations/' + encodeURIComponent(chosen) + '/messages');
    if (answer.status === 401) return askForToken('The console token was refused.');
    if (answer.ok) for (const message of await answer.json()) show(message);
  };

  const refresh = async () => {
    const answer = await call('/conversations').catch(() => null);
    if (answer && answer.status === 401) return askForToken('The console token was refused.');
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

  const start = () => {
    signIn.hidden = true;
    signInError.textContent = '';
    consoleView.hidden = false;
    signOutButton.hidden = false;
    refresh();
    refreshing = setInterval(refresh, 3000);
  };

  signIn.addEventListener('submit', (event) => {
    event.preventDefault();
    const given = tokenInput.value.trim();
    if (!given) return;
    token = given;
    sessionStorage.setItem(TOKEN_KEY, token);
    tokenInput.value = '';
    start();
  });

  signOutButton.addEventListener('click', () => askForToken(''));

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (!chosen || !text.value.trim()) return;
    const answer = await call('/conversations/' + encodeURIComponent(chosen) + '/messages', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: text.value }),
    });
    if (answer.status === 401) return askForToken('The console token was refused.');
    if (answer.ok) {
      show(await answer.json());
      text.value = '';
    } else status.textContent = 'The answer was not sent (' + answer.status + ').';
  });

  if (token) start();
  else askForToken('');
})();
</script>
</body>
</html>
`;
}
