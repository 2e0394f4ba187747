import { describe, expect, it } from 'vitest';
import { VenueAdapters } from './venue-directory.ts';

describe('venue adapters', () => {
  const connection = {
    code: 'kgame',
    adapter: 'sim',
    baseUrl: '',
    credentials: { operator: 'kirin-pgdz', secret: 's' },
    currency: 'CNY',
  };

  it('keeps one adapter per connection and falls back to the default address', async () => {
    const adapters = new VenueAdapters(100, () => 'http://127.0.0.1:1');
    expect(adapters.for(connection)).toBe(adapters.for({ ...connection }));
    expect(adapters.for(connection)).not.toBe(
      adapters.for({ ...connection, baseUrl: 'http://127.0.0.1:2' }),
    );
    await adapters.close();
  });

  it('answers an adapter this build lacks as a venue out of reach, not a server error', () => {
    const adapters = new VenueAdapters(100);
    expect(() => adapters.for({ ...connection, adapter: 'nosuch' })).toThrow(
      expect.objectContaining({ name: 'DomainError', code: 'VENUE_UNAVAILABLE' }),
    );
  });
});
