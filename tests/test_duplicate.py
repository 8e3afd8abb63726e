"""Duplicate scoring (honeymoon.duplicate and score_deal's duplicate=True): the IMP scale against
the published table, matchpoints with ties, the Butler datum, and scores typed from the usual
duplicate score charts, and the boards' vulnerability by their number."""

from __future__ import annotations

import pytest

from honeymoon.calls import Strain
from honeymoon.duplicate import BOARD_VULNERABILITY, IMP_SCALE, board_vulnerability, datum, imps, score_field
from honeymoon.errors import ConfigError
from honeymoon.par import par
from honeymoon.scoring import score_deal

# The WBF's International Match Point Scale (Laws of Duplicate Bridge 2017, Law 78B), typed
# from the published table as its rows read: the lowest and highest difference of each row.
PUBLISHED = [
    (0, 10, 0), (20, 40, 1), (50, 80, 2), (90, 120, 3), (130, 160, 4), (170, 210, 5), (220, 260, 6),
    (270, 310, 7), (320, 360, 8), (370, 420, 9), (430, 490, 10), (500, 590, 11), (600, 740, 12),
    (750, 890, 13), (900, 1090, 14), (1100, 1290, 15), (1300, 1490, 16), (1500, 1740, 17),
    (1750, 1990, 18), (2000, 2240, 19), (2250, 2490, 20), (2500, 2990, 21), (3000, 3490, 22),
    (3500, 3990, 23), (4000, 7600, 24),
]


@pytest.mark.parametrize(("low", "high", "won"), PUBLISHED)
def test_every_row_of_the_imp_scale_at_both_ends(low: int, high: int, won: int) -> None:
    for difference in (low, high):
        assert imps(difference) == won
        assert imps(-difference) == -won


def test_scores_between_rows_and_the_scale_itself() -> None:
    # Scores move in tens, but a difference of 15 or 4995 still belongs to a row.
    assert [imps(d) for d in (15, 45, 595, 3995, 9999)] == [1, 2, 12, 24, 24]
    assert [(high, won) for _, high, won in PUBLISHED[:-1]] == list(IMP_SCALE)


def test_bad_differences_are_refused() -> None:
    for bad in (1.5, "20", True, None):
        with pytest.raises(ConfigError, match="whole number"):
            imps(bad)  # type: ignore[arg-type]


# --- duplicate's score of one deal -----------------------------------------------------------------
@pytest.mark.parametrize(("contract", "tricks", "vulnerable", "points"), [
    ("1NT", 7, False, 90), ("2S", 9, False, 140), ("3NT", 9, False, 400), ("3NT", 10, True, 630),
    ("4S", 10, False, 420), ("4S", 10, True, 620), ("5C", 11, False, 400), ("6NT", 12, False, 990),
    ("7S", 13, True, 2210), ("2HX", 8, False, 470), ("1NTXX", 7, False, 560), ("1SX", 8, True, 360),
    ("3NTX", 8, False, -100), ("4SX", 7, True, -800), ("7NTXX", 0, True, -7600), ("4H", 9, False, -50),
])
def test_duplicate_scores_from_the_score_charts(contract: str, tricks: int, vulnerable: bool,
                                                points: int) -> None:
    score = score_deal(contract, tricks, vulnerable=vulnerable, duplicate=True)
    assert score.net == points
    assert score.net == score.total("declarer") - score.total("defenders")
    bonus = [line for line in score.lines if line.kind == "duplicate bonus"]
    assert len(bonus) == score.made


def test_the_bonus_line_and_what_duplicate_refuses() -> None:
    assert [str(line) for line in score_deal("2H", 8, duplicate=True).lines][-1] == \
        "part-score bonus = 50 above the line"
    assert score_deal("3NT", 9, vulnerable=True, duplicate=True).lines[-1].label == "game bonus, vulnerable"
    assert score_deal("4S", 10, duplicate=True).lines[-1].rule.startswith("In duplicate")
    with pytest.raises(ConfigError, match="no honors"):
        score_deal("4S", 10, honors=100, duplicate=True)
    with pytest.raises(ConfigError, match="duplicate is True or False"):
        score_deal("4S", 10, duplicate="yes")  # type: ignore[arg-type]


def test_par_scores_with_the_same_duplicate_lines() -> None:
    """analysis.par(duplicate=True) reads its points from score_deal: 4♠ by seat 0 is +420."""
    table = {(strain, seat): 7 - 4 * seat for strain in Strain for seat in (0, 1)}
    table[Strain.SPADES, 0] = 10
    assert par(table, duplicate=True).score == score_deal("4S", 10, duplicate=True).net


# --- the field ------------------------------------------------------------------------------------
def test_matchpoints_with_ties_a_worked_example() -> None:
    """Five tables: 620 twice, 650, 170, -100. 650 beats four (8 of 8); each 620 beats two and
    ties one (5); 170 beats one (2); -100 nothing."""
    field = score_field([620, 650, 620, 170, -100])
    assert [f.matchpoints for f in field] == [5, 8, 5, 2, 0]
    assert {f.top for f in field} == {8}
    assert [f.percentage for f in field] == [62.5, 100.0, 62.5, 25.0, 0.0]
    # The matchpoints of a board add up to n × (n - 1), whatever the ties.
    assert sum(f.matchpoints for f in field) == 5 * 4
    assert [line.label for line in field[0].matchpoint_lines] == [
        "beats 2 results (+170, -100): 2 × 2 = 4", "ties 1 result (+620): 1 × 1 = 1"]


def test_butler_imps_a_worked_example() -> None:
    """The datum of 620, 650, 620, 170, -100 is 1960 / 5 = 392, rounded to 390: 620 is 230 more
    (6 IMPs), 650 260 (6), 170 220 less (-6), -100 490 less (-10)."""
    field = score_field([620, 650, 620, 170, -100])
    assert datum([620, 650, 620, 170, -100]) == 390
    assert [f.imps for f in field] == [6, 6, 6, -6, -10]
    assert field[4].imp_lines[-1].label == "-100 against +390 is -490: -10 IMPs"
    assert field[4].imp_lines[0].label == \
        "the datum is the field's average, (620 + 650 + 620 + 170 - 100) / 5 = 390"


def test_datum_rounds_to_the_nearest_ten_a_five_away_from_zero() -> None:
    assert [datum(s) for s in ([1, 2, 1], [15], [-15], [14, 0], [-25, 0], [0])] == [0, 20, -20, 10, -10, 0]
    # Rounded in whole numbers, never as floats: 20 / 3 is 6.67, nearer 10 than 0.
    assert datum([10, 10, 0]) == 10 and datum([-10, -10, 0]) == -10


def test_east_west_see_the_other_side_of_each_figure() -> None:
    for ns in score_field([420, 450, -50, 420]):
        ew = ns.for_side(1)
        assert ew.matchpoints + ns.matchpoints == ns.top
        assert ew.imps == -ns.imps
        assert ew.percentage == pytest.approx(100 - ns.percentage)
    with pytest.raises(ConfigError, match="a side is 0"):
        score_field([0])[0].for_side(2)


def test_a_board_played_once_scores_an_average() -> None:
    [alone] = score_field([620])
    assert (alone.matchpoints, alone.top, alone.percentage, alone.imps) == (0, 0, 50.0, 0)
    assert alone.imp_lines[0].label == "the datum is the only result, 620"


def test_bad_fields_are_refused() -> None:
    for bad in ([], "420", [420, 1.5], [True], None):
        with pytest.raises(ConfigError, match="a field is a list"):
            score_field(bad)  # type: ignore[arg-type]


# The Laws of Duplicate Bridge (2017), Law 2, "Duplicate Boards", typed as the Law lists them:
# the boards on which each side is vulnerable, the cycle of 16 boards.
LAW_2 = {"None": (1, 8, 11, 14), "NS": (2, 5, 12, 15), "EW": (3, 6, 9, 16), "All": (4, 7, 10, 13)}


def test_the_vulnerability_of_each_board_as_law_2_gives_it() -> None:
    for said, boards in LAW_2.items():
        for board in boards:
            for cycle in range(3):  # boards 17 to 32 and 33 to 48 repeat the first 16
                assert board_vulnerability(board + 16 * cycle) == said
    assert len(BOARD_VULNERABILITY) == 16


def test_the_rotation_agrees_with_endplay() -> None:
    from endplay.types import Vul

    words = {"none": "None", "ns": "NS", "ew": "EW", "both": "All"}
    boards = range(1, 65)
    assert [board_vulnerability(n) for n in boards] == [words[Vul.from_board(n).name] for n in boards]


def test_a_board_number_is_a_whole_number_from_1() -> None:
    for bad in (0, -1, 1.0, "2", True, None):
        with pytest.raises(ConfigError, match="a board is numbered from 1"):
            board_vulnerability(bad)  # type: ignore[arg-type]
