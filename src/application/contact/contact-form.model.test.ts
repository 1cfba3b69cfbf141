import { describe, expect, it } from 'vitest';
import { InMemoryContactGateway } from '../../infrastructure/in-memory/in-memory-contact.gateway';
import { RecordingLogger } from '../../infrastructure/in-memory/recording.logger';
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

  it('sends the message with the optional phone and thanks the shopper', async () => {
    const { gateway, model } = setUp();
    fill(model, { email: 'ada@loupe.test', firstName: 'Ada', lastName: 'Lovelace', phone: '2125550100', message: 'Can I see the stone?' });
    await model.submit();
    expect(model.state).toMatchObject({ sent: true, busy: false, error: null });
    expect(gateway.sent).toEqual([{ name: 'Ada Lovelace', email: 'ada@loupe.test', comment: 'Can I see the stone?\n\nPhone: 2125550100' }]);
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
