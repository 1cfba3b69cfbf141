// json-server 0.17 ships no type declarations; this covers the part of its API the mock backend uses.
declare module 'json-server' {
  import type { Express, Request, RequestHandler, Response, Router } from 'express';

  interface LowdbDatabase {
    getState(): unknown;
    setState(state: object): unknown;
  }

  interface JsonServerRouter extends Router {
    db: LowdbDatabase;
    /** Called by every json-server route to send `res.locals.data`; replaceable by design. */
    render: (req: Request, res: Response) => void;
  }

  interface DefaultsOptions {
    static?: string;
    logger?: boolean;
    bodyParser?: boolean;
    noCors?: boolean;
    noGzip?: boolean;
    readOnly?: boolean;
  }

  interface JsonServer {
    create(): Express;
    defaults(options?: DefaultsOptions): RequestHandler[];
    router(source: string | object, options?: { foreignKeySuffix?: string }): JsonServerRouter;
  }

  const jsonServer: JsonServer;
  export default jsonServer;
}
