import type { NextFunction, Request, Response } from 'express';

export declare const IMMUTABLE: string;
export declare const PUBLIC_PAGE: string;
export declare const PRIVATE: string;
export declare const PERSONAL_PATHS: readonly string[];
export declare function cacheControlFor(pathname: string, status: number): string;
export declare function pageCacheHeaders(req: Request, res: Response, next: NextFunction): void;
