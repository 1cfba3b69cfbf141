import type { ServiceIdentifier } from 'inversify';
import type { CookieAccess } from '../infrastructure/cookies/cookie-access';
import type { AppConfig } from './config';

/** Platform pieces the adapters are built from; tests and the cucumber World override them. */
export const AppConfigToken = Symbol.for('AppConfig') as ServiceIdentifier<AppConfig>;
export const LocalStorageToken = Symbol.for('LocalStorage') as ServiceIdentifier<Storage>;
export const SessionStorageToken = Symbol.for('SessionStorage') as ServiceIdentifier<Storage>;
export const FetchToken = Symbol.for('Fetch') as ServiceIdentifier<typeof fetch>;
/** The shopper's cookies where the code runs: the request's on the storefront's server, the page's in the browser. */
export const CookiesToken = Symbol.for('Cookies') as ServiceIdentifier<CookieAccess>;
/** The window the payment providers' frames post their answers to (the page's own; the cucumber World plays it). */
export const FrameWindowToken = Symbol.for('FrameWindow') as ServiceIdentifier<EventTarget>;
