"""Practice without end: fresh questions of a lesson from the course's question bank.

``Practice(lesson)`` asks one question at a time, drawn from :func:`honeymoon_course.questions`
for seed after seed, so they never run out. Each place to write has the input that fits its
kind of answer: a box to type in, *yes* and *no* buttons, the trick's or the hand's own cards to
click. *Check* judges the answer (the question's own :meth:`~honeymoon_course.question.Question.check`),
*Hint* gives the question's hints one at a time, *Show answer* the answer with the library's
explanation, and *Next* another question, more often of a kind the learner got wrong. The line
at the bottom keeps the score: the questions right at the first try, of those asked.

Lessons 0 to 5 have questions that check an answer so far; another lesson is refused with that
reason.

>>> practice = Practice(1, seed=3)
>>> practice.question.kind
'hcp'
>>> practice.answer(practice.question.blanks[0].right + 1)
>>> practice.feedback_text
'Not quite. Try again, or ask for a hint.'
>>> practice.hint(); practice.feedback_text.startswith("Hint 1 of 3: Only the four top cards")
True
>>> practice.answer(practice.question.blanks[0].right)
>>> practice.feedback_text[:6], practice.score
('Right!', (0, 1))
"""

from __future__ import annotations

import re
from collections import Counter
from html import unescape
from typing import Any

import ipywidgets as w

from honeymoon import Card, ConfigError
from honeymoon.cards import make_rng
from honeymoon_course import questions
from honeymoon_course.question import Blank, Question
from honeymoon_widgets.base import CardToggles, CourseWidget, message_html

__all__ = ["Practice"]

#: What a box shows before anything is typed: how its kind of answer is written.
EXAMPLES = {"number": "a number, like 8", "call": "a call, like 2H, 3NT or pass",
            "contract": "a contract, like 4S or 3NTX", "result": "made, 1 over, or down 2",
            "shape": "a shape, like 5-4-3-1", "card": "a card, like QS or ♠Q",
            "cards": "cards, like QH 4H", "names": "names, like Anna Ben"}

#: How many seeds ahead a missed kind of question is looked for before any question is taken.
LOOK_AHEAD = 5


def _html(markdown: str) -> str:
    """A question's text (Markdown with HTML pictures) as HTML: its escapes undone, bold kept."""
    text = re.sub(r"\\(.)", r"\1", markdown)
    return re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", text)


class _Input:
    """The input of one blank, and how to read what it holds."""

    def __init__(self, blank: Blank) -> None:
        self.blank = blank
        self.toggles: CardToggles | None = None
        self._picked: list[str] = []
        if blank.kind == "yes-no":
            self.widget: w.Widget = w.ToggleButtons(options=[("yes", True), ("no", False)], value=None,
                                                    description=blank.label,
                                                    style={"description_width": "initial"})
        elif blank.kind == "choice":
            self.widget = w.ToggleButtons(options=list(blank.options), value=None, description=blank.label,
                                          style={"description_width": "initial", "button_width": "auto"})
        elif blank.kind == "card" and blank.options:
            self.widget = w.ToggleButtons(options=[(str(Card.parse(code)), code) for code in blank.options],
                                          value=None, description=blank.label,
                                          style={"description_width": "initial", "button_width": "auto"})
        elif blank.kind == "cards" and blank.options:
            self.toggles = CardToggles(self._toggled)
            buttons = self.toggles.show([Card.parse(code) for code in blank.options])
            row = w.HBox(buttons, layout=w.Layout(flex_flow="row wrap"))
            self.widget = w.VBox([w.Label(blank.label), row])
        else:
            self.widget = w.Text(description=blank.label, continuous_update=True,
                                 placeholder=EXAMPLES.get(blank.kind, ""),
                                 style={"description_width": "initial"}, layout=w.Layout(width="22em"))

    def _toggled(self, code: str, on: bool) -> None:
        self._picked = [c for c in self._picked if c != code] + ([code] if on else [])
        assert self.toggles is not None
        self.toggles.mark(self._picked)

    @property
    def value(self) -> object:
        """What the learner gave: text, a yes-or-no, a card's code, or the codes of the cards picked."""
        if self.toggles is not None:
            return list(self._picked)
        value = self.widget.value
        return None if isinstance(value, str) and not value.strip() else value

    def set(self, value: object) -> None:
        """Put ``value`` in, as typing or clicking would."""
        if self.toggles is not None:
            codes = {Card.parse(str(card)).code if not isinstance(card, Card) else card.code
                     for card in (value if isinstance(value, set | frozenset | list | tuple) else [value])}
            for code, button in self.toggles.by_code().items():
                button.value = code in codes
        elif isinstance(self.widget, w.Text):
            self.widget.value = value if isinstance(value, str) else _typed(value)
        elif isinstance(value, Card):
            self.widget.value = value.code
        else:
            self.widget.value = value


def _typed(value: object) -> str:
    """A right answer as a learner would type it."""
    if isinstance(value, tuple):
        return "-".join(map(str, value))
    if isinstance(value, float):
        return f"{value:g}"
    return str(value)


class Practice(CourseWidget, w.VBox):
    """Fresh questions of ``lesson`` one at a time, with hints, the answer on request, and a
    running score (see the module's notes). ``seed`` starts the questions (``None``: another
    run, other questions)."""

    def __init__(self, lesson: int, *, seed: int | None = 0, **kwargs: Any) -> None:
        # questions() refuses what is no lesson, with its reason.
        if not all(question.checkable for question in questions(lesson, seed=1)):
            raise ConfigError(f"lesson {lesson}'s questions are answered in writing for now: practice "
                              "needs questions that check an answer (lessons 0 to 5 have them)")
        self.lesson = lesson
        rng = make_rng(seed)
        self._seeds = iter(range(1000 + rng.randrange(10**6), 10**9))
        self._queue: list[Question] = []
        self._missed: Counter[str] = Counter()
        self._right_first = 0
        self._asked = 0
        self._tries = 0
        self._hints = 0
        self._solved = False
        self.prompt = w.HTML()
        self.figure = w.HTML()
        self.inputs_box = w.VBox()
        self.check_button = w.Button(description="Check", button_style="primary",
                                     tooltip="judge your answer")
        self.hint_button = w.Button(description="Hint", tooltip="one hint more")
        self.answer_button = w.Button(description="Show answer", tooltip="the answer and why")
        self.next_button = w.Button(description="Next", tooltip="another question")
        self.check_button.on_click(lambda _: self.check())
        self.hint_button.on_click(lambda _: self.hint())
        self.answer_button.on_click(lambda _: self.show_answer())
        self.next_button.on_click(lambda _: self.next_question())
        self.feedback = w.HTML()
        self.score_line = w.HTML()
        super().__init__([self.prompt, self.figure, self.inputs_box,
                          w.HBox([self.check_button, self.hint_button, self.answer_button, self.next_button]),
                          self.feedback, self.score_line], **kwargs)
        self.add_class("hm-practice")
        self._inputs: list[_Input] = []
        self.question: Question
        self.next_question()

    # -- the Python API: what the clicks do ---------------------------------------------------

    @property
    def score(self) -> tuple[int, int]:
        """(questions right at the first try, questions asked), this one counted once answered."""
        return self._right_first, self._asked

    @property
    def feedback_text(self) -> str:
        """The feedback line as plain text."""
        return unescape(re.sub(r"<[^>]+>", "", self.feedback.value))

    def answer(self, *values: object) -> None:
        """Fill the blanks with ``values`` (one per blank, in order), as typing or clicking
        would, then *Check*."""
        if len(values) != len(self._inputs):
            raise ConfigError(f"this question has {len(self._inputs)} blanks, not {len(values)} answers")
        for entry, value in zip(self._inputs, values, strict=True):
            entry.set(value)
        self.check()

    def check(self) -> None:
        """*Check*: judge what the inputs hold; an answer that cannot be read counts no try."""
        given = [entry.value for entry in self._inputs]
        if any(value is None for value in given):
            self.feedback.value = message_html("Answer every part first: type in each box, or click "
                                               "a button of each row.", "refused")
            return
        feedback = self.question.check(given[0] if len(given) == 1 else given)
        if feedback.correct is None:
            self.feedback.value = message_html(feedback.message, "refused")
            return
        self._tries += 1
        if self._tries == 1:
            self._asked += 1
            if feedback.correct and not self._hints:
                self._right_first += 1
            if not feedback.correct:
                self._missed[self.question.kind] += 1
        if feedback.correct:
            self._solved = True
        self.feedback.value = message_html(feedback.message, "right" if feedback.correct else "wrong")
        self._show_score()

    def hint(self) -> None:
        """*Hint*: one hint more, under those already given; once all are given, says so."""
        hints = self.question.hints
        more = self._hints < len(hints)
        self._hints = min(self._hints + 1, len(hints))
        given = "".join(message_html(f"Hint {n} of {len(hints)}: {hint}")
                        for n, hint in enumerate(hints[:self._hints], 1))
        self.feedback.value = given + ("" if more else message_html(
            "No more hints: Show answer gives the answer and why."))

    def show_answer(self) -> None:
        """*Show answer*: the answer and the library's explanation; the question counts as missed."""
        if not self._tries:
            self._asked += 1
            self._tries = 1
            self._missed[self.question.kind] += 1
        why = " ".join(_html(line) for line in self.question.why)
        self.feedback.value = (f"<div class='hm-message hm-info' role='status'><b>The answer:</b> "
                               f"{_html(self.question.answer)} {why}</div>")
        self._show_score()

    def next_question(self) -> None:
        """*Next*: another question, of a kind missed before if one comes soon."""
        self.question = self._draw()
        self._tries = self._hints = 0
        self._solved = False
        for entry in self._inputs:
            entry.widget.close()
        self._inputs = [_Input(blank) for blank in self.question.blanks if isinstance(blank, Blank)]
        self.inputs_box.children = [entry.widget for entry in self._inputs]
        self.prompt.value = f"<p class='hm-prompt'>{_html(self.question.prompt)}</p>"
        self.figure.value = self.question.figure
        self.feedback.value = ""
        self._show_score()

    def static_html(self) -> str:
        """The question, its picture, the feedback and the score, as HTML without script."""
        return (f"<div class='hm-practice'>{self.prompt.value}{self.figure.value}{self.feedback.value}"
                f"{self.score_line.value}</div>")

    # -- what happens inside -------------------------------------------------------------------

    def _more(self) -> None:
        """Queue the questions of the next seed."""
        self._queue += [q for q in questions(self.lesson, seed=next(self._seeds)) if q.checkable]

    def _draw(self) -> Question:
        missed = {kind for kind, count in self._missed.items() if count > 0}
        for _ in range(LOOK_AHEAD if missed else 0):
            found = next((q for q in self._queue if q.kind in missed), None)
            if found is not None:
                self._queue.remove(found)
                self._missed[found.kind] -= 1
                return found
            self._more()
        if not self._queue:
            self._more()
        return self._queue.pop(0)

    def _show_score(self) -> None:
        right, asked = self.score
        self.score_line.value = (f"<p class='hm-score' style='opacity:0.8'>Right at the first try: "
                                 f"{right} of {asked}</p>" if asked else "")
