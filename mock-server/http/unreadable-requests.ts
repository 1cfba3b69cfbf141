import { STATUS_CODES, maxHeaderSize } from 'node:http';
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorFormat } from './error-format';
import { magentoErrorFormat } from './error-format';
import type { HttpError } from './http-error';
import { magentoErrors } from './magento-errors';

/** A mount and its error dialect, as express matches mounts: in order, by path prefix, whatever the case. */
export interface MountedFormat {
  readonly path: string;
  readonly errors: ErrorFormat;
}

type ClientError = Error & { code?: string; rawPacket?: Buffer };

/**
 * Requests that never reach express, because Node's HTTP parser refuses them: an address and headers over Node's
 * 16 KB, a request line that is not HTTP, a request that did not arrive in time. Node's own answer is a bare status
 * line with no body; these get the JSON body of the dialect of the mount the request line names (Magento REST
 * unless it names the GraphQL endpoint), as every other error of the mock backend does. A real store leaves these to
 * its web server; a storefront adapter reads them as any other 4xx.
 */
export function answerUnreadableRequests(server: Server, mounts: readonly MountedFormat[]): void {
  server.on('clientError', (error: ClientError, socket: Duplex) => {
    // Never write into a response already under way: the client would read a broken answer.
    const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent === true) {
      socket.destroy();
      return;
    }
    const httpError = unreadableRequestError(error.code);
    const format = formatFor(requestPath(error.rawPacket), mounts);
    const body = JSON.stringify(format.bodyOf(httpError));
    socket.end(
      `HTTP/1.1 ${httpError.status} ${STATUS_CODES[httpError.status] ?? ''}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  });
}

function unreadableRequestError(code: string | undefined): HttpError {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return magentoErrors.headersTooLarge(maxHeaderSize);
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return magentoErrors.requestTimeout();
    default:
      return magentoErrors.unreadableRequest();
  }
}

/** The path of the request line, when what the parser had read starts with one. */
export function requestPath(rawPacket: Buffer | undefined): string {
  const firstLine = rawPacket?.subarray(0, 65_536).toString('latin1').split('\r\n', 1)[0] ?? '';
  return /^[A-Z]+ (\/\S*)/.exec(firstLine)?.[1] ?? '/';
}

export function formatFor(path: string, mounts: readonly MountedFormat[]): ErrorFormat {
  const lower = path.toLowerCase();
  const mount = mounts.find(({ path: mountPath }) => {
    const prefix = mountPath.toLowerCase();
    return lower === prefix || (lower.startsWith(prefix) && /^[/?#]/.test(lower.slice(prefix.length)));
  });
  return mount?.errors ?? magentoErrorFormat;
}
