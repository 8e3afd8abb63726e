"""Hostile tests of :func:`honeymoon.new_game`'s options, for every form.

Generated option dicts: the right names with wrong types and values, unknown names (lone
surrogates included), huge numbers, nested structures, deck orders written every way (and
broken every way), garbage seeds, languages and form names. The properties:

- the only error is :class:`~honeymoon.errors.ConfigError`;
- every game that is made can be saved (``to_json()``) and loads back identical, before and
  after some random play.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from test_hostile_protocol import (
    FORMS,
    GARBAGE_OBJECTS,
    GARBAGE_TEXT,
    LANGS,
    form_options,
    play_randomly,
    scaled,
)

from honeymoon import DECK, ConfigError, load_game, new_game
from honeymoon.boerenbridge import REDUCED_DECK, BoerenbridgeOptions
from honeymoon.cards import JESTERS, WIZARDS
from honeymoon.forms import BridgeOptions

#: Every option name of every form.
OPTION_NAMES = sorted(BridgeOptions.__dataclass_fields__) + sorted(BoerenbridgeOptions.__dataclass_fields__)
#: Numbers too big for anything, some too big to write as text under Python's digit limit (built
#: by ``pow``, so that Hypothesis shrinks and prints the exponent, not the number).
HUGE = st.one_of(st.integers(-(10**40), 10**40), st.sampled_from([2**63, 2**64 + 1, -(2**63) - 1]),
                 st.builds(pow, st.sampled_from([10, -10]), st.integers(4290, 4400)))
def containers(inner: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    return st.one_of(st.lists(inner, max_size=3), st.tuples(inner, inner),
                     st.dictionaries(st.text(max_size=3), inner, max_size=2))


#: Nested values of every JSON and Python kind.
NESTED = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(-5, 60), st.floats(), st.text(max_size=4)),
    containers, max_leaves=8,
)


@st.composite
def deck_orders(draw: st.DrawFn) -> Any:
    """A deck order as ``deals`` takes it, written one of many ways, sometimes broken."""
    deck = draw(st.sampled_from([DECK, REDUCED_DECK, DECK + WIZARDS + JESTERS]))
    cards = draw(st.permutations(deck))
    way = draw(st.sampled_from(["codes", "text", "cards", "shown", "lower", "mixed"]))
    items: list[Any] = {
        "codes": [c.code for c in cards], "text": [c.code for c in cards], "cards": list(cards),
        "shown": [str(c) for c in cards], "lower": [c.code.lower() for c in cards],
        "mixed": [draw(st.sampled_from([c, c.code, str(c)])) for c in cards],
    }[way]
    damage = draw(st.sampled_from(["none", "none", "drop", "twice", "extra", "garbage"]))
    if damage == "drop":
        del items[draw(st.integers(0, len(items) - 1))]
    elif damage == "twice":
        items[draw(st.integers(0, len(items) - 1))] = items[0]
    elif damage == "extra":
        items.append(draw(st.sampled_from(["AS", "W5", "1NT"])))
    elif damage == "garbage":
        items[draw(st.integers(0, len(items) - 1))] = draw(st.one_of(GARBAGE_OBJECTS, GARBAGE_TEXT))
    return " ".join(str(i) for i in items) if way == "text" else items


#: Values an option might be given: right-looking ones, wrong types, huge, nested, garbage.
VALUES = st.one_of(
    st.sampled_from(["rubber", "game", "deal", "one-pass", "three-passes", "common", "Rubber", " deal", ""]),
    st.booleans(), st.integers(-3, 12), st.lists(st.integers(-1, 20), max_size=4), HUGE, NESTED,
    st.lists(st.sampled_from(["North", "South", "", "North", "\ud800", "x" * 500]), max_size=8),
    st.lists(deck_orders(), max_size=2), deck_orders(), GARBAGE_OBJECTS, GARBAGE_TEXT,
)
#: Option names: the right ones, near misses and anything, lone surrogates included.
KEYS = st.one_of(
    st.sampled_from(OPTION_NAMES), st.sampled_from(OPTION_NAMES),
    st.sampled_from(["Match", "match ", "player", "deal", "name", "\ud800"]),
    st.text(max_size=8), st.text(st.characters(codec=None, exclude_categories=()), min_size=1, max_size=4),
)
SEEDS = st.one_of(st.integers(), HUGE, st.none(), GARBAGE_OBJECTS, st.text(max_size=5))
NAMES = st.one_of(st.sampled_from([*FORMS, "semi-exposed"]), st.sampled_from(FORMS), GARBAGE_OBJECTS,
                  st.text(max_size=12), st.sampled_from(["Plain", "plain ", "boerenbridge\x00", "\udcff"]))


def check_made(name: Any, kwargs: dict[str, Any], steps: int) -> None:
    """Only ConfigError; a game that is made saves and loads back identical, before and after
    ``steps`` random actions."""
    try:
        game = new_game(name, **kwargs)
    except ConfigError:
        return
    for moves in (0, steps):
        play_randomly(game, random.Random(steps), moves)
        text = game.to_json()
        loaded = load_game(text)
        assert loaded.to_json() == text
        assert loaded.full_view() == game.full_view()


@scaled(10)
@given(name=NAMES, seed=SEEDS, lang=st.one_of(st.sampled_from(LANGS), GARBAGE_OBJECTS, GARBAGE_TEXT),
       options=st.dictionaries(KEYS, VALUES, max_size=4), steps=st.integers(0, 40))
def test_any_options(name: Any, seed: Any, lang: Any, options: dict[str, Any], steps: int) -> None:
    kwargs = {key: value for key, value in options.items() if key not in ("name", "seed", "lang")}
    check_made(name, {"seed": seed, "lang": lang, **kwargs}, steps)


@scaled(10)
@given(data=st.data(), form=st.sampled_from(FORMS), key=st.sampled_from(OPTION_NAMES), value=VALUES,
       steps=st.integers(0, 40))
def test_one_wrong_option_among_right_ones(data: st.DataObject, form: str, key: str, value: Any,
                                           steps: int) -> None:
    """A form's valid options with one of them (or one more) set to anything."""
    options = data.draw(form_options(form), label="options")
    check_made(form, {"seed": data.draw(st.integers(0, 2**32), label="seed"), **options, key: value}, steps)


# --- regressions: each failure the properties found, kept as a plain test ---------------------------
BAD: list[tuple[str, dict[str, Any]]] = [
    ("plain", {"deals": [None]}),
    ("plain", {"seed": 10**5000}),
    ("plain", {"names": ["\ud800", "b"]}),
    ("boerenbridge", {"blind_multiplier": 10**5000}),
]


@pytest.mark.parametrize(("form", "kwargs"), BAD, ids=[f"{f}-{sorted(k)[0]}" for f, k in BAD])
def test_regression_option_refused_or_saved(form: str, kwargs: dict[str, Any]) -> None:
    check_made(form, kwargs, 5)
