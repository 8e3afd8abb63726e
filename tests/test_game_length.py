"""Every game that can be made can be saved: the options list at most MAX_DEALS deals, the
longest games they allow save and load back, and a game grown past what a save holds is
refused by to_json with the reason (never written as a save load_game would refuse)."""

from __future__ import annotations

import random

import pytest

from honeymoon import game as game_module
from honeymoon import load_game, new_game
from honeymoon.errors import ConfigError, SaveFileError
from honeymoon.game import MAX_SAVE_LENGTH
from honeymoon.options import MAX_DEALS, MAX_NAME_LENGTH

DECK_TEXT = " ".join(f"{rank}{suit}" for suit in "SHDC" for rank in "AKQJT98765432")


@pytest.mark.parametrize(("form", "option", "value"), [
    ("plain", "deals", [DECK_TEXT] * (MAX_DEALS + 1)),
    ("contract-bridge", "deals", [DECK_TEXT] * (MAX_DEALS + 1)),
    ("boerenbridge", "deals", [DECK_TEXT] * (MAX_DEALS + 1)),
    ("boerenbridge", "schedule", [1] * (MAX_DEALS + 1)),
    ("boerenbridge", "schedule", [1] * 10**6),
])
def test_an_option_listing_more_deals_than_a_game_has_is_refused(form: str, option: str,
                                                                  value: list[object]) -> None:
    reason = f"{option} lists {len(value):,} deals; a game has at most {MAX_DEALS}"
    with pytest.raises(ConfigError, match=reason):
        new_game(form, **{option: value})


def test_no_trump_rounds_cannot_name_more_deals_than_the_game_has() -> None:
    with pytest.raises(ConfigError, match="no_trump_rounds names 16 deals, but the game has 15"):
        new_game("boerenbridge", no_trump_rounds=list(range(1, 17)))
    every = new_game("boerenbridge", no_trump_rounds=list(range(1, 16)))
    assert every.config.no_trump_rounds == tuple(range(1, 16))


def _play_out(game: game_module.Game, seed: int) -> game_module.Game:
    rng = random.Random(seed)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    return game


@pytest.mark.parametrize("options", [
    {"players": 3, "schedule": [17] * MAX_DEALS},
    {"players": 7, "wizard": True, "schedule": [8] * MAX_DEALS},  # 60 cards, the most plays
])
def test_the_longest_boerenbridge_game_the_options_allow_saves(options: dict[str, int]) -> None:
    players = options["players"]
    deck = new_game("boerenbridge", **options).config.deck
    names = [f"{'n' * (MAX_NAME_LENGTH - 1)}{seat}" for seat in range(players)]
    game = _play_out(new_game("boerenbridge", seed=7, names=names,
                              deals=[[card.code for card in reversed(deck)]] * MAX_DEALS, **options), 7)
    text = game.to_json()
    assert len(game.results) == MAX_DEALS
    assert len(text) < MAX_SAVE_LENGTH
    assert load_game(text).to_json() == text


def test_a_game_grown_past_what_a_save_holds_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    game = new_game("plain", seed=5)
    rng = random.Random(5)
    for _ in range(200):
        game.apply(rng.choice(game.legal_actions()))
    text = game.to_json()
    monkeypatch.setattr(game_module, "MAX_SAVE_LENGTH", len(text) - 1)
    reason = f"too long to save: its save would hold {len(text):,} characters"
    with pytest.raises(SaveFileError, match=reason):
        game.to_json()
    with pytest.raises(SaveFileError, match="longer than a save may be"):
        load_game(text)
    monkeypatch.undo()
    assert game.to_json() == text  # refusing to write changed nothing
