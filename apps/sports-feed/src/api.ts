// The book's operator and member API as the feed uses it (API.md, "Sportsbook"), over real HTTP.

export type Market = {
  id: number;
  type: string;
  line: string | null;
  state: string;
  selections: { id: number; outcome: string; odds: string }[];
};
export type BookEvent = {
  id: number;
  league: string;
  home: string;
  away: string;
  startsAt: string;
  state: string;
  score: { home: number; away: number } | null;
  markets: Market[];
};

type Envelope<T> =
  { status: true; data: T } | { status: false; data: unknown; code?: string; msg?: string };

export class ApiError extends Error {}

/** A trader's session on the book: logs in on first use and again when the session ends. */
export class BookApi {
  private token: string | undefined;

  constructor(
    private readonly base: string,
    private readonly account: string,
    private readonly password: string,
  ) {}

  private async login(): Promise<string> {
    const response = await fetch(`${this.base}/api/admin/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: this.account, password: this.password }),
    });
    const token = response.headers.get('id');
    if (!token) throw new ApiError(`login as ${this.account} refused (${response.status})`);
    this.token = token;
    return token;
  }

  private async call<T>(method: string, path: string, body?: unknown, retried = false): Promise<T> {
    const token = this.token ?? (await this.login());
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: { t: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = (await response.json()) as Envelope<T>;
    if (envelope.status) return envelope.data;
    if (envelope.data === 'token' && !retried) {
      this.token = undefined;
      return this.call(method, path, body, true);
    }
    throw new ApiError(
      `${method} ${path}: ${envelope.code ?? response.status} ${envelope.msg ?? ''}`,
    );
  }

  /** Events the book takes bets on (prematch and live), all sports. */
  async open(): Promise<BookEvent[]> {
    const [prematch, live] = await Promise.all([
      this.call<{ list: BookEvent[] }>('GET', '/api/sports/v1/events?state=prematch'),
      this.call<{ list: BookEvent[] }>('GET', '/api/sports/v1/events?state=live'),
    ]);
    return [...prematch.list, ...live.list];
  }

  /** One event as the book shows it now (its state, its markets' states). */
  event(id: number): Promise<BookEvent> {
    return this.call('GET', `/api/sports/v1/events/${id}`);
  }

  create(event: object): Promise<BookEvent> {
    return this.call('POST', '/api/admin/v1/sports/events', event);
  }

  state(id: number, state: 'live' | 'cancelled'): Promise<BookEvent> {
    return this.call('POST', `/api/admin/v1/sports/events/${id}/state`, { state });
  }

  score(id: number, home: number, away: number): Promise<BookEvent> {
    return this.call('POST', `/api/admin/v1/sports/events/${id}/score`, { home, away });
  }

  result(id: number, home: number, away: number): Promise<unknown> {
    return this.call('POST', `/api/admin/v1/sports/events/${id}/result`, { home, away });
  }

  odds(marketId: number, selections: { id: number; odds: string }[]): Promise<unknown> {
    return this.call('POST', `/api/admin/v1/sports/markets/${marketId}/odds`, { selections });
  }
}
