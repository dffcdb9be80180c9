/** "Try again in 15 minutes": waits are told in whole minutes (at least one), never in seconds. */
export function tryAgainIn(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
