import { describe, expect, it } from 'vitest';
import { renderEmail } from './layout.ts';
import { verifyUnsubscribeToken } from './unsubscribe-token.ts';

const site = { publicUrl: 'https://scout.example', authSecret: 'test-secret-test-secret-test-secret-0123' };
const userId = '00000000-0000-4000-8000-000000000001';

function render(paragraph = 'Bella is waiting.') {
  return renderEmail(site, {
    to: 'sam@example.test',
    subject: 'A reply about Bella',
    greeting: 'Hi Sam,',
    paragraphs: [paragraph],
    action: { label: 'Open the conversation', path: '/messages/c-1' },
    unsubscribe: { userId, topic: 'toursAndApplications' },
  });
}

describe('the email layout', () => {
  it('links to PUBLIC_URL in both parts and signs a one-click unsubscribe link for this person and topic', () => {
    const email = render();
    expect(email.text).toContain('Open the conversation: https://scout.example/messages/c-1');
    expect(email.html).toContain('href="https://scout.example/messages/c-1"');
    const header = email.headers!['List-Unsubscribe']!;
    expect(email.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const url = new URL(header.slice(1, -1));
    expect(url.origin + url.pathname).toBe('https://scout.example/api/unsubscribe');
    expect(verifyUnsubscribeToken(url.searchParams.get('token')!, site.authSecret)).toEqual({
      userId,
      topic: 'toursAndApplications',
    });
    expect(email.text).toContain('Stop emails about tours and applications: https://scout.example/unsubscribe?token=');
    expect(email.html).toContain('Stop emails about tours and applications');
  });

  it('escapes what people wrote and loads nothing remote', () => {
    const email = render('<img src="https://evil.example/x.png"> & "quotes"');
    expect(email.html).not.toContain('<img');
    expect(email.html).toContain('&lt;img src=&quot;https://evil.example/x.png&quot;&gt; &amp; &quot;quotes&quot;');
    expect(email.html).not.toMatch(/<link|<script|@import|url\(/);
    expect(email.text).toContain('<img src="https://evil.example/x.png"> & "quotes"');
  });

  it('refuses an action outside the app', () => {
    expect(() =>
      renderEmail(site, {
        to: 'sam@example.test',
        subject: 's',
        greeting: 'Hi,',
        paragraphs: [],
        action: { label: 'x', path: '//evil.example/' },
        unsubscribe: { userId, topic: 'all' },
      }),
    ).toThrow();
  });
});
