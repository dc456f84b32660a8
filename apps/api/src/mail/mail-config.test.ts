// The email settings of product §15.4: a bad value stops the server with one line naming it.
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_MAIL_FROM, loadConfig } from '../config.ts';

const base = { AUTH_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/scout-config-test' };

describe('email settings', () => {
  it('default to the outbox, a Scout sender and a five-minute message delay', () => {
    expect(loadConfig(base).mail).toEqual({
      smtpUrl: undefined,
      from: DEFAULT_MAIL_FROM,
      messageEmailDelaySeconds: 300,
    });
  });

  it('take an smtp:// or smtps:// server, a sender and a delay', () => {
    const { mail } = loadConfig({
      ...base,
      SMTP_URL: 'smtps://user:pass@mail.example:465',
      MAIL_FROM: 'Scout <hello@scout.example>',
      MESSAGE_EMAIL_DELAY_S: '1',
    });
    expect(mail).toEqual({
      smtpUrl: 'smtps://user:pass@mail.example:465',
      from: 'Scout <hello@scout.example>',
      messageEmailDelaySeconds: 1,
    });
  });

  it.each([
    [{ SMTP_URL: 'http://mail.example' }, 'Invalid setting SMTP_URL'],
    [{ MAIL_FROM: 'not an address' }, 'Invalid setting MAIL_FROM'],
    [{ MESSAGE_EMAIL_DELAY_S: '-1' }, 'Invalid setting MESSAGE_EMAIL_DELAY_S'],
    [{ MESSAGE_EMAIL_DELAY_S: 'soon' }, 'Invalid setting MESSAGE_EMAIL_DELAY_S'],
  ])('refuse %o with a line naming the variable', (env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...env })).toThrow(message);
  });
});
