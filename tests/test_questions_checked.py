"""The question bank's questions that check an answer (honeymoon_course.question): each one's right
answer, written as learners write it, is judged right; a wrong one is judged wrong without the
answer shown; each has two or three hints, the first naming the lesson's section that taught the idea
(a heading of that lesson), and no hint holds the answer. Over seeds 1 to 200 of every lesson; the
answers of lessons 0 to 5 against the library's own counts here, those of the others in
test_bank_lessons_*."""

from __future__ import annotations

import pytest
from answers_support import assert_judged

from honeymoon import DECK, Card, ConfigError, Contract, Hand, parse_call, score_deal
from honeymoon.evaluation import hcp, is_balanced, length_points, losing_trick_count, quick_tricks, shape
from honeymoon.tricks import legal_cards, trick_winner
from honeymoon_course import questions
from honeymoon_course.question import Blank, Question

TYPED = tuple(range(17))
SEEDS = range(1, 201)
#: The lessons whose answers are recomputed here (the others: tests/test_bank_lessons_*.py).
RECOMPUTED_HERE = range(6)


def _typed(seed: int) -> list[Question]:
    return [question for lesson in RECOMPUTED_HERE for question in questions(lesson, seed=seed)]


@pytest.mark.parametrize("lesson", TYPED)
@pytest.mark.parametrize("seed", SEEDS)
def test_each_question_judges_its_answer_and_hides_it(seed: int, lesson: int) -> None:
    for question in questions(lesson, seed=seed):
        assert_judged(question)


@pytest.mark.parametrize("seed", range(1, 41))
def test_the_right_answers_are_the_librarys(seed: int) -> None:
    for question in _typed(seed):
        hand = Hand.parse(str(question.facts["hand"])) if "hand" in question.facts else Hand([])
        rights = {blank.label: blank.right for blank in question.blanks if isinstance(blank, Blank)}
        if question.kind == "hcp":
            assert rights == {"HCP": hcp(hand).total}
        elif question.kind == "judge":
            assert rights == {"Shape": shape(hand), "Balanced?": is_balanced(hand),
                              "Quick tricks": quick_tricks(hand).total,
                              "Losers (LTC)": losing_trick_count(hand).total}
        elif question.kind == "trick":
            codes = question.facts["cards"]
            assert isinstance(codes, list)
            cards = [Card.parse(code) for code in codes]
            trump = question.facts["trump"]
            suit = None if trump is None else next(c.suit for c in DECK if c.suit.letter == trump)
            assert rights == {label: cards[trick_winner(cards, suit)] for label in rights}
            continue
        elif question.kind == "legal-cards":
            led = Card.parse(str(question.facts["led"]))
            assert list(rights.values()) == [frozenset(legal_cards(hand, led.suit))]
        elif question.kind == "lowest-bid":  # the facts are the auction's (tests/test_course.py)
            assert list(rights.values()) == [parse_call(str(question.facts["answer"]))]
        elif question.kind == "legal-call":
            assert list(rights.values()) == question.facts["legal"]
        elif question.kind == "contract":
            assert rights["Contract"] == Contract.parse(str(question.facts["contract"]))
            if "Tricks needed" in rights:
                assert rights["Tricks needed"] == question.facts["tricks_needed"]
        elif question.kind == "tricks-needed":
            assert rights == {label: Contract.parse(label).tricks_needed for label in rights}
        elif question.kind == "result":
            contract = Contract.parse(str(question.facts["contract"]))
            tricks = question.facts["tricks"]
            assert isinstance(tricks, int)
            assert list(rights.values()) == [score_deal(contract, tricks).result]
        else:
            assert question.kind == "length"
            counts = question.facts["counts"]
            assert isinstance(counts, list)
            assert list(rights.values()) == [length_points(hand, count).total for count in counts]


def test_an_answer_that_cannot_be_read_counts_no_try() -> None:
    judge = questions(3, seed=1, n=1)[0]
    unreadable = judge.check(["five four three one", "yes", 2, 7])
    assert unreadable.correct is None and "cannot be read" in unreadable.message
    assert "write a shape" in unreadable.message
    short = judge.check(["5-4-3-1", "yes"])
    assert short.correct is None and "Answer each of 4 blanks in order" in short.message
    hcp_question = questions(1, seed=1, n=1)[0]
    assert hcp_question.check("ten").correct is None
    assert hcp_question.check(None).correct is None


def test_a_question_answered_in_writing_is_not_checked() -> None:
    written = Question(kind="essay", prompt="Why?", answer="Because.", why=(), facts={})
    assert not written.checkable
    with pytest.raises(ConfigError, match="answered in writing"):
        written.check("because")


def test_every_kind_of_answer_has_its_reader() -> None:
    from typing import get_args

    from honeymoon_course.question import _READERS, AnswerKind

    assert set(get_args(AnswerKind)) == set(_READERS) | {"names", "choice"}
