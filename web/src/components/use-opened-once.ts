import { useState } from 'react';

/**
 * True from the first render where `open` is, for good. A dialog rendered only once it has opened costs
 * nothing until then (a closed Chakra dialog still builds its machine and its hidden content), and staying
 * mounted afterwards keeps its closing animation and its focus return.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
