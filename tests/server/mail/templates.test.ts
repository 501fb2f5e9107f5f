import { describe, expect, it } from 'vitest';
import {
  accountExists,
  confirmEmail,
  convertAccount,
  escapeHtml,
  resetPassword,
  type TemplateInput,
} from '#server/providers/mail/templates/index.ts';

const hostileName = `<script>alert("x")</script> & 'Bob'`;
const input: TemplateInput = {
  displayName: hostileName,
  link: 'https://longshot.example/auth/confirm-email?userId=u-1&token=a"b<c',
  unsubscribeUrl: 'https://longshot.example/email-preferences/unsubscribe?userId=u-1&token=t-1',
};

describe('e-mail templates', () => {
  it('escape every value in the HTML part, and keep it readable in the text part', () => {
    const { html, text } = confirmEmail(input);
    expect(html).not.toContain('<script>');
    expect(html).toContain('Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Bob&#39;,');
    expect(html).toContain(
      'href="https://longshot.example/auth/confirm-email?userId=u-1&amp;token=a&quot;b&lt;c"',
    );
    expect(html).toContain(
      'href="https://longshot.example/email-preferences/unsubscribe?userId=u-1&amp;token=t-1"',
    );
    expect(text.startsWith(`Hello ${hostileName},\n\n`)).toBe(true);
    expect(text).toContain(`Confirm my e-mail address:\n${input.link}\n`);
  });

  it('escapes the five HTML-special characters', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });

  it('say what each e-mail is for and how long its link works', () => {
    const cases = [
      [
        confirmEmail,
        'Confirm your e-mail address for Longshot',
        'The link is valid for 24 hours and works once.',
      ],
      [convertAccount, 'Link your Longshot account', 'The link is valid for 24 hours and works once.'],
      [resetPassword, 'Reset your Longshot password', 'The link is valid for 1 hour and works once.'],
      [accountExists, 'You already have a Longshot account', 'choose "Forgot password" on the sign-in page.'],
    ] as const;
    for (const [template, subject, validity] of cases) {
      const email = template(input);
      expect(email.subject).toBe(subject);
      expect(email.text).toContain(validity);
      expect(email.html).toContain(escapeHtml(validity));
      expect(email.html).toContain(`<title>${escapeHtml(subject)}</title>`);
    }
  });

  it('end with the one-click unsubscribe link, also as List-Unsubscribe headers', () => {
    const email = resetPassword(input);
    expect(email.text.endsWith(`Unsubscribe from all Longshot e-mails: ${input.unsubscribeUrl}`)).toBe(true);
    expect(email.headers).toEqual({
      'List-Unsubscribe': `<${input.unsubscribeUrl}>`,
    });
  });

  it('greet without a name when the player has none', () => {
    expect(convertAccount({ ...input, displayName: null }).text.startsWith('Hello,\n\n')).toBe(true);
    expect(convertAccount({ ...input, displayName: '   ' }).text.startsWith('Hello,\n\n')).toBe(true);
  });
});
