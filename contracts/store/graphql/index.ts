export * from './checkout';
export * from './checkout.documents';
export * from './envelope';
export * from './operations';
export * from './ring-catalog';
export * from './ring-catalog.documents';
