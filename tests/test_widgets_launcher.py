"""The play launcher: the page `make play` serves."""

from __future__ import annotations

from html import escape
from typing import Any

import pytest

import honeymoon
from honeymoon import ConfigError
from honeymoon.boerenbridge import BoerenbridgeGame, BoerenbridgeOptions
from honeymoon_widgets import BoerenbridgeTable, PlayLauncher, PlayTable
from honeymoon_widgets.launcher import FORM_TITLES, HOUSE_RULES, LEVEL_WORDS


def test_the_choices_offer_every_form_and_level_and_the_form_sets_the_seats() -> None:
    launcher = PlayLauncher()
    assert [name for _, name in launcher.form_choice.options] == honeymoon.available_games()
    assert list(launcher.level_choice.options) == ["random", "basic", "strong"]
    assert [seat for _, seat in launcher.seat_choice.options] == [0, 1]
    launcher.form_choice.value = "contract-bridge"
    assert [name for name, _ in launcher.seat_choice.options] == ["North", "East", "South", "West"]
    launcher.form_choice.value = "three-handed"
    assert [name for name, _ in launcher.seat_choice.options] == ["player 0", "player 1", "player 2"]


def test_forms_are_named_in_words_with_their_lesson_and_levels_are_explained() -> None:
    launcher = PlayLauncher()
    shown = dict((name, title) for title, name in launcher.form_choice.options)
    assert set(FORM_TITLES) == set(honeymoon.available_games())
    assert shown["draw"].startswith("Draw / Pick-Up") and "lesson 10" in shown["draw"]
    assert "rules of thumb" in launcher.level_words.value
    launcher.level_choice.value = "strong"
    assert launcher.level_words.value.count("imagines many ways") == 1
    assert set(LEVEL_WORDS) == {"random", "basic", "strong"}


def test_start_builds_the_table_the_choices_name() -> None:
    launcher = PlayLauncher()
    launcher.form_choice.value = "double-dummy"
    launcher.level_choice.value = "random"
    launcher.seat_choice.value = 1
    launcher.start_button.click()
    table = launcher.table
    assert isinstance(table, PlayTable)
    assert (table.game.name, table.seat, table.level) == ("double-dummy", 1, "random")
    assert launcher.place.children == (table,)
    assert "you are player 1" in launcher.message.value.lower()
    launcher.form_choice.value = "boerenbridge"
    launcher.start_button.click()
    assert isinstance(launcher.table, BoerenbridgeTable) and launcher.table.game.num_players == 4
    assert launcher.table.static_html() in launcher.static_html()


def test_bad_choices_are_refused() -> None:
    with pytest.raises(ConfigError, match="unknown game"):
        PlayLauncher(form="chess")
    with pytest.raises(ConfigError, match="unknown level"):
        PlayLauncher(level="expert")
    assert "press Start" in PlayLauncher().static_html()


# --- Boerenbridge: the players, the deals and the house rules ----------------------------------------
def launcher_for(players: int, deals: str, *rules: str) -> PlayLauncher:
    """A play page with Boerenbridge chosen, and these choices made as a learner makes them."""
    launcher = PlayLauncher()
    launcher.form_choice.value = "boerenbridge"
    launcher.players_choice.value = players
    launcher.deals_choice.value = deals
    for rule in rules:
        launcher.rule_buttons[rule].value = True
    return launcher


def refusal(**options: Any) -> str:
    """The library's reason to refuse a game of Boerenbridge with these options."""
    with pytest.raises(ConfigError) as refused:
        honeymoon.new_game("boerenbridge", **options)
    return str(refused.value)


def test_the_boerenbridge_choices_show_for_boerenbridge_only_and_set_the_seats() -> None:
    launcher = PlayLauncher()
    assert launcher.boerenbridge_box.layout.display == "none"
    launcher.form_choice.value = "boerenbridge"
    assert launcher.boerenbridge_box.layout.display is None
    assert list(launcher.players_choice.options) == [2, 3, 4, 5, 6, 7]
    assert launcher.players_choice.value == 4 and len(launcher.seat_choice.options) == 4
    launcher.players_choice.value = 7
    assert [name for name, _ in launcher.seat_choice.options] == [f"player {p}" for p in range(7)]
    assert "house rules" in launcher.static_html()
    launcher.form_choice.value = "plain"
    assert launcher.boerenbridge_box.layout.display == "none"
    assert [seat for _, seat in launcher.seat_choice.options] == [0, 1]


CHOICES = [
    # (players, deals, house rules pressed, the options of new_game they mean)
    (4, "the staircase (lesson 15)", (), {}),
    (5, "a short game: 1, 2, 3, 2, 1 cards", ("harsh scoring", "the Boer rule", "deals without trumps"),
     {"schedule": [1, 2, 3, 2, 1], "harsh": True, "boer": True, "no_trump_rounds": "common"}),
    (3, "7 cards every deal (a fixed hand size)", ("blind one-card deals", "Wizard style"),
     {"fixed_hand_size": 7, "blind": True, "wizard": True}),
    (2, "10 cards every deal (a fixed hand size)", ("harsh scoring",),
     {"fixed_hand_size": 10, "harsh": True}),
    (7, "the staircase (lesson 15)", ("deals without trumps", "blind one-card deals"),
     {"no_trump_rounds": "common", "blind": True}),
]


@pytest.mark.parametrize(("players", "deals", "rules", "options"), CHOICES,
                         ids=[f"{c[0]}-players-{len(c[2])}-rules" for c in CHOICES])
def test_the_boerenbridge_choices_start_the_game_the_library_makes_with_their_options(
        players: int, deals: str, rules: tuple[str, ...], options: dict[str, Any]) -> None:
    launcher = launcher_for(players, deals, *rules)
    launcher.level_choice.value = "random"
    launcher.seat_choice.value = players - 1
    launcher.start_button.click()
    table = launcher.table
    assert isinstance(table, BoerenbridgeTable) and table.seat == players - 1
    game = table.game
    made = honeymoon.new_game("boerenbridge", seed=game.seed, players=players, **options)
    assert isinstance(made, BoerenbridgeGame)
    assert game.config == made.config == BoerenbridgeOptions.build({"players": players, **options})
    assert (game.num_players, game.schedule, game.no_trump_deals) == \
           (made.num_players, made.schedule, made.no_trump_deals)
    said = launcher.message.value
    assert "hm-refused" not in said and f"for {players} players" in said
    assert [name for name, button in launcher.rule_buttons.items() if button.button_style == "info"] == \
           [name for name in HOUSE_RULES if name in rules]  # the rules pressed show in colour
    assert all(rule in said for rule in rules)


def test_each_start_deals_new_cards_and_options_given_add_to_the_choices() -> None:
    launcher = launcher_for(4, "a short game: 1, 2, 3, 2, 1 cards", "the Boer rule")
    seeds = {launcher.start(level="random").game.seed for _ in range(3)}
    assert len(seeds) == 3
    game = launcher.start(level="random", seed=5, harsh=True, first_dealer=2).game
    assert isinstance(game, BoerenbridgeGame)
    assert (game.config.harsh, game.config.boer, game.config.first_dealer, game.schedule) == \
           (True, True, 2, (1, 2, 3, 2, 1))


def test_wizard_style_can_be_pressed_only_for_the_players_the_library_allows() -> None:
    launcher = launcher_for(4, "the staircase (lesson 15)", "Wizard style")
    wizard = launcher.rule_buttons["Wizard style"]
    launcher.players_choice.value = 2
    assert wizard.disabled and not wizard.value
    assert wizard.tooltip == refusal(players=2, wizard=True)
    assert not any(button.disabled for name, button in launcher.rule_buttons.items() if button is not wizard)
    launcher.players_choice.value = 3
    assert not wizard.disabled and "Jesters" in wizard.tooltip


REFUSED = [
    # (players, deals, house rules pressed, the same options as new_game takes them)
    (4, "7 cards every deal (a fixed hand size)", ("deals without trumps",),
     {"players": 4, "fixed_hand_size": 7, "no_trump_rounds": "common"}),
    (6, "10 cards every deal (a fixed hand size)", (), {"players": 6, "fixed_hand_size": 10}),
    (7, "10 cards every deal (a fixed hand size)", ("Wizard style",),
     {"players": 7, "fixed_hand_size": 10, "wizard": True}),
]


@pytest.mark.parametrize(("players", "deals", "rules", "options"), REFUSED,
                         ids=[f"{c[0]}-players-{c[1].split()[0]}" for c in REFUSED])
def test_a_combination_the_library_refuses_shows_its_reason_and_changes_nothing(
        players: int, deals: str, rules: tuple[str, ...], options: dict[str, Any]) -> None:
    launcher = launcher_for(players, deals, *rules)
    launcher.start(players=3, fixed_hand_size=None, wizard=False)  # a game the library takes, shown
    assert launcher.table is not None
    launcher.start_button.click()  # no traceback: the reason in the message line
    assert launcher.table is None and launcher.place.children == (), "the last game's table is gone"
    assert "hm-refused" in launcher.message.value
    assert escape(refusal(**options)) in launcher.message.value
    assert launcher.message.value in launcher.static_html()
    with pytest.raises(ConfigError):  # the API raises the library's error
        launcher.start()


def test_the_bridge_forms_take_none_of_the_boerenbridge_choices() -> None:
    launcher = launcher_for(6, "a short game: 1, 2, 3, 2, 1 cards", *HOUSE_RULES)
    for form in ("plain", "contract-bridge"):
        launcher.form_choice.value = form
        launcher.level_choice.value = "random"
        launcher.start_button.click()
        table = launcher.table
        assert isinstance(table, PlayTable) and table.game.name == form
        assert table.game.config == honeymoon.new_game(form, seed=table.game.seed).config
        said = launcher.message.value
        assert f"A new match of {FORM_TITLES[form]}: you are" in said
        assert not any(rule in said for rule in HOUSE_RULES) and "hm-refused" not in said


def test_the_launcher_seats_a_friend_after_you() -> None:
    launcher = PlayLauncher()
    launcher.opponent_choice.value = "friend"
    launcher.form_choice.value = "contract-bridge"
    launcher.seat_choice.value = 3
    launcher.start_button.click()
    table = launcher.table
    assert table is not None and table.humans == (3, 0) and sorted(table.game.computer) == [1, 2]
    assert "your friend is North" in launcher.message.value
    with pytest.raises(ConfigError, match="opponent"):
        launcher.start(opponent="robot")
