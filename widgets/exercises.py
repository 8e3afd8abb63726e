"""Checking a learner's answer to an exercise, with the library's own explanation.

>>> from honeymoon import Hand
>>> from honeymoon.evaluation import hcp
>>> check_count(None, hcp(Hand.parse("AK2.QJ3.T98.7654")))
Write your answer in the cell above, then run it again.
>>> check_count(10, hcp(Hand.parse("AK2.QJ3.T98.7654"))).correct
True
>>> check_count(9, hcp(Hand.parse("AK2.QJ3.T98.7654")))
Not quite: you wrote 9. ♠A 4 + ♠K 3 + ♥Q 2 + ♥J 1 = 10 HCP
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from honeymoon.evaluation import Count

__all__ = ["Feedback", "check_count"]


@dataclass(frozen=True)
class Feedback:
    """The verdict on an answer: right (True), wrong (False) or not answered yet (None)."""

    correct: bool | None
    message: str

    def __repr__(self) -> str:
        return self.message

    def _repr_html_(self) -> str:
        css = {True: "hm-right", False: "hm-wrong", None: "hm-pending"}[self.correct]
        color = {True: "#1b7f3b", False: "#b3261e", None: "#555"}[self.correct]
        return f"<p class='{css}' style='color:{color}'>{escape(self.message)}</p>"


def check_count(answer: object, count: Count) -> Feedback:
    """Compare a number the learner wrote with a count from :mod:`honeymoon.evaluation`."""
    if answer is None:
        return Feedback(None, "Write your answer in the cell above, then run it again.")
    if isinstance(answer, bool) or not isinstance(answer, int | float):
        return Feedback(False, f"Write a number, not {answer!r}.")
    if answer == count.total:
        return Feedback(True, f"Right! {count}")
    return Feedback(False, f"Not quite: you wrote {answer:g}. {count}")
