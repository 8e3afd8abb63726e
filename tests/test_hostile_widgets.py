"""Hostile tests of every widget (:mod:`honeymoon_widgets`): its Python API and its buttons.

Each widget is built with generated arguments (right ones mostly, and anything), then gets a
random sequence of clicks on its enabled buttons, changes of its controls (toggles, choices,
text boxes) and calls of its API with generated arguments. The properties:

- only the library's errors (:class:`~honeymoon.errors.HoneymoonError`) are raised, by the
  constructor, the API, a control or a click (a click's handler is called directly: ipywidgets
  would only log what it raises);
- a click on an enabled action button is accepted and applies the action the button shows:
  the call on the ladder's ``2♣`` bids 2♣, the ``♥Q`` card plays the ♥Q, ``Take`` takes, in
  every language;
- a card toggle picks the card it shows;
- the static picture (``static_html``) can always be drawn.

The Hint button (the strong computer, about a second a click) is left out of the clicks.
"""

from __future__ import annotations

import contextlib
import inspect
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import ipywidgets as w
import pytest
from hypothesis import event, given
from hypothesis import strategies as st
from test_hostile_protocol import (
    CALLS,
    CODES,
    FORMS,
    GARBAGE_OBJECTS,
    LANGS,
    SHORT_TEXT,
    WORDS,
    boerenbridge_options,
    bridge_options,
    play_randomly,
    scaled,
)

from honeymoon import DECK, Card, Hand, HoneymoonError, Strain, Suit, new_game
from honeymoon.calls import Bid
from honeymoon.forms import FORMS as BRIDGE_FORMS
from honeymoon.game import Decision, action_text
from honeymoon_widgets import (
    BiddingLadder,
    BoerenbridgeTable,
    DrawTrainer,
    HandEvaluator,
    HcpCounter,
    PlayLauncher,
    PlayTable,
    RubberExplorer,
    ScoringWalkthrough,
    TrickTrainer,
)
from honeymoon_widgets.tricks import TrickQuestion

BRIDGE = [form for form in FORMS if form != "boerenbridge"]
ANY = st.one_of(GARBAGE_OBJECTS, SHORT_TEXT)
TEXTS = st.one_of(st.sampled_from(CODES), st.sampled_from(WORDS), ANY)
HANDS = st.one_of(st.permutations(DECK).map(lambda d: Hand(d[:13])),
                  st.permutations(DECK).map(lambda d: Hand(d[:13]).pbn()),
                  st.sampled_from(["AKJ52.Q4.K73.862", "♠AKJ52 ♥Q4 ♦K73 ♣862", "S:AKJ52 H:Q4 D:K73 C:862"]))
BAD_HANDS = st.one_of(st.sampled_from(["AK.-.-.-", "-.-.-.-", "AAKJ5.Q4.K73.862", "AKJ52.Q4.K73.862.5"]), ANY)


def saves() -> st.SearchStrategy[str]:
    """Saves of every form at a random moment, and damaged ones."""
    def made(form: str, seed: int, steps: int, cut: int) -> str:
        game = new_game(form, seed=seed, match="deal")
        play_randomly(game, random.Random(seed), steps)
        text = game.to_json()
        return text[:cut] if cut else text
    return st.builds(made, st.sampled_from(FORMS), st.integers(0, 9), st.integers(0, 60),
                     st.one_of(st.just(0), st.just(0), st.integers(1, 300)))


def args(*strategies: st.SearchStrategy[Any]) -> Callable[[Any], st.SearchStrategy[tuple[Any, ...]]]:
    """An API method's positional arguments, whatever the widget's state."""
    return lambda _: st.tuples(*strategies)


def actions(widget: Any) -> st.SearchStrategy[tuple[Any]]:
    """An action for a game table's ``act``: a legal one (as itself or its code), or anything."""
    legal = widget.game.legal_actions()
    choices = [st.sampled_from(legal), st.sampled_from([action_text(a) for a in legal])] if legal else []
    return st.tuples(st.one_of(*choices, st.integers(-1, 9), TEXTS))


# --- what each widget takes and offers ---------------------------------------------------------------
@dataclass(frozen=True)
class Spec:
    """A widget: how it is made (``make`` with valid keyword arguments from ``kwargs``; each of
    ``params`` may be set to anything instead), and its API (each method's arguments, drawn
    from the widget's state: a tuple of positional arguments or a dict of keyword arguments)."""

    make: Callable[..., Any]
    kwargs: st.SearchStrategy[dict[str, Any]]
    params: tuple[str, ...]
    api: dict[str, Callable[[Any], st.SearchStrategy[Any]]]


@st.composite
def play_table(draw: st.DrawFn) -> dict[str, Any]:
    form = draw(st.sampled_from(BRIDGE))
    return {"form": form, "level": "random", "seed": draw(st.integers(0, 2**32)), "match": "deal",
            "seat": draw(st.integers(0, BRIDGE_FORMS[form].players - 1)),
            "lang": draw(st.sampled_from(LANGS)),
            **draw(bridge_options(form))}


@st.composite
def boerenbridge_table(draw: st.DrawFn) -> dict[str, Any]:
    options = draw(boerenbridge_options())
    for key in ("fixed_hand_size", "no_trump_rounds"):
        options.pop(key, None)
    options["schedule"] = options.get("schedule", [1, 2])[:2]
    return {**options, "level": "random", "seed": draw(st.integers(0, 2**32)),
            "seat": draw(st.integers(0, options["players"] - 1))}


@st.composite
def ladder(draw: st.DrawFn) -> dict[str, Any]:
    players = draw(st.integers(2, 4))
    names = draw(st.one_of(st.none(), st.just([f"P{i}" for i in range(players)])))
    others = st.one_of(st.none(), st.just("pass"), st.lists(st.sampled_from(CALLS).map(str), max_size=3))
    return {"players": players, "first": draw(st.integers(0, players - 1)),
            "seat": draw(st.integers(0, players - 1)), "names": names, "others": draw(others),
            "auction_end": draw(st.sampled_from(["one-pass", "three-passes"]))}


SPECS: dict[str, Spec] = {
    "PlayTable": Spec(PlayTable, play_table(), ("form", "level", "seat", "seed", "match", "lang", "names"), {
        "act": actions, "undo": args(), "save": args(), "to_json": args(),
        "resume": args(st.one_of(saves(), ANY)),
    }),
    "BoerenbridgeTable": Spec(BoerenbridgeTable, boerenbridge_table(),
                              ("players", "level", "seat", "seed", "match", "names", "schedule"), {
        "act": actions, "to_json": args(), "hook_reason": args(), "tie_break": args(),
    }),
    "DrawTrainer": Spec(DrawTrainer, st.fixed_dictionaries({
        "form": st.sampled_from(["draw", "draw-discard", "draw-tricks"]), "seed": st.integers(0, 2**32),
        "partner": st.sampled_from(["take", "refuse", ["refuse", "take"], ["take", "2C", "decline"]]),
        "learner": st.integers(0, 1)}), ("form", "seed", "partner", "learner", "options"), {
        "act": actions,
    }),
    "HcpCounter": Spec(HcpCounter, st.fixed_dictionaries({}, optional={
        "hand": HANDS, "seed": st.integers(0, 99), "count": st.sampled_from(["standard", "honeymoon"]),
        "quiz": st.booleans()}), ("hand", "seed", "count", "quiz"), {
        "select": lambda c: st.lists(st.one_of(st.sampled_from([x.code for x in c.hand]), TEXTS),
                                     max_size=3).map(tuple),
        "unselect": lambda c: st.lists(st.one_of(st.sampled_from(c.picked or ["AS"]), TEXTS),
                                       max_size=3).map(tuple),
        "answer": args(st.one_of(st.integers(-5, 40), ANY)), "check": args(), "reveal": args(),
        "new_hand": args(),
    }),
    "HandEvaluator": Spec(HandEvaluator, st.fixed_dictionaries({}, optional={
        "hand": HANDS, "seed": st.integers(0, 99), "count": st.sampled_from(["standard", "honeymoon"])}),
        ("hand", "seed", "count"), {"set_hand": args(st.one_of(HANDS, BAD_HANDS)), "new_hand": args()}),
    "TrickTrainer": Spec(TrickTrainer, st.fixed_dictionaries({}, optional={
        "seed": st.integers(0, 99), "mode": st.sampled_from(["winner", "legal"])}), ("seed", "mode"), {
        "new_trick": args(), "answer": args(st.one_of(st.sampled_from(DECK), TEXTS)),
        "pick": args(st.one_of(st.sampled_from(DECK), TEXTS)),
        "unpick": args(st.one_of(st.sampled_from(DECK), TEXTS)),
        "check": args(),
        "ask": args(st.one_of(
            st.builds(TrickQuestion.winner,
                      st.lists(st.sampled_from(DECK), min_size=2, max_size=4, unique=True),
                      st.one_of(st.none(), st.sampled_from(list(Suit)))),
            st.builds(TrickQuestion.legal, st.just("AK2.Q4.-.-"), st.sampled_from(["3H", "2C", "JD"])), ANY)),
    }),
    "BiddingLadder": Spec(BiddingLadder, ladder(),
                          ("players", "first", "auction_end", "others", "seat", "names"), {
        "call": args(st.one_of(st.sampled_from(CALLS), st.sampled_from(CALLS).map(str), TEXTS)),
        "undo": args(),
    }),
    "ScoringWalkthrough": Spec(ScoringWalkthrough, st.fixed_dictionaries({}, optional={
        "contract": st.sampled_from(["4S", "3NTX", "7NTXX", "1C", "6♥X"]), "tricks": st.integers(0, 13),
        "vulnerable": st.booleans(), "insult": st.booleans()}),
        ("contract", "tricks", "vulnerable", "insult"), {
        "more": args(), "fewer": args(), "compare": args(),
        "set": args(st.one_of(st.sampled_from(["4S", "6HX"]), TEXTS), st.one_of(st.integers(-1, 14), ANY),
                    st.one_of(st.booleans(), ANY),
                    st.one_of(st.none(), st.tuples(st.sampled_from([0, 100, 150]),
                                                   st.sampled_from(["declarer", "defenders"])), ANY)),
    }),
    "RubberExplorer": Spec(RubberExplorer, st.fixed_dictionaries({}, optional={
        "names": st.sampled_from([("We", "They"), ["Ann", "Bob"]]), "single_game": st.booleans(),
        "insult": st.booleans()}), ("names", "single_game", "insult"), {
        "record": args(st.one_of(st.sampled_from(["4S", "3NTX", "6HXX", "2C"]), TEXTS),
                       st.one_of(st.integers(-1, 14), ANY), st.one_of(st.integers(0, 1), ANY),
                       st.one_of(st.sampled_from([0, 100, 150]), ANY),
                       st.one_of(st.none(), st.integers(0, 1), ANY)),
        "passed_out": args(), "finish": args(), "undo": args(), "redo": args(), "new_rubber": args(),
    }),
    "PlayLauncher": Spec(PlayLauncher, st.fixed_dictionaries({}, optional={
        "form": st.sampled_from(FORMS), "level": st.just("random")}), ("form", "level"), {
        "start": lambda _: st.fixed_dictionaries({"form": st.one_of(st.sampled_from(FORMS), ANY),
                                                  "level": st.just("random"), "seed": st.integers(0, 99)},
                                                 optional={"seat": st.one_of(st.integers(0, 3), ANY)}),
    }),
}


# --- driving a widget -------------------------------------------------------------------------------
def controls(widget: w.Widget) -> Iterator[w.Widget]:
    """The widgets inside ``widget`` a learner can reach: not in a hidden box, not disabled."""
    for child in getattr(widget, "children", ()):
        if getattr(child.layout, "display", None) == "none" or getattr(child, "disabled", False):
            continue
        if isinstance(child, PlayTable | BoerenbridgeTable):  # started by the launcher: tested alone
            continue
        if isinstance(child, w.Box):
            yield from controls(child)
        elif isinstance(child, w.Button | w.ToggleButton | w.ToggleButtons | w.Dropdown | w.IntSlider
                        | w.IntText | w.Text | w.Textarea) and child.description != "Hint":
            yield child


def label(control: w.Widget) -> str:
    return f"{type(control).__name__} {control.description!r} ({control.tooltip or ''})"


def action_buttons(widget: Any) -> dict[int, str]:
    """The action buttons of a game table or ladder (calls, cards, decisions, bids, suits): the
    name of the widget's dict that holds each, by the button's ``id``."""
    found: dict[int, str] = {}
    for kind in ("call_buttons", "card_buttons", "buttons", "bid_buttons", "suit_buttons"):
        table = getattr(widget, kind, None)
        if isinstance(table, dict):
            for button in table.values():
                found[id(button)] = kind
    return found


def shows(button: w.Button, action: Any) -> bool:
    """Whether ``button`` shows ``action``: its label (``2♣``, ``Take``, ``3``, ``♠ spades``, a
    Boerenbridge card), or for a card button labelled by its rank only, its tooltip (``♥Q``)."""
    text = button.description
    if isinstance(action, Decision):
        return text.lower() == action.word
    if isinstance(action, Suit):
        return text.startswith(action.symbol)
    if isinstance(action, Card):
        return text == str(action) or button.tooltip in {action.text(lang) for lang in LANGS} | {str(action)}
    if type(action) is int:
        return text == str(action)
    words = {"Pass": "Pass", "X": "Double", "XX": "Redouble"}
    return text in (str(action), words.get(getattr(action, "code", ""), ""))


def history_of(widget: Any) -> list[tuple[int, Any]] | None:
    """Every (player, action) of the widget's game or auction so far (``None``: it has neither)."""
    if isinstance(widget, BiddingLadder):
        auction = widget.auction
        return [(auction.caller(i), call) for i, call in enumerate(auction.calls)]
    game = getattr(widget, "game", None)
    return None if game is None else list(game.history)


def learner(widget: Any) -> int | None:
    """The player whose actions the widget's buttons make (``None``: every player's, a ladder
    without ``others``)."""
    if isinstance(widget, BiddingLadder):
        return None if widget.others is None else widget.seat
    return getattr(widget, "seat", getattr(widget, "learner", None))


def click(widget: Any, button: w.Widget, data: st.DataObject) -> None:
    """Click ``button`` (or change the control) as a learner would, then check what changed."""
    kind = action_buttons(widget).get(id(button))
    before = history_of(widget)
    if isinstance(button, w.Button):
        enabled = not button.disabled
        for handler in button._click_handlers.callbacks:
            handler(button)
        after = history_of(widget)
        if kind is None or before is None or after is None:
            return
        if len(after) <= len(before) or after[: len(before)] != before:
            # Refusals the widgets announce: a Boerenbridge card shown as not playable (the click
            # says why); a scripted opponent's move or call not legal then (the learner's is taken back).
            said = getattr(widget, "feedback", getattr(widget, "message", None))
            announced = "not playable" in (button.tooltip or "") or "taken back" in getattr(said, "value", "")
            assert announced or not enabled, f"the enabled {label(button)} was refused"
            return
        player, done = after[len(before)]
        assert shows(button, done), f"{label(button)} applied {done!r}"
        assert learner(widget) in (None, player), f"{label(button)} acted for player {player}"
    elif isinstance(button, w.ToggleButton):
        picked_before = list(getattr(widget, "picked", []))
        button.value = not button.value
        picked_after = list(getattr(widget, "picked", []))
        new = [code for code in picked_after if code not in picked_before]
        if new:
            assert button.description.startswith(str(Card.parse(new[0]))), (label(button), new)
    elif isinstance(button, w.ToggleButtons | w.Dropdown):
        # The values offered (the strong computer, a second a card, is left out: too slow here).
        options = [value for value in button._options_values if value != "strong"]
        if options:
            button.value = data.draw(st.sampled_from(options), label="chosen")
    elif isinstance(button, w.IntSlider | w.IntText):
        button.value = data.draw(st.integers(button.min if hasattr(button, "min") else -50,
                                             button.max if hasattr(button, "max") else 50), label="number")
    else:
        typed = st.one_of(st.sampled_from(CODES), st.sampled_from(WORDS), SHORT_TEXT, saves())
        button.value = data.draw(typed, label="typed")


@pytest.mark.slow
@pytest.mark.parametrize("name", list(SPECS))
@scaled(1.5)
@given(data=st.data())
def test_clicks_and_calls_raise_only_library_errors(name: str, data: st.DataObject) -> None:
    spec = SPECS[name]
    kwargs = data.draw(spec.kwargs, label="kwargs")
    if data.draw(st.integers(0, 2), label="a wrong argument if 0") == 0:
        takes_more = any(p.kind is p.VAR_KEYWORD for p in inspect.signature(spec.make).parameters.values())
        key = data.draw(st.sampled_from([*spec.params, *(["bogus", "layout"] if takes_more else [])]),
                        label="argument")
        wrong = st.one_of(ANY, st.integers(-3, 99), st.builds(pow, st.just(10), st.integers(20, 4400)))
        kwargs[key] = data.draw(wrong, label="wrong value")
    try:
        widget = spec.make(**kwargs)
    except HoneymoonError:
        event("the constructor refused")
        return
    event("made")
    for _ in range(data.draw(st.integers(1, 25), label="steps")):
        widget.static_html()
        if data.draw(st.integers(0, 3), label="API call if 0") == 0:
            method = data.draw(st.sampled_from(sorted(spec.api)), label="method")
            arguments = data.draw(spec.api[method](widget), label="arguments")
            call = getattr(widget, method)
            with contextlib.suppress(HoneymoonError):
                call(**arguments) if isinstance(arguments, dict) else call(*arguments)
            continue
        reachable = list(controls(widget))
        if not reachable:
            continue
        labels = [f"{i}: {label(c)}" for i, c in enumerate(reachable)]
        chosen = reachable[int(data.draw(st.sampled_from(labels), label="click").split(":")[0])]
        with contextlib.suppress(HoneymoonError):
            click(widget, chosen, data)


# --- the buttons apply what they show, in every language ----------------------------------------------
@pytest.mark.slow
@pytest.mark.parametrize("lang", LANGS)
@scaled(0.4)  # whole tables
@given(form=st.sampled_from(BRIDGE), seed=st.integers(0, 2**32), data=st.data())
def test_every_enabled_button_of_the_play_table_applies_what_it_shows(lang: str, form: str, seed: int,
                                                                      data: st.DataObject) -> None:
    table = PlayTable(form, level="random", seed=seed, match="deal", lang=lang)
    for _ in range(data.draw(st.integers(1, 40), label="clicks")):
        if table.game.is_over:
            return
        buttons = [b for kind in (table.call_buttons, table.card_buttons, table.buttons)
                   for b in kind.values() if not b.disabled]
        labels = [f"{i}: {label(b)}" for i, b in enumerate(buttons)]
        click(table, buttons[int(data.draw(st.sampled_from(labels), label="click").split(":")[0])], data)


# --- regressions: each failure the properties found, kept as a plain test ---------------------------
@pytest.mark.parametrize("lang", LANGS)
def test_regression_the_2_clubs_button_bids_2_clubs(lang: str) -> None:
    table = PlayTable("plain", seed=3, match="deal", lang=lang)  # the computer opened 1NT
    before = len(table.game.history)
    table.call_buttons["2C"].click()
    assert table.game.history[before] == (0, Bid(2, Strain.CLUBS))


WRONG_CALLS: list[tuple[str, dict[str, Any], str, tuple[Any, ...]]] = [
    # (widget, its keyword arguments, then a method and its arguments: "" for none)
    ("HcpCounter", {}, "answer", (b"",)),
    ("HcpCounter", {}, "answer", (None,)),
    ("HcpCounter", {"count": object()}, "", ()),
    ("HcpCounter", {"count": None}, "", ()),
    ("HandEvaluator", {"hand": object(), "count": object()}, "", ()),
    ("TrickTrainer", {"seed": 0, "mode": b"\x80"}, "", ()),
    ("TrickTrainer", {}, "ask", (None,)),
    ("BiddingLadder", {"others": False}, "", ()),
    ("ScoringWalkthrough", {"contract": None}, "", ()),
    ("RubberExplorer", {"names": None}, "", ()),
]


@pytest.mark.parametrize(("name", "kwargs", "method", "arguments"), WRONG_CALLS,
                         ids=[f"{n}-{m or 'init'}-{i}" for i, (n, _, m, _) in enumerate(WRONG_CALLS)])
def test_regression_a_wrong_argument_raises_only_a_library_error(
        name: str, kwargs: dict[str, Any], method: str, arguments: tuple[Any, ...]) -> None:
    with contextlib.suppress(HoneymoonError):
        widget = SPECS[name].make(**kwargs)
        if method:
            getattr(widget, method)(*arguments)
