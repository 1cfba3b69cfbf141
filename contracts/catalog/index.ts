export * from './diamond-grades';
export * from './diamond-shapes';
export * from './media-paths';
