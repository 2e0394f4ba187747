import { describe, expect, it } from 'vitest';
import { brandSchema } from './brand.ts';
import { supportLength } from './support.ts';

describe('supportLength', () => {
  it('counts characters as the member sees them (code points)', () => {
    expect(supportLength('你好👋')).toBe(3);
    expect(supportLength('')).toBe(0);
  });
});

describe('brand customer service', () => {
  const cs = (customerService: unknown) =>
    brandSchema.shape.customerService.safeParse(customerService).success;

  it('takes the in-house chat without a URL, an outside chat or WhatsApp with an https URL', () => {
    expect(cs({ kind: 'inhouse', url: '' })).toBe(true);
    expect(cs({ kind: 'url', url: 'https://chat.example/x' })).toBe(true);
    expect(cs({ kind: 'whatsapp', url: 'https://wa.me/85290000001' })).toBe(true);
  });

  it.each([
    { kind: 'inhouse', url: 'https://chat.example/x' },
    { kind: 'url', url: '' },
    { kind: 'url', url: 'http://chat.example/x' },
    { kind: 'whatsapp', url: 'javascript:alert(1)' },
    { kind: 'phone', url: 'https://chat.example/x' },
  ])('refuses %j', (value) => {
    expect(cs(value)).toBe(false);
  });
});
