import { describe, expect, it } from 'vitest';
import { formFieldRefused } from '../../domain/shared/field-refusal';
import { InMemoryContactGateway } from '../../../test/doubles/in-memory-contact.gateway';
import { RecordingLogger } from '../../../test/doubles/recording.logger';
import { ContactFormModel } from './contact-form.model';
import { SendContactMessage } from './send-contact-message.use-case';

const setUp = () => {
  const gateway = new InMemoryContactGateway();
  const logger = new RecordingLogger();
  return { gateway, logger, model: new ContactFormModel(new SendContactMessage(gateway, logger)) };
};

const fill = (model: ContactFormModel, values: Partial<Record<'email' | 'firstName' | 'lastName' | 'phone' | 'message', string>>) =>
  Object.entries(values).forEach(([field, value]) => model.change(field as 'email', value));

describe('the contact form model', () => {
  it('marks each empty required field and sends nothing', async () => {
    const { gateway, model } = setUp();
    await model.submit();
    expect(model.state.errors).toEqual({ email: 'Required', firstName: 'Required', lastName: 'Required', message: 'Required' });
    fill(model, { email: 'ada@loupe.test', firstName: 'Ada', lastName: 'Lovelace', message: '   ' });
    await model.submit();
    expect(model.state.errors).toEqual({ message: 'Required' });
    expect(gateway.sent).toEqual([]);
  });

  it('sends the message with the optional phone in its own field and thanks the shopper', async () => {
    const { gateway, model } = setUp();
    fill(model, { email: 'ada@loupe.test', firstName: 'Ada', lastName: 'Lovelace', phone: '2125550100', message: 'Can I see the stone?' });
    await model.submit();
    expect(model.state).toMatchObject({ sent: true, busy: false, error: null });
    expect(gateway.sent).toEqual([{ name: 'Ada Lovelace', email: 'ada@loupe.test', comment: 'Can I see the stone?', telephone: '(212) 555-0100' }]);
  });

  it('sends no phone when none was given', async () => {
    const { gateway, model } = setUp();
    fill(model, { email: 'ada@loupe.test', firstName: 'Ada', lastName: 'Lovelace', message: 'Hello' });
    await model.submit();
    expect(gateway.sent).toEqual([{ name: 'Ada Lovelace', email: 'ada@loupe.test', comment: 'Hello' }]);
  });

  it("says on the field what the shopper can fix, keeps what was typed and sends nothing", async () => {
    const { gateway, model } = setUp();
    fill(model, { email: 'ines@', firstName: 'Ines', lastName: 'Diaz', phone: '+44 20 7946 0958', message: 'Hello' });
    model.leave('email');
    expect(model.state.errors).toEqual({ email: 'Please enter a valid email address' });
    await model.submit();
    expect(model.state).toMatchObject({
      error: null,
      sent: false,
      errors: { email: 'Please enter a valid email address', phone: 'Please enter a US phone number (country code +1).' },
    });
    expect(model.state.values).toMatchObject({ email: 'ines@', phone: '+44 20 7946 0958' });
    expect(gateway.sent).toEqual([]);
  });

  it('lands a pasted phone as (617) 555-1234 when the shopper leaves the field', () => {
    const { model } = setUp();
    model.change('phone', '+1 617 555 1234');
    model.leave('phone');
    expect(model.state.values.phone).toBe('(617) 555-1234');
    expect(model.state.errors).toEqual({});
  });

  it("marks a field the store refuses on the form's field, in the shop's words", async () => {
    const { gateway, model } = setUp();
    gateway.failWith = formFieldRefused('telephone', 'phone');
    fill(model, { email: 'ada@loupe.test', firstName: 'Ada', lastName: 'Lovelace', phone: '2125550100', message: 'Hello' });
    await model.submit();
    expect(model.state).toMatchObject({ sent: false, busy: false, error: null, errors: { phone: 'Please check the phone number.' } });
    gateway.failWith = formFieldRefused('email', 'email');
    await model.submit();
    expect(model.state.errors).toEqual({ email: 'Please check the email address.' });
  });

  it('says something went wrong when the store fails, and logs it', async () => {
    const { gateway, logger, model } = setUp();
    gateway.failWith = new Error('500');
    fill(model, { email: 'ada@loupe.test', firstName: 'Ada', lastName: 'Lovelace', message: 'Hello' });
    await model.submit();
    expect(model.state).toMatchObject({ sent: false, busy: false, error: 'Something went wrong. Please try again.' });
    expect(logger.entries).toHaveLength(1);
  });
});
