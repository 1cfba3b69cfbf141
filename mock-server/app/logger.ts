/** Where the mock backend reports what it does. Request lines come from json-server's logger (morgan). */
export interface MockLogger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, cause?: unknown): void;
}

/**
 * Info lines only when verbose (the CLI); warnings (data moved aside) and errors (a bug answered with a 500)
 * always, because a silent data loss or a hidden bug costs more than a noisy test run.
 */
export function createLogger(verbose: boolean): MockLogger {
  return {
    info: (message) => {
      if (verbose) console.log(`[mock] ${message}`);
    },
    warn: (message) => console.warn(`[mock] ${message}`),
    error: (message, cause) => console.error(`[mock] ${message}`, ...(cause === undefined ? [] : [cause])),
  };
}
