// The form limits of the SMTP sender (issue 11, item 11): each one accepted at the limit and refused past it,
// with a message in pt, en and es.
import { describe, expect, it } from 'vitest';
import { LANGS } from '../src/i18n/index.js';
import { smtpMessages, type SmtpMessageKey } from '../src/i18n/messages/smtp.js';
import { fieldErrorText, validateSmtpForm, type SmtpField, type SmtpFormValues } from '../src/smtp/schema.js';

const valid: SmtpFormValues = {
  senderName: 'Acme Support',
  emailAddress: 'support@acme.example',
  host: 'smtp.acme.example',
  port: '587',
  organizationId: '300123',
  ipRelay: true,
  username: '',
  password: '',
};

/** The message key the form shows for `field` with this value, or undefined when the value is accepted. */
function problem(field: SmtpField, value: string): SmtpMessageKey | undefined {
  const result = validateSmtpForm({ ...valid, [field]: value });
  return result.ok ? undefined : result.errors[field];
}

/** A domain of exactly `length` characters, labels of at most 63, ending in ".example". */
function domainOf(length: number): string {
  const labels: string[] = [];
  let left = length - '.example'.length;
  while (left > 64) {
    labels.push('d'.repeat(63));
    left -= 64;
  }
  if (left === 64) labels.push('d'.repeat(62), 'd');
  else labels.push('d'.repeat(left));
  const domain = `${labels.join('.')}.example`;
  if (domain.length !== length) throw new Error(`domainOf(${length}) built ${domain.length}`);
  return domain;
}

describe('email address limits', () => {
  it('local part: 64 characters are accepted, 65 refused', () => {
    expect(problem('emailAddress', `${'a'.repeat(64)}@acme.example`)).toBeUndefined();
    expect(problem('emailAddress', `${'a'.repeat(65)}@acme.example`)).toBe('v_email_local_too_long');
  });

  it('whole address: 254 characters are accepted, 255 refused', () => {
    const at254 = `${'a'.repeat(64)}@${domainOf(254 - 65)}`;
    const at255 = `${'a'.repeat(64)}@${domainOf(255 - 65)}`;
    expect(at254).toHaveLength(254);
    expect(problem('emailAddress', at254)).toBeUndefined();
    expect(problem('emailAddress', at255)).toBe('v_email_too_long');
  });

  it('a domain label over 63 characters is not a valid address', () => {
    expect(problem('emailAddress', `a@${'b'.repeat(63)}.example`)).toBeUndefined();
    expect(problem('emailAddress', `a@${'b'.repeat(64)}.example`)).toBe('v_email_invalid');
  });
});

describe('host limits', () => {
  it('a label of 63 characters is accepted, 64 refused', () => {
    expect(problem('host', `${'h'.repeat(63)}.acme.example`)).toBeUndefined();
    expect(problem('host', `${'h'.repeat(64)}.acme.example`)).toBe('v_host_too_long');
  });

  it('a name of 253 characters is accepted, 254 refused', () => {
    expect(problem('host', domainOf(253))).toBeUndefined();
    expect(problem('host', domainOf(254))).toBe('v_host_too_long');
  });

  it.each(['12345', '1.2.3', '587', '10.0.0'])('a bare number %j is refused', (host) => {
    expect(problem('host', host)).toBe('v_host_numeric');
  });

  it.each(['999.1.1.1', '256.0.0.1', '1.2.3.256', '0177.0.0.1'])('an impossible IPv4 %j is refused', (host) => {
    expect(problem('host', host)).toBe('v_host_ipv4_invalid');
  });

  it.each(['255.255.255.255', '192.0.2.10', '2001:db8::1', 'smtp1.acme.example', '1smtp.acme.example', 'mail.123.example'])(
    'a real address or name %j is accepted',
    (host) => {
      expect(problem('host', host)).toBeUndefined();
    },
  );

  it('an IPv6 address with a zone of this machine is refused', () => {
    expect(problem('host', 'fe80::1%eth0')).toBe('v_host_invalid');
  });
});

describe('sender name limits', () => {
  it(`100 characters are accepted, 101 refused (counted as characters, not bytes)`, () => {
    expect(problem('senderName', 'é'.repeat(100))).toBeUndefined();
    expect(problem('senderName', '😀'.repeat(100))).toBeUndefined();
    expect(problem('senderName', 'é'.repeat(101))).toBe('v_sender_name_too_long');
  });

  it.each([
    ['a line break', 'Acme\nSupport'],
    ['a carriage return', 'Acme\rBcc: x@evil.example'],
    ['a tab', 'Acme\tSupport'],
    ['an escape sequence', 'Acme \u001B[31mSupport'],
    ['NUL', 'Acme\u0000'],
    ['DEL', 'Acme\u007F'],
    ['a C1 control', 'Acme\u009B31m'],
    ['a line separator', 'Acme\u2028Support'],
    ['a paragraph separator', 'Acme\u2029Support'],
    ['a right-to-left override', 'Acme \u202Etroppus'],
  ])('%s is refused', (_what, name) => {
    expect(problem('senderName', name)).toBe('v_sender_name_control');
  });

  it('accents, apostrophes and symbols are kept', () => {
    expect(problem('senderName', "Équipe d'Assistência & Soporte (Nº 1)")).toBeUndefined();
  });
});

describe('organization id limits', () => {
  it('from 1 to 2^53 - 1', () => {
    expect(problem('organizationId', '1')).toBeUndefined();
    expect(problem('organizationId', '9007199254740991')).toBeUndefined();
    expect(problem('organizationId', '0')).toBe('v_organization_id_range');
    expect(problem('organizationId', '9007199254740992')).toBe('v_organization_id_range');
    expect(problem('organizationId', '9'.repeat(400))).toBe('v_organization_id_range');
  });

  it('leading zeros are not sent', () => {
    const result = validateSmtpForm({ ...valid, organizationId: '000300123' });
    expect(result.ok && result.value.organizationId).toBe('300123');
  });

  it.each(['https://app.pipefy.com/organizations/300123', 'app.pipefy.com/organizations/300123/pipes', 'https://pipefy.com/organizations/300123'])(
    'a Pipefy URL %j gives its id',
    (url) => {
      const result = validateSmtpForm({ ...valid, organizationId: url });
      expect(result.ok && result.value.organizationId).toBe('300123');
    },
  );

  it.each([
    'https://evil.example/organizations/300123',
    'https://app.pipefy.com.evil.example/organizations/300123',
    'https://notpipefy.com/organizations/300123',
    'evil.example/organizations/300123',
  ])('a URL of another site %j is refused', (url) => {
    expect(problem('organizationId', url)).toBe('v_organization_url_foreign');
  });

  it('a Pipefy URL with credentials in it, or without an organization, is refused', () => {
    expect(problem('organizationId', 'https://user:pass@app.pipefy.com/organizations/300123')).toBe('v_organization_id_invalid');
    expect(problem('organizationId', 'https://app.pipefy.com/pipes/300123')).toBe('v_organization_id_invalid');
  });
});

describe('the limit messages', () => {
  const keys: SmtpMessageKey[] = [
    'v_email_local_too_long',
    'v_email_too_long',
    'v_host_too_long',
    'v_host_numeric',
    'v_host_ipv4_invalid',
    'v_sender_name_control',
    'v_sender_name_too_long',
    'v_organization_id_range',
    'v_organization_url_foreign',
  ];

  it('exist in pt, en and es, different from English, with every limit filled in', () => {
    for (const key of keys) {
      for (const lang of LANGS) {
        const text = fieldErrorText(key, lang);
        expect(text, `${lang}.${key}`).not.toMatch(/\{\w+\}/);
        if (lang !== 'en') expect(text, `${lang}.${key}`).not.toBe(smtpMessages.en[key]);
      }
    }
    expect(fieldErrorText('v_sender_name_too_long', 'pt')).toBe('O nome do remetente tem no máximo 100 caracteres.');
    expect(fieldErrorText('v_organization_id_range', 'es')).toBe('El id de la organización es un número de 1 a 9007199254740991.');
    expect(fieldErrorText('v_email_local_too_long', 'en')).toBe('The part before the @ has at most 64 characters.');
  });
});
