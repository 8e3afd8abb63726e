"""The question bank's questions that check an answer (honeymoon_course.question): each one's right
answer, written as learners write it, is judged right; a wrong one is judged wrong without the
answer shown; no hint holds the answer. Over seeds 1 to 200 of the lessons whose questions are typed
(lessons 1 and 3 so far), against the library's own counts."""

from __future__ import annotations

import re

import pytest

from honeymoon import ConfigError, Hand
from honeymoon.evaluation import hcp, is_balanced, length_points, losing_trick_count, quick_tricks, shape
from honeymoon_course import questions
from honeymoon_course.question import Blank, Question

TYPED = (1, 3)
SEEDS = range(1, 201)
# What every hint may say whatever the answer: a lesson's number, the scale of high-card points.
FIXED = re.compile(r"lesson \d+|A 4, K 3, Q 2, J 1|1\.5|5-4-3-1")


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
    raise AssertionError(blank.kind)


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
                right = blank.right
                text = "-".join(map(str, right)) if isinstance(right, tuple) else f"{right:g}" \
                    if isinstance(right, int | float) and not isinstance(right, bool) else None
                if text is not None:
                    assert not re.search(rf"(?<![\d.-]){re.escape(text)}(?![\d.]|-\d)", said), (hint, text)


@pytest.mark.parametrize("seed", range(1, 41))
def test_the_right_answers_are_the_librarys(seed: int) -> None:
    for question in _typed(seed):
        hand = Hand.parse(str(question.facts["hand"]))
        rights = {blank.label: blank.right for blank in question.blanks if isinstance(blank, Blank)}
        if question.kind == "hcp":
            assert rights == {"HCP": hcp(hand).total}
        elif question.kind == "judge":
            assert rights == {"Shape": shape(hand), "Balanced?": is_balanced(hand),
                              "Quick tricks": quick_tricks(hand).total,
                              "Losers (LTC)": losing_trick_count(hand).total}
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
