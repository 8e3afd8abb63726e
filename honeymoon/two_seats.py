"""The double-dummy search for two seats, faster there than :class:`honeymoon.solver.Solver`.

Each trick is one loop over the leads and the replies; the table of positions is keyed on the
cards renumbered by rank; the same quick tricks and sure trumps bound the search, and a card
that stops a suit the leader holds counts as a sure trick for the other side. Each suit of a
position is read once from a table (:func:`two_suit`), each reply from another
(:func:`follows`). :mod:`honeymoon.analysis` uses it for every two-seat question.

>>> from honeymoon import Hand
>>> from honeymoon.solver import Clock, bits, search
>>> ours, theirs = (bits(Hand.parse(text)) for text in ("AK.2.-.-", "Q.J3.-.-"))
>>> two = TwoSeats(-1, Clock(5))                  # no trumps
>>> two.can_take(ours, theirs, 2, 3), two.can_take(ours, theirs, 3, 3)
(True, False)
>>> search(lambda need: two.can_take(ours, theirs, need, 3), 3, 1)   # the leader cashes ♠AK
2
"""

from __future__ import annotations

from typing import NamedTuple

from honeymoon.solver import SUIT_MASK, Clock, classes

__all__ = ["TwoSeats", "TwoSuit", "clear_caches", "follows", "two_suit"]

_TWO_SUITS: dict[int, TwoSuit] = {}
_FOLLOWS: dict[int, tuple[int, ...]] = {}
# The two-seat tables hold larger entries (a few hundred bytes): a hundred deals fill 11,000.
_TWO_LIMIT = 1 << 15


def clear_caches() -> None:
    """Empty this search's per-suit tables (:func:`honeymoon.solver.clear_caches` calls it)."""
    _TWO_SUITS.clear()
    _FOLLOWS.clear()


class TwoSuit(NamedTuple):
    """One suit of a two-seat position as :class:`TwoSeats` reads it (:func:`two_suit`), the
    leader being the hand on lead and the other the hand that replies."""

    #: The owners of its cards high to low, ``1`` for the leader's, after a leading ``1`` that
    #: marks the length: the suit's part of the table's key.
    code: int
    #: The tricks the leader surely cashes in it, the other unable to ruff.
    cash: int
    #: The same while the other can ruff: no more than the other's length.
    ruffed: int
    #: Whether the leader's top cards draw all the other's.
    drawn: bool
    #: As trumps, the tricks the leader's trumps surely take: all of them when they are drawn,
    #: else the top ones and those the other has no trump left to beat.
    trumps: int
    #: As trumps, the tricks the other's trumps surely take, counted as for ``trumps``.
    lost: int
    #: Whether the other's top card beats all the leader's, the leader holding the suit: the
    #: other then takes a trick (it keeps that card until the leader leads the suit, as the
    #: leader must while it wins every trick).
    stops: bool
    #: The leader's cards to try on lead, one per run of equivalent cards, high to low.
    leads: tuple[int, ...]
    #: Whether the leader's top card beats all the other's.
    top: bool
    #: How many different replies the other has to a lead of the suit (0: none, void).
    replies: int


def follows(held: int) -> tuple[int, ...]:
    """The cards to try in reply to a lead, one per run of equivalent cards, in
    :class:`TwoSeats`' order (the cheapest that wins, then the others low to high); ``held`` is
    the leader's cards of the suit, the card led included, ``<< 17 |`` the other's ``<< 4 |`` the
    card led's rank (1 to 13). ♠KQ2 against ♠A5: the ♠K and ♠Q are alike; the ♠2 first under
    the ♠A, the ♠K first over the ♠5:

    >>> ace_five, king_queen_two = 0b1000000001000, 0b0110000000001
    >>> follows(ace_five << 17 | king_queen_two << 4 | 13), follows(ace_five << 17 | king_queen_two << 4 | 4)
    ((1, 2048), (2048, 1))
    """
    found = _FOLLOWS.get(held)
    if found is None:
        card = 1 << (held & 15) - 1
        replies = classes(held >> 4 & SUIT_MASK, held >> 17)
        winners = [reply for reply in replies if reply > card]
        losers = [reply for reply in reversed(replies) if reply < card]
        found = tuple(winners[-1:] + losers + winners[-2::-1])
        if len(_FOLLOWS) > _TWO_LIMIT:
            _FOLLOWS.clear()
        _FOLLOWS[held] = found
    return found


def two_suit(pair: int) -> TwoSuit:
    """One suit of a two-seat position, ``pair`` being the leader's cards ``<< 13 |`` the
    other's (see :class:`TwoSuit`). ♠AK9 against ♠Q2 and ♠J94 against ♠82 both give the code
    0b111010, and the ace and king draw the other's two spades:

    >>> spades = two_suit(0b1100010000000 << 13 | 0b0010000000001)
    >>> bin(spades.code), spades.cash, spades.drawn, spades.leads
    ('0b111010', 3, True, (4096, 128))
    """
    found = _TWO_SUITS.get(pair)
    if found is None:
        mine, theirs = pair >> 13, pair & SUIT_MASK
        code, bit = 1, 1 << 12
        while bit:
            if (mine | theirs) & bit:
                code = code << 1 | (1 if mine & bit else 0)
            bit >>= 1
        length, other_length = mine.bit_count(), theirs.bit_count()
        top = (mine >> theirs.bit_length()).bit_count()
        over = (theirs >> mine.bit_length()).bit_count()
        drawn = top >= other_length
        leads = classes(mine, theirs)
        found = TwoSuit(code, length if drawn else top, min(top, other_length), drawn,
                        length if drawn else top + max(0, length - top - other_length),
                        over + max(0, other_length - over - length), over > 0 < length, leads, top > 0,
                        len(classes(theirs, mine)))
        if len(_TWO_SUITS) > _TWO_LIMIT:
            _TWO_SUITS.clear()
        _TWO_SUITS[pair] = found
    return found


class TwoSeats:
    """The search for two seats, faster than :class:`~honeymoon.solver.Solver` there: each trick
    one loop over the leads and the replies, the table keyed on the cards renumbered by rank
    (each suit's owners high to low, see :func:`two_suit`), seen from the hand on lead (the first
    of the two hands its methods take, each a 52-bit number). Leads are tried in this order: the top cards the
    other cannot beat or ruff, then the suits where the other has the fewest ways to answer;
    replies: the cheapest card that wins, then the others low to high."""

    def __init__(self, trump: int, clock: Clock) -> None:
        self.trump = trump
        self.clock = clock
        self.nodes = 0
        self._next_check = 1
        self.table: dict[int, tuple[int, int]] = {}
        others = [s for s in range(4) if s != trump]
        self._side_suits = others
        # Suits to try on lead when they tie: trumps last (rarely the refutation to try first).
        self.lead_order = others + ([trump] if trump >= 0 else [])
        # For each suit led, the suits to throw a card from when void: a ruff first.
        self._discards = [([trump] if 0 <= trump != led else []) + [s for s in others if s != led]
                          for led in range(4)]

    def _bounds(self, lead: int, other: int) -> tuple[int, int, tuple[TwoSuit, ...]]:
        """The tricks the side on lead surely takes (top cards cashed, trumps that cannot all be
        beaten), the tricks the other side surely takes (its trumps likewise, or a card that
        stops a suit) and :func:`two_suit` for each suit."""
        found = _TWO_SUITS
        pair = (lead & SUIT_MASK) << 13 | other & SUIT_MASK
        clubs = found.get(pair) or two_suit(pair)
        pair = (lead >> 13 & SUIT_MASK) << 13 | other >> 13 & SUIT_MASK
        diamonds = found.get(pair) or two_suit(pair)
        pair = (lead >> 26 & SUIT_MASK) << 13 | other >> 26 & SUIT_MASK
        hearts = found.get(pair) or two_suit(pair)
        pair = lead >> 39 << 13 | other >> 39
        spades = found.get(pair) or two_suit(pair)
        suits = clubs, diamonds, hearts, spades
        trump = self.trump
        if trump < 0:
            quick = clubs.cash + diamonds.cash + hearts.cash + spades.cash
            lost = 1 if clubs.stops or diamonds.stops or hearts.stops or spades.stops else 0
            return quick, lost, suits
        trumps = suits[trump]
        x, y, z = self._side_suits
        first, second, third = suits[x], suits[y], suits[z]
        if trumps.drawn:  # the top trumps draw the other's: the other suits cashed as at no-trump
            quick = trumps.cash + first.cash + second.cash + third.cash
        else:  # the other suits' top cards cashed while the other follows, then the trumps
            quick = trumps.trumps + first.ruffed + second.ruffed + third.ruffed
        return quick, trumps.lost or (1 if first.stops or second.stops or third.stops else 0), suits

    def _key(self, suits: tuple[TwoSuit, ...]) -> int:
        """The position's key in the table: each suit's code, trumps first, the other suits
        sorted (they are interchangeable)."""
        trump = self.trump
        if trump < 0:
            a, b, c, d = sorted((suits[0].code, suits[1].code, suits[2].code, suits[3].code))
            return a << 45 | b << 30 | c << 15 | d
        x, y, z = self._side_suits
        a, b, c = sorted((suits[x].code, suits[y].code, suits[z].code))
        return suits[trump].code << 45 | a << 30 | b << 15 | c

    def key(self, lead: int, other: int) -> int:
        """The position's key in the table: each suit's code (:class:`TwoSuit`), trumps first, the
        other suits sorted (they are interchangeable)."""
        return self._key(self._bounds(lead, other)[2])

    def quick_tricks(self, lead: int, other: int) -> int:
        """Tricks the side on lead surely takes: top cards cashed, trumps that cannot all be
        beaten (see :class:`TwoSuit`)."""
        return self._bounds(lead, other)[0]

    def can_take(self, lead: int, other: int, need: int, left: int) -> bool:
        """Whether the side on lead (``lead``) takes ``need`` of the ``left`` tricks."""
        if need <= 0:
            return True
        if need > left:
            return False
        if left == 1:
            return self.last_trick(lead, other)
        self.nodes += 1
        if self.nodes >= self._next_check:
            self._next_check += 512
            self.clock.check()
        quick, lost, suits = self._bounds(lead, other)
        if quick >= need:
            return True
        if left - lost < need:
            return False
        key = self._key(suits)
        table = self.table
        low, high = table.get(key, (0, left))
        if low >= need:
            return True
        if high < need:
            return False
        for suit, card in self._leads(suits, other):
            if self._lead_holds(lead ^ card << 13 * suit, other, suit, card, need, left):
                table[key] = (need, high)
                return True
        table[key] = (low, need - 1)
        return False

    def _leads(self, suits: tuple[TwoSuit, ...], other: int) -> list[tuple[int, int]]:
        """The leads to try, as (suit, card of its 13), in the order of the class's text."""
        trump = self.trump
        can_ruff = trump >= 0 and other >> 13 * trump & SUIT_MASK
        first = []
        rest = []
        for place, suit in enumerate(self.lead_order):
            info = suits[suit]
            runs = info.leads
            if not runs:
                continue
            if info.top and (info.replies or not can_ruff or suit == trump):
                first.append((suit, runs[0]))
                runs = runs[1:]
            rest.append((info.replies or 15, place, suit, runs))
        rest.sort()
        for _, _, suit, runs in rest:
            for card in runs:
                first.append((suit, card))
        return first

    def _lead_holds(self, lead: int, other: int, suit: int, card: int, need: int, left: int) -> bool:
        """Whether the side on lead takes ``need`` of the ``left`` tricks after leading ``card`` (a
        bit of the 13 of ``suit``; ``lead`` is the leader's hand without it), whatever the other
        replies: to follow suit, the cheapest card that wins first, then the others low to high."""
        shift = 13 * suit
        follow = other >> shift & SUIT_MASK
        if follow:  # the led card still parts the follower's cards: ♠K J over a ♠Q led are not alike
            held = ((lead >> shift & SUIT_MASK) | card) << 17 | follow << 4 | card.bit_length()
            for reply in _FOLLOWS.get(held) or follows(held):
                after = other ^ reply << shift
                if reply > card:
                    if self.can_take(after, lead, left - need, left - 1):
                        return False
                elif not self.can_take(lead, after, need - 1, left - 1):
                    return False
            return True
        trump = self.trump
        for discard in self._discards[suit]:
            dshift = 13 * discard
            cards = other >> dshift & SUIT_MASK
            if not cards:
                continue
            for reply in reversed(classes(cards, lead >> dshift & SUIT_MASK)):
                after = other ^ reply << dshift
                if discard == trump:
                    if self.can_take(after, lead, left - need, left - 1):
                        return False
                elif not self.can_take(lead, after, need - 1, left - 1):
                    return False
        return True

    def last_trick(self, lead: int, other: int) -> bool:
        """Whether the side on lead takes the last trick, one card each."""
        card = lead.bit_length() - 1
        reply = other.bit_length() - 1
        suit, reply_suit = card // 13, reply // 13
        if suit == reply_suit:
            return card > reply
        return reply_suit != self.trump

    def after_lead(self, hands: list[int], seat: int, lead: int, need: int, left: int) -> bool:
        """Whether the leader takes ``need`` of the ``left`` tricks after leading ``lead`` (a bit; it
        is already out of ``hands[seat]``), whatever the other seat replies: a null-window test, as
        the solver makes inside its search."""
        suit = (lead.bit_length() - 1) // 13
        return self._lead_holds(hands[seat], hands[1 - seat], suit, lead >> 13 * suit, need, left)
