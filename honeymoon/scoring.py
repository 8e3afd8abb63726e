"""Scoring of one deal, as itemised lines: rubber bridge (Laws of Contract Bridge, Law 77), and
duplicate, where each deal scores on its own with a bonus for a made contract.

Every score is a tuple of :class:`ScoreLine` (label, points, side, above or below the line);
totals are sums of those lines and the walkthrough is their text. The [honeymoon-de] example:

>>> score = score_deal("4S", 11)
>>> print(score.walkthrough())
4♠ made with 1 overtrick (11 tricks), not vulnerable:
  declarer: 4 tricks bid and made in ♠ × 30 = 120 below the line
  declarer: 1 overtrick in ♠ × 30 = 30 above the line
>>> score.declarer_below, score.declarer_above, score.defenders_above
(120, 30, 0)
>>> print(score_deal("3NTX", 8).walkthrough())
3NTX down 1 (8 tricks), not vulnerable:
  defenders: 1st undertrick, doubled, not vulnerable = 100 above the line

In duplicate (:mod:`honeymoon.duplicate` compares a deal's scores across the tables) a made
contract earns a bonus in place of the rubber's games, and :attr:`DealScore.net` is what the
deal is worth to the declaring side:

>>> score = score_deal("4S", 11, duplicate=True)
>>> print(score.walkthrough())
4♠ made with 1 overtrick (11 tricks), not vulnerable, duplicate:
  declarer: 4 tricks bid and made in ♠ × 30 = 120 below the line
  declarer: 1 overtrick in ♠ × 30 = 30 above the line
  declarer: game bonus, not vulnerable = 300 above the line
>>> score.net, score_deal("3NTX", 8, duplicate=True).net
(450, -100)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from typing import Any, Literal

from honeymoon.calls import Contract, Doubling, Strain
from honeymoon.cards import DECK, Card, Hand, Rank
from honeymoon.errors import ConfigError, NotationError, shown

__all__ = [
    "RULES",
    "DealScore",
    "LineKind",
    "ScoreLine",
    "Side",
    "check_honors",
    "honors_held",
    "honors_line",
    "score_deal",
    "vulnerability_word",
]

#: Whose points a line gives, seen from the contract: the declaring side or the defending side.
Side = Literal["declarer", "defenders"]

#: The rule that gives a line: trick points (below the line), overtricks, the insult, undertricks,
#: a slam bonus, honors, or the rubber (its bonus, or the settlement of an unfinished one).
#: Duplicate's own line: the bonus for a made contract.
LineKind = Literal["trick points", "overtricks", "insult", "undertricks", "slam", "honors", "rubber",
                   "duplicate bonus"]

#: Each kind of line's rule in words, with its numbers (the tables of the book's scoring page).
RULES: dict[LineKind, str] = {
    "trick points": "Trick points: each trick bid and made beyond the book scores 20 in ♣ or ♦, "
                    "30 in ♥ or ♠, and at no-trump 40 for the first and 30 for each next; doubled "
                    "× 2, redoubled × 4. They go below the line, where 100 wins a game.",
    "overtricks": "Overtricks, the tricks taken beyond the contract, score above the line: "
                  "undoubled the trick value each (20 in a minor, 30 in a major or at no-trump); "
                  "doubled 100 each, 200 vulnerable; redoubled 200 each, 400 vulnerable.",
    "insult": "Making a doubled contract scores 50 above the line, a redoubled one 100, "
              "vulnerable or not (the insult, from the Laws; an option).",
    "undertricks": "Each trick short of the contract scores for the defenders, above the line: "
                   "undoubled 50 each, 100 vulnerable; doubled, not vulnerable, 100 for the 1st, "
                   "200 each for the 2nd and 3rd, 300 each from the 4th; doubled, vulnerable, "
                   "200 for the 1st and 300 each after; redoubled, twice the doubled figures.",
    "slam": "A slam bid and made scores a bonus above the line: a small slam (6-level) 500, "
            "750 vulnerable; a grand slam (7-level) 1000, 1500 vulnerable.",
    "honors": "Honors held in one hand score above the line for whoever holds them, made or not: "
              "four of the five top trumps 100, all five 150; at no-trump all four aces 150.",
    "rubber": "The rubber: the first side to win two games scores 700 if the other side has no "
              "game, else 500. Stopped before that: 300 to the only side with a game, 100 to "
              "the only side with a part score in the unfinished game.",
    "duplicate bonus": "In duplicate each deal scores on its own, with no honors and no rubber: a "
                       "made contract earns 50 for a part score (trick points below 100), and a "
                       "game (100 or more) 300, 500 vulnerable.",
}

#: Undertrick penalties, doubled: (first, second and third, fourth and each after), not vul / vul.
_DOUBLED_UNDERTRICKS = {False: (100, 200, 300), True: (200, 300, 300)}


def vulnerability_word(vulnerable: bool) -> str:
    return "vulnerable" if vulnerable else "not vulnerable"


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


@dataclass(frozen=True, slots=True)
class ScoreLine:
    """One line of a score: ``4 tricks bid and made in ♠ × 30 = 120 below the line``.

    ``kind`` names the rule that gives it (:data:`LineKind`) and :attr:`rule` states that rule;
    the sheet's own lines (the rubber bonus, an unfinished rubber) are of the kind ``"rubber"``.

    >>> line = score_deal("4SX", 9, vulnerable=True).lines[0]
    >>> line.kind, line.label
    ('undertricks', '1st undertrick, doubled, vulnerable')
    >>> line.rule.startswith("Each trick short of the contract")
    True
    """

    label: str
    points: int
    side: Side
    above_line: bool
    kind: LineKind

    @property
    def rule(self) -> str:
        """The rule that gives this line, in words (:data:`RULES`)."""
        return RULES[self.kind]

    @property
    def where(self) -> str:
        return "above the line" if self.above_line else "below the line"

    def __str__(self) -> str:
        return f"{self.label} = {self.points} {self.where}"

    def to_dict(self) -> dict[str, Any]:
        return {"label": self.label, "points": self.points, "side": self.side,
                "above_line": self.above_line}


@dataclass(frozen=True)
class DealScore:
    """The score of one played contract; every total is derived from :attr:`lines`."""

    contract: Contract
    tricks: int
    vulnerable: bool
    lines: tuple[ScoreLine, ...]
    #: Scored as duplicate scores a deal (see :func:`score_deal`).
    duplicate: bool = False

    @property
    def made(self) -> bool:
        return self.tricks >= self.contract.tricks_needed

    @property
    def result(self) -> int:
        """Tricks over (positive) or under (negative) the contract."""
        return self.tricks - self.contract.tricks_needed

    def total(self, side: Side, *, above_line: bool | None = None) -> int:
        """Points for ``side``; only above or below the line if ``above_line`` is given."""
        return sum(
            line.points for line in self.lines
            if line.side == side and (above_line is None or line.above_line == above_line)
        )

    @property
    def declarer_below(self) -> int:
        return self.total("declarer", above_line=False)

    @property
    def declarer_above(self) -> int:
        return self.total("declarer", above_line=True)

    @property
    def defenders_above(self) -> int:
        return self.total("defenders", above_line=True)

    @property
    def net(self) -> int:
        """What the deal is worth to the declaring side: its points less the defenders'
        (negative when the contract goes down)."""
        return self.total("declarer") - self.total("defenders")

    @property
    def outcome(self) -> str:
        """``made with 1 overtrick``, ``made exactly`` or ``down 2``."""
        if self.result > 0:
            return f"made with {_plural(self.result, 'overtrick')}"
        return "made exactly" if self.result == 0 else f"down {-self.result}"

    @property
    def headline(self) -> str:
        """``4♠ made with 1 overtrick (11 tricks), not vulnerable``."""
        return (f"{self.contract} {self.outcome} ({_plural(self.tricks, 'trick')}), "
                f"{vulnerability_word(self.vulnerable)}{', duplicate' if self.duplicate else ''}")

    def walkthrough(self) -> str:
        """The headline, then each line with the side it scores for."""
        return "\n".join([f"{self.headline}:", *(f"  {line.side}: {line}" for line in self.lines)])

    def to_dict(self) -> dict[str, Any]:
        """The JSON shape of ``honeymoon score --json``."""
        return {
            "contract": self.contract.code,
            "tricks": self.tricks,
            "vulnerable": self.vulnerable,
            "declarer": {"below": self.declarer_below, "above": self.declarer_above},
            "defenders": {"above": self.defenders_above},
            "lines": [line.to_dict() for line in self.lines],
        }

    def _repr_html_(self) -> str:
        from honeymoon import render

        return render.deal_score_html(self)


def check_honors(strain: Strain, points: int) -> None:
    """Refuse an honors value that cannot happen at ``strain``."""
    _check_strain(strain)
    if (not isinstance(points, int) or isinstance(points, bool) or points not in (0, 100, 150)
            or (strain is Strain.NOTRUMP and points == 100)):
        allowed = "0 or 150 (four aces)" if strain is Strain.NOTRUMP else "0, 100 or 150"
        raise ConfigError(f"honors at {strain} are worth {allowed}, not {shown(points)}")


def honors_held(hand: Hand | Iterable[Card], strain: Strain) -> int:
    """Honors bonus a single hand earns: 150 for all five top trumps (A K Q J 10) or, at
    no-trump, all four aces; 100 for four of the five top trumps; else 0.

    >>> hand = Hand.parse("AKQJ.-.A.A")
    >>> honors_held(hand, Strain.SPADES), honors_held(hand, Strain.NOTRUMP)
    (100, 0)
    """
    _check_strain(strain)
    if not isinstance(hand, Hand):
        hand = Hand(hand)  # a NotationError for anything but cards
    held = len(_HONORS[strain].intersection(hand.cards))
    if strain is Strain.NOTRUMP:
        return 150 if held == 4 else 0
    return {5: 150, 4: 100}.get(held, 0)


#: The cards that count for honors: the five top trumps, or at no-trump the four aces.
_HONORS = {strain: frozenset(c for c in DECK if (c.rank is Rank.ACE if strain.suit is None
                                                 else c.suit is strain.suit and c.rank.is_honor))
           for strain in Strain}


def score_deal(
    contract: Contract | str,
    tricks: int,
    *,
    vulnerable: bool = False,
    insult: bool = True,
    honors: int = 0,
    honors_side: Side = "declarer",
    duplicate: bool = False,
) -> DealScore:
    """Score a contract that took ``tricks`` tricks (rubber bridge; duplicate with ``duplicate``).

    ``vulnerable`` is the declaring side's vulnerability. ``insult`` adds 50 (redoubled 100)
    for making a doubled contract, as the Laws do; [honeymoon-fr] and [honeymoon-de] do not name it, so it
    can be turned off. ``honors`` (0, 100 or 150) goes above the line to ``honors_side``,
    whether or not the contract makes.

    ``duplicate=True`` scores the deal as duplicate does: on its own, without honors, and a made
    contract earns a bonus line (kind ``"duplicate bonus"``): 50 for a part score, 300 for a game,
    500 vulnerable. The other lines are the same as in rubber bridge, the insult included.
    """
    if not isinstance(contract, Contract):
        contract = Contract.parse(contract)  # a NotationError for anything but a contract's text
    for flag, value in (("vulnerable", vulnerable), ("insult", insult), ("duplicate", duplicate)):
        if not isinstance(value, bool):
            raise ConfigError(f"{flag} is True or False, not {shown(value)}")
    if isinstance(tricks, bool) or not isinstance(tricks, int) or not 0 <= tricks <= contract.total_tricks:
        raise NotationError(
            f"declarer takes 0 to {contract.total_tricks} tricks, not {shown(tricks)}"
        )
    check_honors(contract.strain, honors)
    _check_side(honors_side)
    if duplicate and honors:
        raise ConfigError("duplicate scores no honors: leave honors at 0 with duplicate=True")
    return _score(contract, tricks, vulnerable, insult, honors, honors_side, duplicate)


def _check_strain(strain: object) -> None:
    if not isinstance(strain, Strain):
        raise NotationError(f"honors are counted for a Strain, not {shown(strain)}")


def _check_side(side: object) -> None:
    if not isinstance(side, str) or side not in ("declarer", "defenders"):
        raise ConfigError(f"honors go to 'declarer' or 'defenders', not {shown(side)}")


@cache  # a score is a value: a deal with the same result shares it (the inputs are few)
def _score(contract: Contract, tricks: int, vulnerable: bool, insult: bool, honors: int,
           honors_side: Side, duplicate: bool) -> DealScore:
    vul = vulnerability_word(vulnerable)
    lines: list[ScoreLine] = []
    needed = contract.tricks_needed
    if tricks >= needed:
        lines.append(_trick_points(contract))
        lines += _overtricks(contract, tricks - needed, vulnerable)
        if contract.doubling is not Doubling.UNDOUBLED and insult:
            lines.append(ScoreLine(
                f"making a {contract.doubling.word} contract (the insult)",
                50 if contract.doubling is Doubling.DOUBLED else 100, "declarer", True, "insult"))
        if contract.level >= 6:
            slam = "small slam" if contract.level == 6 else "grand slam"
            points = {(6, False): 500, (6, True): 750, (7, False): 1000, (7, True): 1500}
            lines.append(ScoreLine(f"{slam} bid and made, {vul}",
                                   points[contract.level, vulnerable], "declarer", True, "slam"))
        if duplicate:
            game = lines[0].points >= 100  # the trick points
            lines.append(ScoreLine(f"game bonus, {vul}" if game else "part-score bonus",
                                   (500 if vulnerable else 300) if game else 50, "declarer", True,
                                   "duplicate bonus"))
    else:
        lines += _undertricks(contract, needed - tricks, vulnerable)
    if honors:
        lines.append(honors_line(contract.strain, honors, honors_side))
    return DealScore(contract, tricks, vulnerable, tuple(lines), duplicate)


def honors_line(strain: Strain, points: int, side: Side) -> ScoreLine:
    """The above-the-line honors bonus (see :func:`honors_held`)."""
    check_honors(strain, points)
    _check_side(side)
    held = ("all four aces" if strain is Strain.NOTRUMP else
            "all five top trumps" if points == 150 else "four of the five top trumps")
    return ScoreLine(f"honors: {held} in one hand", points, side, True, "honors")


def _trick_points(contract: Contract) -> ScoreLine:
    level, strain, multiplier = contract.level, contract.strain, contract.doubling.value
    doubling = "" if multiplier == 1 else f", {contract.doubling.word} × {multiplier}"
    made = f"{_plural(level, 'trick')} bid and made in {strain}"
    if strain is Strain.NOTRUMP:
        formula = "40" if level == 1 else f"40 + {level - 1} × 30"
        if multiplier != 1:
            formula = f"({formula})" if level > 1 else formula
        return ScoreLine(f"{made}: {formula}{doubling}", (40 + 30 * (level - 1)) * multiplier,
                         "declarer", False, "trick points")
    return ScoreLine(f"{made} × {strain.trick_value}{doubling}",
                     level * strain.trick_value * multiplier, "declarer", False, "trick points")


def _overtricks(contract: Contract, count: int, vulnerable: bool) -> list[ScoreLine]:
    if count <= 0:
        return []
    what = _plural(count, "overtrick")
    if contract.doubling is Doubling.UNDOUBLED:
        value = contract.strain.trick_value
        return [ScoreLine(f"{what} in {contract.strain} × {value}", count * value, "declarer", True,
                          "overtricks")]
    value = (200 if vulnerable else 100) * (contract.doubling.value // 2)
    return [ScoreLine(f"{what}, {contract.doubling.word}, {vulnerability_word(vulnerable)} × {value}",
                      count * value, "declarer", True, "overtricks")]


def _undertricks(contract: Contract, count: int, vulnerable: bool) -> list[ScoreLine]:
    vul = vulnerability_word(vulnerable)
    if contract.doubling is Doubling.UNDOUBLED:
        value = 100 if vulnerable else 50
        return [ScoreLine(f"{_plural(count, 'undertrick')}, {vul} × {value}",
                          count * value, "defenders", True, "undertricks")]
    factor = contract.doubling.value // 2
    first, second_third, rest = (v * factor for v in _DOUBLED_UNDERTRICKS[vulnerable])
    bands = [(1, 1, first), (2, 3, second_third), (4, count, rest)]
    if second_third == rest:  # vulnerable: every undertrick after the first costs the same
        bands = [(1, 1, first), (2, count, rest)]
    lines = []
    for low, high, value in bands:
        high = min(high, count)
        if high < low:
            break
        many = high - low + 1
        if many == 1:
            label = f"{_ordinal(low)} undertrick, {contract.doubling.word}, {vul}"
        else:
            joiner = " and " if many == 2 else " to "
            label = (f"{_ordinal(low)}{joiner}{_ordinal(high)} undertricks, "
                     f"{contract.doubling.word}, {vul} × {value}")
        lines.append(ScoreLine(label, many * value, "defenders", True, "undertricks"))
    return lines
