import { render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useFocusKept } from './use-focus-kept';

function Card({ id }: { id: string }) {
  const view = useRef<HTMLDivElement>(null);
  useFocusKept(`card:${id}`, view);
  return (
    <div ref={view}>
      <input type="checkbox" aria-label={`Compare ${id}`} />
      <a href={`/stone/${id}`}>Open {id}</a>
    </div>
  );
}

/** The same cards, first in a list, then in a slider: React builds the slider's cards anew. */
function Cards({ asSlider, ids = ['a', 'b', 'c'] }: { asSlider: boolean; ids?: string[] }) {
  const cards = ids.map((id) => <Card key={id} id={id} />);
  return (
    <>
      <button type="button">Compare</button>
      {asSlider ? <section aria-label="slider">{cards.map((card) => <article key={card.key}>{card}</article>)}</section> : <ul aria-label="list">{cards.map((card) => <li key={card.key}>{card}</li>)}</ul>}
    </>
  );
}

describe('a view that moves keeps the keyboard focus', () => {
  it('gives the focus back to the same control of the same card once it has moved', () => {
    const { rerender } = render(<Cards asSlider={false} />);
    const before = screen.getByRole('link', { name: 'Open b' });
    before.focus();

    rerender(<Cards asSlider />);

    const after = screen.getByRole('link', { name: 'Open b' });
    expect(after).not.toBe(before);
    expect(after.closest('section')).not.toBeNull();
    expect(document.activeElement).toBe(after);
  });

  it('finds the control by its place in the card: the compare box stays the compare box', () => {
    const { rerender } = render(<Cards asSlider={false} />);
    screen.getByRole('checkbox', { name: 'Compare c' }).focus();

    rerender(<Cards asSlider />);

    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Compare c' }));
  });

  it('takes nothing from a shopper whose focus is elsewhere', () => {
    const { rerender } = render(<Cards asSlider={false} />);
    const compare = screen.getByRole('button', { name: 'Compare' });
    compare.focus();

    rerender(<Cards asSlider />);

    expect(document.activeElement).toBe(compare);
  });

  it('does not bring back a card that left for good', () => {
    const { rerender } = render(<Cards asSlider={false} />);
    screen.getByRole('link', { name: 'Open a' }).focus();

    rerender(<Cards asSlider={false} ids={['b', 'c']} />);
    expect(document.activeElement).toBe(document.body);
    // The same stone arriving seconds later (another search found it) is a new card: the page does not jump to it.
    const later = performance.now() + 5_000;
    const clock = vi.spyOn(performance, 'now').mockReturnValue(later);
    rerender(<Cards asSlider ids={['a', 'b', 'c']} />);
    clock.mockRestore();
    expect(document.activeElement).toBe(document.body);
  });
});
