// jsdom ships no types of its own; the server's sanitizer uses only its window.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
