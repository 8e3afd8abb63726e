"""The rubber explorer widget, driven through its API and its controls (no browser).

The expected points are typed by hand from the scoring table of the Laws and the book's page
book/rules/scoring.md (game = 100 below the line, rubber 700 / 500, unfinished rubber 300 / 100),
never computed with the code under test.
"""

from __future__ import annotations

import random
import re

import pytest

import honeymoon
from honeymoon import PASS, Bid, ConfigError, NotationError
from honeymoon.game import Game
from honeymoon_widgets.rubber import RubberExplorer


def text(html: str) -> str:
    return re.sub(r"<[^>]+>", "", html)


def example() -> RubberExplorer:
    """[honeymoon-de]'s example: Anna makes 4♠ with 11 tricks, Ben goes down in 3NT doubled."""
    rubber = RubberExplorer(("Anna", "Ben"))
    rubber.record("4S", 11, 0)
    rubber.record("3NTX", 8, 1)
    return rubber


def test_no_argument_construction_is_deterministic() -> None:
    rubber = RubberExplorer()
    assert rubber.sheet.sides == ("We", "They") and rubber.sheet.entries == []
    assert rubber.static_html() == RubberExplorer().static_html()
    assert "hm-score-sheet" in rubber.static_html() and "We" in rubber.static_html()
    assert rubber.undo_button.disabled and rubber.redo_button.disabled


def test_the_worked_example() -> None:
    rubber = example()
    sheet = rubber.sheet
    assert [(e.side, e.points, e.above_line) for e in sheet.entries] == [
        (0, 120, False), (0, 30, True), (0, 100, True)]
    assert sheet.games_won == (1, 0) and sheet.vulnerable(0) and not sheet.vulnerable(1)
    assert sheet.totals == (250, 0)
    pad = rubber.pad.value
    assert "hm-game-line" in pad and "hm-vulnerable" in pad and "(vul)" in pad
    status = text(rubber.status.value)
    assert "Anna: 1 game, vulnerable" in status and "Ben: 0 games, not vulnerable" in status


def test_the_last_deal_is_explained_line_by_line() -> None:
    rubber = RubberExplorer(("Anna", "Ben"))
    rubber.record("4S", 11, 0)
    last = rubber.last.value
    assert "hm-kind-trick-points" in last and "hm-kind-overtricks" in last
    assert "4 tricks bid and made in ♠ × 30" in last and "Trick points: each trick" in last
    assert "4♠ made with 1 overtrick (11 tricks), not vulnerable" in text(last)
    rubber.record("3NTX", 8, 1)
    last = rubber.last.value
    assert "hm-kind-undertricks" in last and ">Anna<" in last  # the defenders' column scores it
    assert "1st undertrick, doubled, not vulnerable" in last


def test_vulnerability_changes_the_penalty() -> None:
    rubber = RubberExplorer()
    rubber.record("4H", 9, 0)  # We, not vulnerable, down 1: 50
    assert rubber.sheet.above(1) == 50
    rubber.record("3NT", 9, 0)  # a game: We are vulnerable now
    rubber.record("4H", 9, 0)  # down 1 vulnerable: 100
    assert rubber.sheet.above(1) == 150


def test_a_rubber_won_two_games_to_none() -> None:
    rubber = example()
    rubber.record("2H", 8, 1)  # Ben: a part score of 60
    assert not rubber.sheet.is_over
    rubber.record("3NT", 9, 0)  # Anna's second game: 700
    sheet = rubber.sheet
    assert sheet.is_over and sheet.winner == 0
    assert sheet.totals == (120 + 30 + 100 + 100 + 700, 60)
    assert sheet.entries[-1].points == 700 and sheet.entries[-1].line.kind == "rubber"
    assert "rubber won 2–0" in rubber.last.value and "hm-kind-rubber" in rubber.last.value
    assert "Over: the winner is Anna" in text(rubber.status.value)
    assert rubber.record_button.disabled and rubber.stop_button.disabled


def test_a_rubber_won_two_games_to_one() -> None:
    rubber = RubberExplorer.from_deals([("4S", 10, 0), ("5D", 11, 1), ("3NT", 9, 0)])
    assert rubber.sheet.entries[-1].points == 500
    assert rubber.sheet.totals == (120 + 100 + 500, 100)


def test_after_the_rubber_a_record_is_refused_and_changes_nothing() -> None:
    rubber = RubberExplorer.from_deals([("4S", 10, 0), ("4S", 10, 0)])
    before = (list(rubber.actions), rubber.static_html())
    assert rubber.record("1C", 7, 1) is None
    assert rubber.error == "the rubber is over: start a new score sheet"
    assert list(rubber.actions) == before[0] and rubber.sheet.totals == (120 + 120 + 700, 0)
    assert "hm-refused" in rubber.message.value and "the rubber is over" in rubber.static_html()
    rubber.finish()
    assert rubber.error == "the rubber is already over" and list(rubber.actions) == before[0]


@pytest.mark.parametrize(("contract", "tricks", "declarer", "honors", "reason"), [
    ("4Q", 10, 0, 0, "cannot read '4Q' as a contract"),
    ("8S", 10, 0, 0, "cannot read '8S' as a contract"),
    ("4S", 14, 0, 0, "declarer takes 0 to 13 tricks, not 14"),
    ("4S", 10, 2, 0, "the declarer is a side from 0 to 1, not 2"),
    ("3NT", 9, 0, 100, "honors at NT are worth 0 or 150 (four aces), not 100"),
])
def test_a_refused_record_shows_the_reason_and_changes_nothing(
        contract: str, tricks: int, declarer: int, honors: int, reason: str) -> None:
    rubber = example()
    before = (list(rubber.actions), rubber.sheet.totals, rubber.pad.value)
    assert rubber.record(contract, tricks, declarer, honors=honors) is None
    assert rubber.error.startswith(reason)
    assert (list(rubber.actions), rubber.sheet.totals, rubber.pad.value) == before


def test_the_controls_write_a_deal() -> None:
    rubber = RubberExplorer()
    rubber.contract_text.value = "4H"
    rubber.declarer_choice.value = 1
    rubber.tricks_slider.value = 11
    rubber.honors_choice.value = 100
    rubber.holder_choice.value = 0
    rubber.record_button.click()
    sheet = rubber.sheet
    assert [(e.side, e.points, e.line.kind) for e in sheet.entries] == [
        (1, 120, "trick points"), (1, 30, "overtricks"), (0, 100, "honors")]
    rubber.contract_text.value = "4 hearts"  # a bid's words, not the sheet's notation: refused
    rubber.record_button.click()
    assert "cannot read '4 hearts' as a contract" in rubber.error
    assert len(rubber.sheet.deals) == 1


def test_honors_go_to_the_declarer_by_default() -> None:
    rubber = RubberExplorer()
    rubber.record("4S", 9, 1, honors=150)
    assert [(e.side, e.points) for e in rubber.sheet.entries] == [(0, 50), (1, 150)]


def test_a_passed_out_deal_counts_but_writes_nothing() -> None:
    rubber = RubberExplorer()
    rubber.passed_out_button.click()
    assert len(rubber.sheet.deals) == 1 and rubber.sheet.entries == []
    assert "passed out" in rubber.last.value
    assert "Deal 2" in text(rubber.status.value)


def test_stop_here_settles_an_unfinished_rubber() -> None:
    rubber = RubberExplorer()
    rubber.record("4S", 10, 0)  # We: a game
    rubber.record("2H", 8, 1)  # They: a part score
    rubber.stop_button.click()
    sheet = rubber.sheet
    assert sheet.is_over
    assert [(e.side, e.points) for e in sheet.entries[-2:]] == [(0, 300), (1, 100)]
    assert sheet.totals == (420, 160)
    assert "unfinished rubber" in rubber.last.value and "stopped here" in rubber.last.value
    assert rubber.last.value.count("The rubber: the first side to win two games") == 1  # two lines, one rule
    rubber.undo()  # the stop is taken back
    assert not rubber.sheet.is_over and rubber.sheet.totals == (120, 60)


def test_undo_rebuilds_the_sheet_and_redo_writes_again() -> None:
    rubber = example()
    rubber.undo_button.click()
    assert rubber.sheet.totals == (150, 0) and len(rubber.sheet.deals) == 1
    assert not rubber.redo_button.disabled
    rubber.undo()
    assert rubber.sheet.entries == [] and rubber.undo_button.disabled
    rubber.undo()
    assert rubber.error == "there is no deal to take back"
    rubber.redo()
    rubber.redo_button.click()
    assert rubber.sheet.totals == (250, 0) and rubber.redo_button.disabled
    rubber.redo()
    assert rubber.error == "there is no deal to write again"
    rubber.undo()
    rubber.record("1C", 7, 1)  # a new deal forgets what was undone
    assert rubber.redo_button.disabled and rubber.sheet.totals == (150, 20)


def test_new_rubber_then_redo_replays_deal_by_deal() -> None:
    rubber = example()
    rubber.new_button.click()
    assert rubber.sheet.entries == [] and rubber.sheet.sides == ("Anna", "Ben")
    rubber.redo()
    assert rubber.sheet.totals == (150, 0)
    rubber.redo()
    assert rubber.sheet.totals == (250, 0)


def test_static_html_follows_the_state() -> None:
    rubber = RubberExplorer()
    first = rubber.static_html()
    assert rubber._repr_mimebundle_()["text/html"] == first and "<script" not in first
    rubber.record("3NT", 10, 0)
    html = rubber.static_html()
    assert html != first and rubber._repr_mimebundle_()["text/html"] == html
    assert "100" in html and "30" in html and "hm-kind-overtricks" in html


def test_from_deals() -> None:
    rubber = RubberExplorer.from_deals(
        [("2S", 8, 0), None, {"contract": "4H", "tricks": 10, "declarer": 1, "honors": 100,
                              "honors_holder": 0}], names=("Anna", "Ben"), finished=True)
    sheet = rubber.sheet
    assert len(sheet.deals) == 3 and sheet.is_over
    # 2♠ = 60 for Anna; Ben's 4♥ = 120, a game; honors 100 for Anna; then Ben's lone game 300
    # (Anna's 60 was in the first game, so no part score is left in the unfinished one)
    assert sheet.totals == (160, 420)
    with pytest.raises(NotationError):
        RubberExplorer.from_deals([("9S", 8, 0)])


def _play(form: str, seed: int, abandon_after: int | None = None, **options: object) -> Game:
    """A whole match of ``form``: opening bids of level 1 to 4 then passes, random cards."""
    game = honeymoon.new_game(form, seed=seed, **options)
    rng = random.Random(seed)
    while not game.is_over:
        if abandon_after is not None and len(game.deals) >= abandon_after:  # type: ignore[attr-defined]
            game.abandon()
            break
        legal = game.legal_actions()
        if game.phase.value == "auction":
            opened = any(isinstance(c, Bid) for c in game.auction.calls)  # type: ignore[attr-defined]
            bids = [a for a in legal if isinstance(a, Bid) and a.level <= 4]
            game.apply(PASS if opened or not bids else rng.choice(bids))
        else:
            game.apply(rng.choice(legal))
    return game


@pytest.mark.parametrize(("form", "seed"), [("plain", 0), ("plain", 2), ("contract-bridge", 0),
                                             ("double-dummy", 0), ("three-handed", 2)])
def test_from_game_replays_its_sheet(form: str, seed: int) -> None:
    game = _play(form, seed)
    rubber = RubberExplorer.from_game(game)
    sheet = game.sheet  # type: ignore[attr-defined]
    assert rubber.sheet.entries == sheet.entries
    assert rubber.sheet.totals == sheet.totals and rubber.sheet.is_over
    assert rubber.sheet.sides == sheet.sides
    assert len(rubber.actions) == len(game.deals)  # type: ignore[attr-defined]
    rubber.new_rubber()  # and deal by deal
    rubber.redo()
    assert rubber.sheet.entries == [e for e in sheet.entries if e.deal == 0]


def test_from_game_with_honors_and_an_abandoned_game() -> None:
    game = _play("plain", 2)
    assert any(e.line.kind == "honors" for e in game.sheet.entries)  # type: ignore[attr-defined]
    game = _play("plain", 5, abandon_after=2)
    rubber = RubberExplorer.from_game(game)
    assert rubber.sheet.is_over
    assert rubber.sheet.entries == game.sheet.entries  # type: ignore[attr-defined]
    assert rubber.actions[-1] == {"stop": True}


def test_from_game_of_a_single_game() -> None:
    game = _play("plain", 7, match="game")
    rubber = RubberExplorer.from_game(game)
    assert rubber.sheet.single_game and rubber.sheet.winner == game.sheet.winner  # type: ignore[attr-defined]
    assert rubber.sheet.entries == game.sheet.entries  # type: ignore[attr-defined]


def test_from_game_refuses_a_game_without_a_score_sheet() -> None:
    game = honeymoon.new_game("boerenbridge", seed=0)
    with pytest.raises(ConfigError):
        RubberExplorer.from_game(game)


def test_bad_names_are_refused() -> None:
    with pytest.raises(ConfigError):
        RubberExplorer(("We",))
    with pytest.raises(ConfigError):
        RubberExplorer(("We", "We"))
