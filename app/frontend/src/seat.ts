/**
 * A seat kept in this browser, so that a reload or a tab closed and opened again takes the same
 * seat: "Play a friend"'s (widgets/friend.py) and a class night's (widgets/classnight.py). Each
 * launcher has two hidden text boxes (KeepsSeat in widgets/friend.py), of classes
 * `hm-<launcher>-keep` and `hm-<launcher>-found`: the kernel writes the seat to keep into the
 * first (this writes it to the browser's storage, under the launcher's own key), and this writes
 * into the second, once, what the browser kept, the invite link's code (`#join=CODE`, which a
 * server never sees: the kernel ran the page before the learner arrived; "Play a friend" only)
 * and the page's address, which the invite link starts with.
 */
import type { WidgetModel } from '@jupyter-widgets/base';

// The launchers whose seat is kept: the storage key of each (widgets/friend.py and
// widgets/classnight.py name them, and tests/browser/test_friends.py), and whether an invite
// link's code is for it.
const LAUNCHERS: Record<string, { key: string; link: boolean }> = {
  friend: { key: 'honeymoon-friend-seat', link: true },
  session: { key: 'honeymoon-session-seat', link: false },
};
const BOX = /^hm-(\w+)-(keep|found)$/;
const JOIN = /^#join=([0-9A-Za-z -]{12,20})$/;

function kept(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null');
  } catch {
    return null; // storage off, or a value this page did not write
  }
}

/** Connects a launcher's hidden boxes to the browser's storage; other models are left alone. */
export function keepSeat(model: WidgetModel): void {
  const classes = (model.get('_dom_classes') ?? []) as string[];
  const box = classes.map((name) => BOX.exec(name)).find((found) => found && found[1] in LAUNCHERS);
  if (!box) return;
  const { key, link } = LAUNCHERS[box[1]];
  if (box[2] === 'keep') {
    model.on('change:value', () => {
      const seat = model.get('value') as string;
      try {
        if (seat) localStorage.setItem(key, seat);
      } catch {
        // storage off (a private window's settings): the seat lasts as long as the page
      }
    });
  } else {
    const join = link ? JOIN.exec(decodeURIComponent(location.hash))?.[1] ?? null : null;
    // Read once: a reload then takes the kept seat, not the link's table again.
    if (join) history.replaceState(null, '', location.pathname + location.search);
    const page = location.origin + location.pathname + location.search;
    model.set('value', JSON.stringify({ seat: kept(key), join, page }));
    model.save_changes();
  }
}
