"""Saves are read strictly: ``load_game`` accepts exactly what ``Game.to_json`` writes.

- Every save loads, and ``load_game(text).to_json() == text``, at every step of a deal of every
  form (and, in the slow run, of a whole match), in every language, abandoned or not.
- A save edited into something ``to_json`` never writes is refused with ``SaveFileError``, even
  when its digest is recomputed (so that the edit reaches the checks behind the digest): an
  unknown key, a player ``true`` or ``1.0``, a move not written as its code (``one no trump``,
  ``pass``, ``Q♥``), options not in their saved form, keys in another order, other spacing.
- Text over ``MAX_SAVE_LENGTH`` characters, or nested deeper than ``MAX_SAVE_DEPTH``, is refused
  before it is read as JSON, with the limit in the message.
- ``new_game`` refuses what could not be saved: names no file can hold, seeds beyond 30 digits.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Callable
from typing import Any

import pytest

from honeymoon import ConfigError, Game, SaveFileError, available_games, load_game, new_game
from honeymoon.game import MAX_SAVE_DEPTH, MAX_SAVE_LENGTH, SEED_LIMIT
from honeymoon.options import MAX_NAME_LENGTH

FORMS = available_games()
LANGS = ("en", "fr", "de", "nl")


def names_for(form: str) -> list[str]:
    """Names from several scripts, one per side (contract bridge: two sides)."""
    count = 3 if form == "three-handed" else 4 if form == "boerenbridge" else 2
    return ["Zoë O'Brien", "محمد\u200cرضا", "李小龍", 'Anna "the Ace" [1]'][:count]


def options_for(form: str, match: str) -> dict[str, Any]:
    """Options away from the defaults, so that the save holds them."""
    if form == "boerenbridge":
        return {"players": 4, "schedule": [3, 2] if match == "deal" else [2, 1, 2], "wizard": True,
                "no_trump_rounds": [2], "blind": True, "names": names_for(form), "first_dealer": 1,
                "match": "game"}
    return {"names": names_for(form), "insult": False, "first_dealer": 1, "match": match}


def saves_of(form: str, lang: str, match: str, seed: int, every: int = 1, steps: int = 10**6) -> list[str]:
    """Saves of a game played at random for at most ``steps`` steps: every ``every`` steps and at
    the last, and the game abandoned at the save before the last."""
    game = new_game(form, seed=seed, lang=lang, **options_for(form, match))
    rng = random.Random(seed)
    saves = [game.to_json()]
    for step in range(1, steps + 1):
        game.apply(rng.choice(game.legal_actions()))
        if step % every == 0 or game.is_over or step == steps:
            saves.append(game.to_json())
        if game.is_over:
            break
    abandoned = load_game(saves[-2])
    abandoned.abandon()
    return [*saves, abandoned.to_json()]


@pytest.mark.parametrize("form", FORMS)
def test_every_save_of_a_deal_loads_as_it_was_written(form: str) -> None:
    """At every step of a game of one deal (Boerenbridge: two deals), in each language in turn."""
    lang = LANGS[FORMS.index(form) % 4]
    saves = saves_of(form, lang, "deal", seed=FORMS.index(form))
    assert json.loads(saves[-1]).get("abandoned") is True
    for text in saves:
        assert load_game(text).to_json() == text
        assert load_game(f"\n {text}\n").to_json() == text  # a file ends with a line break


@pytest.mark.slow
@pytest.mark.parametrize("form", FORMS)
def test_saves_of_a_long_match_load_as_they_were_written(form: str) -> None:
    """A rubber played at random for 12,000 steps (a hundred deals or more: random bidding seldom
    makes a game) or to its end (Boerenbridge: a game of three deals), saved every 1,000 steps (a
    load replays the whole match: the saves of one deal are checked at every step above)."""
    for text in saves_of(form, "fr", "rubber", seed=7, every=1000, steps=12_000):
        assert load_game(text).to_json() == text


# --- edited saves, digest recomputed ----------------------------------------------------------------
def _signed(body: dict[str, Any], *, indent: int | None = None) -> str:
    """A body with its digest recomputed as the format defines it: SHA-256 of the other keys,
    as sorted JSON."""
    content = {key: value for key, value in body.items() if key != "digest"}
    digest = hashlib.sha256(json.dumps(content, sort_keys=True, ensure_ascii=False).encode()).hexdigest()
    return json.dumps({**content, "digest": digest}, ensure_ascii=False, indent=indent)


def _played(form: str, moves: list[str], steps: int, **options: Any) -> Game:
    """A game after ``moves``, then ``steps`` more of its first legal actions (fewer if it ends)."""
    game = new_game(form, seed=3, **options)
    for move in moves:
        game.apply(move)
    for _ in range(steps):
        if not game.is_over:
            game.apply(game.legal_actions()[0])
    return game


#: A plain deal after 1NT by player 1, the pass, and three cards.
PLAIN = _played("plain", ["1NT", "Pass"], 3, match="deal").to_json()
#: A Boerenbridge game after two bids.
BOEREN = _played("boerenbridge", ["1", "0"], 0, first_dealer=3, harsh=True).to_json()


def _symbol_card(body: dict[str, Any]) -> None:
    """The first card played written rank first with the suit's symbol: QH as Q♥."""
    code = body["history"][2][1]
    body["history"][2][1] = code[0] + "♣♦♥♠"["CDHS".index(code[1])]


def _lang_en(body: dict[str, Any]) -> None:
    """The language written out where a save writes it, though a save leaves English out."""
    history, digest = body.pop("history"), body.pop("digest")
    body.update(lang="en", history=history, digest=digest)


def _edit(text: str, change: Callable[[dict[str, Any]], Any]) -> str:
    body = json.loads(text)
    change(body)
    return _signed(body)


def _history(index: int, move: Any) -> Callable[[dict[str, Any]], None]:
    def change(body: dict[str, Any]) -> None:
        body["history"][index] = move
    return change


def _options(**options: Any) -> Callable[[dict[str, Any]], None]:
    def change(body: dict[str, Any]) -> None:
        body["options"] = options
    return change


def _reordered(body: dict[str, Any]) -> None:
    items = list(body.items())
    body.clear()
    body.update([items[1], items[0], *items[2:]])


NOT_WRITTEN_BY_TO_JSON: dict[str, tuple[str, str]] = {
    # case: (the edited save, a word the refusal names)
    "an unknown key": (_edit(PLAIN, lambda body: body.update(comment="mine")), "'comment'"),
    "a player true": (_edit(PLAIN, _history(0, [True, "1NT"])), "move 1"),
    "a player 1.0": (_edit(PLAIN, _history(0, [1.0, "1NT"])), "move 1"),
    "a move in words": (_edit(PLAIN, _history(0, [1, "one no trump"])), "move 1"),
    "a pass in lower case": (_edit(PLAIN, _history(1, [0, "pass"])), "'Pass'"),
    "a bid in lower case": (_edit(PLAIN, _history(0, [1, "1nt"])), "'1NT'"),
    "a card with its symbol": (_edit(PLAIN, _symbol_card), "move 3"),
    "a bid written -0": (_edit(BOEREN, _history(0, [0, "-0"])), "move 1"),
    "a bid written 00": (_edit(BOEREN, _history(0, [0, "00"])), "move 1"),
    "a bid in full-width digits": (_edit(BOEREN, _history(0, [0, "０"])), "move 1"),
    "a default written out": (_edit(PLAIN, _options(match="deal", insult=True)), "options"),
    "names null": (_edit(PLAIN, _options(match="deal", names=None)), "options"),
    "options in another order": (_edit(BOEREN, _options(first_dealer=3, harsh=True)), "options"),
    "rounds not sorted": (_edit(BOEREN, _options(harsh=True, no_trump_rounds=[3, 1], first_dealer=3)),
                          "options"),
    "a deal with two spaces": (_edit(PLAIN, _options(match="deal", deals=["  ".join(
        rank + suit for suit in "CDHS" for rank in "23456789TJQKA")])), "options"),
    "the alias of a form": (_edit(new_game("double-dummy", seed=1).to_json(),
                                  lambda body: body.update(game="semi-exposed")), "double-dummy"),
    "keys in another order": (_edit(PLAIN, _reordered), "order"),
    "lang en written out": (_edit(PLAIN, _lang_en), "'en'"),
    "abandoned false": (_edit(PLAIN, lambda body: body.update(abandoned=False, digest=body.pop("digest"))),
                        "abandoned"),
    "indented": (_signed(json.loads(PLAIN), indent=1), "spacing"),
    "escaped": (json.dumps(json.loads(_played("plain", [], 0, names=["Zoë", "Ann"]).to_json())), "escaped"),
    "a move after the end": (_edit(_played("plain", [], 200, match="deal").to_json(),
                                   lambda body: body["history"].append([0, "Pass"])), "after the end"),
    "a bid of 5000 digits": (_edit(BOEREN, _history(0, [0, "1" * 5000])), "at most 200"),
}


@pytest.mark.parametrize("case", list(NOT_WRITTEN_BY_TO_JSON))
def test_a_save_to_json_never_writes_is_refused(case: str) -> None:
    text, word = NOT_WRITTEN_BY_TO_JSON[case]
    with pytest.raises(SaveFileError) as caught:
        load_game(text)
    assert word in str(caught.value), str(caught.value)


def test_the_saves_edited_here_are_valid_before_the_edit() -> None:
    for text in (PLAIN, BOEREN):
        assert load_game(_signed(json.loads(text))).to_json() == text


# --- limits, checked before the JSON is read --------------------------------------------------------
@pytest.mark.parametrize("text", ["[" * 100_000, "{\"a\": " * 50_000, "[" * (MAX_SAVE_DEPTH + 1)],
                         ids=["100000-lists", "50000-objects", "one-too-deep"])
def test_a_deeply_nested_text_is_refused(text: str) -> None:
    with pytest.raises(SaveFileError, match=f"nest at most {MAX_SAVE_DEPTH} deep"):
        load_game(text)


def test_brackets_inside_strings_do_not_count() -> None:
    """Only the JSON's own brackets count: a name of brackets, a string never closed."""
    game = new_game("plain", seed=2, names=["[" * MAX_NAME_LENGTH, "{" * MAX_NAME_LENGTH])
    assert load_game(game.to_json()).to_json() == game.to_json()
    with pytest.raises(SaveFileError, match="not JSON"):
        load_game('{"a": "' + '\\"[' * 100_000)


def test_a_text_over_the_limit_is_refused_with_the_limit() -> None:
    text = new_game("plain", seed=2).to_json()
    with pytest.raises(SaveFileError, match="longer than a save may be, 1,000,000 characters"):
        load_game(text + " " * (MAX_SAVE_LENGTH - len(text) + 1))
    assert MAX_SAVE_LENGTH == 1_000_000
    assert load_game(text + " " * (MAX_SAVE_LENGTH - len(text))).to_json() == text


def test_passed_out_deals_beyond_the_limit_are_refused() -> None:
    """A rubber of passed-out deals only, longer than any real match: refused at once."""
    body = json.loads(new_game("plain", seed=2).to_json())
    body["history"] = [[0, "Pass"]] * 100_000
    with pytest.raises(SaveFileError, match="longer than a save may be, 1,000,000 characters"):
        load_game(_signed(body))


# --- what new_game refuses because it could not be saved ------------------------------------------
@pytest.mark.parametrize("name", ["\ud800", "Ann\n", "A\rB", "A\tB", "\x00", "A\x85", "A\u2028B",
                                  "A\u2029B", "A\u202eB", " Ann", "Ann ", "\u3000Ann", "",
                                  "x" * (MAX_NAME_LENGTH + 1)], ids=repr)
@pytest.mark.parametrize("form", ["plain", "contract-bridge", "three-handed", "boerenbridge"])
def test_a_name_no_save_can_hold_is_refused(form: str, name: str) -> None:
    names = [name, *names_for(form)[1:]]
    with pytest.raises(ConfigError, match="names"):
        new_game(form, seed=1, names=names)


@pytest.mark.parametrize("form", ["plain", "contract-bridge", "three-handed", "boerenbridge"])
def test_names_of_every_script_are_saved(form: str) -> None:
    names = ["x" * MAX_NAME_LENGTH, "\U0001f469\u200d\U0001f467 Ann-Marie", "Σωκράτης", "ภูมิพล"]
    names = names[:len(names_for(form))]
    game = new_game(form, seed=1, names=names)
    assert load_game(game.to_json()).to_json() == game.to_json()
    assert load_game(game.to_json()).config.names == tuple(names)


@pytest.mark.parametrize("seed", [10**5000, SEED_LIMIT, -SEED_LIMIT, 2**100, 1e3],
                         ids=["5000-digits", "limit", "minus-limit", "2**100", "float"])
def test_a_seed_beyond_30_digits_is_refused(seed: Any) -> None:
    with pytest.raises(ConfigError, match="seed is a whole number of at most 30 digits"):
        new_game("plain", seed=seed)


@pytest.mark.parametrize("seed", [SEED_LIMIT - 1, -SEED_LIMIT + 1, 0, -1])
def test_a_seed_within_30_digits_is_saved(seed: int) -> None:
    game = new_game("plain", seed=seed)
    assert load_game(game.to_json()).to_json() == game.to_json()


def test_a_save_with_a_seed_beyond_30_digits_is_refused() -> None:
    body = json.loads(PLAIN)
    body["seed"] = SEED_LIMIT
    with pytest.raises(SaveFileError, match="at most 30 digits"):
        load_game(_signed(body))


def test_a_lone_surrogate_in_an_edited_save_is_refused() -> None:
    """JSON can write a lone surrogate (\\udc80), which no save holds and UTF-8 cannot encode."""
    for key, value in (("game", "plain\udc80"), ("options", {"names": ["\ud800", "b"]})):
        body = json.loads(PLAIN)
        body[key] = value
        with pytest.raises(SaveFileError, match="cannot be set up again"):
            load_game(_signed_escaped(body))


def _signed_escaped(body: dict[str, Any]) -> str:
    """As :func:`_signed`, written with escapes (a lone surrogate cannot be written otherwise)."""
    content = {key: value for key, value in body.items() if key != "digest"}
    text = json.dumps(content, sort_keys=True, ensure_ascii=False).encode("utf-8", "surrogatepass")
    return json.dumps({**content, "digest": hashlib.sha256(text).hexdigest()})


# --- who the computer plays ------------------------------------------------------------------------
def test_the_computer_s_seats_and_levels_are_saved_and_checked() -> None:
    game = new_game("boerenbridge", seed=3, players=4)
    assert game.computer == {} and "computer" not in json.loads(game.to_json())
    game.computer = {3: "strong", 1: "basic"}
    body = json.loads(game.to_json())
    assert list(body)[list(body).index("options") + 1] == "computer"
    assert body["computer"] == {"1": "basic", "3": "strong"}
    assert load_game(game.to_json()).computer == {1: "basic", 3: "strong"}
    for seats, said in (({4: "basic"}, "players from 0 to 3, not 4"),
                        ({1: "expert"}, "unknown level 'expert'"), ([1], "maps each seat")):
        with pytest.raises(ConfigError, match=said):
            game.computer = seats  # type: ignore[assignment]
    assert game.computer == {1: "basic", 3: "strong"}  # a refused value leaves it as it was


@pytest.mark.parametrize(("computer", "said"), [
    ({"4": "basic"}, "cannot be used: the computer's seats are players from 0 to 3, not 4"),
    ({"1": "expert"}, "cannot be used: unknown level 'expert'"),
    ({"01": "basic"}, "not a JSON object of players and levels"),
    ({"one": "basic"}, "not a JSON object of players and levels"),
    ({}, "not a JSON object of players and levels"),
    (["basic"], "not a JSON object of players and levels"),
])
def test_a_save_s_computer_seats_that_cannot_be_are_refused(computer: object, said: str) -> None:
    body = json.loads(new_game("boerenbridge", seed=3, players=4).to_json())
    history = body.pop("history")
    body = {**body, "computer": computer, "history": history}
    with pytest.raises(SaveFileError, match=said):
        load_game(_signed(body))
