"""Tests for the Boerenbridge table (honeymoon_widgets.boerenbridge), with no browser: through
its API (``act``) and through its controls (``button.click()``)."""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator

import ipywidgets as w
import pytest
from protocol_model import assert_not_named

import honeymoon
from honeymoon import ConfigError, IllegalActionError, SaveFileError, Suit
from honeymoon.boerenbridge import REDUCED_DECK
from honeymoon.cards import Card, parse_card
from honeymoon.game import Phase
from honeymoon_widgets.boerenbridge import BoerenbridgeTable


# --- helpers --------------------------------------------------------------------------------------
def descendants(widget: w.Widget) -> Iterator[w.Widget]:
    yield widget
    for child in getattr(widget, "children", ()):
        yield from descendants(child)


def children_html(table: BoerenbridgeTable) -> str:
    """Everything the live widget shows: each HTML part, each button's label and tooltip."""
    parts = []
    for widget in descendants(table):
        if isinstance(widget, w.HTML):
            parts.append(widget.value)
        elif isinstance(widget, w.Button):
            parts += [widget.description, widget.tooltip or ""]
    return "\n".join(parts)


def hidden_codes(table: BoerenbridgeTable) -> set[str]:
    """The cards the learner may not know now: the others' hands and the undealt stock, and his
    own card while he bids blind."""
    full = table.game.full_view()
    hidden = {card.code for hand in full.hands if hand.player != table.seat for card in hand.cards}
    hidden.update(card.code for card in full.stock or ())
    if not table.game.view(table.seat).hands[table.seat].cards:
        hidden.update(card.code for card in full.hands[table.seat].cards)
    return hidden


def assert_nothing_hidden_shown(table: BoerenbridgeTable) -> None:
    # The feedback names the cards the others played since the learner's last action: public
    # cards, but maybe of the deal before, now in someone's hand. It is checked on its own.
    feedback = table.feedback.value
    html = (table.static_html() + children_html(table)).replace(feedback, "")
    assert_not_named(html, map(parse_card, hidden_codes(table)), "hidden from the learner")


def first_legal_game(table: BoerenbridgeTable) -> int:
    """Play to the end answering the first legal action; checks every step on the way."""
    actions = 0
    while not table.game.is_over:
        assert table.game.current_player == table.seat
        assert_nothing_hidden_shown(table)
        before = len(table.game.history)
        table.act(table.game.legal_actions()[0])
        assert len(table.game.history) > before
        actions += 1
    return actions


# --- a whole game ---------------------------------------------------------------------------------
def test_a_whole_game_through_act_reaches_the_end_and_shows_the_winner() -> None:
    table = BoerenbridgeTable(4, seed=3, schedule=(1, 2, 3))
    assert first_legal_game(table) == (1 + 1) + (1 + 2) + (1 + 3)  # a bid and the cards, each deal
    game = table.game
    assert game.is_over and len(game.results) == 3
    assert not table.bid_buttons and not table.card_buttons and not table.suit_buttons
    html = table.static_html()
    assert "The game is over" in html and table.tie_break() in html
    assert "all 3 deals played" in html
    assert "hm-boerenbridge" in html  # the library's score table
    winner = game.standings()[0]
    name = "You" if winner == table.seat else f"Player {winner}"
    assert name in table.tie_break()
    with pytest.raises(IllegalActionError, match="the game is over"):
        table.act(0)
    assert "hm-refused" in table.feedback.value and "the game is over" in table.feedback.value


def test_match_deal_plays_one_deal_and_clicks_reach_the_game() -> None:
    table = BoerenbridgeTable(4, seed=8, match="deal", fixed_hand_size=2, first_dealer=0)
    while not table.game.is_over:
        if table.bid_buttons:
            button = next(b for b in table.bid_buttons.values() if not b.disabled)
        else:
            legal = {str(a) for a in table.game.legal_actions()}
            button = next(b for b in table.card_buttons.values() if b.description in legal)
        before = len(table.game.history)
        button.click()
        assert len(table.game.history) > before
        assert "hm-refused" not in table.feedback.value
    assert len(table.game.results) == 1


@pytest.mark.parametrize(("seed", "options", "decided"), [
    (590, {"schedule": (1, 2, 3, 4)}, "the first tie-break decided: more exact bids"),
    (84, {"harsh": True, "schedule": (1, 2, 3)}, "the second tie-break decided: the best single deal"),
    (4, {"harsh": True, "schedule": (1, 2, 3)}, "A tie:"),
    (0, {"harsh": True, "schedule": (1, 2, 3)}, "wins with"),
])
def test_the_winner_says_which_tie_break_decided(seed: int, options: dict[str, object], decided: str) -> None:
    table = BoerenbridgeTable(4, seed=seed, level="random", **options)  # type: ignore[arg-type]
    first_legal_game(table)
    assert decided in table.tie_break()
    assert decided in table.static_html()
    game = table.game
    first, second = game.standings()[:2]
    keys = [(game.scores()[p], game.exact_bids(p), game.best_deal(p)) for p in (first, second)]
    if "first" in decided:
        assert keys[0][0] == keys[1][0] and keys[0][1] > keys[1][1]
    elif "second" in decided:
        assert keys[0][:2] == keys[1][:2] and keys[0][2] > keys[1][2]
    elif "tie" in decided:
        assert keys[0] == keys[1] and game.winner is None


def test_the_computer_acts_first_by_itself() -> None:
    table = BoerenbridgeTable(4, seed=2, first_dealer=1, schedule=(2,))  # player 2 bids first
    assert table.game.current_player == 0
    assert [player for player, _ in table.game.history] == [2, 3]
    assert "Player 2 bid" in table.feedback.value and "Player 3 bid" in table.feedback.value
    assert table.timings["computer"] >= 0 and table.timings["widget"] == 0
    table.act(1)
    assert table.timings["widget"] > 0 and "hm-timing" in table.timing.value


def test_buttons_and_texts_that_look_alike_share_one_layout_and_one_style() -> None:
    # Each layout and style is a widget model of its own, which the browser builds.
    table = BoerenbridgeTable(4, seed=3, schedule=(4,))
    table.act(table.game.legal_actions()[0])  # your bid: now your cards
    legal = table.game.legal_actions()
    cards = {parse_card(code): button for code, button in table.card_buttons.items()}
    assert len(cards) == 4 and len({id(b.layout) for b in cards.values()}) == 1
    looks: dict[tuple[bool, bool], set[int]] = {}
    for card, button in cards.items():
        red, playable = isinstance(card, Card) and card.suit.is_red, card in legal
        assert (button.style.font_weight == "bold") == playable
        looks.setdefault((red, playable), set()).add(id(button.style))
    assert all(len(styles) == 1 for styles in looks.values())  # one style for each look
    texts = [table.stairs, table.status, table.picture, table.feedback, table.scores, table.result,
             table.timing]
    assert len({id(t.layout) for t in texts}) == 1 and len({id(t.style) for t in texts}) == 1


# --- the hook ---------------------------------------------------------------------------------
def hooked_table() -> BoerenbridgeTable:
    """A table where the learner deals and a number is forbidden to him."""
    for seed in range(100):
        table = BoerenbridgeTable(4, seed=seed, first_dealer=0, schedule=(2, 3))
        if table.game.forbidden_bid() is not None:
            return table
    raise AssertionError("no seed of 0–99 hooks the dealer")


def test_the_dealers_forbidden_bid_is_refused_with_the_hooks_reason() -> None:
    table = hooked_table()
    game = table.game
    forbidden = game.forbidden_bid()
    assert forbidden is not None and game.dealer == table.seat == game.current_player
    before, history = game.to_json(), list(game.history)
    with pytest.raises(IllegalActionError, match=r"as dealer you may not bid .*\(the hook\)") as refused:
        table.act(forbidden)
    assert game.to_json() == before and list(game.history) == history
    # The button is there, disabled, with the library's reason; the status explains the hook.
    button = table.bid_buttons[forbidden]
    assert button.disabled and button.tooltip == refused.value.reason
    assert table.hook_reason() == refused.value.reason
    assert escape_free(refused.value.reason) in table.status.value
    assert "hm-hook" in table.static_html() and "<s title=" in table.static_html()
    others = [n for n, b in table.bid_buttons.items() if n != forbidden]
    assert all(not table.bid_buttons[n].disabled for n in others)
    assert sorted(others) == sorted(a for a in game.legal_actions() if isinstance(a, int))
    # A click on it (a browser would not send one) shows the reason and changes nothing.
    button.click()
    assert "hm-refused" in table.feedback.value and "(the hook)" in table.feedback.value
    assert game.to_json() == before


def escape_free(text: str) -> str:
    """The reason as it appears in HTML (the hook's reasons have nothing to escape)."""
    assert not set("<>&'\"") & set(text)
    return text


def test_a_refused_card_shows_the_librarys_reason_and_changes_nothing() -> None:
    for seed in range(100):
        table = BoerenbridgeTable(4, seed=seed, schedule=(4,))
        table.act(table.game.legal_actions()[0])
        legal = {str(a) for a in table.game.legal_actions()}
        refused = [b for b in table.card_buttons.values() if b.description not in legal]
        if refused:
            break
    else:
        raise AssertionError("no seed of 0–99 makes the learner follow suit")
    before = table.game.to_json()
    refused[0].click()
    assert "hm-refused" in table.feedback.value and "you must follow suit" in table.feedback.value
    assert table.game.to_json() == before
    with pytest.raises(IllegalActionError, match="not in your hand"):
        table.act(next(iter(hidden_codes(table))))
    assert table.game.to_json() == before


def test_a_bid_during_the_play_and_a_card_during_the_bidding_are_refused() -> None:
    table = BoerenbridgeTable(4, seed=1, first_dealer=3, schedule=(1, 2))
    code = table.game.view(0).hands[0].cards[0].code
    with pytest.raises(IllegalActionError, match="it is the bidding"):
        table.act(code)
    table.act(1)
    with pytest.raises(IllegalActionError, match="it is your turn to play a card"):
        table.act(0)


# --- what the learner sees ------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 5, 7])
def test_the_learner_never_sees_another_players_card(players: int) -> None:
    table = BoerenbridgeTable(players, seed=11, seat=players - 1, schedule=(1, 2, 3), level="random")
    first_legal_game(table)  # checks at each of his turns


def test_a_blind_deal_hides_the_learners_own_card_while_he_bids() -> None:
    table = BoerenbridgeTable(4, seed=6, blind=True, schedule=(1, 2), first_dealer=2)
    game = table.game
    assert game.blind and game.phase is Phase.BIDDING and game.current_player == 0
    mine = game.full_view().hands[0].cards
    assert game.view(0).hands[0].cards == () and mine
    assert mine[0].code in hidden_codes(table)
    assert_nothing_hidden_shown(table)
    assert not table.card_buttons
    assert "A blind deal" in table.status.value
    table.act(0)
    if not game.is_over and game.deal_number == 1:  # now he sees it and plays it
        assert list(table.card_buttons) == [card.code for card in mine]
        assert_nothing_hidden_shown(table)


# --- Wizard style -----------------------------------------------------------------------------
def test_a_turned_wizard_offers_the_dealer_the_trump_suits() -> None:
    table = BoerenbridgeTable(4, seed=4, wizard=True, first_dealer=0, schedule=(3,), level="random")
    game = table.game
    assert game.phase is Phase.CHOOSE_TRUMP and game.current_player == table.seat
    assert game.turned is not None and str(game.turned).startswith("Wizard")
    assert sorted(table.suit_buttons) == ["C", "D", "H", "S"]
    assert not table.bid_buttons and not table.card_buttons
    assert "name the trump suit" in table.status.value and "Name trumps" in table.static_html()
    with pytest.raises(IllegalActionError, match="name the trump suit"):
        table.act(1)
    table.suit_buttons["H"].click()
    assert game.trump is Suit.HEARTS and game.history[0] == (0, Suit.HEARTS)
    assert not table.suit_buttons and table.game.current_player == table.seat  # the dealer bids last
    assert "trumps are" in table.status.value
    first_legal_game(table)


# --- other numbers of players ------------------------------------------------------------------
def test_two_players_use_the_reduced_deck() -> None:
    table = BoerenbridgeTable(2, seed=3)
    assert table.game.schedule[:3] == (1, 2, 3)
    table.act(table.game.legal_actions()[0])
    assert table.game.is_over or table.game.current_player == 0
    reduced = {c.code for c in REDUCED_DECK}
    assert {card.code for card in table.game.full_view().pack} == reduced


def test_seven_players_start_and_play() -> None:
    table = BoerenbridgeTable(7, seed=9, seat=3)
    assert table.game.num_players == 7 and table.game.current_player == 3
    assert "The staircase" in table.stairs.value
    assert table.stairs.value.count("<td") == len(table.game.schedule) == 14
    table.act(table.game.legal_actions()[0])
    assert table.game.current_player == 3


def test_the_staircase_marks_the_current_deal_and_the_no_trump_deals() -> None:
    table = BoerenbridgeTable(4, seed=3, no_trump_rounds="common")
    stairs = table.stairs.value
    cells = re.findall(r"<td class='(hm-[a-z-]+)'[^>]*>(\d+)", stairs)
    assert [int(size) for _, size in cells] == list(table.game.schedule)
    assert [kind for kind, _ in cells] == ["hm-now"] + ["hm-to-come"] * 14
    assert stairs.count("NT") == 3  # the one-card deals and the top
    first_legal_game(BoerenbridgeTable(4, seed=3, schedule=(1, 2)))


# --- saving -------------------------------------------------------------------------------------
def test_to_json_is_the_games_save_and_from_json_goes_on_with_it() -> None:
    table = BoerenbridgeTable(5, seed=7, seat=2, level="random", harsh=True)
    table.act(table.game.legal_actions()[0])
    text = table.to_json()
    assert text == table.game.to_json() and json.loads(text)["game"] == "boerenbridge"
    again = BoerenbridgeTable.from_json(text, level="random", seat=2)
    assert (again.seat, again.level) == (2, "random")
    assert again.game.to_json() == text and again.game.config.harsh
    assert again.static_html().replace(again.feedback.value, "") == \
        table.static_html().replace(table.feedback.value, "")
    # The same moves from the same state give the same game (the computer is seeded by the game).
    move = table.game.legal_actions()[0]
    table.act(move)
    again.act(move)
    assert again.game.history == table.game.history
    # Loaded at another seat, where the computer is to act: it acts until that seat's turn.
    other = BoerenbridgeTable.from_json(text, seat=0)
    assert other.game.current_player == 0 or other.game.is_over
    assert len(other.game.history) > len(BoerenbridgeTable.from_json(text, seat=2).game.history)


def test_bad_saves_are_refused() -> None:
    with pytest.raises(SaveFileError):
        BoerenbridgeTable.from_json("not json")
    with pytest.raises(SaveFileError):
        BoerenbridgeTable.from_json(json.dumps({"format": "honeymoon-game"}))
    with pytest.raises(SaveFileError, match="not Boerenbridge"):
        BoerenbridgeTable.from_json(honeymoon.new_game("plain", seed=1).to_json())
    good = BoerenbridgeTable(4, seed=1).to_json()
    with pytest.raises(ConfigError):
        BoerenbridgeTable.from_json(good, level="grandmaster")
    for seat in (4, True, -1):
        with pytest.raises(ConfigError):
            BoerenbridgeTable.from_json(good, seat=seat)


# --- bad options ------------------------------------------------------------------------------------
@pytest.mark.parametrize("kwargs", [
    {"players": 1}, {"players": 8}, {"players": True}, {"players": "4"},
    {"level": "expert"}, {"level": None},
    {"seat": 4}, {"seat": -1}, {"seat": True}, {"seat": 1.0},
    {"players": 3, "seat": 3},
    {"seed": "x"}, {"seed": False},
    {"harsh": "yes"}, {"wizard": True, "players": 2}, {"schedule": (1, 20)},
    {"no_trump_rounds": (99,)}, {"colour": "red"}, {"match": "rubber"},
])
def test_bad_options_raise_config_error(kwargs: dict[str, object]) -> None:
    with pytest.raises(ConfigError):
        BoerenbridgeTable(**kwargs)  # type: ignore[arg-type]


def test_the_static_picture_is_the_widgets_html() -> None:
    table = BoerenbridgeTable(4, seed=1, first_dealer=3, schedule=(1, 2))
    bundle = table._repr_mimebundle_()
    assert bundle["text/html"] == table.static_html()
    assert "run the notebook" in bundle["text/plain"]
    assert 'class="hm-view game-boerenbridge' in table.static_html()
    assert "Your bid" in table.static_html()
    assert "hm-timing" not in table.static_html()  # timings vary: not in the picture


def test_four_players_are_not_scored_as_two_partnerships() -> None:
    table = BoerenbridgeTable(4, seed=3, schedule=(1, 2))
    first_legal_game(table)
    assert "North-South" not in table.static_html() and "East-West" not in table.static_html()
    # The picture's scores panel lists each of the four players with his own total.
    for player, points in enumerate(table.game.scores()):
        assert f"Player {player}: {points}" in table.picture.value


def test_a_deal_that_ends_is_told_with_each_players_score_lines_before_the_next_begins() -> None:
    """The deal's last cards, then "Deal N is over" with every player's score lines (the
    library's labels and points), then what the others did in the next deal: a learner sees how
    each deal ended without reading the score table."""
    table = BoerenbridgeTable(players=3, seed=2, schedule=[1, 2, 1])
    rng = random.Random(3)
    told_deals = 0
    while not table.game.is_over:
        before = len(table.game.results)
        table.act(rng.choice(table.game.legal_actions()))
        said = re.sub("<[^>]+>", "", table.feedback.value)
        for result in table.game.results[before:]:
            told_deals += 1
            over = said.split(f"Deal {result.number} is over. ")[1]
            for player, lines in enumerate(result.lines):
                name = "You" if player == table.seat else table.game.view(0).names[player].capitalize()
                points = ", ".join(f"{line.label} ({line.points} point" for line in lines)
                assert f"{name}: {points}" in over, (name, points, over)
    assert told_deals == 3
