import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import type { MockLogger } from '../app/logger';
import { LEAK_PATTERN } from '../test/test-server';
import { magentoErrorFormat } from './error-format';
import { errorHandler, notFoundHandler } from './error-handlers';
import { HttpError } from './http-error';

/** The last handlers of every mount: an unexpected exception answers Magento's production 500 with a report id, the
 * stack goes to the log under that id; known errors keep their status and phrase. */
describe('the error handler of a mount', () => {
  async function serve(failure: unknown): Promise<{ status: number; text: string; logged: unknown[][] }> {
    const logged: unknown[][] = [];
    const log: MockLogger = { info: () => undefined, warn: () => undefined, error: (...args: unknown[]) => logged.push(args) };
    const app = express();
    app.get('/fail', () => {
      throw failure;
    });
    app.use(notFoundHandler(magentoErrorFormat), errorHandler(magentoErrorFormat, log));
    const server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/fail`);
      return { status: response.status, text: await response.text(), logged };
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }

  it('answers an unexpected exception with a report id and nothing else, and logs its stack under that id', async () => {
    const { status, text, logged } = await serve(new TypeError("Cannot read properties of undefined (reading 'secret')"));
    expect(status).toBe(500);
    expect(text).not.toMatch(LEAK_PATTERN);
    const body = JSON.parse(text) as { parameters: string[] };
    expect(body).toEqual({ message: 'Internal Error. Details are available in Magento log file. Report ID: %1', parameters: [expect.stringMatching(/^webapi-[0-9a-f]{12}$/)] });
    expect(logged).toEqual([[`${body.parameters[0]}: unexpected error while answering GET /fail`, expect.any(TypeError)]]);
  });

  it('keeps the status and phrase of a known error and logs nothing', async () => {
    const { status, text, logged } = await serve(new HttpError(409, 'The %1 is taken.', ['name']));
    expect({ status, body: JSON.parse(text) as unknown, logged }).toEqual({ status: 409, body: { message: 'The %1 is taken.', parameters: ['name'] }, logged: [] });
  });
});
