export { BillingAddressPage as default } from '../../ui/account/address-edit-page';
