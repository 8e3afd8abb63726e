"""Bad inputs to the widgets: None, wrong types, huge or negative numbers, empty or garbage text.

Each is refused with a library error (:class:`~honeymoon.errors.ConfigError` for a bad argument or
option, :class:`~honeymoon.errors.NotationError` for text that cannot be read), with a reason,
never a bare TypeError, KeyError, AttributeError or traitlets' TraitError; and the widget is left
as it was. A method whose refusals are shown in the widget (``set``, ``record``, ``set_hand``,
``answer`` …) shows the reason instead of raising it; a refused trait value raises
:class:`~honeymoon_widgets.base.TraitValueError`, the library's ConfigError that traitlets also
knows as its own TraitError.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from html import unescape
from typing import Any

import ipywidgets as w
import pytest
import traitlets

from honeymoon import ConfigError, Hand, NotationError
from honeymoon.errors import shown
from honeymoon_course import questions
from honeymoon_course.question import Blank
from honeymoon_widgets import (
    BiddingLadder,
    BoerenbridgeTable,
    DrawTrainer,
    Exercise,
    HandEvaluator,
    HcpCounter,
    PlayLauncher,
    PlayTable,
    RubberExplorer,
    ScoringWalkthrough,
    TrickTrainer,
)
from honeymoon_widgets.base import TraitValueError
from honeymoon_widgets.tricks import TrickQuestion

HUGE = 10**5000  # Python will not write it out: a message must not try
_MESSAGE = re.compile(r'<p class="hm-message hm-(\w+)"[^>]*>(.*?)</p>', re.S)


def snapshot(widget: w.Widget) -> dict[str, Any]:
    """What a refusal must not change: the widget's own traits (but the refusal's reason), its
    game if it has one, and its picture without the line of feedback."""
    own = set(widget.trait_names()) - set(w.VBox.class_trait_names()) - {"error"}
    state = {name: getattr(widget, name) for name in sorted(own)}
    if hasattr(widget, "game"):
        state["game"] = widget.game.to_json()
    state["picture"] = _MESSAGE.sub("", widget.static_html())
    return state


def refusal(widget: w.Widget) -> str:
    """The reason the widget shows for its last refusal ("" if none)."""
    shown = [unescape(text) for kind, text in _MESSAGE.findall(widget.static_html()) if kind == "refused"]
    return shown[-1] if shown else ""


# --- the cases of the report ---------------------------------------------------------------------
# (the widget, the call, what it shows)
SHOWN_REFUSALS: list[tuple[str, Callable[[], w.Widget], Callable[[Any], object], str]] = [
    ("set(honors=100)", ScoringWalkthrough, lambda walk: walk.set(honors=100),
     "honors is None or a pair (points, side), like (100, 'declarer'), not 100"),
    ("set(honors='')", ScoringWalkthrough, lambda walk: walk.set(honors=""),
     "honors is None or a pair (points, side)"),
    ("set(contract=None)", ScoringWalkthrough, lambda walk: walk.set(contract=None),
     "a contract is read from text, not from None"),
    ("set(contract=5, tricks=9)", ScoringWalkthrough, lambda walk: walk.set(contract=5, tricks=9),
     "a contract is read from text, not from 5"),
    ("record(None, 9, 0)", RubberExplorer, lambda rubber: rubber.record(None, 9, 0),
     "a contract is read from text, not from None"),
    ("record('4S', HUGE, 0)", RubberExplorer, lambda rubber: rubber.record("4S", HUGE, 0),
     "a number too long to show"),
    ("set_hand(None)", HandEvaluator, lambda ev: ev.set_hand(None),
     "a hand is read from text, not from None"),
    ("set_hand(13)", HandEvaluator, lambda ev: ev.set_hand(13), "a hand is read from text, not from 13"),
    ("answer('abc')", HcpCounter, lambda counter: counter.answer("abc"),
     "a hand's total points are a whole number from 0 to 99, like 14, not 'abc'"),
    ("answer(None)", lambda: HcpCounter(quiz=True), lambda counter: counter.answer(None), "not None"),
    ("answer(-1)", lambda: HcpCounter(quiz=True), lambda counter: counter.answer(-1), "not -1"),
    ("answer(HUGE)", lambda: HcpCounter(quiz=True), lambda counter: counter.answer(HUGE),
     "not a number too long to show"),
    ("unselect(None)", HcpCounter, lambda counter: counter.unselect(None), "a card is read from text"),
    ("unpick('ZZ')", lambda: TrickTrainer(mode="legal"), lambda tt: tt.unpick("ZZ"),
     "cannot read 'ZZ' as a card"),
]


@pytest.mark.parametrize(("name", "make", "call", "reason"), SHOWN_REFUSALS,
                         ids=[c[0] for c in SHOWN_REFUSALS])
def test_a_refusal_shown_in_the_widget_gives_the_reason_and_changes_nothing(
        name: str, make: Callable[[], w.Widget], call: Callable[[Any], object], reason: str) -> None:
    widget = make()
    before = snapshot(widget)
    assert call(widget) is None  # RubberExplorer.record returns None for a refused deal
    assert reason in refusal(widget)
    assert snapshot(widget) == before


# (the widget, the call, the error class, a part of its message)
RAISED: list[tuple[str, Callable[[], w.Widget] | None, Callable[[Any], object], type, str]] = [
    ("RubberExplorer.from_deals([('4S',)])", None, lambda _: RubberExplorer.from_deals([("4S",)]),
     ConfigError, r"a deal is None \(passed out\), a tuple \(contract, tricks, declarer"),
    ("RubberExplorer.from_deals([{'contract': '4S'}])", None,
     lambda _: RubberExplorer.from_deals([{"contract": "4S"}]), ConfigError, "a deal is None"),
    ("RubberExplorer.from_deals([('4S', 10, 0, 0, None, 1)])", None,
     lambda _: RubberExplorer.from_deals([("4S", 10, 0, 0, None, 1)]), ConfigError, "a deal is None"),
    ("RubberExplorer.from_deals(None)", None, lambda _: RubberExplorer.from_deals(None), ConfigError,
     "deals is a list of deals"),
    ("RubberExplorer.from_deals([('4S', 10, 0)], finished='yes')", None,
     lambda _: RubberExplorer.from_deals([("4S", 10, 0)], finished="yes"), ConfigError,
     "finished is True or False, not 'yes'"),
    ("RubberExplorer.from_deals([(None, 10, 0)])", None, lambda _: RubberExplorer.from_deals([(None, 10, 0)]),
     NotationError, "a contract is read from text, not from None"),
    ("RubberExplorer(None)", None, lambda _: RubberExplorer(None), ConfigError,
     "lists two or more different names for the score sheet, not None"),
    ("RubberExplorer(single_game='yes')", None, lambda _: RubberExplorer(single_game="yes"), ConfigError,
     "single_game is True or False"),
    ("RubberExplorer.from_game(None)", None, lambda _: RubberExplorer.from_game(None), ConfigError,
     "replays a game made by honeymoon.new_game, not None"),
    ("TrickTrainer().ask(None)", TrickTrainer, lambda tt: tt.ask(None), ConfigError,
     r"ask\(\) takes a question made by TrickQuestion.winner"),
    ("TrickTrainer().ask('KH AH')", TrickTrainer, lambda tt: tt.ask("KH AH"), ConfigError, "not 'KH AH'"),
    ("TrickTrainer(mode='x')", None, lambda _: TrickTrainer(mode="x"), ConfigError,
     "mode is 'winner' or 'legal', not 'x'"),
    ("TrickTrainer(mode=None)", None, lambda _: TrickTrainer(mode=None), ConfigError, "not None"),
    ("TrickQuestion.winner(5)", None, lambda _: TrickQuestion.winner(5), NotationError,
     "write the cards as text, like \"KH AH 2S\""),
    ("TrickQuestion.winner('KH AH', leader=None)", None, lambda _: TrickQuestion.winner("KH AH", leader=None),
     ConfigError, "leader is the seat that led, 0 to 1, not None"),
    ("TrickQuestion.winner('KH AH', leader=-1)", None, lambda _: TrickQuestion.winner("KH AH", leader=-1),
     ConfigError, "not -1"),
    ("HcpCounter(count='x')", None, lambda _: HcpCounter(count="x"), ConfigError,
     "unknown length count 'x': choose 'standard' or 'honeymoon'"),
    ("HcpCounter(count=[])", None, lambda _: HcpCounter(count=[]), ConfigError, "unknown length count"),
    ("HcpCounter(quiz='yes')", None, lambda _: HcpCounter(quiz="yes"), ConfigError,
     "quiz is True or False, not 'yes'"),
    ("HandEvaluator(count=None)", None, lambda _: HandEvaluator(count=None), ConfigError,
     "unknown length count"),
    ("HandEvaluator('garbage')", None, lambda _: HandEvaluator("garbage"), NotationError,
     "cannot read 'garbage' as a hand"),
    ("ScoringWalkthrough(None)", None, lambda _: ScoringWalkthrough(None), NotationError,
     "a contract is read from text, not from None"),
    ("ScoringWalkthrough(vulnerable='yes')", None, lambda _: ScoringWalkthrough(vulnerable="yes"),
     ConfigError, "vulnerable is True or False, not 'yes'"),
    ("ScoringWalkthrough(insult='yes')", None, lambda _: ScoringWalkthrough(insult="yes"),
     ConfigError, "insult is True or False, not 'yes'"),
    ("DrawTrainer(options={'match': 'rubber'})", None,
     lambda _: DrawTrainer("draw", options={"match": "rubber"}), ConfigError,
     "the draw trainer plays one deal from its own seed: 'match' is not one of its options"),
    ("DrawTrainer(options={'seed': 1})", None, lambda _: DrawTrainer(options={"seed": 1}), ConfigError,
     "'seed' is not one of its options"),
    ("DrawTrainer(options='fr')", None, lambda _: DrawTrainer(options="fr"), ConfigError,
     "options is a dict of new_game's options"),
    ("DrawTrainer(options={1: 2})", None, lambda _: DrawTrainer(options={1: 2}), ConfigError,
     "options is a dict of new_game's options"),
    ("BiddingLadder(others=5)", None, lambda _: BiddingLadder(others=5), ConfigError,
     "others is None, 'pass' or a list of calls, not 5"),
    ("BiddingLadder(others=[None])", None, lambda _: BiddingLadder(others=[None]), NotationError,
     "a call is read from text, not from None"),
    ("BiddingLadder(names=5)", None, lambda _: BiddingLadder(names=5), ConfigError,
     "names lists the players' names, one per seat, not 5"),
    ("BiddingLadder(names=b'ab')", None, lambda _: BiddingLadder(names=b"ab"), ConfigError, "not b'ab'"),
    ("BiddingLadder().call(None)", BiddingLadder, lambda ladder: ladder.call(None), NotationError,
     "a call is read from text, not from None"),
    ("HcpCounter(foo=1)", None, lambda _: HcpCounter(foo=1), ConfigError,
     "HcpCounter has no option 'foo'; its box takes box_style, layout, tabbable, tooltip"),
    ("TrickTrainer(layout='wide')", None, lambda _: TrickTrainer(layout="wide"), ConfigError,
     "layout is a Layout, not 'wide'"),
    ("BiddingLadder(children=[])", None, lambda _: BiddingLadder(children=[]), ConfigError,
     "has no option 'children'"),
    ("PlayTable(seat=HUGE)", None, lambda _: PlayTable(seat=HUGE, match="deal"), ConfigError,
     "seat is your player number, 0 to 1, not a number too long to show"),
    ("BoerenbridgeTable(seat=HUGE)", None, lambda _: BoerenbridgeTable(seat=HUGE), ConfigError,
     "not a number too long to show"),
    ("PlayLauncher(form=HUGE)", None, lambda _: PlayLauncher(form=HUGE), ConfigError,
     "unknown game a number too long to show"),
    ("DrawTrainer(learner=HUGE)", None, lambda _: DrawTrainer(learner=HUGE), ConfigError,
     "learner is your seat, 0 or 1, not a number too long to show"),
    ("BiddingLadder(seat=-HUGE)", None, lambda _: BiddingLadder(seat=-HUGE), ConfigError,
     "not a number too long to show"),
    ("ScoringWalkthrough(box_style='pink')", None, lambda _: ScoringWalkthrough(box_style="pink"),
     ConfigError, "box_style"),
]


@pytest.mark.parametrize(("name", "make", "call", "error", "words"), RAISED, ids=[c[0] for c in RAISED])
def test_a_bad_argument_raises_a_library_error_with_the_reason(
        name: str, make: Callable[[], w.Widget] | None, call: Callable[[Any], object], error: type,
        words: str) -> None:
    widget = make() if make is not None else None
    before = snapshot(widget) if widget is not None else None
    with pytest.raises(error, match=words):
        call(widget)
    if widget is not None:
        assert snapshot(widget) == before


# --- traits set from Python ----------------------------------------------------------------------
# (the widget, the trait, a value it refuses, a part of the reason)
TRAITS: list[tuple[Callable[[], w.Widget], str, object, str]] = [
    (ScoringWalkthrough, "tricks", "x", "tricks is an int, not 'x'"),
    (ScoringWalkthrough, "tricks", 14, "declarer takes 0 to 13 tricks, not 14"),
    (ScoringWalkthrough, "tricks", HUGE, "not a number too long to show"),
    (ScoringWalkthrough, "contract_code", None, "contract_code is a unicode string, not None"),
    (ScoringWalkthrough, "contract_code", "8S", "cannot read '8S' as a contract"),
    (ScoringWalkthrough, "frozen", {"x": 1}, "frozen is empty or holds the choices contract_code"),
    (ScoringWalkthrough, "frozen", {"contract_code": None, "tricks": 9, "vulnerable": False, "honors": 0,
                                    "honors_side": "declarer"},
     "a contract is read from text, not from None"),
    (RubberExplorer, "actions", [{}], "a deal is None (passed out)"),
    (RubberExplorer, "actions", [{"contract": "4S", "tricks": 99, "declarer": 0}], "not 99"),
    (RubberExplorer, "actions", [None], "actions holds a dict in each place, not None"),
    (HcpCounter, "hand_pbn", "garbage", "cannot read 'garbage' as a hand"),
    (HcpCounter, "picked", ["ZZ"], "picked holds the codes of cards of the hand, like 'AS', not 'ZZ'"),
    (HcpCounter, "count", "french", "count is any of ['standard', 'honeymoon'], not 'french'"),
    (HcpCounter, "tries", None, "tries is an int, not None"),
    (HandEvaluator, "hand_pbn", "AKQ.X.-.-", "cannot read 'AKQ.X.-.-' as a hand"),
    (lambda: TrickTrainer(mode="legal"), "picked", ["ZZ"], "not 'ZZ'"),
    (TrickTrainer, "mode", "bidding", "mode is 'winner' or 'legal', not 'bidding'"),
    (TrickTrainer, "question", "KH AH", "question is a TrickQuestion or None, not 'KH AH'"),
    (BiddingLadder, "calls", ["1S", None], "calls holds a unicode string in each place, not None"),
    (BiddingLadder, "calls", ["1S", "1C"], "1♣ is not enough"),
]


@pytest.mark.parametrize(("make", "name", "value", "words"), TRAITS,
                         ids=[f"{t[1]}={shown(t[2])[:20]}" for t in TRAITS])
def test_a_refused_trait_value_raises_a_library_error_and_changes_nothing(
        make: Callable[[], w.Widget], name: str, value: object, words: str) -> None:
    widget = make()
    before = snapshot(widget)
    with pytest.raises(TraitValueError) as refused:
        setattr(widget, name, value)
    assert words in str(refused.value)
    assert isinstance(refused.value, ConfigError) and isinstance(refused.value, traitlets.TraitError)
    assert snapshot(widget) == before


def test_a_picked_card_given_twice_is_refused() -> None:
    counter = HcpCounter(Hand.parse("AKJ52.Q4.K73.862"))
    with pytest.raises(ConfigError, match="picked names each card of the hand once: 'AS' is there twice"):
        counter.picked = ["AS", "AS"]
    assert counter.picked == []


# --- an exercise answered with anything at all ---------------------------------------------------
GARBAGE: list[object] = [HUGE, -HUGE, float("nan"), float("inf"), "x" * 10_000, b"12", {}, [[]], (), object(),
                         True, "\x00", "♥" * 500, ["AS"] * 1000]


@pytest.mark.parametrize("question", questions(0, seed=1) + questions(4, seed=1) + questions(12, seed=1),
                         ids=lambda q: q.kind)
def test_an_exercise_answered_with_anything_says_what_to_write_and_never_raises(question: Any) -> None:
    blanks = [blank for blank in question.blanks if isinstance(blank, Blank)]
    for garbage in GARBAGE:
        exercise = Exercise(question)
        exercise.answer(*([garbage] * len(blanks)))
        text = exercise.feedback_text
        said = ("That cannot be read", "Not quite", "Answer every part first", "This question")
        assert text.startswith(said), (question.kind, shown(garbage), text)
        assert len(text) < 600, text[:200]  # a huge answer is never written out
        assert question.answer not in text
        assert not exercise.solved
