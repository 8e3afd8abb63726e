"""Hand evaluation: every count returns its breakdown, so a learner sees where each point comes from.

>>> from honeymoon import Hand
>>> hand = Hand.parse("AKJ52.Q4.K73.862")
>>> count = hcp(hand)
>>> count.total
13
>>> print(count)
♠A 4 + ♠K 3 + ♠J 1 + ♥Q 2 + ♦K 3 = 13 HCP
>>> length_points(hand).total, length_points(hand, "honeymoon").total
(1, 2)
>>> shape(hand), is_balanced(hand)
((5, 3, 3, 2), True)
>>> losing_trick_count(hand).total, quick_tricks(hand).total
(8, 2.5)
"""

from __future__ import annotations

from dataclasses import dataclass

from honeymoon.cards import DISPLAY_ORDER, Card, Hand, Rank, Suit
from honeymoon.errors import ConfigError, NotationError

__all__ = [
    "BALANCED_SHAPES",
    "LENGTH_COUNTS",
    "Count",
    "PointLine",
    "distribution",
    "hcp",
    "is_balanced",
    "length_points",
    "losing_trick_count",
    "quick_tricks",
    "shape",
    "shortness_points",
    "total_points",
]

#: The two named ways to count length points: the card from which each card of a suit scores +1.
#: ``"standard"`` counts from the 5th card (5 cards +1, 6 cards +2); ``"honeymoon"`` is the count
#: [honeymoon-fr] gives for the draw form (4 cards +1, 5 cards +2, 6 cards +3).
LENGTH_COUNTS: dict[str, int] = {"standard": 5, "honeymoon": 4}

#: The balanced shapes: no void, no singleton, at most one doubleton.
BALANCED_SHAPES = ((4, 3, 3, 3), (4, 4, 3, 2), (5, 3, 3, 2))


def as_hand(hand: Hand | str) -> Hand:
    """A hand, read from text if need be (``"AKQ.JT9.8765.432"``)."""
    if isinstance(hand, Hand):
        return hand
    if isinstance(hand, str):
        return Hand.parse(hand)
    raise NotationError(f"a count needs a hand (or its text), not {hand!r}")


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else str(value)


@dataclass(frozen=True)
class PointLine:
    """One item of a count: which cards (or which suit) gave how many points, and why."""

    label: str
    points: float
    cards: tuple[Card, ...] = ()

    def __str__(self) -> str:
        return f"{self.label} {_number(self.points)}"


@dataclass(frozen=True)
class Count:
    """A count with its breakdown; :attr:`total` is derived from the lines."""

    name: str
    unit: str
    lines: tuple[PointLine, ...]

    @property
    def total(self) -> float:
        total = sum(line.points for line in self.lines)
        return int(total) if float(total).is_integer() else total

    def __int__(self) -> int:
        return int(self.total)

    def __str__(self) -> str:
        items = " + ".join(map(str, self.lines)) if self.lines else "nothing"
        unit = self.unit[:-1] if self.total == 1 and self.unit.endswith("s") else self.unit
        return f"{items} = {_number(self.total)} {unit}"

    def _repr_html_(self) -> str:
        from honeymoon import render

        return render.count_html(self)


def hcp(hand: Hand | str) -> Count:
    """High-card points, 4-3-2-1 (ace, king, queen, jack), card by card."""
    hand = as_hand(hand)
    lines = tuple(PointLine(str(c), c.hcp, (c,)) for c in hand if c.hcp)
    return Count("high-card points", "HCP", lines)


def length_points(hand: Hand | str, count: str = "standard") -> Count:
    """+1 for each card of a suit from the 5th (``"standard"``) or the 4th (``"honeymoon"``,
    [honeymoon-fr])."""
    hand = as_hand(hand)
    if count not in LENGTH_COUNTS:
        raise ConfigError(
            f"unknown length count {count!r}: choose {' or '.join(map(repr, LENGTH_COUNTS))}"
        )
    first = LENGTH_COUNTS[count]
    lines = []
    for suit in DISPLAY_ORDER:
        length = hand.length(suit)
        if length >= first:
            lines.append(PointLine(f"{length}-card {suit}", length - first + 1, hand.suit(suit)))
    return Count(f"length points ({count})", "length points", tuple(lines))


def shortness_points(hand: Hand | str) -> Count:
    """Distribution points for short suits: void 3, singleton 2, doubleton 1."""
    hand = as_hand(hand)
    names = {0: ("void", 3), 1: ("singleton", 2), 2: ("doubleton", 1)}
    lines = []
    for suit in DISPLAY_ORDER:
        length = hand.length(suit)
        if length in names:
            name, points = names[length]
            lines.append(PointLine(f"{suit} {name}", points, hand.suit(suit)))
    return Count("shortness points", "shortness points", tuple(lines))


def total_points(hand: Hand | str, count: str = "standard") -> Count:
    """HCP plus length points: the usual opening count (13 or more opens)."""
    hand = as_hand(hand)
    lines = hcp(hand).lines + length_points(hand, count).lines
    return Count(f"total points ({count})", "points", lines)


def distribution(hand: Hand | str) -> dict[Suit, int]:
    """Suit lengths in display order (spades, hearts, diamonds, clubs)."""
    hand = as_hand(hand)
    return {suit: hand.length(suit) for suit in DISPLAY_ORDER}


def shape(hand: Hand | str) -> tuple[int, ...]:
    """The suit lengths, longest first, e.g. ``(5, 3, 3, 2)``."""
    hand = as_hand(hand)
    return tuple(sorted(distribution(hand).values(), reverse=True))


def is_balanced(hand: Hand | str) -> bool:
    """A 13-card hand of shape 4-3-3-3, 4-4-3-2 or 5-3-3-2 (no void, no singleton, one doubleton at most)."""
    hand = as_hand(hand)
    return shape(hand) in BALANCED_SHAPES


def quick_tricks(hand: Hand | str) -> Count:
    """Defensive quick tricks per suit: AK 2, AQ 1½, A 1, KQ 1, a king with a small card ½.

    Each line names the cards that count: ``♥K8`` is a king guarded by a small card.
    """
    hand = as_hand(hand)
    lines = []
    for suit in DISPLAY_ORDER:
        cards = hand.suit(suit)
        top = {c.rank for c in cards[:2]}
        if {Rank.ACE, Rank.KING} <= top:
            value, counted = 2.0, cards[:2]
        elif {Rank.ACE, Rank.QUEEN} <= top:
            value, counted = 1.5, cards[:2]
        elif Rank.ACE in top:
            value, counted = 1.0, cards[:1]
        elif {Rank.KING, Rank.QUEEN} <= top:
            value, counted = 1.0, cards[:2]
        elif Rank.KING in top and len(cards) >= 2:
            value, counted = 0.5, cards[:2]  # the king and a small card that guards it
        else:
            continue
        lines.append(PointLine(f"{suit}{''.join(c.rank.text() for c in counted)}", value, counted))
    return Count("quick tricks", "quick tricks", tuple(lines))


def losing_trick_count(hand: Hand | str) -> Count:
    """Losing Trick Count: in each suit, look at the top min(length, 3) cards and count the
    missing ace, king and queen among those places (a queen counts only in a suit of three or more).
    """
    hand = as_hand(hand)
    lines = []
    for suit in DISPLAY_ORDER:
        cards = hand.suit(suit)
        places = min(len(cards), 3)
        wanted = (Rank.ACE, Rank.KING, Rank.QUEEN)[:places]
        held = {c.rank for c in cards}
        losers = sum(1 for rank in wanted if rank not in held)
        if losers:
            top = cards[:places]
            lines.append(PointLine(f"{suit}{''.join(c.rank.text() for c in top)}", losers, top))
    return Count("losing trick count", "losers", tuple(lines))
