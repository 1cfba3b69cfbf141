import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Connect, Plugin } from 'vite';

export declare function isAbandonedRequest(error: unknown, req: IncomingMessage, res: ServerResponse): boolean;
export declare const endAbandonedRequests: Connect.ErrorHandleFunction;
export declare function quietAbandonedRequests(): Plugin;
