"""The class overview: what every learner did, lesson by lesson, for a teacher.

A teacher collects what the class did in either of two ways, or both:

- **progress files**: each learner opens *Your progress*, clicks *Export* and hands in the file
  it writes; put them in one folder, each named after its learner (``anna.json``), or each in a
  folder of the learner's name (``anna/progress-export.json``; nbgrader's ``collect`` files what
  a learner submits with an assignment so: ``submitted/anna/lesson-03/progress-export.json``);
- **nbgrader's gradebook** (``gradebook.db`` in the course folder): after ``nbgrader collect`` and
  ``nbgrader autograde`` it holds the points of every graded cell of every submission. Only the
  assignments named after a lesson (``lesson-03``, as ``honeymoon assignments`` names them) are
  read. Name each progress file after the learner's nbgrader id to see both in one row.

:class:`ClassOverview` reads them and shows the class three ways: the table of each student by
lesson (the counts of the learner's own progress page: questions answered, right at the first
try, right after more tries or hints, answers shown, not right yet; and the points of the
gradebook), each question's success rate, and the ideas the class missed most (each question's
*topic*, the bank's words for what it checks: :attr:`honeymoon_course.question.Question.topic`).
:meth:`~ClassOverview.to_csv` writes the table for a spreadsheet; the ``plot_…`` methods draw it
(matplotlib); ``honeymoon overview --progress DIR --gradebook FILE --out DIR``
does it all at once. A file that cannot be read is left out with a message naming it (in
:attr:`~ClassOverview.messages`); it is never moved nor changed, and the others are read.

>>> import tempfile, pathlib
>>> from honeymoon_course.progress import Attempt, ProgressFile
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> ProgressFile(folder / "anna.json").record(Attempt(lesson=1, question="exercise 1", tries=1, hints=0,
...                                                    right=True))
>>> ProgressFile(folder / "ben.json").record(Attempt(lesson=1, question="practice 7.2: high-card points",
...                                                   tries=2, hints=1, right=True))
>>> _ = (folder / "cleo.json").write_text("{not json")
>>> overview = ClassOverview(progress=folder)
>>> overview.students
['anna', 'ben']
>>> print(overview.table())
Student  Lesson 1
anna     1/1
ben      0/1
Each cell: right at the first try / answered (progress files); points / most points (gradebook).
>>> print(overview.messages[0])
cleo.json is left out: it is not whole JSON (expecting property name enclosed in double quotes, line 1).
>>> [(idea.topic, idea.asked, idea.missed, idea.students) for idea in overview.missed_ideas()]
[('high-card points', 1, 1, 1)]
"""

from __future__ import annotations

import argparse
import csv
import functools
import os
import re
import sqlite3
import sys
from collections import defaultdict
from collections.abc import Iterator, Sequence
from contextlib import closing
from dataclasses import dataclass
from html import escape
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn
from urllib.parse import quote

from honeymoon.errors import ConfigError, shown
from honeymoon_course import LESSONS, questions
from honeymoon_course.progress import Attempt, LessonProgress, ProgressFile
from honeymoon_course.words import _plural

if TYPE_CHECKING:
    from matplotlib.figure import Figure

__all__ = [
    "COLUMNS",
    "LEGEND",
    "ClassOverview",
    "Grade",
    "MissedIdea",
    "QuestionRate",
    "StudentLesson",
    "main",
]

#: The CSV's columns, one row per student and lesson: the student; the lesson's number and
#: title; from the progress file, the lesson's state ("not started", "going well", "practise")
#: and how many questions were answered, right at the first try, right after more tries or hints,
#: shown (the answer asked for, never right), not right yet; from the gradebook, the points and
#: the most points of the lesson's assignment. A source that says nothing leaves its cells empty.
COLUMNS = ("student", "lesson", "title", "state", "answered", "right_first_try", "right_later",
           "shown", "not_right_yet", "points", "max_points")
#: What each cell of :meth:`ClassOverview.table` holds.
LEGEND = ("Each cell: right at the first try / answered (progress files); points / most points "
          "(gradebook).")
TITLES = {lesson.number: lesson.title for lesson in LESSONS}
#: The files the command writes into its ``--out`` folder.
CSV_NAME = "class-overview.csv"
PLOTS = ("students-by-lesson.png", "questions.png", "missed-ideas.png")
USAGE = "honeymoon overview [--progress DIR] [--gradebook FILE] --out DIR"


@dataclass(frozen=True)
class Grade:
    """One graded cell of one student's submission in nbgrader's gradebook: the ``lesson`` of
    its assignment, the ``question`` (``"assignment question 3"``), its ``topic`` (``""`` when
    the gradebook does not say which of the bank's questions it is), the ``points`` the student
    got and the ``most`` the cell gives."""

    student: str
    lesson: int
    question: str
    topic: str
    points: float
    most: float


@dataclass(frozen=True)
class StudentLesson:
    """One student in one lesson: ``progress`` from the progress file (``None``: no file), and
    the ``points`` and ``most`` points of the lesson's assignment (``None``: no submission)."""

    student: str
    lesson: int
    progress: LessonProgress | None
    points: float | None = None
    most: float | None = None

    @property
    def cell(self) -> str:
        """The table's cell: ``"3/5"`` (right at the first try / answered), ``"7/9 pts"``, or both."""
        parts = []
        if self.progress is not None and self.progress.answered:
            parts.append(f"{self.progress.first_try}/{self.progress.answered}")
        if self.points is not None and self.most is not None:
            parts.append(f"{_number(self.points)}/{_number(self.most)} pts")
        return ", ".join(parts) or "–"


@dataclass(frozen=True)
class QuestionRate:
    """How the class did at one question of a lesson: how many times it was ``asked`` (answered,
    or graded), how many of those were ``right`` (at the first try, or with every point)."""

    lesson: int
    question: str
    topic: str
    asked: int
    right: int

    @property
    def rate(self) -> float:
        """The share right, from 0 to 1."""
        return self.right / self.asked


@dataclass(frozen=True)
class MissedIdea:
    """An idea the class missed: its ``topic``, the ``lessons`` that ask it, how many times it
    was ``asked``, how many answers ``missed`` it (not right at the first try, or short of a
    point) and by how many ``students``."""

    topic: str
    lessons: tuple[int, ...]
    asked: int
    missed: int
    students: int

    @property
    def rate(self) -> float:
        """The share missed, from 0 to 1."""
        return self.missed / self.asked


class ClassOverview:
    """The class, read from a folder of learners' exported ``progress`` files and/or nbgrader's
    ``gradebook`` file (see the module's notes); :attr:`messages` says which files were left out
    and why."""

    def __init__(self, progress: str | os.PathLike[str] | None = None,
                 gradebook: str | os.PathLike[str] | None = None) -> None:
        for name, value in (("progress", progress), ("gradebook", gradebook)):
            if value is not None and not isinstance(value, str | os.PathLike):
                raise ConfigError(f"{name} is a path, or None, not {shown(value)}")
        if progress is None and gradebook is None:
            raise ConfigError("give the folder of progress files, the gradebook, or both")
        #: Which files were left out, and why, one sentence each.
        self.messages: list[str] = []
        #: Each student's answers as kept in their progress file, by student.
        self.attempts: dict[str, list[Attempt]] = self._read_progress(Path(progress)) if progress else {}
        #: The students of the gradebook's class list, whether or not they handed anything in.
        self.enrolled: list[str] = []
        #: Every graded cell of every submission.
        self.grades: list[Grade] = self._read_gradebook(Path(gradebook)) if gradebook else []

    # -- what the class did --------------------------------------------------------------------------

    @property
    def students(self) -> list[str]:
        """Every student of either source, in alphabetical order: a student of the gradebook's
        class list who handed nothing in is one too (a row of –)."""
        return sorted(set(self.attempts) | set(self.enrolled) | {grade.student for grade in self.grades},
                      key=str.casefold)

    @property
    def lessons(self) -> list[int]:
        """The lessons someone answered a question of, in order."""
        return sorted({a.lesson for kept in self.attempts.values() for a in kept}
                      | {grade.lesson for grade in self.grades})

    @property
    def rows(self) -> list[StudentLesson]:
        """Each student in each lesson of :attr:`lessons`, student by student."""
        points: dict[tuple[str, int], list[Grade]] = defaultdict(list)
        for grade in self.grades:
            points[grade.student, grade.lesson].append(grade)
        rows = []
        for student in self.students:
            kept = self.attempts.get(student)
            for lesson in self.lessons:
                graded = points.get((student, lesson))
                progress = (LessonProgress(lesson, tuple(a for a in kept if a.lesson == lesson))
                            if kept is not None else None)
                rows.append(StudentLesson(student, lesson, progress,
                                          sum(g.points for g in graded) if graded else None,
                                          sum(g.most for g in graded) if graded else None))
        return rows

    def questions(self) -> list[QuestionRate]:
        """Each question's success rate, lesson by lesson. A lesson's exercise is one question for
        the whole class; practice questions, each learner's own, count together by topic."""
        asked: dict[tuple[int, str, str], list[bool]] = defaultdict(list)
        for lesson, question, topic, right, _ in self._answers():
            asked[lesson, question, topic].append(right)
        return [QuestionRate(lesson, question, topic, len(rights), sum(rights))
                for (lesson, question, topic), rights in sorted(asked.items(), key=_question_order)]

    def missed_ideas(self, most: int = 10) -> list[MissedIdea]:
        """The ideas missed most (at most ``most`` of them): by the share of their answers missed,
        then by how many. An answer whose question's topic is not known (a lesson's exercise in a
        progress file) is not counted."""
        if isinstance(most, bool) or not isinstance(most, int) or most < 1:
            raise ConfigError(f"most is how many ideas to give, 1 or more, not {shown(most)}")
        asked: dict[str, list[tuple[int, str, bool]]] = defaultdict(list)
        for lesson, _, topic, right, student in self._answers():
            if topic:
                asked[topic].append((lesson, student, right))
        ideas = [MissedIdea(topic, tuple(sorted({lesson for lesson, _, _ in answers})), len(answers),
                            sum(not right for _, _, right in answers),
                            len({student for _, student, right in answers if not right}))
                 for topic, answers in asked.items()]
        return sorted((idea for idea in ideas if idea.missed),
                      key=lambda idea: (-idea.rate, -idea.missed, idea.topic))[:most]

    # -- shown and written ---------------------------------------------------------------------------

    def table(self) -> str:
        """The class as text: a row per student, a column per lesson (see :data:`LEGEND`)."""
        grid = [["Student", *(f"Lesson {n}" for n in self.lessons)]]
        cells = iter(self.rows)
        grid += [[student, *(next(cells).cell for _ in self.lessons)] for student in self.students]
        widths = [max(len(row[i]) for row in grid) for i in range(len(grid[0]))]
        lines = ["  ".join(text.ljust(width) for text, width in zip(row, widths, strict=True)).rstrip()
                 for row in grid]
        return "\n".join([*lines, LEGEND])

    def __repr__(self) -> str:
        lessons = ", ".join(map(str, self.lessons)) or "none"
        return f"<ClassOverview: {_plural(len(self.students), 'student')}, lessons {lessons}>"

    def _repr_html_(self) -> str:
        cell = "style='padding:2px 10px;text-align:left;border-bottom:1px solid #ccc'"
        heads = "".join(f"<th {cell}>Lesson {n}</th>" for n in self.lessons)
        cells = iter(self.rows)
        body = "".join(f"<tr><td {cell}>{escape(student)}</td>"
                       + "".join(f"<td {cell}>{next(cells).cell}</td>" for _ in self.lessons) + "</tr>"
                       for student in self.students)
        return (f"<table class='hm-class-overview' style='border-collapse:collapse'><thead><tr>"
                f"<th {cell}>Student</th>{heads}</tr></thead><tbody>{body}</tbody></table>"
                f"<p><small>{LEGEND}</small></p>")

    def to_csv(self, path: str | os.PathLike[str]) -> Path:
        """Write the table for a spreadsheet (UTF-8, comma-separated, the columns of
        :data:`COLUMNS`, one row per student and lesson); returns the file written."""
        out = Path(path)
        with out.open("w", encoding="utf-8", newline="") as handle:
            writer = csv.writer(handle)
            writer.writerow(COLUMNS)
            for row in self.rows:
                kept = row.progress
                counts: list[object] = ([kept.state, kept.answered, kept.first_try, kept.later, kept.shown,
                                         kept.open] if kept is not None else [""] * 6)
                writer.writerow([row.student, row.lesson, TITLES.get(row.lesson, ""), *counts,
                                 "" if row.points is None else _number(row.points),
                                 "" if row.most is None else _number(row.most)])
        return out

    def plot_students(self) -> Figure:
        """Each student by lesson as a heat map: the share right at the first try (progress files)
        and the share of the points (gradebook), darker the better, grey where there is nothing,
        each cell marked with its counts; a pattern (a lesson the whole class found hard, a
        student who stopped) shows at a glance."""
        from matplotlib import colormaps
        from matplotlib.figure import Figure

        rows = {(row.student, row.lesson): row for row in self.rows}
        maps = [(title, share, text) for title, share, text in (
            ("Right at the first try (progress files)", _first_share, _first_text),
            ("Points (gradebook)", _points_share, _points_text))
            if any(share(row) is not None for row in rows.values())]
        wide = max(3.6, 1.8 + 0.6 * len(self.lessons))  # inches a map, its names and scale included
        figure = Figure(figsize=(wide * len(maps), 1.2 + 0.4 * len(self.students)), layout="constrained")
        for axes, (title, share, text) in zip(figure.subplots(1, len(maps), squeeze=False)[0], maps,
                                              strict=True):
            values = [[share(rows[student, lesson]) for lesson in self.lessons] for student in self.students]
            image = axes.imshow([[float("nan") if v is None else v for v in line] for line in values],
                                cmap=colormaps["YlGn"].with_extremes(bad="#dddddd"), vmin=0, vmax=1,
                                aspect="auto")
            figure.colorbar(image, ax=axes, label="share", shrink=0.8)
            for y, student in enumerate(self.students):
                for x, lesson in enumerate(self.lessons):
                    value = values[y][x]
                    axes.text(x, y, text(rows[student, lesson]), ha="center", va="center", fontsize=8,
                              color="white" if value is not None and value > 0.6 else "black")
            axes.set_xticks(range(len(self.lessons)), [str(n) for n in self.lessons])
            axes.set_yticks(range(len(self.students)), self.students)
            axes.set_xlabel("lesson")
            axes.set_title(title, fontsize=10)
        return figure

    def plot_questions(self) -> Figure:
        """Each question's success rate as a bar, the hardest at the top."""
        rates = sorted(self.questions(), key=lambda rate: (rate.rate, rate.lesson))
        labels = [f"lesson {rate.lesson}, {rate.question} ({rate.right}/{rate.asked})" for rate in rates]
        return _bars(labels, [100 * rate.rate for rate in rates], "% right at the first try, or every point",
                     "Each question's success rate", limit=100)

    def plot_missed(self) -> Figure:
        """The ideas missed most as bars, the most missed at the top."""
        ideas = self.missed_ideas()
        labels = [f"{idea.topic} (lesson {', '.join(map(str, idea.lessons))}: {idea.missed}/{idea.asked}, "
                  f"{_plural(idea.students, 'student')})" for idea in ideas]
        return _bars(labels, [100 * idea.rate for idea in ideas],
                     "% not right at the first try, or short of a point", "The ideas missed most", limit=100)

    def write(self, out: str | os.PathLike[str]) -> list[Path]:
        """Write the CSV and the three plots (PNG) into the folder ``out``; returns the files."""
        folder = Path(out)
        folder.mkdir(parents=True, exist_ok=True)
        written = [self.to_csv(folder / CSV_NAME)]
        for name, figure in zip(PLOTS, (self.plot_students(), self.plot_questions(), self.plot_missed()),
                                strict=True):
            figure.savefig(folder / name, dpi=100)
            written.append(folder / name)
        return written

    # -- reading -------------------------------------------------------------------------------------

    def _answers(self) -> Iterator[tuple[int, str, str, bool, str]]:
        """Every answer of the class: (lesson, question, topic, right, student), where right is
        right at the first try (a progress file) or every point (the gradebook)."""
        for student, kept in self.attempts.items():
            for attempt in kept:
                name, _, topic = attempt.question.partition(": ")
                question = re.sub(r"^practice \S+", "practice", name) + (f": {topic}" if topic else "")
                yield attempt.lesson, question, topic, attempt.first_try, student
        for grade in self.grades:
            yield grade.lesson, grade.question, grade.topic, grade.points >= grade.most, grade.student

    def _read_progress(self, folder: Path) -> dict[str, list[Attempt]]:
        """Each learner's answers: a file in ``folder`` is named after its learner, a file in a
        folder of ``folder`` (at any depth) after that folder; hidden folders are passed over. A
        learner's later record of a question counts."""
        if not folder.is_dir():
            self.messages.append(f"{folder} is not a folder: no progress file is read.")
            return {}
        found: dict[str, dict[tuple[int, str], Attempt]] = defaultdict(dict)
        for path in sorted(folder.rglob("*.json")):
            where = path.relative_to(folder)
            if any(part.startswith(".") for part in where.parts):
                continue
            reader = ProgressFile(path, set_aside=False)
            attempts = reader.attempts()
            if reader.reason:
                self.messages.append(f"{where} is left out: {reader.reason}.")
                continue
            kept = found[where.parts[0] if len(where.parts) > 1 else path.stem]
            for attempt in attempts:
                earlier = kept.get((attempt.lesson, attempt.question))
                if earlier is None or earlier.when <= attempt.when:
                    kept[attempt.lesson, attempt.question] = attempt
        return {student: list(kept.values()) for student, kept in found.items()}

    def _read_gradebook(self, path: Path) -> list[Grade]:
        """Every graded cell of every submission of a lesson's assignment, read without changing
        the file (nbgrader's own reader, on a connection that cannot write)."""
        where = f"file:{quote(str(path.resolve()))}?mode=ro"
        try:
            with closing(sqlite3.connect(where, uri=True)) as connection:
                tables = {name for (name,) in connection.execute("SELECT name FROM sqlite_master "
                                                                 "WHERE type = 'table'")}
                courses = ([course for (course,) in connection.execute("SELECT id FROM course")]
                           if "course" in tables else [])
        except sqlite3.Error as error:
            return self._refuse(path, "it cannot be opened" if not path.is_file() else "it is not a database",
                                error)
        if not {"grade", "grade_cells", "submitted_assignment", "student"} <= tables or not courses:
            return self._refuse(path, "it is not an nbgrader gradebook")
        try:
            from nbgrader.api import Gradebook, MissingEntry  # type: ignore[import-untyped]
        except ImportError:
            return self._refuse(path, "reading it needs nbgrader: pip install 'honeymoon-bridge[teacher]'")
        grades = []
        with Gradebook(f"sqlite:///{where}&uri=true", course_id=courses[0]) as book:
            self.enrolled = [student.id for student in book.students]
            for assignment in book.assignments:
                lesson = _lesson_of(assignment.name)
                if lesson is None:
                    self.messages.append(f"The assignment {assignment.name!r} is left out: it is no lesson's "
                                         "(lesson-00 to lesson-16).")
                    continue
                for student in book.students:
                    try:
                        submission = book.find_submission(assignment.name, student.id)
                    except MissingEntry:
                        continue
                    for notebook in submission.notebooks:
                        for grade in notebook.grades:
                            try:
                                cell = book.find_source_cell(grade.name, notebook.name, assignment.name)
                            except MissingEntry:
                                cell = None
                            grades.append(Grade(student.id, lesson, _question_name(grade.name),
                                                _topic(lesson, cell.source if cell else ""),
                                                float(grade.score or 0), float(grade.max_score)))
        return grades

    def _refuse(self, path: Path, reason: str, error: Exception | None = None) -> list[Grade]:
        said = f" ({error})" if error is not None else ""
        self.messages.append(f"The gradebook {path} is left out: {reason}{said}.")
        return []


def _lesson_of(assignment: str) -> int | None:
    """The lesson of an assignment named ``lesson-03`` (``None``: not a lesson's)."""
    found = re.fullmatch(r"lesson-(\d+)", assignment)
    return int(found[1]) if found and int(found[1]) in TITLES else None


def _question_name(cell: str) -> str:
    """A graded cell's question, ``"assignment question 3"`` for the cell ``check_3``."""
    found = re.search(r"(\d+)$", cell)
    return f"assignment question {found[1]}" if found else f"assignment cell {cell}"


def _topic(lesson: int, source: str) -> str:
    """The topic of the bank's question a graded cell checks, found in its code
    (``mark(lesson=3, seed=7, number=2, …)``; for a student's own seed, that of the class seed);
    ``""`` when the code does not say."""
    found = re.search(r"seed=(?:student_seed\()?(\d+)\)?, number=(\d+)", source)
    if not found:
        return ""
    asked = _bank(lesson, int(found[1]))
    number = int(found[2])
    return asked[number - 1] if 1 <= number <= len(asked) else ""


@functools.lru_cache(maxsize=64)
def _bank(lesson: int, seed: int) -> tuple[str, ...]:
    """The topics of the lesson's questions for ``seed``, in order."""
    return tuple(question.topic for question in questions(lesson, seed=seed))


def _question_order(item: tuple[tuple[int, str, str], list[bool]]) -> tuple[int, int, str]:
    """Questions by lesson, then exercises and assignment questions by number, then practice."""
    (lesson, question, _), _ = item
    number = re.search(r"(\d+)", question)
    return lesson, int(number[1]) if number else 1000, question


def _number(value: float) -> str:
    """Points as people write them: ``7``, ``2.5``."""
    return f"{value:g}"


def _first_share(row: StudentLesson) -> float | None:
    kept = row.progress
    return kept.first_try / kept.answered if kept is not None and kept.answered else None


def _first_text(row: StudentLesson) -> str:
    kept = row.progress
    return f"{kept.first_try}/{kept.answered}" if kept is not None and kept.answered else ""


def _points_share(row: StudentLesson) -> float | None:
    return row.points / row.most if row.points is not None and row.most else None


def _points_text(row: StudentLesson) -> str:
    return f"{_number(row.points)}/{_number(row.most)}" if row.points is not None and row.most else ""


def _bars(labels: Sequence[str], values: Sequence[float], unit: str, title: str,
          limit: float | None = None) -> Figure:
    """Horizontal bars, the first at the top, each with its label (a figure that says so when
    there is nothing to draw)."""
    from matplotlib.figure import Figure

    figure = Figure(figsize=(8, 1.2 + 0.3 * max(len(labels), 1)), layout="constrained")
    axes = figure.subplots()
    axes.barh(range(len(values)), values, color="#4a7c59")
    axes.set_yticks(range(len(labels)), labels, fontsize=8)
    axes.invert_yaxis()
    axes.set_xlabel(unit)
    if limit is not None:
        axes.set_xlim(0, limit)
    axes.set_title(title if labels else f"{title}: nothing to show yet", fontsize=10)
    return figure


# --- the command line ---------------------------------------------------------------------------------

class _Parser(argparse.ArgumentParser):
    """An argument parser whose every complaint is one line on standard error, then status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"honeymoon overview: {message} (usage: {USAGE})\n")


def main(argv: Sequence[str] | None = None) -> int:
    """Read the class, print its table and what was left out, write the CSV and the plots."""
    parser = _Parser(prog="honeymoon overview",
                     description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--progress", type=Path, metavar="DIR",
                        help="the folder of the learners' exported progress files")
    parser.add_argument("--gradebook", type=Path, metavar="FILE",
                        help="nbgrader's gradebook.db, after collect and autograde")
    parser.add_argument("--out", type=Path, required=True, metavar="DIR",
                        help=f"the folder to write {CSV_NAME} and the plots into")
    args = parser.parse_args(argv)
    if args.progress is None and args.gradebook is None:
        parser.error("give --progress DIR, --gradebook FILE, or both")
    if args.progress is not None and not args.progress.is_dir():
        parser.error(f"--progress {args.progress} is not a folder")
    if args.gradebook is not None and not args.gradebook.is_file():
        parser.error(f"--gradebook {args.gradebook} is not a file")
    if args.out.exists() and not args.out.is_dir():
        parser.error(f"--out {args.out} is a file, not a folder")
    overview = ClassOverview(args.progress, args.gradebook)
    for message in overview.messages:
        print(message, file=sys.stderr)
    if not overview.students:
        print("No student's answers were found: nothing to write.", file=sys.stderr)
        return 1
    try:
        written = overview.write(args.out)
    except OSError as error:
        parser.error(f"cannot write into {args.out}: {error.strerror or error}")
    print(overview.table())
    print(f"wrote {', '.join(path.name for path in written)} into {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
