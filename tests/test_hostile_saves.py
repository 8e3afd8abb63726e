"""Hostile tests of saves: :meth:`Game.to_json` and :func:`honeymoon.load_game`.

- Every save loads back identical (``load_game(s).to_json() == s``), at random points of
  random games of every form, in every language, abandoned or not.
- A damaged save (truncated, a bit flipped, a character changed) is refused with
  :class:`~honeymoon.errors.SaveFileError`, or means the very same game.
- An edited save whose digest was recomputed the way ``honeymoon.game._digest`` does (so that
  the edit reaches the checks behind the digest) is refused with ``SaveFileError``, or is the
  save of the game it loads: ``to_json()`` writes the same content back, value for value and
  type for type (an unknown key, a float for a player, an action not written as its code, are
  not a save the library could have written).
- Anything else given as a save (huge or deeply nested JSON, numbers beyond any limit, bytes,
  objects) is refused with ``SaveFileError``.
"""

from __future__ import annotations

import functools
import hashlib
import json
import random
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from test_hostile_protocol import (
    CODES,
    FORMS,
    GARBAGE_OBJECTS,
    GARBAGE_TEXT,
    LANGS,
    SHORT_TEXT,
    WORDS,
    form_options,
    play_randomly,
    scaled,
)

from honeymoon import Game, SaveFileError, load_game, new_game


def digest(body: dict[str, Any]) -> str:
    """The digest of a save's body, computed as ``honeymoon.game._digest`` computes it (a lone
    surrogate, which no UTF-8 text holds, is hashed as its UTF-8-like bytes: a save that holds
    one must be refused whatever its digest)."""
    content = {k: v for k, v in body.items() if k != "digest"}
    text = json.dumps(content, sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def signed(body: dict[str, Any]) -> str:
    """The body as save text, with its digest recomputed."""
    return json.dumps({**body, "digest": digest(body)}, ensure_ascii=False)


def same(a: Any, b: Any) -> bool:
    """Equal value for value and type for type (``0.0`` is not ``0``, ``True`` is not ``1``)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b, strict=True))
    return bool(a == b)


def draw_game(data: st.DataObject, most: int = 200) -> Game:
    """A game of any form, language and options, after up to ``most`` random actions, perhaps
    abandoned (drawn with labels, so that a failure prints how to make it again)."""
    form = data.draw(st.sampled_from(FORMS), label="form")
    options = data.draw(form_options(form), label="options")
    game = new_game(form, seed=data.draw(st.integers(-(2**70), 2**70), label="seed"),
                    lang=data.draw(st.sampled_from(LANGS), label="lang"), **options)
    play_randomly(game, random.Random(data.draw(st.integers(0, 2**32), label="rng")),
                  data.draw(st.integers(0, most), label="steps"))
    if not game.is_over and data.draw(st.integers(0, 9), label="abandon if 0") == 0:
        game.abandon()
    return game


@functools.cache
def sample_saves() -> tuple[str, ...]:
    """A save of every form at a few moments, to damage and edit."""
    saves = []
    for index, form in enumerate(FORMS):
        for steps in (0, 7, 60):
            game = new_game(form, seed=index, lang=LANGS[(index + steps) % 4], match="deal")
            play_randomly(game, random.Random(steps), steps)
            saves.append(game.to_json())
    return tuple(saves)


def assert_refused_or_same(text: Any, original: str | None = None) -> None:
    """``load_game(text)`` raises SaveFileError, or (if ``original`` is given) loads the game
    ``original`` saved."""
    try:
        game = load_game(text)
    except SaveFileError:
        return
    assert original is not None, f"loaded {str(text)[:200]!r}"
    assert game.to_json() == original


# --- round trips -------------------------------------------------------------------------------------
@scaled(6)
@given(data=st.data())
def test_every_save_loads_back_identical(data: st.DataObject) -> None:
    game = draw_game(data)
    text = game.to_json()
    loaded = load_game(text)
    assert loaded.to_json() == text
    assert loaded.full_view() == game.full_view()
    assert loaded.legal_actions() == game.legal_actions()
    assert (loaded.is_over, loaded.abandoned) == (game.is_over, game.abandoned)


# --- damage ------------------------------------------------------------------------------------------
@scaled(6)
@given(data=st.data())
def test_a_truncated_save_is_refused(data: st.DataObject) -> None:
    text = data.draw(st.sampled_from(sample_saves()), label="save")
    cut = data.draw(st.integers(0, len(text) - 1), label="cut")
    assert_refused_or_same(text[:cut])


@scaled(6)
@given(data=st.data())
def test_a_flipped_bit_is_refused_or_changes_nothing(data: st.DataObject) -> None:
    text = data.draw(st.sampled_from(sample_saves()), label="save")
    raw = bytearray(text.encode())
    index = data.draw(st.integers(0, len(raw) - 1), label="byte")
    raw[index] ^= 1 << data.draw(st.integers(0, 7), label="bit")
    damaged = raw.decode("utf-8", data.draw(st.sampled_from(["replace", "surrogateescape"]), label="errors"))
    assert_refused_or_same(damaged, text)


@scaled(6)
@given(data=st.data(), new=st.one_of(SHORT_TEXT, st.sampled_from(['"', "\\", "{"])))
def test_a_changed_character_is_refused_or_changes_nothing(data: st.DataObject, new: str) -> None:
    text = data.draw(st.sampled_from(sample_saves()), label="save")
    index = data.draw(st.integers(0, len(text) - 1), label="index")
    assert_refused_or_same(text[:index] + new + text[index + 1:], text)


# --- edits behind the digest -------------------------------------------------------------------------
def canonical(body: dict[str, Any], game: Game) -> dict[str, Any]:
    """What ``to_json()`` of ``game`` writes for the content of ``body`` when ``body`` is a save
    the library could have written: the form's name (not an alias), the options as the form
    writes them, no ``lang`` for English, no ``abandoned`` unless it was."""
    expected = {k: v for k, v in body.items() if k != "digest"}
    expected["game"] = game.name
    expected["options"] = game.options
    if expected.get("lang") == "en":
        del expected["lang"]
    if expected.get("abandoned") is False:
        del expected["abandoned"]
    return expected


def json_containers(inner: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    return st.one_of(st.lists(inner, max_size=3), st.dictionaries(st.text(max_size=8), inner, max_size=3))


#: JSON values an edit may put anywhere.
JSON_VALUES = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(-3, 60), st.integers(), st.floats(allow_nan=False),
              st.sampled_from([0.0, 1.0, -0.0, 1e300, 2**53 + 1]), st.sampled_from(CODES),
              st.sampled_from(WORDS), st.sampled_from([*LANGS, *FORMS, "semi-exposed", "honeymoon-game"]),
              SHORT_TEXT),
    json_containers, max_leaves=6,
)


def paths(value: Any, at: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in a JSON value: the keys and indexes that lead to it."""
    found = [at]
    if isinstance(value, dict):
        for key, item in value.items():
            found += paths(item, (*at, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += paths(item, (*at, index))
    return found


@st.composite
def edits(draw: st.DrawFn, body: dict[str, Any]) -> dict[str, Any]:
    """``body`` with one to three edits: a value replaced, a key dropped or added, a move's
    player or text changed, a move added, removed or swapped."""
    body = json.loads(json.dumps(body))
    for _ in range(draw(st.integers(1, 3), label="edits")):
        kind = draw(st.sampled_from(["replace", "drop", "add", "player", "action", "moves"]), label="kind")
        history = body.get("history")
        moves = history if isinstance(history, list) else []
        if kind in ("player", "action") and moves and all(isinstance(m, list) and len(m) == 2 for m in moves):
            move = moves[draw(st.integers(0, len(moves) - 1), label="move")]
            if kind == "player":
                move[0] = draw(st.one_of(st.sampled_from([0.0, 1.0, True, False, "0", None, -1, 2**64]),
                                         st.integers(-2, 8)), label="player")
            else:
                code = str(move[1])
                near = [code.lower(), f" {code}", f"{code} ", code.swapcase()]
                move[1] = draw(st.one_of(st.sampled_from(near),
                                         st.sampled_from(CODES), st.sampled_from(WORDS)), label="action")
        elif kind == "moves" and moves:
            how = draw(st.sampled_from(["append", "delete", "swap"]), label="how")
            if how == "append":
                moves.append(draw(st.one_of(st.tuples(st.integers(0, 6), st.sampled_from(CODES)).map(list),
                                            JSON_VALUES), label="new move"))
            elif how == "delete":
                del moves[draw(st.integers(0, len(moves) - 1), label="deleted")]
            else:
                i, j = draw(st.integers(0, len(moves) - 1)), draw(st.integers(0, len(moves) - 1))
                moves[i], moves[j] = moves[j], moves[i]
        else:
            where = draw(st.sampled_from(paths(body)[1:]), label="where")
            parent: Any = body
            for key in where[:-1]:
                parent = parent[key]
            if kind == "drop":
                del parent[where[-1]]
            elif kind == "add" and isinstance(parent, dict):
                parent[draw(st.one_of(st.sampled_from(["extra", "lang", "abandoned", "Seed", "match", "names",
                                                       "players", "wizard"]), st.text(max_size=6)),
                            label="new key")] = draw(JSON_VALUES, label="new value")
            else:
                parent[where[-1]] = draw(JSON_VALUES, label="value")
    return body


@scaled(6)
@given(data=st.data())
def test_an_edited_save_is_refused_or_is_what_to_json_writes(data: st.DataObject) -> None:
    original = json.loads(data.draw(st.sampled_from(sample_saves()), label="save"))
    body = data.draw(edits(original), label="edited")
    text = signed(body)
    try:
        game = load_game(text)
    except SaveFileError:
        return
    written = json.loads(game.to_json())
    del written["digest"]
    assert same(written, canonical(body, game)), f"loaded {body!r}\nbut it saves as {written!r}"


@scaled(6)
@given(data=st.data(), edit=st.sampled_from(["lang", "abandoned", "extra", "options"]), value=JSON_VALUES)
def test_an_edited_key_is_refused_or_is_what_to_json_writes(data: st.DataObject, edit: str,
                                                            value: Any) -> None:
    """The top-level keys and the options, each set to anything (the digest recomputed)."""
    game = draw_game(data, most=80)
    body = json.loads(game.to_json())
    if edit == "options":
        body["options"] = {**body["options"], **(value if isinstance(value, dict) else {"match": value})}
    else:
        body[edit] = value
    try:
        loaded = load_game(signed(body))
    except SaveFileError:
        return
    written = json.loads(loaded.to_json())
    del written["digest"]
    assert same(written, canonical(body, loaded)), f"loaded {body!r}\nbut it saves as {written!r}"


# --- anything else -----------------------------------------------------------------------------------
NOT_SAVES = st.one_of(
    GARBAGE_OBJECTS, GARBAGE_TEXT,
    st.builds(lambda opener, n: opener * n, st.sampled_from(["[", "{", '{"a":', "[{", '{"format":["']),
              st.integers(1, 200_000)),
    st.builds(lambda n: "[" * n + "]" * n, st.integers(1, 200_000)),
    st.builds(lambda digits: '{"format": "honeymoon-game", "version": 2, "seed": ' + digits + "}",
              st.sampled_from(["9" * 5000, "1e999", "-1e999", "NaN", "Infinity", "1.5", "true", "null"])),
    st.builds(lambda key, n: json.dumps({"format": "honeymoon-game", "version": 2, key: [[[0]]] * n}),
              st.sampled_from(["history", "options", "seed"]), st.integers(1, 5000)),
    st.builds(json.dumps, JSON_VALUES),
)


@scaled(6)
@given(text=NOT_SAVES)
def test_anything_else_is_refused_with_a_save_file_error(text: Any) -> None:
    assert_refused_or_same(text)


# --- regressions: each failure the properties found, kept as a plain test ---------------------------
def _plain() -> dict[str, Any]:
    game = new_game("plain", seed=3, match="deal")
    for action in ("1NT", "Pass"):
        game.apply(action)
    return dict(json.loads(game.to_json()))


REFUSED = {
    "deep-list": "[" * 100000,
    "deep-object": '{"a":' * 100000,
    "unknown-key": signed({**_plain(), "extra": 1}),
    "float-player": signed({**_plain(), "history": [[1.0, "1NT"], [0, "Pass"]]}),
    "lower-case-action": signed({**_plain(), "history": [[1, "1nt"], [0, "Pass"]]}),
    "lone-surrogate": signed({**_plain(), "game": "plain\udc80"}),
}


@pytest.mark.parametrize("case", list(REFUSED))
def test_regression_refused(case: str) -> None:
    with pytest.raises(SaveFileError):
        load_game(REFUSED[case])
