"""Double-dummy analysis: how many tricks a side takes when every card is known and both sides
play perfectly.

"Double dummy" means every player sees every hand, as if both the partner's and the
opponents' hands were laid face up like a dummy. The answer is the best any declarer could do
against the best defence: a yardstick for a played deal, not a prediction of it.

Two players, one card each, hearts led: the ♥A wins.

>>> from honeymoon import Hand
>>> dd_tricks([Hand.parse("-.A.-.-"), Hand.parse("-.K.-.-")], "NT", leader=1)
0

With spades trumps, the void player ruffs the ace of hearts:

>>> dd_tricks([Hand.parse("-.A.-.-"), Hand.parse("2.-.-.-")], "S", leader=0)
0

Hands are given in seat order; seats play in order 0, 1, 2, … and, with four seats, 0 and 2
are partners against 1 and 3. With three, ``sides`` says who plays with whom.

Which solver answers
--------------------

- Two and three seats, and four seats of up to 8 cards each: the library's own solver
  (:func:`dd_tricks` with ``engine="library"`` forces it at any size). It is a null-window
  alpha-beta search, one whole trick at a time, over the number of tricks (like MTD(f)), with:

  * a transposition table keyed on the cards still in play, renumbered by their rank among
    those cards, so that ♠AK against ♠Q and ♠K5 against ♠2 (once the A Q J … are gone) are
    the same position; the non-trump suits are interchangeable, so they are sorted in the key;
  * equivalent cards searched once: cards next to each other in rank among the cards still in
    play, in the same hand (♠KQ when the ♠A is out) play alike;
  * quick tricks: the side on lead surely takes its top winners in suits where no opponent can
    ruff, so a search that needs no more than that stops at once.

- Four seats of more than 8 cards each, :func:`dd_table` for four seats and :func:`review` of a
  four-seat deal: endplay (the DDS solver), an extra of the ``course`` set, imported on first use.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal, overload

from honeymoon.calls import Bid, Contract, Doubling, Strain
from honeymoon.cards import DECK, Card, Hand
from honeymoon.errors import ConfigError, NotationError

if TYPE_CHECKING:  # endplay is an extra of the course set, imported on first use
    from endplay.types import Card as EndplayCard
    from endplay.types import Deal, Denom

    from honeymoon.game import Game

__all__ = ["CardVerdict", "Par", "Review", "dd_plays", "dd_table", "dd_tricks", "par", "review"]

#: Above this many cards per hand, four-seat :func:`dd_tricks` asks endplay (DDS) by default.
LIBRARY_FOUR_SEAT_LIMIT = 8

_SUIT_MASK = (1 << 13) - 1


# --------------------------------------------------------------------------------------------
# Checking what the caller gives
# --------------------------------------------------------------------------------------------


def _check_hands(hands: object) -> tuple[Hand, ...]:
    if isinstance(hands, (str, bytes, Hand)) or not isinstance(hands, Sequence):
        raise NotationError(f"give the hands as a list of 2, 3 or 4 Hand values, not {hands!r}")
    found = tuple(hands)
    if not 2 <= len(found) <= 4:
        raise NotationError(f"double-dummy analysis takes 2, 3 or 4 hands, not {len(found)}")
    for seat, hand in enumerate(found):
        if not isinstance(hand, Hand):
            raise NotationError(f"seat {seat} holds {hand!r}: give a Hand, e.g. Hand.parse('AK.Q.-.-')")
    sizes = {len(hand) for hand in found}
    if len(sizes) != 1:
        counts = ", ".join(str(len(hand)) for hand in found)
        raise NotationError(f"every hand must hold as many cards as the others, not {counts}")
    size = sizes.pop()
    if not 1 <= size <= 16:
        raise NotationError(f"each hand must hold 1 to 16 cards, not {size}")
    seen: set[Card] = set()
    for hand in found:
        twice = sorted(seen & hand.cards)
        if twice:
            raise NotationError(f"{' '.join(map(str, twice))} is in two hands: a card is held once")
        seen |= hand.cards
    return found


def _check_strain(strain: object) -> Strain:
    if isinstance(strain, Strain):
        return strain
    if isinstance(strain, str):
        return Strain.parse(strain)
    raise NotationError(f"a strain is a Strain or its text (S, H, D, C, NT), not {strain!r}")


def _check_seat(seat: object, seats: int, what: str) -> int:
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < seats:
        raise ConfigError(f"the {what} is a seat number from 0 to {seats - 1}, not {seat!r}")
    return seat


def _check_sides(sides: object, seats: int, leader: int) -> tuple[int, ...]:
    """Each seat's side as 0 or 1, the leader's side being 0."""
    if sides is None:
        if seats == 3:
            return tuple(0 if seat == leader else 1 for seat in range(3))
        return tuple((seat - leader) % 2 for seat in range(seats))
    if not isinstance(sides, tuple) or len(sides) != seats:
        raise ConfigError(f"sides is a tuple with the side of each of the {seats} seats, not {sides!r}")
    names = set(sides)
    if len(names) != 2:
        raise ConfigError(f"sides must put the seats on exactly two sides, not {sides!r}")
    mine = sides[leader]
    found = tuple(0 if side == mine else 1 for side in sides)
    if seats != 3 and found != tuple((seat - leader) % 2 for seat in range(seats)):
        raise ConfigError(
            f"with {seats} seats the sides are fixed (seats 0 and 2 against 1 and 3): "
            f"sides is only for three seats, not {sides!r}"
        )
    return found


def _bits(hand: Hand) -> int:
    """A hand as one number: bit ``13 * suit + rank - 2`` set for each card (the card's number)."""
    value = 0
    for card in hand.cards:
        value |= 1 << card
    return value


# --------------------------------------------------------------------------------------------
# Tables shared by the solvers (each suit is a 13-bit mask: bit 0 the two, bit 12 the ace)
# --------------------------------------------------------------------------------------------

_PATTERNS: dict[int, int] = {}
_CLASSES: dict[int, tuple[int, ...]] = {}


def _pattern(mine: int, both: int) -> int:
    """The owners of a suit's cards still in play, high to low, ``1`` for ``mine``, after a
    leading ``1`` that marks the length: ♠AK9 against ♠Q2 and ♠J94 against ♠82 both give 0b111010."""
    key = both << 13 | mine
    found = _PATTERNS.get(key)
    if found is None:
        found, bit = 1, 1 << 12
        while bit:
            if both & bit:
                found = found << 1 | (1 if mine & bit else 0)
            bit >>= 1
        if len(_PATTERNS) > 1 << 20:
            _PATTERNS.clear()
        _PATTERNS[key] = found
    return found


def _classes(mine: int, others: int) -> tuple[int, ...]:
    """One card (as a bit) for each run of ``mine`` with no card of ``others`` between: high to
    low. Cards of a run are equivalent, so the search tries one of each."""
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
        if len(_CLASSES) > 1 << 20:
            _CLASSES.clear()
        _CLASSES[key] = found
    return found


def _count(mask: int) -> int:
    return bin(mask).count("1")


# --------------------------------------------------------------------------------------------
# Two seats: the fast solver
# --------------------------------------------------------------------------------------------


class _TwoSeats:
    """Whole-trick null-window search for two hands, each a 52-bit number; the first hand is on
    lead. The table maps a position (seen from the side on lead) to bounds on its tricks."""

    def __init__(self, trump: int) -> None:
        self.trump = trump
        self.table: dict[int, tuple[int, int]] = {}
        self.shifts = [13 * s for s in range(4)]
        others = [s for s in range(4) if s != trump]
        # Suits to try on lead: trumps last (a trump lead is rarely the refutation to try first).
        self.lead_order = others + ([trump] if trump >= 0 else [])

    def key(self, lead: int, other: int) -> int:
        trump = self.trump
        codes = []
        for suit in range(4):
            a = lead >> 13 * suit & _SUIT_MASK
            b = other >> 13 * suit & _SUIT_MASK
            code = _pattern(a, a | b)
            if suit == trump:
                code <<= 45
            codes.append(code)
        if trump >= 0:
            top = codes.pop(trump)
            codes.sort()
            return top | codes[0] << 30 | codes[1] << 15 | codes[2]
        codes.sort()
        return codes[0] << 45 | codes[1] << 30 | codes[2] << 15 | codes[3]

    def quick_tricks(self, lead: int, other: int) -> int:
        """Tricks the side on lead surely takes by cashing its top cards (see the module's text)."""
        trump = self.trump
        if trump >= 0:
            t_lead = lead >> 13 * trump & _SUIT_MASK
            t_other = other >> 13 * trump & _SUIT_MASK
        else:
            t_lead = t_other = 0
        total = 0
        if trump >= 0 and t_other:
            top = _count(t_lead >> t_other.bit_length())
            if top >= _count(t_other):  # draw every trump, then cash as at no-trump
                total = _count(t_lead)
                ruffing = False
            else:
                total = top
                ruffing = True
        else:
            total = _count(t_lead)
            ruffing = False
        for suit in range(4):
            if suit == trump:
                continue
            a = lead >> 13 * suit & _SUIT_MASK
            if not a:
                continue
            b = other >> 13 * suit & _SUIT_MASK
            top = _count(a >> b.bit_length())
            if ruffing:
                total += min(top, _count(b))
            elif top >= _count(b):
                total += _count(a)
            else:
                total += top
        return total

    def can_take(self, lead: int, other: int, need: int, left: int) -> bool:
        """Whether the side on lead (``lead``) takes ``need`` of the ``left`` tricks."""
        if need <= 0:
            return True
        if need > left:
            return False
        if left == 1:
            return self.last_trick(lead, other)
        key = self.key(lead, other)
        table = self.table
        low, high = table.get(key, (0, left))
        if low >= need:
            return True
        if high < need:
            return False
        quick = self.quick_tricks(lead, other)
        if quick >= need:
            table[key] = (quick, high)
            return True
        if quick > low:
            low = quick
        trump = self.trump
        for suit in self.lead_order:
            shift = 13 * suit
            a = lead >> shift & _SUIT_MASK
            if not a:
                continue
            b = other >> shift & _SUIT_MASK
            for card in _classes(a, b):
                after_lead = lead ^ card << shift
                refuted = False
                if b:
                    # Follow suit: try winning with the cheapest winner first, then the rest low to high.
                    replies = _classes(b, a)
                    winners = [r for r in replies if r > card]
                    order = winners[-1:] + [r for r in reversed(replies) if r < card] + winners[-2::-1]
                    for reply in order:
                        after_other = other ^ reply << shift
                        if reply > card:
                            ok = not self.can_take(after_other, after_lead, left - need, left - 1)
                        else:
                            ok = self.can_take(after_lead, after_other, need - 1, left - 1)
                        if not ok:
                            refuted = True
                            break
                else:
                    for discard_suit in self.discard_order(suit):
                        dshift = 13 * discard_suit
                        d = other >> dshift & _SUIT_MASK
                        if not d:
                            continue
                        mine = lead >> dshift & _SUIT_MASK
                        for reply in reversed(_classes(d, mine)):
                            after_other = other ^ reply << dshift
                            if discard_suit == trump:
                                ok = not self.can_take(after_other, after_lead, left - need, left - 1)
                            else:
                                ok = self.can_take(after_lead, after_other, need - 1, left - 1)
                            if not ok:
                                refuted = True
                                break
                        if refuted:
                            break
                if not refuted:
                    table[key] = (max(low, need), high)
                    return True
        table[key] = (low, need - 1)
        return False

    def discard_order(self, led: int) -> list[int]:
        trump = self.trump
        rest = [s for s in range(4) if s != led and s != trump]
        return ([trump] if trump >= 0 and trump != led else []) + rest

    def last_trick(self, lead: int, other: int) -> bool:
        card = lead.bit_length() - 1
        reply = other.bit_length() - 1
        suit, reply_suit = card // 13, reply // 13
        if suit == reply_suit:
            return card > reply
        return reply_suit != self.trump


# --------------------------------------------------------------------------------------------
# Any number of seats: one card at a time
# --------------------------------------------------------------------------------------------


class _AnySeats:
    """Null-window search for 2 to 4 seats with sides; the table holds whole-trick positions."""

    def __init__(self, hands: list[int], sides: tuple[int, ...], trump: int) -> None:
        self.hands = hands
        self.sides = sides
        self.seats = len(hands)
        self.trump = trump
        self.table: dict[tuple[int, ...], tuple[int, int]] = {}

    def key(self, leader: int) -> tuple[int, ...]:
        codes = []
        hands = self.hands
        for suit in range(4):
            shift = 13 * suit
            masks = [hand >> shift & _SUIT_MASK for hand in hands]
            both = 0
            for mask in masks:
                both |= mask
            code, bit = 1, 1 << 12
            while bit:
                if both & bit:
                    owner = 0
                    while not masks[owner] & bit:
                        owner += 1
                    code = code << 2 | owner
                bit >>= 1
            codes.append(code)
        if self.trump >= 0:
            top = codes.pop(self.trump)
            codes.sort()
            return (leader, top, *codes)
        codes.sort()
        return (leader, *codes)

    def quick_tricks(self, leader: int) -> int:
        trump, hands = self.trump, self.hands
        mine = hands[leader]
        others = [hand for seat, hand in enumerate(hands) if seat != leader]
        rest = 0
        for hand in others:
            rest |= hand
        ruffers = [] if trump < 0 else [h for h in others if h >> 13 * trump & _SUIT_MASK]
        total = 0
        for suit in range(4):
            shift = 13 * suit
            a = mine >> shift & _SUIT_MASK
            if not a:
                continue
            top = _count(a >> (rest >> shift & _SUIT_MASK).bit_length())
            if suit != trump:
                for hand in ruffers:
                    top = min(top, _count(hand >> shift & _SUIT_MASK))
            total += top
        return total

    def can_take(self, leader: int, need: int, left: int) -> bool:
        if need <= 0:
            return True
        if need > left:
            return False
        key = self.key(leader)
        low, high = self.table.get(key, (0, left))
        if low >= need:
            return True
        if high < need:
            return False
        quick = self.quick_tricks(leader)
        if quick >= need:
            self.table[key] = (quick, high)
            return True
        low = max(low, quick)
        result = self.play(leader, leader, 0, -1, -1, -1, need, left)
        self.table[key] = (max(low, need), high) if result else (low, need - 1)
        return result

    def play(self, leader: int, seat: int, table: int, led: int, winner: int, top: int,
             need: int, left: int) -> bool:
        """Whether the leader's side takes ``need`` tricks, ``seat`` to play to the trick, the cards
        already played being ``table`` (bits), the best so far ``top`` held by ``winner``."""
        hands, trump = self.hands, self.trump
        hand = hands[seat]
        ours = self.sides[seat] == self.sides[leader]
        nxt = (seat + 1) % self.seats
        last = nxt == leader
        if led >= 0 and hand >> 13 * led & _SUIT_MASK:
            suits = [led]
        else:
            suits = [s for s in range(4) if hand >> 13 * s & _SUIT_MASK]
        in_play = table
        for other in hands:
            in_play |= other
        for suit in suits:
            shift = 13 * suit
            mine = hand >> shift & _SUIT_MASK
            others = (in_play >> shift & _SUIT_MASK) & ~mine
            for bit in _classes(mine, others):
                card = bit << shift
                index = suit * 13 + bit.bit_length() - 1
                if led < 0:
                    new_led, new_winner, new_top = suit, seat, index
                else:
                    new_led, new_winner, new_top = led, winner, top
                    top_suit = top // 13
                    if (suit == top_suit and index > top) or (suit == trump and top_suit != trump):
                        new_winner, new_top = seat, index
                hands[seat] = hand ^ card
                if last:
                    if self.sides[new_winner] == self.sides[leader]:
                        ok = self.can_take(new_winner, need - 1, left - 1)
                    else:
                        ok = not self.can_take(new_winner, left - need, left - 1)
                else:
                    ok = self.play(leader, nxt, table | card, new_led, new_winner, new_top, need, left)
                hands[seat] = hand
                if ok == ours:
                    return ok
        return not ours


def _search(can_take: Callable[[int], bool], left: int, guess: int) -> int:
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


def _library_tricks(hands: tuple[Hand, ...], strain: Strain, leader: int,
                    sides: tuple[int, ...]) -> int:
    trump = -1 if strain.suit is None else int(strain.suit)
    bits = [_bits(hand) for hand in hands]
    left = len(hands[0])
    if len(hands) == 2:
        two = _TwoSeats(trump)
        lead, other = bits[leader], bits[1 - leader]
        guess = two.quick_tricks(lead, other)
        return _search(lambda need: two.can_take(lead, other, need, left), left, guess)
    many = _AnySeats(bits, sides, trump)
    return _search(lambda need: many.can_take(leader, need, left), left, many.quick_tricks(leader))


# --------------------------------------------------------------------------------------------
# endplay (DDS), for big four-seat positions and four-seat tables
# --------------------------------------------------------------------------------------------


def _endplay_deal(hands: tuple[Hand, ...], strain: Strain, leader: int) -> Deal:
    """The hands as an endplay deal, ``leader`` on lead; a clear error if endplay is missing."""
    try:
        from endplay.types import Deal, Player
    except ImportError as error:  # pragma: no cover - depends on the installation
        raise ConfigError(
            "four-hand double-dummy analysis of big hands needs endplay (the DDS solver): "
            "install the course extra, e.g. pip install 'honeymoon-bridge[course]'"
        ) from error
    board = Deal("N:" + " ".join(hand.pbn() for hand in hands))
    board.first = Player(leader)
    board.trump = _endplay_denom(strain)
    return board


def _endplay_denom(strain: Strain) -> Denom:
    from endplay.types import Denom

    return {Strain.SPADES: Denom.spades, Strain.HEARTS: Denom.hearts,
            Strain.DIAMONDS: Denom.diamonds, Strain.CLUBS: Denom.clubs,
            Strain.NOTRUMP: Denom.nt}[strain]


def _endplay_tricks(hands: tuple[Hand, ...], strain: Strain, leader: int) -> int:
    board = _endplay_deal(hands, strain, leader)
    from endplay.dds import solve_board
    from endplay.dds.solve import SolveMode

    # One best card is enough to know the result, and much faster than scoring every card.
    return max(tricks for _, tricks in solve_board(board, SolveMode.OptimalOne))


# --------------------------------------------------------------------------------------------
# The public functions
# --------------------------------------------------------------------------------------------


def dd_tricks(hands: Sequence[Hand], strain: Strain | str, leader: int, *,
              sides: tuple[object, ...] | None = None,
              engine: Literal["auto", "library", "endplay"] = "auto") -> int:
    """Tricks the leader's side takes when both sides play perfectly, seeing all the cards.

    ``hands`` are 2, 3 or 4 hands of equal size (1 to 16 cards) in seat order; ``leader`` is
    the seat that leads to the first trick. With three seats, ``sides`` gives each seat's side,
    e.g. ``(0, 1, 1)``; by default the leader plays alone against the other two. ``engine``
    picks the solver (see the module's text): ``"auto"`` uses endplay only for four hands of
    more than 8 cards.

    The ♠A and ♠K, ♥2 against the ♠Q and two hearts: at no-trump, led by the ace, 2 tricks; at
    hearts, the opponent ruffs the second spade.

    >>> from honeymoon import Hand
    >>> ak, q = Hand.parse("AK.2.-.-"), Hand.parse("Q.J3.-.-")
    >>> dd_tricks([ak, q], "NT", 0), dd_tricks([ak, q], "H", 0)
    (2, 1)

    Four seats: seats 0 and 2 together.

    >>> dd_tricks([Hand.parse("A.-.-.-"), Hand.parse("K.-.-.-"), Hand.parse("2.-.-.-"),
    ...            Hand.parse("Q.-.-.-")], "NT", leader=2)
    1
    >>> dd_tricks([ak, q], "NT", leader=2)
    Traceback (most recent call last):
    ...
    honeymoon.errors.ConfigError: the leader is a seat number from 0 to 1, not 2
    """
    found = _check_hands(hands)
    trumps = _check_strain(strain)
    seat = _check_seat(leader, len(found), "leader")
    side_of = _check_sides(sides, len(found), seat)
    if engine not in ("auto", "library", "endplay"):
        raise ConfigError(f"engine is 'auto', 'library' or 'endplay', not {engine!r}")
    use_endplay = engine == "endplay" or (
        engine == "auto" and len(found) == 4 and len(found[0]) > LIBRARY_FOUR_SEAT_LIMIT)
    if use_endplay:
        if len(found) != 4 or len(found[0]) > 13:
            raise ConfigError("endplay solves four hands of at most 13 cards each")
        return _endplay_tricks(found, trumps, seat)
    return _library_tricks(found, trumps, seat, side_of)


def dd_plays(hands: Sequence[Hand], strain: Strain | str, leader: int,
             trick: Sequence[tuple[int, Card]] = (), *, sides: tuple[object, ...] | None = None,
             engine: Literal["auto", "library", "endplay"] = "auto") -> dict[Card, int]:
    """For the seat to play next, each card it may play and the tricks its side then takes from
    here on (the current trick included), both sides playing perfectly: what a computer player
    weighs before it plays a card.

    ``hands`` are the cards each seat holds now; ``trick`` the cards already played to the
    current trick, as ``(seat, card)`` pairs in order, the first by ``leader`` (empty: ``leader``
    is to lead). ``sides`` and ``engine`` are as for :func:`dd_tricks`.

    ♠A K against ♠Q 2: either top card takes both tricks; and once the ♠A is led, the second
    seat takes nothing, whichever spade it plays.

    >>> from honeymoon import Card, Hand
    >>> ak, q2 = Hand.parse("AK.-.-.-"), Hand.parse("Q2.-.-.-")
    >>> dd_plays([ak, q2], "NT", leader=0)
    {Card.parse('AS'): 2, Card.parse('KS'): 2}
    >>> dd_plays([Hand.parse("K.-.-.-"), q2], "NT", leader=0, trick=[(0, Card.parse("AS"))])
    {Card.parse('QS'): 0, Card.parse('2S'): 0}
    """
    if isinstance(trick, (str, bytes)) or not isinstance(trick, Sequence):
        raise NotationError(f"the trick is a list of (seat, card) pairs, not {trick!r}")
    played = list(trick)
    if not isinstance(hands, Sequence) or isinstance(hands, (str, bytes, Hand)):
        raise NotationError(f"give the hands as a list of 2, 3 or 4 Hand values, not {hands!r}")
    seats = len(hands)
    if not 2 <= seats <= 4:
        raise NotationError(f"double-dummy analysis takes 2, 3 or 4 hands, not {seats}")
    first = _check_seat(leader, seats, "leader")
    if len(played) >= seats:
        raise NotationError(f"a trick of {seats} seats is complete after {seats} cards, "
                            f"not {len(played)}: give the cards of the trick still being played")
    for number, entry in enumerate(played):
        if not (isinstance(entry, tuple) and len(entry) == 2 and isinstance(entry[1], Card)):
            raise NotationError(f"each card of the trick is a (seat, Card) pair, not {entry!r}")
        if entry[0] != (first + number) % seats:
            raise NotationError(f"seat {(first + number) % seats} plays card {number + 1} of the "
                                f"trick led by seat {first}, not seat {entry[0]!r}")
    for seat, card in played:
        if isinstance(hands[seat], Hand) and card in hands[seat].cards:
            raise NotationError(f"{card} was played to the trick: it is no longer in seat {seat}'s hand")
    full = [Hand(list(hand.cards) + [card for seat, card in played if seat == index])
            if isinstance(hand, Hand) else hand for index, hand in enumerate(hands)]
    found = _check_hands(full)
    if played:
        led_suit = played[0][1].suit
        for seat, card in played[1:]:
            if card.suit != led_suit and any(c.suit == led_suit for c in hands[seat].cards):
                raise NotationError(f"seat {seat} played {card} to a {led_suit} lead while holding "
                                    f"{led_suit}: a player must follow suit")
    trumps = _check_strain(strain)
    side_of = _check_sides(sides, seats, first)
    if engine not in ("auto", "library", "endplay"):
        raise ConfigError(f"engine is 'auto', 'library' or 'endplay', not {engine!r}")
    use_endplay = engine == "endplay" or (
        engine == "auto" and seats == 4 and len(found[0]) > LIBRARY_FOUR_SEAT_LIMIT)
    if use_endplay:
        if seats != 4 or len(found[0]) > 13:
            raise ConfigError("endplay solves four hands of at most 13 cards each")
        return _endplay_plays(found, trumps, first, played)
    return _library_plays([_bits(hand) for hand in hands], trumps, first, played, side_of)


def _library_plays(hands: list[int], strain: Strain, leader: int,
                   played: list[tuple[int, Card]], sides: tuple[int, ...],
                   shared: tuple[_TwoSeats | None, _AnySeats] | None = None) -> dict[Card, int]:
    """The library's side of :func:`dd_plays`. ``shared``: solvers kept from one call to the
    next (as :func:`review` does along a deal), their tables still good; the many-seat one must
    hold ``hands`` itself, the list this function changes and restores."""
    trump = -1 if strain.suit is None else int(strain.suit)
    seats = len(hands)
    seat = (leader + len(played)) % seats
    left = _count(hands[seat])
    led = int(played[0][1].suit) if played else -1
    winner, top = leader, -1
    for who, card in played:
        index = int(card)
        if top < 0 or (index // 13 == top // 13 and index > top) or (
                index // 13 == trump and top // 13 != trump):
            winner, top = who, index
    table = 0
    for _, card in played:
        table |= 1 << card
    in_play = table
    for hand in hands:
        in_play |= hand
    hand = hands[seat]
    suits = [led] if led >= 0 and hand >> 13 * led & _SUIT_MASK else [
        s for s in range(4) if hand >> 13 * s & _SUIT_MASK]
    if shared is None:
        many = _AnySeats(hands, sides, trump)
        two = _TwoSeats(trump) if seats == 2 else None
    else:
        two, many = shared

    def rest(first: int, tricks_left: int) -> int:
        """Tricks the side of ``first`` takes from a whole trick it leads."""
        if not tricks_left:
            return 0
        if two is not None:
            lead, other = hands[first], hands[1 - first]
            return _search(lambda need: two.can_take(lead, other, need, tricks_left), tricks_left,
                           two.quick_tricks(lead, other))
        return _search(lambda need: many.can_take(first, need, tricks_left), tricks_left,
                       many.quick_tricks(first))

    values: dict[Card, int] = {}
    value = 0
    for suit in suits:
        shift = 13 * suit
        mine = hand >> shift & _SUIT_MASK
        others = (in_play >> shift & _SUIT_MASK) & ~mine
        for bit in _classes(mine, others):
            index = suit * 13 + bit.bit_length() - 1
            new_led, new_winner, new_top = (suit, seat, index) if led < 0 else (led, winner, top)
            if led >= 0 and ((suit == top // 13 and index > top) or (suit == trump and top // 13 != trump)):
                new_winner, new_top = seat, index
            hands[seat] = hand ^ bit << shift
            nxt = (seat + 1) % seats
            if two is not None and not played:
                # The value of the card tried before is a good first guess for this one.
                guess = value if values else two.quick_tricks(hands[seat], hands[1 - seat])
                def lead_takes(need: int, lead: int = bit << shift, two: _TwoSeats = two) -> bool:
                    return _two_lead(two, hands, seat, lead, need, left)

                value = _search(lead_takes, left, guess)
            elif nxt == leader:
                later = rest(new_winner, left - 1)
                ours = sides[new_winner] == sides[seat]
                value = 1 + later if ours else left - 1 - later
            else:
                def leader_takes(need: int, after: int = table | bit << shift, seat_next: int = nxt,
                                 state: tuple[int, int, int] = (new_led, new_winner, new_top)) -> bool:
                    return many.play(leader, seat_next, after, *state, need, left)

                for_leader = _search(leader_takes, left, left // 2)
                value = for_leader if sides[leader] == sides[seat] else left - for_leader
            hands[seat] = hand
            # Every card of the run is worth the same: give them all the value.
            run = bit
            while run and not others & run:
                if mine & run:
                    values[DECK[suit * 13 + run.bit_length() - 1]] = value
                run >>= 1
    return values


def _two_lead(two: _TwoSeats, hands: list[int], seat: int, lead: int, need: int, left: int) -> bool:
    """Whether the leader takes ``need`` of the ``left`` tricks after leading ``lead`` (a bit; it
    is already out of ``hands[seat]``), whatever the other seat replies: a null-window test, as
    the solver makes inside its search."""
    mine, other = hands[seat], hands[1 - seat]
    suit = (lead.bit_length() - 1) // 13
    shift = 13 * suit
    led = lead >> shift
    follow = other >> shift & _SUIT_MASK
    if follow:  # the led card still parts the follower's cards: ♠K J over a ♠Q led are not alike
        mine_here = (mine | lead) >> shift & _SUIT_MASK
        replies = [(reply << shift, reply > led) for reply in _classes(follow, mine_here)]
    else:
        replies = []
        for discard in range(4):
            d = other >> 13 * discard & _SUIT_MASK
            for reply in _classes(d, mine >> 13 * discard & _SUIT_MASK):
                replies.append((reply << 13 * discard, discard == two.trump))
    for reply, wins in replies:
        after = other ^ reply
        if wins:
            ok = not two.can_take(after, mine, left - need, left - 1)
        else:
            ok = two.can_take(mine, after, need - 1, left - 1)
        if not ok:
            return False
    return True


def _endplay_card(card: Card) -> EndplayCard:
    """A card as endplay writes it (its suits run spades first, its ranks as bits)."""
    from endplay.types import Card as EndplayCard
    from endplay.types import Denom, Rank

    return EndplayCard(suit=Denom(3 - int(card.suit)), rank=Rank(1 << int(card.rank)))


def _endplay_plays(hands: tuple[Hand, ...], strain: Strain, leader: int,
                   played: list[tuple[int, Card]]) -> dict[Card, int]:
    board = _endplay_deal(hands, strain, leader)
    from endplay.dds import solve_board

    for _, card in played:
        board.play(_endplay_card(card))
    return {DECK[(3 - int(found.suit)) * 13 + int(found.rank).bit_length() - 3]: tricks
            for found, tricks in solve_board(board)}


def _endplay_line(hands: tuple[Hand, ...], strain: Strain, leader: int, cards: list[Card]) -> list[int]:
    """The double-dummy tricks of the side of the seat before ``leader`` (the declaring side when
    a defender leads), over the whole deal, before the first of ``cards`` and after each: one
    DDS call for the whole sequence instead of one per card. DDS stops before the last trick,
    so ``cards`` leaves it out."""
    board = _endplay_deal(hands, strain, leader)
    from endplay.dds import analyse_play

    return [int(tricks) for tricks in analyse_play(board, [_endplay_card(card) for card in cards])]


def dd_table(hands: Sequence[Hand]) -> dict[tuple[Strain, int], int]:
    """Tricks for every strain and every declarer: ``table[strain, declarer]``.

    The seat after the declarer leads. Two hands use the library's solver, four hands endplay.

    >>> from honeymoon import Hand, Strain
    >>> table = dd_table([Hand.parse("AK.2.-.-"), Hand.parse("Q.J3.-.-")])
    >>> table[Strain.NOTRUMP, 0], table[Strain.NOTRUMP, 1], table[Strain.HEARTS, 1]
    (1, 1, 2)
    """
    found = _check_hands(hands)
    seats = len(found)
    if seats == 2:
        left = len(found[0])
        return {(strain, declarer): left - dd_tricks(found, strain, 1 - declarer)
                for strain in Strain for declarer in (0, 1)}
    if seats != 4:
        raise ConfigError(f"dd_table takes 2 or 4 hands, not {seats}: use dd_tricks for three")
    size = len(found[0])
    if size > 13:
        raise ConfigError("endplay solves four hands of at most 13 cards each")
    if size < 13:  # DDS tables need full hands: solve each strain and declarer on its own
        return {(strain, declarer): size - dd_tricks(found, strain, (declarer + 1) % 4, engine="endplay")
                for strain in Strain for declarer in range(4)}
    board = _endplay_deal(found, Strain.NOTRUMP, 0)
    from endplay.dds import calc_dd_table
    from endplay.types import Player

    solved = calc_dd_table(board)
    return {(strain, declarer): int(solved[_endplay_denom(strain), Player(declarer)])
            for strain in Strain for declarer in range(4)}


#: Three seats (the three-handed form, 16 cards each): :func:`review` starts at the trick where
#: the hands hold this many cards, the library's solver being too slow with more.
REVIEW_THREE_SEAT_LIMIT = 8


@dataclass(frozen=True)
class CardVerdict:
    """What one played card did to the double-dummy result: the declarer's total tricks in the
    deal (those won so far plus the rest with perfect play) just ``before`` and just ``after``
    the card, and a ``best`` card the player could have played instead (the card itself when it
    was as good as any).

    ``guess`` is true when the player who chose the card could not see every card still to be
    played by the other seats (see :func:`review`): a costly card is then worded as a guess
    that cost tricks, not as a mistake.
    """

    trick: int
    seat: int
    card: Card
    before: int
    after: int
    best: Card
    by_declarer: bool
    guess: bool = False

    @property
    def cost(self) -> int:
        """Tricks the card gave away to the other side (0 for a perfect card)."""
        return self.before - self.after if self.by_declarer else self.after - self.before

    def __str__(self) -> str:
        kept = "kept" if self.by_declarer else "held the declarer to"
        if not self.cost:
            return f"trick {self.trick}: {self.card} {kept} {self.after}"
        lost = "a trick" if self.cost == 1 else f"{self.cost} tricks"
        card = f"{self.card}, a guess," if self.guess else f"{self.card}"
        return f"trick {self.trick}: {card} gave away {lost}; {self.best} {kept} {self.before}"


@dataclass(frozen=True)
class Review(Sequence[CardVerdict]):
    """The double-dummy review of a finished deal: a sequence of :class:`CardVerdict`, one per
    card reviewed in order of play, with what the deal could have given.

    ``could_make``: the declarer's tricks with perfect play by both sides from the opening lead
    (``None`` when the review starts later); ``made``: the tricks the declaring side took;
    ``first_trick``: the first trick reviewed (1 unless ``note`` says why not).
    """

    contract: Contract
    declarer: int
    could_make: int | None
    made: int
    first_trick: int
    verdicts: tuple[CardVerdict, ...]
    note: str = ""

    @overload
    def __getitem__(self, index: int) -> CardVerdict: ...
    @overload
    def __getitem__(self, index: slice) -> tuple[CardVerdict, ...]: ...
    def __getitem__(self, index: int | slice) -> CardVerdict | tuple[CardVerdict, ...]:
        return self.verdicts[index]

    def __len__(self) -> int:
        return len(self.verdicts)

    def __str__(self) -> str:
        could = "" if self.could_make is None else f", could make {self.could_make} double dummy"
        head = f"{self.contract} by player {self.declarer}: made {self.made}{could}"
        return "\n".join([head] + ([self.note] if self.note else []) + [str(v) for v in self.verdicts])


def review(game: Game) -> Review:
    """The double-dummy verdict on every card of a finished deal of any bridge form, in order of
    play, and the tricks the contract could have made.

    The counts are the declarer's total tricks, so a card that drops the count was a mistake of
    the declarer's side, one that raises it a mistake of the defenders'. A card is a *guess*
    (``guess=True``) when some card still to be played by another seat was hidden from the
    player who chose it: the seats a player sees are those he plays (his hand, and the dummy he
    plays for) and the dummies lying face up (the exposed dummy all along; contract bridge's
    dummy, and the double-dummy and single-dummy forms' dummies, from the opening lead; the
    half-open dummies count as hidden, having face-down cards). In the two-hand forms the
    opponent's hand is never seen, so every card but the last ones of the deal is a guess.

    Two and three seats use the library's solver. A four-seat deal of more than 8 cards a hand
    goes to endplay: one DDS analysis of the whole line of play gives the count before and after
    each card, and only a card that changed the count is solved alone, for the card that would
    not have (a few hundredths of a second a deal). In the three-handed form (16 cards a hand),
    the review starts where the hands hold ``REVIEW_THREE_SEAT_LIMIT`` (8) cards, and ``note``
    says so.

    >>> import honeymoon, random
    >>> game = honeymoon.new_game("plain", seed=3, match="deal")
    >>> rng = random.Random(1)
    >>> while not game.is_over:
    ...     game.apply(rng.choice(game.legal_actions()))
    >>> verdicts = review(game)
    >>> print(verdicts[0])
    trick 1: ♣J, a guess, gave away a trick; ♠A held the declarer to 5
    >>> print(verdicts[1])
    trick 1: ♣9, a guess, gave away 2 tricks; ♣K kept 6
    >>> len(verdicts), verdicts[-1].after == verdicts.made == game.full_view()["trick_winners"].count(1)
    (26, True)
    >>> verdicts.could_make
    5
    """
    from honeymoon.bridge import BridgeGame

    if not isinstance(game, BridgeGame):
        raise ConfigError(f"review is for the bridge forms, not {type(game).__name__}")
    if game.form.dummies == "half-open":
        raise ConfigError("review does not cover the half-open form: a dummy's covered cards may not "
                          "be played until uncovered, a rule the double-dummy solvers do not know")
    view = game.full_view()
    if view.get("phase") != "over":
        raise ConfigError("review needs a finished deal: play the deal to its end first")
    tricks = view.get("tricks") or []
    contract_text = view.get("contract")
    if not tricks or not contract_text:
        raise ConfigError("no card was played in this deal (was it passed out?): nothing to review")
    declarer = int(view["declarer"])
    contract = Contract.parse(str(contract_text))
    seats_view = view["seats"]
    count = len(seats_view)
    order = [int(seat) for seat, _ in tricks[0]]
    if sorted(order) != list(range(count)) or any(
            [int(seat) for seat, _ in trick] != order[order.index(int(trick[0][0])):]
            + order[:order.index(int(trick[0][0]))] for trick in tricks):
        raise ConfigError("review needs every trick complete, the seats playing in one order")
    position = {seat: index for index, seat in enumerate(order)}
    owners = [entry["owner"] for entry in seats_view]
    declaring_side = next(entry["side"] for entry in seats_view if entry["owner"] == declarer)
    declaring = [owner is None or entry["side"] == declaring_side
                 for owner, entry in zip(owners, seats_view, strict=True)]
    dummies = game.form.dummies
    # Who chose each seat's cards: its owner; the declarer for a dummy he plays.
    chooser = [declarer if owner is None or (dummies == "partner" and declaring[seat] and owner != declarer)
               else owner for seat, owner in enumerate(owners)]
    played = [[(int(seat), Card.parse(code)) for seat, code in trick] for trick in tricks]
    sequence = [entry for trick in played for entry in trick]
    last_play = {seat: index for index, (seat, _) in enumerate(sequence)}

    def face_up(index: int) -> set[int]:
        if dummies == "shared":
            return {2}
        if dummies == "single":
            return {2} if index == 0 else {2, 3}
        if index == 0:
            return set()
        if dummies == "partner":
            return {seat for seat in range(count) if chooser[seat] != owners[seat]}
        return {2, 3}  # the double-dummy form

    def guess(index: int, seat: int) -> bool:
        player = chooser[seat]
        seen = face_up(index) | {s for s in range(count) if chooser[s] == player}
        return any(last_play[s] > index for s in range(count) if s not in seen)

    held = [0] * count  # by position in the order of play
    for seat, card in sequence:
        held[position[seat]] |= 1 << card
    size = len(played)
    first_trick, note = 1, ""
    if count == 3 and size > REVIEW_THREE_SEAT_LIMIT:
        first_trick = size - REVIEW_THREE_SEAT_LIMIT + 1
        note = (f"tricks 1 to {first_trick - 1} are not reviewed: three hands of more than "
                f"{REVIEW_THREE_SEAT_LIMIT} cards are too slow for the library's solver")
    sides = tuple(int(declaring[seat]) for seat in order)
    strain = contract.strain
    trump = -1 if strain.suit is None else int(strain.suit)
    shared = (_TwoSeats(trump) if count == 2 else None, _AnySeats(held, sides, trump))
    endplay = count == 4 and size > LIBRARY_FOUR_SEAT_LIMIT
    line: list[int] = []
    if endplay:
        # The whole line of play in one DDS call; a card is solved alone only when it changed
        # the result, to find the card that would not have.
        # DDS analyses every trick but the last, which the library's solver reads at once.
        totals = _endplay_line(tuple(Hand(_cards(bits)) for bits in held), strain, 0,
                               [card for _, card in sequence[:(size - 1) * count]])
        line = totals if sides[count - 1] else [size - total for total in totals]
    winners = [int(seat) for seat in view["trick_winners"]]
    won = 0
    verdicts: list[CardVerdict] = []
    index = 0
    for number, trick in enumerate(played, start=1):
        leader = position[trick[0][0]]
        for step, (seat, card) in enumerate(trick):
            left = size - number + 1
            if number >= first_trick:
                by_dds = endplay and left > 1
                if by_dds and line[index] == line[index + 1]:  # the card kept the count: as good as any
                    verdicts.append(CardVerdict(number, seat, card, line[index], line[index], card,
                                                declaring[seat], guess(index, seat)))
                else:
                    so_far = [(position[s], c) for s, c in trick[:step]]
                    if by_dds:
                        full = [_cards(held[p]) + [c for s, c in so_far if s == p] for p in range(count)]
                        values = _endplay_plays(tuple(Hand(cards) for cards in full), strain, leader, so_far)
                    else:
                        values = _library_plays(held, strain, leader, so_far, sides, shared)
                    ours = declaring[seat]
                    tally = {option: won + (value if ours else left - value)
                             for option, value in values.items()}
                    best = max(tally.values()) if ours else min(tally.values())
                    best_card = card if tally[card] == best else max(
                        (option for option in tally if tally[option] == best), key=int)
                    verdicts.append(CardVerdict(number, seat, card, best, tally[card], best_card, ours,
                                                guess(index, seat)))
            held[position[seat]] &= ~(1 << card)
            index += 1
        won += declaring[winners[number - 1]]
    could = verdicts[0].before if first_trick == 1 else None
    return Review(contract, declarer, could, won, first_trick, tuple(verdicts), note)


def _cards(bits: int) -> list[Card]:
    """The cards of a 52-bit hand, high to low in each suit, spades first."""
    return [DECK[index] for index in range(51, -1, -1) if bits >> index & 1]


# --------------------------------------------------------------------------------------------
# Par: the contract both sides reach when both know every card
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Par:
    """The par result of a deal: the ``contract`` (doubled when it is a sacrifice that goes
    down), its ``declarer`` seat, the declarer's ``tricks`` and the ``score`` from side 0's
    point of view (positive: side 0 gains). A deal where no side makes anything is passed out:
    ``contract`` and ``declarer`` are ``None`` and the score is 0."""

    contract: Contract | None
    declarer: int | None
    tricks: int
    score: int

    def __str__(self) -> str:
        if self.contract is None or self.declarer is None:
            return "passed out: 0"
        result = self.tricks - self.contract.tricks_needed
        outcome = "=" if result == 0 else f"{result:+d}"
        return f"{self.contract}{outcome} by seat {self.declarer}: {self.score:+d} to side 0"


def _check_table(table: object) -> tuple[int, dict[tuple[Strain, int], int]]:
    """The number of seats (2 or 4) and the table, checked."""
    if not isinstance(table, dict):
        raise NotationError(f"par takes the table dd_table returns (a dict), not {table!r}")
    for seats in (2, 4):
        if set(table) == {(strain, seat) for strain in Strain for seat in range(seats)}:
            break
    else:
        raise NotationError(
            "par takes the table dd_table returns: tricks for each of the 5 strains and each "
            f"declarer, seats 0 and 1 or 0 to 3 (10 or 20 entries), not {len(table)} entries")
    for key, tricks in table.items():
        if isinstance(tricks, bool) or not isinstance(tricks, int) or not 0 <= tricks <= 13:
            raise NotationError(f"the table gives {tricks!r} tricks for {key}: 0 to 13 in a full deal")
    return seats, table


def _check_vulnerable(vulnerable: object) -> tuple[bool, bool]:
    if (not isinstance(vulnerable, tuple) or len(vulnerable) != 2
            or not all(isinstance(v, bool) for v in vulnerable)):
        raise ConfigError(
            "vulnerable is a pair of True/False, side 0 then side 1, e.g. (False, True), "
            f"not {vulnerable!r}")
    return bool(vulnerable[0]), bool(vulnerable[1])


def _deal_points(contract: Contract, tricks: int, vulnerable: bool, duplicate: bool) -> int:
    """What the deal is worth to the declaring side (negative when it goes down)."""
    from honeymoon.scoring import score_deal

    score = score_deal(contract, tricks, vulnerable=vulnerable)
    points = score.declarer_below + score.declarer_above - score.defenders_above
    if duplicate and score.made:
        points += (500 if vulnerable else 300) if score.declarer_below >= 100 else 50
    return points


def par(table: dict[tuple[Strain, int], int], *, vulnerable: tuple[bool, bool] = (False, False),
        dealer: int = 0, duplicate: bool = False) -> Par:
    """The par result of a deal from its double-dummy ``table`` (what :func:`dd_table` returns,
    for 2 or 4 seats): the contract both sides would reach if both knew all the cards.

    The sides are seat 0 against seat 1, or seats 0 and 2 against 1 and 3; ``vulnerable`` says
    which are vulnerable, side 0 then side 1. Par is the end of a bidding game, solved exactly:

    * the side of the ``dealer`` seat bids first (a bid or a pass), then the sides take turns;
      a bid must be higher on the ladder (1♣ 1♦ 1♥ 1♠ 1NT 2♣ … 7NT); both passing in turn ends
      it, and with no bid at all the deal is passed out (0);
    * each side declares with its seat that takes the most tricks in the strain;
    * the final contract is doubled when it goes down, undoubled when it makes, and takes the
      table's tricks (overtricks count);
    * each side seeks the most points for itself; among equal results it prefers to end the
      bidding, then the lowest bid (so a sacrifice is the cheapest one);
    * the contract named is then the lowest in the final strain with the same result that no
      opposing bid above it beats, even as the last bid (4♦= rather than 1♦+3 when the
      opponents could make 3♥): the way par tables name it.

    The points are the library's rubber-bridge score of one deal
    (:func:`~honeymoon.scoring.score_deal`, with the insult, without honors): trick points,
    overtricks, slam bonuses, undertricks. Rubber bridge has no bonus for a game in one deal
    (the game counts in the rubber), so by default a game is worth only its trick points, and 1♠
    with three overtricks scores as much as 4♠ (120; only the rubber tells them apart: 30 below
    the line or 120). ``duplicate=True`` adds duplicate's bonus for a made contract (50 for a
    part score, 300 for a game, 500 vulnerable): the scoring of the usual par tables.

    Seat 0 makes 4♠ (10 tricks), seat 1 nothing above 7 tricks in any strain:

    >>> from honeymoon.calls import Strain
    >>> table = {(strain, seat): 7 - 4 * seat for strain in Strain for seat in (0, 1)}
    >>> table[Strain.SPADES, 0] = 10
    >>> print(par(table))
    1♠+3 by seat 0: +120 to side 0
    >>> print(par(table, duplicate=True))
    4♠= by seat 0: +420 to side 0

    With seat 1 taking 9 tricks in hearts, 5♥ doubled (above 4♠ on the ladder), two down, costs
    300: cheaper than a duplicate game, dearer than 120.

    >>> table[Strain.HEARTS, 1] = 9
    >>> print(par(table, duplicate=True))
    5♥X-2 by seat 1: +300 to side 0
    >>> print(par(table))
    4♠= by seat 0: +120 to side 0

    (Now 4♠ is named, not 1♠+3: below 4♠, seat 1 would rather make 3♥.)
    """
    seats, table = _check_table(table)
    vul = _check_vulnerable(vulnerable)
    dealer = _check_seat(dealer, seats, "dealer")
    if not isinstance(duplicate, bool):
        raise ConfigError(f"duplicate is True or False, not {duplicate!r}")
    ladder = [Bid(level, strain) for level in range(1, 8) for strain in Strain]
    # For each bid and side: (points to side 0 if it is the final contract, declarer, tricks).
    final: list[tuple[tuple[int, int, int], tuple[int, int, int]]] = []
    for bid in ladder:
        outcomes = []
        for side in (0, 1):
            declarer = max(range(side, seats, 2), key=lambda seat: (table[bid.strain, seat], -seat))
            tricks = table[bid.strain, declarer]
            doubling = Doubling.UNDOUBLED if tricks >= bid.tricks_needed else Doubling.DOUBLED
            points = _deal_points(Contract.of(bid, doubling), tricks, vul[side], duplicate)
            outcomes.append((points if side == 0 else -points, declarer, tricks))
        final.append((outcomes[0], outcomes[1]))
    # value[i][s]: points to side 0 once side s has bid ladder[i] and the other side is to call;
    # best[i][t]: side t's best over bidding any of ladder[i:] (its value and the bid's index).
    count = len(ladder)
    value = [[0, 0] for _ in range(count)]
    best: list[list[tuple[int, int]]] = [[(0, -1), (0, -1)] for _ in range(count + 1)]

    def better(side: int, a: int, b: int) -> bool:
        """Whether side ``side`` strictly prefers ``a`` points (to side 0) to ``b``."""
        return a > b if side == 0 else a < b

    for i in range(count - 1, -1, -1):
        for s in (0, 1):
            other = 1 - s
            here = final[i][s][0]
            above = best[i + 1][other]
            value[i][s] = above[0] if above[1] >= 0 and better(other, above[0], here) else here
        for t in (0, 1):
            above = best[i + 1][t]
            best[i][t] = above if above[1] >= 0 and better(t, above[0], value[i][t]) else (value[i][t], i)

    def opening(side: int, passed: bool) -> tuple[int, int]:
        """The value and opening bid (-1: pass) when ``side`` may open; ``passed``: the other
        side has passed already, so a pass ends the deal."""
        choice = best[0][side]
        stay = (0, -1) if passed else (opening(1 - side, True)[0], -1)
        return choice if better(side, choice[0], stay[0]) else stay

    first = 0 if dealer % 2 == 0 else 1
    bid_index = opening(first, False)[1]
    side = first
    if bid_index < 0:
        side = 1 - first
        bid_index = opening(side, True)[1]
    if bid_index < 0:
        return Par(None, None, 0, 0)
    i = bid_index
    while True:  # follow the bidding to its end
        other = 1 - side
        above = best[i + 1][other]
        if above[1] >= 0 and better(other, above[0], final[i][side][0]):
            i, side = above[1], other
            continue
        points = final[i][side][0]
        # The same result bid higher in the same strain, where no bid above it would pay the
        # opponents even as the last bid (the usual way to name a par contract: 4♦= rather
        # than 1♦+3 when the opponents could make 3♥).
        for j in range(i, count, 5):
            if final[j][side][0] != points:
                break
            if not any(better(other, final[k][other][0], points) for k in range(j + 1, count)):
                i = j
                break
        points, declarer, tricks = final[i][side]
        bid = ladder[i]
        doubling = Doubling.UNDOUBLED if tricks >= bid.tricks_needed else Doubling.DOUBLED
        return Par(Contract.of(bid, doubling), declarer, tricks, points)
