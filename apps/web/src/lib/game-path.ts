// The launch page's address, written by the lobby and read by the launch page.

export type GamePathParams = { id: string; title: string; code: string; gtype: string };

/** `/games/:id/:title/:code/:gtype`: the title is the game's name, so the page can show it at once. */
export function gamePath(
  game: { id: number | string; name: string; code: string },
  gameType: number,
): string {
  return `/games/${encodeURIComponent(String(game.id))}/${encodeURIComponent(game.name)}/${encodeURIComponent(game.code)}/${gameType}`;
}

/** Where a venue's "back to lobby" and our own return button lead: the venue's balance comes back there. */
export function venueBackPath(platform: string): string {
  return platform ? `/app/venueBack?code=${encodeURIComponent(platform)}` : '/app/venueBack';
}
