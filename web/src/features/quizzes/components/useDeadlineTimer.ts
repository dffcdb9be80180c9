import { useCallback, useEffect, useRef, useState } from 'react';

const remaining = (deadline: number) => Math.max(0, Math.ceil((deadline - performance.now()) / 1000));

/**
 * Counts down from the seconds the server says are left. The deadline is kept as an absolute
 * monotonic time, so a throttled background tab or a slow render cannot make the clock drift;
 * `sync` moves it to a newer figure from the server.
 */
export function useDeadlineTimer(serverSecondsLeft: number) {
  const deadline = useRef(performance.now() + serverSecondsLeft * 1000);
  const [secondsLeft, setSecondsLeft] = useState(serverSecondsLeft);

  useEffect(() => {
    const tick = () => setSecondsLeft(remaining(deadline.current));
    const id = window.setInterval(tick, 250);
    document.addEventListener('visibilitychange', tick);
    return () => {
      window.clearInterval(id);
      document.removeEventListener('visibilitychange', tick);
    };
  }, []);

  const sync = useCallback((seconds: number) => {
    // The server rounds up to whole seconds and the reply took a moment: ignore differences that small.
    if (Math.abs(remaining(deadline.current) - seconds) < 2) return;
    deadline.current = performance.now() + seconds * 1000;
    setSecondsLeft(seconds);
  }, []);

  return { secondsLeft, sync };
}
