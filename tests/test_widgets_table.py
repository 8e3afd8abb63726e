"""Tests for what the play tables share (honeymoon_widgets.table): two people at one screen.

Every form is played by two people clicking the table's buttons, the curtain's among them. After
each click, what the widget shows holds no card the player on screen may not see (behind the
curtain: no card that is not public, the cards both people's views hold), and the curtain is
down exactly when the turn has passed from one person to the other."""

from __future__ import annotations

import random
from collections.abc import Callable

import ipywidgets as w
import pytest
from protocol_model import assert_not_named, cards_in, codes
from test_widgets_buttons import advance, boerenbridge_buttons, play_table_buttons

import honeymoon
from honeymoon import DECK, ConfigError, IllegalActionError, Phase
from honeymoon.game import Action
from honeymoon_widgets import BoerenbridgeTable, PlayTable
from honeymoon_widgets.table import GameTable

FORMS = [name for name in honeymoon.available_games() if name != "boerenbridge"]


def everything_shown(table: GameTable) -> str:
    """What the table shows: its picture, its HTML children (the save box too) and its enabled
    buttons' labels and tooltips."""
    parts = [table.static_html(), table._repr_mimebundle_()["text/html"]]
    boxes: list[w.Widget] = [table]
    while boxes:
        box = boxes.pop()
        if isinstance(box, w.Box):
            boxes += [child for child in box.children if isinstance(child, w.Widget)]
        elif isinstance(box, w.HTML | w.Textarea):
            parts.append(box.value)
        elif isinstance(box, w.Button):
            parts += [box.description, box.tooltip or ""]
    return "\n".join(parts)


def assert_shows_only(table: GameTable, seen_by: list[int]) -> None:
    """No card is named (by its words, its text or its code) that the views of every player of
    ``seen_by`` do not all hold."""
    known = set.intersection(*(codes(cards_in(table.game.view(p))) for p in seen_by))
    assert_not_named(everything_shown(table), (card for card in DECK if card.code not in known))


def play_through(table: GameTable, buttons: Callable[[], list[tuple[w.Button, Action]]],
                 until: Callable[[], bool], rng: random.Random) -> dict[int, int]:
    """Two people click the table's buttons until ``until()``; each click is checked. Returns how
    many curtains each person lifted."""
    lifted = dict.fromkeys(table.humans, 0)
    on_screen: int | None = None  # nobody has the screen at the start
    clicks = 0
    while not until():
        game = table.game
        if table.waiting is not None:
            assert table.curtain.layout.display is None and "Pass the screen to" in table.static_html()
            assert table.waiting == game.current_player != on_screen
            if isinstance(table, PlayTable):  # Save greyed; a click forced all the same shows no save
                assert table.save_button.disabled
                table.save_button.click()
            assert_shows_only(table, list(table.humans))
            with pytest.raises(IllegalActionError, match="the curtain is down"):
                table.act(game.legal_actions()[0])
            table.curtain_button.click()
            on_screen = table.seat
            lifted[on_screen] += 1
        assert table.curtain.layout.display == "none" and table.seat == on_screen
        assert_shows_only(table, [table.seat])
        button, _ = advance(buttons(), game, rng)
        button.click()
        clicks += 1
        assert clicks < 600
        after = game.current_player
        if game.is_over:  # the last to act reads his review, then passes the screen for the other's
            assert table.waiting is None and table.seat == on_screen
            other = next(p for p in table.humans if p != on_screen)
            assert table.pass_box.layout.display is None
            assert table.pass_button.description == f"Pass the screen to {table._player_name(other)}"
            table.pass_button.click()
            assert table.waiting == other and table.pass_box.layout.display == "none"
        else:  # the computer has played on to a person's turn: a curtain exactly when it is the other's
            assert after in table.humans
            assert table.waiting == (after if after != on_screen else None)
    return lifted


@pytest.mark.parametrize("form", FORMS)
def test_two_people_play_a_deal_of_each_bridge_form_behind_a_curtain(form: str) -> None:
    table = PlayTable(form, humans=(0, 1), level="random", seed=5)
    assert table.game.computer == {p: "random" for p in range(table.game.num_players) if p > 1}
    rng = random.Random(form)
    lifted = play_through(table, lambda: play_table_buttons(table), lambda: len(table.game.deals) == 1, rng)
    assert all(lifted.values())
    # The first deal's review is shown to each person when he next has the screen.
    reviewed = set()
    while len(reviewed) < 2 and not table.game.is_over:
        if table.waiting is not None:
            table.lift_curtain()
        assert "Deal 1 is over" in table.review_box.value
        reviewed.add(table.seat)
        table.act(table.game.legal_actions()[0])
    assert reviewed == {0, 1}


def test_at_the_end_the_screen_goes_to_the_other_person_for_his_own_review() -> None:
    """A match of one deal has no next turn: the one who made its last move reads his review, then
    passes the screen to the other person, whose review speaks to him (he declared 1NT here), and
    nothing is left to do after."""
    table = PlayTable("plain", humans=(0, 1), seed=12, match="deal")
    calls = iter(["1NT", "Pass"])
    while not table.game.is_over:
        if table.waiting is not None:
            table.lift_curtain()
        game = table.game
        table.act(next(calls) if game.phase is Phase.AUCTION else game.legal_actions()[0])
    assert (table.seat, table.waiting) == (1, None)  # player 1 made the last move: his review first
    assert "1NT by player 0" in table.review_box.value and "You, the declarer" not in table.review_box.value
    table.pass_the_screen()
    assert (table.seat, table.waiting) == (1, 0) and table.review_box.value == ""
    table.lift_curtain()
    assert (table.seat, table.waiting) == (0, None)
    assert "1NT by you" in table.review_box.value and "You, the declarer, made" in table.review_box.value
    with pytest.raises(IllegalActionError, match="no curtain to lift"):
        table.lift_curtain()
    with pytest.raises(IllegalActionError, match="nobody to pass the screen to"):
        table.pass_the_screen()  # both have seen the end
    assert table.pass_box.layout.display == "none"


def test_two_people_play_boerenbridge_behind_a_curtain() -> None:
    table = BoerenbridgeTable(4, humans=(1, 3), level="random", seed=3, schedule=(2, 1))
    assert table.game.computer == {0: "random", 2: "random"} and table.waiting is not None

    def buttons() -> list[tuple[w.Button, Action]]:
        legal = table.game.legal_actions()
        return [(b, a) for b, a in boerenbridge_buttons(table).values() if a in legal]

    lifted = play_through(table, buttons, lambda: table.game.is_over, random.Random(3))
    assert lifted[1] and lifted[3]
    assert table.waiting is not None and table.result.value == ""  # the end is told behind the curtain
    table.lift_curtain()
    assert "wins" in table.result.value and "You" not in table.tie_break()


def test_a_curtain_at_the_start_and_the_save_goes_on_as_two_people() -> None:
    table = PlayTable("draw", humans=(0, 1), seed=4)
    assert table.waiting == table.game.current_player == 1 and table.feedback.value == ""
    table.lift_curtain()
    with pytest.raises(IllegalActionError, match="no curtain to lift"):
        table.lift_curtain()
    table.act(table.game.legal_actions()[0])
    text = table.to_json()
    assert table.game.computer == {} and '"computer"' not in text
    again = PlayTable.from_json(text)
    assert again.humans == (0, 1) and again.bots == {} and again.to_json() == text
    assert again.waiting == again.game.current_player  # a resumed game starts behind the curtain
    alone = PlayTable.from_json(text, level="random")  # a level asked for: the computer plays seat 1
    assert alone.humans == (0,) and alone.game.computer == {1: "random"}
    board = BoerenbridgeTable(3, humans=(0, 2), seed=1, schedule=(1,))
    again_board = BoerenbridgeTable.from_json(board.to_json())
    assert again_board.humans == (0, 2) and again_board.game.computer == {1: "basic"}


def test_save_waits_behind_the_curtain_for_a_save_holds_the_hidden_cards() -> None:
    table = PlayTable("draw", humans=(0, 1), seed=3)
    table.lift_curtain()
    while table.waiting is None:  # player 1 takes a card and discards one, face down
        table.act(table.game.legal_actions()[0])
    hidden = [card for card in DECK if card.code not in codes(cards_in(table.game.view(0)))]
    with pytest.raises(AssertionError, match="its code is shown"):  # the discard, in the history
        assert_not_named(table.to_json(), hidden)
    assert table.save_button.disabled and "not behind the curtain" in table.save_button.tooltip
    mark = table.to_json()
    with pytest.raises(IllegalActionError, match="the curtain is down: a save holds every card"):
        table.save()
    assert table.save_text.value == "" and "hm-refused" in table.feedback.value
    assert_shows_only(table, [0, 1])
    assert table.to_json() == mark
    table.lift_curtain()  # the screen is player 0's: he may save (a save is not read during the play)
    assert not table.save_button.disabled and table.save_button.tooltip == "write the match into the text box"
    table.save_button.click()
    assert table.save_text.value == mark


def test_undo_takes_back_no_other_person_s_decision() -> None:
    table = PlayTable("plain", humans=(0, 1), seed=3, match="deal")
    table.lift_curtain()
    table.act("1C")  # player 1 calls first
    table.lift_curtain()
    table.act("1D")
    table.lift_curtain()
    assert table.seat == 1 and table.undo_button.disabled  # greyed out: it would be refused
    mark = table.to_json()
    with pytest.raises(IllegalActionError, match="has played since"):
        table.undo()
    assert table.to_json() == mark


@pytest.mark.parametrize(("options", "reason"), [
    ({"humans": (0, 0)}, "once"),
    ({"humans": (0, 2)}, "players from 0 to 1"),
    ({"humans": ()}, "seats people play"),
    ({"humans": "01"}, "seats people play"),
    ({"humans": (True, 1)}, "seats people play"),
    ({"humans": (1,), "seat": 0}, "not one of the seats people play"),
])
def test_bad_seats_of_people_are_refused(options: dict[str, object], reason: str) -> None:
    with pytest.raises(ConfigError, match=reason):
        PlayTable("plain", **options)  # type: ignore[arg-type]
    with pytest.raises(ConfigError):
        BoerenbridgeTable(2, **options)  # type: ignore[arg-type]


def test_a_boerenbridge_table_of_people_only_says_nothing_of_a_computer_s_time() -> None:
    table = BoerenbridgeTable(3, humans=(0, 1, 2), seed=1, schedule=(1,))
    table.lift_curtain()
    table.act(table.game.legal_actions()[0])
    assert "how long the table took" in table.timing.value and "computer" not in table.timing.value
    with_computer = BoerenbridgeTable(3, seed=1, schedule=(1,))
    with_computer.act(with_computer.game.legal_actions()[0])
    assert "the computer thought for" in with_computer.timing.value
