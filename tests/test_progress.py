"""The learner's progress file: kept across kernel restarts (another process reads what one wrote),
one record per question, a file that cannot be read set aside with a message and never a
traceback, exported for a teacher, erased on request; and the widgets that write it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from honeymoon import Hand
from honeymoon.errors import ConfigError
from honeymoon_course.hands import hcp_question
from honeymoon_course.progress import Attempt, LessonProgress, ProgressFile, default_path
from honeymoon_widgets import Exercise, Practice

QUESTION = hcp_question(Hand.parse("KQ5.AJ942.83.QT6"))  # 12 HCP


def test_what_one_kernel_wrote_the_next_one_reads(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    script = ("from honeymoon_course.progress import Attempt, ProgressFile\n"
              f"ProgressFile({str(path)!r}).record(Attempt(lesson=3, question='exercise 2', tries=2, "
              "hints=1, right=True))\n")
    subprocess.run([sys.executable, "-c", script], check=True, env={**os.environ})
    read = subprocess.run([sys.executable, "-c", "from honeymoon_course.progress import ProgressFile\n"
                           f"print(ProgressFile({str(path)!r}).lesson(3))"],
                          check=True, capture_output=True, text=True).stdout
    assert read.strip() == ("Lesson 3: 1 question answered, 0 right at the first try, "
                            "1 right after more tries or hints.")
    data = json.loads(path.read_text(encoding="utf-8"))  # human-readable JSON, documented fields
    assert data["format"] == "honeymoon-progress" and data["version"] == 1
    assert data["attempts"][0] | {"when": ""} == {"lesson": 3, "question": "exercise 2", "tries": 2,
                                                  "hints": 1, "right": True, "shown": False, "when": ""}


def test_a_question_checked_again_replaces_its_record(tmp_path: Path) -> None:
    progress = ProgressFile(tmp_path / "p.json")
    progress.record(Attempt(lesson=1, question="exercise 1", tries=1, hints=0, right=False))
    progress.record(Attempt(lesson=1, question="exercise 2", tries=1, hints=0, right=True))
    progress.record(Attempt(lesson=1, question="exercise 1", tries=2, hints=0, right=True))
    assert [(a.question, a.tries, a.right) for a in progress.attempts()] == [
        ("exercise 2", 1, True), ("exercise 1", 2, True)]


@pytest.mark.parametrize(("content", "reason"), [
    (b"{\"format\": \"honeymoon-progress\", \"version\": 1, \"attem", "not whole JSON (unterminated string"),
    (b"\xff\xfe garbage", "could not be read"),
    (b"[1, 2, 3]", "not a progress file of this course"),
    (b'{"format": "something-else", "attempts": []}', "not a progress file of this course"),
    (b'{"format": "honeymoon-progress", "version": 7, "attempts": []}', "of version 7"),
    (b'{"format": "honeymoon-progress", "version": 1, "attempts": {}}', "not a list"),
    (b'{"format": "honeymoon-progress", "version": 1, "attempts": [{"lesson": "four"}]}',
     "not in the right form"),
    (b'{"format": "honeymoon-progress", "version": 1, "attempts": [{"lesson": -1, "question": "x", '
     b'"tries": 1, "hints": 0, "right": true}]}', "lesson is a whole number"),
    (b'{"format": "honeymoon-progress", "version": 1, "attempts": [7]}', "not in the right form"),
])
def test_a_file_that_cannot_be_read_is_set_aside_with_a_message(tmp_path: Path, content: bytes,
                                                                 reason: str) -> None:
    path = tmp_path / "progress.json"
    path.write_bytes(content)
    progress = ProgressFile(path)
    assert progress.attempts() == []
    assert reason in progress.message and "a new progress file begins" in progress.message
    aside = [p for p in tmp_path.iterdir() if p.name.startswith("progress.json.unreadable-")]
    assert len(aside) == 1 and aside[0].read_bytes() == content  # nothing of the learner's is lost
    progress.record(Attempt(lesson=0, question="exercise 1", tries=1, hints=0, right=True))
    assert [a.question for a in ProgressFile(path).attempts()] == ["exercise 1"]


def test_a_copy_read_without_setting_aside_stays_where_it_is_with_its_reason(tmp_path: Path) -> None:
    path = tmp_path / "anna.json"
    path.write_bytes(b'{"format": "honeymoon-progress", "version": 7, "attempts": []}')
    copy = ProgressFile(path, set_aside=False)
    assert copy.attempts() == []
    assert copy.reason == "it is of version 7, not 1"
    assert copy.message == (f"The progress file {path} could not be used: it is of version 7, not 1. "
                            "It was left as it is.")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["anna.json"]


def test_an_exercise_shows_the_message_of_a_file_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    path.write_text("not json", encoding="utf-8")
    exercise = Exercise(QUESTION, lesson=1, name="exercise 1", progress=ProgressFile(path))
    exercise.answer(12)
    assert "could not be used" in exercise.notice.value and exercise.feedback_text.startswith("Right!")


def test_an_exercise_that_cannot_save_says_so_and_goes_on(tmp_path: Path) -> None:
    blocker = tmp_path / "a file"
    blocker.write_text("", encoding="utf-8")
    unwritable = ProgressFile(blocker / "progress.json")
    exercise = Exercise(QUESTION, lesson=1, name="exercise 1", progress=unwritable)
    exercise.answer(12)
    assert exercise.feedback_text.startswith("Right!")
    assert "Your progress could not be saved" in exercise.notice.value


def test_exercises_keep_tries_hints_and_a_shown_answer(tmp_path: Path) -> None:
    progress = ProgressFile(tmp_path / "p.json")
    first = Exercise(QUESTION, lesson=1, name="exercise 1", progress=progress)
    first.answer(11)
    first.hint()
    first.answer(12)
    second = Exercise(QUESTION, lesson=1, name="exercise 2", progress=progress)
    second.show_answer()
    third = Exercise(QUESTION, "12", lesson=1, name="exercise 3", progress=progress)  # answered in code
    assert third.solved
    topic = QUESTION.topic  # the idea each exercise checks, kept with its name
    assert [(a.question, a.tries, a.hints, a.right, a.shown) for a in progress.attempts()] == [
        (f"exercise 1: {topic}", 2, 1, True, False), (f"exercise 2: {topic}", 0, 0, False, True),
        (f"exercise 3: {topic}", 1, 0, True, False)]
    assert progress.lesson(1).missed == [topic]
    lesson = progress.lesson(1)
    assert (lesson.answered, lesson.first_try, lesson.later, lesson.shown) == (3, 1, 1, 1)
    assert lesson.state == "practise"


def test_an_exercise_without_a_lesson_keeps_nothing(tmp_path: Path) -> None:
    Exercise(QUESTION, 12)
    assert not default_path().exists()


def test_practice_keeps_each_question_by_its_set_and_topic(tmp_path: Path) -> None:
    progress = ProgressFile(tmp_path / "p.json")
    practice = Practice(1, seed=4, progress=progress)
    practice.show_answer()
    practice.next_question()
    practice.answer(*[blank.right for blank in practice.question.blanks])  # type: ignore[union-attr]
    names = [a.question for a in progress.attempts()]
    assert len(names) == 2 and all(name.startswith("practice ") for name in names)
    assert progress.lesson(1).missed[0] in {"high-card points", "length points"}


def test_export_for_a_teacher_and_erase(tmp_path: Path) -> None:
    progress = ProgressFile(tmp_path / "p.json")
    progress.record(Attempt(lesson=2, question="exercise 1", tries=1, hints=0, right=True))
    exported = progress.export(tmp_path)  # a folder: progress.json in it
    assert exported == tmp_path / "progress.json"
    assert ProgressFile(exported).attempts() == progress.attempts()
    named = progress.export(tmp_path / "anna.json")
    assert json.loads(named.read_text(encoding="utf-8"))["attempts"][0]["lesson"] == 2
    progress.erase()
    assert not progress.path.exists() and progress.attempts() == []
    progress.erase()  # nothing to erase: no error


def test_where_the_file_is(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("HONEYMOON_PROGRESS", str(tmp_path / "mine.json"))
    assert ProgressFile().path == tmp_path / "mine.json"
    monkeypatch.delenv("HONEYMOON_PROGRESS")
    monkeypatch.setenv("JUPYTER_DATA_DIR", str(tmp_path / "data"))
    assert default_path() == tmp_path / "data" / "honeymoon" / "progress.json"


@pytest.mark.parametrize(("options", "reason"), [
    ({"lesson": True}, "lesson is a whole number"), ({"tries": -1}, "tries is a whole number"),
    ({"question": " "}, "question names the question"), ({"right": "yes"}, "right is True or False"),
    ({"when": 5}, "when is a date and time")])
def test_a_bad_record_is_refused_with_the_reason(options: dict[str, object], reason: str) -> None:
    fields: dict[str, object] = {"lesson": 1, "question": "exercise 1", "tries": 1, "hints": 0, "right": True}
    with pytest.raises(ConfigError, match=reason):
        Attempt(**(fields | options))  # type: ignore[arg-type]


@pytest.mark.parametrize(("call", "reason"), [
    (lambda: ProgressFile(5), "path is a file's path"),  # type: ignore[arg-type]
    (lambda: ProgressFile("x").record("exercise 1"), "takes an Attempt"),  # type: ignore[arg-type]
    (lambda: ProgressFile("x").export(None), "takes a file or folder path")])  # type: ignore[arg-type]
def test_bad_calls_are_refused_with_the_reason(call: object, reason: str) -> None:
    with pytest.raises(ConfigError, match=reason):
        call()  # type: ignore[operator]


def test_a_lessons_state() -> None:
    def attempt(tries: int, right: bool = True) -> Attempt:
        return Attempt(lesson=5, question=f"exercise {tries}{right}", tries=tries, hints=0, right=right)

    assert LessonProgress(5, ()).state == "not started"
    assert LessonProgress(5, (attempt(1), attempt(1), attempt(1), attempt(2))).state == "going well"
    assert LessonProgress(5, (attempt(1), attempt(3), attempt(1, False))).state == "practise"
