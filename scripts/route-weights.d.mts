/** One route of React Router's browser manifest, as far as the weights read it. */
export interface ManifestRoute {
  readonly id: string;
  readonly parentId?: string;
  readonly path?: string;
  readonly module: string;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}

/** React Router's browser manifest (`window.__reactRouterManifest`). */
export interface RouteManifest {
  readonly entry: { readonly module: string; readonly imports?: readonly string[]; readonly css?: readonly string[] };
  readonly routes: Readonly<Record<string, ManifestRoute>>;
}

export interface RouteWeight {
  /** The page's address, e.g. `/` or `/product-details/:encodedId`. */
  readonly route: string;
  readonly id: string;
  readonly kb: number;
}

export declare const BUDGET_KB: number;
export declare function parseRouteManifest(source: string): RouteManifest;
export declare function inlineManifestOf(manifest: RouteManifest, branch: readonly ManifestRoute[]): string;
export declare function firstLoadWeights(manifest: RouteManifest, sizeOf: (file: string) => number, sizeOfText?: (text: string) => number): RouteWeight[];
