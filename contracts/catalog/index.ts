export * from './diamond-grades';
export * from './diamond-shapes';
