"""The library's double-dummy solver, for 2, 3 or 4 seats, behind :mod:`honeymoon.analysis`.

It answers one question at a time, *can the side on lead take* ``need`` *of the tricks left?*,
and finds the exact number by asking it for one ``need`` after another (:func:`search`, as
MTD(f) does). Each question is a search over whole tricks, with:

* **a transposition table** at the start of each trick, holding bounds (at least so many
  tricks, at most so many) for positions already met, in two forms: the exact position, and
  the position reduced to what the answer relied on (the *partition* of the position: which
  seat holds each card, from the top of each suit down to the lowest card whose rank decided
  a trick, the other cards counting only by their number; suit by suit, renumbered by rank
  among the cards still in play). ♠AKQ against ♠J2 and ♠AKQ against ♠32 share their entry
  once the search shows only the top cards mattered. The suits other than trumps are
  interchangeable, so they are sorted in the key;
* **equivalent cards searched once**: cards next to each other in rank among the cards still
  in play, in one hand (♠KQ when the ♠A is out), play alike (:func:`classes`);
* **move ordering**: on lead, top cards no opponent can ruff, then a low card to the
  partner's top card, then the suits where the opponents have the fewest ways to answer;
  after the lead, the cheapest card that wins the trick, else the lowest card;
* **bounds that stop the search at once**: the top cards the side on lead cashes (*quick
  tricks*) and the trumps of a side above all the other side's trumps, each a sure trick.

Two seats have a faster search of their own, :class:`honeymoon.two_seats.TwoSeats`.
Every search runs on a :class:`Clock`: past its time budget it stops with
:class:`AnalysisTimeout`.

**Which search runs.** The same search is also compiled from C, ``honeymoon._native``, built
by ``pip install`` where a C compiler is found (the package installs as pure Python where
not). :func:`new_solver`, which :mod:`honeymoon.analysis` calls for every solve, gives the
compiled one when it is there (:class:`NativeSolver`, the same answers, for two seats as well:
tens of times faster; three hands of 16 cards in about a second instead of 15 or more) and
:class:`Solver` otherwise; :func:`backend` says which. To force the Python search, set the
environment variable ``HONEYMOON_PURE=1`` before the import, or :data:`use_native` to ``False``;
``HONEYMOON_PURE=1 pip install …`` does not build the compiled one at all.

>>> from honeymoon import Hand
>>> hands = [Hand.parse(text) for text in ("AK.2.-.-", "Q.J3.-.-")]
>>> Solver([bits(hand) for hand in hands], (0, 1), -1, Clock(5)).tricks(0)
2
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from typing import TypeAlias

from honeymoon.cards import Hand
from honeymoon.errors import HoneymoonError

try:
    from honeymoon import _native
except ImportError:  # not built: no C compiler at install, or HONEYMOON_PURE=1 then
    _built = False
else:
    _built = True

__all__ = ["NATIVE", "AnalysisTimeout", "AnySolver", "Clock", "NativeSolver", "Solver", "backend", "bits",
           "classes", "clear_caches", "new_solver", "search", "use_native"]

#: Whether the compiled search, ``honeymoon._native``, was built at install.
NATIVE = _built
#: Whether :func:`new_solver` gives the compiled search (when it was built): set it to ``False``
#: to use the Python search (the environment variable ``HONEYMOON_PURE=1`` does so at import).
use_native = NATIVE and os.environ.get("HONEYMOON_PURE", "") in ("", "0")

SUIT_MASK = (1 << 13) - 1
#: The hands of a position packed in one number, each 52 bits above the one before.
SEAT_BITS = 52


class AnalysisTimeout(HoneymoonError):
    """A double-dummy analysis that ran out of its time budget."""


class Clock:
    """A time budget of ``budget`` seconds, counted from now."""

    def __init__(self, budget: float) -> None:
        self.budget = budget
        self.deadline = time.monotonic() + budget

    def check(self) -> None:
        """Raise :class:`AnalysisTimeout` once the budget is spent."""
        if time.monotonic() >= self.deadline:
            raise self.timeout()

    def timeout(self) -> AnalysisTimeout:
        """The error of a search past this budget."""
        return AnalysisTimeout(
            f"double-dummy analysis stopped after {self.budget:g} s (its time budget): "
            "give it a larger budget, or analyse a position with fewer cards")


def bits(hand: Hand) -> int:
    """A hand as one number: bit ``13 * suit + rank - 2`` set for each card (the card's number)."""
    value = 0
    for card in hand.cards:
        value |= 1 << card
    return value


_CLASSES: dict[int, tuple[int, ...]] = {}
# One suit of a position -> (sort key, owners, number of cards, lengths, cards).
_SUITS: dict[int, tuple[int, int, int, int, int]] = {}
_KTH: dict[int, int] = {}
_CACHE_LIMIT = 1 << 20


def classes(mine: int, others: int) -> tuple[int, ...]:
    """One card (as a bit) for each run of ``mine`` with no card of ``others`` between: high to
    low. Cards of a run are equivalent, so the search tries one of each.

    >>> [bin(bit) for bit in classes(0b1101, 0b0010)]
    ['0b1000', '0b1']
    """
    key = others << 13 | mine
    found = _CLASSES.get(key)
    if found is None:
        runs: list[int] = []
        previous_mine = False
        bit = 1 << 12
        while bit:
            if mine & bit:
                if not previous_mine:
                    runs.append(bit)
                previous_mine = True
            elif others & bit:
                previous_mine = False
            bit >>= 1
        found = tuple(runs)
        if len(_CLASSES) > _CACHE_LIMIT:
            _CLASSES.clear()
        _CLASSES[key] = found
    return found


def suit_info(spread: int) -> tuple[int, int, int, int, int]:
    """One suit of a position, ``spread`` holding each seat's cards of the suit ``SEAT_BITS``
    apart: a key to sort suits by, the owners of its cards high to low (two bits each, after a
    leading 1: ♠AK9 of seat 0 against ♠Q2 of seat 1 and ♠J94 against ♠82 both give 0b1000100),
    the number of cards, each seat's length (4 bits a seat) and the cards of all seats."""
    found = _SUITS.get(spread)
    if found is None:
        masks = []
        rest = spread
        while rest:
            masks.append(rest & SUIT_MASK)
            rest >>= SEAT_BITS
        union = lengths = 0
        for seat, mask in enumerate(masks):
            union |= mask
            lengths |= mask.bit_count() << 4 * seat
        owners = 1
        bit = 1 << 12
        while bit:
            if union & bit:
                owner = 0
                while not masks[owner] & bit:
                    owner += 1
                owners = owners << 2 | owner
            bit >>= 1
        found = (lengths << 32 | owners, owners, union.bit_count(), lengths, union)
        if len(_SUITS) > _CACHE_LIMIT:
            _SUITS.clear()
        _SUITS[spread] = found
    return found


def kth(mask: int, k: int) -> int:
    """The ``k``-th highest bit of ``mask`` (``k`` from 1)."""
    key = mask << 4 | k
    found = _KTH.get(key)
    if found is None:
        rest = mask
        for _ in range(k - 1):
            rest ^= 1 << rest.bit_length() - 1
        found = 1 << rest.bit_length() - 1
        if len(_KTH) > _CACHE_LIMIT:
            _KTH.clear()
        _KTH[key] = found
    return found


def _longest(hands: list[int], shift: int) -> int:
    """The most cards any of ``hands`` holds in the suit at ``shift``."""
    longest = 0
    for hand in hands:
        length = (hand >> shift & SUIT_MASK).bit_count()
        if length > longest:
            longest = length
    return longest


def search(can_take: Callable[[int], bool], left: int, guess: int) -> int:
    """The exact number of tricks from null-window tests ("can the side take ``need``?"),
    starting at ``guess`` and stepping towards the answer (as MTD(f) does)."""
    low, high = 0, left
    while low < high:
        probe = min(max(guess, low + 1), high)
        if can_take(probe):
            low, guess = probe, probe + 1
        else:
            high, guess = probe - 1, probe - 1
    return low


def clear_caches() -> None:
    """Empty the per-suit tables the solvers share (for measuring a solve from cold)."""
    _CLASSES.clear()
    _SUITS.clear()
    _KTH.clear()
    from honeymoon import two_seats  # it builds on this module

    two_seats.clear_caches()


#: A position's suits as the table key sorts them: (:func:`suit_info`, the suit).
_Slots = list[tuple[tuple[int, int, int, int, int], int]]
#: The entries of one shape: which top cards count -> (how many in each suit, owners -> bounds).
_Bucket = dict[int, tuple[tuple[int, ...], dict[int, list[int]]]]


class _Entry:
    """What the search knows of one exact position: bounds on the tricks of the side on lead,
    each with the cards it relied on, and the position's key in the table of positions alike."""

    __slots__ = ("bucket", "high", "high_rel", "low", "low_rel", "quick", "slots", "whole")

    def __init__(self, left: int, slots: _Slots, whole: int, bucket: _Bucket) -> None:
        self.low = self.low_rel = self.high_rel = 0
        self.high = left
        self.slots, self.whole, self.bucket = slots, whole, bucket
        self.quick: list[tuple[int, int]] | None = None


class Solver:
    """The search for one deal: ``hands`` (52-bit numbers, seats in the order they play) is the
    list the search changes and restores; ``sides`` gives each seat's side (0 or 1); ``trump``
    is a suit number, or -1 at no-trump. Its tables stay good while the cards are played, so
    one solver may answer for one position after another of the same deal."""

    def __init__(self, hands: list[int], sides: tuple[int, ...], trump: int, clock: Clock) -> None:
        self.hands = hands
        self.sides = sides
        self.seats = seats = len(hands)
        self.trump = trump
        self.clock = clock
        self.nodes = 0
        self._next_check = 1
        #: The cards whose ranks the last answer relied on (see :meth:`can_take`).
        self.rel = 0
        self._exact: dict[int, _Entry] = {}
        # Shape (sides and suit lengths) -> which top cards count -> (how many in each suit,
        # those cards' owners -> [low, high]).
        self._table: dict[int, _Bucket] = {}
        self._spread = sum(SUIT_MASK << SEAT_BITS * seat for seat in range(seats))
        order = [tuple((leader + i) % seats for i in range(seats)) for leader in range(seats)]
        self._after = [turn[1:] for turn in order]
        self._backwards = [turn[::-1] for turn in order]
        # Which seats, counted from the leader, are on the leader's side: positions alike but
        # for the seat on lead (seen from the side on lead) share their entries.
        self._pattern = [sum(1 << i for i, seat in enumerate(turn) if sides[seat] == sides[turn[0]])
                         for turn in order]
        # The seats still to play to a trick after each seat, for each leader.
        self._later = [[tuple((seat + i) % seats for i in range(1, (leader - seat - 1) % seats + 1))
                        for seat in range(seats)] for leader in range(seats)]
        self._partners = [tuple(o for o in range(seats) if o != s and sides[o] == sides[s])
                          for s in range(seats)]
        self._opponents = [tuple(o for o in range(seats) if sides[o] != sides[s]) for s in range(seats)]
        self._suits = [(suit, 13 * suit) for suit in ([trump] if trump >= 0 else [])
                       + [s for s in range(4) if s != trump]]

    # --- the answers ---------------------------------------------------------------------
    def tricks(self, leader: int) -> int:
        """The tricks the side of ``leader`` takes, ``leader`` on lead to a new trick."""
        left = self.hands[leader].bit_count()
        return search(lambda need: self.can_take(leader, need, left), left,
                      sum(tricks for tricks, _ in self.quick_tricks(leader)))

    def can_finish(self, leader: int, played: list[int], need: int) -> bool:
        """Whether the side of ``leader`` takes ``need`` of the tricks left, the current one
        included, ``leader`` having led the cards ``played`` (bits, already out of the hands)."""
        hands, trump, seats = self.hands, self.trump, self.seats
        left = hands[leader].bit_count() + (1 if played else 0)
        if not played:
            return self.can_take(leader, need, left)
        winner, top, ranked = leader, played[0].bit_length() - 1, False
        in_play = 0
        for hand in hands:
            in_play |= hand
        for step, card in enumerate(played):
            in_play |= card
            index = card.bit_length() - 1
            if step and index // 13 == top // 13:
                ranked = True
                if index > top:
                    winner, top = (leader + step) % seats, index
            elif step and index // 13 == trump:
                winner, top, ranked = (leader + step) % seats, index, False
        if need <= 0 or need > left:
            return need <= 0
        if len(played) == seats:
            if self.sides[winner] == self.sides[leader]:
                return self.can_take(winner, need - 1, left - 1)
            return not self.can_take(winner, left - need, left - 1)
        led = (played[0].bit_length() - 1) // 13
        return self._play(leader, (leader + len(played)) % seats, led, winner, top, ranked, need,
                          left, in_play)

    # --- bounds --------------------------------------------------------------------------
    def quick_tricks(self, leader: int) -> list[tuple[int, int]]:
        """The tricks the leader surely takes by cashing top cards, no other seat able to ruff,
        suit by suit, most first: each with the card whose rank the count relies on (in the
        suit, the lowest top card used: the cards above it are the leader's)."""
        hands, trump = self.hands, self.trump
        mine = hands[leader]
        others = [hands[s] for s in self._after[leader]]
        rest = 0
        for hand in others:
            rest |= hand
        parts: list[tuple[int, int]] = []
        drawn = True  # no other seat has trumps left once the leader's top trumps are out
        trump_rel = 0
        if trump >= 0:
            shift = 13 * trump
            t_mine = mine >> shift & SUIT_MASK
            t_rest = rest >> shift & SUIT_MASK
            if t_rest:
                top = (t_mine >> t_rest.bit_length()).bit_count()
                longest = _longest(others, shift)
                if top >= longest:
                    trump_rel = kth(t_mine, longest) << shift
                    parts.append((t_mine.bit_count(), trump_rel))
                else:
                    drawn = False
                    if top:
                        parts.append((top, kth(t_mine, top) << shift))
            elif t_mine:
                parts.append((t_mine.bit_count(), 0))
        for suit in range(4):
            if suit == trump:
                continue
            shift = 13 * suit
            a = mine >> shift & SUIT_MASK
            if not a:
                continue
            top = (a >> (rest >> shift & SUIT_MASK).bit_length()).bit_count()
            if not top:
                continue
            if drawn:
                longest = _longest(others, shift)
                if top >= longest:
                    tricks, used = a.bit_count(), longest
                else:
                    tricks = used = top
                rel = trump_rel
            else:
                # A seat with trumps ruffs once out of the suit.
                tshift = 13 * trump
                for hand in others:
                    if hand >> tshift & SUIT_MASK:
                        length = (hand >> shift & SUIT_MASK).bit_count()
                        if length < top:
                            top = length
                tricks = used = top
                rel = 0
            if tricks:
                parts.append((tricks, rel | (kth(a, used) << shift if used else 0)))
        parts.sort(reverse=True)
        return parts

    def sure_trumps(self, side: int) -> tuple[int, int, int, int]:
        """Tricks side ``side`` surely takes with its trumps above every trump of the other
        side (each wins a trick of its own), and the card whose rank this relies on; then the
        same for the other side."""
        trump = self.trump
        hands, sides = self.hands, self.sides
        shift = 13 * trump
        ours = theirs = 0
        for seat in range(self.seats):
            if sides[seat] == side:
                ours |= hands[seat] >> shift & SUIT_MASK
            else:
                theirs |= hands[seat] >> shift & SUIT_MASK
        found = []
        for mine, other, mine_side in ((ours, theirs, side), (theirs, ours, 1 - side)):
            height = other.bit_length()
            best = above = 0
            if mine >> height:
                for seat in range(self.seats):
                    if sides[seat] == mine_side:
                        held = (hands[seat] >> shift & SUIT_MASK) >> height
                        above |= held
                        count = held.bit_count()
                        if count > best:
                            best = count
            # The rank relied on: the lowest of these trumps (none when the other side has none).
            found += [best, (above & -above) << (height + shift) if best and height else 0]
        return found[0], found[1], found[2], found[3]

    # --- the search ----------------------------------------------------------------------
    def can_take(self, leader: int, need: int, left: int) -> bool:
        """Whether the side of ``leader``, on lead to a new trick, takes ``need`` of the ``left``
        tricks. Sets :attr:`rel` to the cards whose ranks the answer relied on: the answer holds
        for every position that matches this one from the top of each suit down to its lowest
        card in ``rel`` (the cards below count only by their number in each hand)."""
        if need <= 0 or need > left:
            self.rel = 0
            return need <= 0
        self.nodes += 1
        if self.nodes >= self._next_check:
            self._next_check += 512
            self.clock.check()
        if left == 1:
            return self._last_trick(leader)
        hands = self.hands
        position = 0
        for seat in self._backwards[leader]:
            position = position << SEAT_BITS | hands[seat]
        pattern = self._pattern[leader]
        key = position << 4 | pattern
        exact = self._exact.get(key)
        if exact is None:
            exact = self._exact[key] = _Entry(left, *self._abstract(position, pattern))
        else:
            if exact.low >= need:
                self.rel = exact.low_rel
                return True
            if exact.high < need:
                self.rel = exact.high_rel
                return False
        slots, whole, bucket = exact.slots, exact.whole, exact.bucket
        for mask, (counts, entries) in bucket.items():
            found = entries.get(whole & mask)
            if found is not None and (found[0] >= need or found[1] < need):
                rel = 0
                for (info, suit), k in zip(slots, counts, strict=True):
                    if k:
                        rel |= kth(info[4], k) << 13 * suit
                self.rel = rel
                if found[0] >= need:
                    exact.low, exact.low_rel = found[0], rel
                    return True
                exact.high, exact.high_rel = found[1], rel
                return False
        parts = exact.quick
        if parts is None:
            parts = exact.quick = self.quick_tricks(leader)
        quick = rel = 0
        for tricks, card in parts:
            quick += tricks
            rel |= card
            if quick >= need:  # the fewest suits, and ranks, that the count needs
                break
        lost = lost_rel = 0
        if quick < need and self.trump >= 0:
            won, won_rel, lost, lost_rel = self.sure_trumps(self.sides[leader])
            if won > quick:
                quick, rel = won, won_rel
        if quick >= need:
            self._store(bucket, slots, whole, rel, quick, left)
            exact.low, exact.low_rel = quick, rel
            self.rel = rel
            return True
        if left - lost < need:
            rel = lost_rel
            self._store(bucket, slots, whole, rel, 0, left - lost)
            exact.high, exact.high_rel = left - lost, rel
            self.rel = rel
            return False
        in_play = 0
        for hand in hands:
            in_play |= hand
        result = self._play(leader, leader, -1, leader, -1, False, need, left, in_play)
        rel = self.rel
        if result:
            self._store(bucket, slots, whole, rel, need, left)
            exact.low, exact.low_rel = need, rel
        else:
            self._store(bucket, slots, whole, rel, 0, need - 1)
            exact.high, exact.high_rel = need - 1, rel
        self.rel = rel
        return result

    def _abstract(self, position: int, pattern: int) -> tuple[_Slots, int, _Bucket]:
        """A position's suits, sorted as the table key has them (trumps first), its cards'
        owners high to low suit after suit, and its entries in the table of positions alike."""
        known = _SUITS
        spread = self._spread
        slots = []
        for suit, shift in self._suits:
            part = position >> shift & spread
            info = known.get(part) or suit_info(part)
            slots.append((info, suit))
        if self.trump >= 0:
            rest = slots[1:]
            rest.sort(reverse=True)
            slots[1:] = rest
        else:
            slots.sort(reverse=True)
        shape = pattern
        whole = 0
        for info, _ in slots:
            shape = shape << 16 | info[3]
            whole = whole << (2 * info[2] + 1) | info[1]
        bucket = self._table.get(shape)
        if bucket is None:
            bucket = self._table[shape] = {}
        return slots, whole, bucket

    @staticmethod
    def _store(bucket: _Bucket, slots: _Slots, whole: int, rel: int, low: int, high: int) -> None:
        """Remember the bounds for every position that matches this one in each suit from the
        top down to the lowest card in ``rel``; a run of one seat's cards is kept whole (the
        search tried one card of it for all)."""
        counts = []
        mask = 0
        for (_, owners, count, _, union), suit in slots:
            mine = rel >> 13 * suit & SUIT_MASK
            k = 0
            if mine:
                k = (union >> ((mine & -mine).bit_length() - 1)).bit_count()
                last = owners >> 2 * (count - k) & 3
                while k < count and owners >> 2 * (count - k - 1) & 3 == last:
                    k += 1
            counts.append(k)
            mask = mask << (2 * count + 1) | (((1 << 2 * k) - 1) << 2 * (count - k))
        found_mask = bucket.get(mask)
        if found_mask is None:
            entries: dict[int, list[int]] = {}
            bucket[mask] = (tuple(counts), entries)
        else:
            entries = found_mask[1]
        key = whole & mask
        found = entries.get(key)
        if found is None:
            entries[key] = [low, high]
        else:
            if low > found[0]:
                found[0] = low
            if high < found[1]:
                found[1] = high

    def _last_trick(self, leader: int) -> bool:
        hands, trump = self.hands, self.trump
        winner = leader
        top = hands[leader].bit_length() - 1
        ranked = False
        for seat in self._after[leader]:
            card = hands[seat].bit_length() - 1
            if card // 13 == top // 13:
                ranked = True
                if card > top:
                    winner, top = seat, card
            elif card // 13 == trump:
                winner, top, ranked = seat, card, False
        self.rel = 1 << top if ranked else 0
        return self.sides[winner] == self.sides[leader]

    def _play(self, leader: int, seat: int, led: int, winner: int, top: int, ranked: bool,
              need: int, left: int, in_play: int) -> bool:
        """Whether the leader's side takes ``need`` of the ``left`` tricks (this one included),
        ``seat`` to play to the trick; ``top`` (a card number) is the best card so far, held by
        ``winner`` (``ranked``: it beat a card of its suit); ``in_play`` holds every card not
        played before this trick. Sets :attr:`rel` as :meth:`can_take` does."""
        hands, trump, sides = self.hands, self.trump, self.sides
        hand = hands[seat]
        our_side = sides[leader]
        ours = sides[seat] == our_side
        nxt = seat + 1
        if nxt == self.seats:
            nxt = 0
        last = nxt == leader
        if led < 0:
            moves = self._leads(seat, in_play)
        else:
            moves = self._follows(leader, seat, led, winner, top, in_play)
        union = 0
        for card in moves:
            index = card.bit_length() - 1
            if led < 0:
                new_led, new_winner, new_top, new_ranked = index // 13, seat, index, False
            else:
                new_led, new_winner, new_top, new_ranked = led, winner, top, ranked
                suit = index // 13
                if suit == top // 13:
                    new_ranked = True
                    if index > top:
                        new_winner, new_top = seat, index
                elif suit == trump:
                    new_winner, new_top, new_ranked = seat, index, False
            hands[seat] = hand ^ card
            if last:
                if sides[new_winner] == our_side:
                    ok = self.can_take(new_winner, need - 1, left - 1)
                else:
                    ok = not self.can_take(new_winner, left - need, left - 1)
                rel = self.rel | (1 << new_top if new_ranked else 0)
            else:
                ok = self._play(leader, nxt, new_led, new_winner, new_top, new_ranked, need, left,
                                in_play)
                rel = self.rel
            hands[seat] = hand
            if ok == ours:
                self.rel = rel
                return ok
            union |= rel
        self.rel = union
        return not ours

    # --- move ordering -------------------------------------------------------------------
    def _leads(self, seat: int, in_play: int) -> list[int]:
        """The cards to try on lead (one per run of equivalent cards), the likeliest first: top
        cards no opponent can ruff, then top trumps, then a low card to the partner's top card,
        then a low card of the other suits; within each kind, the suits where the opponents
        have fewest ways to answer first (a smaller search)."""
        hands, trump = self.hands, self.trump
        hand = hands[seat]
        partner = 0
        for other in self._partners[seat]:
            partner |= hands[other]
        opponents = [hands[other] for other in self._opponents[seat]]
        tshift = 13 * trump
        scored: list[tuple[int, int]] = []
        for suit in range(4):
            shift = 13 * suit
            mine = hand >> shift & SUIT_MASK
            if not mine:
                continue
            in_suit = in_play >> shift & SUIT_MASK
            others = in_suit & ~mine
            runs = classes(mine, others)
            count = len(runs)
            ruffed = False
            replies = 1
            for opponent in opponents:
                theirs = opponent >> shift & SUIT_MASK
                if theirs:
                    replies *= len(classes(theirs, in_suit & ~theirs))
                else:
                    replies *= 15
                    if trump >= 0 and suit != trump and opponent >> tshift & SUIT_MASK:
                        ruffed = True
            cash = runs[0] > others and (suit == trump or not ruffed)
            if suit == trump:
                weight = 900 if cash else 100
            elif cash:
                weight = 1000
            else:
                ours = partner >> shift & SUIT_MASK
                weight = 800 if ours > others & ~ours and not ruffed else 500 + mine.bit_count()
            weight -= 10 * replies
            # Top cards high first, other suits from the lowest card; the other cards last.
            first = 0 if cash else count - 1
            for place, bit in enumerate(runs):
                scored.append((weight if place == first else place - count - 1000, bit << shift))
        scored.sort(reverse=True)
        return [card for _, card in scored]

    def _follows(self, leader: int, seat: int, led: int, winner: int, top: int, in_play: int) -> list[int]:
        """The cards to try after the lead (one per run), the likeliest first: to win the trick,
        the cheapest card that beats every card still to come (else the cheapest that beats
        the card winning it), then low cards; when the own side is winning, low cards (but
        first a cover that keeps the trick, if the winning card may still be beaten)."""
        hands, trump, sides = self.hands, self.trump, self.sides
        hand = hands[seat]
        shift = 13 * led
        mine = hand >> shift & SUIT_MASK
        friendly = sides[winner] == sides[seat]
        if mine:
            runs = classes(mine, (in_play >> shift & SUIT_MASK) & ~mine)
            low = [bit << shift for bit in reversed(runs)]
            rank = 1 << (top - shift) if top // 13 == led else 1 << 13
            if runs[0] < rank:
                return low
            high = 0
            ruff = threat = False
            for other in self._later[leader][seat]:
                if sides[other] != sides[seat]:
                    threat = True
                    theirs = hands[other] >> shift & SUIT_MASK
                    high |= theirs
                    if not theirs and trump >= 0 and hands[other] >> 13 * trump & SUIT_MASK:
                        ruff = True
            if friendly and not threat:
                return low
            sure = [] if ruff else [bit for bit in runs if bit > rank and bit > high]
            if sure:
                first = sure[-1] << shift
            elif friendly:
                return low
            else:
                first = [bit for bit in runs if bit > rank][-1] << shift
            low.remove(first)
            return [first, *low]
        ruffs: list[int] = []
        under: list[int] = []
        if trump >= 0:
            tshift = 13 * trump
            t_mine = hand >> tshift & SUIT_MASK
            if t_mine:
                runs = classes(t_mine, (in_play >> tshift & SUIT_MASK) & ~t_mine)
                rank = 1 << (top - tshift) if top // 13 == trump else 0
                ruffs = [bit << tshift for bit in reversed(runs) if bit > rank]
                under = [bit << tshift for bit in reversed(runs) if bit < rank]
        discards: list[tuple[int, int]] = []
        for suit in range(4):
            if suit in (trump, led):
                continue
            dshift = 13 * suit
            d = hand >> dshift & SUIT_MASK
            if d:
                runs = classes(d, (in_play >> dshift & SUIT_MASK) & ~d)
                for place, bit in enumerate(reversed(runs)):
                    discards.append((place * 16 + bit.bit_length(), bit << dshift))
        discards.sort()
        low = [card for _, card in discards]
        if friendly or not ruffs:
            return low + under + ruffs
        return ruffs[:1] + low + under + ruffs[1:]


class NativeSolver:
    """:class:`Solver`'s answers from the compiled search (``honeymoon._native``, built at
    install where a C compiler is found), for the same callers: ``hands`` is the list they
    change between calls, read afresh by each call; the search's table (positions reduced to
    relative ranks, of a fixed size) is kept from one call to the next."""

    def __init__(self, hands: list[int], sides: tuple[int, ...], trump: int, clock: Clock) -> None:
        if not NATIVE:
            raise HoneymoonError("the compiled solver was not built (no C compiler at install): "
                                 "use Solver, the Python search")
        self.hands = hands
        self.sides = sides
        self.seats = len(hands)
        self.trump = trump
        self.clock = clock
        self._search = _native.Search(sides, trump)

    @property
    def nodes(self) -> int:
        """The positions searched so far."""
        return self._search.nodes

    def tricks(self, leader: int) -> int:
        """The tricks the side of ``leader`` takes, ``leader`` on lead to a new trick."""
        self.clock.check()  # the compiled search reads the deadline; a clock may stop it first
        found = self._search.tricks(self.hands, leader, self.clock.deadline)
        if found < 0:
            raise self.clock.timeout()
        return found

    def can_finish(self, leader: int, played: list[int], need: int) -> bool:
        """As :meth:`Solver.can_finish`."""
        self.clock.check()
        found = self._search.can_finish(self.hands, leader, played, need, self.clock.deadline)
        if found < 0:
            raise self.clock.timeout()
        return found == 1


#: Either search: what :func:`new_solver` gives.
AnySolver: TypeAlias = "Solver | NativeSolver"


def backend() -> str:
    """Which search :func:`new_solver` gives now: ``"compiled"`` or ``"python"``."""
    return "compiled" if use_native and NATIVE else "python"


def new_solver(hands: list[int], sides: tuple[int, ...], trump: int, clock: Clock) -> AnySolver:
    """The search for one deal (arguments as for :class:`Solver`): the compiled one when it was
    built and :data:`use_native` is true, else :class:`Solver`."""
    if use_native and NATIVE:
        return NativeSolver(hands, sides, trump, clock)
    return Solver(hands, sides, trump, clock)
