/** Generated requests per route and property (bodies, paths, GraphQL calls): the figure docs/security.md quotes. */
export const RUNS_PER_ROUTE = 300;
