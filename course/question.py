"""What a class sheet is made of: questions, lessons, sheets and class deals.

A :class:`Question` holds what the sheet shows, what the key shows and the facts behind them; a
:class:`Lesson` its question maker and, for part two, the maker of its class deals; a
:class:`Sheet` a lesson's questions (and class deals) for one seed; a :class:`Board` one class
deal. Each lesson draws its questions from a random source of its own, made from the seed and
the lesson's number (:meth:`Lesson.questions`), so that a change to one lesson's questions
leaves the others as they were.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from html import escape
from typing import Literal

from honeymoon.errors import ConfigError, MissingExtraError, NotationError, shown
from honeymoon.forms import FORMS
from honeymoon.pbn import PbnGame
from honeymoon_course import answers

__all__ = [
    "AnswerKind",
    "Blank",
    "Board",
    "Facts",
    "Feedback",
    "Lesson",
    "Question",
    "Sheet",
]

#: A question's data and its right answer as plain values (card and hand codes, numbers), by name.
Facts = dict[str, object]


#: How a blank's answer is read: each kind by its reader in :mod:`honeymoon_course.answers`.
AnswerKind = Literal["number", "yes-no", "card", "cards", "call", "contract", "result", "shape", "names",
                     "choice"]


#: The reader of each kind of answer that needs nothing but the answer.
_READERS: dict[str, Callable[[object], object]] = {
    "number": answers.read_number, "yes-no": answers.read_yes_no, "card": answers.read_card,
    "cards": answers.read_cards, "call": answers.read_call, "contract": answers.read_contract,
    "result": answers.read_result, "shape": answers.read_shape,
}


@dataclass(frozen=True)
class Feedback:
    """The verdict on an answer: right (True), wrong (False) or not answered yet (None)."""

    correct: bool | None
    message: str

    def __repr__(self) -> str:
        return self.message

    def _repr_html_(self) -> str:
        css = {True: "hm-right", False: "hm-wrong", None: "hm-pending"}[self.correct]
        color = {True: "#2e7d32", False: "#c62828", None: "inherit"}[self.correct]
        return f"<p class='{css}' style='color:{color}'>{escape(self.message)}</p>"


#: How each kind of answer is written, in two wordings with other examples, so that what a blank
#: shows never holds its answer (:meth:`Blank.how_to_write`).
WRITTEN_LIKE = {"number": ("a number, like 8", "a number, like 12"),
                "call": ("a call, like 2H, 3NT or pass", "a call, like 1C, 4S or pass"),
                "contract": ("a contract, like 4S or 3NTX", "a contract, like 2H or 5CX"),
                "result": ("made, 1 over, or down 2", "made, 2 over, or down 1"),
                "shape": ("a shape, like 5-4-3-1", "a shape, like 4-4-3-2"),
                "card": ("a card, like QS or ♠Q", "a card, like 2D or ♦2"),
                "cards": ("cards, like QH 4H", "cards, like KS 3S"),
                "names": ("names, like Anna Ben", "names, like West North")}


@dataclass(frozen=True)
class Blank:
    """One thing a question asks for: its ``label`` (the sheet's place to write), the ``kind``
    of answer, which says how an answer is read (:mod:`honeymoon_course.answers`), and the
    ``right`` answer, as its reader returns it. A ``"names"`` or ``"choice"`` answer is among
    ``options``; names are compared as a set (the order written does not count). For a
    ``"card"`` or ``"cards"`` answer, ``options`` may hold the codes of the cards to pick from
    (the trick's, the hand's), for a widget to offer them.

    >>> blank = Blank("Balanced?", "yes-no", False)
    >>> blank.is_right("no"), blank.is_right(True)
    (True, False)
    >>> Blank("Seen by", "names", ("Anna", "Ben"), options=("Anna", "Ben", "Cleo")).is_right("ben anna")
    True
    """

    label: str
    kind: AnswerKind
    right: object
    options: tuple[str, ...] = ()
    #: What is wrong with a wrong answer (given as its reader returns it), in the lesson's words
    #: and never naming the right answer; ``None`` (or a function that returns ``None``): the
    #: check says only that it is not right.
    why_wrong: Callable[[object], str | None] | None = field(default=None, compare=False, repr=False)
    #: How to write the answer, with examples, where the kind's own would use a word the lesson
    #: has not taught yet (a widget shows the first that does not hold the answer); empty: the kind's.
    examples: tuple[str, ...] = ()

    def how_to_write(self) -> str:
        """How this blank's kind of answer is written, with examples that are not its answer
        (an input box shows it before anything is typed; an assignment under the question).

        >>> Blank("Tricks", "number", 8).how_to_write()
        'a number, like 12'
        """
        shown = str(self.right) if not isinstance(self.right, tuple) else "-".join(map(str, self.right))
        code = getattr(self.right, "code", shown)
        wordings = self.examples or WRITTEN_LIKE.get(self.kind, ("",))
        return next((w for w in wordings if not re.search(rf"(?<![\w-]){re.escape(code)}(?![\w-])", w)
                     and not re.search(rf"(?<![\w-]){re.escape(shown)}(?![\w-])", w)), wordings[-1])

    def read(self, answer: object) -> object:
        """``answer`` read as this blank's kind; :class:`~honeymoon.errors.NotationError` with
        what to write instead if it cannot be."""
        if self.kind == "names":
            return frozenset(answers.read_names(answer, self.options))
        if self.kind == "choice":
            return answers.read_choice(answer, self.options)
        return _READERS[self.kind](answer)

    def is_right(self, answer: object) -> bool:
        """Whether ``answer`` is right (an answer that cannot be read raises, see :meth:`read`)."""
        right = frozenset(self.right) if self.kind == "names" and isinstance(self.right, Sequence) \
            else self.right
        return self.read(answer) == right


@dataclass(frozen=True)
class Question:
    """One question: what the sheet shows, what the key shows, and the facts behind them.

    ``kind`` names the kind of question for the code (``"hcp"``), ``topic`` for a learner
    (``"high-card points"``). ``prompt`` and ``figure`` appear on both pages; the sheet adds
    ``blanks`` (labelled places to write) and ``lines`` (extra ruled lines for working); the key
    shows ``key_figure`` (the picture with the answer marked, or ``figure``), ``answer`` and the
    library's explanation ``why`` (Markdown lines). ``facts`` holds the question's data and the
    right answer as plain values (card and hand codes, numbers), for the tests to recompute.
    """

    kind: str
    #: What the kind of question asks, in words a learner knows from the lessons, one topic a kind
    #: (``"which card wins a trick"``): Practice keeps your progress by it, and your progress page
    #: lists the questions you missed by it, so it holds no comma or colon. Every question of the
    #: bank has one.
    topic: str = field(default="", kw_only=True)
    prompt: str
    answer: str
    why: tuple[str, ...]
    facts: Facts
    figure: str = ""
    key_figure: str = ""
    #: The places to write: a :class:`Blank` is checked by :meth:`check`; a label alone is a
    #: written answer a teacher reads.
    blanks: tuple[Blank | str, ...] = ("Answer",)
    lines: int = 0
    #: The places to write go under the picture (a wide one), not beside it.
    stack: bool = False
    #: Graded hints, to give one at a time: the first names the idea and where the course taught
    #: it, the next narrows it down; none holds the answer.
    hints: tuple[str, ...] = ()

    @property
    def labels(self) -> tuple[str, ...]:
        """The label of each place to write, as the sheet prints them."""
        return tuple(blank.label if isinstance(blank, Blank) else blank for blank in self.blanks)

    @property
    def checkable(self) -> bool:
        """Whether :meth:`check` can judge an answer: every blank typed, and hints to give."""
        return bool(self.hints) and all(isinstance(blank, Blank) for blank in self.blanks)

    def check(self, answer: object) -> Feedback:
        """Judge ``answer``: one value for a question of one blank, else one value per blank
        in order (a list or tuple). Right: the answer and the library's explanation. Wrong: which
        blanks are right and which are not, never what the right answer is (that is for the
        hints, one at a time, and the explanation). Unreadable: what to write instead, with
        ``correct`` ``None``, as a try that does not count."""
        if not self.checkable:
            raise ConfigError(f"this {self.kind} question is answered in writing, for a teacher to read")
        blanks = [blank for blank in self.blanks if isinstance(blank, Blank)]
        given = [answer] if len(blanks) == 1 else answer
        if isinstance(given, str) or not isinstance(given, Sequence) or len(given) != len(blanks):
            labels = ", ".join(blank.label for blank in blanks)
            return Feedback(None, f"Answer each of {len(blanks)} blanks in order ({labels}).")
        try:
            rights = [blank.is_right(value) for blank, value in zip(blanks, given, strict=True)]
        except NotationError as error:
            return Feedback(None, f"That cannot be read: {error}. Try again.")
        if all(rights):
            return Feedback(True, f"Right! {self.answer}")
        reasons = [blank.why_wrong(blank.read(value)) if not right and blank.why_wrong is not None else None
                   for blank, value, right in zip(blanks, given, rights, strict=True)]
        if len(blanks) == 1:
            said = f": {reasons[0]}" if reasons[0] else ""
            stop = "" if said.endswith((".", "?", "!")) else "."
            return Feedback(False, f"Not quite{said}{stop} Try again, or ask for a hint.")
        verdicts = "; ".join(f"{blank.label}: " + ("right" if right else f"not yet ({reason})" if reason
                                                    else "not yet")
                             for blank, right, reason in zip(blanks, rights, reasons, strict=True))
        return Feedback(False, f"Not quite: {verdicts}. Try again, or ask for a hint.")


def unless_missing(make: Callable[[], Question | None]) -> list[Question]:
    """The question ``make`` makes, in a list (none if it makes none), or no question where it
    needs a package of the course's extras that this installation lacks (numpy, endplay: a
    JupyterLite kernel), so that a lesson's other questions are still asked."""
    try:
        made = make()
    except MissingExtraError:
        return []
    return [made] if made is not None else []


@dataclass(frozen=True)
class Lesson:
    """A lesson: its number, title, what its sheet asks, the question maker, what the sheet says once
    for all its questions (``note``, Markdown), and for part two the maker of its class deals
    (``deals``: PBN boards of a bridge form, or Boerenbridge games)."""

    number: int
    title: str
    asks: str
    make: Callable[[random.Random], list[Question]]
    note: str = ""
    deals: Callable[[random.Random], list[Board]] | None = None

    def questions(self, seed: int) -> list[Question]:
        """The lesson's questions for ``seed``, a whole number, 0 or more."""
        return self.make(_source(seed, self.number))

    def boards(self, seed: int) -> tuple[Board, ...]:
        """The lesson's class deals for ``seed`` (none in part one), from a random source of their own."""
        return tuple(self.deals(_source(seed, 50 + self.number))) if self.deals is not None else ()


def _source(seed: int, offset: int) -> random.Random:
    """The random source of a lesson's questions (``offset``: its number) or class deals (50 more)."""
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise ConfigError(f"the seed is a whole number, 0 or more, not {shown(seed)}")
    return random.Random(seed * 100 + offset)


@dataclass(frozen=True)
class Sheet:
    """A lesson's questions (and class deals) for one seed."""

    lesson: Lesson
    seed: int
    questions: list[Question] = field(default_factory=list)
    boards: tuple[Board, ...] = ()

    @property
    def stem(self) -> str:
        return f"lesson-{self.lesson.number:02d}"

    @property
    def pbn(self) -> str | None:
        """The name of the class deals' PBN file (``None``: no file, for Boerenbridge or part one)."""
        return f"{self.stem}-deals.pbn" if self.boards and self.boards[0].record is not None else None


@dataclass(frozen=True)
class Board:
    """A class deal: a seeded deal of a form (a game, for Boerenbridge) a teacher hands out or loads into
    a program. ``options`` are those to give ``new_game`` beyond the form and the seed; ``record`` is the
    board's PBN game (``None`` for Boerenbridge); ``hands`` the hands in words where PBN cannot hold them
    (three-handed)."""

    number: int
    form: str
    seed: int
    dealer: int
    options: tuple[tuple[str, object], ...] = ()
    record: PbnGame | None = None
    hands: tuple[str, ...] = ()

    @property
    def call(self) -> str:
        """What to type in a notebook to play it against the computer (``honeymoon_widgets``)."""
        options = dict(self.options)
        if self.form not in FORMS:  # Boerenbridge: its own table
            players = options.pop("players", 4)
            extra = "".join(f", {key}={value!r}" for key, value in options.items())
            return f"BoerenbridgeTable({players}, seed={self.seed}{extra})"
        extra = "".join(f", {key}={value!r}" for key, value in options.items())
        return f'PlayTable("{self.form}", seed={self.seed}, match="deal"{extra})'
