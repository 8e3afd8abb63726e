"""The game protocol of every bridge form, checked against the rules on random play.

The rules are written down in tests/protocol_model.py from the project's rulings (the book's
Rules pages, book/rules/) and the module docs, independently of the engine's code:

- ``Watcher`` (tests/protocol_watcher.py) plays a game with an agent and checks, at every deal:
  every card in exactly one place, hands of the right size, the auction's legal calls, its end,
  contract and declarer, whose turn it is, the order of play and following suit, the trick
  winners, tricks per deal, the score sheet against a model of rubber scoring (``SheetModel``),
  the dealer's rotation and the end of the match. With ``full=True`` it also checks every step:
  ``legal_actions()`` against the rules, the draw phases moving the right cards, and ``view(p)``:
  ``p`` sees exactly the cards ``p`` may see and no card ``p`` may not know is mentioned anywhere
  in it. It can save and reload at random points.
- Every kind of illegal action, in every phase of every form and after the match, is refused with
  a reason and leaves the game exactly as it was.
- Save and load (tests/test_protocol_saves.py): round trips at any moment, continued in lockstep;
  damaged or edited files refused.
- Options: each bad option is a ConfigError naming it; each option of the rulings exists.
- Match lengths: one deal, one game, a rubber.

The bulk (1,000 random deals and 20 rubbers of every form) is marked ``slow``; the ``thorough``
Hypothesis profile plays ten times as many deals (tests/conftest.py).
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from dataclasses import fields, replace
from typing import Any

import pytest
from protocol_model import (
    ALL_CARDS,
    FORMS,
    LADDER,
    SPECS,
    Spec,
    doubling_agent,
    low_bidder,
    random_agent,
    rubber_agent,
    variant,
)
from protocol_watcher import Problems, Watcher, play

from honeymoon import (
    DOUBLE,
    PASS,
    REDOUBLE,
    Bid,
    Card,
    ConfigError,
    Game,
    IllegalActionError,
    NotationError,
    Phase,
    available_games,
    load_game,
    new_game,
)
from honeymoon.cards import Suit
from honeymoon.forms import BridgeOptions
from honeymoon.game import DECLINE, EXPOSED, HIDDEN, KEEP, REFUSE, REJECT, TAKE, Decision, action_text
from honeymoon.views import BridgeView, TableView


# --- the registry ----------------------------------------------------------------------------------
def test_every_form_is_registered() -> None:
    assert set(FORMS) <= set(available_games())
    alias = new_game("semi-exposed", seed=1, match="deal")
    assert alias.name == "double-dummy"
    assert alias.full_view() == new_game("double-dummy", seed=1, match="deal").full_view()
    with pytest.raises(ConfigError, match="chess"):
        new_game("chess")


@pytest.mark.parametrize("form", FORMS)
def test_a_new_game(form: str) -> None:
    spec = SPECS[form]
    game = new_game(form, seed=11, match="deal")
    assert game.num_players == spec.players
    assert game.current_player in range(spec.players)
    assert game.phase is (Phase.DRAW if spec.prelude else Phase.AUCTION)
    assert not game.is_over and game.history == []
    assert game.scores() == (0,) * spec.players
    assert game.legal_actions()
    json.loads(game.to_json())
    for bad in (-1, spec.players, "0", None):
        with pytest.raises(ValueError):
            game.view(bad)  # type: ignore[arg-type]


# --- invariants on random deals and rubbers -------------------------------------------------------
@pytest.mark.parametrize("form", FORMS)
def test_random_deals_checked_at_every_step(form: str) -> None:
    """A few random deals of each form, every invariant checked at every step, with a save and load
    at random points."""
    problems = Problems()
    for seed in range(8):
        watcher = Watcher(form, seed, {"match": "deal", **variant(SPECS[form], seed)}, problems,
                          full=True, rng_seed=seed, roundtrip=0.05)
        watcher.run(random_agent)
    problems.assert_none()


@pytest.mark.parametrize("form", FORMS)
def test_a_rubber(form: str) -> None:
    """A whole rubber, the first two deals checked at every step."""
    problems = Problems()
    watcher = Watcher(form, 100, {}, problems, full=True, full_deals=2, rng_seed=100, roundtrip_steps=(150,))
    watcher.run(rubber_agent(form))
    assert watcher.game.is_over
    problems.assert_none()


@pytest.mark.slow
@pytest.mark.parametrize("form", FORMS)
def test_bulk_random_deals(form: str, bulk: Callable[[int], int]) -> None:
    """1,000 random deals (match="deal", options varied by seed): the first 20 checked at every step
    with views (most of the time goes there), the others at each deal's turns (auction,
    play, end); a save and load at a random point of every tenth deal. Ten times as many of both
    under the ``thorough`` profile (tests/conftest.py)."""
    problems = Problems()
    spec = SPECS[form]
    for seed in range(bulk(1000)):
        options = {"match": "deal", **variant(spec, seed)}
        watcher = Watcher(form, 10_000 + seed, options, problems, full=seed < bulk(20), rng_seed=seed,
                          roundtrip=0.03 if seed % 10 == 0 else 0.0)
        watcher.run(random_agent)
        if problems.count > 50:
            break
    problems.assert_none()


@pytest.mark.slow
@pytest.mark.parametrize("form", FORMS)
def test_bulk_rubbers(form: str) -> None:
    """20 whole rubbers (options varied by number; the first five deals of the first rubber checked at
    every step), each saved and loaded at two random points (one in its first deals)."""
    problems = Problems()
    spec = SPECS[form]
    for number in range(20):
        options = {k: v for k, v in variant(spec, number).items() if k != "match"}
        steps = (random.Random(number).randrange(300), random.Random(number).randrange(300, 3000))
        watcher = Watcher(form, 20_000 + number, options, problems, full=number == 0, full_deals=5,
                          rng_seed=number, roundtrip_steps=steps)
        watcher.run(rubber_agent(form))
        if not watcher.game.is_over:
            problems.add(f"{form}: rubber", f"rubber {number} did not finish")
        if problems.count > 50:
            break
    problems.assert_none()


def _peeking_view(original: Callable[..., TableView]) -> Callable[..., TableView]:
    def view(self: Game, player: int) -> TableView:
        seen, full = original(self, player), self.full_view()
        assert isinstance(seen, BridgeView) and isinstance(full, BridgeView)
        return replace(seen, set_aside=full.set_aside)  # the cards set aside, unseen by the players
    return view


def _revoking_legal_actions(original: Callable[..., list[Any]]) -> Callable[..., list[Any]]:
    def legal_actions(self: Game) -> list[Any]:
        legal = original(self)
        if self.phase is Phase.PLAY:
            return [a for a in legal if not (isinstance(a, Card) and a.suit == legal[0].suit)] or legal
        return legal
    return legal_actions


def _miscounting_scores(original: Callable[..., tuple[int, ...]]) -> Callable[..., tuple[int, ...]]:
    def scores(self: Game) -> tuple[int, ...]:
        return tuple(points + (10 if player == 0 and self.deals else 0)  # type: ignore[attr-defined]
                     for player, points in enumerate(original(self)))
    return scores


SABOTAGE: dict[str, tuple[Callable[[Any], Any], str]] = {
    "view": (_peeking_view, "leaks"),
    "legal_actions": (_revoking_legal_actions, "legal"),
    "scores": (_miscounting_scores, "score"),
}


@pytest.mark.parametrize("method", list(SABOTAGE))
def test_the_watcher_notices_a_broken_game(method: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The checks above can fail: a view that peeks, play that ignores following suit, a wrong score."""
    cls = type(new_game("plain", seed=1))
    sabotage, word = SABOTAGE[method]
    monkeypatch.setattr(cls, method, sabotage(getattr(cls, method)))
    problems = Problems()
    for seed in range(3):
        Watcher("plain", seed, {"match": "deal"}, problems, full=True, rng_seed=seed).run(random_agent)
    assert any(word in kind for kind in problems.found), problems.found


# --- match lengths ------------------------------------------------------------------------------
@pytest.mark.parametrize("form", FORMS)
def test_match_deal_game_rubber(form: str) -> None:
    """match="deal" plays one deal; match="game" ends at the first game; a rubber when a side has
    won two games, with its bonus."""
    spec = SPECS[form]
    one = play(form, 5, random_agent, match="deal").game
    assert one.is_over and len(one.deals) == 1  # type: ignore[attr-defined]

    game = play(form, 6, rubber_agent(form), match="game").game
    sheet = game.sheet  # type: ignore[attr-defined]
    assert game.is_over and sheet.single_game
    assert sorted(sheet.games_won) == [0] * (spec.sides - 1) + [1]
    assert not any(entry.line.label.startswith("rubber") for entry in sheet.entries)

    rubber = play(form, 7, rubber_agent(form)).game
    sheet = rubber.sheet  # type: ignore[attr-defined]
    assert rubber.is_over and not sheet.single_game
    assert max(sheet.games_won) == 2 and sheet.games_won.count(2) == 1
    assert sheet.entries[-1].line.label.startswith("rubber won")


# --- illegal actions -------------------------------------------------------------------------------
ALL_CALLS: list[Any] = [PASS, DOUBLE, REDOUBLE, *(Bid.parse(code) for code in LADDER)]
ALL_DECISIONS = [TAKE, REFUSE, DECLINE, KEEP, REJECT, EXPOSED, HIDDEN, Decision("bogus")]
ODD_VALUES: list[Any] = [0, 5, 13, 51, -1, 7, True, False, None, 2.5, b"AS", (), []]
JUNK_TEXTS = ["ZZ", "", "   ", "8NT", "0C", "1Z", "11C", "AX", "10", "NT", "♠", "take it", "Pass Pass",
              "AS KS", "xyz", "1NTX", "0", "-3"]


def situation(spec: Spec, game: Game, full: BridgeView) -> str:
    """A name for the kind of moment: phase and what the rules allow in it."""
    phase = game.phase
    if phase is Phase.DRAW:
        draw = full.draw
        assert draw is not None
        if spec.prelude == "draw":
            if draw.must_discard:
                return "draw:discard"
            return "draw:offered" if draw.offered is not None else "draw:turned"
        if spec.prelude == "draw-tricks":
            return "draw:follow" if draw.trick else "draw:lead"
        return "draw:look"
    if phase is Phase.AUCTION:
        actions = [call for call in full.auction if call != PASS]
        last = actions[-1] if actions else None
        return "auction:" + ("open" if last is None else "doubled" if last == DOUBLE
                             else "redoubled" if last == REDOUBLE else "bid")
    if phase is Phase.PLAY:
        return "play:follow" if full.trick else "play:lead"
    return str(phase.value)


def expected_situations(spec: Spec) -> set[str]:
    found = {"auction:open", "auction:bid", "auction:doubled", "auction:redoubled", "play:lead",
             "play:follow", "over"}
    found |= {"draw": {"draw:turned", "draw:offered", "draw:discard"}, "draw-discard": {"draw:look"},
              "draw-tricks": {"draw:lead", "draw:follow"}, None: set()}[spec.prelude]
    if spec.dummies == "single":
        found.add("choose-dummy")
    if spec.players == 3:
        found.add("widow")
    return found


def illegal_candidates(game: Game) -> list[Any]:
    """Everything that is not a legal action now: every card, call and decision that is not legal,
    odd values, and texts: those of illegal actions, lower-case too, and junk."""
    legal = game.legal_actions()
    legal_texts = {action_text(a).upper() for a in legal}
    objects = [a for a in [*ALL_CARDS, *ALL_CALLS, *ALL_DECISIONS]
               if not any(a is b or (type(a) is type(b) and a == b) for b in legal)]
    texts = [action_text(a) for a in objects] + [action_text(a).lower() for a in objects[::7]] + JUNK_TEXTS
    return objects + ODD_VALUES + [t for t in texts if t.strip().upper() not in legal_texts]


def assert_refused(game: Game, candidates: list[Any], where: str, *, say_over: bool = False) -> None:
    """Each candidate raises IllegalActionError with a reason, and the game is exactly as it was
    (``say_over``: the reason says the match is over)."""
    saved, full = game.to_json(), game.full_view()
    views = [game.view(p) for p in range(game.num_players)]
    legal = game.legal_actions()
    for candidate in candidates:
        with pytest.raises(IllegalActionError) as caught:
            game.apply(candidate)
        error = caught.value
        assert isinstance(error, ValueError)
        reason = error.reason
        assert isinstance(reason, str) and len(reason.strip()) >= 8, (where, candidate)
        assert str(error) == reason, (where, candidate)
        assert "Traceback" not in reason and "object at 0x" not in reason, (where, candidate, reason)
        if candidate is not None:
            assert "None" not in reason, (where, candidate, reason)
        if say_over:
            assert "over" in reason, f"after the match, {candidate!r} is refused with {reason!r}"
        assert game.to_json() == saved, f"{where}: {candidate!r} changed the history"
        assert game.full_view() == full, f"{where}: {candidate!r} changed the game"
    assert [game.view(p) for p in range(game.num_players)] == views, where
    assert game.legal_actions() == legal, where


ILLEGAL_CASES: list[tuple[str, dict[str, Any]]] = [(form, {}) for form in FORMS] + [
    ("draw-tricks", {"follow_suit_in_draw": True, "expose_top_card": True}),
    ("plain", {"auction_end": "three-passes", "dealer_calls_first": True}),
]


@pytest.mark.parametrize(("form", "options"), ILLEGAL_CASES, ids=lambda x: x if isinstance(x, str) else
                         "-".join(sorted(x)) or "default")
def test_every_illegal_action_is_refused_and_changes_nothing(form: str, options: dict[str, Any]) -> None:
    """In every kind of moment of every form, and after the match, every action that is not legal is
    refused with a reason and changes nothing; then the game goes on."""
    spec = SPECS[form]
    tried: dict[str, int] = {}
    rng = random.Random(1)
    for seed in range(8):
        game = new_game(form, seed=seed, match="deal", **options)
        while True:
            full = game.full_view()
            assert isinstance(full, BridgeView)
            kind = "over" if game.is_over else situation(spec, game, full)
            if tried.get(kind, 0) < 1 or rng.random() < 0.01:
                tried[kind] = tried.get(kind, 0) + 1
                assert_refused(game, illegal_candidates(game), f"{form} seed {seed}, {kind}")
            if game.is_over:
                break
            game.apply(doubling_agent(game, rng))
        if set(tried) >= expected_situations(spec):
            break
    assert set(tried) >= expected_situations(spec), f"never reached {expected_situations(spec) - set(tried)}"


@pytest.mark.parametrize("form", FORMS)
def test_applying_after_the_match_is_over(form: str) -> None:
    game = play(form, 3, random_agent, match="deal").game
    assert game.is_over and game.legal_actions() == [] and game.current_player is None
    assert_refused(game, [*ALL_CARDS, *ALL_CALLS, *ALL_DECISIONS, *ODD_VALUES, "Pass", "1C", "1NT", "AS",
                          "take", "exposed", "keep"], f"{form}, over")
    assert_refused(game, [*ALL_CARDS, *ALL_CALLS, "Pass", "1C", "1NT", "AS", "take"], f"{form}, over",
                   say_over=True)


def test_an_int_is_not_a_card() -> None:
    """A card is also an int (its number in the deck): the int alone is not an action."""
    game = new_game("plain", seed=3, match="deal")
    game.apply("1NT")
    game.apply("Pass")
    card = game.legal_actions()[0]
    assert isinstance(card, Card)
    saved = game.to_json()
    with pytest.raises(IllegalActionError):
        game.apply(int(card))
    assert game.to_json() == saved


# --- options -------------------------------------------------------------------------------------
def _bad_options(spec: Spec) -> list[tuple[str, dict[str, Any], str]]:
    """(label, options, a word the error must name): options every form refuses."""
    deck = [card.code for card in ALL_CARDS]
    cases: list[tuple[str, dict[str, Any], str]] = [
        ("unknown-option", {"colour": "red"}, "colour"),
        ("match-set", {"match": "set"}, "match"),
        ("match-int", {"match": 1}, "match"),
        ("match-None", {"match": None}, "match"),
        ("insult-text", {"insult": "yes"}, "insult"),
        ("insult-int", {"insult": 1}, "insult"),
        ("first_dealer-5", {"first_dealer": 5}, "first_dealer"),
        ("first_dealer-players", {"first_dealer": spec.players}, "first_dealer"),
        ("first_dealer-negative", {"first_dealer": -1}, "first_dealer"),
        ("first_dealer-bool", {"first_dealer": True}, "first_dealer"),
        ("first_dealer-text", {"first_dealer": "0"}, "first_dealer"),
        ("names-one", {"names": ["Solo"]}, "names"),
        ("names-too-many", {"names": [f"S{s}" for s in range(spec.sides + 1)]}, "names"),
        ("names-same", {"names": ["Same"] * spec.sides}, "names"),
        ("names-a-string", {"names": "AB" if spec.sides == 2 else "ABC"}, "names"),
        ("names-ints", {"names": list(range(spec.sides))}, "names"),
        ("names-empty", {"names": ["", *("X" * i for i in range(1, spec.sides))]}, "names"),
        ("deals-51-cards", {"deals": [" ".join(deck[:51])]}, "deal"),
        ("deals-a-card-twice", {"deals": [" ".join(deck[:51] + deck[:1])]}, "deal"),
        ("deals-53-cards", {"deals": [" ".join(deck + deck[:1])]}, "deal"),
        ("deals-not-a-card", {"deals": [" ".join(["ZZ", *deck[1:]])]}, "deal"),
        ("deals-a-string", {"deals": " ".join(deck)}, "deal"),
        ("deals-an-int", {"deals": 5}, "deal"),
        ("deals-ints", {"deals": [list(range(52))]}, "deal"),
    ]
    if spec.prelude == "draw-tricks":
        cases += [("expose_top_card-text", {"expose_top_card": "yes"}, "expose_top_card"),
                  ("follow_suit_in_draw-int", {"follow_suit_in_draw": 1}, "follow_suit_in_draw")]
    else:  # options of draw-tricks only
        cases += [("expose_top_card-here", {"expose_top_card": True}, "expose_top_card"),
                  ("follow_suit_in_draw-here", {"follow_suit_in_draw": False}, "follow_suit_in_draw")]
    if spec.players == 2:
        cases += [("auction_end-two", {"auction_end": "two"}, "auction_end"),
                  ("auction_end-int", {"auction_end": 1}, "auction_end"),
                  ("dealer_calls_first-text", {"dealer_calls_first": "yes"}, "dealer_calls_first")]
    else:  # two-player options
        cases += [("auction_end-here", {"auction_end": "one-pass"}, "auction_end"),
                  ("dealer_calls_first-here", {"dealer_calls_first": True}, "dealer_calls_first")]
    return cases


BAD_OPTIONS = [(form, *case) for form in FORMS for case in _bad_options(SPECS[form])]


@pytest.mark.parametrize(("form", "label", "options", "word"), BAD_OPTIONS,
                         ids=[f"{form}-{label}" for form, label, _, _ in BAD_OPTIONS])
def test_a_bad_option_is_a_clear_config_error(form: str, label: str, options: dict[str, Any],
                                              word: str) -> None:
    with pytest.raises(ConfigError) as caught:
        new_game(form, seed=1, **options)
    assert isinstance(caught.value, ValueError)
    assert word in str(caught.value), f"{str(caught.value)!r} does not name {word!r}"


@pytest.mark.parametrize("form", FORMS)
@pytest.mark.parametrize("seed", ["x", 1.5, True, [1]])
def test_a_bad_seed_is_a_config_error(form: str, seed: Any) -> None:
    with pytest.raises(ConfigError, match="seed"):
        new_game(form, seed=seed)


@pytest.mark.parametrize("form", FORMS)
def test_every_option_exists(form: str) -> None:
    """The options of the rulings, each accepted where it applies and doing what it says."""
    spec = SPECS[form]
    names = [f"Side {s}" for s in range(spec.sides)]
    for dealer in range(spec.players):
        assert new_game(form, seed=1, first_dealer=dealer).dealer == dealer  # type: ignore[attr-defined]
    game = new_game(form, seed=1, names=names, insult=False, match="game")
    assert game.sheet.sides == tuple(names) and not game.sheet.insult  # type: ignore[attr-defined]
    assert game.sheet.single_game  # type: ignore[attr-defined]
    deck = [card.code for card in ALL_CARDS[::-1]]
    game = new_game(form, seed=1, deals=[" ".join(deck)], match="deal")
    full = game.full_view()
    assert isinstance(full, BridgeView)
    if spec.prelude == "draw-discard":
        assert full.stock == tuple(ALL_CARDS[::-1])  # the whole deck is the stock, from its top
    else:
        size = spec.hand
        for seat in full.seats:
            assert set(seat.cards) == set(ALL_CARDS[::-1][seat.seat * size:(seat.seat + 1) * size])
    as_cards = new_game(form, seed=1, deals=[list(reversed(ALL_CARDS))], match="deal")
    assert as_cards.full_view() == game.full_view()
    if spec.players == 2:
        for options in ({"auction_end": "three-passes"}, {"auction_end": "one-pass"},
                        {"dealer_calls_first": True}):
            play(form, 2, low_bidder, match="deal", full=True, **options)
        first = new_game(form, seed=1, first_dealer=0, dealer_calls_first=True)
        while first.phase is Phase.DRAW:
            first.apply(first.legal_actions()[0])
        assert first.current_player == 0
    if spec.prelude == "draw-tricks":
        for flag in ("expose_top_card", "follow_suit_in_draw"):
            flags: dict[str, Any] = {flag: True}
            play(form, 3, random_agent, match="deal", full=True, **flags)


def test_every_option_is_documented() -> None:
    doc = BridgeOptions.__doc__ or ""
    for field in fields(BridgeOptions):
        assert f"``{field.name}``" in doc, field.name
    for option in ("auction_end", "dealer_calls_first", "follow_suit_in_draw", "expose_top_card", "insult"):
        assert option in {f.name for f in fields(BridgeOptions)}


# --- the registry, whatever is imported first -------------------------------------------------------
@pytest.mark.parametrize("first", ["honeymoon.forms", "honeymoon.forms.table", "honeymoon.boerenbridge",
                                   "honeymoon.game", "honeymoon"])
def test_every_import_order_gives_every_form(first: str) -> None:
    """Importing one form module first must not hide the others (each order in a fresh interpreter)."""
    import subprocess
    import sys

    script = (
        f"import {first}\n"
        "import honeymoon\n"
        "forms = honeymoon.available_games()\n"
        "print(forms)\n"
        "for name in forms:\n"
        "    game = honeymoon.new_game(name, seed=1, match=('game' if name == 'boerenbridge' else 'deal'))\n"
        "    assert honeymoon.load_game(game.to_json()).name == name\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == str(available_games())
    assert set(FORMS) | {"boerenbridge"} <= set(available_games())


def test_a_save_of_the_other_family_loads_after_importing_one_module() -> None:
    import subprocess
    import sys

    saved = new_game("boerenbridge", seed=2).to_json()
    script = ("import sys, honeymoon.forms, honeymoon\n"
              "print(honeymoon.load_game(sys.stdin.read()).name)")
    done = subprocess.run([sys.executable, "-c", script], input=saved, capture_output=True, text=True,
                          check=False)
    assert (done.returncode, done.stdout.strip()) == (0, "boerenbridge"), done.stderr


# --- a player is an int, never a bool ------------------------------------------------------------------
@pytest.mark.parametrize("form", [*FORMS, "boerenbridge"])
def test_true_and_false_are_not_players(form: str) -> None:
    game = new_game(form, seed=4)
    for flag in (True, False):
        with pytest.raises(ConfigError, match="player from 0"):
            game.view(flag)  # type: ignore[arg-type]
        with pytest.raises(ConfigError, match="first_dealer"):
            new_game(form, seed=4, first_dealer=flag)


# --- text that names no action: the reason says what the phase takes ----------------------------------
def _draw_game(form: str, **options: Any) -> Game:
    return new_game(form, seed=5, match="deal", **options)


@pytest.mark.parametrize(("make", "text", "reason"), [
    (lambda: _draw_game("draw"), "prendre tout", "cannot read 'prendre tout' here: write take or refuse"),
    (lambda: _draw_game("draw"), "zzz", "write take or refuse"),
    (lambda: _draw_game("draw-discard"), "behalten!", "write keep or reject"),
    (lambda: new_game("plain", seed=5), "bonjour", "write a call: a bid like 1NT"),
    (lambda: new_game("boerenbridge", seed=5, first_dealer=0), "five",
     "write a number of tricks from 0 to 1"),
    (lambda: new_game("boerenbridge", seed=5, first_dealer=0, schedule=[5]), "x5",
     "write a number of tricks from 0 to 5"),
])
def test_unreadable_text_is_refused_with_what_the_phase_takes(make: Callable[[], Game], text: str,
                                                              reason: str) -> None:
    game = make()
    before = game.to_json()
    with pytest.raises(IllegalActionError) as caught:
        game.apply(text)
    assert reason in caught.value.reason
    assert "as a card" not in caught.value.reason
    assert game.to_json() == before


def test_unreadable_text_in_the_play_asks_for_a_card_of_the_hand() -> None:
    game = new_game("plain", seed=5, match="deal")
    for call in ("1NT", "Pass"):
        game.apply(call)
    with pytest.raises(IllegalActionError, match="write a card you hold, like"):
        game.apply("gros chelem")
    game = new_game("draw", seed=5, match="deal")
    game.apply("take")
    with pytest.raises(IllegalActionError, match="write a card you hold"):
        game.apply("refuse this")


# --- reading actions in the learner's language --------------------------------------------------------
def test_a_game_reads_its_language() -> None:
    game = new_game("plain", seed=3, lang="fr", match="deal")
    game.apply("2C")  # deux cœurs
    assert game.history[-1][1] == Bid.parse("2H")
    game.apply("contre")
    game.apply("passe")
    assert game.contract.code == "2HX"  # type: ignore[attr-defined]
    view = game.view(game.current_player)
    assert isinstance(view, BridgeView)
    card = view.seats[game.current_player].cards[0]
    game.apply(card.rank.text("fr") + "TKCP"[card.suit])  # French letters: ♠R is RP, ♥D is DC
    assert game.history[-1][1] is card
    english = new_game("plain", seed=3, match="deal")
    english.apply("2C")
    assert english.history[-1][1] == Bid.parse("2C")


def test_one_action_in_another_language() -> None:
    game = new_game("plain", seed=3, match="deal")
    game.apply("2C", lang="fr")
    assert game.history[-1][1] == Bid.parse("2H")
    game.apply("Kontra", lang="de")
    assert game.history[-1][1] == DOUBLE
    with pytest.raises(ConfigError, match="unknown language"):
        game.apply("pass", lang="xx")


@pytest.mark.parametrize(("lang", "card", "expected"), [("fr", "RP", "KS"), ("de", "DK", "QD"),
                                                        ("nl", "HS", "KS"), ("en", "KS", "KS")])
def test_cards_are_read_in_the_games_language(lang: str, card: str, expected: str) -> None:
    deck = [Card.parse(expected), *(c for c in ALL_CARDS if c.code != expected)]
    game = new_game("plain", seed=3, lang=lang, match="deal", first_dealer=0, deals=[deck])
    game.apply("1NT")
    game.apply("passe" if lang == "fr" else "pass")
    assert game.current_player == 0
    game.apply(card)
    assert game.history[-1][1] == Card.parse(expected)


@pytest.mark.parametrize(("form", "lang", "words"), [
    ("draw", "fr", ["prendre"]), ("draw", "de", ["nehmen"]), ("draw", "nl", ["nemen"]),
    ("draw", "fr", ["refuser", "décliner"]), ("draw", "de", ["ablehnen", "verzichten"]),
    ("draw-discard", "de", ["behalten"]), ("draw-discard", "de", ["ablehnen"]),
    ("draw-discard", "fr", ["garder"]), ("draw-discard", "fr", ["rejeter"]),
    ("draw-discard", "nl", ["houden"]), ("draw-discard", "nl", ["weigeren"]),
])
def test_decisions_are_read_in_the_games_language(form: str, lang: str, words: list[str]) -> None:
    game = new_game(form, seed=8, lang=lang, match="deal")
    english = new_game(form, seed=8, match="deal")
    for word in words:
        game.apply(word)
    meaning = {"prendre": "take", "nehmen": "take", "nemen": "take", "refuser": "refuse",
               "décliner": "decline", "verzichten": "decline", "behalten": "keep", "garder": "keep",
               "rejeter": "reject", "houden": "keep", "weigeren": "refuse" if form == "draw" else "reject",
               "ablehnen": "refuse" if form == "draw" else "reject"}
    for word in words:
        english.apply(meaning[word])
    assert game.full_view() == english.full_view()


def test_in_the_auction_a_french_pass_is_a_pass_not_a_decision() -> None:
    game = new_game("plain", seed=3, lang="fr", match="deal")
    game.apply("1SA")
    game.apply("passer")
    assert game.contract.code == "1NT"  # type: ignore[attr-defined]


def test_boerenbridge_reads_nul_and_full_width_bids() -> None:
    game = new_game("boerenbridge", seed=1, first_dealer=3, lang="nl")
    game.apply("nul")
    game.apply("１")
    assert game.history[-2:] == [(0, 0), (1, 1)]


def test_the_language_is_saved_and_moves_replay_as_saved() -> None:
    game = new_game("plain", seed=3, lang="fr", match="deal")
    for call in ("2C", "contre", "passe"):
        game.apply(call)
    saved = game.to_json()
    assert json.loads(saved)["lang"] == "fr"
    copy = load_game(saved)
    assert copy.lang == "fr" and copy.full_view() == game.full_view()
    assert "lang" not in json.loads(new_game("plain", seed=3).to_json())


@pytest.mark.parametrize("lang", ["es", "", None, 1, "FR"])
def test_an_unknown_language_is_a_config_error(lang: Any) -> None:
    with pytest.raises(ConfigError, match="lang"):
        new_game("plain", seed=1, lang=lang)


# --- every point of the sheet is in the lines of a deal ------------------------------------------------
def _lines_by_side(view: TableView, sides: int) -> list[int]:
    assert isinstance(view, BridgeView)
    totals = [0] * sides
    for record in view.previous_deals:
        for entry in record.entries:
            totals[entry.side] += entry.points
    for entry in view.settlement:
        totals[entry.side] += entry.points
    return totals


def test_a_deals_lines_include_the_honors() -> None:
    """Player 0 holds ♥AKQJ and player 1 declares 1♥: the sheet scores 100 for honors to player 0,
    whatever the play, and the deal's lines say so, beside the contract's lines."""
    hearts = [Card.parse(code) for code in ("AH", "KH", "QH", "JH")]
    rest = [card for card in ALL_CARDS if card not in hearts]
    deck = hearts + rest[:9] + rest[9:]
    game = new_game("plain", seed=1, match="deal", first_dealer=0, deals=[deck])
    view = game.full_view()
    assert isinstance(view, BridgeView)
    assert set(hearts) <= set(view.seats[0].cards)
    game.apply("1H")  # player 1 calls first (the non-dealer)
    game.apply("Pass")
    assert game.declarer == 1  # type: ignore[attr-defined]
    rng = random.Random(0)
    while not game.is_over:  # any play: only the count of tricks matters below
        game.apply(rng.choice(game.legal_actions()))
    record = game.full_view().previous_deals[0]
    honors = [entry for entry in record.entries if entry.line.label.startswith("honors")]
    assert [(entry.side, entry.points, entry.line.side) for entry in honors] == [(0, 100, "defenders")]
    assert [line for line in record.to_dict()["lines"] if line["label"].startswith("honors")] == [
        entry.to_dict() for entry in honors]
    assert _lines_by_side(game.full_view(), 2) == list(game.scores())


@pytest.mark.parametrize("form", FORMS)
def test_the_lines_of_every_deal_add_up_to_the_sheet(form: str) -> None:
    spec = SPECS[form]
    for seed in range(3):
        watcher = play(form, 300 + seed, rubber_agent(form))
        game = watcher.game
        assert game.is_over
        sides = len(game.sheet.sides)  # type: ignore[attr-defined]
        by_side = _lines_by_side(game.full_view(), sides)
        assert by_side == [game.sheet.total(side) for side in range(sides)]  # type: ignore[attr-defined]
        assert len(by_side) == spec.sides
    game = new_game(form, seed=9)
    rng = random.Random(9)
    while len(game.deals) < 3:  # type: ignore[attr-defined]
        game.apply(rubber_agent(form)(game, rng))
    game.abandon()
    sides = len(game.sheet.sides)  # type: ignore[attr-defined]
    assert _lines_by_side(game.full_view(), sides) == [game.sheet.total(s) for s in range(sides)]  # type: ignore[attr-defined]


# --- what is read in which language (the rule: book/rules/index.md, "Writing cards, calls and actions") ---
@pytest.mark.parametrize(("form", "lang", "word", "meaning"), [
    ("draw", "en", "prendre", TAKE), ("draw", "nl", "nehmen", TAKE), ("draw", "de", "take", TAKE),
    ("draw", "en", "weigeren", REFUSE), ("draw-discard", "fr", "behalten", KEEP),
    ("draw-discard", "en", "ablehnen", REJECT), ("draw-discard", "de", "houden", KEEP),
])
def test_decision_words_are_read_in_every_language(form: str, lang: str, word: str,
                                                    meaning: Decision) -> None:
    """Words are read in every language: a French word in an English game too."""
    game = new_game(form, seed=8, lang=lang, match="deal")
    game.apply(word)
    assert game.history[-1][1] == meaning


def test_letters_follow_the_language_and_the_examples_are_read_in_it() -> None:
    """Under French, 2C is 2♥ and QH is no card (Q and H are no French letters); the examples
    the refusal gives (♠A: the symbol with the letters the library writes) are read."""
    game = new_game("plain", seed=3, lang="fr", match="deal")
    game.apply("2C")
    game.apply("passe")
    assert game.contract.code == "2H"  # type: ignore[attr-defined]
    refusal = "cannot read 'QH' here: write a card you hold, like"
    with pytest.raises(IllegalActionError, match=refusal) as caught:
        game.apply("QH")
    examples = caught.value.reason.split("like ")[1].split(" or ")
    legal = game.legal_actions()
    for example in examples:
        assert game.parse_action(example) in legal, example
    game.apply(examples[0])
    assert game.history[-1][1] in legal


def test_the_suits_a_wizard_dealer_may_name_are_written_in_the_games_language() -> None:
    from honeymoon.boerenbridge import BoerenbridgeOptions

    top = ["2C", "3C", "4C", "W1"]  # a card for each of three players, then the turned card
    pack = BoerenbridgeOptions(players=3, wizard=True).deck
    deck = top + [card.code for card in pack if card.code not in top]
    for lang, letters in (("en", "S (♠), H (♥), D (♦), C (♣)"), ("fr", "P (♠), C (♥), K (♦), T (♣)")):
        game = new_game("boerenbridge", seed=1, lang=lang, players=3, wizard=True, schedule=[1],
                        first_dealer=0, deals=[deck])
        assert game.phase is Phase.CHOOSE_TRUMP
        assert game.expected() == f"write a suit: {letters}"
        game.apply(letters[0])
        assert game.full_view().trump is Suit.SPADES


NOT_LANGUAGES = ["xx", "", "EN", 1, [], ["fr"], {"fr"}, b"fr"]


@pytest.mark.parametrize("lang", NOT_LANGUAGES, ids=repr)
@pytest.mark.parametrize("form", ["plain", "draw", "boerenbridge"])
def test_every_lang_argument_refuses_a_non_language(form: str, lang: Any) -> None:
    """parse_action, apply (with text or an action object), expected and the lang attribute:
    each refuses what is no language with a ConfigError, and the game is left as it was."""
    game = new_game(form, seed=1)
    before = game.to_json()
    action = game.legal_actions()[0]
    for call in (lambda: game.parse_action("pass", lang), lambda: game.apply("pass", lang),
                 lambda: game.apply(action, lang), lambda: game.expected(lang)):
        with pytest.raises(ConfigError, match="unknown language"):
            call()
    with pytest.raises(ConfigError, match="unknown language"):
        game.lang = lang
    assert game.lang == "en" and game.to_json() == before


@pytest.mark.parametrize("form", ["plain", "draw", "contract-bridge"])
def test_text_too_long_to_be_an_action_is_refused_before_it_is_read(form: str) -> None:
    from honeymoon.cards import MAX_TEXT_LENGTH

    game = new_game(form, seed=1)
    before = game.to_json()
    for text in ("x" * 1_000_000, "pass " * 10_000, "[" * (MAX_TEXT_LENGTH + 1)):
        with pytest.raises(IllegalActionError, match=f"has {len(text):,} characters, and text to read has "
                                                     f"at most {MAX_TEXT_LENGTH}"):
            game.apply(text)
        with pytest.raises(NotationError, match=f"at most {MAX_TEXT_LENGTH}"):
            game.parse_action(text)
    assert game.to_json() == before


# --- wrong values of every kind for every option of every form -------------------------------------------
GARBAGE_VALUES: list[Any] = [
    None, True, False, 0, -1, 7, 1.5, float("nan"), 10**5000, 2**64, "", "x", "common", "one-pass", "deal",
    b"x", [], [None], [1], [0, 1], ["x"], [[]], [1.5], {}, {"a": 1}, (1,), {1, 2}, object(),
    ["Ann", "Ann"], ["Ann", "\ud800"], ["Ann", "Bob\n"], ["A" * 41, "Bob"], [10**5000],
    [" ".join(["AS"] * 52)],
]


@pytest.mark.parametrize("form", [*FORMS, "boerenbridge"])
def test_every_option_refuses_wrong_values_or_makes_a_game_that_saves(form: str) -> None:
    """Each option of the form's options class, given each value of GARBAGE_VALUES: a ConfigError,
    or a game that saves and loads back as it was."""
    from honeymoon.boerenbridge import BoerenbridgeOptions

    options_class = BoerenbridgeOptions if form == "boerenbridge" else BridgeOptions
    for option in (field.name for field in fields(options_class)):
        for value in GARBAGE_VALUES:
            try:
                game = new_game(form, seed=1, **{option: value})
            except ConfigError:
                continue
            text = game.to_json()
            assert load_game(text).to_json() == text, (option, value)


@pytest.mark.parametrize("form", ["plain", "boerenbridge"])
def test_what_is_no_action_is_refused_with_what_the_phase_takes(form: str) -> None:
    """A number of thousands of digits (Python will not write it) or a list holding one: refused
    as no action, with what the phase takes, and the game is left as it was."""
    game = new_game(form, seed=1)
    before = game.to_json()
    for action in (10**5000, [10**5000], {"a": 10**5000}, -(2**70)):
        with pytest.raises(IllegalActionError, match=r"is not an action: write a (call|number)"):
            game.apply(action)  # type: ignore[arg-type]
    assert game.to_json() == before
