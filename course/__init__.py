"""The course's questions (import name ``honeymoon_course``), lesson by lesson.

For each lesson with a class sheet (0 to 16), questions computed by the library
:mod:`honeymoon` from a seed, never typed in: each :class:`Question` holds its prompt, its answer,
the library's explanation and the facts behind them. The same seed gives the same questions; the
class sheets (:mod:`honeymoon_course.sheets`) print the set of each seed.

>>> from honeymoon_course import questions
>>> first = questions(1, n=1)[0]     # lesson 1, set 1: the first question of its sheet
>>> first.kind, first.answer
('hcp', '10 HCP.')
>>> first.why                        # the library's explanation, on the answer key
('♠Q 2 + ♠J 1 + ♥J 1 + ♦Q 2 + ♦J 1 + ♣K 3 = 10 HCP',)
>>> first.facts                      # the hand and the right answer, as plain values
{'hand': 'QJ432.J6.QJ4.K95', 'answer': 10}
>>> [question.kind for question in questions(1)]
['hcp', 'hcp', 'hcp', 'length', 'length', 'length']
>>> questions(1, n=7)
Traceback (most recent call last):
...
honeymoon.errors.ConfigError: lesson 1 has 6 questions for seed 1: n is at most 6, not 7
"""

from __future__ import annotations

from honeymoon.errors import ConfigError, shown
from honeymoon_course.lessons import LESSONS
from honeymoon_course.question import Question

__all__ = [
    "LESSONS",
    "Question",
    "questions",
]


def questions(lesson: int, *, seed: int = 1, n: int | None = None) -> list[Question]:
    """The questions of ``lesson`` (0 to 16) for ``seed`` (a whole number, 0 or more): exactly those
    of the lesson's class sheet for that seed, in its order; with ``n``, only the first ``n``."""
    numbers = [each.number for each in LESSONS]
    if isinstance(lesson, bool) or not isinstance(lesson, int) or lesson not in numbers:
        raise ConfigError(f"the lesson is a number from {numbers[0]} to {numbers[-1]}, not {shown(lesson)}")
    if n is not None and (isinstance(n, bool) or not isinstance(n, int) or n < 1):
        raise ConfigError(f"n is how many questions to give, 1 or more (None: all), not {shown(n)}")
    found = LESSONS[numbers.index(lesson)].questions(seed)
    if n is not None and n > len(found):
        raise ConfigError(f"lesson {lesson} has {len(found)} questions for seed {seed}: n is at most "
                          f"{len(found)}, not {n}")
    return found if n is None else found[:n]
