""""Your progress": each lesson's state from the learner's file, what to practise next, export for
a teacher, erase after a confirming click, and a file that cannot be read shown as a message."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from honeymoon.errors import ConfigError
from honeymoon_course.progress import Attempt, ProgressFile
from honeymoon_widgets import YourProgress


def _file(tmp_path: Path, *attempts: Attempt) -> ProgressFile:
    progress = ProgressFile(tmp_path / "progress.json")
    for attempt in attempts:
        progress.record(attempt)
    return progress


def test_a_new_learner_is_told_to_begin_with_lesson_0(tmp_path: Path) -> None:
    mine = YourProgress(_file(tmp_path))
    assert all(lesson.state == "not started" for lesson in mine.lessons) and len(mine.lessons) == 17
    assert mine.advice == "Go on with lesson 0, Bridge in a few minutes."
    assert mine.table.value.count("not started") == 17


def test_each_lessons_state_and_what_to_practise(tmp_path: Path) -> None:
    mine = YourProgress(_file(
        tmp_path,
        Attempt(lesson=0, question="exercise 1", tries=1, hints=0, right=True),
        Attempt(lesson=2, question="exercise 1", tries=1, hints=0, right=True),
        Attempt(lesson=2, question="practice 1001.2: which cards you may play", tries=2, hints=1, right=True),
        Attempt(lesson=2, question="practice 1002.2: which cards you may play", tries=1, hints=0, right=False,
                shown=True)))
    states = {lesson.lesson: lesson.state for lesson in mine.lessons}
    assert (states[0], states[1], states[2]) == ("going well", "not started", "practise")
    assert mine.advice.startswith("Practise lesson 2, Tricks: the Practice at its end")
    assert mine.advice.endswith("Questions you missed most: which cards you may play.")
    rows = [re.findall(r"<td[^>]*>([^<]*)</td>", row) for row in mine.table.value.split("<tr>")[2:]]
    assert rows[2] == ["2", "Tricks", "practise more", "3", "1", "1", "1", ""]


def test_going_well_everywhere_goes_on_to_the_next_lesson(tmp_path: Path) -> None:
    firsts = (Attempt(lesson=n, question="exercise 1", tries=1, hints=0, right=True) for n in range(4))
    mine = YourProgress(_file(tmp_path, *firsts))
    assert mine.advice == "Go on with lesson 4, The bidding ladder."


def test_export_writes_one_file_for_a_teacher(tmp_path: Path) -> None:
    progress = _file(tmp_path, Attempt(lesson=3, question="exercise 2", tries=1, hints=0, right=True))
    mine = YourProgress(progress, export_to=tmp_path / "for-teacher.json")
    mine.export_button.click()
    data = json.loads((tmp_path / "for-teacher.json").read_text(encoding="utf-8"))
    assert data["attempts"][0]["question"] == "exercise 2"
    assert "hand this file to your teacher" in mine.message.value
    blocked = YourProgress(progress, export_to=tmp_path / "for-teacher.json" / "x.json")
    assert blocked.export() is None and "could not be written" in blocked.message.value


def test_erase_asks_first(tmp_path: Path) -> None:
    progress = _file(tmp_path, Attempt(lesson=3, question="exercise 2", tries=1, hints=0, right=True))
    mine = YourProgress(progress)
    mine.erase_button.click()
    assert progress.path.exists() and mine.erase_button.description == "Really erase?"
    mine.refresh_button.click()  # changed her mind
    mine.erase_button.click()
    assert progress.path.exists()
    mine.erase_button.click()
    assert not progress.path.exists() and mine.lessons[3].state == "not started"
    assert "erased" in mine.message.value


def test_a_file_that_cannot_be_read_is_shown_as_a_message(tmp_path: Path) -> None:
    (tmp_path / "progress.json").write_text("{", encoding="utf-8")
    mine = YourProgress(ProgressFile(tmp_path / "progress.json"))
    assert "could not be used" in mine.message.value and mine.lessons[0].state == "not started"


@pytest.mark.parametrize(("options", "reason"), [
    ({"progress": "mine.json"}, "progress is a ProgressFile"), ({"export_to": 3}, "export_to is a file")])
def test_bad_options_are_refused_with_the_reason(options: dict[str, object], reason: str) -> None:
    with pytest.raises(ConfigError, match=reason):
        YourProgress(**options)  # type: ignore[arg-type]
