export { ShippingAddressPage as default } from '../../ui/account/address-edit-page';
