"""An exercise you answer by clicking or typing: one question of the course's question bank.

``Exercise(question)`` shows the question's prompt and picture and, for each place to write
(its :class:`~honeymoon_course.question.Blank`), the input that fits its kind of answer: a box
to type a number, a call or a shape in; *yes* and *no* buttons; the buttons of a few choices;
the cards of the trick or the hand to click. *Check* judges the answer with the question's own
:meth:`~honeymoon_course.question.Question.check` (a wrong answer is told what is wrong, never
what is right); *Hint* gives the question's hints one at a time, each under the last, and they
stay on screen until the next question (the button is greyed once every hint is given); *Show
answer* gives the answer with the library's explanation.

A learner who likes code writes the answer in the cell instead, as people write it, and runs
it: ``Exercise(question, "3H")`` puts the answer in the inputs and checks it.

With ``lesson`` and ``name`` (``Exercise(q, lesson=4, name="exercise 1")``) each check is kept
in your progress file (:mod:`honeymoon_course.progress`).

>>> from honeymoon_course.hands import hcp_question
>>> from honeymoon import Hand
>>> exercise = Exercise(hcp_question(Hand.parse("KQ5.AJ942.83.QT6")))
>>> exercise.answer(13); exercise.feedback_text
'Not quite. Try again, or ask for a hint.'
>>> exercise.answer(" 12 "); exercise.feedback_text[:6], exercise.tries, exercise.solved
('Right!', 2, True)
"""

from __future__ import annotations

import re
from html import escape, unescape
from typing import Any

import ipywidgets as w

from honeymoon import Card, ConfigError, NotationError
from honeymoon.errors import shown
from honeymoon_course.progress import Attempt, ProgressFile
from honeymoon_course.question import Blank, Feedback, Question
from honeymoon_widgets.base import CardToggles, CourseWidget, message_html

__all__ = ["Exercise"]

_HINT_TIP = "one hint more"
_ALL_HINTS_GIVEN = "Show answer gives the answer and why"


def _html(markdown: str) -> str:
    """A question's text (Markdown with HTML pictures) as HTML: bold and italics kept, its escaped
    characters shown as they are.

    >>> _html(r"the rule *keeper(2)*, **keep** or reject, 2 \\* 3")
    'the rule <i>keeper(2)</i>, <b>keep</b> or reject, 2 * 3'
    """
    escaped: list[str] = []

    def aside(match: re.Match[str]) -> str:
        escaped.append(match[1])
        return f"\0{len(escaped) - 1}\0"

    text = re.sub(r"\\(.)", aside, markdown)
    text = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", text)
    text = re.sub(r"(?<![\w*])\*(?=\S)(.+?)(?<=\S)\*(?![\w*])", r"<i>\1</i>", text)
    return re.sub("\0(\\d+)\0", lambda match: escaped[int(match[1])], text)


class _Input:
    """The input of one blank, and how to read what it holds."""

    def __init__(self, blank: Blank) -> None:
        self.blank = blank
        self.toggles: CardToggles | None = None
        self._picked: list[str] = []
        style = {"description_width": "initial", "button_width": "auto"}
        if blank.kind == "yes-no":
            self.widget: w.Widget = w.ToggleButtons(options=[("yes", True), ("no", False)], value=None,
                                                    description=blank.label, style=style)
        elif blank.kind == "choice":
            self.widget = w.ToggleButtons(options=list(blank.options), value=None, description=blank.label,
                                          style=style)
        elif blank.kind in ("card", "cards") and blank.options:
            self.toggles = CardToggles(self._toggled, faces=True)
            buttons = self.toggles.show([Card.parse(code) for code in blank.options])
            how = "click one card" if blank.kind == "card" else "click every card that answers"
            self.widget = w.VBox([w.HTML(f"<span>{escape(blank.label)} <small>({how})</small></span>"),
                                  w.HBox(buttons, layout=w.Layout(flex_flow="row wrap"))])
        else:
            self.widget = w.Text(description=blank.label, continuous_update=True,
                                 placeholder=blank.how_to_write(),
                                 style={"description_width": "initial"}, layout=w.Layout(width="28em"))

    def _toggled(self, code: str, on: bool) -> None:
        single = self.blank.kind == "card"
        rest = [] if single else [c for c in self._picked if c != code]
        self._picked = rest + ([code] if on else [])
        assert self.toggles is not None
        self.toggles.mark(self._picked)

    @property
    def value(self) -> object:
        """What the learner gave: text, a yes-or-no, a choice, or the codes of the cards picked
        (``None``: nothing yet)."""
        if self.toggles is not None:
            if not self._picked:
                return None
            return self._picked[0] if self.blank.kind == "card" else list(self._picked)
        value = self.widget.value
        return None if isinstance(value, str) and not value.strip() else value

    def set(self, value: object) -> None:
        """Put ``value`` in, as typing or clicking would; a value the input cannot hold raises
        :class:`~honeymoon.errors.NotationError` (a box takes any text)."""
        if isinstance(self.widget, w.Text):
            self.widget.value = value if isinstance(value, str) else _typed(value)
            return
        read = self.blank.read(value)
        if self.toggles is not None:
            given = read if isinstance(read, frozenset) else [read]
            cards = [card for card in given if isinstance(card, Card)]
            offered = self.toggles.by_code()
            outside = [card for card in cards if card.code not in offered]
            if outside:
                listed = " ".join(str(card) for card in self.toggles.cards)
                raise NotationError(f"{outside[0]} is not one of the cards to click here ({listed})")
            self._picked = [code for code in offered if code in {card.code for card in cards}]
            self.toggles.mark(self._picked)
        else:
            self.widget.value = read

    def judge(self, right: bool) -> None:
        """After *Check*: picked cards green or red (the others as they were)."""
        if self.toggles is not None:
            rights = self.blank.right if isinstance(self.blank.right, frozenset) else {self.blank.right}
            self.toggles.judge({card.code for card in rights if isinstance(card, Card)})

    def close(self) -> None:
        self.widget.close()


def _text(html: str) -> str:
    return unescape(re.sub(r"<[^>]+>", "", html))


def _typed(value: object) -> str:
    """An answer given in code as a learner would type it in the box: a shape's lengths, given as
    a list or a tuple, as ``6-4-2-1``; names or cards, given as a list, a tuple or a set, with
    spaces between them (``Anna Ben``)."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10**40:
        raise NotationError("that number is far too long to be an answer here")
    if isinstance(value, tuple | list) and all(isinstance(item, int) for item in value):
        return "-".join(map(str, value))
    if isinstance(value, float):
        return f"{value:g}"
    if isinstance(value, frozenset | set):
        return " ".join(sorted(map(str, value)))
    if isinstance(value, tuple | list):
        return " ".join(map(str, value))
    return str(value)


class Exercise(CourseWidget, w.VBox):
    """One question to answer with its inputs, *Check*, *Hint* and *Show answer* (see the
    module's notes). ``answer``: an answer written in code, put in the inputs and checked at
    once. ``lesson`` and ``name``: where the question is, to keep your progress (both or
    neither); ``progress``: the progress file (default: yours)."""

    def __init__(self, question: Question, answer: object = None, *, lesson: int | None = None,
                 name: str | None = None, progress: ProgressFile | None = None, **kwargs: Any) -> None:
        if (lesson is None) != (name is None):
            raise ConfigError("give both lesson and name, to keep your progress, or neither")
        if name is not None and (not isinstance(name, str) or not name.strip()):
            raise ConfigError(f"name names the exercise, like 'exercise 1', not {shown(name)}")
        if progress is not None and not isinstance(progress, ProgressFile):
            raise ConfigError(f"progress is a ProgressFile, or None for yours, not {shown(progress)}")
        self.lesson = lesson
        self.name = name
        self.progress = progress if progress is not None or lesson is None else ProgressFile()
        self.prompt = w.HTML()
        self.figure = w.HTML()
        self.inputs_box = w.VBox()
        self.check_button = w.Button(description="Check", button_style="primary", tooltip="judge your answer")
        self.hint_button = w.Button(description="Hint", tooltip=_HINT_TIP)
        self.answer_button = w.Button(description="Show answer", tooltip="the answer and why")
        self.check_button.on_click(lambda _: self.check())
        self.hint_button.on_click(lambda _: self.hint())
        self.answer_button.on_click(lambda _: self.show_answer())
        self.buttons = w.HBox([self.check_button, self.hint_button, self.answer_button])
        self.hints_box = w.HTML()
        self.feedback = w.HTML()
        self.notice = w.HTML()
        super().__init__([self.prompt, self.figure, self.inputs_box, self.buttons, self.hints_box,
                          self.feedback, self.notice], **kwargs)
        self.add_class("hm-exercise")
        self._inputs: list[_Input] = []
        self.ask(question)
        if answer is not None:
            self.answer(answer)

    # -- the Python API: what the clicks do ---------------------------------------------------

    @property
    def feedback_text(self) -> str:
        """The feedback line as plain text."""
        return _text(self.feedback.value)

    @property
    def hints_text(self) -> str:
        """The hints given so far as plain text, a line each."""
        return _text(self.hints_box.value.replace("</p>", "</p>\n")).strip()

    def ask(self, question: Question) -> None:
        """Put ``question`` on screen, its inputs empty, no try, hint or answer given yet."""
        if not isinstance(question, Question):
            raise ConfigError(f"an exercise asks a Question of honeymoon_course, not {shown(question)}")
        if not question.checkable:
            raise ConfigError(f"this {question.kind} question is answered in writing, for a teacher "
                              "to read: it has nothing to check an answer with")
        self.question = question
        self.tries = self.hints_used = 0
        self.solved = self.shown = False
        self.hints_box.value = ""
        self.hint_button.disabled = False
        self.hint_button.tooltip = _HINT_TIP
        for entry in self._inputs:
            entry.close()
        self._inputs = [_Input(blank) for blank in question.blanks if isinstance(blank, Blank)]
        self.inputs_box.children = [entry.widget for entry in self._inputs]
        self.prompt.value = f"<p class='hm-prompt'>{_html(question.prompt)}</p>"
        self.figure.value = question.figure
        self.feedback.value = ""

    def answer(self, *values: object) -> None:
        """Answer with ``values``, one per blank in order (one answer alone for a question of
        several blanks is read as their list), as typing or clicking would, then *Check*."""
        if len(values) == 1 and len(self._inputs) > 1 and isinstance(values[0], list | tuple):
            values = tuple(values[0])
        if len(values) != len(self._inputs):
            labels = ", ".join(entry.blank.label for entry in self._inputs)
            self.feedback.value = message_html(
                f"This question has {len(self._inputs)} parts ({labels}): give one answer for each, "
                f"in a list, not {len(values)}.", "refused")
            return
        for entry, value in zip(self._inputs, values, strict=True):
            try:
                entry.set(value)
            except NotationError as error:
                self.feedback.value = message_html(f"That cannot be read: {error}. Try again.", "refused")
                return
        self.check()

    def check(self) -> None:
        """*Check*: judge what the inputs hold; an empty or unreadable answer counts no try, nor
        does a check after the right answer (your record keeps the tries it took)."""
        given = [entry.value for entry in self._inputs]
        if any(value is None for value in given):
            self.feedback.value = message_html("Answer every part first: type in each box, or click "
                                               "a button of each row.", "refused")
            return
        feedback = self.question.check(given[0] if len(given) == 1 else given)
        if feedback.correct is None:
            self.feedback.value = message_html(feedback.message, "refused")
            return
        counted = not self.solved  # once right, another check is judged but no longer counted
        self.tries += counted
        self.solved = self.solved or bool(feedback.correct)
        for entry, value in zip(self._inputs, given, strict=True):
            entry.judge(entry.blank.is_right(value))
        self.feedback.value = message_html(feedback.message, "right" if feedback.correct else "wrong")
        if feedback.correct and self.question.why:  # why it is right, in the library's words
            self.feedback.value += "<ul class='hm-why' style='margin:0.2em 0'>" + "".join(
                f"<li>{_html(line)}</li>" for line in self.question.why) + "</ul>"
        if counted:
            self._checked(feedback)
            self._keep()

    def hint(self) -> None:
        """*Hint*: one hint more, under those already given, which stay until the next question
        (what a Check said stays too: the hint is read beside it); the last one greys the button
        (asked for in code after it, says there is none left)."""
        hints = self.question.hints
        if self.hints_used == len(hints):
            self.feedback.value = message_html(f"No more hints: {_ALL_HINTS_GIVEN}.")
            return
        self.hints_used += 1
        self.hints_box.value = "".join(message_html(f"Hint {n} of {len(hints)}: {hint}")
                                       for n, hint in enumerate(hints[:self.hints_used], 1))
        if self.hints_used == len(hints):
            self.hint_button.disabled = True
            self.hint_button.tooltip = f"every hint is given: {_ALL_HINTS_GIVEN}"

    def show_answer(self) -> None:
        """*Show answer*: the answer and the library's explanation (after a right answer, it
        does not count as shown)."""
        self.shown = self.shown or not self.solved
        self.feedback.value = f"<div class='hm-message hm-info' role='status'>{self._answer_html()}</div>"
        self._answer_shown()
        self._keep()

    def static_html(self) -> str:
        """The question, its picture and the feedback, as HTML without script; where the widget
        cannot run (the book, a notebook not run yet), the answer waits folded under *Show answer*."""
        return (f"<div class='hm-exercise'>{self.prompt.value}{self.figure.value}"
                f"{self.hints_box.value}{self.feedback.value}{self.notice.value}{self._folded_answer()}</div>")

    def _answer_html(self) -> str:
        """The answer, then the library's explanation a line at a time."""
        lines = "".join(f"<li>{_html(line)}</li>" for line in self.question.why)
        return (f"<p><b>The answer:</b> {_html(self.question.answer)}</p>"
                + (f"<ul class='hm-why' style='margin:0.2em 0'>{lines}</ul>" if lines else ""))

    def _folded_answer(self) -> str:
        return (f"<details class='hm-answer'><summary>Show answer</summary>{self._answer_html()}"
                "</details>")

    # -- what happens inside -------------------------------------------------------------------

    def _checked(self, feedback: Feedback) -> None:
        """After a try that counts (for a widget built on this one)."""

    def _answer_shown(self) -> None:
        """After *Show answer* (for a widget built on this one)."""

    def _record_name(self) -> str | None:
        """The question's name in the progress file, with the idea it checks after a colon
        (``"exercise 3: which card wins a trick"``; ``None``: not kept)."""
        if self.name is None:
            return None
        return f"{self.name}: {self.question.topic}" if self.question.topic else self.name

    def _keep(self) -> None:
        name = self._record_name()
        if self.progress is None or self.lesson is None or name is None:
            return
        attempt = Attempt(lesson=self.lesson, question=name, tries=self.tries, hints=self.hints_used,
                          right=self.solved, shown=self.shown)
        try:
            self.progress.record(attempt)
        except OSError as error:
            self.notice.value = message_html(f"Your progress could not be saved in {self.progress.path}: "
                                             f"{error.strerror or error}.", "info")
            return
        if self.progress.message:
            self.notice.value = message_html(self.progress.message, "info")
            self.progress.message = ""

