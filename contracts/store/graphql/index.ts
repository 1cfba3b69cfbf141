export * from './checkout';
export * from './envelope';
export * from './operations';
export * from './ring-catalog';
