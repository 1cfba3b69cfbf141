import { VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { CERTIFICATE_SENT_MS, EDUCATION_TAB_ROTATION_MS } from '../../domain/shared/timers';
import { InMemoryContactGateway } from '../../../test/doubles/in-memory-contact.gateway';
import { RecordingLogger } from '../../../test/doubles/recording.logger';
import { ContactAnExpert } from '../contact/contact-an-expert.use-case';
import { RequestCertificate } from '../contact/request-certificate.use-case';
import { CertificateRequestModel } from './certificate-request.model';
import { EducationTabsModel } from './education-tabs.model';
import { ExpertContactModel } from './expert-contact.model';
import { FirstVisitTour } from './first-visit-tour.use-case';
import { GuidedTourModel } from './guided-tour.model';

describe('the first-visit tour', () => {
  const aTour = (dismissedBefore = false) => {
    let dismissed = dismissedBefore;
    const scheduler = new VirtualTimeScheduler();
    const tour = new GuidedTourModel(new FirstVisitTour({ hasDismissedTour: () => dismissed, dismissTour: () => void (dismissed = true) }), scheduler);
    return { tour, scheduler, dismissed: () => dismissed };
  };

  it('opens in a task of its own once shown, and walks five steps to Done, which dismisses it for good', () => {
    const { tour, scheduler, dismissed } = aTour();
    tour.attach();
    expect(tour.state.open).toBe(false);
    scheduler.flush();
    expect(tour.state).toMatchObject({ open: true, step: 0, stepCount: 5, last: false });
    for (let step = 1; step < 5; step++) tour.next();
    expect(tour.state).toMatchObject({ step: 4, last: true });
    tour.next();
    expect(tour.state.open).toBe(false);
    expect(dismissed()).toBe(true);
  });

  it('is not shown again once dismissed', () => {
    const { tour, scheduler } = aTour(true);
    tour.attach();
    scheduler.flush();
    expect(tour.state.open).toBe(false);
  });

  it('skipping it remembers the dismissal', () => {
    const { tour, scheduler, dismissed } = aTour();
    tour.attach();
    scheduler.flush();
    tour.dismiss();
    expect([tour.state.open, dismissed()]).toEqual([false, true]);
  });

  it('does not open after the page went away', () => {
    const { tour, scheduler } = aTour();
    tour.attach()();
    scheduler.flush();
    expect(tour.state.open).toBe(false);
  });
});

describe('the certificate request card', () => {
  const aCard = () => {
    const scheduler = new VirtualTimeScheduler();
    const contact = new InMemoryContactGateway();
    const card = new CertificateRequestModel(new RequestCertificate(contact, new RecordingLogger()), scheduler);
    card.attach();
    card.open('A', '/product-details/QQ');
    return { card, contact, scheduler };
  };

  it('refuses an incomplete request before sending', () => {
    const { card, contact } = aCard();
    card.send();
    expect(card.state.errors).toEqual({ name: 'Required', email: 'Required' });
    card.change('name', 'Ada');
    card.change('email', 'not-an-email');
    card.send();
    expect(Object.keys(card.state.errors)).toEqual(['email']);
    expect(card.state.status).toBe('READY');
    expect(contact.sent).toEqual([]);
  });

  it("sends, says 'Sent!' a moment, then turns to the thanks", () => {
    const { card, contact, scheduler } = aCard();
    card.change('name', 'Ada');
    card.change('email', 'ada@loupe.test');
    card.send();
    expect(card.state).toMatchObject({ status: 'COMPLETE', flipped: false, errors: {} });
    expect(contact.sent.map((message) => message.comment)).toEqual(['Certificate request for diamond A (page /product-details/QQ)']);
    scheduler.schedule(() => expect(card.state.flipped).toBe(false), CERTIFICATE_SENT_MS - 1);
    scheduler.flush();
    expect(card.state.flipped).toBe(true);
    card.send();
    expect(contact.sent).toHaveLength(1);
  });

  it('says something went wrong when the store does not take it, and sends again', () => {
    const { card, contact } = aCard();
    contact.failWith = new Error('500');
    card.change('name', 'Ada');
    card.change('email', 'ada@loupe.test');
    card.send();
    expect(card.state).toMatchObject({ status: 'ERROR', error: { message: 'Something went wrong. Please try again.' } });
    contact.failWith = null;
    card.send();
    expect(card.state).toMatchObject({ status: 'COMPLETE', error: null });
  });
});

describe('speaking to an expert', () => {
  it('sends an offer on the stone and thanks the shopper', () => {
    const contact = new InMemoryContactGateway();
    const card = new ExpertContactModel(new ContactAnExpert(contact, new RecordingLogger()));
    card.open('offer');
    card.change('name', 'Ada');
    card.change('email', 'ada@loupe.test');
    card.change('offer', 5000);
    card.send('A');
    expect(card.state).toMatchObject({ sending: false, sent: true, error: null });
    expect(contact.sent.map((message) => message.comment)).toEqual(['Offer of $5,000.00 for diamond A']);
  });

  describe('an offer between half the price and the price', () => {
    const anOfferCard = () => {
      const contact = new InMemoryContactGateway();
      const card = new ExpertContactModel(new ContactAnExpert(contact, new RecordingLogger()));
      card.open('offer', 7_250);
      card.change('name', 'Ada');
      card.change('email', 'ada@loupe.test');
      return { card, contact };
    };

    it('says on opening what the field accepts', () => {
      expect(anOfferCard().card.state.offerBounds).toEqual({ least: 3_625, most: 7_250 });
    });

    it.each([
      ['no amount', 0, 'Please enter the amount you offer.'],
      ['a negative amount', -7_250, 'Please offer at least $3,625.00, half the price.'],
      ['less than half the price', 3_624.99, 'Please offer at least $3,625.00, half the price.'],
      ['more than the price', 7_250.01, 'An offer cannot be more than the price, $7,250.00.'],
      ['an absurd amount', 999_999_999, 'An offer cannot be more than the price, $7,250.00.'],
    ])('refuses %s on its field and sends nothing', (_case, offer, message) => {
      const { card, contact } = anOfferCard();
      card.change('offer', offer);
      card.send('A');
      expect(card.state).toMatchObject({ offerError: message, error: null, sending: false, sent: false });
      expect(contact.sent).toEqual([]);
    });

    it.each([
      ['half the price', 3_625, 'Offer of $3,625.00 for diamond A'],
      ['the price', 7_250, 'Offer of $7,250.00 for diamond A'],
    ])('sends %s', (_case, offer, comment) => {
      const { card, contact } = anOfferCard();
      card.change('offer', offer);
      card.send('A');
      expect(card.state).toMatchObject({ offerError: null, sent: true });
      expect(contact.sent.map((sent) => sent.comment)).toEqual([comment]);
    });

    it('says on leaving the field that an amount is refused, and takes the message back as soon as it is corrected', () => {
      const { card } = anOfferCard();
      card.change('offer', 100);
      expect(card.state.offerError).toBeNull();
      card.checkOffer();
      expect(card.state.offerError).toBe('Please offer at least $3,625.00, half the price.');
      card.change('offer', 5_000);
      expect(card.state.offerError).toBeNull();
    });
  });

  it("tells the use case's reason when a question is not sent", () => {
    const contact = new InMemoryContactGateway();
    const card = new ExpertContactModel(new ContactAnExpert(contact, new RecordingLogger()));
    card.open('question');
    card.change('name', 'Ada');
    card.change('email', 'ada@loupe.test');
    card.send('A');
    expect(card.state).toMatchObject({ sent: false, error: 'Please write your question.' });
    card.change('message', 'Is it eye clean?');
    contact.failWith = new Error('500');
    card.send('A');
    expect(card.state.error).toBe('Something went wrong. Please try again.');
    card.open('offer');
    expect(card.state).toMatchObject({ kind: 'offer', error: null, form: { message: 'Is it eye clean?' } });
  });
});

describe('the 4Cs on the detail page', () => {
  /** Runs the virtual clock up to `ms` (the rotation never ends on its own) and answers the tab shown then. */
  const tabAt = (scheduler: VirtualTimeScheduler, tabs: EducationTabsModel, ms: number) => {
    scheduler.maxFrames = ms;
    scheduler.flush();
    return tabs.state.tab;
  };

  it('turn every few seconds as tabs, and stop at the tab the shopper picks', () => {
    const scheduler = new VirtualTimeScheduler();
    const tabs = new EducationTabsModel(scheduler);
    const detach = tabs.attach();
    tabs.showAsTabs(true);
    expect(tabAt(scheduler, tabs, EDUCATION_TAB_ROTATION_MS - 1)).toBe('cut');
    expect(tabAt(scheduler, tabs, EDUCATION_TAB_ROTATION_MS)).toBe('color');
    expect(tabAt(scheduler, tabs, 2 * EDUCATION_TAB_ROTATION_MS)).toBe('carat');
    tabs.choose('cut');
    expect(tabAt(scheduler, tabs, 5 * EDUCATION_TAB_ROTATION_MS)).toBe('cut');
    detach();
  });

  it('do not turn as lesson buttons, nor once the page went away', () => {
    const scheduler = new VirtualTimeScheduler();
    const tabs = new EducationTabsModel(scheduler);
    const detach = tabs.attach();
    tabs.showAsTabs(false);
    expect(tabAt(scheduler, tabs, 3 * EDUCATION_TAB_ROTATION_MS)).toBe('cut');
    tabs.openLesson('clarity');
    expect(tabs.state.lesson).toBe('clarity');
    tabs.closeLesson();
    tabs.showAsTabs(true);
    detach();
    expect(tabAt(scheduler, tabs, 6 * EDUCATION_TAB_ROTATION_MS)).toBe('cut');
  });
});
