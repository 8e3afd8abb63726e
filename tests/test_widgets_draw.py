"""Tests for the draw trainer (honeymoon_widgets.draw), with no browser: through its API and
through its controls (``button.click()``), in every draw form against every opponent policy."""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable
from html import unescape
from typing import Any

import pytest
from protocol_model import assert_not_named

import honeymoon
from honeymoon import DECK, Card, ConfigError, Hand, IllegalActionError
from honeymoon.render import hand_html
from honeymoon_widgets.draw import FORMS, DrawTrainer

POLICIES = ["take", "refuse", "script"]
_CODE = re.compile(r"\b[2-9TJQKA][SHDC]\b")


# --- helpers --------------------------------------------------------------------------------------
def known_codes(trainer: DrawTrainer) -> set[str]:
    """Every card the learner may know now: whatever his view names (and, once the draw phase is
    over, the two final hands the trainer shows on purpose)."""
    game = trainer.game
    known = set(_CODE.findall(json.dumps(game.view(trainer.learner).to_dict())))
    if trainer.done:
        for seat in game.full_view().seats:
            known.update(card.code for card in seat.cards)
    return known


def shown_html(trainer: DrawTrainer) -> str:
    """Everything the learner's area shows: the live parts, the button labels and tooltips, and
    the static rendering."""
    parts = [trainer.status.value, trainer.table.value, trainer.feedback.value, trainer.summary.value,
             trainer.static_html(), trainer._repr_mimebundle_()["text/html"]]
    for button in [*trainer.buttons.values(), *trainer.card_buttons.values()]:
        parts += [button.description, button.tooltip or ""]
    return "\n".join(parts)


def assert_nothing_hidden_shown(trainer: DrawTrainer) -> None:
    html = shown_html(trainer)
    known = known_codes(trainer)
    assert_not_named(html, (card for card in DECK if card.code not in known), "hidden from the learner")
    # A hand drawn in rows names its ranks suit by suit: only hands the learner may see are drawn.
    seats = trainer.game.full_view().seats if trainer.done else [
        trainer.game.view(trainer.learner).seats[trainer.learner]]
    allowed = "".join(hand_html(Hand(seat.cards)) for seat in seats)
    for label in re.findall(r'aria-label="(hand: [^"]*)"', html):
        assert f'aria-label="{label}"' in allowed, f"a hand the learner may not see is shown: {label}"


def assert_consistent(trainer: DrawTrainer) -> None:
    """The controls are exactly the learner's legal actions, and the static HTML is the bundle's."""
    game = trainer.game
    assert trainer.static_html() == trainer._repr_mimebundle_()["text/html"]
    assert "<script" not in trainer.static_html()
    if trainer.done:
        assert trainer.buttons == {} and trainer.card_buttons == {}
        return
    assert game.current_player == trainer.learner
    draw = game.view(trainer.learner).draw
    assert draw is not None and status_text(trainer).startswith(f"Your turn: {draw.prompt}. ")  # one prompt
    legal = [honeymoon.game.action_text(a) for a in game.legal_actions()]
    decisions = [a for a in legal if not _CODE.fullmatch(a)]
    assert list(trainer.buttons) == decisions
    mine = game.view(trainer.learner).seats[trainer.learner].cards
    assert sorted(trainer.card_buttons) == sorted(card.code for card in mine)
    # Only the cards the learner may play now can be clicked (none while he decides to take).
    playable = {a for a in legal if _CODE.fullmatch(a)}
    assert {code for code, b in trainer.card_buttons.items() if not b.disabled} == playable


def status_text(trainer: DrawTrainer) -> str:
    return unescape(re.sub("<[^>]+>", "", trainer.status.value))


def scripts(form: str, seed: int = 0) -> list[str]:
    """A list of moves for the opponent (player 1) that is legal whatever the learner does."""
    if form == "draw-discard":
        return ["reject", "keep", "reject"]
    his = [card.code for card in honeymoon.new_game(form, seed=seed, match="deal").full_view().seats[1].cards]
    if form == "draw-tricks":
        return his[:3]  # three of his cards, played in turn
    # draw: "take" is legal whether the card was turned or refused; then discard his own cards
    return ["take", his[0], "take", his[1]]


def make(form: str, policy: str) -> DrawTrainer:
    return DrawTrainer(form, partner=scripts(form) if policy == "script" else policy)


def learner_choice(trainer: DrawTrainer, rng: random.Random) -> str:
    """A learner who picks among what he is offered: a decision button, else a card."""
    if trainer.buttons:
        return rng.choice(sorted(trainer.buttons))
    return rng.choice(sorted(trainer.card_buttons))


def by_api(trainer: DrawTrainer, choice: str) -> None:
    trainer.act(choice)


def by_click(trainer: DrawTrainer, choice: str) -> None:
    (trainer.buttons.get(choice) or trainer.card_buttons[choice]).click()
    assert "hm-refused" not in trainer.feedback.value


def play_out(trainer: DrawTrainer, step: Callable[[DrawTrainer, str], None], seed: int = 1) -> int:
    rng = random.Random(seed)
    steps = 0
    assert_consistent(trainer)
    assert_nothing_hidden_shown(trainer)
    while not trainer.done:
        before = trainer.static_html()
        step(trainer, learner_choice(trainer, rng))
        steps += 1
        assert trainer.static_html() != before  # the picture follows the state
        assert_consistent(trainer)
        assert_nothing_hidden_shown(trainer)
        assert steps < 200
    return steps


def assert_phase_over(trainer: DrawTrainer) -> None:
    game = trainer.game
    assert trainer.done and game.phase is honeymoon.Phase.AUCTION
    assert [len(seat.cards) for seat in game.full_view().seats] == [13, 13]
    summary = trainer.summary.value
    assert "high-card points" in summary and "length points (honeymoon)" in summary
    assert "shape" in summary
    assert trainer.hand_box.layout.display == "none"


# --- every form, every opponent, by the API and by clicks -------------------------------------------
@pytest.mark.parametrize("form", FORMS)
@pytest.mark.parametrize("policy", POLICIES)
@pytest.mark.parametrize("step", [by_api, by_click], ids=["api", "click"])
def test_play_the_draw_phase_to_the_end(form: str, policy: str,
                                       step: Callable[[DrawTrainer, str], None]) -> None:
    trainer = make(form, policy)
    play_out(trainer, step)
    assert_phase_over(trainer)
    if policy == "script":
        assert trainer._script_at == len(trainer._script)
    with pytest.raises(IllegalActionError, match="draw phase is over"):
        trainer.act("take")


@pytest.mark.parametrize("form", FORMS)
@pytest.mark.parametrize("learner", [0, 1])
def test_either_seat_and_other_seeds(form: str, learner: int) -> None:
    for seed in (3, 11):
        trainer = DrawTrainer(form, seed=seed, learner=learner, partner="take")
        play_out(trainer, by_api, seed=seed)
        assert_phase_over(trainer)


def test_the_opponent_acts_first_by_himself() -> None:
    trainer = DrawTrainer("draw", learner=1)  # seed 0: player 1 deals, so player 0 acts first
    game = trainer.game
    assert game.view(1).dealer == 1 and game.current_player == 1
    assert [player for player, _ in game.history] == [0, 0]  # he took a card and discarded
    assert "Your opponent: take" in trainer.feedback.value
    assert_nothing_hidden_shown(trainer)


# --- the opponent's policies -------------------------------------------------------------------------
def test_take_policy_discards_the_lowest_card_of_the_shortest_suit() -> None:
    trainer = DrawTrainer("draw")
    trainer.act("take")
    trainer.act(trainer.game.legal_actions()[0])
    full = trainer.game.full_view()
    (card,) = full.discards[1]
    held = [*full.seats[1].cards, card]
    lengths = {c.suit: sum(1 for other in held if other.suit is c.suit) for c in held}
    assert lengths[card.suit] == min(lengths.values())
    assert card == min(c for c in held if c.suit is card.suit)
    his = [line.text().split()[0] for line in trainer.game.view(0).log if line.player == 1]
    assert his == ["take", "discard"]


@pytest.mark.parametrize("form", ["draw", "draw-discard"])
def test_refuse_policy_never_takes(form: str) -> None:
    trainer = DrawTrainer(form, partner="refuse")
    start = trainer.game.full_view().seats[1].cards
    play_out(trainer, by_api)
    words = {line.text().split()[0] for line in trainer.game.view(0).log if line.player == 1}
    assert words <= {"refuse", "decline", "reject"}
    if form == "draw":
        assert trainer.game.full_view().seats[1].cards == start


def test_scripted_opponent_in_draw() -> None:
    # Every move of his is in the list, his discards too; after the list, the "take" policy.
    trainer = DrawTrainer("draw", partner=["refuse", "take"])
    trainer.act("take")
    trainer.act(trainer.game.legal_actions()[0])       # he refuses the next card …
    assert list(trainer.buttons) == ["take", "decline"]
    trainer.act("decline")                              # … you decline it and turn the next
    trainer.act("refuse")                               # he takes it and discards by his policy
    log = [(line.player, line.text().split()[0]) for line in trainer.game.view(0).log]
    assert log[2:] == [(1, "refuse"), (0, "decline"), (0, "refuse"), (1, "take"), (1, "discard")]
    assert trainer._script_at == 2
    play_out(trainer, by_api)
    assert_phase_over(trainer)


def test_scripted_cards_in_draw_tricks() -> None:
    script = scripts("draw-tricks")
    trainer = DrawTrainer("draw-tricks", partner=script)
    play_out(trainer, by_api)
    played = [line.text() for line in trainer.game.view(0).log if line.player == 1]
    assert played[:3] == script


def test_an_illegal_scripted_move_takes_the_learners_move_back() -> None:
    trainer = DrawTrainer("draw", partner=["keep"])     # "keep" is a move of draw-discard
    trainer.act("take")
    saved, shown = trainer.game.to_json(), trainer.static_html()
    with pytest.raises(IllegalActionError, match=r"scripted move 1 \(keep\) is not legal now"):
        trainer.act("4C")
    assert trainer.game.to_json() == saved and trainer.static_html() == shown
    trainer.card_buttons["4C"].click()
    assert trainer.game.to_json() == saved
    assert "hm-refused" in trainer.feedback.value and "taken back" in trainer.feedback.value


# --- refusals ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("form, wrong", [("draw", "keep"), ("draw-discard", "take"), ("draw-tricks", "take")])
def test_an_illegal_action_changes_nothing(form: str, wrong: str) -> None:
    trainer = DrawTrainer(form)
    saved, shown = trainer.game.to_json(), trainer.static_html()
    with pytest.raises(IllegalActionError) as refused:
        trainer.act(wrong)
    assert refused.value.reason
    assert trainer.game.to_json() == saved and trainer.static_html() == shown


@pytest.mark.parametrize("form", ["draw", "draw-discard"])
def test_a_refused_click_shows_the_librarys_reason(form: str) -> None:
    trainer = DrawTrainer(form)
    saved = trainer.game.to_json()
    code = next(iter(trainer.card_buttons)) if trainer.card_buttons else None
    if code is None:  # draw-discard: no hand yet; keep once, then click a card
        trainer.act("keep")
        saved = trainer.game.to_json()
        code = next(iter(trainer.card_buttons))
    with pytest.raises(IllegalActionError) as refused:
        trainer.game.apply(code)
    trainer.card_buttons[code].click()
    assert trainer.game.to_json() == saved
    assert trainer.feedback.value == honeymoon_widgets_message(refused.value.reason)
    assert trainer.feedback.value in trainer.static_html()


def test_a_stale_decision_button_is_refused_with_the_reason() -> None:
    trainer = DrawTrainer("draw")
    take, refuse = trainer.buttons["take"], trainer.buttons["refuse"]
    take.click()                                        # now a discard is due
    saved = trainer.game.to_json()
    refuse.click()
    assert trainer.game.to_json() == saved
    assert "now discard one card of your hand" in trainer.feedback.value


def test_draw_tricks_must_follow_suit_when_the_option_says_so() -> None:
    trainer = DrawTrainer("draw-tricks", options={"follow_suit_in_draw": True})
    for _ in range(40):
        draw = trainer.game.view(0).draw
        assert draw is not None
        if draw.trick:
            led = draw.trick[0].card.suit
            mine = [Card.parse(c) for c in trainer.card_buttons]
            other = [c for c in mine if c.suit is not led]
            if other and len(other) < len(mine):
                saved = trainer.game.to_json()
                trainer.card_buttons[other[0].code].click()
                assert trainer.game.to_json() == saved
                assert "you must follow suit" in trainer.feedback.value
                return
        trainer.act(trainer.game.legal_actions()[0])
    pytest.fail("no trick where the learner could fail to follow suit")


# --- construction ----------------------------------------------------------------------------------
def test_no_argument_construction_is_deterministic() -> None:
    first, second = DrawTrainer(), DrawTrainer()
    assert first.form == "draw" and first.learner == 0
    assert first.game.to_json() == second.game.to_json()
    assert first.static_html() == second.static_html()
    assert list(first.buttons) == ["take", "refuse"]
    for trainer in (first, second):
        play_out(trainer, by_click)
    assert first.game.full_view() == second.game.full_view()
    assert first.static_html() == second.static_html()


def test_the_random_opponent_of_draw_tricks_is_seeded() -> None:
    games = []
    for _ in range(2):
        trainer = DrawTrainer("draw-tricks", seed=5)
        play_out(trainer, by_api)
        games.append(trainer.game.to_json())
    assert games[0] == games[1]


@pytest.mark.parametrize("kwargs, words", [
    ({"form": "plain"}, "draw trainer plays"),
    ({"partner": "sometimes"}, "partner is"),
    ({"partner": 3}, "partner is"),
    ({"learner": 2}, "learner is your seat"),
    ({"learner": True}, "learner is your seat"),
])
def test_bad_settings_are_refused(kwargs: dict[str, Any], words: str) -> None:
    with pytest.raises(ConfigError, match=words):
        DrawTrainer(**kwargs)


def test_the_status_line_is_the_views_prompt_and_what_the_choices_lead_to() -> None:
    trainer = DrawTrainer()  # draw, seed 0: the ♠9 is turned for you
    assert status_text(trainer) == ("Your turn: take or refuse the face-up ♠9. If you take it, you then "
                                    "discard a card; if you refuse it, your opponent may take it.")
    trainer.act("take")
    assert status_text(trainer) == ("Your turn: discard a card, face down. Click it in your hand (the card "
                                    "you took, if you like): your opponent will not see it.")
    assert status_text(DrawTrainer("draw-discard")) == (
        "Your turn: keep or reject the top card. If you keep it, the next card goes to your discards; "
        "if you reject it, you take the next card, unseen.")
    tricks = DrawTrainer("draw-tricks", learner=1, options={"follow_suit_in_draw": True})
    draw = tricks.game.view(1).draw
    assert draw is not None and draw.trick
    assert status_text(tricks) == (f"Your turn: play to preliminary trick 1. Your opponent led the "
                                   f"{draw.trick[0].card}: click the card you play (follow suit if you can).")


def test_the_static_html_names_the_choices_and_the_hand() -> None:
    trainer = DrawTrainer()
    html = trainer.static_html()
    assert "<b>take</b> or <b>refuse</b>" in html
    assert 'class="hm-hand"' in html and "stock: 25 cards" in html
    bundle = trainer._repr_mimebundle_()
    assert bundle["text/plain"] == "DrawTrainer: run the notebook to use this widget"


def honeymoon_widgets_message(reason: str) -> str:
    from honeymoon_widgets.base import message_html

    return message_html(reason, "refused")
