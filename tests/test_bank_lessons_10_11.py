"""The question bank of lessons 10 and 11 (drawing your hand; Draw and Discard and preliminary tricks)
checks its answers: each question's right answer, written as learners write it, is judged right; a
wrong one is judged wrong without the answer shown (what is wrong may be said, never the answer); no
hint holds the answer. Over seeds 1 to 100, and every right answer recomputed from
the question's facts with the library (the game's rules, the basic computer player, the Honeymoon
count, the winner of a trick). The builders the lessons' own exercises use are checked on games of
the library too."""

from __future__ import annotations

from typing import Any

import pytest
from answers_support import SEEDS, assert_judged, judged

from honeymoon import Card, Hand, Phase, new_game, trick_winner
from honeymoon.bots import make_bot
from honeymoon.bots.basic import BasicBot
from honeymoon.evaluation import total_points
from honeymoon.tricks import legal_cards
from honeymoon_course import questions
from honeymoon_course.discard import seen_question, stock_left_question
from honeymoon_course.draw import (
    best_average_question,
    draw_actions_question,
    draw_pool_question,
    draw_taken_question,
    paired_question,
)
from honeymoon_course.question import Blank, Question

LESSONS = (10, 11)
NAMES = ("Anna", "Ben")


def _bank(seed: int) -> list[Question]:
    return [question for lesson in LESSONS for question in questions(lesson, seed=seed)]


def _blanks(question: Question) -> list[Blank]:
    return [blank for blank in question.blanks if isinstance(blank, Blank)]


def _cards(codes: object) -> list[Card]:
    assert isinstance(codes, list)
    return [Card.parse(code) for code in codes]


def _weakest(cards: list[Card]) -> Card:
    """The lesson's weakest card, by its words: the fewest HCP, the shortest suit, the lowest, clubs first."""
    hand = Hand(cards)
    return min(cards, key=lambda c: (c.hcp, hand.length(c.suit), c.rank, c.suit))


def _rights(question: Question) -> dict[str, object]:
    """Each blank's right answer, recomputed from the question's facts with the library."""
    f: dict[str, Any] = question.facts
    if question.kind in ("draw-improve", "draw-computer"):
        hand, face = Hand.parse(f["hand"]), Card.parse(f["face"])
        if question.kind == "draw-improve":
            take = face.hcp > min(card.hcp for card in hand)
            no = "decline" if f["offered"] else "refuse"
        else:
            take, no = BasicBot.take_face_up(list(hand), face), "refuse"
            # The computer's worst card is the lesson's weakest: the lesson's words find it.
            assert Card.parse(f["worst"]) == _weakest([*hand, face])
            after = Hand([card for card in [*hand, face] if card != Card.parse(f["worst"])])
            assert (f["now"], f["then"]) == (total_points(hand, "honeymoon").total,
                                             total_points(after, "honeymoon").total)
        return {f"Take or {no}?": f"{'take' if take else no} it",
                "Discard after a take": _weakest([*hand, face])}
    if question.kind == "draw-sequence":
        took = f["ben"] == "take"
        assert f["place"] in (("hand", "discards") if took else ("dead",))
        return {f"(a) The {Card.parse(f['card'])} is": "in Ben's hand or his discards" if took
                else "on the dead pile", "(b) Next to decide": NAMES[0] if took else NAMES[1]}
    if question.kind in ("draw-knowledge", "discard-knowledge"):
        out = {*_cards(f["hand"]), *_cards(f["discards"]), *_cards(f.get("dead", []))}
        assert not out & set(_cards(f["ben_hand"])), "a card ruled out is in Ben's hand"
        pool = 52 - len(out)
        if question.kind == "draw-knowledge":
            assert pool == 13 + len(f["ben_took"])  # his 13 dealt cards and the cards he took
        label = "Ben's hand lies among" if question.kind == "draw-knowledge" else "Ben's hand is made from"
        return {label: pool, "Cards Ben cannot hold": frozenset(set(_cards(f["candidates"])) & out)}
    if question.kind == "draw-gain":
        counts = [total_points(Hand.parse(f[when]), "honeymoon").total for when in ("before", "after")]
        return {"Dealt": counts[0], "After the draw": counts[1], "Gain": counts[1] - counts[0]}
    if question.kind == "keep-reject":
        hand, top = Hand(_cards(f["hand"])), Card.parse(f["top"])
        if f["threshold"] is None:
            keep = BasicBot.keep_top(list(hand), top)
        else:
            gain = total_points(Hand([*hand, top]), "honeymoon").total - total_points(hand, "honeymoon").total
            keep = gain >= f["threshold"]
        return {"Keep or reject?": "keep it" if keep else "reject it",
                "The top card goes": "into her hand" if keep else "onto her discards",
                "The next card goes": "onto her discards" if keep else "into her hand",
                "Ben learns": "her choice only"}
    if question.kind == "prelim-trick":
        cards = _cards(f["cards"])
        index = trick_winner(cards, None)
        winner = NAMES[f["seats"][index]]
        return {"Winning card": cards[index], "Takes the top card": winner, "Next to lead": winner}
    assert question.kind == "prelim-legal"
    hand, led = Hand.parse(f["hand"]), Card.parse(f["led"])
    return {"(a) as the rules stand": frozenset(hand),
            "(b) must follow suit": frozenset(legal_cards(hand, led.suit))}


@pytest.mark.parametrize("seed", SEEDS)
def test_each_question_is_judged_and_answers_as_the_library(seed: int) -> None:
    for question in judged(LESSONS, seed):
        assert {blank.label: blank.right for blank in _blanks(question)} == _rights(question), question.kind


# --- the builders of the lessons' own exercises ------------------------------------------------------

def _finished(form: str, seed: int) -> Any:
    """A deal of ``form`` whose draw the basic computer played for both players, Ben dealing."""
    game = new_game(form, seed=seed, match="deal", names=list(NAMES), first_dealer=1)
    bot = make_bot("basic")
    while game.phase is Phase.DRAW:
        game.apply(bot.choose(game.view(game.current_player), game.legal_actions()))
    return game


@pytest.mark.parametrize("seed", [3, 8, 21])
def test_the_lesson_10_exercises_read_the_game(seed: int) -> None:
    game = new_game("draw", seed=seed, match="deal", names=list(NAMES), first_dealer=1)
    game.apply("refuse")  # Anna refuses the card she turned: Ben may take it or decline it
    actions = draw_actions_question(game)
    assert _blanks(actions)[0].right == "take it or decline it"
    finished = _finished("draw", seed)
    full = finished.full_view().known_draw()
    taken = draw_taken_question(finished)
    assert _blanks(taken)[0].right == 26 - len(full.dead) == sum(len(cards) for cards in full.taken)
    pool = draw_pool_question(finished, 0)
    assert _blanks(pool)[0].right == 13 + len(full.taken[1])
    for question in (actions, taken, pool):
        assert_judged(question)


def test_the_lesson_10_test_of_strategies() -> None:
    tricks = {"improve": [9, 8, 10, 9], "lengthen": [10, 9, 11, 10], "refuse everything": [6, 5, 7, 6]}
    best = best_average_question(tricks)
    assert _blanks(best)[0].right == "lengthen"
    # One trick more on every deal: no spread, a margin of 0, so the data favour lengthen.
    clear = paired_question("lengthen", "improve", tricks["lengthen"], tricks["improve"])
    assert _blanks(clear)[0].right == "lengthen"
    # +1, −1, +1, −1: an average of 0 within its margin.
    unclear = paired_question("improve", "lengthen", [9, 8, 10, 9], [8, 9, 9, 10])
    assert _blanks(unclear)[0].right == "cannot tell"
    behind = paired_question("refuse everything", "improve", tricks["refuse everything"], tricks["improve"])
    assert _blanks(behind)[0].right == "improve"
    for question in (best, clear, unclear, behind):
        assert_judged(question)


@pytest.mark.parametrize("seed", [3, 4, 11])
def test_the_lesson_11_exercises_read_the_game(seed: int) -> None:
    seen = seen_question(_finished("draw-discard", seed), 0)
    assert _blanks(seen)[0].right == 26  # 13 kept and 13 discarded
    game = new_game("draw-discard", seed=seed, match="deal", names=list(NAMES))
    bot = make_bot("basic")
    for _ in range(7):
        game.apply(bot.choose(game.view(game.current_player), game.legal_actions()))
    left = stock_left_question(game, 7)
    assert _blanks(left)[0].right == 52 - 2 * 7
    for question in (seen, left):
        assert_judged(question)
