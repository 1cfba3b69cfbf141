/** The configuration the policy is derived from: the VITE_* variables the app reads (src/composition/config.ts). */
export type CspEnv = Readonly<Record<string, string | boolean | undefined>>;

/** Per response: the nonce the server-rendered page's own inline scripts carry. */
export interface CspResponse {
  readonly nonce?: string;
}

export declare function contentSecurityPolicy(env: CspEnv, response?: CspResponse): string;
export declare function securityHeaders(env: CspEnv, response?: CspResponse): Record<'Content-Security-Policy' | 'X-Content-Type-Options' | 'Referrer-Policy' | 'X-Frame-Options', string>;
