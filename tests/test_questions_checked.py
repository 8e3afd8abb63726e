"""How the question bank (honeymoon_course.question) reads what learners write: an answer it cannot
read counts no try, a question answered in writing is not checked, and every kind of answer has its
reader. The bank's questions themselves, judged and their answers worked out again over seeds 1 to
100, are tests/test_bank_lessons_*'s."""

from __future__ import annotations

import pytest

from honeymoon import ConfigError
from honeymoon_course import questions
from honeymoon_course.question import Question


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
