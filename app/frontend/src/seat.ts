/**
 * "Play a friend" (widgets/friend.py): the seat's secret token kept in this browser, so that a
 * reload or a tab closed and opened again takes the same seat. The launcher has two hidden text
 * boxes: the kernel writes the seat to keep into `hm-friend-keep` (this writes it to the
 * browser's storage), and this writes into `hm-friend-found`, once, what the browser kept, the
 * invite link's code (`#join=CODE`, which a server never sees: the kernel ran the page before
 * the learner arrived) and the page's address, which the invite link starts with.
 */
import type { WidgetModel } from '@jupyter-widgets/base';

const STORAGE_KEY = 'honeymoon-friend-seat'; // widgets/friend.py names it, and tests/browser/test_friends.py
const JOIN = /^#join=([0-9A-Za-z -]{12,20})$/;

function kept(): unknown {
  try {
    return JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
  } catch {
    return null; // storage off, or a value this page did not write
  }
}

/** Connects the launcher's hidden boxes to the browser's storage; other models are left alone. */
export function keepSeat(model: WidgetModel): void {
  const classes = (model.get('_dom_classes') ?? []) as string[];
  if (classes.includes('hm-friend-keep')) {
    model.on('change:value', () => {
      const seat = model.get('value') as string;
      try {
        if (seat) localStorage.setItem(STORAGE_KEY, seat);
      } catch {
        // storage off (a private window's settings): the seat lasts as long as the page
      }
    });
  } else if (classes.includes('hm-friend-found')) {
    const join = JOIN.exec(decodeURIComponent(location.hash))?.[1] ?? null;
    // Read once: a reload then takes the kept seat, not the link's table again.
    if (join) history.replaceState(null, '', location.pathname + location.search);
    const page = location.origin + location.pathname + location.search;
    model.set('value', JSON.stringify({ seat: kept(), join, page }));
    model.save_changes();
  }
}
