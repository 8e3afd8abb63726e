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

The module knows hands, strains and cards, not games: the review of a played deal of a bridge
form (:func:`honeymoon.forms.review`) reads the game and asks :func:`dd_line` for the counts
along its line of play.

Which solver answers
--------------------

- Two and three seats, and four seats of up to 8 cards each: the library's own solver,
  :mod:`honeymoon.solver` (:func:`dd_tricks` with ``engine="library"`` forces it at any size):
  a null-window search, one whole trick at a time, over the number of tricks (like MTD(f)),
  with a transposition table, equivalent cards searched once, move ordering and quick tricks
  (see that module). It runs compiled from C when the install could build it (a C compiler
  was found), else in Python, with the same results. Compiled, two hands of 13 cards take
  about a millisecond and three hands of 16 cards (the ``three-handed`` form) about a second,
  a few seconds at worst; in Python, a hundredth of a second, and from a second to two minutes,
  a quarter of a minute mostly.

- Four seats of more than 8 cards each, :func:`dd_table` for four seats and :func:`dd_line` of a
  four-seat deal: endplay (the DDS solver), an extra of the ``course`` set, imported on first use.
  Its answers for the last 512 positions of each kind are kept: a deal reviewed again, or a
  lesson run again, is not solved again.

Time budgets
------------

Every analysis stops after a time budget, ``budget`` seconds (``DEFAULT_BUDGET``, 10, unless
the call says otherwise), with :class:`AnalysisTimeout`, a :class:`~honeymoon.errors.HoneymoonError`
that names the budget; :func:`dd_line` has its own (``REVIEW_BUDGET``, 30) and, out of time,
analyses the last tricks only. A DDS call of endplay cannot be stopped once started (each takes
well under a second); the budget is checked between them.

>>> from honeymoon import deal
>>> dd_tricks(deal(seed=1, hands=3, size=16).hands, "NT", 0, budget=0.000001)
Traceback (most recent call last):
...
honeymoon.solver.AnalysisTimeout: double-dummy analysis stopped after 1e-06 s (its time budget): ...
"""

from __future__ import annotations

import contextlib
import functools
import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal, NamedTuple

from honeymoon.calls import Strain
from honeymoon.cards import DECK, Card, Hand, Suit
from honeymoon.errors import ConfigError, MissingExtraError, NotationError, shown
from honeymoon.solver import (
    AnalysisTimeout,
    AnySolver,
    Clock,
    backend,
    bits,
    classes,
    new_solver,
    search,
)
from honeymoon.tricks import trick_winner
from honeymoon.two_seats import TwoSeats

if TYPE_CHECKING:  # endplay is an extra of the course set, imported on first use
    from endplay.types import Card as EndplayCard
    from endplay.types import Deal, Denom

__all__ = ["AnalysisTimeout", "BeatingLine", "LineCounts", "dd_claim", "dd_line", "dd_plays", "dd_table",
           "dd_tricks"]

#: Above this many cards per hand, four-seat :func:`dd_tricks` asks endplay (DDS) by default.
LIBRARY_FOUR_SEAT_LIMIT = 8
#: Seconds an analysis may take unless the call gives its own ``budget``.
DEFAULT_BUDGET = 10.0
#: Seconds :func:`dd_line` (the review of a played deal, :func:`honeymoon.forms.review`) may take
#: unless the call gives its own ``budget``.
REVIEW_BUDGET = 30.0

_SUIT_MASK = (1 << 13) - 1


# --------------------------------------------------------------------------------------------
# Checking what the caller gives
# --------------------------------------------------------------------------------------------


def _check_hands(hands: object) -> tuple[Hand, ...]:
    if isinstance(hands, (str, bytes, Hand)) or not isinstance(hands, Sequence):
        raise NotationError(f"give the hands as a list of 2, 3 or 4 Hand values, not {shown(hands)}")
    found = tuple(hands)
    if not 2 <= len(found) <= 4:
        raise NotationError(f"double-dummy analysis takes 2, 3 or 4 hands, not {len(found)}")
    for seat, hand in enumerate(found):
        if not isinstance(hand, Hand):
            raise NotationError(f"seat {seat} holds {shown(hand)}: give a Hand, e.g. Hand.parse('AK.Q.-.-')")
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
    raise NotationError(f"a strain is a Strain or its text (S, H, D, C, NT), not {shown(strain)}")


def _check_seat(seat: object, seats: int, what: str) -> int:
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < seats:
        raise ConfigError(f"the {what} is a seat number from 0 to {seats - 1}, not {shown(seat)}")
    return seat


def _check_sides(sides: object, seats: int, leader: int) -> tuple[int, ...]:
    """Each seat's side as 0 or 1, the leader's side being 0."""
    if sides is None:
        if seats == 3:
            return tuple(0 if seat == leader else 1 for seat in range(3))
        return tuple((seat - leader) % 2 for seat in range(seats))
    if not isinstance(sides, tuple) or len(sides) != seats:
        raise ConfigError(f"sides is a tuple with the side of each of the {seats} seats, not {shown(sides)}")
    for side in sides:
        if isinstance(side, bool) or not isinstance(side, (int, str)):
            raise ConfigError(f"each seat's side is a number or a name, e.g. (0, 1, 1), not {shown(side)}")
    names = set(sides)
    if len(names) != 2:
        raise ConfigError(f"sides must put the seats on exactly two sides, not {shown(sides)}")
    mine = sides[leader]
    found = tuple(0 if side == mine else 1 for side in sides)
    if seats != 3 and found != tuple((seat - leader) % 2 for seat in range(seats)):
        raise ConfigError(
            f"with {seats} seats the sides are fixed (seats 0 and 2 against 1 and 3): "
            f"sides is only for three seats, not {shown(sides)}"
        )
    return found


def _check_engine(engine: object) -> str:
    if not isinstance(engine, str) or engine not in ("auto", "library", "endplay"):
        raise ConfigError(f"engine is 'auto', 'library' or 'endplay', not {shown(engine)}")
    return engine


def _check_budget(budget: object) -> float:
    seconds = math.nan
    if isinstance(budget, (int, float)) and not isinstance(budget, bool):
        with contextlib.suppress(OverflowError):  # a whole number too big for a float stays nan
            seconds = float(budget)
    if not 0 < seconds < math.inf:
        raise ConfigError(f"budget is a number of seconds above 0, e.g. 5 or 0.5, not {shown(budget)}")
    return seconds


def _trump(strain: Strain) -> int:
    return -1 if strain.suit is None else int(strain.suit)


# --------------------------------------------------------------------------------------------
# The library's solver (honeymoon.solver) for whole positions and for each card of a seat
# --------------------------------------------------------------------------------------------


def _library_tricks(hands: tuple[Hand, ...], strain: Strain, leader: int,
                    sides: tuple[int, ...], clock: Clock) -> int:
    if len(hands) == 2 and backend() == "python":
        two = TwoSeats(_trump(strain), clock)
        lead, other = bits(hands[leader]), bits(hands[1 - leader])
        left = len(hands[0])
        # The first test at half the tricks, or at the quick tricks when more: faster than
        # stepping up from the quick tricks (bench/double_dummy.py), the tests far below skipped.
        return search(lambda need: two.can_take(lead, other, need, left), left,
                      max(two.quick_tricks(lead, other), left // 2))
    return new_solver([bits(hand) for hand in hands], sides, _trump(strain), clock).tricks(leader)


def _options(hands: list[int], seat: int, played: list[int]) -> list[tuple[int, int]]:
    """The cards ``seat`` may play after ``played`` (bits), one per run of equivalent cards, as
    (the top card of the run, the whole run), highest card number first."""
    hand = hands[seat]
    in_play = 0
    for other in hands:
        in_play |= other
    for card in played:
        in_play |= card
    led = (played[0].bit_length() - 1) // 13 if played else -1
    suits = [led] if led >= 0 and hand >> 13 * led & _SUIT_MASK else [3, 2, 1, 0]
    found = []
    for suit in suits:
        shift = 13 * suit
        mine = hand >> shift & _SUIT_MASK
        others = in_play >> shift & _SUIT_MASK & ~mine
        for bit in classes(mine, others):
            run = 0
            below = bit
            while below and not others & below:
                run |= mine & below
                below >>= 1
            found.append((bit << shift, run << shift))
    return found


def _side_takes(solver: AnySolver, leader: int, played: list[int], left: int, side: int, need: int) -> bool:
    """Whether side ``side`` takes ``need`` of the ``left`` tricks still to finish, the current
    one included, ``leader`` having led ``played`` to it."""
    if solver.sides[leader] == side:
        return solver.can_finish(leader, played, need)
    return not solver.can_finish(leader, played, left - need + 1)


def _side_tricks(solver: AnySolver, leader: int, played: list[int], left: int, side: int, guess: int) -> int:
    """The tricks side ``side`` takes of the ``left`` tricks still to finish (as for
    :func:`_side_takes`), searched from ``guess``."""
    def takes(need: int) -> bool:
        return _side_takes(solver, leader, played, left, side, need)

    return search(takes, left, guess)


def _two_plays(two: TwoSeats, hands: list[int], leader: int, played: list[int]) -> dict[Card, int]:
    """:func:`_library_plays` for two seats, with their faster search."""
    seat = (leader + len(played)) % 2
    hand = hands[seat]
    left = hand.bit_count()
    values: list[tuple[int, int]] = []
    value = left // 2
    for card, run in _options(hands, seat, played):
        hands[seat] = hand ^ card
        try:
            if played:  # the trick is complete: its winner leads to the rest
                index, reply = played[0].bit_length() - 1, card.bit_length() - 1
                wins = (reply // 13 == index // 13 and reply > index) or (
                    reply // 13 == two.trump and index // 13 != two.trump)
                first, second = (hands[seat], hands[leader]) if wins else (hands[leader], hands[seat])

                def rest_takes(need: int, first: int = first, second: int = second) -> bool:
                    return two.can_take(first, second, need, left - 1)

                later = search(rest_takes, left - 1, two.quick_tricks(first, second))
                value = 1 + later if wins else left - 1 - later
            else:
                def lead_takes(need: int, lead: int = card) -> bool:
                    return two.after_lead(hands, seat, lead, need, left)

                value = search(lead_takes, left, value)
        finally:
            hands[seat] = hand
        values.append((run, value))
    return _each_card(values)


def _library_plays(solver: AnySolver, leader: int, played: list[int]) -> dict[Card, int]:
    """The library's side of :func:`dd_plays`: the tricks of the seat to play's side, the
    current one included, after each card it may play; ``solver.hands`` is the position."""
    hands, seats = solver.hands, solver.seats
    seat = (leader + len(played)) % seats
    side = solver.sides[seat]
    hand = hands[seat]
    left = hand.bit_count()
    values: list[tuple[int, int]] = []
    guess = left // 2
    for card, run in _options(hands, seat, played):
        hands[seat] = hand ^ card
        try:
            guess = _side_tricks(solver, leader, [*played, card], left, side, guess)
        finally:
            hands[seat] = hand
        values.append((run, guess))
    return _each_card(values)


def _each_card(values: list[tuple[int, int]]) -> dict[Card, int]:
    """The value of each run of equivalent cards (a 52-bit mask) given to each of its cards,
    highest card number first."""
    found: dict[Card, int] = {}
    for run, value in values:
        while run:
            bit = run & -run
            found[DECK[bit.bit_length() - 1]] = value
            run ^= bit
    return dict(sorted(found.items(), key=lambda item: -int(item[0])))


# --------------------------------------------------------------------------------------------
# endplay (DDS), for big four-seat positions and four-seat tables
# --------------------------------------------------------------------------------------------


def _endplay_deal(hands: tuple[Hand, ...], strain: Strain, leader: int) -> Deal:
    """The hands as an endplay deal, ``leader`` on lead; a clear error if endplay is missing."""
    try:
        from endplay.types import Deal, Player
    except ImportError as error:  # pragma: no cover - depends on the installation
        raise MissingExtraError(
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


# A DDS call takes tens of milliseconds: the answers for the last positions asked are kept (a
# review opened again, a lesson run again, a question checked after it was made).
@functools.lru_cache(maxsize=512)
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
              engine: Literal["auto", "library", "endplay"] = "auto",
              budget: float = DEFAULT_BUDGET) -> int:
    """Tricks the leader's side takes when both sides play perfectly, seeing all the cards.

    ``hands`` are 2, 3 or 4 hands of equal size (1 to 16 cards) in seat order; ``leader`` is
    the seat that leads to the first trick. With three seats, ``sides`` gives each seat's side,
    e.g. ``(0, 1, 1)``; by default the leader plays alone against the other two. ``engine``
    picks the solver (see the module's text): ``"auto"`` uses endplay only for four hands of
    more than 8 cards. Past ``budget`` seconds the analysis stops with :class:`AnalysisTimeout`.

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
    clock = Clock(_check_budget(budget))
    if _use_endplay(_check_engine(engine), found):
        return _endplay_tricks(found, trumps, seat)
    return _library_tricks(found, trumps, seat, side_of, clock)


def _use_endplay(engine: str, hands: tuple[Hand, ...]) -> bool:
    """Whether endplay answers (see the module's text), the hands being ones it can take."""
    if engine == "endplay" or (
            engine == "auto" and len(hands) == 4 and len(hands[0]) > LIBRARY_FOUR_SEAT_LIMIT):
        if len(hands) != 4 or len(hands[0]) > 13:
            raise ConfigError("endplay solves four hands of at most 13 cards each")
        return True
    return False


def dd_plays(hands: Sequence[Hand], strain: Strain | str, leader: int,
             trick: Sequence[tuple[int, Card]] = (), *, sides: tuple[object, ...] | None = None,
             engine: Literal["auto", "library", "endplay"] = "auto",
             budget: float = DEFAULT_BUDGET) -> dict[Card, int]:
    """For the seat to play next, each card it may play and the tricks its side then takes from
    here on (the current trick included), both sides playing perfectly: what a computer player
    weighs before it plays a card.

    ``hands`` are the cards each seat holds now; ``trick`` the cards already played to the
    current trick, as ``(seat, card)`` pairs in order, the first by ``leader`` (empty: ``leader``
    is to lead). ``sides``, ``engine`` and ``budget`` are as for :func:`dd_tricks`. The cards
    come highest first (spades first).

    ♠A K against ♠Q 2: either top card takes both tricks; and once the ♠A is led, the second
    seat takes nothing, whichever spade it plays.

    >>> from honeymoon import Card, Hand
    >>> ak, q2 = Hand.parse("AK.-.-.-"), Hand.parse("Q2.-.-.-")
    >>> dd_plays([ak, q2], "NT", leader=0)
    {Card.parse('AS'): 2, Card.parse('KS'): 2}
    >>> dd_plays([Hand.parse("K.-.-.-"), q2], "NT", leader=0, trick=[(0, Card.parse("AS"))])
    {Card.parse('QS'): 0, Card.parse('2S'): 0}
    """
    position = _check_position(hands, strain, leader, trick, sides, engine, budget)
    held = [bits(hand) for hand in hands]
    trumps, first, played, clock = position.strain, position.leader, position.played, position.clock
    if position.endplay:
        return _endplay_plays(position.hands, trumps, first, played)
    if len(held) == 2 and backend() == "python":
        return _two_plays(TwoSeats(_trump(trumps), clock), held, first, [1 << card for _, card in played])
    return _library_plays(new_solver(held, position.sides, _trump(trumps), clock), first,
                          [1 << card for _, card in played])


class _Position(NamedTuple):
    """A position :func:`dd_plays` and :func:`dd_claim` take, checked: the hands as the trick
    began (the cards played to it back in them), the strain, the trick's leader and its cards,
    each seat's side (the leader's 0), the clock, and whether endplay answers."""

    hands: tuple[Hand, ...]
    strain: Strain
    leader: int
    played: list[tuple[int, Card]]
    sides: tuple[int, ...]
    clock: Clock
    endplay: bool


def _check_position(hands: Sequence[Hand], strain: Strain | str, leader: int, trick: object,
                    sides: tuple[object, ...] | None, engine: object, budget: object) -> _Position:
    """The arguments of :func:`dd_plays` (and :func:`dd_claim`), checked."""
    if isinstance(trick, (str, bytes)) or not isinstance(trick, Sequence):
        raise NotationError(f"the trick is a list of (seat, card) pairs, not {shown(trick)}")
    played = list(trick)
    if not isinstance(hands, Sequence) or isinstance(hands, (str, bytes, Hand)):
        raise NotationError(f"give the hands as a list of 2, 3 or 4 Hand values, not {shown(hands)}")
    seats = len(hands)
    if not 2 <= seats <= 4:
        raise NotationError(f"double-dummy analysis takes 2, 3 or 4 hands, not {seats}")
    first = _check_seat(leader, seats, "leader")
    if len(played) >= seats:
        raise NotationError(f"a trick of {seats} seats is complete after {seats} cards, "
                            f"not {len(played)}: give the cards of the trick still being played")
    for number, entry in enumerate(played):
        if not (isinstance(entry, tuple) and len(entry) == 2 and isinstance(entry[1], Card)):
            raise NotationError(f"each card of the trick is a (seat, Card) pair, not {shown(entry)}")
        expected = (first + number) % seats
        if isinstance(entry[0], bool) or not isinstance(entry[0], int) or entry[0] != expected:
            raise NotationError(f"seat {expected} plays card {number + 1} of the trick led by "
                                f"seat {first}, not seat {shown(entry[0])}")
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
    clock = Clock(_check_budget(budget))
    return _Position(found, trumps, first, played, side_of, clock, _use_endplay(_check_engine(engine), found))


class BeatingLine(NamedTuple):
    """What beats a claim (:func:`dd_claim`): the ``tricks`` the claiming side takes of those
    left with best play by both sides (fewer than all), and a ``line``: the cards played from
    the position on, as ``(seat, card)`` pairs, each side playing its best card, up to the end
    of the first trick the other side wins."""

    tricks: int
    line: tuple[tuple[int, Card], ...]


def dd_claim(hands: Sequence[Hand], strain: Strain | str, leader: int,
             trick: Sequence[tuple[int, Card]] = (), *, sides: tuple[object, ...] | None = None,
             engine: Literal["auto", "library", "endplay"] = "auto",
             budget: float = DEFAULT_BUDGET) -> BeatingLine | None:
    """Check a claim double dummy: whether the side of the seat to play takes every trick still
    to play (the current one included) against every defence. ``None`` when it does; else a
    :class:`BeatingLine`, best play by both sides up to the first trick the other side wins
    (of cards as good as each other, the highest is led and the lowest played to a trick).

    The arguments are those of :func:`dd_plays`: the cards each seat holds now, the cards
    already played to the trick, led by ``leader``. The check itself is one search for every
    trick left; the line, when the claim fails, weighs each card of each seat along it.

    ♠A K and ♥3 against ♠Q 2 and ♥A: the spades win, the heart loses to the ace; ♠A K and ♥K
    against ♠Q 2 and ♥2 take all three tricks.

    >>> from honeymoon import Hand
    >>> beaten = dd_claim([Hand.parse("AK.3.-.-"), Hand.parse("Q2.A.-.-")], "NT", leader=0)
    >>> beaten.tricks, [f"seat {seat}: {card}" for seat, card in beaten.line]
    (2, ['seat 0: ♠A', 'seat 1: ♠2', 'seat 0: ♠K', 'seat 1: ♠Q', 'seat 0: ♥3', 'seat 1: ♥A'])
    >>> dd_claim([Hand.parse("AK.K.-.-"), Hand.parse("Q2.2.-.-")], "NT", leader=0) is None
    True
    """
    position = _check_position(hands, strain, leader, trick, sides, engine, budget)
    trumps, side_of, clock = position.strain, position.sides, position.clock
    seats = len(side_of)
    held = [bits(hand) for hand in hands]
    solver = None if position.endplay else new_solver(held, side_of, _trump(trumps), clock)
    lead, so_far = position.leader, list(position.played)
    claiming = side_of[(lead + len(so_far)) % seats]
    left = held[(lead + len(so_far)) % seats].bit_count()

    def values() -> dict[Card, int]:
        """Each card the seat to play may play, and its side's tricks from here on."""
        if solver is None:
            clock.check()
            full = tuple(Hand(_cards(hand) + [card for seat, card in so_far if seat == index])
                         for index, hand in enumerate(held))
            return _endplay_plays(full, trumps, lead, so_far)
        return _library_plays(solver, lead, [1 << card for _, card in so_far])

    if solver is not None:
        if _side_takes(solver, lead, [1 << card for _, card in so_far], left, claiming, left):
            return None
    elif max(values().values()) == left:
        return None
    line: list[tuple[int, Card]] = []
    tricks = left
    while True:
        seat = (lead + len(so_far)) % seats
        found = values()
        best = max(found.values())
        # The highest of the best cards to lead, the lowest to follow, as players do.
        card = [card for card, value in found.items() if value == best][-1 if so_far else 0]
        if not line:
            tricks = found[card]  # the claimer's own first card: his side's best
        held[seat] &= ~(1 << card)
        so_far.append((seat, card))
        line.append((seat, card))
        if len(so_far) == seats:
            winner = so_far[trick_winner([played for _, played in so_far], trumps.suit)][0]
            if side_of[winner] != claiming:
                return BeatingLine(tricks, tuple(line))
            lead, so_far, left = winner, [], left - 1


def _endplay_card(card: Card) -> EndplayCard:
    """A card as endplay writes it (its suits run spades first, its ranks as bits)."""
    from endplay.types import Card as EndplayCard
    from endplay.types import Denom, Rank

    return EndplayCard(suit=Denom(3 - int(card.suit)), rank=Rank(1 << int(card.rank)))


def _endplay_plays(hands: tuple[Hand, ...], strain: Strain, leader: int,
                   played: Sequence[tuple[int, Card]]) -> dict[Card, int]:
    return dict(_endplay_solved_plays(hands, strain, leader, tuple(played)))


@functools.lru_cache(maxsize=512)
def _endplay_solved_plays(hands: tuple[Hand, ...], strain: Strain, leader: int,
                          played: tuple[tuple[int, Card], ...]) -> tuple[tuple[Card, int], ...]:
    board = _endplay_deal(hands, strain, leader)
    from endplay.dds import solve_board

    for _, card in played:
        board.play(_endplay_card(card))
    values = {DECK[(3 - int(found.suit)) * 13 + int(found.rank).bit_length() - 3]: tricks
              for found, tricks in solve_board(board)}
    return tuple(sorted(values.items(), key=lambda item: -int(item[0])))


@functools.lru_cache(maxsize=512)
def _endplay_line(hands: tuple[Hand, ...], strain: Strain, leader: int,
                  cards: tuple[Card, ...]) -> tuple[int, ...]:
    """The double-dummy tricks of the side of the seat before ``leader`` (the declaring side when
    a defender leads), over the whole deal, before the first of ``cards`` and after each: one
    DDS call for the whole sequence instead of one per card. DDS stops before the last trick,
    so ``cards`` leaves it out."""
    board = _endplay_deal(hands, strain, leader)
    from endplay.dds import analyse_play

    return tuple(int(tricks) for tricks in analyse_play(board, [_endplay_card(card) for card in cards]))


def dd_table(hands: Sequence[Hand], *, budget: float = DEFAULT_BUDGET) -> dict[tuple[Strain, int], int]:
    """Tricks for every strain and every declarer: ``table[strain, declarer]``.

    The seat after the declarer leads. Two hands use the library's solver, four hands endplay.
    Past ``budget`` seconds for the whole table, the analysis stops with :class:`AnalysisTimeout`.

    >>> from honeymoon import Hand, Strain
    >>> table = dd_table([Hand.parse("AK.2.-.-"), Hand.parse("Q.J3.-.-")])
    >>> table[Strain.NOTRUMP, 0], table[Strain.NOTRUMP, 1], table[Strain.HEARTS, 1]
    (1, 1, 2)
    """
    found = _check_hands(hands)
    clock = Clock(_check_budget(budget))
    seats = len(found)
    size = len(found[0])
    if seats == 2:
        return {(strain, declarer): size - _library_tricks(found, strain, 1 - declarer, (0, 1), clock)
                for strain in Strain for declarer in (0, 1)}
    if seats != 4:
        raise ConfigError(f"dd_table takes 2 or 4 hands, not {seats}: use dd_tricks for three")
    if size > 13:
        raise ConfigError("endplay solves four hands of at most 13 cards each")
    if size < 13:  # DDS tables need full hands: solve each strain and declarer on its own
        table = {}
        for strain in Strain:
            for declarer in range(4):
                clock.check()
                table[strain, declarer] = size - _endplay_tricks(found, strain, (declarer + 1) % 4)
        return table
    board = _endplay_deal(found, Strain.NOTRUMP, 0)
    from endplay.dds import calc_dd_table
    from endplay.types import Player

    solved = calc_dd_table(board)
    return {(strain, declarer): int(solved[_endplay_denom(strain), Player(declarer)])
            for strain in Strain for declarer in range(4)}


@dataclass(frozen=True)
class LineCounts:
    """What :func:`dd_line` finds along a whole line of play, for the declaring side (the seats
    of side 1), whose *total* is the tricks it has won so far plus those it takes from there on
    with perfect play by both sides.

    ``totals``: the total before each card analysed, in order of play, and after the last (one
    more number than cards); ``best``: for each card analysed, a card its player could have
    played instead that keeps the total it had before (the card played, when it kept it);
    ``first_trick``: the first trick analysed (1 unless the time budget ran out first; one past
    the last trick when it ran out before any); ``could_make``: the total before the opening
    lead (``None`` unless the first trick was analysed); ``made``: the tricks the side took.
    """

    totals: tuple[int, ...]
    best: tuple[Card, ...]
    first_trick: int
    could_make: int | None
    made: int


def _check_line_sides(sides: object, seats: int) -> tuple[int, ...]:
    """Each seat's side, 1 for the declaring side and 0 for the defenders."""
    if (not isinstance(sides, tuple) or len(sides) != seats
            or any(isinstance(side, bool) or side not in (0, 1) for side in sides)):
        raise ConfigError(f"sides is a tuple with the side of each of the {seats} seats, 1 for the "
                          f"declaring side and 0 for the defenders, e.g. (1, 0), not {shown(sides)}")
    if len(set(sides)) != 2:
        raise ConfigError(f"sides must put the seats on two sides, the declaring side (1) and the "
                          f"defenders (0), not {shown(sides)}")
    if seats != 3 and any(side != sides[seat % 2] for seat, side in enumerate(sides)):
        raise ConfigError(f"with {seats} seats the sides are fixed (seats 0 and 2 against 1 and 3), "
                          f"not {shown(sides)}")
    return tuple(int(side) for side in sides)


def _check_line(hands: tuple[Hand, ...], strain: Strain, tricks: object,
                claimed: bool) -> tuple[tuple[tuple[tuple[int, Card], ...], ...], tuple[int, ...]]:
    """The tricks of a whole deal, checked, and the seat that won each complete one. A trick is
    a ``(seat, card)`` pair for every seat in order, seat 0 leading the first and each trick's
    winner the next, every card from its seat's hand, following suit. ``claimed``: the line
    stops at a claim, fewer tricks, the last one possibly cut short."""
    seats, size = len(hands), len(hands[0])
    if isinstance(tricks, (str, bytes)) or not isinstance(tricks, Sequence):
        raise NotationError(f"the tricks are a list of tricks, each a list of (seat, card) pairs, "
                            f"not {shown(tricks)}")
    if not claimed and len(tricks) != size:
        raise NotationError(f"a line of play is the whole deal, {size} tricks (one per card of a "
                            f"hand), not {len(tricks)}")
    if claimed and len(tricks) > size:
        raise NotationError(f"a deal has {size} tricks (one per card of a hand), not {len(tricks)}")
    held = [{suit: set(hand.suit(suit)) for suit in Suit} for hand in hands]  # by seat, then suit
    trump = strain.suit
    leader = 0  # the hands are in order of play: seat 0 makes the opening lead
    found, winners = [], []
    for number, trick in enumerate(tricks, 1):
        cut = claimed and number == len(tricks) and isinstance(trick, Sequence) and 0 < len(trick) < seats
        if isinstance(trick, (str, bytes)) or not isinstance(trick, Sequence) or (
                len(trick) != seats and not cut):
            raise NotationError(f"trick {number} is a list of {seats} (seat, card) pairs, one a seat, "
                                f"not {shown(trick)}")
        plays: list[tuple[int, Card]] = []
        for step, entry in enumerate(trick):
            if not (isinstance(entry, tuple) and len(entry) == 2 and isinstance(entry[1], Card)):
                raise NotationError(f"each card of a trick is a (seat, Card) pair, not {shown(entry)}")
            seat, card = entry
            expected = (leader + step) % seats
            if isinstance(seat, bool) or not isinstance(seat, int) or seat != expected:
                raise NotationError(f"seat {expected} plays card {step + 1} of trick {number}, led by seat "
                                    f"{leader} (seat 0 leads the first trick, its winner the next), "
                                    f"not seat {shown(seat)}")
            if card not in held[seat][card.suit]:
                where = "was played already" if card in hands[seat].cards else "is not in its hand"
                raise NotationError(f"trick {number}: seat {seat} plays {card}, which {where}")
            led = plays[0][1].suit if plays else card.suit
            if card.suit != led and held[seat][led]:
                raise NotationError(f"trick {number}: seat {seat} played {card} to a {led} lead while "
                                    f"holding {led}: a player must follow suit")
            held[seat][card.suit].discard(card)
            plays.append((seat, card))
        found.append(tuple(plays))
        if len(plays) == seats:
            leader = plays[trick_winner([card for _, card in plays], trump)][0]
            winners.append(leader)
    return tuple(found), tuple(winners)


def dd_line(hands: Sequence[Hand], strain: Strain | str, tricks: Sequence[Sequence[tuple[int, Card]]],
            sides: tuple[int, ...], *, claimed_by: int | None = None,
            budget: float = REVIEW_BUDGET) -> LineCounts:
    """The double-dummy count along a whole line of play: the declaring side's total tricks
    before and after every card, and for each card that lowered its side's total, a card that
    would not have (:class:`LineCounts`).

    ``hands`` are the 2, 3 or 4 hands as dealt (1 to 16 cards each) in order of play: seat 0
    makes the opening lead. ``tricks`` are every trick of the deal, each as ``(seat, card)``
    pairs in order, the winner of a trick leading the next; ``sides`` gives each seat's side,
    1 for the declaring side and 0 for the defenders (with 2 or 4 seats, seats 0 and 2 against
    1 and 3).

    A play that stopped at a claim (:data:`~honeymoon.game.CLAIM`) gives ``claimed_by``, the side
    that claimed every trick left (1 or 0, as in ``sides``), and the tricks played until then,
    the last one possibly cut short: the count after the last card is the claim's (checked:
    a claim that does not hold double dummy raises :class:`~honeymoon.errors.NotationError`),
    and :attr:`LineCounts.made` counts the tricks it gave.

    The count is solved before each card, from the last trick backwards on one solver; only a
    card that changed it is looked at again, for the card that would not have. Two and three
    seats use the library's solver; four seats of more than 8 cards a hand go to endplay, one
    DDS analysis of the whole line of play giving every count. Past ``budget`` seconds
    (``REVIEW_BUDGET``, 30, unless the call says otherwise) the analysis stops, and covers only
    the tricks after the one it was in (``first_trick`` says which).

    The declarer (seat 0) holds the ♠A and ♥2, the defender the ♥A and ♦A, at no-trump. Led
    first, the ♠A wins, and then the ♥2 loses to the ♥A: one trick. On the ♠A the defender
    throws his ♥A: the ♥2 is good, two tricks; the ♦A would have held the declarer to one.

    >>> from honeymoon import Card, Hand
    >>> hands = [Hand.parse("A.2.-.-"), Hand.parse("-.A.A.-")]
    >>> tricks = [[(0, Card.parse("AS")), (1, Card.parse("AH"))],
    ...           [(0, Card.parse("2H")), (1, Card.parse("AD"))]]
    >>> line = dd_line(hands, "NT", tricks, sides=(1, 0))
    >>> line.totals, line.could_make, line.made
    ((1, 1, 2, 2, 2), 1, 2)
    >>> line.best[1]
    Card.parse('AD')
    >>> dd_line(hands, "NT", tricks[:1], sides=(1, 0))
    Traceback (most recent call last):
    ...
    honeymoon.errors.NotationError: a line of play is the whole deal, 2 tricks (one per card of a hand), not 1
    """
    found = _check_hands(hands)
    trumps = _check_strain(strain)
    side_of = _check_line_sides(sides, len(found))
    if claimed_by is not None and (isinstance(claimed_by, bool) or claimed_by not in (0, 1)):
        raise ConfigError(f"claimed_by is the side that claimed, 1 (declaring) or 0, not {shown(claimed_by)}")
    played, winners = _check_line(found, trumps, tricks, claimed_by is not None)
    clock = Clock(_check_budget(budget))
    count, deal, size = len(found), len(found[0]), len(played)  # seats, tricks of the deal, of the line
    sequence = [play for trick in played for play in trick]
    won = [0]  # the declaring side's tricks before each trick
    for winner in winners:
        won.append(won[-1] + side_of[winner])
    complete = len(winners)
    # The declaring side's total tricks with perfect play from each card on (and after the last).
    line: list[int] = [0] * len(sequence) + [won[complete]]
    made = won[complete]
    if claimed_by is not None:
        made += (deal - complete) * claimed_by
    endplay = _use_endplay("auto", found)
    by_endplay = 0  # the counts DDS gives, from the first
    if endplay:
        # The whole line of play in one DDS call; a card is solved alone only when it changed
        # the result, to find the card that would not have. DDS analyses every trick but the
        # last, which the library's solver reads at once.
        totals = _endplay_line(found, trumps, 0, tuple(card for _, card in sequence[:(deal - 1) * count]))
        line[:len(totals)] = totals if side_of[count - 1] else [deal - tricks for tricks in totals]
        by_endplay = len(totals)
    held = [0] * count  # the cards still held, from the end of the line backwards
    for seat, hand in enumerate(found):
        held[seat] = bits(Hand(card for card in hand.cards if card not in {c for _, c in sequence}))
    solver = new_solver(held, side_of, _trump(trumps), clock)
    # Trick by trick from the last, each card's count then, for the cards that changed it, the
    # best card instead: when the budget runs out, the tricks analysed are the last ones.
    bests: list[list[Card]] = []
    try:
        if claimed_by is not None:
            last = played[-1] if played and len(played[-1]) < count else ()
            leader = last[0][0] if last else winners[-1] if winners else 0
            end = line[-1] if by_endplay == len(line) else won[complete] + _side_tricks(
                solver, leader, [1 << c for _, c in last], deal - complete, 1, made - won[complete])
            if end != made:
                raise NotationError(f"the claim does not hold: with best play by both sides from the claim, "
                                    f"the declaring side takes {end} tricks in all, not {made}")
            line[-1] = end
        for number in range(size, 0, -1):
            trick = played[number - 1]
            leader = trick[0][0]
            start = (number - 1) * count
            left = deal - number + 1
            for step in range(len(trick) - 1, -1, -1):
                seat, card = trick[step]
                held[seat] |= 1 << card
                if not endplay or left == 1:
                    future = line[start + step + 1] - won[number - 1]
                    line[start + step] = won[number - 1] + _side_tricks(
                        solver, leader, [1 << c for _, c in trick[:step]], left, 1, future)
            trick_bests = []
            for step, (seat, card) in enumerate(trick):
                before, after = line[start + step], line[start + step + 1]
                best = card
                if before != after:  # held: the position before this card
                    best = _best_card(solver, leader, list(trick[:step]), before - won[number - 1],
                                      side_of[seat] == 1, left, trumps if endplay and left > 1 else None)
                trick_bests.append(best)
                held[seat] &= ~(1 << card)
            for seat, card in trick:
                held[seat] |= 1 << card
            bests.append(trick_bests)
    except AnalysisTimeout:
        pass
    first_trick = size - len(bests) + 1
    return LineCounts(tuple(line[(first_trick - 1) * count:]),
                      tuple(best for trick_bests in reversed(bests) for best in trick_bests),
                      first_trick, line[0] if first_trick == 1 else None, made)


def _best_card(solver: AnySolver, leader: int, so_far: list[tuple[int, Card]], best: int, declaring: bool,
               left: int, endplay: Strain | None) -> Card:
    """The card that keeps the declaring side's ``best`` tricks from here (the current trick
    included; at most ``best`` for a defender), the highest card number among those that do;
    ``solver.hands`` holds the position, the cards ``so_far`` played to the trick. With a
    strain, endplay (DDS) answers."""
    hands = solver.hands
    seat = (leader + len(so_far)) % solver.seats
    if endplay is not None:
        full = [_cards(hand) + [c for s, c in so_far if s == p] for p, hand in enumerate(hands)]
        values = _endplay_plays(tuple(Hand(cards) for cards in full), endplay, leader, so_far)
        ours = solver.sides[seat] == 1
        return next(card for card, value in values.items() if (value if ours else left - value) == best)
    played = [1 << card for _, card in so_far]
    hand = hands[seat]
    for card, _ in _options(hands, seat, played):
        hands[seat] = hand ^ card
        try:
            keeps = _side_takes(solver, leader, [*played, card], left, 1, best + (0 if declaring else 1))
        finally:
            hands[seat] = hand
        if keeps == declaring:
            return DECK[card.bit_length() - 1]
    raise AssertionError("no card keeps the double-dummy count")  # pragma: no cover


def _cards(mask: int) -> list[Card]:
    """The cards of a 52-bit hand, high to low in each suit, spades first."""
    return [DECK[index] for index in range(51, -1, -1) if mask >> index & 1]
