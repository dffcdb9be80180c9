import http from 'node:http';

/**
 * The live notification stream read over a real connection of its own (node:http without an agent: fetch's pool
 * would open a spare connection once a stream is aborted, which a closing server would then wait for). Collects the
 * text until a wanted piece arrives or the server ends the stream.
 */
export async function openEventStream(base: string, token: string) {
  const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
    http.get(`${base}/api/notifications/stream`, { agent: false, headers: { authorization: `Token ${token}` } }, resolve).on('error', reject);
  });
  res.setEncoding('utf8');
  let text = '';
  let ended = false;
  const waiting = new Set<() => void>();
  const wake = () => { for (const w of waiting) w(); };
  res.on('data', (chunk: string) => { text += chunk; wake(); });
  res.on('close', () => { ended = true; wake(); });
  const pause = (ms: number) => new Promise<void>((resolve) => {
    const done = () => { clearTimeout(timer); waiting.delete(done); resolve(); };
    const timer = setTimeout(done, ms);
    waiting.add(done);
  });
  const readUntil = async (wanted: (text: string) => boolean, withinMs: number) => {
    const deadline = Date.now() + withinMs;
    while (!wanted(text)) {
      if (ended) throw new Error(`The stream ended; got ${JSON.stringify(text)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`Not within ${withinMs} ms; got ${JSON.stringify(text)}`);
      await pause(left);
    }
    return text;
  };
  /** Reads until the server ends the stream or the time is up; tells whether it ended. */
  const untilEnded = async (withinMs: number) => {
    const deadline = Date.now() + withinMs;
    while (!ended && Date.now() < deadline) await pause(deadline - Date.now());
    return ended;
  };
  const headers = { get: (name: string) => res.headers[name.toLowerCase()] ?? null };
  return { res: { status: res.statusCode, headers }, readUntil, untilEnded, text: () => text, close: () => res.destroy() };
}
