import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderShop } from '../test/render-shop';

describe('contact page', () => {
  it.each(['/contact', '/contact-us'])('%s requires email, names and the message, then sends it with the optional phone', async (path) => {
    const user = userEvent.setup();
    const { contact } = renderShop(path);
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(screen.getAllByText('Required')).toHaveLength(4);
    expect(contact.sent).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@loupe.test');
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '2125550100');
    await user.type(screen.getByRole('textbox', { name: "What's on your mind?" }), 'Can I see the stone before buying?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you!');
    expect(contact.sent).toEqual([{ name: 'Ada Lovelace', email: 'ada@loupe.test', comment: 'Can I see the stone before buying?\n\nPhone: 2125550100' }]);
  });

  it('says something went wrong when the store fails', async () => {
    const user = userEvent.setup();
    const { contact } = renderShop('/contact');
    contact.failWith = new Error('500');
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@loupe.test');
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
    await user.type(screen.getByRole('textbox', { name: "What's on your mind?" }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });
});
