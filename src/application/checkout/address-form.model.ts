import type { Observable, Subscription } from 'rxjs';
import { defaultBillingAddress, defaultShippingAddress, returnUrlOr, type Customer } from '../../domain/account/customer';
import type { Address } from '../../domain/checkout/address';
import { addressFormOf, addressFromForm, EMPTY_ADDRESS_FORM, prefillAddressForm, type AddressFormField, type AddressFormValues } from '../../domain/checkout/address-form';
import {
  ADDRESS_FIELD_LABELS,
  oneAddressFieldError,
  oneAddressFieldErrors,
  oneAddressFormError,
  panelErrors,
  panelFieldError,
  PANEL_FIELDS,
  shippingBillingErrors,
  shippingPanelOf,
  type AddressPanel,
  type PanelField,
  type ShippingBillingValues,
} from '../../domain/checkout/address-form.rules';
import { isAddressFieldRefused, refusalMessage, refusedFormField } from '../../domain/checkout/address-refusal';
import { formatPhoneInput } from '../../domain/checkout/phone';
import { sanitizeZip } from '../../domain/checkout/zip';
import { toFieldErrors } from '../../domain/shared/required-fields';
import { mandatoryFieldsEmptyError, SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { isShopError } from '../../domain/shared/shop-error';
import type { CustomerSession, SessionState } from '../kernel/customer-session.service';
import type { SaveCustomerAddress } from '../account/save-customer-address.use-case';
import type { BagView } from '../kernel/bag-state';
import type { Destination } from '../kernel/destination';
import { PresentationModel } from '../kernel/presentation-model';
import type { AddressDrafts } from './address-drafts.port';
import type { CheckoutView, LoadCheckout } from './load-checkout.query';
import type { SaveCheckoutAddresses } from './save-checkout-addresses.use-case';

/** Which address form: /shipping-billing's two panels, /shipping or /billing as a checkout step, or /shipping or
 * /billing as the account's editor of a default address (opened from /account with a receiving url). */
export type AddressFormMode =
  | { readonly kind: 'checkout'; readonly returnUrl?: string | null }
  | { readonly kind: 'checkout-step'; readonly address: AddressPanel; readonly returnUrl?: string | null }
  | {
      readonly kind: 'account';
      readonly address: AddressPanel;
      /** Where the editor was opened from, and where it returns. */
      readonly receivingUrl: string;
      readonly addressId?: number;
      /** False when the account page asks for a new address rather than editing the default. */
      readonly hasAddress?: boolean;
      /** The editor's own page, for a guest sent to register first. */
      readonly pathname: string;
    };

/** A field of the form: `billing.zip`, `shipping.fullName`. The one-address forms keep their fields under the
 * address they edit. */
export type AddressFieldPath = `${AddressPanel}.${AddressFormField}`;

export interface AddressFormState {
  readonly mode: AddressFormMode;
  /** The checkout forms wait for the bag; the account's editor for the signed-in customer. */
  readonly loading: boolean;
  /** The checkout's bag, once known (null for the account's editor). */
  readonly bag: BagView | null;
  /** Nothing to check out: the checkout forms show the empty bag instead. */
  readonly empty: boolean;
  readonly values: ShippingBillingValues;
  /** The message under each field that has one, by path. */
  readonly errors: Readonly<Partial<Record<AddressFieldPath, string>>>;
  /** The form's own message (the mandatory fields left empty, a refusal that names no field). */
  readonly message: string | null;
  readonly busy: boolean;
  /** Small screens show /shipping-billing one panel per step. */
  readonly small: boolean;
  readonly step: AddressPanel;
  /** The field the store refused, to be focused (and so scrolled into view) once its step is on screen. */
  readonly refusedField: AddressFieldPath | null;
  /** Where the form leads: the next step once saved, or a guest's registration from the account's editor. */
  readonly destination: Destination | null;
  /** The addresses the shopper typed into before their saved one arrived: it is offered ('Use my saved address'),
   * never mixed into what they typed. */
  readonly savedOffered: readonly AddressPanel[];
}

const EMPTY_VALUES: ShippingBillingValues = { billing: EMPTY_ADDRESS_FORM, shipping: EMPTY_ADDRESS_FORM, sameAsBilling: true };

/** Where /shipping-billing goes next unless a return url inside the shop says otherwise: the payment page. */
const PAYMENT_PAGE = '/cardholder-review';
/** /shipping then /billing then the review. */
const NEXT_STEP: Record<AddressPanel, string> = { shipping: '/billing', billing: '/order-review' };

const SAVE_FAILED = SHOP_ERRORS.ADDRESS_NOT_SAVED.message;

const pathOf = (panel: AddressPanel, field: AddressFormField): AddressFieldPath => `${panel}.${field}`;
const isAddressFieldPath = (name: string): name is AddressFieldPath => {
  const [panel, field] = name.split('.');
  return (panel === 'billing' || panel === 'shipping') && field !== undefined && field in EMPTY_ADDRESS_FORM;
};
const splitPath = (path: AddressFieldPath): [AddressPanel, AddressFormField] => path.split('.') as [AddressPanel, AddressFormField];
const isPanelField = (field: AddressFormField): field is PanelField => (PANEL_FIELDS as readonly string[]).includes(field);

/** What the shopper types, as the field keeps it: the zip five digits at most (a leading zero stays), the phone
 * through its mask (999) 999-9999, a pasted '+1 617 555 1234' as (617) 555-1234, anything else as typed. */
const typed = (field: AddressFormField, value: string): string => (field === 'zip' ? sanitizeZip(value) : field === 'phone' ? formatPhoneInput(value) : value);

/** The one-address form: the spec's one message naming every empty mandatory field and, under each filled field the
 * store would refuse, its message; or the address the form describes. */
const oneAddress = (panel: AddressPanel, values: AddressFormValues): { address: Address } | { message: string | null; errors: AddressFormState['errors'] } => {
  const empty = oneAddressFormError(values);
  const refused = oneAddressFieldErrors(values);
  if (empty || refused) {
    const errors = Object.fromEntries(Object.entries(refused ?? {}).map(([field, message]) => [pathOf(panel, field as AddressFormField), message]));
    return { message: empty?.message ?? null, errors };
  }
  const address = addressFromForm(values, 'full');
  // A state the shop does not deliver to counts as none chosen.
  return address ? { address } : { message: mandatoryFieldsEmptyError(ADDRESS_FIELD_LABELS.state).message, errors: {} };
};

/**
 * Every address form of the shop (spec section 2): the values as the shopper types them, the rules of
 * `address-form.rules` on leaving a field and on sending, the saved address filling only the fields still empty
 * when it arrives, and a field the store refuses marked where the shopper can fix it (on a small screen its panel's
 * step opens).
 */
export class AddressFormModel extends PresentationModel<AddressFormState> {
  #loading: Subscription | null = null;
  #saving: Subscription | null = null;
  #sameAsBillingSet = false;
  #prefilledFrom: string | null = null;
  /** The mode the server already opened the form in (its first HTML): the browser's open of it keeps it. */
  #seededMode: string | null = null;
  /** The addresses the shopper typed into. */
  #typed = new Set<AddressPanel>();
  /** The saved addresses offered instead of being mixed into what was typed. */
  #saved: Partial<Record<AddressPanel, AddressFormValues>> = {};

  constructor(
    private readonly loadCheckout: LoadCheckout,
    private readonly saveAddresses: SaveCheckoutAddresses,
    private readonly saveCustomerAddress: SaveCustomerAddress,
    private readonly session: CustomerSession,
    private readonly drafts: AddressDrafts,
  ) {
    super({
      mode: { kind: 'checkout' },
      loading: true,
      bag: null,
      empty: false,
      values: EMPTY_VALUES,
      errors: {},
      message: null,
      busy: false,
      small: false,
      step: 'billing',
      refusedField: null,
      destination: null,
      savedOffered: [],
    });
  }

  /** A checkout form opened on what the storefront's server read for it (the bag and the saved addresses): shown at
   * once, in the first HTML too, the saved addresses in the fields, and not read again when the page comes alive. */
  seed(mode: AddressFormMode, view: CheckoutView): void {
    this.#seededMode = JSON.stringify(mode);
    this.#prefilledFrom = 'checkout';
    this.#typed.clear();
    this.#saved = {};
    this.setState((state) => ({ ...state, mode, loading: false, bag: view.bag, empty: view.bag.lines.length === 0, values: EMPTY_VALUES, errors: {}, message: null, savedOffered: [] }));
    this.prefillCheckout(view);
  }

  /** Fills the form from what the browser posted (the form sent before the page's script ran): every address field it
   * names, and same-as-billing on /shipping-billing (an unticked box is not posted). */
  fill(fields: Readonly<Record<string, string>>): void {
    for (const [name, value] of Object.entries(fields)) if (isAddressFieldPath(name)) this.change(name, value);
    if (this.state.mode.kind === 'checkout') this.setSameAsBilling(fields.sameAsBilling === 'on');
  }

  /** The storefront server's answer to the form sent before the page's script ran: what was typed and why it was
   * refused, each on its field. */
  restore({ values, errors, message }: Pick<AddressFormState, 'values' | 'errors' | 'message'>): void {
    this.setState((state) => ({ ...state, values, errors, message }));
  }

  /** Opens the form: the checkout's forms start from the bag and the saved addresses, the account's editor from
   * the signed-in customer. */
  open(mode: AddressFormMode): void {
    if (this.#seededMode === JSON.stringify(mode)) {
      // The page the server rendered: only what this tab typed before a reload is put back.
      this.#seededMode = null;
      this.restoreDraft();
      return;
    }
    this.#loading?.unsubscribe();
    this.#saving?.unsubscribe();
    this.#sameAsBillingSet = false;
    this.#prefilledFrom = null;
    this.#typed.clear();
    this.#saved = {};
    this.setState((state) => ({ ...state, mode, loading: true, bag: null, empty: false, values: EMPTY_VALUES, errors: {}, message: null, busy: false, step: 'billing', refusedField: null, destination: null, savedOffered: [] }));
    this.restoreDraft();
    this.#loading = this.own(mode.kind === 'account' ? this.followCustomer() : this.loadBag());
  }

  /** 'Use my saved address': the saved address replaces what the shopper typed into that address. */
  useSavedAddress(panel: AddressPanel): void {
    const saved = this.#saved[panel];
    if (!saved) return;
    this.#typed.delete(panel);
    delete this.#saved[panel];
    this.setState((state) => ({ ...state, values: { ...state.values, [panel]: saved }, savedOffered: state.savedOffered.filter((offered) => offered !== panel) }));
    this.keepDraft();
  }

  /** The shopper types in a field; its message goes until the field is checked again. */
  change(path: AddressFieldPath, value: string): void {
    const [panel, field] = splitPath(path);
    this.#typed.add(panel);
    this.setState((state) => ({
      ...state,
      values: { ...state.values, [panel]: { ...state.values[panel], [field]: typed(field, value) } },
      errors: this.without(state.errors, path),
    }));
    this.keepDraft();
  }

  /** The shopper leaves a field: /shipping-billing checks it; the one-address forms check what was typed (an empty
   * field is named by the spec's one message on sending). */
  leave(path: AddressFieldPath): void {
    const [panel, field] = splitPath(path);
    const value = this.state.values[panel][field];
    let message: string | null;
    if (this.state.mode.kind === 'checkout') {
      if (!isPanelField(field) || (panel === 'shipping' && this.state.values.sameAsBilling)) return;
      message = panelFieldError(field, value);
    } else {
      if (panel !== this.state.mode.address) return;
      message = oneAddressFieldError(field, value);
    }
    this.setState((state) => ({ ...state, errors: message ? { ...state.errors, [path]: message } : this.without(state.errors, path) }));
  }

  /** Ship to my billing address. */
  setSameAsBilling(same: boolean): void {
    this.#sameAsBillingSet = true;
    this.setState((state) => ({ ...state, values: { ...state.values, sameAsBilling: same } }));
    this.keepDraft();
  }

  /** The screen the form is on: small screens show one panel per step. */
  setSmallScreen(small: boolean): void {
    this.patch({ small });
  }

  /** Small screens: the billing panel's own fields must pass before the shipping step opens. */
  continueToShipping(): void {
    const errors = toFieldErrors(panelErrors('billing', this.state.values.billing));
    if (errors) return this.patch({ errors });
    this.patch({ step: 'shipping' });
  }

  /** Small screens: back to the billing step. */
  back(): void {
    this.patch({ step: 'billing' });
  }

  /** The refused field is in view and focused. */
  refusedFieldShown(): void {
    this.patch({ refusedField: null });
  }

  /** Sends the form: checked first, then saved where it belongs. */
  submit(): void {
    if (this.state.busy) return;
    const { mode } = this.state;
    if (mode.kind === 'checkout') return this.submitPanels(mode);
    const result = oneAddress(mode.address, this.state.values[mode.address]);
    if (!('address' in result)) return this.patch({ message: result.message, errors: result.errors });
    if (mode.kind === 'checkout-step') {
      const save: Observable<unknown> = mode.address === 'shipping' ? this.saveAddresses.shippingOnly(result.address) : this.saveAddresses.billingOnly(result.address);
      return this.save(save, { to: returnUrlOr(mode.returnUrl, NEXT_STEP[mode.address]) });
    }
    const existing = this.existingAddress(this.session.current.customer, mode);
    const address = mode.hasAddress === false || !existing?.id ? result.address : { ...result.address, id: existing.id };
    // The receiving url travels in the navigation's state, which any script of the page can write: checked like a
    // return url.
    this.save(this.saveCustomerAddress.execute(address, mode.address), { to: returnUrlOr(mode.receivingUrl, '/account') });
  }

  private submitPanels(mode: Extract<AddressFormMode, { kind: 'checkout' }>): void {
    const { values, small } = this.state;
    const errors = shippingBillingErrors(values);
    if (errors) {
      // On a small screen an error in the hidden billing panel brings it back.
      const billingWrong = Object.keys(errors).some((key) => key.startsWith('billing.'));
      return this.setState((state) => ({ ...state, errors, step: small && billingWrong ? 'billing' : state.step }));
    }
    const billing = addressFromForm(values.billing, 'split');
    const shipping = addressFromForm(shippingPanelOf(values), 'split');
    if (!billing || !shipping) return;
    this.save(this.saveAddresses.execute({ billing, shipping, sameAsBilling: values.sameAsBilling }), { to: returnUrlOr(mode.returnUrl, PAYMENT_PAGE) });
  }

  private save(work: Observable<unknown>, next: Destination): void {
    this.patch({ message: null, busy: true });
    this.#saving?.unsubscribe();
    this.#saving = this.own(
      work.subscribe({
        next: () => {
          const form = this.draftKey();
          if (form) this.drafts.clear(form);
          this.patch({ destination: next });
        },
        error: (error: unknown) => this.refused(error),
      }),
    );
  }

  /** A field the store refused is marked under it in the shop's words, on the address that holds it; anything else
   * is the form's message. */
  private refused(error: unknown): void {
    const { mode } = this.state;
    if (isAddressFieldRefused(error)) {
      const panel = mode.kind === 'checkout' ? error.address : mode.address;
      if (panel) {
        const field = mode.kind === 'checkout' ? error.field : refusedFormField(error, 'full');
        const path = pathOf(panel, field);
        const message = refusalMessage(field, error.reason);
        return this.setState((state) => ({ ...state, busy: false, errors: { ...state.errors, [path]: message }, step: panel, refusedField: path }));
      }
    }
    this.patch({ busy: false, message: isShopError(error) ? error.message : SAVE_FAILED });
  }

  /** The checkout's forms: typed into as soon as the bag is known; the saved addresses fill what is still empty. */
  private loadBag(): Subscription {
    return this.loadCheckout.inStages().subscribe({
      next: (view) => {
        this.patch({ loading: false, bag: view.bag, empty: view.bag.lines.length === 0 });
        if (view.addressesKnown && this.#prefilledFrom === null) {
          this.#prefilledFrom = 'checkout';
          this.prefillCheckout(view);
        }
      },
      error: () => this.patch({ loading: false, bag: null, empty: true }),
    });
  }

  private prefillCheckout(view: CheckoutView): void {
    const { mode } = this.state;
    if (mode.kind === 'checkout-step') {
      const saved = (mode.address === 'shipping' ? (view.shipping ?? view.billing) : view.billing) ?? null;
      return this.setState((state) => this.prefilled(state, mode.address, addressFormOf(saved, view.email), saved !== null));
    }
    const billing = addressFormOf(view.billing, view.email);
    const shipping = addressFormOf(view.shipping, view.email);
    // Same-as-billing follows the saved addresses unless the shopper has set it.
    const same = !view.shipping || !view.billing || JSON.stringify(billing) === JSON.stringify(shipping);
    this.setState((state) => {
      const withBilling = this.prefilled(state, 'billing', billing, view.billing !== null);
      const withShipping = this.prefilled(withBilling, 'shipping', same ? addressFormOf(null, view.email) : shipping, !same && view.shipping !== null);
      return { ...withShipping, values: { ...withShipping.values, sameAsBilling: this.#sameAsBillingSet ? state.values.sameAsBilling : same } };
    });
  }

  /** An address the shopper has not typed into takes the saved one in its empty fields; one they typed into keeps
   * what they typed whole, and is offered the saved address instead (never a mix of both). */
  private prefilled(state: AddressFormState, panel: AddressPanel, saved: AddressFormValues, hasSaved: boolean): AddressFormState {
    if (!this.#typed.has(panel)) return { ...state, values: { ...state.values, [panel]: prefillAddressForm(state.values[panel], saved) } };
    if (!hasSaved || JSON.stringify(saved) === JSON.stringify(state.values[panel])) return state;
    this.#saved[panel] = saved;
    return { ...state, savedOffered: state.savedOffered.includes(panel) ? state.savedOffered : [...state.savedOffered, panel] };
  }

  /** The draft of a checkout form, where the shopper's typing is kept for a reload (the account's editor has none). */
  private draftKey(): string | null {
    const { mode } = this.state;
    return mode.kind === 'checkout' ? 'checkout' : mode.kind === 'checkout-step' ? `checkout-step:${mode.address}` : null;
  }

  private keepDraft(): void {
    const form = this.draftKey();
    if (form && this.#typed.size > 0) this.drafts.save(form, this.state.values);
  }

  /** What this tab typed into the form before a reload: put back whole, and counted as typed. */
  private restoreDraft(): void {
    const form = this.draftKey();
    const draft = form ? this.drafts.read(form) : null;
    if (!draft) return;
    for (const panel of ['billing', 'shipping'] as const) if (JSON.stringify(draft[panel]) !== JSON.stringify(EMPTY_ADDRESS_FORM)) this.#typed.add(panel);
    this.#sameAsBillingSet = true;
    this.setState((state) => ({ ...state, values: draft }));
  }

  /** The account's editor: a guest is sent to register; the customer's address fills the empty fields, again when
   * it changes. */
  private followCustomer(): Subscription {
    return this.session.state$.subscribe((session) => this.customerKnown(session));
  }

  private customerKnown(session: SessionState): void {
    const { mode } = this.state;
    if (mode.kind !== 'account') return;
    if (session.known && session.userType === 'guest') return this.patch({ destination: { to: `/register?returnUrl=${mode.pathname}`, replace: true } });
    const customer = session.customer;
    if (!customer) return;
    const prefill = mode.hasAddress === false ? null : this.existingAddress(customer, mode);
    const key = `${prefill ? JSON.stringify(prefill) : 'new'}:${customer.email}`;
    this.patch({ loading: false });
    if (key === this.#prefilledFrom) return;
    this.#prefilledFrom = key;
    this.setState((state) => ({
      ...state,
      values: { ...state.values, [mode.address]: prefillAddressForm(state.values[mode.address], addressFormOf(prefill, customer.email)) },
    }));
  }

  private existingAddress(customer: Customer | null, mode: Extract<AddressFormMode, { kind: 'account' }>): Address | null {
    if (!customer) return null;
    return customer.addresses.find((a) => a.id === mode.addressId) ?? (mode.address === 'billing' ? defaultBillingAddress(customer) : defaultShippingAddress(customer));
  }

  private without(errors: AddressFormState['errors'], path: AddressFieldPath): AddressFormState['errors'] {
    if (!(path in errors)) return errors;
    const rest = { ...errors };
    delete rest[path];
    return rest;
  }

  protected override onDispose(): void {
    this.#loading = null;
    this.#saving = null;
  }
}

/** What /shipping-billing shows: both panels on a wide screen, one per step on a small one; the shipping panel
 * only when shipping is not to the billing address. */
export const shownPanels = ({ small, step, values }: Pick<AddressFormState, 'small' | 'step' | 'values'>) => ({
  billing: !small || step === 'billing',
  shipping: !values.sameAsBilling && (!small || step === 'shipping'),
  /** Small screens, billing step, separate shipping: the button moves to the shipping step. */
  continueToShipping: small && step === 'billing' && !values.sameAsBilling,
  back: small && step === 'shipping' && !values.sameAsBilling,
});
