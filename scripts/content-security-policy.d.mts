/** The configuration the policy is derived from: the VITE_* variables the app reads (src/composition/config.ts). */
export type CspEnv = Readonly<Record<string, string | boolean | undefined>>;

export declare function contentSecurityPolicy(env: CspEnv): string;
export declare function securityHeaders(env: CspEnv): Record<string, string>;
