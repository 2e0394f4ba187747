import { BookApi, type BookEvent } from './api.ts';
import { fixture, markets, scores_in, seeded, type Fixture } from './model.ts';

export const FAULTS = ['delay_result', 'correct_result', 'cancel'] as const;
/** One-shot switches: the next match to end is delayed, first given a wrong result, or cancelled. */
export type Fault = (typeof FAULTS)[number];

export type FeedOptions = {
  api: string;
  account: string;
  password: string;
  seed: number;
  /** How often the feed moves the book. */
  tickMs: number;
  /** How long a match lasts, kick-off to result (the demo plays them fast). */
  matchMs: number;
  /** How far apart kick-offs are, and how many matches ahead the book should list. */
  spacingMs: number;
  ahead: number;
  faults?: readonly Fault[];
  now?: () => number;
  log?: (line: string) => void;
};

type Match = {
  event: BookEvent;
  fixture: Fixture;
  startsAt: number;
  state: 'prematch' | 'live' | 'ending';
  score: { home: number; away: number };
  /** When its result is due (a delayed result waits longer). */
  endsAt: number;
  wrongPosted?: boolean;
  cancel?: boolean;
};

/**
 * Drives the book as a data feed would: keeps `ahead` fixtures listed, drifts their odds, takes
 * them live at kick-off, moves the score from a seeded Poisson model, and posts the result at the
 * end, with the faults switched on applied to the next match that ends.
 */
export class SportsFeed {
  private readonly api: BookApi;
  private readonly random: () => number;
  private readonly matches = new Map<number, Match>();
  private readonly pending = new Set<Fault>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private readonly now: () => number;

  constructor(private readonly options: FeedOptions) {
    this.api = new BookApi(options.api, options.account, options.password);
    this.random = seeded(options.seed);
    this.now = options.now ?? Date.now;
    for (const fault of options.faults ?? []) this.pending.add(fault);
  }

  get faults(): Fault[] {
    return [...this.pending];
  }

  setFault(fault: Fault, on: boolean) {
    if (on) this.pending.add(fault);
    else this.pending.delete(fault);
  }

  /** Takes over the events the book lists already (a restart), then ticks. */
  async start(): Promise<void> {
    for (const event of await this.api.open()) this.adopt(event);
    await this.tick();
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.tick()
        .catch((error: unknown) => this.options.log?.(`tick failed: ${String(error)}`))
        .finally(() => {
          this.running = undefined;
        });
    }, this.options.tickMs);
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private adopt(event: BookEvent) {
    const startsAt = Date.parse(event.startsAt);
    const f: Fixture = {
      league: event.league,
      home: event.home,
      away: event.away,
      homeRate: 1.4,
      awayRate: 1.1,
    };
    this.matches.set(event.id, {
      event,
      fixture: f,
      startsAt,
      state: event.state === 'live' ? 'live' : 'prematch',
      score: event.score ?? { home: 0, away: 0 },
      endsAt: startsAt + this.options.matchMs,
    });
  }

  /** One step of the world: new fixtures, kick-offs, goals, odds, results. */
  async tick(): Promise<void> {
    const now = this.now();
    await this.schedule(now);
    this.ticks += 1;
    for (const match of [...this.matches.values()]) {
      try {
        // A market a trader or the book's risk limit suspended is left alone until it reopens.
        if (this.ticks % 10 === 0 && match.event.markets.some((m) => m.state !== 'open'))
          await this.refresh(match);
        if (match.state === 'prematch') await this.before(match, now);
        else await this.during(match, now);
      } catch (error) {
        // One match the book refused (a trader suspended, settled or cancelled it) stops only
        // itself: the feed reads it again and carries on with the others.
        this.options.log?.(`event ${match.event.id}: ${String(error)}`);
        await this.refresh(match).catch(() => undefined);
      }
    }
  }

  private ticks = 0;

  /** The event as the book has it now; one a trader ended or cancelled is the feed's no more. */
  private async refresh(match: Match) {
    const event = await this.api.event(match.event.id);
    if (event.state === 'ended' || event.state === 'cancelled') {
      this.matches.delete(event.id);
      this.options.log?.(`event ${event.id} was closed by a trader; left to them`);
      return;
    }
    match.event = event;
  }

  private async schedule(now: number) {
    const upcoming = [...this.matches.values()].filter((m) => m.state === 'prematch');
    let last = Math.max(now, ...upcoming.map((m) => m.startsAt));
    // The first fixtures of a fresh book kick off at once, so there is a live match to watch.
    if (this.matches.size === 0) last = now - this.options.spacingMs;
    for (let n = upcoming.length; n < this.options.ahead; n += 1) {
      last += this.options.spacingMs;
      const busy = new Set(
        [...this.matches.values()].flatMap((m) => [m.fixture.home, m.fixture.away]),
      );
      const f = fixture(this.random, busy);
      const event = await this.api.create({
        sport: 'football',
        league: f.league,
        home: f.home,
        away: f.away,
        startsAt: new Date(last).toISOString(),
        markets: markets(f, 1),
      });
      this.matches.set(event.id, {
        event,
        fixture: f,
        startsAt: last,
        state: 'prematch',
        score: { home: 0, away: 0 },
        endsAt: last + this.options.matchMs,
      });
      this.options.log?.(`listed ${f.home} v ${f.away} at ${new Date(last).toISOString()}`);
    }
  }

  private async before(match: Match, now: number) {
    if (now >= match.startsAt) {
      match.event = await this.api.state(match.event.id, 'live');
      match.state = 'live';
      return;
    }
    // Prices drift before kick-off: news, money, the market's mood.
    if (this.random() < 0.3) {
      match.fixture.homeRate *= 0.97 + this.random() * 0.06;
      match.fixture.awayRate *= 0.97 + this.random() * 0.06;
      await this.price(match, 1);
    }
  }

  private async during(match: Match, now: number) {
    if (match.state === 'ending') return this.end(match);
    const left = Math.max(0, (match.endsAt - now) / this.options.matchMs);
    if (now >= match.endsAt) return this.end(match);
    const share = this.options.tickMs / this.options.matchMs;
    const home = scores_in(this.random, match.fixture.homeRate, share);
    const away = scores_in(this.random, match.fixture.awayRate, share);
    if (home || away) {
      match.score = {
        home: match.score.home + Number(home),
        away: match.score.away + Number(away),
      };
      await this.api.score(match.event.id, match.score.home, match.score.away);
    }
    await this.price(match, Math.min(1, left));
  }

  private async end(match: Match) {
    const { id } = match.event;
    if (match.state !== 'ending') {
      match.state = 'ending';
      if (this.take('cancel')) match.cancel = true;
      if (this.take('delay_result')) {
        match.endsAt += this.options.matchMs / 4;
        this.options.log?.(`result of ${id} delayed`);
        return;
      }
      if (this.take('correct_result')) {
        await this.api.result(id, match.score.home + 1, match.score.away);
        match.wrongPosted = true;
        this.options.log?.(`a wrong result posted for ${id}; corrected next`);
        return;
      }
    }
    if (this.now() < match.endsAt) return;
    if (match.cancel) await this.api.state(id, 'cancelled');
    else await this.api.result(id, match.score.home, match.score.away);
    this.matches.delete(id);
  }

  private take(fault: Fault): boolean {
    return this.pending.delete(fault);
  }

  /** The event's open markets priced again from the model, at the lines they opened with. */
  private async price(match: Match, left: number) {
    const ah = match.event.markets.find((m) => m.type === 'ah');
    const cs = match.event.markets.find((m) => m.type === 'cs');
    const quarters = Math.round(Number(ah?.line ?? '0') * 4);
    const fresh = markets(match.fixture, left, match.score, {
      ahQuarters: quarters,
      scores: cs?.selections.map((s) => s.outcome) ?? [],
    });
    for (const market of match.event.markets) {
      if (market.state !== 'open') continue;
      const priced = fresh.find((m) => m.type === market.type);
      if (!priced) continue;
      const selections = market.selections.flatMap((s) => {
        const odds = priced.selections.find((p) => p.outcome === s.outcome)?.odds;
        return odds && odds !== s.odds ? [{ id: s.id, odds }] : [];
      });
      if (selections.length === 0) continue;
      await this.api.odds(market.id, selections);
      for (const s of market.selections) {
        const moved = selections.find((x) => x.id === s.id);
        if (moved) s.odds = moved.odds;
      }
    }
  }
}
