"""Par: the contract both sides would reach if both knew every card, and its score.

A deal's double-dummy table (:func:`honeymoon.analysis.dd_table`: the tricks each seat takes
as declarer in each strain) says what each side can make; par is where a bidding contest
between two sides who know all that ends, scored as the deal would be scored at the table.

>>> from honeymoon.calls import Strain
>>> table = {(strain, seat): 7 - 4 * seat for strain in Strain for seat in (0, 1)}
>>> table[Strain.SPADES, 0] = 10        # seat 0 makes 4♠, seat 1 nothing above 7 tricks
>>> print(par(table))
4♠= by seat 0: +470 to side 0
"""

from __future__ import annotations

from dataclasses import dataclass

from honeymoon.analysis import _check_seat
from honeymoon.calls import Bid, Contract, Doubling, Strain
from honeymoon.errors import ConfigError, NotationError, shown

__all__ = ["Par", "game_worth", "par"]

@dataclass(frozen=True)
class Par:
    """The par result of a deal: the ``contract`` (doubled when it is a sacrifice that goes
    down), its ``declarer`` seat, the declarer's ``tricks`` and the ``score`` from side 0's
    point of view (positive: side 0 gains), a game's worth included as :func:`par` counts it.
    A deal where no side makes anything is passed out: ``contract`` and ``declarer`` are
    ``None`` and the score is 0."""

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
        raise NotationError(f"par takes the table dd_table returns (a dict), not {shown(table)}")
    for seats in (2, 4):
        if set(table) == {(strain, seat) for strain in Strain for seat in range(seats)}:
            break
    else:
        raise NotationError(
            "par takes the table dd_table returns: tricks for each of the 5 strains and each "
            f"declarer, seats 0 and 1 or 0 to 3 (10 or 20 entries), not {len(table)} entries")
    for key, tricks in table.items():
        if isinstance(tricks, bool) or not isinstance(tricks, int) or not 0 <= tricks <= 13:
            raise NotationError(f"the table gives {shown(tricks)} tricks for {key}: 0 to 13 in a full deal")
    # What no deal gives. Two seats: whoever leads, one of the two takes a trick (with the top
    # trump, or the top card of a suit it holds). Four seats: all 13 tricks in a suit contract
    # take the top trump, which wins a trick for its side whoever declares. (The two sides'
    # tricks in a strain need not add up to 13: the side on lead differs.)
    for strain in Strain:
        if seats == 2:
            if table[strain, 0] == table[strain, 1] == 13:
                raise NotationError(
                    f"no deal gives this table: seats 0 and 1 both take all 13 tricks in {strain} "
                    "as declarer, but whoever leads, one of them takes a trick")
            continue
        if strain.suit is None:
            continue
        for seat in range(4):
            if table[strain, seat] != 13:
                continue
            for other in range(4):
                wrong = table[strain, other] == 13 if other % 2 != seat % 2 else table[strain, other] == 0
                if wrong:
                    raise NotationError(
                        f"no deal gives this table: seat {seat} takes all 13 tricks in {strain}, so its "
                        f"side holds the top trump and takes a trick whoever declares, yet seat {other} "
                        f"takes {table[strain, other]}")
    return seats, table


def _check_vulnerable(vulnerable: object) -> tuple[bool, bool]:
    if (not isinstance(vulnerable, tuple) or len(vulnerable) != 2
            or not all(isinstance(v, bool) for v in vulnerable)):
        raise ConfigError(
            "vulnerable is a pair of True/False, side 0 then side 1, e.g. (False, True), "
            f"not {shown(vulnerable)}")
    return bool(vulnerable[0]), bool(vulnerable[1])


def _check_match(match: object) -> str:
    from honeymoon.forms.engine import MATCHES

    if not isinstance(match, str) or match not in MATCHES:
        raise ConfigError(f"match is one of {', '.join(MATCHES)} (a game's match option), not {shown(match)}")
    return match


def _rubber_equity(games: tuple[int, int]) -> int:
    """What the rubber is worth to side 0 from here, beyond the points on the sheet, when each
    game still to come is won by either side with even chances."""
    for side in (0, 1):
        if games[side] == 2:
            bonus = 700 if games[1 - side] == 0 else 500
            return bonus if side == 0 else -bonus
    return (_rubber_equity((games[0] + 1, games[1])) + _rubber_equity((games[0], games[1] + 1))) // 2


def game_worth(side: int, *, vulnerable: tuple[bool, bool] = (False, False), match: str = "rubber") -> int:
    """What making a game is worth to ``side`` (0 or 1), beyond the deal's own points, when
    ``vulnerable`` says which sides have a game already, in a ``match`` of the bridge forms
    (``"rubber"``, ``"game"`` or ``"deal"``, the games' ``match`` option):

    * in a rubber, what it adds to the side's *rubber equity*: the rubber bonus it wins, now
      or later, when each game still to come is won by either side with even chances. The
      first game brings a side half of the 700 it then wins 2–0 (350), and takes it as far
      from losing the rubber; the game that ends a rubber 2–0 goes from 350 to 700, and the
      one at one game all decides 500 (the rubber bonus 2–1);
    * in a match of one game, which that game wins: as the deciding game of a rubber at one
      game all, 500;
    * in a match of one deal, nothing: the sheet then scores no bonus for a game.

    >>> game_worth(0), game_worth(1, vulnerable=(True, False)), game_worth(0, vulnerable=(True, False))
    (350, 350, 350)
    >>> game_worth(0, vulnerable=(True, True)), game_worth(0, match="game"), game_worth(0, match="deal")
    (500, 500, 0)
    """
    if isinstance(side, bool) or side not in (0, 1):
        raise ConfigError(f"side is 0 or 1, not {shown(side)}")
    vul, match = _check_vulnerable(vulnerable), _check_match(match)
    if match == "deal":
        return 0
    games = (1, 1) if match == "game" else (int(vul[0]), int(vul[1]))
    after = (games[0] + (side == 0), games[1] + (side == 1))
    gain = _rubber_equity(after) - _rubber_equity(games)
    return gain if side == 0 else -gain


def _check_below_line(below_line: object) -> tuple[int, int]:
    if (not isinstance(below_line, tuple) or len(below_line) != 2
            or not all(isinstance(p, int) and not isinstance(p, bool) and 0 <= p < 100 for p in below_line)):
        raise ConfigError(
            "below_line is the pair of part scores below the line in the game being played, side 0 "
            f"then side 1, each 0 to 99 (100 wins the game), e.g. (60, 0), not {shown(below_line)}")
    return below_line[0], below_line[1]


def _deal_points(contract: Contract, tricks: int, vulnerable: bool, duplicate: bool, part_score: int = 0,
                 game: int = 0) -> int:
    """What the deal is worth to the declaring side (negative when it goes down): with
    ``duplicate``, with duplicate's bonus for a made contract; else, with ``part_score`` below
    the line already, a made contract that reaches 100 earns ``game`` besides its points."""
    from honeymoon.scoring import score_deal

    score = score_deal(contract, tricks, vulnerable=vulnerable, duplicate=duplicate)
    if score.made and not duplicate and part_score + score.declarer_below >= 100:
        return score.net + game
    return score.net


def par(table: dict[tuple[Strain, int], int], *, vulnerable: tuple[bool, bool] = (False, False),
        dealer: int = 0, duplicate: bool = False, below_line: tuple[int, int] = (0, 0),
        match: str = "rubber") -> Par:
    """The par result of a deal from its double-dummy ``table`` (what
    :func:`~honeymoon.analysis.dd_table` returns, for 2 or 4 seats): the contract both sides
    would reach if both knew all the cards.

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

    The points are the deal's rubber-bridge score (:func:`~honeymoon.scoring.score_deal`, with
    the insult, without honors: trick points, overtricks, slam bonuses, undertricks) and, by
    default, what the game is worth as the score stands: a made contract whose trick points
    and the side's part score ``below_line`` (side 0 then side 1, in the game being played)
    reach 100 wins a game, worth :func:`game_worth` in the ``match`` (``"rubber"``, ``"game"``
    or ``"deal"``) at the rubber's ``vulnerable`` (a side that has won a game is vulnerable).
    Read all three from the score sheet before the deal. ``duplicate=True`` scores each deal on
    its own instead, with duplicate's bonus for a made contract (50 for a part score, 300 for a
    game, 500 vulnerable): the scoring of the usual par tables, and of PBN's ``OptimumScore``.

    Seat 0 makes 4♠ (10 tricks), seat 1 nothing above 7 tricks in any strain. At the start of
    a rubber the game is worth 350; in a match of one deal nothing, and 1♠ with three
    overtricks scores as much as 4♠ (120, 30 or 120 of it below the line):

    >>> from honeymoon.calls import Strain
    >>> table = {(strain, seat): 7 - 4 * seat for strain in Strain for seat in (0, 1)}
    >>> table[Strain.SPADES, 0] = 10
    >>> print(par(table))
    4♠= by seat 0: +470 to side 0
    >>> print(par(table, match="deal"))
    1♠+3 by seat 0: +120 to side 0
    >>> print(par(table, duplicate=True))
    4♠= by seat 0: +420 to side 0

    With 40 below the line, 2♠ wins the game: both 2♠+2 and 4♠= do, and the lower is named.

    >>> print(par(table, below_line=(40, 0)))
    2♠+2 by seat 0: +470 to side 0

    With seat 1 taking 9 tricks in hearts, 5♥ doubled (above 4♠ on the ladder), two down, costs
    300: cheaper than the game, in a rubber or in duplicate, dearer than 120.

    >>> table[Strain.HEARTS, 1] = 9
    >>> print(par(table))
    5♥X-2 by seat 1: +300 to side 0
    >>> print(par(table, match="deal"))
    4♠= by seat 0: +120 to side 0

    (Now 4♠ is named, not 1♠+3: below 4♠, seat 1 would rather make 3♥.)
    """
    seats, table = _check_table(table)
    vul = _check_vulnerable(vulnerable)
    dealer = _check_seat(dealer, seats, "dealer")
    if not isinstance(duplicate, bool):
        raise ConfigError(f"duplicate is True or False, not {shown(duplicate)}")
    below = _check_below_line(below_line)
    match = _check_match(match)
    if duplicate and (below != (0, 0) or match != "rubber"):
        raise ConfigError("duplicate=True scores each deal on its own: it takes no below_line or match")
    worth = [0 if duplicate else game_worth(side, vulnerable=vul, match=match) for side in (0, 1)]
    ladder = [Bid(level, strain) for level in range(1, 8) for strain in Strain]
    # For each bid and side: (points to side 0 if it is the final contract, declarer, tricks).
    final: list[tuple[tuple[int, int, int], tuple[int, int, int]]] = []
    for bid in ladder:
        outcomes = []
        for side in (0, 1):
            declarer = max(range(side, seats, 2), key=lambda seat: (table[bid.strain, seat], -seat))
            tricks = table[bid.strain, declarer]
            doubling = Doubling.UNDOUBLED if tricks >= bid.tricks_needed else Doubling.DOUBLED
            points = _deal_points(Contract.of(bid, doubling), tricks, vul[side], duplicate, below[side],
                                  worth[side])
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
