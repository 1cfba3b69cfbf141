import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { firstValueFrom } from 'rxjs';
import { BagState } from '../../src/application/bag/bag-state';
import { BankTransferPaymentModel } from '../../src/application/checkout/bank-transfer/bank-transfer-payment.model';
import { OrderReceivedModel } from '../../src/application/checkout/order-received.model';
import { BANK_TRANSFER_INSTRUCTIONS } from '../../mock-server/store-rest/checkout/checkout-methods';
import { PAYMENT_PENDING_MESSAGE } from '../../src/domain/checkout/bank-transfer';
import type { ShopWorld } from '../support/world';
import { pagesOf, payment, paymentPage, show, until } from './checkout.steps';

/** The shopper picks 'Bank transfer' among the payment page's choices; its view (the model it binds) shows. */
When('they choose to pay by bank transfer', async function (this: ShopWorld) {
  const page = await paymentPage(this);
  assert.ok(
    page.state.methods.some((method) => method.code === 'bank-transfer' && method.label === 'Bank transfer'),
    'bank transfer is not among the choices',
  );
  page.choose('bank-transfer');
  assert.equal(page.state.payment, 'bank-transfer');
  const memo = pagesOf(this);
  memo.bankTransfer ??= show(this, this.shop.get(BankTransferPaymentModel));
});

Then('bank transfer is offered', async function (this: ShopWorld) {
  const page = await paymentPage(this);
  page.choose('bank-transfer');
  assert.equal(page.state.payment, 'bank-transfer');
});

Then('the payment page explains that the order ships once the money has arrived', function (this: ShopWorld) {
  // The explanation the bank transfer's view shows with its Place order button.
  const transfer = pagesOf(this).bankTransfer;
  assert.ok(transfer, 'the bank transfer is not shown');
  assert.match(transfer.state.explanation, /ship your order when the money has arrived/);
});

When('they place the order', async function (this: ShopWorld) {
  const memo = pagesOf(this);
  memo.bagBefore ??= await firstValueFrom(this.shop.get(BagState).refresh());
  memo.paying = 'bank-transfer';
  const transfer = memo.bankTransfer;
  assert.ok(transfer, 'bank transfer was not chosen');
  transfer.place();
  await until(transfer, (state) => !state.placing || state.destination !== null, 'the order is still being placed');
});

Then('the store holds the order as pending', async function (this: ShopWorld) {
  const { received } = payment(this);
  assert.ok(received, 'no order was placed');
  const mailbox = (await (await fetch(`${this.backendUrl}/__control/mailbox`)).json()) as { orderConfirmations: { increment_id: string; status: string }[] };
  assert.equal(mailbox.orderConfirmations.find((mail) => mail.increment_id === received.orderId)?.status, 'pending');
});

Then("the thank-you page says the payment is pending, with the store's instructions for the transfer", function (this: ShopWorld) {
  const { received } = payment(this);
  assert.ok(received, 'no order was placed');
  const page = this.shop.get(OrderReceivedModel);
  page.open(received);
  const detach = page.attach();
  try {
    assert.equal(page.state.pendingPayment?.message, PAYMENT_PENDING_MESSAGE);
    // The store's own text, as its configuration holds it (the mock's `payment/banktransfer/instructions`).
    assert.equal(page.state.pendingPayment?.instructions, BANK_TRANSFER_INSTRUCTIONS);
  } finally {
    detach();
  }
});
