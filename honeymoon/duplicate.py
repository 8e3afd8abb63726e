"""Duplicate scoring: the same board played at several tables, each result compared with the others.

A board's score at one table is the deal scored on its own, as duplicate scores it
(:func:`~honeymoon.scoring.score_deal` with ``duplicate=True``), seen from North-South (player
0's side in the two-player forms): ``+420`` when North-South make 4♠, ``-100`` when they go one
down doubled. The results of a board across the tables are its *field*, and each result is
compared with the field in two ways:

- **matchpoints**: 2 for each other result it beats, 1 for each it ties (PBN's ``MP1``); the
  *top* is 2 for each other result, and the percentage is the matchpoints over the top;
- **IMPs**: the difference between the result and the field's *datum* (its average, rounded to
  10), converted by the international match point scale (:data:`IMP_SCALE`). This is Butler
  scoring. Cross-IMPs (each result against every other) would give a class's small fields much
  the same order; the datum says in one number what the field did, which a learner can check.
  Large tournaments leave the highest and lowest results out of the datum; a class's fields of
  two to six tables are too small for that, so every result counts.

>>> field = score_field([420, 420, -50, 170])
>>> [(f.matchpoints, f.top, f.percentage, f.imps) for f in field]
[(5, 6, 83.33, 5), (5, 6, 83.33, 5), (0, 6, 0.0, -7), (2, 6, 33.33, -2)]
>>> print(field[3].explain())
+170 for North-South:
  matchpoints: beats 1 result (-50): 1 × 2 = 2
  matchpoints: 2 of 6, 33.33%
  IMPs: the datum is the field's average, (420 + 420 - 50 + 170) / 4 = 240
  IMPs: +170 against +240 is -70: -2 IMPs

East-West's figures are the other side of the same coin: the top less North-South's
matchpoints, 100 less their percentage, minus their IMPs (:meth:`FieldScore.for_side`).

A class night's results (:class:`SessionResults`, as :func:`honeymoon.sessions.results` reads
them from the table store) are written out here too, for a spreadsheet
(:func:`results_to_csv`) and for other bridge programs, in PBN (:func:`results_to_pbn`).
"""

from __future__ import annotations

import csv
import dataclasses
import io
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from honeymoon.calls import Contract
from honeymoon.errors import ConfigError, NotationError, shown
from honeymoon.game import load_game
from honeymoon.pbn import SEATS, PbnGame, game_to_pbn, read_pbn, write_pbn
from honeymoon.pbn.notation import _quote
from honeymoon.scoring import DealScore

if TYPE_CHECKING:
    from honeymoon.par import Par

__all__ = [
    "BOARD_VULNERABILITY",
    "CSV_COLUMNS",
    "IMP_SCALE",
    "SCORE_TABLE_HEADER",
    "TOTAL_SCORE_TABLE_HEADER",
    "VULNERABLE_SIDES",
    "BoardResult",
    "FieldLine",
    "FieldScore",
    "SessionResults",
    "SideScore",
    "Standing",
    "TableResult",
    "board_vulnerability",
    "datum",
    "imps",
    "rank_players",
    "results_to_csv",
    "results_to_pbn",
    "score_field",
]

#: The international match point scale: each row is the highest difference in points (as
#: ``abs(difference)``) that scores that many IMPs; 4000 or more scores 24. Typed from the WBF's
#: Laws of Duplicate Bridge (2017), Law 78B, "International Match Point Scale", which the ACBL's
#: edition prints alike: 0-10 → 0, 20-40 → 1, 50-80 → 2 … 3500-3990 → 23, 4000 and up → 24.
IMP_SCALE: tuple[tuple[int, int], ...] = (
    (10, 0), (40, 1), (80, 2), (120, 3), (160, 4), (210, 5), (260, 6), (310, 7), (360, 8), (420, 9),
    (490, 10), (590, 11), (740, 12), (890, 13), (1090, 14), (1290, 15), (1490, 16), (1740, 17),
    (1990, 18), (2240, 19), (2490, 20), (2990, 21), (3490, 22), (3990, 23),
)
_MOST_IMPS = 24

#: The vulnerability of boards 1 to 16, as PBN's Vulnerable tag writes it: ``None`` (nobody),
#: ``NS`` (North-South), ``EW`` (East-West) or ``All`` (both); board 17 is board 1's again, and
#: so on. Typed from the WBF's Laws of Duplicate Bridge (2017), Law 2, "Duplicate Boards":
#: neither side vulnerable on boards 1, 8, 11, 14; North-South on 2, 5, 12, 15; East-West on 3,
#: 6, 9, 16; both on 4, 7, 10, 13 (endplay reads a PBN board without a Vulnerable tag so).
BOARD_VULNERABILITY = ("None", "NS", "EW", "All", "NS", "EW", "All", "None",
                       "EW", "All", "None", "NS", "All", "None", "NS", "EW")
#: The sides each value of :data:`BOARD_VULNERABILITY` makes vulnerable, as a game's
#: ``vulnerable`` option takes them: North-South is side 0 (player 0's side in the two-player
#: forms, where player 0 sits North), East-West side 1 (player 1's).
VULNERABLE_SIDES: dict[str, tuple[int, ...]] = {"None": (), "NS": (0,), "EW": (1,), "All": (0, 1)}


def board_vulnerability(number: int) -> str:
    """Board ``number``'s vulnerability in the standard rotation (:data:`BOARD_VULNERABILITY`).

    >>> [board_vulnerability(n) for n in (1, 2, 3, 4, 16, 17)]
    ['None', 'NS', 'EW', 'All', 'EW', 'None']
    """
    if isinstance(number, bool) or not isinstance(number, int) or number < 1:
        raise ConfigError(f"a board is numbered from 1, not {shown(number)}")
    return BOARD_VULNERABILITY[(number - 1) % len(BOARD_VULNERABILITY)]


def imps(difference: int) -> int:
    """The IMPs a difference in points scores (:data:`IMP_SCALE`), with its sign.

    >>> imps(10), imps(20), imps(-620), imps(4000)
    (0, 1, -12, 24)
    """
    if isinstance(difference, bool) or not isinstance(difference, int):
        raise ConfigError(f"a difference in points is a whole number, not {shown(difference)}")
    size = abs(difference)
    won = next((count for highest, count in IMP_SCALE if size <= highest), _MOST_IMPS)
    return won if difference >= 0 else -won


def datum(scores: Sequence[int]) -> int:
    """The field's datum: the average of its scores, rounded to the nearest 10 (a 5 away from 0).

    >>> datum([420, 450]), datum([-50, -100]), datum([100])
    (440, -80, 100)
    """
    scores = _checked(scores)
    total, count = sum(scores), len(scores)
    tens, rest = divmod(abs(total), 10 * count)  # the average is tens × 10 + rest / count
    rounded = 10 * (tens + (2 * rest >= 10 * count))
    return rounded if total >= 0 else -rounded


def _checked(scores: Sequence[int]) -> list[int]:
    if isinstance(scores, (str, bytes)) or not isinstance(scores, Sequence) or not scores or not all(
            isinstance(s, int) and not isinstance(s, bool) for s in scores):
        raise ConfigError(f"a field is a list of one or more scores in points, not {shown(scores)}")
    return list(scores)


@dataclass(frozen=True, slots=True)
class FieldLine:
    """One line of a comparison: what it counts, in words, and the matchpoints or IMPs it gives."""

    label: str
    amount: int

    def __str__(self) -> str:
        return self.label


@dataclass(frozen=True, slots=True)
class SideScore:
    """One side's figures for a result: matchpoints out of the top, percentage, IMPs."""

    matchpoints: int
    top: int
    percentage: float
    imps: int


@dataclass(frozen=True)
class FieldScore:
    """One result of a board compared with its field, for North-South; every figure is derived
    from the lines (:attr:`matchpoint_lines`, :attr:`imp_lines`)."""

    #: The result's score for North-South.
    score: int
    #: The other results, each one a line: beaten (2 each), tied (1 each).
    matchpoint_lines: tuple[FieldLine, ...]
    #: 2 for each other result.
    top: int
    #: The line that finds the datum, then the one that converts the difference to IMPs.
    imp_lines: tuple[FieldLine, ...]

    @property
    def matchpoints(self) -> int:
        return sum(line.amount for line in self.matchpoint_lines)

    @property
    def percentage(self) -> float:
        """The matchpoints over the top, in percent, to two decimals (50 for a board played at
        one table only: there is nobody to beat or to lose to)."""
        return round(100 * self.matchpoints / self.top, 2) if self.top else 50.0

    @property
    def imps(self) -> int:
        return sum(line.amount for line in self.imp_lines)

    def for_side(self, side: int) -> SideScore:
        """Side 0's (North-South's) figures, or side 1's (East-West's), the other side of them.

        >>> score_field([420, -50])[0].for_side(1)
        SideScore(matchpoints=0, top=2, percentage=0.0, imps=-6)
        """
        if side == 0:
            return SideScore(self.matchpoints, self.top, self.percentage, self.imps)
        if side == 1:
            return SideScore(self.top - self.matchpoints, self.top, round(100 - self.percentage, 2),
                             -self.imps)
        raise ConfigError(f"a side is 0 (North-South) or 1 (East-West), not {shown(side)}")

    def explain(self) -> str:
        """The score, then each line that gives its matchpoints and its IMPs."""
        return "\n".join([
            f"{self.score:+d} for North-South:",
            *(f"  matchpoints: {line}" for line in self.matchpoint_lines),
            f"  matchpoints: {self.matchpoints} of {self.top}, {self.percentage:g}%",
            *(f"  IMPs: {line}" for line in self.imp_lines)])


def _results(count: int, scores: list[int]) -> str:
    listed = ", ".join(f"{score:+d}" for score in scores)
    return f"{count} result{'' if count == 1 else 's'} ({listed})"


def score_field(scores: Sequence[int]) -> tuple[FieldScore, ...]:
    """Each of a board's results (North-South's scores, one a table) compared with the others:
    its matchpoints and its IMPs against the datum (see the module's introduction).

    >>> tied = score_field([100, 100])[0]
    >>> [str(line) for line in tied.matchpoint_lines], tied.percentage
    (['ties 1 result (+100): 1 × 1 = 1'], 50.0)
    """
    scores = _checked(scores)
    middle = datum(scores)
    average = (f"the datum is the field's average, ({' '.join(_signed(scores))}) / {len(scores)} = {middle}"
               if len(scores) > 1 else f"the datum is the only result, {middle}")
    fields = []
    for index, score in enumerate(scores):
        others = scores[:index] + scores[index + 1:]
        beaten = sorted((s for s in others if s < score), reverse=True)
        tied = [s for s in others if s == score]
        lines = []
        if beaten:
            lines.append(FieldLine(f"beats {_results(len(beaten), beaten)}: {len(beaten)} × 2 = "
                                   f"{2 * len(beaten)}", 2 * len(beaten)))
        if tied:
            lines.append(FieldLine(f"ties {_results(len(tied), tied)}: {len(tied)} × 1 = {len(tied)}",
                                   len(tied)))
        gap = score - middle
        won = imps(gap)
        imp_lines = (FieldLine(average, 0),
                     FieldLine(f"{score:+d} against {middle:+d} is {gap:+d}: {won:+d} IMPs", won))
        fields.append(FieldScore(score, tuple(lines), 2 * len(others), imp_lines))
    return tuple(fields)


def _signed(scores: list[int]) -> list[str]:
    """The scores as a sum reads them: ``420 + 420 - 50``."""
    return [f"{scores[0]}"] + [f"{'-' if s < 0 else '+'} {abs(s)}" for s in scores[1:]]


# --- a session's results ------------------------------------------------------------------------
@dataclass(frozen=True)
class TableResult:
    """One table's result on a board: who played, the contract and its score, compared with the
    board's field. Seats are numbered as in PBN: 0 North, 1 East, 2 South, 3 West."""

    #: The table's invite code.
    table: str
    board: int
    #: The players' names, player 0 first, and whether the computer plays each.
    players: tuple[str, ...]
    computer: tuple[bool, ...]
    #: The players of each side, by number: North-South (side 0), then East-West (side 1).
    sides: tuple[tuple[int, ...], tuple[int, ...]]
    #: ``None`` when the deal was passed out (then declarer and score are ``None`` too).
    contract: Contract | None
    declarer: int | None
    #: The deal's duplicate score (:func:`~honeymoon.scoring.score_deal` with ``duplicate=True``).
    score: DealScore | None
    #: The result compared with the board's field.
    field: FieldScore
    #: The table's whole game as :meth:`~honeymoon.game.Game.to_json` saves it: auction and play.
    save: str = dataclasses.field(default="", repr=False, compare=False)

    @property
    def points(self) -> int:
        """North-South's score: the declaring side's :attr:`~honeymoon.scoring.DealScore.net`,
        negated when East-West declare; 0 for a passed-out deal."""
        return self.field.score

    @property
    def tricks(self) -> int | None:
        return None if self.score is None else self.score.tricks

    def names(self, side: int) -> str:
        """The names of a side's players, joined by an ampersand (``Ann & Cleo``)."""
        return " & ".join(self.players[player] for player in self.sides[side])


@dataclass(frozen=True)
class BoardResult:
    """A board's field: each finished table's result, best for North-South first, and the par."""

    number: int
    #: The dealer, as a PBN seat (0 North … 3 West).
    dealer: int
    #: The board's vulnerability, as PBN writes it (:data:`BOARD_VULNERABILITY`'s words).
    vulnerable: str
    #: The par (:func:`~honeymoon.par.par`, duplicate scoring), if the form deals hands that
    #: it can be computed from (``None`` for the draw forms, whose hands each table builds).
    par: Par | None
    tables: tuple[TableResult, ...]
    #: Tables of this board still playing.
    playing: int


@dataclass(frozen=True, slots=True)
class Standing:
    """A player's line in the ranking: the boards played, matchpoints, the mean percentage
    (each board weighs the same, whatever its field's size) and the total IMPs."""

    rank: int
    name: str
    boards: int
    matchpoints: int
    top: int
    percentage: float
    imps: int


@dataclass(frozen=True)
class SessionResults:
    """A session's results as they stand: each board's field and the players ranked."""

    session: str
    name: str
    form: str
    boards: tuple[BoardResult, ...]
    standings: tuple[Standing, ...]


def rank_players(boards: Sequence[BoardResult]) -> tuple[Standing, ...]:
    """The players ranked by mean percentage, then total IMPs; equal players share the better
    rank. The computer's seats are left out (its results still count in the fields)."""
    figures: dict[str, list[SideScore]] = {}
    for board in boards:
        for table in board.tables:
            for side, players in enumerate(table.sides):
                for player in players:
                    if not table.computer[player]:
                        figures.setdefault(table.players[player], []).append(table.field.for_side(side))
    lines = []
    for name, played in figures.items():
        mean = round(sum(s.percentage for s in played) / len(played), 2)
        lines.append((name, len(played), sum(s.matchpoints for s in played), sum(s.top for s in played), mean,
                      sum(s.imps for s in played)))
    lines.sort(key=lambda line: (-line[4], -line[5], line[0]))
    standings: list[Standing] = []
    for name, count, matchpoints, top, mean, won in lines:
        previous = standings[-1] if standings else None
        tie = previous is not None and (previous.percentage, previous.imps) == (mean, won)
        rank = previous.rank if tie and previous is not None else len(standings) + 1
        standings.append(Standing(rank, name, count, matchpoints, top, mean, won))
    return tuple(standings)


#: The columns :func:`results_to_csv` writes, one row per table's result.
CSV_COLUMNS = ("board", "vulnerable", "table", "north_south", "east_west", "contract", "declarer", "tricks",
               "score_ns", "matchpoints_ns", "matchpoints_ew", "top", "percentage_ns", "percentage_ew",
               "imps_ns", "imps_ew", "par")


def results_to_csv(results: SessionResults) -> str:
    """The results as CSV text: a header row (:data:`CSV_COLUMNS`), then one row per table's
    result, board by board; the board's vulnerability and the declarer as PBN writes them
    (``NS``; ``N``), a passed-out deal's contract ``Pass``; the names of one side are joined by
    an ampersand (``Ann & Cleo``)."""
    if not isinstance(results, SessionResults):
        raise ConfigError(f"results_to_csv writes SessionResults, not {type(results).__name__}")
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for board in results.boards:
        for table in board.tables:
            ns, ew = table.field.for_side(0), table.field.for_side(1)
            writer.writerow([
                board.number, board.vulnerable, table.table, table.names(0), table.names(1),
                "Pass" if table.contract is None else table.contract.code,
                "" if table.declarer is None else "NESW"[table.declarer],
                "" if table.tricks is None else table.tricks, table.points, ns.matchpoints, ew.matchpoints,
                ns.top, f"{ns.percentage:g}", f"{ew.percentage:g}", ns.imps, ew.imps,
                "" if board.par is None else str(board.par)])
    return out.getvalue()


#: The columns of the ScoreTable :func:`results_to_pbn` writes for each board (PBN 2.1, 5.7).
SCORE_TABLE_HEADER = ("Names_NS;Names_EW;Contract;Declarer;Result;Score_NS;Score_EW;MP_NS;MP_EW;"
                      "Percentage_NS;Percentage_EW;IMP_NS;IMP_EW")
#: The columns of its TotalScoreTable, the players ranked (PBN 2.1, 5.8).
TOTAL_SCORE_TABLE_HEADER = "Rank;Names;NrBoards;TotalMP;MeanPercentage;TotalIMP"


def _both(ns: float, ew: float) -> str:
    """A Score tag's value for both sides: ``NS 420 EW -420``."""
    return f"NS {ns:g} EW {ew:g}"


def results_to_pbn(results: SessionResults) -> str:
    """The results of a class night (:func:`honeymoon.sessions.results`) as PBN 2.1: for
    each board, every finished table's game as :func:`~honeymoon.pbn.game_to_pbn` writes it
    (the mandatory tags, the auction and play where the form writes them, the whole game in
    the project's tag), its Event the session's name, its Board the board's number and its Scoring
    ``MP1;Butler``, with the standard's score tags for both sides (PBN 2.1, 4.2): ``Score``
    (duplicate's points), ``ScoreMP`` (matchpoints, 2 per result beaten and 1 per tie: the
    standard's MP1), ``ScorePercentage`` and ``ScoreIMP`` (against the field's datum). The
    first game of each board carries the board's ``ScoreTable``, every result of its field; the
    file's first game, the ``TotalScoreTable``, the players ranked. Names are string tokens,
    ``"Anna"``; one side's two players are joined by ``;`` as the standard says.
    """
    if not isinstance(results, SessionResults):
        raise NotationError(f"results_to_pbn writes a session's results, not {type(results).__name__}")
    records: list[PbnGame] = []
    for board in results.boards:
        for index, table in enumerate(board.tables):
            [record] = read_pbn(game_to_pbn(load_game(table.save)))
            ns, ew = table.field.for_side(0), table.field.for_side(1)
            values = {"Event": results.name, "Board": str(board.number), "Scoring": "MP1;Butler"}
            tags = [(name, values.get(name, value)) for name, value in record.tags]
            at = next(i for i, (name, _) in enumerate(tags) if name == "Result") + 1
            added = [("Score", _both(table.points, -table.points)),
                     ("ScoreMP", _both(ns.matchpoints, ew.matchpoints)),
                     ("ScorePercentage", _both(ns.percentage, ew.percentage)),
                     ("ScoreIMP", _both(ns.imps, ew.imps))]
            sections: dict[int, tuple[str, ...]] = {}
            if index == 0:
                added.append(("ScoreTable", SCORE_TABLE_HEADER))
                sections[at + len(added) - 1] = tuple(_score_row(result) for result in board.tables)
            if index == 0 and not records:
                added.append(("TotalScoreTable", TOTAL_SCORE_TABLE_HEADER))
                sections[at + len(added) - 1] = tuple(
                    f'{s.rank} {_quote(s.name)} {s.boards} {s.matchpoints} {s.percentage:g} {s.imps}'
                    for s in results.standings)
            tags[at:at] = added
            moved = {(i if i < at else i + len(added)): lines for i, lines in record.tables}
            records.append(dataclasses.replace(record, tags=tuple(tags), lines=(),
                                   tables=tuple(sorted({**moved, **sections}.items()))))
    return write_pbn(records)


def _score_row(result: TableResult) -> str:
    ns, ew = result.field.for_side(0), result.field.for_side(1)
    contract = "Pass" if result.contract is None else result.contract.code
    declarer = "-" if result.declarer is None else SEATS[result.declarer]
    tricks = "-" if result.tricks is None else str(result.tricks)
    names = [";".join(result.players[p] for p in side) for side in result.sides]
    return " ".join([_quote(names[0]), _quote(names[1]), contract, declarer, tricks, str(result.points),
                     str(-result.points), str(ns.matchpoints), str(ew.matchpoints), f"{ns.percentage:g}",
                     f"{ew.percentage:g}", str(ns.imps), str(ew.imps)])
