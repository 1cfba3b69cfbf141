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
    expect(contact.sent).toEqual([{ name: 'Ada Lovelace', email: 'ada@loupe.test', comment: 'Can I see the stone before buying?', telephone: '(212) 555-0100' }]);
  });

  it("says on the field what the shopper can fix, not 'Something went wrong'", async () => {
    const user = userEvent.setup();
    const { contact } = renderShop('/contact');
    const email = await screen.findByRole('textbox', { name: 'Email' });
    await user.type(email, 'ines@');
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ines');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Diaz');
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '617-555-CALL');
    await user.type(screen.getByRole('textbox', { name: "What's on your mind?" }), 'Do you resize rings?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveAccessibleDescription('Please use only digits in the phone number.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(email).toHaveValue('ines@');
    expect(contact.sent).toEqual([]);
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
