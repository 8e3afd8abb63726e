"""Every enabled button of every widget applies the action it shows, in every language of the games.

A game reads text in its language (under ``fr``, ``2C`` is 2♥ and ``5C`` the ♥5), so a button
must apply the action object it stands for, never its code read again. Each test reads what a
button shows in signs that mean one thing in every language (``2♣``, ``♥5``, ``Take``), clicks
it on a copy of the state, and checks the action the history gained; a click on an enabled
button is never refused. The widgets with no language (the ladder, the trainers, the scoring
widgets) are clicked in several states too.
"""

from __future__ import annotations

import random
from html import escape
from typing import Any

import ipywidgets as w
import pytest

from honeymoon import Card, Hand, IllegalActionError, Phase, Strain, Suit, load_game, new_game, parse_call
from honeymoon.calls import Bid, Contract, Doubling, Pass
from honeymoon.cards import parse_card
from honeymoon.forms import BridgeGame
from honeymoon.game import Action, Decision, Game
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

LANGS = ("en", "fr", "de", "nl")


def refused(widget_html: str) -> bool:
    return "hm-refused" in widget_html


def same(left: Action, right: Action) -> bool:
    """The same action, of the same kind (a card is an int too)."""
    return type(left) is type(right) and left == right


# --- the reproductions of the report -------------------------------------------------------------
def test_the_french_2_clubs_button_bids_2_clubs() -> None:
    table = PlayTable.from_json(new_game("plain", seed=3, lang="fr").to_json(), level="random", seat=1)
    mark = len(table.game.history)
    table.call_buttons["2C"].click()
    assert table.game.history[mark] == (1, Bid.parse("2C"))
    assert not refused(table.feedback.value)


def test_the_french_5_of_clubs_button_plays_the_5_of_clubs() -> None:
    table = BoerenbridgeTable(3, seed=2, level="random", lang="fr", fixed_hand_size=8, first_dealer=2)
    table.act(0)
    mark = len(table.game.history)
    table.card_buttons["5C"].click()
    assert same(table.game.history[mark][1], Card.parse("5C"))


@pytest.mark.parametrize(("lang", "code"), [("nl", "KH"), ("de", "KD"), ("fr", "4C")])
def test_a_draw_trainer_card_button_discards_its_own_card(lang: str, code: str) -> None:
    """Under nl, KH is read as ♣K; under de, KD as ♦Q; under fr, 4C as ♥4: the button of the
    shown card must discard that card."""
    for seed in range(40):
        trainer = DrawTrainer(seed=seed, options={"lang": lang})
        trainer.act("take")
        if code in trainer.card_buttons:
            break
    else:  # pragma: no cover - the seeds are fixed
        pytest.fail(f"no seed deals {code} to the learner")
    mark = len(trainer.game.history)
    trainer.card_buttons[code].click()
    assert same(trainer.game.history[mark][1], Card.parse(code))
    assert not refused(trainer.feedback.value)


# --- the play table ------------------------------------------------------------------------------
def play_table_buttons(table: PlayTable) -> list[tuple[w.Button, Action]]:
    """The enabled buttons and what each shows: a call by its label (``2♣``, ``Pass``, ``XX``), a
    card by its tooltip (``♥K``), a decision by its label (``Take``)."""
    shown: list[tuple[w.Button, Action]] = []
    shown += [(b, parse_call(b.description)) for b in table.call_buttons.values() if not b.disabled]
    shown += [(b, Card.parse(b.tooltip)) for b in table.card_buttons.values() if not b.disabled]
    shown += [(b, Decision(b.description.lower())) for b in table.buttons.values() if not b.disabled]
    return shown


def last_trick(game: BridgeGame) -> bool:
    """Whether the next card may end the deal (its review takes a second or two: not needed here)."""
    return game.phase is Phase.PLAY and max(len(s.cards) for s in game.full_view().seats) <= 1


def assert_click_applies(widget: PlayTable | BoerenbridgeTable | DrawTrainer, button: w.Button,
                         action: Action) -> None:
    """A click on ``button`` of ``widget`` applies ``action`` for the learner, and is not refused."""
    seat = widget.learner if isinstance(widget, DrawTrainer) else widget.seat
    mark = len(widget.game.history)
    button.click()
    player, applied = widget.game.history[mark]
    assert player == seat and same(applied, action), f"{button.description} applied {applied}, not {action}"
    assert not refused(widget.feedback.value)


def advance(shown: list[tuple[w.Button, Action]], game: Game, rng: random.Random) -> tuple[w.Button, Action]:
    """The button a learner clicks to go on: in the auction the lowest bid, then Pass (so that a
    contract is played); elsewhere any."""
    if game.phase is Phase.AUCTION:
        bids = [(b, a) for b, a in shown if isinstance(a, Bid)]
        if bids and not any(isinstance(a, Bid) for a in game.history.actions):
            return min(bids, key=lambda pair: pair[1])
        return next((b, a) for b, a in shown if isinstance(a, Pass))
    return rng.choice(shown)


def all_buttons_now(seen: set[tuple[object, ...]], game: Game, state: int) -> bool:
    """Whether to click every enabled button in this state: the first state of each phase and
    kind of choice (calls, cards, decisions), and every fourth state."""
    key = (game.phase, *sorted({type(a).__name__ for a in game.legal_actions()}))
    new = key not in seen
    seen.add(key)
    return new or state % 4 == 0


#: Each form in one language (plain in two): the buttons read no text, so one language other than
#: English exercises a form's buttons as well as three would; each of fr, de and nl meets calls,
#: cards and decisions (draw-discard, draw, single-dummy), and plain, where the French 2♣ bid 2♥,
#: is swept in French.
PLAY_TABLE_SWEEPS = [("plain", "fr"), ("plain", "en"), ("draw", "de"), ("draw-discard", "fr"),
                     ("draw-tricks", "nl"), ("single-dummy", "nl"), ("three-handed", "de"),
                     ("contract-bridge", "fr")]


@pytest.mark.parametrize(("form", "lang"), PLAY_TABLE_SWEEPS, ids=map("-".join, PLAY_TABLE_SWEEPS))
def test_each_play_table_button_applies_the_action_it_shows(form: str, lang: str) -> None:
    """Through a deal (but its last trick), each enabled button is clicked on the saved state
    (Resume) and must apply what it shows; the buttons are the legal actions."""
    seed = 8 if form == "single-dummy" else 5  # seed 8: the learner declares and chooses his dummy
    table = PlayTable(form, level="random", seat=1, seed=seed, lang=lang, match="deal")
    rng = random.Random(f"{form} {lang}")
    kinds: set[type] = set()
    seen: set[tuple[object, ...]] = set()
    state = 0
    while not table.game.is_over and not last_trick(table.game):
        save = table.to_json()
        shown = play_table_buttons(table)
        assert sorted(repr(a) for _, a in shown) == sorted(repr(a) for a in table.game.legal_actions())
        if all_buttons_now(seen, table.game, state):
            for button, action in shown:
                table.resume(save)
                assert_click_applies(table, button, action)
                kinds.add(type(action))
            table.resume(save)
        button, action = advance(shown, table.game, rng)
        assert_click_applies(table, button, action)
        state += 1
    assert Card in kinds and Pass in kinds
    if form in ("draw", "draw-discard", "single-dummy"):
        assert Decision in kinds


# --- the Boerenbridge table ----------------------------------------------------------------------
def boerenbridge_buttons(table: BoerenbridgeTable) -> dict[str, tuple[w.Button, Action]]:
    """The enabled buttons by a key that names them on a copy of the table, and what each shows:
    a bid by its number, a card by its label (``♥5``, ``Wizard 2``), a suit by its symbol."""
    shown: dict[str, tuple[w.Button, Action]] = {}
    shown.update({f"bid {n}": (b, int(b.description))
                  for n, b in table.bid_buttons.items() if not b.disabled})
    shown.update({f"card {c}": (b, parse_card(b.description)) for c, b in table.card_buttons.items()})
    shown.update({f"suit {s}": (b, Suit.parse(b.description.split()[0]))
                  for s, b in table.suit_buttons.items()})
    return shown


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("options", [
    {"players": 3, "schedule": (2, 3), "first_dealer": 2, "seed": 2},
    {"players": 4, "wizard": True, "schedule": (3,), "first_dealer": 0, "seed": 4},  # a Wizard turned: trumps
], ids=["plain", "wizard"])
def test_each_boerenbridge_button_applies_the_action_it_shows(options: dict[str, Any], lang: str) -> None:
    """Each enabled button, clicked on a copy of the state, applies what it shows. A card that may
    not be played stays clickable ("click to see why"): it is refused with the library's reason
    for that very card."""
    table = BoerenbridgeTable(level="random", lang=lang, **options)
    rng = random.Random(lang)
    kinds: set[type] = set()
    while not table.game.is_over:
        save = table.to_json()
        shown = boerenbridge_buttons(table)
        legal = table.game.legal_actions()
        for key in shown:
            copy = BoerenbridgeTable.from_json(save, level="random", seat=table.seat)
            button, action = boerenbridge_buttons(copy)[key]
            if any(same(action, a) for a in legal):
                assert_click_applies(copy, button, action)
                kinds.add(type(action))
            else:
                with pytest.raises(IllegalActionError) as refusal:
                    load_game(save).apply(action)
                button.click()
                assert len(copy.game.history) == len(load_game(save).history)
                assert escape(refusal.value.reason) in copy.feedback.value
        playable = [key for key, (_, action) in shown.items() if any(same(action, a) for a in legal)]
        button, action = shown[rng.choice(playable)]
        assert_click_applies(table, button, action)
    assert {int, Card} <= kinds
    if options.get("wizard"):
        assert Suit in kinds


# --- the draw trainer ----------------------------------------------------------------------------
def draw_buttons(trainer: DrawTrainer) -> dict[str, tuple[w.Button, Action]]:
    """The enabled buttons by key, and what each shows: a decision by its label, a card by its tooltip."""
    shown: dict[str, tuple[w.Button, Action]] = {}
    shown.update({word: (b, Decision(b.description.lower())) for word, b in trainer.buttons.items()})
    shown.update({code: (b, Card.parse(b.tooltip))
                  for code, b in trainer.card_buttons.items() if not b.disabled})
    return shown


#: Each form in a language other than English, and English once: every language is swept, as each
#: of fr, de and nl had a card button that discarded another card (the cases above).
DRAW_TRAINER_SWEEPS = [("draw", "fr"), ("draw-discard", "de"), ("draw-discard", "en"), ("draw-tricks", "nl")]


@pytest.mark.parametrize(("form", "lang"), DRAW_TRAINER_SWEEPS, ids=map("-".join, DRAW_TRAINER_SWEEPS))
def test_each_draw_trainer_button_applies_the_action_it_shows(form: str, lang: str) -> None:
    """Through the draw phase: in the first state of each kind and every fourth, each enabled
    button is clicked on a copy (the same trainer, the learner's moves made again); in every state
    one is clicked."""
    def fresh() -> DrawTrainer:
        return DrawTrainer(form, seed=3, options={"lang": lang})

    trainer, rng = fresh(), random.Random(f"{form} {lang}")
    moves: list[Action] = []
    kinds: set[type] = set()
    seen: set[tuple[object, ...]] = set()
    state = 0
    while not trainer.done:
        shown = draw_buttons(trainer)
        legal = trainer.game.legal_actions()
        assert sorted(repr(a) for _, a in shown.values()) == sorted(repr(a) for a in legal)
        if all_buttons_now(seen, trainer.game, state):
            for key in shown:
                copy = fresh()
                for move in moves:
                    copy.act(move)
                button, action = draw_buttons(copy)[key]
                assert_click_applies(copy, button, action)
                kinds.add(type(action))
        button, action = shown[rng.choice(sorted(shown))]
        assert_click_applies(trainer, button, action)
        moves.append(action)
        state += 1
    assert (Decision in kinds or form == "draw-tricks") and (Card in kinds or form == "draw-discard")


# --- the launcher --------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", LANGS)
def test_a_table_the_launcher_starts_in_a_language_applies_what_its_buttons_show(lang: str) -> None:
    launcher = PlayLauncher()
    for form in ("plain", "boerenbridge"):
        table = launcher.start(form, level="random", seed=2, lang=lang)
        assert table.game.lang == lang
        if isinstance(table, PlayTable):
            save = table.to_json()
            for button, action in play_table_buttons(table):
                table.resume(save)
                assert_click_applies(table, button, action)
        else:
            for key in boerenbridge_buttons(table):
                copy = BoerenbridgeTable.from_json(table.to_json(), level="random")
                button, action = boerenbridge_buttons(copy)[key]
                assert_click_applies(copy, button, action)


def test_the_start_button_starts_the_form_level_and_seat_chosen() -> None:
    launcher = PlayLauncher()
    for form in ("plain", "contract-bridge", "boerenbridge"):
        launcher.form_choice.value = form
        launcher.level_choice.value = "random"
        launcher.seat_choice.value = seat = len(launcher.seat_choice.options) - 1
        launcher.start_button.click()
        table = launcher.table
        assert table is not None and table.game.name == form
        assert table.seat == seat and table.level == "random"


# --- the widgets with no language ----------------------------------------------------------------
def ladder_buttons(ladder: BiddingLadder) -> list[tuple[str, Action]]:
    """The enabled call buttons, by code, and the call each label shows (``2♥``, ``Double``)."""
    return [(code, parse_call(b.description)) for code, b in ladder.buttons.items() if not b.disabled]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_each_ladder_button_makes_the_call_it_shows(players: int) -> None:
    """Each enabled button, clicked, makes the call its label shows; Undo takes it back."""
    ladder = BiddingLadder(players)
    for calls in ([], ["1S"], ["1S", "X"], ["2NT", "Pass"]):
        ladder.calls = calls
        shown = ladder_buttons(ladder)
        legal = [call for call in map(parse_call, ladder.buttons) if ladder.auction.is_legal(call)]
        assert sorted(repr(a) for _, a in shown) == sorted(map(repr, legal))
        for code, call in shown:
            ladder.buttons[code].click()
            assert same(ladder.auction.calls[len(calls)], call) and ladder.error == ""
            ladder.undo_button.click()
            assert ladder.calls == calls


def test_each_trick_trainer_button_judges_or_picks_the_card_it_shows() -> None:
    trainer = TrickTrainer(seed=4)
    for _ in range(5):  # who wins: the verdict names the card clicked
        question = trainer.question
        assert question is not None
        for index, button in enumerate(trainer.trick_buttons):
            copy = TrickTrainer(seed=4)
            copy.ask(question)
            card = Card.parse(button.description)
            copy.trick_buttons[index].click()
            verdict = copy.feedback_text
            assert verdict.startswith((f"Right: {card} wins", f"No: {card} does not win",
                                       f"No: {card} cannot win")), verdict
        trainer.new_button.click()
    trainer = TrickTrainer(seed=4, mode="legal")
    for _ in range(3):  # which cards may I play: a press picks the card shown, a second one releases it
        for button in trainer.choices.children:
            card = Card.parse(button.description)
            button.value = True
            assert trainer.picked[-1] == card.code
            button.value = False
            assert card.code not in trainer.picked
        trainer.new_button.click()


def test_each_hcp_counter_button_picks_the_card_it_shows() -> None:
    counter = HcpCounter(seed=2)
    for _ in range(3):
        for button in counter.toggles().values():
            card = Card.parse(button.description)
            button.value = True
            assert counter.picked[-1] == card.code
        counter.check_button.click()
        assert counter.feedback.value and not refused(counter.feedback.value)
        counter.new_button.click()
    quiz = HcpCounter(Hand.parse("AKJ52.Q4.K73.862"), quiz=True)
    quiz.answer_box.value = 14
    quiz.check_button.click()
    assert "Right" in quiz.feedback.value


def test_the_hand_evaluator_buttons() -> None:
    evaluator = HandEvaluator(seed=1)
    for _ in range(3):
        before = evaluator.hand
        evaluator.new_button.click()
        assert evaluator.hand != before and evaluator.entry.value == evaluator.hand.pbn()
    for count in ("honeymoon", "standard"):
        evaluator.count_choice.value = count
        assert evaluator.count == count


def test_each_scoring_control_scores_the_choice_it_shows() -> None:
    walk = ScoringWalkthrough("3NT", 9)
    for level in range(1, 8):
        for strain in Strain:
            walk.level_choice.value, walk.strain_choice.value = level, strain
            assert walk.contract == Contract(level, strain) and walk.error == ""
    walk.set(contract="4S", tricks=10)
    for doubling in Doubling:
        walk.doubling_choice.value = doubling
        assert walk.contract.doubling is doubling
    for button, step in ((walk.more_button, 1), (walk.fewer_button, -1), (walk.fewer_button, -1)):
        tricks = walk.tricks
        button.click()
        assert walk.tricks == tricks + step == walk.tricks_slider.value
    walk.compare_button.value = True
    assert walk.frozen_score is not None and walk.frozen_score.tricks == walk.tricks


def test_each_rubber_button_writes_what_the_controls_show() -> None:
    rubber = RubberExplorer(("Anna", "Ben"))
    rubber.contract_text.value, rubber.declarer_choice.value, rubber.tricks_slider.value = "2H", 1, 9
    rubber.record_button.click()
    side, score = rubber.sheet.deals[-1]
    assert side == 1 and score is not None and score.contract == Contract.parse("2H") and score.tricks == 9
    rubber.passed_out_button.click()
    assert rubber.sheet.deals[-1] == (None, None)
    rubber.undo_button.click()
    assert len(rubber.sheet.deals) == 1
    rubber.redo_button.click()
    assert len(rubber.sheet.deals) == 2
    rubber.stop_button.click()
    assert rubber.sheet.is_over
    rubber.new_button.click()
    assert not rubber.sheet.deals and rubber.error == ""
    assert not refused(rubber.message.value)


# --- what the widgets draw does not depend on the game's language --------------------------------
@pytest.mark.parametrize("form", ["plain", "draw", "draw-tricks", "single-dummy", "three-handed"])
def test_the_play_table_draws_the_same_state_the_same_in_every_language(form: str) -> None:
    """The pictures are drawn from the views' cards and calls, the same objects in every language:
    a widget that read a code in the game's language (``5C`` as the ♥5) would draw another table."""
    tables = {lang: PlayTable(form, level="random", seed=7, lang=lang, match="deal") for lang in LANGS}
    english = tables["en"]
    for _ in range(12):
        if english.game.is_over or last_trick(english.game):
            break
        action = english.game.legal_actions()[-1]
        for table in tables.values():
            table.act(action)
        pictures = {lang: table.static_html() for lang, table in tables.items()}
        assert all(picture == pictures["en"] for picture in pictures.values())
        labels = {lang: [(b.description, b.tooltip) for b, _ in play_table_buttons(table)]
                  for lang, table in tables.items()}
        assert all(label == labels["en"] for label in labels.values())


def test_the_boerenbridge_table_draws_the_same_state_the_same_in_every_language() -> None:
    tables = {lang: BoerenbridgeTable(3, level="random", seed=2, lang=lang, schedule=(2, 3))
              for lang in LANGS}
    english = tables["en"]
    while not english.game.is_over:
        action = english.game.legal_actions()[0]
        for table in tables.values():
            table.act(action)
        pictures = {lang: table.static_html() for lang, table in tables.items()}
        assert all(picture == pictures["en"] for picture in pictures.values())
