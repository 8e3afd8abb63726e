"""The rubber score sheet: games, vulnerability, rubber bonus, unfinished rubbers, several sides.

Expected numbers are typed by hand from the Laws of Contract Bridge, Law 77 (game at 100 trick points
below the line; rubber bonus 700 for two games to none, 500 for two games to one; unfinished rubber 300
for the only side with a game, 100 for the only side with a part score in the unfinished game) and from
[honeymoon-de] "Wertung" / "Spielende" (the same numbers, and the Anna/Ben example). Deal scores used here
are the ones typed in tests/test_scoring.py (4♠ = 120, 3NT = 100, 2♥ = 60, ...).
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from honeymoon import ConfigError, IllegalActionError, NotationError, ScoreSheet


def _play(sheet: ScoreSheet, deals: list[tuple[str, int, int]]) -> ScoreSheet:
    for contract, tricks, declarer in deals:
        sheet.record(contract, tricks, declarer=declarer)
    return sheet


def _snapshot(sheet: ScoreSheet) -> tuple[object, ...]:
    return (list(sheet.entries), list(sheet.deals), list(sheet.game_winners), sheet.finished)


# ---------------------------------------------------------------------------------------------------
# [honeymoon-de], "Wertung": Anna makes 4♠ with 11 tricks, then Ben goes one down in 3SA doubled.
# ---------------------------------------------------------------------------------------------------
def test_seed_002_example() -> None:
    sheet = ScoreSheet(("Anna", "Ben"))
    assert (sheet.vulnerable(0), sheet.vulnerable(1)) == (False, False)
    first = sheet.record("4♠", 11, declarer=0)
    assert first.vulnerable is False
    assert (sheet.below(0, game=0), sheet.above(0)) == (120, 30)
    assert sheet.games_won == (1, 0)
    assert (sheet.vulnerable(0), sheet.vulnerable(1)) == (True, False)
    second = sheet.record("3SAX", 8, declarer=1)
    assert second.vulnerable is False  # Ben has no game: not vulnerable
    assert sheet.above(0) == 130
    assert (sheet.total(0), sheet.total(1)) == (250, 0)
    assert sheet.totals == (250, 0)
    assert not sheet.is_over
    assert [(e.game, e.side, e.points, e.above_line) for e in sheet.entries] == [
        (0, 0, 120, False),
        (0, 0, 30, True),
        (1, 0, 100, True),
    ]
    assert str(sheet.entries[2].line) == "1st undertrick, doubled, not vulnerable = 100 above the line"
    assert repr(sheet) == "<ScoreSheet Anna v Ben: (250, 0), game 2>"


# ---------------------------------------------------------------------------------------------------
# Games: 100 trick points below the line.
# ---------------------------------------------------------------------------------------------------
ONE_DEAL = [
    # contract, tricks, trick points below the line, is it a game
    ("3NT", 9, 100, True),
    ("4H", 10, 120, True),
    ("4S", 13, 120, True),
    ("5C", 11, 100, True),
    ("5D", 11, 100, True),
    ("2SX", 8, 120, True),
    ("3CX", 9, 120, True),
    ("1NTXX", 7, 160, True),
    ("1HXX", 7, 120, True),
    ("4D", 10, 80, False),
    ("4C", 13, 80, False),
    ("2NT", 8, 70, False),
    ("3S", 12, 90, False),
    ("1NTX", 7, 80, False),
    ("2CX", 8, 80, False),
    ("1CXX", 7, 80, False),
    ("4S", 9, 0, False),
]


@pytest.mark.parametrize(("contract", "tricks", "below", "game"), ONE_DEAL,
                         ids=[f"{c}={t}" for c, t, _, _ in ONE_DEAL])
def test_game_in_one_deal(contract: str, tricks: int, below: int, game: bool) -> None:
    sheet = ScoreSheet()
    sheet.record(contract, tricks, declarer=1)
    assert sheet.below(1, game=0) == below
    assert sheet.games_won == ((0, 1) if game else (0, 0))
    assert sheet.vulnerable(1) is game
    assert sheet.vulnerable(0) is False
    assert sheet.game == (1 if game else 0)


def test_part_scores_add_up_to_a_game() -> None:
    sheet = ScoreSheet()
    sheet.record("1NT", 7, declarer=0)  # 40
    sheet.record("2C", 8, declarer=0)  # 40: 80 below, no game yet
    assert sheet.games_won == (0, 0)
    assert sheet.below(0, game=0) == 80
    assert not sheet.vulnerable(0)
    sheet.record("1C", 7, declarer=0)  # 20: exactly 100
    assert sheet.games_won == (1, 0)
    assert sheet.below(0, game=0) == 100
    assert sheet.vulnerable(0)
    assert sheet.game == 1


def test_overtricks_do_not_count_towards_game() -> None:
    sheet = ScoreSheet()
    sheet.record("2S", 13, declarer=0)  # 60 below, 150 above
    sheet.record("1D", 13, declarer=0)  # 20 below, 120 above
    assert (sheet.below(0), sheet.above(0)) == (80, 270)
    assert sheet.games_won == (0, 0)


def test_the_other_sides_part_score_does_not_carry_over() -> None:
    sheet = ScoreSheet()
    sheet.record("2S", 8, declarer=1)  # 60 for side 1
    sheet.record("4H", 10, declarer=0)  # game for side 0
    assert sheet.games_won == (1, 0)
    sheet.record("2S", 8, declarer=1)  # 60 again: 60 in this game, not 120
    assert sheet.games_won == (1, 0)
    assert (sheet.below(1, game=0), sheet.below(1, game=1), sheet.below(1)) == (60, 60, 120)
    assert not sheet.vulnerable(1)
    sheet.record("1NT", 7, declarer=1)  # 40 more: 100 in game 2
    assert sheet.games_won == (1, 1)
    assert (sheet.vulnerable(0), sheet.vulnerable(1)) == (True, True)
    assert sheet.game == 2


def test_vulnerability_changes_the_scores() -> None:
    sheet = ScoreSheet()
    sheet.record("4S", 10, declarer=0)  # game: side 0 vulnerable
    assert sheet.record("4S", 7, declarer=0).vulnerable is True  # 3 down vulnerable: 300 to side 1
    assert sheet.record("4S", 7, declarer=1).vulnerable is False  # 3 down not vulnerable: 150 to side 0
    sheet.record("3NTX", 7, declarer=0)  # 2 down doubled vulnerable: 500 to side 1
    assert (sheet.above(0), sheet.above(1)) == (150, 800)
    sheet.record("6S", 12, declarer=0)  # 180 below, small slam vulnerable 750, rubber 2-0 700
    assert sheet.is_over
    assert sheet.totals == (1900, 800)
    assert sheet.winner == 0


# ---------------------------------------------------------------------------------------------------
# The rubber bonus.
# ---------------------------------------------------------------------------------------------------
def test_rubber_won_two_games_to_none() -> None:
    sheet = _play(ScoreSheet(("We", "They")), [("4S", 10, 0), ("3NT", 9, 0)])
    assert sheet.is_over
    assert sheet.rubber_won_by == 0
    assert sheet.games_won == (2, 0)
    assert sheet.totals == (920, 0)
    assert str(sheet.entries[-1].line) == "rubber won 2–0 = 700 above the line"
    assert (sheet.entries[-1].side, sheet.entries[-1].above_line) == (0, True)
    assert sheet.winner == 0


def test_rubber_won_two_games_to_one() -> None:
    sheet = _play(ScoreSheet(("We", "They")), [("4S", 10, 0), ("4H", 10, 1)])
    assert not sheet.is_over
    assert sheet.rubber_won_by is None
    sheet.record("5D", 11, declarer=0)
    assert sheet.is_over
    assert sheet.rubber_won_by == 0
    assert sheet.games_won == (2, 1)
    assert sheet.totals == (720, 120)
    assert str(sheet.entries[-1].line) == "rubber won 2–1 = 500 above the line"
    assert sheet.winner == 0


def test_rubber_won_by_the_side_that_was_behind() -> None:
    sheet = _play(ScoreSheet(), [("4H", 10, 1), ("2S", 8, 0), ("2S", 8, 0), ("3NT", 9, 1)])
    assert sheet.games_won == (1, 2)
    assert sheet.rubber_won_by == 1
    assert sheet.totals == (120, 720)


def test_rubber_winner_can_lose_on_points() -> None:
    sheet = ScoreSheet()
    sheet.record("7NTX", 0, declarer=0)  # 13 down doubled, not vulnerable: 3500 to side 1
    sheet.record("4S", 10, declarer=0)
    sheet.record("4S", 10, declarer=0)
    assert sheet.rubber_won_by == 0
    assert sheet.totals == (940, 3500)
    assert sheet.winner == 1


def test_no_winner_before_the_end_and_a_tie() -> None:
    sheet = _play(ScoreSheet(), [("1S", 7, 0), ("1H", 7, 1)])
    assert sheet.winner is None
    assert sheet.finish() == []
    assert sheet.is_over
    assert sheet.totals == (30, 30)
    assert sheet.winner is None
    assert "a tie" in sheet._repr_html_()


def test_recording_after_the_rubber_is_over_is_refused() -> None:
    sheet = _play(ScoreSheet(), [("4S", 10, 0), ("3NT", 9, 0)])
    before = _snapshot(sheet)
    with pytest.raises(IllegalActionError, match="over"):
        sheet.record("4S", 10, declarer=1)
    with pytest.raises(IllegalActionError):
        sheet.record_passed_out()
    assert _snapshot(sheet) == before
    assert sheet.finish() == []
    assert _snapshot(sheet) == before


# ---------------------------------------------------------------------------------------------------
# Unfinished rubber: 300 for the only side with a game, 100 for the only part score.
# ---------------------------------------------------------------------------------------------------
GAME_BONUS = "unfinished rubber: the only side with a game"
PART_BONUS = "unfinished rubber: the only part score in the unfinished game"

UNFINISHED = [
    # deals (contract, tricks, declarer), bonuses written by finish() (side, label, points), totals
    pytest.param([], [], (0, 0), id="neither"),
    pytest.param([("4S", 10, 0)], [(0, GAME_BONUS, 300)], (420, 0), id="only-a-game"),
    pytest.param([("2H", 8, 1)], [(1, PART_BONUS, 100)], (0, 160), id="only-a-part-score"),
    pytest.param([("4S", 10, 0), ("2H", 8, 1)], [(0, GAME_BONUS, 300), (1, PART_BONUS, 100)], (420, 160),
                 id="game-and-other-sides-part-score"),
    pytest.param([("4S", 10, 0), ("2C", 8, 0)], [(0, GAME_BONUS, 300), (0, PART_BONUS, 100)], (560, 0),
                 id="game-and-own-part-score"),
    pytest.param([("2H", 8, 0), ("2S", 8, 1)], [], (60, 60), id="both-part-scores"),
    pytest.param([("4S", 10, 0), ("4H", 10, 1)], [], (120, 120), id="one-game-each"),
    pytest.param([("4S", 10, 0), ("4H", 10, 1), ("1NT", 7, 1)], [(1, PART_BONUS, 100)], (120, 260),
                 id="one-game-each-and-a-part-score"),
    pytest.param([("2H", 8, 1), ("4S", 10, 0)], [(0, GAME_BONUS, 300)], (420, 60),
                 id="part-score-in-a-finished-game-does-not-count"),
    pytest.param([("4S", 9, 0)], [], (0, 50), id="only-undertricks"),
    pytest.param([("2S", 13, 0)], [(0, PART_BONUS, 100)], (310, 0), id="part-score-with-overtricks"),
]


@pytest.mark.parametrize(("deals", "bonuses", "totals"), UNFINISHED)
def test_unfinished_rubber(deals: list[tuple[str, int, int]], bonuses: list[tuple[int, str, int]],
                           totals: tuple[int, int]) -> None:
    sheet = _play(ScoreSheet(), deals)
    assert not sheet.is_over
    added = sheet.finish()
    assert [(e.side, e.line.label, e.points) for e in added] == bonuses
    assert all(e.above_line for e in added)
    assert sheet.entries[len(sheet.entries) - len(added):] == added
    assert sheet.is_over
    assert sheet.totals == totals


def test_finish_twice_and_then_record() -> None:
    sheet = _play(ScoreSheet(), [("4S", 10, 0)])
    assert len(sheet.finish()) == 1
    before = _snapshot(sheet)
    assert sheet.finish() == []
    with pytest.raises(IllegalActionError):
        sheet.record("2H", 8, declarer=1)
    with pytest.raises(IllegalActionError):
        sheet.record_passed_out()
    assert _snapshot(sheet) == before
    assert sheet.totals == (420, 0)


# ---------------------------------------------------------------------------------------------------
# Passed-out deals and the single-game option.
# ---------------------------------------------------------------------------------------------------
def test_passed_out_deals_count_but_score_nothing() -> None:
    sheet = ScoreSheet()
    sheet.record_passed_out()
    sheet.record_passed_out()
    assert sheet.deals == [(None, None), (None, None)]
    assert sheet.entries == []
    assert (sheet.game, sheet.games_won, sheet.totals, sheet.is_over) == (0, (0, 0), (0, 0), False)
    sheet.record("4S", 10, declarer=1)
    assert [(e.side, e.points) for e in sheet.entries] == [(1, 120)]
    assert [(e.side, e.line.label, e.points) for e in sheet.finish()] == [(1, GAME_BONUS, 300)]


def test_an_entry_names_the_deal_that_wrote_it() -> None:
    # SheetEntry.deal says "which deal"; like SheetEntry.game (0 for the first game) it is the index of
    # that deal in ScoreSheet.deals, passed-out deals included.
    sheet = ScoreSheet()
    first = sheet.record("2H", 8, declarer=0)
    sheet.record_passed_out()
    third = sheet.record("3NTX", 8, declarer=1)
    assert [(e.deal, e.points) for e in sheet.entries] == [(0, 60), (2, 100)]
    assert sheet.deals[sheet.entries[0].deal] == (0, first)
    assert sheet.deals[sheet.entries[1].deal] == (1, third)


def test_single_game_ends_at_the_first_game_without_rubber_bonus() -> None:
    sheet = ScoreSheet(("Anna", "Ben"), single_game=True)
    sheet.record("2S", 8, declarer=1)
    sheet.record("4S", 7, declarer=0)  # 3 down: 150 to Ben
    assert not sheet.is_over
    sheet.record("4H", 10, declarer=0)
    assert sheet.is_over
    assert sheet.rubber_won_by == 0
    assert sheet.games_won == (1, 0)
    assert not any("rubber" in e.line.label for e in sheet.entries)
    assert sheet.totals == (120, 210)
    # [honeymoon-fr]: « le premier camp à atteindre 100 sous la ligne remportant la main »: the
    # game wins a single game, even against more points above the line.
    assert sheet.winner == 0
    with pytest.raises(IllegalActionError):
        sheet.record("1NT", 7, declarer=1)
    assert sheet.finish() == []


def test_single_game_from_part_scores() -> None:
    sheet = _play(ScoreSheet(single_game=True), [("2H", 8, 1), ("2S", 8, 1)])
    assert sheet.is_over
    assert sheet.rubber_won_by == 1
    assert sheet.totals == (0, 120)
    assert sheet.winner == 1


# ---------------------------------------------------------------------------------------------------
# Honors and the insult on the sheet.
# ---------------------------------------------------------------------------------------------------
def test_honors_go_to_the_holder_above_the_line() -> None:
    sheet = ScoreSheet()
    sheet.record("4S", 10, declarer=0, honors=100, honors_holder=1)
    assert (sheet.below(0), sheet.above(0), sheet.above(1), sheet.below(1)) == (120, 0, 100, 0)
    assert str(sheet.entries[-1].line) == (
        "honors: four of the five top trumps in one hand = 100 above the line")
    sheet.record("2S", 8, declarer=1, honors=150)  # the declarer holds them by default
    assert (sheet.below(1, game=1), sheet.above(1)) == (60, 250)
    assert sheet.games_won == (1, 0)  # honors never count towards a game
    sheet.record("3NT", 7, declarer=0, honors=150)  # down 2 vulnerable: honors still scored
    assert (sheet.above(0), sheet.above(1)) == (150, 450)


def test_honors_refused_at_no_trump_leave_the_sheet_unchanged() -> None:
    sheet = _play(ScoreSheet(), [("2H", 8, 0)])
    before = _snapshot(sheet)
    with pytest.raises(ConfigError):
        sheet.record("3NT", 9, declarer=0, honors=100)
    with pytest.raises(ConfigError):
        sheet.record("4S", 10, declarer=0, honors=120)
    assert _snapshot(sheet) == before


@pytest.mark.parametrize(("insult", "above"), [(True, 50), (False, 0)], ids=["insult", "no-insult"])
def test_insult_option(insult: bool, above: int) -> None:
    sheet = ScoreSheet(insult=insult)
    sheet.record("2SX", 8, declarer=0)
    assert (sheet.below(0), sheet.above(0)) == (120, above)


# ---------------------------------------------------------------------------------------------------
# Bad input.
# ---------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("sides", [(), ("Anna",), ("Anna", "Anna"), ("A", "B", "A")],
                         ids=["none", "one", "same-name", "three-with-repeat"])
def test_bad_sides(sides: tuple[str, ...]) -> None:
    with pytest.raises(ConfigError):
        ScoreSheet(sides)


@pytest.mark.parametrize("declarer", [2, -1, 5, "0", None, 1.5], ids=["2", "-1", "5", "str", "None", "1.5"])
def test_bad_declarer(declarer: object) -> None:
    sheet = _play(ScoreSheet(), [("2H", 8, 0)])
    before = _snapshot(sheet)
    with pytest.raises(ConfigError):
        sheet.record("4S", 10, declarer=declarer)  # type: ignore[arg-type]
    assert _snapshot(sheet) == before


@pytest.mark.parametrize("holder", [2, -1, "1"], ids=["2", "-1", "str"])
def test_bad_honors_holder(holder: object) -> None:
    sheet = ScoreSheet()
    with pytest.raises(ConfigError):
        sheet.record("4S", 10, declarer=0, honors=100, honors_holder=holder)  # type: ignore[arg-type]
    assert _snapshot(sheet) == ([], [], [], False)


@pytest.mark.parametrize(("contract", "tricks"), [("8NT", 10), ("4Q", 10), ("4S", 14), ("4S", -1)],
                         ids=["8NT", "4Q", "tricks-14", "tricks--1"])
def test_bad_deal_leaves_the_sheet_unchanged(contract: str, tricks: int) -> None:
    sheet = _play(ScoreSheet(), [("2H", 8, 0)])
    before = _snapshot(sheet)
    with pytest.raises(NotationError):
        sheet.record(contract, tricks, declarer=1)
    assert _snapshot(sheet) == before


# ---------------------------------------------------------------------------------------------------
# Three sides: the defenders' points go to every other side.
# ---------------------------------------------------------------------------------------------------
def test_three_sides() -> None:
    sheet = ScoreSheet(("A", "B", "C"))
    sheet.record("4S", 8, declarer=0)  # 2 down, not vulnerable: 100 to B and to C
    assert sheet.totals == (0, 100, 100)
    sheet.record("4H", 10, declarer=1)  # game for B
    assert [sheet.vulnerable(s) for s in range(3)] == [False, True, False]
    sheet.record("3NTX", 8, declarer=1)  # 1 down doubled vulnerable: 200 to A and to C
    assert sheet.totals == (200, 220, 300)
    sheet.record("2D", 8, declarer=2)  # 40 part score for C
    sheet.record("3NT", 9, declarer=0)  # game for A; C's 40 does not carry over
    assert sheet.games_won == (1, 1, 0)
    assert sheet.below(2, game=2) == 0
    sheet.record("6C", 12, declarer=1)  # 120 below, small slam vulnerable 750, rubber 2-1 500
    assert sheet.is_over
    assert sheet.games_won == (1, 2, 0)
    assert sheet.totals == (300, 1590, 340)
    assert str(sheet.entries[-1].line) == "rubber won 2–1 = 500 above the line"
    assert sheet.winner == 1


def test_three_sides_rubber_two_games_to_none_and_honors() -> None:
    sheet = ScoreSheet(("A", "B", "C"))
    sheet.record("4S", 10, declarer=0, honors=100, honors_holder=2)
    assert sheet.totals == (120, 0, 100)
    sheet.record("5C", 11, declarer=0)
    assert sheet.is_over
    assert sheet.totals == (920, 0, 100)
    assert str(sheet.entries[-1].line) == "rubber won 2–0 = 700 above the line"


def test_three_sides_unfinished() -> None:
    sheet = _play(ScoreSheet(("A", "B", "C")), [("4S", 10, 2), ("1NT", 7, 1)])
    assert [(e.side, e.points) for e in sheet.finish()] == [(2, 300), (1, 100)]
    assert sheet.totals == (0, 140, 420)


# ---------------------------------------------------------------------------------------------------
# The sheet in a notebook.
# ---------------------------------------------------------------------------------------------------
def test_html_of_a_sheet_in_progress() -> None:
    sheet = ScoreSheet(("Anna", "Ben <&>"))
    html = sheet._repr_html_()
    assert "hm-the-line" in html and "hm-totals" in html
    assert "hm-game-line" not in html
    sheet.record("4S", 11, declarer=0)
    sheet.record("3NTX", 8, declarer=1)
    sheet.record("2H", 8, declarer=1)
    html = sheet._repr_html_()
    assert "Anna (vul)" in html
    assert "Ben &lt;&amp;&gt;" in html and "Ben <&>" not in html
    for points in (">120<", ">30<", ">100<", ">60<", ">250<"):
        assert points in html
    assert "hm-the-line" in html
    assert "hm-game-line" in html and "game 1 won by Anna" in html
    assert "hm-totals" in html
    assert "game 2 in progress" in html
    # the line is drawn between the bonuses (above) and the trick points (below)
    assert html.index(">30<") < html.index("hm-the-line") < html.index(">120<") < html.index("hm-game-line")
    assert html.index("hm-game-line") < html.index(">60<") < html.index("hm-totals")


def test_html_of_a_finished_rubber() -> None:
    sheet = _play(ScoreSheet(("Anna", "Ben")), [("4S", 10, 0), ("4H", 10, 1), ("3NT", 9, 0)])
    html = sheet._repr_html_()
    assert "rubber over: the winner is Anna" in html
    assert ">500<" in html and ">720<" in html
    assert html.count("hm-game-line") == 3


# ---------------------------------------------------------------------------------------------------
# Property: whatever is played, the sheet stays consistent.
# ---------------------------------------------------------------------------------------------------
_CONTRACTS = ["1C", "2D", "2H", "3NT", "4S", "4SX", "5D", "6H", "7NT", "2SXX", "1NTX"]


@settings(max_examples=150, deadline=None)
@given(
    deals=st.lists(st.tuples(st.sampled_from(_CONTRACTS), st.integers(0, 13), st.integers(0, 2)),
                   max_size=20),
    three=st.booleans(),
    finish=st.booleans(),
)
def test_sheet_invariants(deals: list[tuple[str, int, int]], three: bool, finish: bool) -> None:
    sides = ("A", "B", "C") if three else ("A", "B")
    sheet = ScoreSheet(sides)
    for contract, tricks, declarer in deals:
        declarer %= len(sides)
        if sheet.is_over:
            with pytest.raises(IllegalActionError):
                sheet.record(contract, tricks, declarer=declarer)
            continue
        vulnerable_before = sheet.vulnerable(declarer)
        games_before = len(sheet.game_winners)
        score = sheet.record(contract, tricks, declarer=declarer)
        assert score.vulnerable == vulnerable_before
        assert len(sheet.game_winners) - games_before in (0, 1)
    if finish:
        sheet.finish()
    for side in range(len(sides)):
        assert sheet.total(side) == sum(e.points for e in sheet.entries if e.side == side)
        assert sheet.vulnerable(side) == (side in sheet.game_winners)
        assert sheet.games_won[side] <= 2
    for game, winner in enumerate(sheet.game_winners):
        assert sheet.below(winner, game=game) >= 100
        assert all(sheet.below(s, game=game) < 100 for s in range(len(sides)) if s != winner)
    assert all(sheet.below(s, game=sheet.game) < 100 for s in range(len(sides)))
    rubber_lines = [e for e in sheet.entries if e.line.label.startswith("rubber won")]
    assert len(rubber_lines) == (1 if 2 in sheet.games_won else 0)
    assert sheet.is_over == (finish or 2 in sheet.games_won)


def test_close_ends_the_sheet_without_bonuses() -> None:
    """A match of one deal: the deal's game stands, no rubber or unfinished-rubber bonus."""
    sheet = ScoreSheet(("Anna", "Ben"))
    sheet.record("4S", 10, declarer=0)
    sheet.close()
    assert sheet.is_over and sheet.totals == (120, 0) and sheet.winner == 0
    assert "scoring over: the winner is Anna" in sheet._repr_html_()
    with pytest.raises(IllegalActionError):
        sheet.record("1NT", 7, declarer=1)
    assert sheet.finish() == []


# --- wrong types -------------------------------------------------------------------------------------------


@pytest.mark.parametrize("sides", [None, 5, "AB", [1, 2], ["We", None], ["We", "They\n"], ["\ud800", "B"]],
                         ids=repr)
def test_sides_are_names(sides: object) -> None:
    with pytest.raises(ConfigError, match="sides"):
        ScoreSheet(sides)  # type: ignore[arg-type]


@pytest.mark.parametrize("flag", ["single_game", "insult"])
def test_the_sheets_flags_are_true_or_false(flag: str) -> None:
    with pytest.raises(ConfigError, match=f"{flag} is True or False"):
        ScoreSheet(**{flag: "no"})  # type: ignore[arg-type]


@pytest.mark.parametrize("side", [2, -1, "0", None, True, 1.0], ids=repr)
def test_a_side_asked_about_is_a_side(side: object) -> None:
    sheet = ScoreSheet()
    sheet.record("4S", 10, declarer=0)
    for ask in (sheet.total, sheet.above, sheet.below, sheet.vulnerable):
        with pytest.raises(ConfigError, match="the side is a side from 0 to 1"):
            ask(side)  # type: ignore[operator]


@pytest.mark.parametrize("game", ["0", -1, 1.0, True], ids=repr)
def test_a_game_asked_about_is_counted_from_0(game: object) -> None:
    sheet = ScoreSheet()
    with pytest.raises(ConfigError, match="a game is counted from 0"):
        sheet.below(0, game)  # type: ignore[arg-type]
