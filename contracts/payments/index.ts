export * from './card-provider';
export * from './financing-provider';
