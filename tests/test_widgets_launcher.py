"""The play launcher: the page `make play` serves."""

from __future__ import annotations

import pytest

import honeymoon
from honeymoon import ConfigError
from honeymoon_widgets import BoerenbridgeTable, PlayLauncher, PlayTable
from honeymoon_widgets.launcher import FORM_TITLES, LEVEL_WORDS


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
