export * from './calls.schema';
export * from './price-position.schema';
export * from './similar-diamonds.schema';
export * from './diamond.schema';
export * from './error.schema';
export * from './query.schema';
export * from './state.schema';
