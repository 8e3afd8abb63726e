"""The score sheet of a rubber: above and below the line, games, vulnerability, the rubber bonus.

The [honeymoon-de] example: nobody vulnerable, Anna (side 0) makes 4♠ with 11 tricks, a game;
then Ben bids 3NT, is doubled and takes 8 tricks.

>>> sheet = ScoreSheet(("Anna", "Ben"))
>>> _ = sheet.record("4S", 11, declarer=0)
>>> sheet.games_won, sheet.vulnerable(0), sheet.vulnerable(1)
((1, 0), True, False)
>>> _ = sheet.record("3NTX", 8, declarer=1)
>>> sheet.above(0), sheet.below(0, game=0), sheet.total(0), sheet.total(1)
(130, 120, 250, 0)

A rubber ends when a side wins its second game (700 if the other side has none, else 500);
:meth:`ScoreSheet.finish` closes an unfinished one (300 for a lone game, 100 for a lone part score).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

from honeymoon.calls import Contract
from honeymoon.errors import ConfigError, IllegalActionError, shown
from honeymoon.options import check_flags, check_names, check_sides
from honeymoon.scoring import DealScore, ScoreLine, check_honors, honors_line, score_deal

__all__ = ["ScoreSheet", "SheetEntry"]


class SheetEntry(NamedTuple):
    """A line written on the sheet, for one side: which deal (an index into
    :attr:`ScoreSheet.deals`; bonuses at the end of the rubber name the next one), which game
    (counted from 0), the line itself."""

    deal: int
    game: int
    side: int
    line: ScoreLine

    @property
    def points(self) -> int:
        return self.line.points

    @property
    def above_line(self) -> bool:
        return self.line.above_line

    def to_dict(self) -> dict[str, Any]:
        """The line as JSON-ready data: ``side`` is the sheet's column that scored it, ``role``
        whether it was scored as declarer or as a defender."""
        line = self.line
        return {"label": line.label, "points": line.points, "side": self.side, "role": line.side,
                "above_line": line.above_line}


class ScoreSheet:
    """A rubber-bridge score pad for two or more sides (a column each).

    ``single_game=True`` plays one game instead of a rubber ([honeymoon-fr]: "some informal groups
    play a single game"): the first side to make a game wins, and no rubber bonus is scored.
    ``insult`` is passed to :func:`~honeymoon.scoring.score_deal`. ``vulnerable`` lists the
    sides vulnerable from the start, as a duplicate board makes them (a match of one deal):

    >>> board = ScoreSheet(("North-South", "East-West"), vulnerable=[1])
    >>> board.vulnerable(0), board.vulnerable(1)
    (False, True)
    >>> _ = board.record("4S", 8, declarer=1)      # two down, vulnerable: 100 a trick
    >>> board.total(0), board.total(1)
    (200, 0)
    """

    def __init__(
        self, sides: Sequence[str] = ("We", "They"), *, single_game: bool = False, insult: bool = True,
        vulnerable: Sequence[int] = (),
    ) -> None:
        self.sides = check_names(sides, None, "sides")
        check_flags({"single_game": single_game, "insult": insult}, "single_game", "insult")
        self.single_game = single_game
        self.insult = insult
        #: The sides vulnerable from the start, whatever games they win.
        self.vulnerable_from_start = check_sides(vulnerable, len(self.sides), "vulnerable")
        #: Every line written on the sheet, in order.
        self.entries: list[SheetEntry] = []
        #: Each deal recorded: (declaring side, its score), or (None, None) if passed out.
        self.deals: list[tuple[int | None, DealScore | None]] = []
        #: The side that won each finished game.
        self.game_winners: list[int] = []
        self._above = [0] * len(self.sides)
        self._below: list[list[int]] = []  # per game, per side
        self.finished = False

    # --- state derived from the entries -------------------------------------------------
    @property
    def game(self) -> int:
        """Index of the game being played (0 for the first)."""
        return len(self.game_winners)

    @property
    def games_won(self) -> tuple[int, ...]:
        return tuple(self.game_winners.count(side) for side in range(len(self.sides)))

    def vulnerable(self, side: int) -> bool:
        """A side that has won a game in this rubber is vulnerable (and one vulnerable from the start)."""
        self._check_side(side, "the side")
        return side in self.game_winners or side in self.vulnerable_from_start

    def below(self, side: int, game: int | None = None) -> int:
        """Points below the line for ``side``: in one game (counted from 0), or in all of them."""
        self._check_side(side, "the side")
        if game is None:
            return sum(sums[side] for sums in self._below)
        if isinstance(game, bool) or not isinstance(game, int) or game < 0:
            raise ConfigError(f"a game is counted from 0, not {shown(game)}")
        return self._below[game][side] if game < len(self._below) else 0

    def above(self, side: int) -> int:
        self._check_side(side, "the side")
        return self._above[side]

    def total(self, side: int) -> int:
        return self.above(side) + self.below(side)

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(self.total(side) for side in range(len(self.sides)))

    @property
    def is_over(self) -> bool:
        return self.finished

    @property
    def rubber_won_by(self) -> int | None:
        """The side that won two games (or the single game), if any."""
        needed = 1 if self.single_game else 2
        for side, games in enumerate(self.games_won):
            if games >= needed:
                return side
        return None

    @property
    def winner(self) -> int | None:
        """Once the sheet is over, the side with the highest total (``None`` for a tie).

        A single game is won by the side that made it, whatever the totals: « le premier camp
        à atteindre 100 sous la ligne remportant la main » ([honeymoon-fr])."""
        if not self.finished:
            return None
        if self.single_game and self.game_winners:
            return self.game_winners[0]
        totals = self.totals
        best = max(totals)
        return totals.index(best) if totals.count(best) == 1 else None

    # --- writing on the sheet ------------------------------------------------------------
    def _write(self, side: int, line: ScoreLine) -> None:
        """Write a line; the running sums are kept here, so every total is a sum of entries."""
        game = self.game
        self.entries.append(SheetEntry(len(self.deals), game, side, line))  # the deal being written
        if line.above_line:
            self._above[side] += line.points
        else:
            while len(self._below) <= game:
                self._below.append([0] * len(self.sides))
            self._below[game][side] += line.points

    def _check_side(self, side: int, what: str) -> None:
        if isinstance(side, bool) or not isinstance(side, int) or not 0 <= side < len(self.sides):
            raise ConfigError(f"{what} is a side from 0 to {len(self.sides) - 1}, not {shown(side)}")

    def record(
        self,
        contract: Contract | str,
        tricks: int,
        declarer: int,
        *,
        honors: int = 0,
        honors_holder: int | None = None,
    ) -> DealScore:
        """Score a played deal for the ``declarer`` side and write it on the sheet.

        Points for the defenders go to every other side (with three sides, each opponent
        scores the undertricks). ``honors`` points go to ``honors_holder`` (default: declarer).
        """
        if self.finished:
            raise IllegalActionError("the rubber is over: start a new score sheet")
        self._check_side(declarer, "the declarer")
        holder = declarer if honors_holder is None else honors_holder
        self._check_side(holder, "the honors holder")
        score = score_deal(contract, tricks, vulnerable=self.vulnerable(declarer), insult=self.insult)
        check_honors(score.contract.strain, honors)
        for line in score.lines:
            if line.side == "declarer":
                self._write(declarer, line)
            else:
                for side in range(len(self.sides)):
                    if side != declarer:
                        self._write(side, line)
        if honors:
            self._write(holder, honors_line(score.contract.strain, honors,
                                            "declarer" if holder == declarer else "defenders"))
        self.deals.append((declarer, score))
        self._after_deal()
        return score

    def record_passed_out(self) -> None:
        """A deal in which everyone passed: nothing is scored, the deal still counts."""
        if self.finished:
            raise IllegalActionError("the rubber is over: start a new score sheet")
        self.deals.append((None, None))

    def _after_deal(self) -> None:
        game = len(self.game_winners)
        if game == len(self._below):
            return  # nothing was written below the line in this game yet
        for side, points in enumerate(self._below[game]):
            if points >= 100:
                self.game_winners.append(side)
                break
        else:
            return
        winner = self.rubber_won_by
        if winner is None:
            return
        if not self.single_game:
            others = max(g for s, g in enumerate(self.games_won) if s != winner)
            bonus, score = (700, "2–0") if others == 0 else (500, "2–1")
            self._write(winner, ScoreLine(f"rubber won {score}", bonus, "declarer", True, "rubber"))
        self.finished = True

    def close(self) -> None:
        """End the sheet here, scoring nothing more: a match of one deal (no rubber bonus, and
        no bonus for an unfinished rubber). A rubber or a game already over stays as it is."""
        self.finished = True

    def finish(self) -> list[SheetEntry]:
        """Close an unfinished rubber ([honeymoon-de], [laws]): 300 to the only side with a game, 100 to the
        only side with a part score in the unfinished game. Returns the entries added."""
        if self.finished:
            return []
        start = len(self.entries)
        with_game = [s for s, g in enumerate(self.games_won) if g]
        if len(with_game) == 1:
            self._write(with_game[0], ScoreLine("unfinished rubber: the only side with a game",
                                                300, "declarer", True, "rubber"))
        with_part = [s for s in range(len(self.sides)) if self.below(s, self.game) > 0]
        if len(with_part) == 1:
            self._write(with_part[0], ScoreLine(
                "unfinished rubber: the only part score in the unfinished game", 100, "declarer", True,
                "rubber"))
        self.finished = True
        return self.entries[start:]

    def __repr__(self) -> str:
        state = "over" if self.finished else f"game {self.game + 1}"
        return f"<ScoreSheet {' v '.join(self.sides)}: {self.totals}, {state}>"

    def _repr_html_(self) -> str:
        from honeymoon import render

        return render.score_sheet_html(self)
