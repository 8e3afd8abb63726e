"""Practice without end: fresh questions of a lesson from the course's question bank.

``Practice(lesson)`` asks one question at a time, drawn from :func:`honeymoon_course.questions`
for seed after seed, so they never run out. Each place to write has the input that fits its
kind of answer: a box to type in, *yes* and *no* buttons, the trick's or the hand's own cards to
click. *Check* judges the answer (the question's own :meth:`~honeymoon_course.question.Question.check`),
*Hint* gives the question's hints one at a time, *Show answer* the answer with the library's
explanation, and *Next* another question, more often of a kind the learner got wrong. The line
at the bottom keeps the score: the questions right at the first try, of those asked.

Each question you check is kept in your progress file (:mod:`honeymoon_course.progress`),
named by the set it came from and its topic, the bank's words for its kind
(``"practice 1042.3: high-card points"``), the words your progress page lists the questions you
missed most by.

>>> practice = Practice(1, seed=3)
>>> practice.question.kind
'hcp'
>>> practice.answer(practice.question.blanks[0].right + 1)
>>> practice.feedback_text
'Not quite. Try again, or ask for a hint.'
>>> practice.hint(); practice.hints_text.startswith("Hint 1 of 3: Only the four top cards")
True
>>> practice.answer(practice.question.blanks[0].right)
>>> practice.feedback_text[:6], practice.score
('Right!', (0, 1))
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import ipywidgets as w

from honeymoon.cards import make_rng
from honeymoon_course import questions
from honeymoon_course.progress import ProgressFile
from honeymoon_course.question import Feedback, Question
from honeymoon_widgets.exercise import Exercise

__all__ = ["Practice"]

#: How many seeds ahead a missed kind of question is looked for before any question is taken.
LOOK_AHEAD = 5


class Practice(Exercise):
    """Fresh questions of ``lesson`` one at a time, with hints, the answer on request, and a
    running score (see the module's notes). ``seed`` starts the questions (``None``, the
    default: other questions at each run, so that a learner coming back meets new ones; a number:
    the same questions each time); ``progress``: the progress file (default: yours)."""

    def __init__(self, lesson: int, *, seed: int | None = None, progress: ProgressFile | None = None,
                 **kwargs: Any) -> None:
        questions(lesson, seed=1, n=1)  # refuses what is no lesson, with its reason
        self._lesson = lesson
        rng = make_rng(seed)
        self._seeds = iter(range(1000 + rng.randrange(10**6), 10**9))
        self._queue: list[tuple[str, Question]] = []
        self._missed: Counter[str] = Counter()
        self._right_first = 0
        self._asked = 0
        self._where = ""
        self.next_button = w.Button(description="Next", tooltip="another question")
        self.next_button.on_click(lambda _: self.next_question())
        self.score_line = w.HTML()
        super().__init__(self._draw(), lesson=lesson, name="practice", progress=progress, **kwargs)
        self.buttons.children = [*self.buttons.children, self.next_button]
        self.children = (*self.children, self.score_line)  # type: ignore[has-type]
        self.add_class("hm-practice")

    @property
    def score(self) -> tuple[int, int]:
        """(questions right at the first try, questions asked), this one counted once answered."""
        return self._right_first, self._asked

    def next_question(self) -> None:
        """*Next*: another question, of a kind missed before if one comes soon."""
        self.ask(self._draw())

    def static_html(self) -> str:
        """The question, its picture, the feedback and the score, as HTML without script."""
        return (f"<div class='hm-practice'>{self.prompt.value}{self.figure.value}"
                f"{self.hints_box.value}{self.feedback.value}{self.score_line.value}{self._folded_answer()}</div>")

    # -- what happens inside -------------------------------------------------------------------

    def _checked(self, feedback: Feedback) -> None:
        if self.tries == 1:
            self._count_asked(right=bool(feedback.correct) and not self.hints_used)
        self._show_score()

    def _answer_shown(self) -> None:
        if not self.tries:
            self.tries = 1
            self._count_asked(right=False)
        self._show_score()

    def _count_asked(self, *, right: bool) -> None:
        self._asked += 1
        self._right_first += right
        if not right:
            self._missed[self.question.kind] += 1

    def _record_name(self) -> str:
        return f"practice {self._where}: {self.question.topic}"

    def _more(self) -> None:
        """Queue the questions of the next seed."""
        seed = next(self._seeds)
        self._queue += [(f"{seed}.{index}", question)
                        for index, question in enumerate(questions(self._lesson, seed=seed), 1)
                        if question.checkable]

    def _draw(self) -> Question:
        missed = {kind for kind, count in self._missed.items() if count > 0}
        for _ in range(LOOK_AHEAD if missed else 0):
            found = next((entry for entry in self._queue if entry[1].kind in missed), None)
            if found is not None:
                self._queue.remove(found)
                self._missed[found[1].kind] -= 1
                self._where = found[0]
                return found[1]
            self._more()
        if not self._queue:
            self._more()
        self._where, question = self._queue.pop(0)
        return question

    def _show_score(self) -> None:
        right, asked = self.score
        self.score_line.value = (f"<p class='hm-score' style='opacity:0.8'>Right at the first try: "
                                 f"{right} of {asked}</p>" if asked else "")
