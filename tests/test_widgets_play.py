"""Tests for the play table (honeymoon_widgets.play), with no browser: through its API (``act``,
``undo``, ``hint``, ``to_json``, ``from_json``) and through its buttons (``button.click()``)."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from html import escape

import pytest
from protocol_model import assert_not_named

import honeymoon
from honeymoon import DECK, Bid, Card, ConfigError, IllegalActionError, SaveFileError
from honeymoon.game import Decision, action_text
from honeymoon_widgets.boerenbridge import BoerenbridgeTable
from honeymoon_widgets.play import PlayTable

FORMS = [name for name in honeymoon.available_games() if name != "boerenbridge"]
_CODE = re.compile(r"\b[2-9TJQKA][SHDC]\b")


# --- helpers --------------------------------------------------------------------------------------
def shown_html(table: PlayTable) -> str:
    """Everything the learner's area shows: each HTML child, the button labels and tooltips, and
    the static rendering (the save box is left out: it is empty until the learner saves)."""
    parts = [child.value for child in (table.status, table.table, table.feedback, table.hint_box,
                                       table.clock, table.review_box, table.pad, table.hand_title)]
    parts += [table.static_html(), table._repr_mimebundle_()["text/html"]]
    for button in [*table.buttons.values(), *table.card_buttons.values(), *table.call_buttons.values()]:
        parts += [button.description, button.tooltip or ""]
    return "\n".join(parts)


def assert_nothing_hidden_shown(table: PlayTable) -> None:
    """No card the learner's view does not contain is named anywhere in what he sees: not its name
    (``queen of hearts``), its text (``♥Q``) or its code (``QH``)."""
    known = set(_CODE.findall(json.dumps(table.game.view(table.seat).to_dict())))
    assert_not_named(shown_html(table), (card for card in DECK if card.code not in known))


def learner_acts_first_legal(table: PlayTable) -> None:
    table.act(table.game.legal_actions()[0])


# --- a whole deal ---------------------------------------------------------------------------------
def test_a_whole_deal_of_plain_reaches_the_end_and_shows_the_review() -> None:
    table = PlayTable("plain", seed=3, match="deal")
    actions = 0
    while not table.game.is_over:
        assert table.game.current_player == table.seat  # the computer never leaves it stuck
        learner_acts_first_legal(table)
        actions += 1
        assert actions < 200
    assert table.review is not None and len(table.review) == 26
    assert table.par is not None
    html = table.static_html()
    assert "could make" in html and "Par" in html and "Your cards:" in html
    assert "The match is over" in table.status.value
    assert "hm-score-sheet" in table.pad.value
    # The review counts what the deal really gave: the declaring side's tricks.
    full = table.game.full_view()
    assert full.declarer is not None
    declarer_side = {s.seat for s in full.seats if s.side == full.seats[full.declarer].side}
    assert table.review.made == sum(1 for w in full.trick_winners if w in declarer_side)
    # Two players have no sides: the review names the declarer.
    who = "You, the declarer," if full.declarer == table.seat else "The declarer, player 1,"
    assert f"{who} made {table.review.made} tricks" in html and "side made" not in html


def test_the_buttons_are_the_legal_actions_and_clicks_reach_the_game() -> None:
    table = PlayTable("plain", seed=3, match="deal")
    legal = {action_text(a) for a in table.game.legal_actions()}
    enabled = {code for code, button in table.call_buttons.items() if not button.disabled}
    assert enabled == legal
    table.call_buttons["Pass"].click()
    assert table.game.phase is honeymoon.Phase.PLAY
    legal = {action_text(a) for a in table.game.legal_actions()}
    active = {code for code, button in table.card_buttons.items() if not button.disabled}
    assert active == legal
    mine = {card.code for card in table.game.view(0).seats[0].cards}
    assert set(table.card_buttons) == mine  # the whole hand is shown, illegal cards inactive
    before = len(table.game.history)
    table.card_buttons[sorted(active)[0]].click()
    assert len(table.game.history) > before
    assert table.game.history[before] == (0, Card.parse(sorted(active)[0]))


def test_a_new_table_says_what_the_computer_did_before_the_learner_s_first_turn() -> None:
    table = PlayTable("plain", seed=3, match="deal")  # the computer opens 1NT
    assert table.game.history.players == [1]
    assert "player 1: 1NT" in table.feedback.value
    drawn = PlayTable("draw", seed=14)  # the computer takes the face-up card and discards
    seen = [line for line in drawn.game.view(0).log if line.player == 1]
    assert [line.discard for line in seen] == [False, True]
    assert f"player 1: take {seen[0].card}; player 1: a discard (face down)" in drawn.feedback.value
    assert PlayTable("plain", seed=3, match="deal", seat=1).feedback.value == ""  # the learner acts first


def test_a_table_starting_with_cards_builds_no_ladder_until_its_first_auction() -> None:
    # A class opening the play app builds every table at once: what is hidden is not built.
    table = PlayTable("draw-tricks", seed=1)
    assert table.game.phase is honeymoon.Phase.DRAW and table.call_buttons == {}
    while table.game.phase is not honeymoon.Phase.AUCTION:
        learner_acts_first_legal(table)
    legal = {action_text(a) for a in table.game.legal_actions()}
    assert len(table.call_buttons) == 38
    assert {code for code, button in table.call_buttons.items() if not button.disabled} == legal


def test_buttons_that_look_alike_share_one_layout_and_one_style() -> None:
    # Each layout and style is a widget model of its own, which the browser builds: a hand of
    # thirteen cards costs thirteen models, not thirty-nine.
    table = PlayTable("plain", seed=3, match="deal")
    cards = list(table.card_buttons.values())
    assert len({id(b.layout) for b in cards}) == 1
    red = {id(b.style) for code, b in table.card_buttons.items() if Card.parse(code).suit.is_red}
    black = {id(b.style) for code, b in table.card_buttons.items() if not Card.parse(code).suit.is_red}
    assert len(red) == 1 and len(black) == 1 and red != black
    bids = [b for code, b in table.call_buttons.items() if code[0].isdigit()]
    assert len({id(b.layout) for b in bids}) == 1 and len({id(b.style) for b in bids}) == 2
    texts = [table.status, table.table, table.feedback, table.hint_box, table.clock, table.review_box]
    assert len({id(t.layout) for t in texts}) == 1 and len({id(t.style) for t in texts}) == 1


def test_a_deal_ending_in_a_rubber_starts_the_next_with_the_review_of_the_last() -> None:
    table = PlayTable("plain", seed=5)
    while len(table.game.deals) < 2:
        learner_acts_first_legal(table)
    assert table.game.view(0).deal == 3 or table.game.is_over
    assert "Deal 2 is over" in table.review_box.value


# --- refusals -------------------------------------------------------------------------------------
def _refused(table: PlayTable, action: str | Card, reason: str) -> None:
    saved = table.game.to_json()
    with pytest.raises(IllegalActionError) as caught:
        table.act(action)
    assert reason in caught.value.reason
    assert "hm-refused" in table.feedback.value and escape(caught.value.reason) in table.feedback.value
    assert table.game.to_json() == saved


def test_a_bid_too_low_is_refused_with_the_reason_and_changes_nothing() -> None:
    table = PlayTable("plain", seed=3, match="deal")  # the computer opened 1NT
    _refused(table, "1C", "is not enough")
    table.call_buttons["1C"].click()  # a click refused (were it enabled) is shown, not raised
    assert table.game.view(0).auction == (Bid.parse("1NT"),)


def test_a_card_not_in_hand_and_a_card_in_the_auction_are_refused() -> None:
    table = PlayTable("plain", seed=3, match="deal")
    mine = {card.code for card in table.game.view(0).seats[0].cards}
    _refused(table, Card.parse(mine.pop()), "")  # a card during the auction ("2H" would be a bid)
    table.act("Pass")
    mine = {card.code for card in table.game.view(0).seats[0].cards}
    other = next(c.code for c in DECK if c.code not in mine)
    _refused(table, other, "")
    _refused(table, "2S" if "2S" not in mine else "3S", "")
    _refused(table, "take", "")


def test_not_your_turn_and_the_match_over_are_refused() -> None:
    table = PlayTable("plain", seed=3, match="deal")
    table.act("Pass")  # the computer declares 1NT: you lead
    table.game.apply(table.game.legal_actions()[0])  # behind the widget's back: the computer's turn
    _refused(table, "AS", "player 1's turn, not yours")
    table = PlayTable("plain", seed=3, match="deal")
    while not table.game.is_over:
        learner_acts_first_legal(table)
    _refused(table, "Pass", "the match is over")


# --- what both tables do the same way (honeymoon_widgets.table) -----------------------------------
TABLES = {  # a table and an action refused there: a bid too low, a bid of more tricks than cards
    "PlayTable": (lambda: PlayTable("plain", seed=3, match="deal"), "1C"),
    "BoerenbridgeTable": (lambda: BoerenbridgeTable(4, seed=2, first_dealer=1, schedule=(2, 3)), 5),
}


@pytest.mark.parametrize(("make", "illegal"), TABLES.values(), ids=TABLES)
def test_both_tables_seat_the_computer_and_refuse_an_illegal_action_changing_nothing(
        make: Callable[[], PlayTable | BoerenbridgeTable], illegal: str | int) -> None:
    table = make()
    game = table.game
    assert sorted(table.bots) == [p for p in range(game.num_players) if p != table.seat]
    assert game.current_player == table.seat and len(game.history) > 0  # the computer acted first
    assert "hm-info" in table.feedback.value  # and the table says what it did
    saved, picture = game.to_json(), table.static_html().replace(table.feedback.value, "")
    with pytest.raises(IllegalActionError) as refused:
        table.act(illegal)
    assert table.game is game and game.to_json() == saved
    assert "hm-refused" in table.feedback.value and escape(refused.value.reason) in table.feedback.value
    assert table.static_html().replace(table.feedback.value, "") == picture
    assert table.timings["computer"] == 0 < table.timings["widget"]  # the refusal's own time
    table.act(game.legal_actions()[0])
    assert len(game.history) > len(honeymoon.load_game(saved).history)
    assert "hm-refused" not in table.feedback.value


# --- what the learner sees ------------------------------------------------------------------------
@pytest.mark.parametrize("form", ["plain", "draw", "half-open", "single-dummy", "contract-bridge",
                                  "three-handed", "exposed-dummy"])
def test_the_learner_never_sees_a_hidden_card(form: str) -> None:
    table = PlayTable(form, seed=2, match="deal")
    steps = 0
    while not table.game.is_over and steps < 40:
        assert_nothing_hidden_shown(table)
        if steps % 7 == 3 and table.game.current_player == table.seat:
            table.hint()
            assert_nothing_hidden_shown(table)
        learner_acts_first_legal(table)
        steps += 1
    assert_nothing_hidden_shown(table)


@pytest.mark.parametrize("form", ["draw", "draw-discard", "draw-tricks"])
def test_in_the_draw_the_status_says_the_views_prompt(form: str) -> None:
    table = PlayTable(form, seed=2, match="deal")
    while table.game.phase is honeymoon.Phase.DRAW:
        draw = table.game.view(0).draw
        assert draw is not None
        legal = table.game.legal_actions()
        words = " or ".join(a.word.capitalize() for a in legal if isinstance(a, Decision))
        status = re.sub("<[^>]+>", "", table.status.value)
        assert status == f"Your turn to {draw.prompt}: click {words or 'a card'}."
        learner_acts_first_legal(table)


def test_a_dummy_the_learner_plays_is_the_seat_to_play() -> None:
    for seed in range(30):
        table = PlayTable("double-dummy", seed=seed, match="deal")
        while not table.game.is_over:
            view = table.game.view(0)
            if view.phase is honeymoon.Phase.PLAY and view.seat_to_play == 2:
                assert set(table.card_buttons) == {card.code for card in view.seats[2].cards}
                assert "your dummy" in table.status.value
                return
            learner_acts_first_legal(table)
    pytest.fail("no deal where you play from your dummy")


# --- undo, hint, save ----------------------------------------------------------------------------
def test_undo_restores_the_earlier_state_exactly() -> None:
    table = PlayTable("plain", seed=3)
    states = []
    for _ in range(6):
        states.append(table.game.to_json())
        learner_acts_first_legal(table)
    for state in reversed(states):
        table.undo()
        assert table.game.to_json() == state
        assert table.game.current_player == table.seat
    with pytest.raises(IllegalActionError, match="nothing to undo"):
        table.undo()
    assert "nothing to undo" in table.feedback.value


def test_undo_across_the_end_of_a_deal_brings_back_the_earlier_review() -> None:
    table = PlayTable("plain", seed=5)
    while len(table.game.deals) < 1:
        before = table.game.to_json()
        learner_acts_first_legal(table)
    assert table.review is not None or table.notes
    table.undo()
    assert table.game.to_json() == before
    assert table.review is None and table.notes == [] and table.review_box.value == ""


def test_the_hint_is_a_legal_action_with_a_reason() -> None:
    table = PlayTable("plain", seed=3, match="deal")
    hint = table.hint()
    assert hint.action in table.game.legal_actions()
    assert hint.why and "Hint" in table.hint_box.value
    table.act(hint.action)
    assert table.hint_box.value == ""  # the hint was for the decision just made


def test_a_save_goes_on_at_its_seat_and_level() -> None:
    table = PlayTable("plain", seed=4, level="strong", seat=1)
    assert table.game.computer == {0: "strong"}
    again = PlayTable.from_json(table.to_json())
    assert (again.seat, again.level) == (1, "strong")
    assert isinstance(again.bots[0], type(table.bots[0])) and again.bots[0].level == "strong"
    other = PlayTable.from_json(table.to_json(), level="random", seat=0)
    assert (other.seat, other.level, other.game.computer) == (0, "random", {1: "random"})


def test_save_and_resume_round_trip() -> None:
    table = PlayTable("draw", seed=4, level="basic")
    for _ in range(5):
        learner_acts_first_legal(table)
    text = table.to_json()
    again = PlayTable.from_json(text)
    assert again.game.to_json() == text
    assert again.static_html() != ""
    # Through the buttons: Save fills the box, Resume loads it.
    other = PlayTable("plain", seed=1)
    table.save_button.click()
    other.save_text.value = table.save_text.value
    other.resume_button.click()
    assert other.game.to_json() == text
    learner_acts_first_legal(other)
    learner_acts_first_legal(table)
    assert other.game.to_json() == table.game.to_json()  # the same computer, the same answers


def test_a_bad_save_is_refused_and_changes_nothing() -> None:
    table = PlayTable("plain", seed=1)
    saved = table.game.to_json()
    with pytest.raises(SaveFileError):
        table.resume("not a save")
    assert "hm-refused" in table.feedback.value and table.game.to_json() == saved
    boer = honeymoon.new_game("boerenbridge", seed=1).to_json()
    with pytest.raises(ConfigError):
        table.resume(boer)
    with pytest.raises(SaveFileError):
        PlayTable.from_json("{}")


# --- every form, every bad option -----------------------------------------------------------------
@pytest.mark.parametrize("form", FORMS)
def test_every_bridge_form_takes_a_learner_action(form: str) -> None:
    table = PlayTable(form, seed=1)
    assert table.game.current_player == table.seat
    legal = table.game.legal_actions()
    count = len(table.game.history)
    table.act(legal[0])
    assert len(table.game.history) > count
    now = table.game.legal_actions() if table.game.current_player == table.seat else []
    assert list(table.buttons) == [a.word for a in now if isinstance(a, Decision)]
    assert "<script" not in table.static_html()


@pytest.mark.parametrize("kwargs", [
    {"form": "boerenbridge"}, {"form": "bridge"}, {"form": 3}, {"form": "plain", "level": "expert"},
    {"form": "plain", "level": None}, {"form": "plain", "seat": 2}, {"form": "plain", "seat": -1},
    {"form": "plain", "seat": True}, {"form": "contract-bridge", "seat": 4}, {"form": "plain", "seat": "0"},
    {"form": "plain", "colour": "red"}, {"form": "plain", "match": "forever"}, {"form": "plain", "seed": "x"},
])
def test_bad_options_raise_config_error(kwargs: dict[str, object]) -> None:
    with pytest.raises(ConfigError):
        PlayTable(**kwargs)  # type: ignore[arg-type]


# --- the review's limits ----------------------------------------------------------------------------
def _played_deal(form: str) -> PlayTable:
    """A finished single deal of ``form`` that was not passed out."""
    for seed in range(20):
        table = PlayTable(form, seed=seed, match="deal")
        while not table.game.is_over:
            learner_acts_first_legal(table)
        if table.game.view(0).previous_deals[-1].score is not None:
            return table
    pytest.fail(f"every deal of {form} was passed out")


def test_half_open_shows_why_there_is_no_review() -> None:
    table = _played_deal("half-open")
    assert table.review is None and table.par is not None
    assert any("half-open" in note for note in table.notes)
    assert "does not cover the half-open form" in table.review_box.value


def test_in_a_rubber_the_review_says_it_shows_par_as_the_score_stood() -> None:
    table = PlayTable("plain", seed=0)  # a rubber: player 1 makes a part score in the first deal
    sheet = table.game.sheet
    while not table.game.deals:
        learner_acts_first_legal(table)
    assert table.par_basis.startswith("for this deal as the score stood (nobody vulnerable, no part score;")
    part = sheet.below(1, sheet.game)
    assert part > 0
    while len(table.game.deals) < 2:
        learner_acts_first_legal(table)
    assert f"(nobody vulnerable, player 1 {part} below the line; a game counted at 350" in table.par_basis
    assert table.duplicate_par is None
    assert table.par is not None
    html = table.review_box.value
    said = f"Par (both sides knowing every card) {escape(table.par_basis)}: {table._par_text(table.par)}."
    assert said in html


def test_a_one_deal_review_adds_the_duplicate_par_where_it_differs() -> None:
    differ, same = PlayTable("plain", seed=0, match="deal"), PlayTable("plain", seed=3, match="deal")
    for table in (differ, same):
        while not table.game.is_over:
            learner_acts_first_legal(table)
        assert table.par is not None
        assert "scored as its sheet scores it (a game earns its trick points only)" in table.review_box.value
    assert differ.duplicate_par is not None and differ.par is not None
    assert differ.duplicate_par.contract != differ.par.contract
    assert (f"Duplicate-style par, where every deal scores alone and a game made earns 300 (500 vulnerable): "
            f"{differ._par_text(differ.duplicate_par)}.") in differ.review_box.value
    # Seed 3: the same contract both ways (only 50 more for a part score made): not said twice.
    assert same.duplicate_par is None and same.par is not None
    assert "Duplicate-style par" not in same.review_box.value


def test_a_three_seat_table_has_a_review_but_no_par() -> None:
    table = _played_deal("exposed-dummy")
    assert table.review is not None and table.par is None
    assert "no par for a table of three seats" in table.static_html()


def test_the_computer_time_is_shown_apart_from_the_widget_time() -> None:
    table = PlayTable("plain", seed=3, match="deal")
    table.act("Pass")
    assert set(table.timings) == {"computer", "analysis", "widget"}
    assert "computer thought" in table.clock.value and "the table was drawn in" in table.clock.value
    assert table.clock.value.startswith("<details")  # folded: a learner need not read it


def test_a_table_of_people_only_says_nothing_of_a_computer_s_time() -> None:
    table = PlayTable("plain", seed=3, match="deal", humans=(0, 1))
    table.lift_curtain()
    table.act("Pass")
    assert "how long the table took" in table.clock.value
    assert "computer" not in table.clock.value and "the table was drawn in" in table.clock.value


def test_the_feedback_names_every_action_since_the_learner_s_as_it_is() -> None:
    """A call is named as a call and a card as a card (``4S`` is both), and when the learner's
    card ends a deal, the computer's last cards of that deal and its first calls of the next
    are all told."""
    import re

    from honeymoon import Bid, Card

    table = PlayTable("plain", level="basic", seed=9)
    table.act("1S")
    crossed = False
    while not table.game.is_over and not crossed:
        mark = len(table.game.history)
        deal = table.game.view(0).deal
        table.act(table.game.legal_actions()[0])
        crossed = table.game.view(0).deal != deal
        told = re.sub("<[^>]+>", "", table.feedback.value)
        for player, action in list(table.game.history)[mark + 1:]:
            if player != 0 and isinstance(action, Card | Bid):
                assert f"player {player}: {action}" in told
    assert crossed and "deal 1 is over" in told


def test_the_draw_phase_says_who_won_each_preliminary_trick_and_what_the_learner_drew() -> None:
    table = PlayTable("draw-tricks", seed=14, match="deal")
    before = set(table.game.view(0).seats[0].cards)
    card = table.game.legal_actions()[0]
    table.act(card)
    view = table.game.view(0)
    draw = view.draw
    assert draw is not None
    winner = draw.preliminary_winners[0]
    said = table.feedback.value
    # The trick's result comes right after the card that ended it, before the next lead.
    second = draw.preliminary_tricks[0][1]
    name = {0: "you", 1: "player 1"}
    assert f"{name[second.seat]}: {second.card}; preliminary trick 1 won by {name[winner]}" in said
    new = set(view.seats[0].cards) - (before - {card})
    assert new and all(str(new_card) in table.feedback.value for new_card in new)
    # The computer's draws stay hidden: only the learner's new cards are named.
    assert table.feedback.value.count("new in your hand") == 1


def test_without_endplay_a_four_hand_deal_ends_with_notes_instead_of_review_and_par(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # As on the offline JupyterLite site, where endplay (compiled) cannot be installed.
    import sys

    for name in [n for n in sys.modules if n == "endplay" or n.startswith("endplay.")]:
        monkeypatch.delitem(sys.modules, name)
    monkeypatch.setitem(sys.modules, "endplay", None)
    table = PlayTable("contract-bridge", level="random", seed=4, match="deal")
    while not table.game.is_over:
        learner_acts_first_legal(table)
    if table.game.full_view().contract is None:
        pytest.skip("this deal was passed out")
    assert table.review is None and table.par is None
    assert any("needs endplay" in note for note in table.notes)
    assert "no par for this deal" in table.review_box.value


# --- what the play cost each side -------------------------------------------------------------------
def _review_text(table: PlayTable) -> str:
    return re.sub(r"\s+", " ", re.sub("<[^>]+>", " ", table.review_box.value))


@pytest.mark.parametrize("form", ["plain", "three-handed", "double-dummy", "contract-bridge"])
def test_the_review_says_what_the_play_cost_each_side_the_computer_too(form: str) -> None:
    table = _played_deal(form)
    verdicts = table.review
    assert verdicts is not None and verdicts.could_make is not None
    said = _review_text(table)
    full = table.game.full_view()
    names = ["you" if p == table.seat else name for p, name in enumerate(table.game.view(0).names)]
    chosen = {seat.seat: names[seat.controller] for seat in full.seats if seat.controller is not None}
    given = []
    for declaring in (True, False):  # each side's tricks given away, by who chose its cards
        side = [v for v in verdicts if v.by_declarer == declaring]
        players = {chosen[v.seat] for v in side}
        cost = sum(v.cost for v in side)
        given.append(cost)
        if len(players) > 1 and cost:
            for player in players:
                assert f"{player} gave {sum(v.cost for v in side if chosen[v.seat] == player)}" in said
        elif len(players) == 1:
            assert f"({players.pop()}) " + (f"gave away {cost} trick" if cost else "gave none away") in said
    # The counts add up: what the declarer could make, less his side's gifts, plus the defenders'.
    assert verdicts.could_make - given[0] + given[1] == verdicts.made
    assert f"made {verdicts.could_make} − {given[0]} + {given[1]} = {verdicts.made}." in said
    theirs = [v for v in verdicts if chosen[v.seat] != "you"]
    good = sum(not v.cost for v in theirs)
    assert f"The computer's cards: {good} of {len(theirs)} were as good as any." in said
    above = table.review_box.value.split("hm-review-all")[0]  # above the fold of every card: the costly ones
    dummy = ", from the dummy,"
    played_from = {seat.seat: chosen[seat.seat] + ("" if seat.controller == seat.seat else dummy)
                   for seat in full.seats if seat.controller is not None}
    for verdict in verdicts:  # yours and the computer's, in words; a dummy's card said to be one
        assert (escape(verdict.in_words(played_from[verdict.seat])) in above) == bool(verdict.cost)


def test_where_the_review_starts_late_the_costs_are_those_of_the_tricks_reviewed(
        monkeypatch: pytest.MonkeyPatch) -> None:
    import dataclasses

    from honeymoon.forms import reviews

    late = "tricks 1 to 2 are not reviewed: the double-dummy analysis stopped after 30 s (its time budget)"
    review = reviews.review
    monkeypatch.setattr(reviews, "review", lambda game, budget: dataclasses.replace(
        review(game, budget=budget), could_make=None, note=late))
    table = _played_deal("plain")
    said = _review_text(table)
    assert "(in the tricks reviewed)." in said and late in said
    assert "could make" not in said and "So the declarer" not in said


def test_the_claim_button_refuses_with_the_line_and_the_computer_s_claim_is_told() -> None:
    """Beside the hand in the play, Claim the rest: refused, the reason shows where every refusal
    shows and nothing changes; the computer's claim is told, and the review says the last tricks
    were claimed. In the auction there is no such button."""
    from test_claims import eleven_spades_cashed

    auction = PlayTable("plain", seed=3, match="deal")
    assert auction.claim_button.layout.display == "none"
    game = eleven_spades_cashed()
    game.computer = {1: "basic"}
    table = PlayTable.from_json(game.to_json())
    assert table.seat == 0 and table.claim_button.layout.display is None
    assert table.claim_button.layout is not table.undo_button.layout  # hiding it hides no other button
    assert "Claim the rest" in table.static_html()  # among the choices, beside the cards
    saved = table.to_json()
    table.claim_button.click()
    assert table.to_json() == saved
    assert "hm-refused" in table.feedback.value
    assert escape("you lead ♠3, player 1 plays ♥K: you win the trick") in table.feedback.value
    table.act("2H")
    assert table.game.is_over and table.game.history[-1][1] == honeymoon.game.CLAIM
    assert "player 1: claim the rest (1 trick)" in table.feedback.value
    assert "Player 1 claimed the last 1 trick." in table.review_box.value
    assert "2 tricks, the last 1 trick claimed by Player 1" in table.table.value
    assert table.claim_button.layout.display == "none"
