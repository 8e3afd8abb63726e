"""The question bank's questions that check an answer (honeymoon_course.question): each one's right
answer, written as learners write it, is judged right; a wrong one is judged wrong without the
answer shown; no hint holds the answer. Over seeds 1 to 200 of the lessons whose questions are typed
(lessons 0 to 5 so far), against the library's own counts."""

from __future__ import annotations

import re

import pytest

from honeymoon import DECK, Card, ConfigError, Contract, Hand, parse_call, score_deal
from honeymoon.calls import Call
from honeymoon.evaluation import hcp, is_balanced, length_points, losing_trick_count, quick_tricks, shape
from honeymoon.tricks import legal_cards, trick_winner
from honeymoon_course import questions
from honeymoon_course.question import Blank, Question

TYPED = (0, 1, 2, 3, 4, 5)
SEEDS = range(1, 201)
# What every hint may say whatever the answer: a lesson's number, the scale of high-card points.
# What every hint may say whatever the answer: a lesson's number, the scale of high-card points,
# and the examples of how to write an answer.
FIXED = re.compile(r"[Ll]esson \d+|A 4, K 3, Q 2, J 1|1\.5|5-4-3-1|like ♠Q or QS|like ♥Q ♥4 \(or QH 4H\)"
                   r"|made, 1 over, or down 2 \(or \+1, -2\)|like 4S or 3NTX|like 2H or 3NT")


def _written(blank: Blank) -> list[object]:
    """The right answer of ``blank`` as a learner might write it."""
    right = blank.right
    match blank.kind:
        case "number":
            assert isinstance(right, int | float)
            return [right, f" {right:g} ", str(right).replace(".", ",")]
        case "yes-no":
            return [right, str(right).lower(), "yes" if right else "no"]
        case "shape":
            assert isinstance(right, tuple)
            return ["-".join(map(str, right)), "".join(map(str, right)), list(reversed(right))]
        case "card":
            assert isinstance(right, Card)
            return [right, str(right), right.code.lower()]
        case "cards":
            assert isinstance(right, frozenset)
            cards = sorted(right, reverse=True)
            codes = [card.code for card in cards]
            return [" ".join(map(str, cards)), ", ".join(codes), codes]
        case "result":
            assert isinstance(right, int)
            words = "made" if right == 0 else f"{right} over" if right > 0 else f"down {-right}"
            return [right, words, f"{right:+d}" if right else "exactly"]
        case "call" | "contract":
            return [right, str(right), str(right).lower()]
        case "choice":
            assert isinstance(right, str)
            return [right, right.lower(), f" {right.upper()} "]
    raise AssertionError(blank.kind)


def _wrong(blank: Blank) -> object:
    right = blank.right
    match blank.kind:
        case "number":
            assert isinstance(right, int | float)
            return right + 1
        case "yes-no":
            return not right
        case "shape":
            return "4-4-4-1" if right != (4, 4, 4, 1) else "4-3-3-3"
        case "card":
            return next(card for card in DECK if card != right)
        case "cards":
            assert isinstance(right, frozenset)
            if len(right) > 1:
                return set(sorted(right)[1:])
            return right | {next(card for card in DECK if card not in right)}
        case "result":
            assert isinstance(right, int)
            return right + 1
        case "call":
            return "7NT" if str(right) != "7NT" else "pass"
        case "contract":
            return "7NTXX" if str(right) != "7NTXX" else "1C"
        case "choice":
            return next(option for option in blank.options if option != right)
    raise AssertionError(blank.kind)


def _texts(blank: Blank) -> list[str]:
    """How the answer of ``blank`` would be written in a hint that gave it away."""
    right = blank.right
    if isinstance(right, bool):
        return []  # yes or no: the words are everywhere
    if isinstance(right, tuple):
        return ["-".join(map(str, right))]
    if isinstance(right, Card):
        return [str(right), right.code]
    if isinstance(right, str):
        return [right]
    if isinstance(right, Call | Contract):
        return [str(right), right.code]
    if isinstance(right, frozenset):
        return [text for card in right for text in (str(card), card.code)]
    assert isinstance(right, int | float)
    return [f"{right:g}"]


def _typed(seed: int) -> list[Question]:
    return [question for lesson in TYPED for question in questions(lesson, seed=seed)]


@pytest.mark.parametrize("seed", SEEDS)
def test_each_typed_question_judges_its_answer_and_hides_it(seed: int) -> None:
    for question in _typed(seed):
        assert question.checkable
        blanks = [blank for blank in question.blanks if isinstance(blank, Blank)]
        for form in range(3):
            answer = [_written(blank)[form] for blank in blanks]
            feedback = question.check(answer[0] if len(blanks) == 1 else answer)
            assert feedback.correct is True, (question.prompt, answer, feedback)
        for wrong_at in range(len(blanks)):
            answer = [_wrong(blank) if i == wrong_at else blank.right for i, blank in enumerate(blanks)]
            feedback = question.check(answer[0] if len(blanks) == 1 else answer)
            assert feedback.correct is False and question.answer not in feedback.message
            if len(blanks) > 1:
                assert f"{blanks[wrong_at].label}: not yet" in feedback.message
        for hint in question.hints:
            said = FIXED.sub("", hint)
            for blank in blanks:
                for text in _texts(blank):
                    assert not re.search(rf"(?<![\w.-]){re.escape(text)}(?![\w.]|-\d)", said), (hint, text)


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
