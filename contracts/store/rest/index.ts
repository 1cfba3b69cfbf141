export * from './address';
export * from './calls';
export * from './carts';
export * from './checkout';
export * from './content';
export * from './customers';
export * from './magento-error';
export * from './orders';
