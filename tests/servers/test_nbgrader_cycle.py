"""nbgrader's whole cycle run for real on the assignments the computer grades
(honeymoon_course.assignments): generate, students' copies filled with right and wrong answers,
autograde, the scores read from the gradebook."""

from __future__ import annotations

import json
import os
import shutil
import sys
from pathlib import Path

import pytest

from honeymoon_course import questions
from honeymoon_course.assignments import key, seed_of, write_course

pytestmark = pytest.mark.server


def _answer(notebook_path: Path, answers: dict[int, object]) -> None:
    """Write ``answers`` into a student's copy, as the student types them (the others left empty)."""
    nb = json.loads(notebook_path.read_text(encoding="utf-8"))
    for cell in nb["cells"]:
        name = cell["metadata"].get("nbgrader", {}).get("grade_id", "")
        if name.startswith("answer_") and int(name.split("_")[1]) in answers:
            cell["source"] = f"answer_{name.split('_')[1]} = {answers[int(name.split('_')[1])]!r}"
    notebook_path.write_text(json.dumps(nb), encoding="utf-8")


@pytest.mark.filterwarnings("ignore:Object of type <Submitted")  # nbgrader's own use of SQLAlchemy
def test_nbgrader_grades_a_class_assignment_and_each_students_own(tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """The cycle as a teacher runs it: the course folder, nbgrader's release copy, students' copies
    filled in (right, partly right, wrong, empty), autograde, the scores in the gradebook."""
    nbgrader = pytest.importorskip("nbgrader.apps")
    from nbgrader.api import Gradebook
    from traitlets.config.loader import PyFileConfigLoader

    course = tmp_path / "course"
    write_course(course, [3], 7)
    write_course(course, [1], 7, roster=["anna", "ben"])
    # nbgrader makes its gradebook with the alembic command, found on PATH beside Python.
    monkeypatch.setenv("PATH", f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}")
    monkeypatch.chdir(course)
    config = PyFileConfigLoader("nbgrader_config.py", path=str(course)).load_config()
    config.CourseDirectory.root = str(course)
    config.Exchange.root = str(tmp_path / "exchange")  # not the machine's: this test releases nothing
    api = nbgrader.NbGraderAPI(config=config)
    for assignment in ("lesson-03", "lesson-01"):
        result = api.generate_assignment(assignment)
        assert result["success"], result["log"]
    released = course / "release"
    assert "BEGIN SOLUTION" not in (released / "lesson-03" / "lesson-03.ipynb").read_text(encoding="utf-8")

    def submit(student: str, assignment: str, answers: dict[int, object]) -> None:
        shutil.copytree(released / assignment, course / "submitted" / student / assignment)
        _answer(course / "submitted" / student / assignment / f"{assignment}.ipynb", answers)

    wrong_second = key(3, 7, 2)
    assert isinstance(wrong_second, list)
    wrong_second[1] = "no" if wrong_second[1] == "yes" else "yes"  # balanced or not: the one blank wrong
    # Lesson 3, set 7: four blanks a question. Anna: 1, 5 and 6 right, 2 three blanks of four, 3 wrong,
    # 4 left empty.
    submit("anna", "lesson-03", {1: key(3, 7, 1), 2: wrong_second, 3: ["4-4-4-1", "maybe", -1, -1],
                                 5: key(3, 7, 5), 6: key(3, 7, 6)})
    # Lesson 1 for each student's own seed: Anna answers hers; Ben copies Anna's, right only where
    # his own deals give the same answer.
    anna_seed, ben_seed = seed_of(7, "anna"), seed_of(7, "ben")
    copied = {number: key(1, anna_seed, number) for number in range(1, 7)}
    submit("anna", "lesson-01", copied)
    submit("ben", "lesson-01", copied)
    for assignment, student in (("lesson-03", "anna"), ("lesson-01", "anna"), ("lesson-01", "ben")):
        result = api.autograde(assignment, student)
        assert result["success"], result["log"]

    points = [len(question.blanks) for question in questions(1, seed=7)]
    ben_right = sum(points[number - 1] * (copied[number] == key(1, ben_seed, number)) for number in copied)
    with Gradebook(f"sqlite:///{course / 'gradebook.db'}") as book:
        scores = {(name, student): (book.find_submission(name, student).score,
                                    book.find_submission(name, student).max_score)
                  for name, student in (("lesson-03", "anna"), ("lesson-01", "anna"), ("lesson-01", "ben"))}
    assert scores == {("lesson-03", "anna"): (4 + 3 + 0 + 0 + 4 + 4, 24),
                      ("lesson-01", "anna"): (sum(points), sum(points)),
                      ("lesson-01", "ben"): (ben_right, sum(points))}
    assert ben_right < sum(points)
