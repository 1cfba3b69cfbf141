import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { InMemoryContactGateway } from '../../../test/doubles/in-memory-contact.gateway';
import { RecordingLogger } from '../../../test/doubles/recording.logger';
import { ContactAnExpert, type ExpertMessage } from './contact-an-expert.use-case';

const offer = (amount: number, price?: number): ExpertMessage => ({ kind: 'offer', name: 'Ada', email: 'ada@loupe.test', diamondId: 'A', offer: amount, message: '', ...(price !== undefined && { price }) });

describe('ContactAnExpert', () => {
  it.each([
    [1_000, 'Please offer at least $2,546.50, half the price.'],
    [5_093.01, 'An offer cannot be more than the price, $5,093.00.'],
    [0, 'Please enter the amount you offer.'],
  ])('refuses an offer of $%d on a $5,093.00 stone and sends nothing', async (amount, message) => {
    const contact = new InMemoryContactGateway();
    await expect(firstValueFrom(new ContactAnExpert(contact, new RecordingLogger()).execute(offer(amount, 5_093)))).rejects.toEqual({ code: 'EXPERT.INVALID', message });
    expect(contact.sent).toEqual([]);
  });

  it('sends an offer between half the price and the price, both included', async () => {
    const contact = new InMemoryContactGateway();
    const experts = new ContactAnExpert(contact, new RecordingLogger());
    for (const amount of [2_546.5, 5_093]) await firstValueFrom(experts.execute(offer(amount, 5_093)), { defaultValue: undefined });
    expect(contact.sent.map((sent) => sent.comment)).toEqual(['Offer of $2,546.50 for diamond A', 'Offer of $5,093.00 for diamond A']);
  });
});
