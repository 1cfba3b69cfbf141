import { fromEvent, map, type Observable } from 'rxjs';

/** A message a provider's frame posted to the storefront window. */
export interface FrameMessage {
  readonly origin: string;
  readonly data: unknown;
}

/** The `message` events of the window the providers' frames post to, while subscribed. */
export const frameMessages = (window: EventTarget): Observable<FrameMessage> =>
  fromEvent<MessageEvent>(window, 'message').pipe(map((event) => ({ origin: event.origin, data: event.data as unknown })));
