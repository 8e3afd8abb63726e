"""Assignments the computer grades, with nbgrader: one notebook a lesson, from the question bank.

``honeymoon assignments --lessons 3,4 --seed 7 --course-dir DIR`` writes an nbgrader course
folder: ``DIR/nbgrader_config.py`` (the course's name for nbgrader, written once, then the
teacher's to edit) and, for each lesson, the *source* notebook
``DIR/source/lesson-03/lesson-03.ipynb`` that ``nbgrader generate_assignment lesson-03`` turns
into the copy students fetch. Each question of the lesson's class sheet for the seed (the same
questions as ``honeymoon_course.questions(3, seed=7)``) becomes three cells:

- the question, read-only: its prompt, its picture (saved HTML, which JupyterLab shows in an
  untrusted notebook too, as it shows the lessons' saved pictures) and how to write the answer;
- the answer cell, ``answer_1 = …``: in the source the right answer as a learner writes it,
  between nbgrader's ``### BEGIN SOLUTION`` and ``### END SOLUTION``, which the students' copy
  replaces with an empty place to write;
- the test cell, read-only and graded: it calls :func:`mark`, which builds the question again
  from the lesson, the seed and its number and judges the answer with the question's own
  :meth:`~honeymoon_course.question.Question.check`, so the cell holds no answer. A blank is worth
  one point: the cell gives nbgrader the number of right blanks (nbgrader's partial credit), and
  shows the student the check's verdict, with the question's first hint when it is not all right.

Each answer has a name of its own (``answer_1``, ``answer_2`` …), so that a question left
unanswered is never judged with the answer to the one before.

**Each student's own deals.** nbgrader releases one notebook to the whole class, so with
``--per-student roster.csv`` the notebook holds no deal: each question's first cell asks the
library for it when the student runs it, from the student's own seed, :func:`seed_of` the class
seed and the student's id. The id is the one nbgrader files the submission under:
:func:`running_student` reads it where the notebook runs, from the user name nbgrader's
``submit`` uses (the hub's user name on Zero to JupyterHub, ``jupyter-<user name>`` on The
Littlest JupyterHub) and, when nbgrader's ``autograde`` runs it, from the folder nbgrader
puts the submission in (``autograded/<student id>/<assignment>``). So neighbours get different
deals, and the autograder judges each student's answers against that student's questions. The
roster (nbgrader's own student list, a CSV file with an ``id`` column, the one ``nbgrader db
student import`` reads; its ids as nbgrader knows the students) checks that no two students
share a seed, and ``DIR/seeds.csv`` lists each student's seed: ``honeymoon_course.questions(3,
seed=…)`` or the class sheets of that seed are the student's answer key. Where one student's
question has more blanks than another's (lessons 12, 15 and 16), the question keeps the points
it has in the class seed's set and each blank is worth its share.

>>> from honeymoon_course.question import Blank
>>> written(Blank("Shape", "shape", (5, 3, 3, 2))), written(Blank("Balanced?", "yes-no", True))
('5-3-3-2', 'yes')
>>> print(mark(lesson=1, seed=1, number=1, answer=10, points=1)._repr_markdown_())
Right! 10 HCP.
<BLANKLINE>
**1 of 1 point**
>>> mark(lesson=1, seed=1, number=1, answer=12, points=1)      # nbgrader reads the points
0
>>> seed_of(7, "anna") != seed_of(7, "ben")
True
"""

from __future__ import annotations

import argparse
import contextlib
import csv
import functools
import hashlib
import json
import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from honeymoon.cards import Card
from honeymoon.errors import ConfigError, NotationError, shown
from honeymoon_course import questions
from honeymoon_course.lessons import LESSONS
from honeymoon_course.question import Blank, Question
from honeymoon_course.words import _plural

__all__ = [
    "Asked",
    "Mark",
    "ask",
    "key",
    "main",
    "mark",
    "notebook",
    "read_roster",
    "running_student",
    "seed_of",
    "student_seed",
    "write_course",
    "written",
]

USAGE = "honeymoon assignments --course-dir DIR [--lessons 3,4] [--seed N] [--per-student ROSTER.csv]"
DEFAULT_COURSE_ID = "honeymoon"
#: The Python kernel every assignment runs in (the course's packages installed in it).
KERNEL = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}


# --- what the notebook's cells call ---------------------------------------------------------------


@functools.lru_cache(maxsize=8)
def _questions(lesson: int, seed: int) -> tuple[Question, ...]:
    """The lesson's questions for ``seed``, made once a kernel (each test cell asks again)."""
    return tuple(questions(lesson, seed=seed))


def _question(lesson: int, seed: int, number: int) -> Question:
    found = _questions(lesson, seed)
    if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= len(found):
        raise ConfigError(f"lesson {lesson} has questions 1 to {len(found)}, not {shown(number)}")
    return found[number - 1]


def _blanks(question: Question) -> list[Blank]:
    if not question.checkable:
        raise ConfigError(f"this {question.kind} question is answered in writing: nbgrader cannot grade it")
    return [blank for blank in question.blanks if isinstance(blank, Blank)]


def written(blank: Blank) -> object:
    """The right answer of ``blank`` as a learner writes it in an answer cell: a number as it is,
    everything else as text (``"5-3-3-2"``, ``"yes"``, ``"10H"``, ``"3NTX"``, ``"down 2"``)."""
    right = blank.right
    if blank.kind == "number":
        return right
    if blank.kind == "yes-no":
        return "yes" if right else "no"
    if blank.kind == "shape" and isinstance(right, tuple):
        return "-".join(map(str, right))
    if blank.kind == "result" and isinstance(right, int):
        return "made" if right == 0 else f"{right} over" if right > 0 else f"down {-right}"
    if blank.kind in ("card", "cards"):
        cards = sorted(right, reverse=True) if isinstance(right, frozenset) else [right]
        return " ".join(card.code.replace("T", "10") for card in cards if isinstance(card, Card))
    if blank.kind == "names" and isinstance(right, Sequence | frozenset) and not isinstance(right, str):
        return " ".join(map(str, right))
    code = getattr(right, "code", right)  # a call, a contract; a choice is its text
    return str(code)


def key(lesson: int, seed: int, number: int) -> object:
    """The right answer of question ``number`` of ``lesson`` for ``seed``, as a learner writes it:
    one value, or a list of one a blank."""
    values = [written(blank) for blank in _blanks(_question(lesson, seed, number))]
    return values[0] if len(values) == 1 else values


@dataclass(frozen=True)
class Mark:
    """The points an answer earns out of the question's, and the verdict the student reads.

    nbgrader reads the points from the plain text of a test cell's result (its partial credit),
    so that text is the number alone; a notebook shows the verdict, the hint and the points."""

    points: float
    out_of: float
    verdict: str
    hint: str = ""

    def __repr__(self) -> str:
        return f"{self.points:g}"

    def _repr_markdown_(self) -> str:
        hint = [f"Hint: {self.hint}"] if self.hint else []
        return "\n\n".join([self.verdict, *hint, f"**{self.points:g} of {_plural(self.out_of, 'point')}**"])


def mark(lesson: int, seed: int, number: int, answer: object, points: float) -> Mark:
    """Judge ``answer`` to question ``number`` (from 1) of ``lesson`` for ``seed``, worth
    ``points``: each blank right earns its share (one point, where the question has as many
    blanks as points). The verdict is the question's own check's; a blank that cannot be read
    earns nothing."""
    question = _question(lesson, seed, number)
    blanks = _blanks(question)
    given = [answer] if len(blanks) == 1 else answer
    right = 0
    if isinstance(given, list | tuple) and len(given) == len(blanks):
        for blank, value in zip(blanks, given, strict=True):
            with contextlib.suppress(NotationError):  # unreadable: no point, the check says what to write
                right += blank.is_right(value)
    feedback = question.check(answer)
    earned = round(points * right / len(blanks), 2)
    hint = question.hints[0] if question.hints and not feedback.correct else ""
    return Mark(earned, points, feedback.message, hint)


@dataclass(frozen=True)
class Asked:
    """A question as a per-student assignment shows it, once the student runs its cell (Markdown)."""

    markdown: str

    def __repr__(self) -> str:
        return self.markdown

    def _repr_markdown_(self) -> str:
        return self.markdown


def ask(lesson: int, seed: int, number: int) -> Asked:
    """Question ``number`` of ``lesson`` for ``seed``, as the notebook shows it: its prompt, its
    picture and how to write the answer."""
    return Asked(_asked(_question(lesson, seed, number), number))


def seed_of(class_seed: int, student: str) -> int:
    """The seed of ``student`` (an id, as nbgrader knows the student) in a class of ``class_seed``:
    a whole number of nine digits at most, the same on every computer, a different one for
    another student or another class seed."""
    digest = hashlib.sha256(f"honeymoon/{class_seed}/{student}".encode()).hexdigest()
    return int(digest, 16) % 10**9


def running_student() -> str:
    """The id of the student whose notebook runs here, as nbgrader files the student's work: under
    nbgrader's ``autograde``, the name of the folder that holds the submission
    (``autograded/<student id>/<assignment>``); otherwise the name nbgrader's ``submit`` gives the
    student: the account's user name, or the hub's where every account is ``jovyan``."""
    if os.environ.get("NBGRADER_EXECUTION") == "autograde":
        return Path.cwd().parent.name
    try:
        from nbgrader.utils import get_username  # type: ignore[import-untyped]
    except ImportError:
        raise ConfigError("a per-student assignment runs where nbgrader is installed (the course's "
                          "teacher extra), to know which student you are") from None
    name: str = get_username()
    return name


def student_seed(class_seed: int) -> int:
    """The seed of the student whose notebook runs here (:func:`running_student`, :func:`seed_of`)."""
    return seed_of(class_seed, running_student())


# --- writing the notebooks ---------------------------------------------------------------------------


def _how(blank: Blank) -> str:
    """How to write the answer to ``blank``, with examples that are not its answer."""
    if blank.kind == "yes-no":
        return '"yes" or "no"'
    if blank.kind in ("choice", "names"):
        options = ", ".join(f'"{option}"' for option in blank.options)
        return f"one of {options}" if blank.kind == "choice" else f"the names among {options}"
    return blank.how_to_write()


def _asked(question: Question, number: int) -> str:
    """The Markdown of a question: its prompt, its picture and how to answer in ``answer_N``."""
    blanks = _blanks(question)
    if len(blanks) == 1:
        how = f"`answer_{number} = …`, your answer for *{blanks[0].label}*: {_how(blanks[0])}."
    else:
        parts = "\n".join(f"{n}. *{blank.label}*: {_how(blank)}" for n, blank in enumerate(blanks, 1))
        how = f"`answer_{number} = […]`, a list of {len(blanks)} answers in this order:\n\n{parts}"
    return "\n\n".join(part for part in (
        question.prompt, question.figure,
        f"In the answer cell below, write {how}\n\nText goes in quotes (`\"3NT\"`), a number as it is.")
        if part)


def _cell(kind: str, name: str, source: str, **nbgrader: object) -> dict[str, Any]:
    """A notebook cell with nbgrader's marks: ``name`` its id, ``nbgrader`` what it is (read-only,
    an answer, a test and its points)."""
    marks = {"grade": False, "grade_id": name, "locked": False, "schema_version": 3, "solution": False,
             "task": False, **nbgrader}
    cell: dict[str, Any] = {"cell_type": kind, "id": name, "metadata": {"nbgrader": marks},
                            "source": source}
    if kind == "code":
        cell.update(execution_count=None, outputs=[])
    return cell


def _literal(value: object) -> str:
    """``value`` as Python source, text in double quotes (as the question says to write it)."""
    if isinstance(value, list):
        return "[" + ", ".join(map(_literal, value)) + "]"
    return json.dumps(value, ensure_ascii=False) if isinstance(value, str) else repr(value)


def notebook(lesson: int, seed: int, *, per_student: bool = False) -> dict[str, Any]:
    """The nbgrader source notebook of ``lesson`` for the class seed ``seed`` (nbformat 4, as a
    dict): every student's questions those of ``seed``, or with ``per_student`` each student's
    own (:func:`student_seed`)."""
    found = _questions(lesson, seed)
    whose = ("Each student has deals of their own: run each question's first cell to see yours."
             if per_student else f"Set {seed} of the lesson's class sheet.")
    total = sum(len(_blanks(question)) for question in found)
    about = (f"# Lesson {lesson}: {LESSONS[lesson].title}, assignment\n\n{whose} Answer each question in "
             "its answer cell, then run the cell under it: it checks your answer. Each blank is worth one "
             f"point, {_plural(total, 'point')} in all. Save the notebook and submit it when you are done.")
    cells = [_cell("markdown", "about", about, locked=True)]
    for number, question in enumerate(found, 1):
        cells += _question_cells(lesson, seed, number, question, per_student)
    return {"cells": cells, "metadata": {"kernelspec": KERNEL, "language_info": {"name": "python"}},
            "nbformat": 4, "nbformat_minor": 5}


def _question_cells(lesson: int, seed: int, number: int, question: Question,
                    per_student: bool) -> list[dict[str, Any]]:
    """The cells of one question: the question (with a per-student seed, the cell that shows it),
    the answer cell and the test cell."""
    points = len(_blanks(question))
    head = f"### Question {number} · {_plural(points, 'point')}" + (", one a blank" if points > 1 else "")
    where = f"lesson={lesson}, seed={f'student_seed({seed})' if per_student else seed}, number={number}"
    imports = "from honeymoon_course.assignments import " + ("ask, mark, student_seed" if per_student
                                                             else "mark")
    if per_student:
        cells = [_cell("markdown", f"question_{number}", f"{head}\n\nRun the cell below: it shows your "
                       "question.", locked=True),
                 _cell("code", f"show_{number}", f"{imports}\nask({where})", locked=True)]
        solution = f"from honeymoon_course.assignments import key\nanswer_{number} = key({where})"
    else:
        cells = [_cell("markdown", f"question_{number}", f"{head}\n\n{_asked(question, number)}",
                       locked=True)]
        solution = f"answer_{number} = {_literal(key(lesson, seed, number))}"
    answer = (f"# Your answer to question {number}, in place of the two lines below: answer_{number} = …\n"
              f"### BEGIN SOLUTION\n{solution}\n### END SOLUTION")
    return [*cells, _cell("code", f"answer_{number}", answer, solution=True),
            _cell("code", f"check_{number}", f"# Checks your answer to question {number}.\n{imports}\n"
                  f"mark({where}, answer=answer_{number}, points={points})", grade=True, locked=True,
                  points=points)]


def _name(lesson: int) -> str:
    """The assignment's name in nbgrader (and its notebook's)."""
    return f"lesson-{lesson:02d}"


_CONFIG = '''\
# nbgrader's settings for the Honeymoon Bridge course, first written by `honeymoon assignments`:
# yours to edit (the command never writes over this file). Run nbgrader from this folder.
c = get_config()  # noqa: F821 (nbgrader provides it)
c.CourseDirectory.course_id = {course_id!r}
'''


def read_roster(path: Path) -> list[str]:
    """The students' ids in a roster, nbgrader's student list (a CSV file with an ``id`` column)."""
    with path.open(encoding="utf-8-sig", newline="") as file:
        rows = list(csv.DictReader(file))
    if not rows or "id" not in rows[0]:
        raise ConfigError(f"the roster {path} is a CSV file whose first line names an 'id' column "
                          "(nbgrader's student list), with one student a line")
    ids = [(row["id"] or "").strip() for row in rows]
    if not all(ids):
        raise ConfigError(f"the roster {path} has a line without an id (line {ids.index('') + 2})")
    twice = sorted({student for student in ids if ids.count(student) > 1})
    if twice:
        raise ConfigError(f"the roster {path} names {shown(twice[0])} twice")
    return ids


def write_course(folder: Path, lessons: Sequence[int], seed: int, *, roster: Sequence[str] | None = None,
                 course_id: str = DEFAULT_COURSE_ID) -> list[Path]:
    """Write the nbgrader course folder: its config (if it has none), a source notebook for each of
    ``lessons`` and, with a ``roster`` (each student's own deals), ``seeds.csv``; the paths written."""
    written_paths: list[Path] = []
    seeds = {student: seed_of(seed, student) for student in roster or ()}
    if len(set(seeds.values())) < len(seeds):  # nine digits: as good as never
        raise ConfigError(f"two students of the roster get the same deals with seed {seed}: choose another")
    config = folder / "nbgrader_config.py"
    folder.mkdir(parents=True, exist_ok=True)
    if not config.exists():
        config.write_text(_CONFIG.format(course_id=course_id), encoding="utf-8")
        written_paths.append(config)
    for lesson in lessons:
        path = folder / "source" / _name(lesson) / f"{_name(lesson)}.ipynb"
        path.parent.mkdir(parents=True, exist_ok=True)
        made = notebook(lesson, seed, per_student=roster is not None)
        path.write_text(json.dumps(made, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        written_paths.append(path)
    if roster is not None:
        table = folder / "seeds.csv"
        with table.open("w", encoding="utf-8", newline="") as file:
            csv.writer(file, lineterminator="\n").writerows([("id", "seed"), *seeds.items()])
        written_paths.append(table)
    return written_paths


# --- the command line ---------------------------------------------------------------------------------


class _Parser(argparse.ArgumentParser):
    """An argument parser whose every complaint is one line on standard error, then status 2."""

    def error(self, message: str) -> Any:
        self.exit(2, f"honeymoon assignments: {message} (usage: {USAGE})\n")


def _lessons(text: str) -> list[int]:
    numbers = [each.number for each in LESSONS]
    parts = [part.strip() for part in text.split(",")]
    if not all(part.isascii() and part.isdigit() and int(part) in numbers for part in parts):
        raise argparse.ArgumentTypeError(f"lessons are numbers from {numbers[0]} to {numbers[-1]} with "
                                         f"commas between them, like 3,4, not {text!r}")
    return list(dict.fromkeys(int(part) for part in parts))


def _seed(text: str) -> int:
    if not (text.isascii() and text.isdigit()):
        raise argparse.ArgumentTypeError(f"the seed is a whole number, 0 or more, not {text!r}")
    return int(text)


def main(argv: Sequence[str] | None = None) -> int:
    """``honeymoon assignments``: write the nbgrader course folder; 0, or 2 after a one-line complaint."""
    parser = _Parser(prog="honeymoon assignments", description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--course-dir", type=Path, required=True, metavar="DIR",
                        help="the nbgrader course folder to write into (made if missing)")
    parser.add_argument("--lessons", type=_lessons, default=[each.number for each in LESSONS],
                        metavar="3,4", help="the lessons, one assignment each (default: all, 0 to 16)")
    parser.add_argument("--seed", type=_seed, default=1, metavar="N",
                        help="the class's seed, a whole number from 0 (default 1)")
    parser.add_argument("--per-student", type=Path, metavar="ROSTER.csv",
                        help="each student's own deals, from the class seed and the student's id; the "
                             "roster is nbgrader's student list (a CSV file with an id column)")
    parser.add_argument("--course-id", default=DEFAULT_COURSE_ID,
                        help=f"the course's name for nbgrader, in a new config (default {DEFAULT_COURSE_ID})")
    try:
        args = parser.parse_args(argv)
        folder: Path = args.course_dir
        if folder.exists() and not folder.is_dir():
            parser.error(f"--course-dir {folder} is a file, not a folder")
        try:
            roster = read_roster(args.per_student) if args.per_student is not None else None
            paths = write_course(folder, args.lessons, args.seed, roster=roster, course_id=args.course_id)
        except (ConfigError, OSError) as error:
            reason = error.strerror if isinstance(error, OSError) and error.strerror else error
            parser.error(f"{reason}{f': {error.filename}' if isinstance(error, OSError) else ''}")
    except SystemExit as stop:  # argparse's --help, or a complaint
        return stop.code if isinstance(stop.code, int) else 2
    names = ", ".join(_name(lesson) for lesson in args.lessons)
    whose = f"each of {len(roster)} students' own deals" if roster is not None else f"seed {args.seed}"
    print(f"wrote {len(paths)} files into {folder}: assignments {names} ({whose}); next, from that folder: "
          f"nbgrader generate_assignment {_name(args.lessons[0])}")
    return 0
