"""Every exercise of every lesson, answered in its widget as a learner would: the lesson's code is
run as the notebook runs it, each :class:`Exercise` it shows is collected, and each is answered
right (judged right), wrong (judged wrong, the answer not shown) and asked for its hints (none
holds the answer). Each lesson ends with practice."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from answers_support import gives_away, written, wrong

from honeymoon_course.question import Blank
from honeymoon_widgets import Exercise, Practice

LESSONS = sorted((Path(__file__).parent.parent / "lessons").glob("[0-9][0-9]_*.ipynb"))


def _run(path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[list[Exercise], list[Practice]]:
    """Run the lesson's code cells in order; the exercises and practices it made."""
    made: list[Exercise] = []
    shown = Exercise.__init__

    def keep(self: Exercise, *args: Any, **kwargs: Any) -> None:
        shown(self, *args, **kwargs)
        made.append(self)

    monkeypatch.setattr(Exercise, "__init__", keep)
    monkeypatch.setenv("MPLBACKEND", "Agg")
    monkeypatch.chdir(path.parent)
    namespace: dict[str, Any] = {"__name__": "__main__"}
    for number, cell in enumerate(json.loads(path.read_text(encoding="utf-8"))["cells"]):
        if cell["cell_type"] == "code":
            exec(compile("".join(cell["source"]), f"{path.name} cell {number}", "exec"), namespace)
    exercises = [each for each in made if not isinstance(each, Practice)]
    return exercises, [each for each in made if isinstance(each, Practice)]


@pytest.mark.parametrize("path", LESSONS, ids=[path.stem[:2] for path in LESSONS])
def test_each_exercise_takes_its_right_answer_refuses_a_wrong_one_and_hides_it(
        path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    lesson = int(path.stem[:2])
    exercises, practices = _run(path, monkeypatch)
    assert exercises, f"{path.name} has no exercise answered in a widget"
    assert [practice.lesson for practice in practices] == [lesson], "one practice, at the end"
    names = [exercise.name for exercise in exercises]
    assert len(set(names)) == len(names), names
    for exercise in exercises:
        assert exercise.lesson == lesson and re.fullmatch(r"exercise \d+[a-z]?", str(exercise.name))
        assert not exercise.tries and not exercise.feedback.value, "shown unanswered"
        question = exercise.question
        blanks = [blank for blank in question.blanks if isinstance(blank, Blank)]
        for form in range(3):
            fresh = Exercise(question)
            fresh.answer(*[written(blank)[form] for blank in blanks])
            assert fresh.feedback_text.startswith("Right!"), (exercise.name, fresh.feedback_text)
        for wrong_at in range(len(blanks)):
            fresh = Exercise(question)
            fresh.answer(*[wrong(blank) if i == wrong_at else blank.right for i, blank in enumerate(blanks)])
            assert fresh.feedback_text.startswith("Not quite"), (exercise.name, fresh.feedback_text)
            assert question.answer not in fresh.feedback_text
        assert len(question.hints) >= 2, f"{exercise.name}: hints, from the idea to the detail"
        for hint in question.hints:
            for blank in blanks:
                assert gives_away(hint, blank) is None, (exercise.name, hint, gives_away(hint, blank))
