"""The class overview: the table's numbers from progress files of known answers, the points of a
gradebook built with nbgrader's own API, files that cannot be read left out with a message (never
moved, never a traceback), the CSV's columns and rows, and the command's options."""

from __future__ import annotations

import csv
import sqlite3
from pathlib import Path

import pytest

from honeymoon.errors import ConfigError
from honeymoon_course import questions
from honeymoon_course.overview import COLUMNS, ClassOverview, QuestionRate, main
from honeymoon_course.progress import Attempt, ProgressFile


def _keep(path: Path, *attempts: Attempt) -> None:
    for attempt in attempts:
        ProgressFile(path).record(attempt)


@pytest.fixture
def progress(tmp_path: Path) -> Path:
    """Three learners: Anna (two files, one in her folder), Ben, and Cleo who answered nothing."""
    folder = tmp_path / "handed-in"
    _keep(folder / "anna.json",
          Attempt(lesson=1, question="exercise 1", tries=1, hints=0, right=True),
          Attempt(lesson=1, question="exercise 2", tries=3, hints=1, right=True),
          Attempt(lesson=1, question="practice 1042.3: high-card points", tries=1, hints=0, right=False,
                  shown=True, when="2026-01-01T10:00:00+00:00"))
    # Her folder holds a later record of the same practice question (handed in with an assignment,
    # where nbgrader's collect puts it): the later counts.
    _keep(folder / "anna" / "lesson-03" / "progress-export.json",
          Attempt(lesson=1, question="practice 1042.3: high-card points", tries=2, hints=0, right=True,
                  when="2026-01-02T10:00:00+00:00"),
          Attempt(lesson=3, question="exercise 4", tries=1, hints=0, right=True))
    _keep(folder / "ben.json",
          Attempt(lesson=1, question="exercise 1", tries=2, hints=0, right=True),
          Attempt(lesson=1, question="practice 7.1: high-card points", tries=1, hints=0, right=True),
          Attempt(lesson=1, question="practice 7.2: length points", tries=1, hints=1, right=False,
                  shown=True))
    ProgressFile(folder / "nothing.json").export(folder / "cleo.json")
    (folder / ".ipynb_checkpoints").mkdir()
    (folder / ".ipynb_checkpoints" / "dan.json").write_text("{}", encoding="utf-8")  # passed over
    return folder


def test_the_table_counts_each_learners_answers(progress: Path) -> None:
    overview = ClassOverview(progress=progress)
    assert overview.messages == []
    assert overview.students == ["anna", "ben", "cleo"] and overview.lessons == [1, 3]
    counts = {(row.student, row.lesson): row.progress and (row.progress.answered, row.progress.first_try,
                                                           row.progress.later, row.progress.shown)
              for row in overview.rows}
    assert counts == {("anna", 1): (3, 1, 2, 0), ("anna", 3): (1, 1, 0, 0),
                      ("ben", 1): (3, 1, 1, 1), ("ben", 3): (0, 0, 0, 0),
                      ("cleo", 1): (0, 0, 0, 0), ("cleo", 3): (0, 0, 0, 0)}
    assert overview.table().splitlines()[:4] == ["Student  Lesson 1  Lesson 3",
                                                 "anna     1/3       1/1",
                                                 "ben      1/3       –",
                                                 "cleo     –         –"]
    assert "<td style='padding:2px 10px;text-align:left;border-bottom:1px solid #ccc'>1/3</td>" \
        in overview._repr_html_()


def test_each_questions_success_rate_and_the_ideas_missed_most(progress: Path) -> None:
    overview = ClassOverview(progress=progress)
    assert overview.questions() == [
        QuestionRate(1, "exercise 1", "", 2, 1), QuestionRate(1, "exercise 2", "", 1, 0),
        QuestionRate(1, "practice: high-card points", "high-card points", 2, 1),
        QuestionRate(1, "practice: length points", "length points", 1, 0),
        QuestionRate(3, "exercise 4", "", 1, 1)]
    # An exercise's topic is not in the progress file: the ideas come from practice questions.
    ideas = [(idea.topic, idea.lessons, idea.asked, idea.missed, idea.students)
             for idea in overview.missed_ideas()]
    assert ideas == [("length points", (1,), 1, 1, 1), ("high-card points", (1,), 2, 1, 1)]
    assert len(overview.missed_ideas(most=1)) == 1
    with pytest.raises(ConfigError, match="most is how many ideas to give, 1 or more, not 0"):
        overview.missed_ideas(0)


def test_the_csv_has_one_row_per_student_and_lesson(progress: Path, tmp_path: Path) -> None:
    written = ClassOverview(progress=progress).to_csv(tmp_path / "class.csv")
    with written.open(encoding="utf-8", newline="") as handle:
        rows = list(csv.reader(handle))
    assert tuple(rows[0]) == COLUMNS == ("student", "lesson", "title", "state", "answered", "right_first_try",
                                         "right_later", "shown", "not_right_yet", "points", "max_points")
    assert rows[1:3] == [
        ["anna", "1", "Cards and high-card points", "practise", "3", "1", "2", "0", "0", "", ""],
        ["anna", "3", "Judging a hand", "going well", "1", "1", "0", "0", "0", "", ""]]
    assert rows[6] == ["cleo", "3", "Judging a hand", "not started", "0", "0", "0", "0", "0", "", ""]
    assert len(rows) == 1 + 3 * 2


def test_a_file_that_cannot_be_read_is_left_out_with_its_name_and_never_moved(progress: Path) -> None:
    bad = {"dan.json": "{not json", "eva.json": '{"format": "something else"}',
           "floor.json": '{"format": "honeymoon-progress", "version": 1, "attempts": [{"lesson": -1}]}'}
    for name, text in bad.items():
        (progress / name).write_text(text, encoding="utf-8")
    overview = ClassOverview(progress=progress)
    assert overview.students == ["anna", "ben", "cleo"]
    assert overview.messages == [
        "dan.json is left out: it is not whole JSON (expecting property name enclosed in double quotes, "
        "line 1).",
        "eva.json is left out: it is not a progress file of this course.",
        "floor.json is left out: it is not in the right form."]
    assert all((progress / name).read_text(encoding="utf-8") == text for name, text in bad.items())
    assert sorted(path.name for path in progress.iterdir()) == [
        ".ipynb_checkpoints", "anna", "anna.json", "ben.json", "cleo.json", *bad]
    assert ClassOverview(progress=progress / "nobody").messages == [
        f"{progress / 'nobody'} is not a folder: no progress file is read."]


def test_what_the_overview_is_given_is_checked() -> None:
    with pytest.raises(ConfigError, match="give the folder of progress files, the gradebook, or both"):
        ClassOverview()
    with pytest.raises(ConfigError, match="progress is a path, or None, not 3"):
        ClassOverview(progress=3)  # type: ignore[arg-type]


def _gradebook(path: Path) -> None:
    """A gradebook as nbgrader's autograde leaves it: lesson 1's assignment of the class seed 7,
    with three graded cells worth 1, 1 and 2 points; Anna and Ben submitted, Cleo and Dan (who has
    no progress file either) did not; and
    an assignment of the teacher's own that is no lesson's."""
    from nbgrader.api import Gradebook  # type: ignore[import-untyped]

    # nbgrader stamps a new database with its migration tool's version by running the `alembic`
    # command; a database that holds a table already is taken as stamped (the overview reads no stamp).
    with sqlite3.connect(path) as connection:
        connection.execute("CREATE TABLE alembic_version (version_num VARCHAR(32) NOT NULL)")
    connection.close()
    with Gradebook(f"sqlite:///{path}", course_id="honeymoon") as book:
        book.add_assignment("lesson-01")
        book.add_notebook("lesson-01", "lesson-01")
        for number, points in ((1, 1), (2, 1), (3, 2)):
            book.add_grade_cell(f"check_{number}", "lesson-01", "lesson-01", max_score=points,
                                cell_type="code")
            seed = "7" if number < 3 else "student_seed(7)"  # each student's own seed: the class seed's topic
            book.add_source_cell(f"check_{number}", "lesson-01", "lesson-01", cell_type="code", locked=True,
                                 source=f"mark(lesson=1, seed={seed}, number={number}, "
                                        f"answer=answer_{number}, points={points})")
        book.add_assignment("homework")
        for student, scores in (("anna", (1, 0, 2)), ("ben", (0, 0, 1)), ("cleo", None), ("dan", None)):
            book.add_student(student)
            if scores is None:
                continue
            book.add_submission("lesson-01", student)
            for number, score in enumerate(scores, 1):
                book.find_grade(f"check_{number}", "lesson-01", "lesson-01", student).auto_score = score
            book.db.commit()


@pytest.mark.filterwarnings("ignore:Object of type <Submitted")  # nbgrader's add_submission, building it
def test_the_gradebook_gives_each_students_points(progress: Path, tmp_path: Path) -> None:
    path = tmp_path / "gradebook.db"
    _gradebook(path)
    before = path.read_bytes()
    overview = ClassOverview(progress=progress, gradebook=path)
    assert path.read_bytes() == before  # read, never written
    assert overview.messages == ["The assignment 'homework' is left out: it is no lesson's (lesson-00 to "
                                 "lesson-16)."]
    points = {(row.student, row.lesson): (row.points, row.most) for row in overview.rows}
    assert points == {("anna", 1): (3, 4), ("anna", 3): (None, None), ("ben", 1): (1, 4),
                      ("ben", 3): (None, None), ("cleo", 1): (None, None), ("cleo", 3): (None, None),
                      ("dan", 1): (None, None), ("dan", 3): (None, None)}  # on the class list, nothing in
    assert overview.table().splitlines()[1] == "anna     1/3, 3/4 pts  1/1"
    topics = [question.topic for question in questions(1, seed=7)[:3]]
    graded = [rate for rate in overview.questions() if rate.question.startswith("assignment")]
    assert graded == [QuestionRate(1, "assignment question 1", topics[0], 2, 1),
                      QuestionRate(1, "assignment question 2", topics[1], 2, 0),
                      QuestionRate(1, "assignment question 3", topics[2], 2, 1)]
    missed = {idea.topic: (idea.asked, idea.missed, idea.students) for idea in overview.missed_ideas()}
    # Anna's and Ben's practice, one missed; six graded cells, four short.
    assert missed["high-card points"] == (2 + 6, 1 + 4, 2)
    rows = list(csv.reader(overview.to_csv(tmp_path / "class.csv").read_text(encoding="utf-8").splitlines()))
    assert rows[1][-2:] == ["3", "4"] and rows[3][-2:] == ["1", "4"] and rows[5][-2:] == ["", ""]


def test_a_file_that_is_no_gradebook_is_left_out_with_its_name(tmp_path: Path) -> None:
    text = tmp_path / "notes.db"
    text.write_text("grades: 10 out of 10\n", encoding="utf-8")
    other = tmp_path / "other.db"
    with sqlite3.connect(other) as connection:
        connection.execute("CREATE TABLE grade (x)")
    connection.close()
    said = [ClassOverview(gradebook=path).messages for path in (text, other, tmp_path / "none.db")]
    assert said == [[f"The gradebook {text} is left out: it is not a database (file is not a database)."],
                    [f"The gradebook {other} is left out: it is not an nbgrader gradebook."],
                    [f"The gradebook {tmp_path / 'none.db'} is left out: it cannot be opened (unable to open "
                     "database file)."]]
    assert not (tmp_path / "none.db").exists()


def test_the_command_writes_the_csv_and_the_plots(progress: Path, tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    (progress / "dan.json").write_text("[]", encoding="utf-8")
    assert main(["--progress", str(progress), "--out", str(tmp_path / "out")]) == 0
    printed = capsys.readouterr()
    assert printed.out.splitlines()[0] == "Student  Lesson 1  Lesson 3"
    assert printed.out.splitlines()[-1] == ("wrote class-overview.csv, students-by-lesson.png, "
                                            f"questions.png, missed-ideas.png into {tmp_path / 'out'}")
    assert printed.err == "dan.json is left out: it is not a progress file of this course.\n"
    assert all((tmp_path / "out" / name).read_bytes()[:4] == b"\x89PNG"
               for name in ("students-by-lesson.png", "questions.png", "missed-ideas.png"))


@pytest.mark.parametrize(("options", "said"), [
    ([], "the following arguments are required: --out"),
    (["--out", "OUT"], "give --progress DIR, --gradebook FILE, or both"),
    (["--progress", "NOWHERE", "--out", "OUT"], "--progress NOWHERE is not a folder"),
    (["--gradebook", "NOWHERE.db", "--out", "OUT"], "--gradebook NOWHERE.db is not a file"),
    (["--progress", ".", "--out", "FILE"], "--out FILE is a file, not a folder"),
    (["--progress", ".", "--out", "OUT", "--colour"], "unrecognized arguments: --colour"),
])
def test_a_bad_option_is_one_line_and_status_2(options: list[str], said: str, tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "FILE").write_text("", encoding="utf-8")
    with pytest.raises(SystemExit) as stopped:
        main(options)
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith(f"honeymoon overview: {said} (usage: ")
    assert not (tmp_path / "OUT").exists()


def test_a_class_with_no_answers_writes_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--progress", str(tmp_path), "--out", str(tmp_path / "out")]) == 1
    assert capsys.readouterr().err == "No student's answers were found: nothing to write.\n"
    assert not (tmp_path / "out").exists()
