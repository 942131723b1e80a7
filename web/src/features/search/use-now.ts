import { useEffect, useState } from 'react';

/** The current time, refreshed every `everyMs` so 'checked 40 s ago' keeps counting. */
export function useNow(everyMs = 5000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
