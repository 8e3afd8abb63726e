"""Assignments the computer grades (honeymoon_course.assignments): the notebooks the command writes and
the marks their test cells give. nbgrader's whole cycle, run for real, is in
tests/servers/test_nbgrader_cycle.py."""

from __future__ import annotations

import csv
import json
from pathlib import Path
from typing import Any

import pytest

from honeymoon.cli import main as honeymoon
from honeymoon_course import questions
from honeymoon_course.assignments import key, main, mark, notebook, running_student, seed_of, write_course
from honeymoon_course.question import Blank


def _source(cell: dict[str, Any]) -> str:
    source = cell["source"]
    return "".join(source) if isinstance(source, list) else str(source)


def _graded(nb: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """The notebook's cells by nbgrader's name for them."""
    return {cell["metadata"]["nbgrader"]["grade_id"]: cell for cell in nb["cells"]}


def test_every_answer_key_earns_every_point_and_a_wrong_blank_loses_its_own() -> None:
    for lesson in range(17):
        for number, question in enumerate(questions(lesson, seed=3), 1):
            blanks = [blank for blank in question.blanks if isinstance(blank, Blank)]
            right = key(lesson, 3, number)
            full = mark(lesson=lesson, seed=3, number=number, answer=right, points=len(blanks))
            assert (full.points, repr(full)) == (len(blanks), str(len(blanks))), (lesson, number, full)
            assert full.verdict.startswith("Right!") and not full.hint
            if len(blanks) > 1:  # the first blank left unreadable: every other blank keeps its point
                assert isinstance(right, list)
                part = mark(lesson=lesson, seed=3, number=number, answer=["?", *right[1:]],
                            points=len(blanks))
                assert part.points == len(blanks) - 1 and part.hint == question.hints[0], (lesson, number)
    short = mark(lesson=3, seed=3, number=1, answer="5-3-3-2", points=4)
    assert (short.points, short.verdict) == (0, "Answer each of 4 blanks in order (Shape, Balanced?, Quick "
                                                "tricks, Losers (LTC)).")
    # A student's question may have more blanks than the class set's (lesson 16): each keeps its share.
    assert mark(lesson=16, seed=3, number=1, answer=key(16, 3, 1), points=2).points == 2


def test_a_class_notebook_shows_each_question_and_its_test_cell_holds_no_answer() -> None:
    nb = notebook(3, 7)
    cells = _graded(nb)
    asked = questions(3, seed=7)
    assert list(cells)[:4] == ["about", "question_1", "answer_1", "check_1"]
    assert len(cells) == 1 + 3 * len(asked)
    for number, question in enumerate(asked, 1):
        shown, answer, check = (cells[f"{name}_{number}"] for name in ("question", "answer", "check"))
        assert question.prompt in _source(shown) and question.figure in _source(shown)
        assert shown["metadata"]["nbgrader"]["locked"] and answer["metadata"]["nbgrader"]["solution"]
        assert check["metadata"]["nbgrader"] | {"grade_id": ""} == {
            "grade": True, "grade_id": "", "locked": True, "points": 4, "schema_version": 3,
            "solution": False, "task": False}
        right = key(3, 7, number)
        assert _source(answer).splitlines()[2] == f"answer_{number} = {json.dumps(right)}"
        assert f"mark(lesson=3, seed=7, number={number}, answer=answer_{number}, points=4)" in _source(check)
        assert not any(str(value) in _source(check) for value in right if isinstance(value, str))


def test_a_per_student_notebook_holds_no_deal_and_each_student_has_a_seed(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    paths = write_course(tmp_path, [1], 7, roster=["anna", "ben"])
    assert [path.name for path in paths] == ["nbgrader_config.py", "lesson-01.ipynb", "seeds.csv"]
    text = (tmp_path / "source" / "lesson-01" / "lesson-01.ipynb").read_text(encoding="utf-8")
    assert "hm-figure" not in text and "ask(lesson=1, seed=student_seed(7), number=1)" in text
    with (tmp_path / "seeds.csv").open(encoding="utf-8") as file:
        assert list(csv.reader(file)) == [["id", "seed"], ["anna", str(seed_of(7, "anna"))],
                                          ["ben", str(seed_of(7, "ben"))]]
    assert len({seed_of(7, "anna"), seed_of(7, "ben"), seed_of(8, "anna")}) == 3
    # Under nbgrader's autograde the student is the folder nbgrader files the submission in.
    (tmp_path / "autograded" / "ben" / "lesson-01").mkdir(parents=True)
    monkeypatch.chdir(tmp_path / "autograded" / "ben" / "lesson-01")
    monkeypatch.setenv("NBGRADER_EXECUTION", "autograde")
    assert running_student() == "ben"


@pytest.mark.parametrize(("arguments", "says"), [
    (["--lessons", "3"], "the following arguments are required: --course-dir"),
    (["--lessons", "3,x", "--course-dir", "{tmp}"], "lessons are numbers from 0 to 16"),
    (["--lessons", "17", "--course-dir", "{tmp}"], "not '17'"),
    (["--seed", "-1", "--course-dir", "{tmp}"], "the seed is a whole number, 0 or more, not '-1'"),
    (["--course-dir", "{tmp}/file.txt"], "is a file, not a folder"),
    (["--course-dir", "{tmp}", "--per-student", "{tmp}/missing.csv"], "No such file or directory"),
    (["--course-dir", "{tmp}", "--per-student", "{tmp}/file.txt"], "whose first line names an 'id' column"),
    (["--course-dir", "{tmp}", "--per-student", "{tmp}/twice.csv"], "names 'anna' twice"),
])
def test_a_mistaken_option_is_one_line_and_status_2(arguments: list[str], says: str, tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "file.txt").write_text("name\nanna\n", encoding="utf-8")
    (tmp_path / "twice.csv").write_text("id\nanna\nanna\n", encoding="utf-8")
    assert main([part.format(tmp=tmp_path) for part in arguments]) == 2
    error = capsys.readouterr().err
    assert error.startswith("honeymoon assignments: ") and says in error and error.count("\n") == 1, error


def test_the_honeymoon_command_writes_the_course_and_keeps_the_teachers_config(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert honeymoon(["assignments", "--lessons", "0,2", "--seed", "4", "--course-dir", str(tmp_path)]) == 0
    assert "assignments lesson-00, lesson-02 (seed 4)" in capsys.readouterr().out
    config = tmp_path / "nbgrader_config.py"
    edited = config.read_text(encoding="utf-8") + "c.Exchange.root = '/srv/exchange'\n"
    config.write_text(edited, encoding="utf-8")
    assert honeymoon(["assignments", "--lessons", "0", "--course-dir", str(tmp_path)]) == 0
    assert "/srv/exchange" in config.read_text(encoding="utf-8")
    assert sorted(path.name for path in (tmp_path / "source").iterdir()) == ["lesson-00", "lesson-02"]

