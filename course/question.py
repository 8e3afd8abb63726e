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
from collections.abc import Callable
from dataclasses import dataclass, field

from honeymoon.errors import ConfigError, shown
from honeymoon.forms import FORMS
from honeymoon.pbn import PbnGame

__all__ = [
    "Board",
    "Facts",
    "Lesson",
    "Question",
    "Sheet",
]

#: A question's data and its right answer as plain values (card and hand codes, numbers), by name.
Facts = dict[str, object]


@dataclass(frozen=True)
class Question:
    """One question: what the sheet shows, what the key shows, and the facts behind them.

    ``prompt`` and ``figure`` appear on both pages; the sheet adds ``blanks`` (labelled places to
    write) and ``lines`` (extra ruled lines for working); the key shows ``key_figure`` (the
    picture with the answer marked, or ``figure``), ``answer`` and the library's explanation
    ``why`` (Markdown lines). ``facts`` holds the question's data and the right answer as plain
    values (card and hand codes, numbers), for the tests to recompute.
    """

    kind: str
    prompt: str
    answer: str
    why: tuple[str, ...]
    facts: Facts
    figure: str = ""
    key_figure: str = ""
    blanks: tuple[str, ...] = ("Answer",)
    lines: int = 0
    #: The places to write go under the picture (a wide one), not beside it.
    stack: bool = False


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
