import { describe, expect, it } from 'vitest';
import { CHAT_LIMITS, ChatDesk } from './chat-desk';

const MINUTE = 60_000;

/** A desk of two places, half an hour of idleness, on a clock the test moves. */
function smallDesk() {
  let now = Date.UTC(2026, 10, 24, 9);
  const desk = new ChatDesk(() => new Date(now), { ...CHAT_LIMITS, maxConversations: 2 });
  const opened = (client: string) => {
    const opening = desk.open(client, undefined);
    if (!('opened' in opening)) throw new Error(`refused: ${opening.refused}`);
    return opening.opened;
  };
  return { desk, opened, later: (ms: number) => void (now += ms) };
}

describe('the chat desk', () => {
  it('keeps only a digest of each secret, and reaches a conversation with its secret only', () => {
    const { desk, opened } = smallDesk();
    const mine = opened('a');
    expect(JSON.stringify(desk)).not.toContain(mine.secret);
    expect(desk.reach(mine.id, mine.secret)?.id).toBe(mine.id);
    expect(desk.reach(mine.id, undefined)).toBeUndefined();
    expect(desk.reach(mine.id, `${mine.secret} `)).toBeUndefined();
    expect(desk.reach('unknown', mine.secret)).toBeUndefined();
  });

  it('when full, forgets only a conversation idle for 30 minutes; one followed live is never idle', () => {
    const { desk, opened, later } = smallDesk();
    const followed = opened('a');
    const idle = opened('b');
    const stop = desk.listen(desk.reach(followed.id, followed.secret)!, () => {});
    later(29 * MINUTE);
    expect(desk.open('c', undefined)).toEqual({ refused: 'full', retryAfterSeconds: 60 });
    later(MINUTE);
    const newcomer = desk.open('c', undefined);
    if (!('opened' in newcomer)) throw new Error('the idle conversation made no room');
    expect(desk.reach(idle.id, idle.secret)).toBeUndefined();
    expect(desk.reach(followed.id, followed.secret)).toBeDefined();
    // Both places taken by conversations followed live: however long that lasts, the desk refuses rather than forgets.
    desk.listen(desk.reach(newcomer.opened.id, newcomer.opened.secret)!, () => {});
    later(3 * 60 * MINUTE);
    expect(desk.open('d', undefined)).toEqual({ refused: 'full', retryAfterSeconds: 30 * 60 });
    // A stream that closes leaves its conversation in use for another half hour.
    stop();
    later(29 * MINUTE);
    expect(desk.open('d', undefined)).toEqual({ refused: 'full', retryAfterSeconds: 60 });
    later(MINUTE);
    expect(desk.open('d', undefined)).toMatchObject({ opened: { diamondId: null } });
    expect(desk.reach(followed.id, followed.secret)).toBeUndefined();
  });
});
