import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { makeTempDir, postJson, postRaw, startTestServer, storedContactMessages } from '../../test/test-server';
import type { TestServer } from '../../test/test-server';
import { checkAnswersAgainstContracts } from '../../test/contract-answers';

checkAnswersAgainstContracts();

const valid = { contactForm: { name: 'Ada Lovelace', email: 'ada@example.com', comment: 'Can I see the GIA report of diamond 123?' } };

describe('POST /rest/V1/contactus', () => {
  let mock: TestServer;
  let dbFile: string;
  let temp: Awaited<ReturnType<typeof makeTempDir>>;
  beforeAll(async () => {
    temp = await makeTempDir();
    dbFile = join(temp.dir, 'db.json');
    mock = await startTestServer({ dbFile });
  });
  afterAll(async () => {
    await mock.close();
    await temp.remove();
  });
  const contactUs = () => `${mock.url}/rest/V1/contactus`;

  it('answers 200 true and has stored the message on disk by then', async () => {
    const comment = `Certificate request ${Math.random()}`;
    const response = await postJson(contactUs(), { contactForm: { ...valid.contactForm, comment, telephone: '(212) 555-0123' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toBe(true);
    const stored = await storedContactMessages(dbFile);
    expect(stored).toContainEqual(expect.objectContaining({ name: 'Ada Lovelace', email: 'ada@example.com', comment, telephone: '(212) 555-0123' }));
  });

  it('stores an omitted or empty telephone as null and trims the fields', async () => {
    const comment = `No phone ${Math.random()}`;
    const response = await postJson(contactUs(), { contactForm: { name: '  Ada  ', email: 'ada@example.com', comment: ` ${comment} `, telephone: '' } });
    expect(response.status).toBe(200);
    expect(await storedContactMessages(dbFile)).toContainEqual(expect.objectContaining({ name: 'Ada', comment, telephone: null }));
  });

  const required = (fieldName: string) => ({ message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName } });

  it.each([
    ['an array', [valid], required('contactForm')],
    ['a string', 'hello', required('contactForm')],
    ['a number', 42, required('contactForm')],
    ['null', null, required('contactForm')],
    ['an empty object', {}, required('contactForm')],
    ['a contactForm that is a string', { contactForm: 'hi' }, {
      message: 'The "%value" value\'s type is invalid. The "%type" type was expected. Verify and try again.',
      parameters: { value: 'hi', type: 'object' },
    }],
    ['no name', { contactForm: { email: 'ada@example.com', comment: 'Hi' } }, required('name')],
    ['a blank name', { contactForm: { ...valid.contactForm, name: '   ' } }, required('name')],
    ['no email', { contactForm: { name: 'Ada', comment: 'Hi' } }, required('email')],
    ['an empty email', { contactForm: { ...valid.contactForm, email: '' } }, required('email')],
    ['no comment', { contactForm: { name: 'Ada', email: 'ada@example.com' } }, required('comment')],
    ['a bad email', { contactForm: { ...valid.contactForm, email: 'ada@' } }, {
      message: 'Invalid value of "%value" provided for the %fieldName field.',
      parameters: { value: 'ada@', fieldName: 'email' },
    }],
    ['an email that is a number', { contactForm: { ...valid.contactForm, email: 7 } }, {
      message: 'The "%value" value\'s type is invalid. The "%type" type was expected. Verify and try again.',
      parameters: { value: '7', type: 'string' },
    }],
  ])('a body with %s answers 400 with the field message and stores nothing', async (_case, body, expected) => {
    const before = (await storedContactMessages(dbFile)).length;
    const response = await postJson(contactUs(), body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(expected);
    expect(await storedContactMessages(dbFile)).toHaveLength(before);
  });

  it('rejects a body that is not JSON by its content type, as Magento does', async () => {
    const response = await postRaw(contactUs(), 'name=Ada', 'application/x-www-form-urlencoded');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Server cannot understand Content-Type HTTP header media type %1',
      parameters: ['application/x-www-form-urlencoded'],
    });
  });

  it('rejects a body without a content type', async () => {
    const response = await postRaw(contactUs(), JSON.stringify(valid), null);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Content-Type header is empty.', parameters: [] });
  });

  it('rejects a charset other than UTF-8', async () => {
    const response = await postRaw(contactUs(), JSON.stringify(valid), 'application/json; charset=iso-8859-1');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'UTF-8 is the only supported charset.', parameters: [] });
  });

  it('accepts an explicit UTF-8 charset', async () => {
    const response = await postRaw(contactUs(), JSON.stringify(valid), 'application/json; charset=UTF-8');
    expect(response.status).toBe(200);
  });

  it('rejects a body over 1 MB with 413', async () => {
    const huge = JSON.stringify({ contactForm: { ...valid.contactForm, comment: 'x'.repeat(1024 * 1024 + 10) } });
    const response = await postRaw(contactUs(), huge);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'The request body is larger than %1 bytes.', parameters: ['1048576'] });
  });

  it('is not served for GET', async () => {
    const response = await fetch(contactUs());
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Request does not match any route.', parameters: [] });
  });
});
