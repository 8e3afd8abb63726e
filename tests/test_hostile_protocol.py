"""Hostile tests of the game protocol: random legal play of every form interleaved with garbage.

A state machine (Hypothesis's stateful testing) plays each form of
:func:`honeymoon.available_games` in a random language with random valid options: legal actions
(as objects and as their codes), long runs of random legal play, and in between anything a
learner or a program could throw at it: arbitrary unicode, lone surrogates, codes of cards and
calls, words of every language, numbers of every script, huge numbers, very long strings,
objects of every kind, actions of other phases, other players' cards, unknown languages. The
properties:

- only the library's errors (:class:`~honeymoon.errors.HoneymoonError` subclasses) are raised;
- a refused action changes nothing (``to_json()``, ``full_view()`` and the legal actions are
  the same before and after);
- what is accepted was legal: the history grows by that action of the player to act;
- every legal action is accepted, as the object and as its code read in English;
- a save made at any step loads back identical, and play goes on from the loaded copy;
- (outside the machine) the text the library shows for a legal action, ``str(action)``, typed
  back in the game's language, is that action.

The strategies of garbage defined here are shared by the other ``test_hostile_*`` modules.
The example counts come from the Hypothesis profile (``tests/conftest.py``):
``HYPOTHESIS_PROFILE=thorough`` runs many more.
"""

from __future__ import annotations

import operator
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule
from protocol_model import cards_in

import honeymoon
from honeymoon import (
    DECK,
    DOUBLE,
    PASS,
    REDOUBLE,
    Bid,
    Card,
    Game,
    Hand,
    HoneymoonError,
    Phase,
    Strain,
    Suit,
    load_game,
    new_game,
)
from honeymoon.boerenbridge import REDUCED_DECK, STAIR_TOPS, staircase
from honeymoon.cards import JESTERS, WIZARDS, SpecialCard
from honeymoon.forms import FORMS as BRIDGE_FORMS
from honeymoon.forms.engine import FACINGS, LAYOUTS, STOCK_LOOKS
from honeymoon.game import DECLINE, EXPOSED, HIDDEN, KEEP, REFUSE, REJECT, TAKE, Decision, action_text
from honeymoon.options import is_player
from honeymoon.views import BoerenbridgeView, BridgeView

FORMS = honeymoon.available_games()
LANGS = ("en", "fr", "de", "nl")
#: Every call, in bidding order.
CALLS = [PASS, DOUBLE, REDOUBLE, *(Bid(level, strain) for level in range(1, 8) for strain in Strain)]
DECISIONS = [TAKE, REFUSE, DECLINE, KEEP, REJECT, EXPOSED, HIDDEN]
ACTION_TYPES = (Bid, type(PASS), type(DOUBLE), type(REDOUBLE), Card, Decision, int, Suit, SpecialCard)

# --- garbage, shared by the hostile modules ---------------------------------------------------------
#: Words a learner may write in any of the four languages: decisions, calls, ranks, suits, numbers.
WORDS = [
    # decisions of the draw forms and the choice of dummy
    "take", "refuse", "decline", "keep", "reject", "exposed", "hidden", "prendre", "prends", "je prends",
    "refuser", "décliner", "laisser", "passer", "garder", "rejeter", "visible", "exposé", "caché",
    "le mort visible", "nehmen", "nimm", "ich nehme", "ablehnen", "lehne ab", "verzichten", "liegen lassen",
    "behalten", "offen", "verdeckt", "nemen", "neem", "pakken", "weigeren", "passen", "laten liggen",
    "houden", "afwijzen", "wijs af", "open", "dicht", "verborgen",
    # calls
    "pass", "passe", "pas", "Pass", "P", "-", "double", "contre", "contré", "Kontra", "doublet", "dubbel",
    "X", "redouble", "surcontre", "surcontré", "Rekontra", "Re", "redoublet", "XX", "XXX", "NT", "SA", "ZT",
    "sans atout", "ohne Trumpf", "zonder troef", "notrump", "1 SA", "1 sans atout", "2 cœurs", "deux piques",
    "drei ohne Trumpf",
    # suits, ranks and cards in words
    "spades", "pique", "Pik", "schoppen", "hearts", "cœur", "coeur", "Herz", "harten", "diamonds", "carreau",
    "Karo", "ruiten", "clubs", "trèfle", "Treff", "Kreuz", "klaveren", "ace", "as", "Ass", "aas", "king",
    "roi", "König", "Koenig", "heer", "queen", "dame", "vrouw", "jack", "valet", "Bube", "Bauer", "boer",
    "ten", "dix", "zehn", "tien", "roi de pique", "ace of spades", "Pik-König", "harten vrouw",
    # numbers in words, the bid of no tricks, the command line's words
    "one", "un", "eins", "één", "two", "deux", "zwei", "twee", "seven", "sept", "sieben", "eight", "huit",
    "nul", "zero", "zéro", "null", "nil", "help", "save", "quit",
]
#: Codes and shown texts of every card and call in every language, the Wizards and Jesters, suits.
CODES = sorted(
    {card.code for card in DECK} | {str(card) for card in DECK}
    | {card.text(lang) for card in DECK for lang in LANGS}
    | {call.code for call in CALLS} | {str(call) for call in CALLS}
    | {card.code for card in WIZARDS + JESTERS} | {str(card) for card in WIZARDS + JESTERS}
    | {"W0", "W5", "N0", "N9", "WIZARD1", "JESTER4"}
    | {suit.letter for suit in Suit} | {suit.symbol for suit in Suit} | {"♤", "♡", "♢", "♧", "❤️", "♥️"}
    | {"8NT", "0S", "1", "14", "1NT1", "AS AS", "10♥", "T♠", "H10", "11S", "1♠️"}
)
#: Numbers as text, in every script; and numbers too long to be read as an int by Python.
SMALL_NUMBERS = st.one_of(
    st.integers(-30, 30).map(str),
    st.integers(-(10**40), 10**40).map(str),
    st.sampled_from(["３", "²", "½", "٣", "໓", "1e3", "1.5", "nan", "inf", "-0", "+1", "1,000", "0x10",
                     "1_000", "⑤", "Ⅻ"]),
)
HUGE_NUMBERS = st.sampled_from(["9" * 5000, "1" * 5000, "-" + "9" * 4400, "0" * 3000 + "1"])
NUMBERS = st.one_of(SMALL_NUMBERS, HUGE_NUMBERS)
#: Arbitrary text: any unicode, lone surrogates included.
ANY_TEXT = st.one_of(
    st.text(max_size=30),
    st.text(st.characters(codec=None, exclude_categories=()), max_size=10),
    st.text(st.characters(categories=["Cs", "Zs", "Cc", "Cf", "Mn", "So"]), min_size=1, max_size=6),
)
#: Very long strings.
LONG_TEXT = st.builds(operator.mul, st.sampled_from(["x", "1", "♠", "AS ", "é", "\u200b", " ", "pass ", "["]),
                      st.integers(1000, 20000))
_PIECE = st.one_of(st.sampled_from(WORDS), st.sampled_from(CODES), SMALL_NUMBERS, ANY_TEXT)
#: What a learner might type (at most some 200 characters): words, codes, numbers, anything,
#: combined, in any case, padded.
SHORT_TEXT = st.one_of(
    st.sampled_from(WORDS), st.sampled_from(CODES), SMALL_NUMBERS, ANY_TEXT,
    st.lists(_PIECE, min_size=2, max_size=4).map(" ".join),
    st.tuples(_PIECE, st.sampled_from([str.upper, str.lower, str.title, str.swapcase])).map(
        lambda t: t[1](t[0])),
    st.tuples(st.sampled_from(["", " ", "\t", "\n", "\xa0", "\u3000", "\x00"]), _PIECE,
              st.sampled_from(["", " ", "\n", "\u200b", "\ufe0f"])).map("".join),
)
#: Text of any length.
GARBAGE_TEXT = st.one_of(SHORT_TEXT, SHORT_TEXT, HUGE_NUMBERS, LONG_TEXT)
#: Objects of every kind a program could pass instead of an action.
GARBAGE_OBJECTS = st.one_of(
    st.none(), st.booleans(), st.integers(), st.integers(-(10**30), 10**30), st.floats(),
    st.binary(max_size=6), st.lists(st.integers(-3, 60), max_size=3), st.tuples(st.integers(0, 3)),
    st.dictionaries(st.text(max_size=3), st.integers(), max_size=2), st.sets(st.integers(0, 3), max_size=2),
    st.sampled_from(DECK), st.sampled_from(CALLS), st.sampled_from(DECISIONS), st.sampled_from(list(Suit)),
    st.sampled_from(list(Strain)), st.sampled_from(WIZARDS + JESTERS), st.sampled_from(list(Phase)),
    st.builds(object), st.just(Hand.parse("AK.Q.-.-")), st.just(Decision("bogus")),
)
#: Anything passed where the protocol takes an action or its text.
GARBAGE = st.one_of(GARBAGE_TEXT, GARBAGE_OBJECTS)
#: A ``lang`` argument: the languages, ``None``, and what is none of them.
ANY_LANG = st.one_of(st.sampled_from([None, *LANGS]), st.sampled_from(["", "EN", "es", "fr ", "xx"]),
                     GARBAGE_OBJECTS)

# --- valid options of each form ------------------------------------------------------------------
def bridge_options(form: str) -> st.SearchStrategy[dict[str, Any]]:
    """Random valid options of a bridge form (``match`` left out: the caller sets it)."""
    spec = BRIDGE_FORMS[form]
    optional: dict[str, st.SearchStrategy[Any]] = {
        "insult": st.booleans(), "first_dealer": st.integers(0, spec.players - 1),
        "names": st.just([f"side {i}" for i in range(3 if spec.players == 3 else 2)]),
        "deals": st.lists(st.permutations(DECK).map(lambda deck: " ".join(c.code for c in deck)), max_size=2),
    }
    if "auction_end" in spec.extra_options:
        optional |= {"auction_end": st.sampled_from(["one-pass", "three-passes"]),
                     "dealer_calls_first": st.booleans()}
    if "expose_top_card" in spec.extra_options:
        optional |= {"expose_top_card": st.booleans(), "follow_suit_in_draw": st.booleans()}
    readings: dict[str, st.SearchStrategy[Any]] = {  # each ruling's other reading (book/rules)
        "discard_taken": st.booleans(), "stock_look": st.sampled_from(STOCK_LOOKS),
        "follow_suit_under_cover": st.booleans(), "dummies_laid_out": st.sampled_from(LAYOUTS),
        "owner_sees_covered": st.booleans(), "dummies_face_up": st.sampled_from(FACINGS)}
    optional |= {name: values for name, values in readings.items() if name in spec.extra_options}
    return st.fixed_dictionaries({}, optional=optional)


@st.composite
def boerenbridge_options(draw: st.DrawFn) -> dict[str, Any]:
    """Random valid options of Boerenbridge (short schedules, to reach the end of a game)."""
    players = draw(st.integers(2, 7))
    wizard = players > 2 and draw(st.booleans())
    deck = 26 if players == 2 else 60 if wizard else 52
    most = min(8, deck // players)
    options: dict[str, Any] = {"players": players, "wizard": wizard}
    if draw(st.booleans()):
        options["fixed_hand_size"] = draw(st.integers(1, most))
        schedule_length = len(staircase(players, STAIR_TOPS[players]))
    else:
        options["schedule"] = draw(st.lists(st.integers(1, most), min_size=1, max_size=3))
        schedule_length = len(options["schedule"])
        if draw(st.booleans()):
            options["no_trump_rounds"] = "common"
    if "no_trump_rounds" not in options and draw(st.booleans()):
        options["no_trump_rounds"] = draw(st.lists(st.integers(1, schedule_length), unique=True, max_size=2))
    for flag in ("harsh", "boer", "blind"):
        options[flag] = draw(st.booleans())
    options["blind_multiplier"] = draw(st.integers(1, 4))
    options["first_dealer"] = draw(st.integers(0, players - 1))
    full = REDUCED_DECK if players == 2 else DECK + WIZARDS + JESTERS if wizard else DECK
    options["deals"] = draw(st.lists(st.permutations(full).map(list), max_size=2))
    return options


def form_options(form: str) -> st.SearchStrategy[dict[str, Any]]:
    """Random valid options of ``form``, with a ``match`` of any length."""
    if form == "boerenbridge":
        return st.tuples(boerenbridge_options(), st.sampled_from(["game", "deal"])).map(
            lambda t: {**t[0], "match": t[1]})
    return st.tuples(bridge_options(form), st.sampled_from(["deal", "game", "rubber"])).map(
        lambda t: {**t[0], "match": t[1]})


def scaled(factor: float, **more: Any) -> settings:
    """``factor`` times the profile's number of examples (at least 3): cheap properties run
    more, those that start processes or whole tables fewer (see ``tests/conftest.py``)."""
    return settings(max_examples=max(3, round(settings.default.max_examples * factor)), **more)


def play_randomly(game: Game, rng: random.Random, steps: int) -> None:
    """``steps`` random legal actions (fewer if the match ends)."""
    for _ in range(steps):
        if game.is_over:
            return
        game.apply(rng.choice(game.legal_actions()))


# --- the state machine -----------------------------------------------------------------------------
def snapshot(game: Game) -> tuple[Any, ...]:
    """Everything a refused action must leave as it was."""
    return (game.to_json(), game.full_view(), [action_text(a) for a in game.legal_actions()],
            game.current_player, game.phase, game.scores(), game.expected())


def differences(before: tuple[Any, ...], after: tuple[Any, ...]) -> list[str]:
    names = ("to_json", "full_view", "legal_actions", "current_player", "phase", "scores", "expected")
    return [name for name, a, b in zip(names, before, after, strict=True) if a != b]


class ProtocolMachine(RuleBasedStateMachine):
    """One form (``form``, set by each subclass) played in a random language with random
    options; see the module's text for the properties."""

    form = "plain"

    def __init__(self) -> None:
        super().__init__()
        self.game: Game = new_game(self.form, seed=0)

    @initialize(data=st.data(), seed=st.integers(-(2**70), 2**70), lang=st.sampled_from(LANGS))
    def start(self, data: st.DataObject, seed: int, lang: str) -> None:
        options = data.draw(form_options(self.form), label="options")
        self.game = new_game(self.form, seed=seed, lang=lang, **options)

    # --- legal play
    @precondition(lambda self: not self.game.is_over)
    @rule(data=st.data(), how=st.sampled_from(["object", "code"]))
    def legal_action(self, data: st.DataObject, how: str) -> None:
        game = self.game
        legal = game.legal_actions()
        action = data.draw(st.sampled_from(legal), label="action")
        player, length = game.current_player, len(game.history)
        if how == "object":
            game.apply(action)
        else:
            game.apply(action_text(action), lang="en")  # the code, as saves write it
        assert len(game.history) == length + 1
        done = game.history[-1]
        assert done == (player, action) and type(done[1]) is type(action), (done, action)

    @precondition(lambda self: not self.game.is_over)
    @rule(steps=st.integers(1, 60), seed=st.integers(0, 2**32))
    def legal_run(self, steps: int, seed: int) -> None:
        play_randomly(self.game, random.Random(seed), steps)

    # --- garbage
    def _refused_or_legal(self, action: Any, lang: Any) -> None:
        game = self.game
        before = snapshot(game)
        legal, player, length = game.legal_actions(), game.current_player, len(game.history)
        try:
            game.apply(action, lang=lang)
        except HoneymoonError:
            after = snapshot(game)
            assert after == before, f"refused {action!r} but changed {differences(before, after)}"
            return
        assert len(game.history) == length + 1, f"{action!r} accepted but the history did not grow by one"
        done_player, done = game.history[-1]
        assert done_player == player
        assert any(done == a and type(done) is type(a) for a in legal), f"{action!r} applied illegal {done!r}"

    @rule(action=GARBAGE, lang=ANY_LANG)
    def garbage_action(self, action: Any, lang: Any) -> None:
        self._refused_or_legal(action, lang)

    @rule(data=st.data(), lang=ANY_LANG)
    def another_players_card(self, data: st.DataObject, lang: Any) -> None:
        cards = sorted(set(cards_in(self.game.full_view())), key=lambda card: card.code)
        if cards:
            card = data.draw(st.sampled_from(cards), label="card")
            self._refused_or_legal(data.draw(st.sampled_from([card.code, card]), label="as"), lang)

    @rule(text=GARBAGE, lang=ANY_LANG)
    def parse_garbage(self, text: Any, lang: Any) -> None:
        game = self.game
        before = snapshot(game)
        try:
            found = game.parse_action(text, lang)
        except HoneymoonError:
            found = None
        assert found is None or isinstance(found, ACTION_TYPES), found
        assert snapshot(game) == before

    @rule(player=st.one_of(st.integers(-3, 8), GARBAGE_OBJECTS))
    def views(self, player: Any) -> None:
        game = self.game
        before = snapshot(game)
        try:
            view = game.view(player)
        except HoneymoonError:
            assert not is_player(player, game.num_players)
        else:
            assert is_player(player, game.num_players)
            assert isinstance(view, BridgeView | BoerenbridgeView) and view.viewer == player
        assert snapshot(game) == before

    # --- save, load, abandon
    @rule()
    def save_and_load(self) -> None:
        text = self.game.to_json()
        loaded = load_game(text)
        assert loaded.to_json() == text
        assert loaded.full_view() == self.game.full_view()
        assert loaded.legal_actions() == self.game.legal_actions()
        self.game = loaded

    @precondition(lambda self: not self.game.is_over)
    @rule(now=st.integers(0, 9))
    def abandon(self, now: int) -> None:
        if now == 0:  # rarely: an abandoned match refuses everything from then on
            self.game.abandon()
            assert self.game.is_over and self.game.legal_actions() == []

    @invariant()
    def consistent(self) -> None:
        game = self.game
        over = game.is_over
        assert (game.current_player is None) == over
        assert (game.legal_actions() == []) == over
        assert isinstance(game.expected(), str)
        assert len(game.scores()) == game.num_players
        assert all(type(s) is int for s in game.scores())


for _form in FORMS:
    _name = "TestProtocol_" + _form.replace("-", "_")
    _machine = type(_name.removeprefix("Test"), (ProtocolMachine,), {"form": _form})
    _machine.TestCase.settings = scaled(3, stateful_step_count=30)
    globals()[_name] = pytest.mark.slow(_machine.TestCase)


# --- the text the library shows for an action is read back ------------------------------------------
@scaled(4)
@given(form=st.sampled_from(FORMS), lang=st.sampled_from(LANGS), seed=st.integers(0, 2**32),
       steps=st.integers(0, 120), data=st.data())
def test_the_text_shown_for_a_legal_action_is_read_as_that_action(form: str, lang: str, seed: int, steps: int,
                                                                  data: st.DataObject) -> None:
    """``str(action)`` (``♣J``, ``1♠``, ``take``: what the command line and the widgets show a
    learner as his legal choices) typed back in the game's language is that action."""
    game = new_game(form, seed=seed, lang=lang, match="deal")
    play_randomly(game, random.Random(seed), steps)
    if game.is_over:
        return
    action = data.draw(st.sampled_from(game.legal_actions()), label="action")
    player = game.current_player
    game.apply(str(action))
    assert game.history[-1] == (player, action)


# --- regressions: each failure the properties found, kept as a plain test ---------------------------
def _game_at(form: str, lang: str, steps: int, seed: int = 1, **options: Any) -> Game:
    game = new_game(form, seed=seed, lang=lang, **options)
    play_randomly(game, random.Random(seed), steps)
    return game


REFUSED: list[tuple[str, str, int, Any, Any]] = [
    # (form, lang, legal steps first, action, lang of apply)
    ("boerenbridge", "en", 0, "1" * 5000, None),
    ("boerenbridge", "en", 0, "9" * 4400, "fr"),
]


@pytest.mark.parametrize(("form", "lang", "steps", "action", "apply_lang"), REFUSED,
                         ids=[f"{f}-{lang}-{s}-{str(a)[:12]!r}" for f, lang, s, a, _ in REFUSED])
def test_regression_refused_without_change(form: str, lang: str, steps: int, action: Any,
                                           apply_lang: Any) -> None:
    game = _game_at(form, lang, steps)
    before = snapshot(game)
    with pytest.raises(HoneymoonError):
        game.apply(action, lang=apply_lang)
    assert snapshot(game) == before


@pytest.mark.parametrize(("form", "text"), [("plain", []), ("draw", {}), ("boerenbridge", None),
                                            ("boerenbridge", b""), ("boerenbridge", "9" * 5000)])
def test_regression_parse_action_refuses_what_it_cannot_read(form: str, text: Any) -> None:
    game = new_game(form, seed=0, match="deal")
    with pytest.raises(HoneymoonError):
        game.parse_action(text)


@pytest.mark.parametrize("lang", LANGS)
def test_regression_every_card_typed_as_shown_is_read(lang: str) -> None:
    """``♣J`` is what the library shows for the jack of clubs, in every language."""
    game = new_game("plain", seed=3, match="deal", lang=lang)
    game.apply(Bid(1, Strain.NOTRUMP))
    game.apply(PASS)  # player 0 leads: any card of his hand
    for card in game.legal_actions():
        copy = load_game(game.to_json())
        copy.apply(str(card))
        assert copy.history[-1] == (0, card)
