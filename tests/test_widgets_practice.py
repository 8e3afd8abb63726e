"""Practice: fresh questions of a lesson's bank, each input fitting its kind of answer, hints one
at a time, the answer on request, a score, and more of the kinds the learner missed."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import honeymoon_course
from honeymoon import ConfigError
from honeymoon_course import questions
from honeymoon_course.progress import ProgressFile
from honeymoon_course.question import Blank
from honeymoon_widgets import Practice, YourProgress


def _right(practice: Practice) -> list[object]:
    return [blank.right for blank in practice.question.blanks if isinstance(blank, Blank)]


@pytest.mark.parametrize("lesson", range(17))
def test_every_question_is_answered_in_its_inputs(lesson: int) -> None:
    practice = Practice(lesson, seed=lesson)
    for number in range(1, 13):
        assert practice.inputs_box.children  # something to answer in
        practice.answer(*_right(practice))
        assert practice.feedback_text.startswith("Right!"), practice.question.prompt
        assert practice.score == (number, number)
        practice.next_button.click()


def test_a_wrong_answer_then_hints_then_the_right_one() -> None:
    practice = Practice(1, seed=3)
    right = _right(practice)[0]
    practice.answer(right + 1)  # type: ignore[operator]
    assert practice.feedback_text == "Not quite. Try again, or ask for a hint."
    assert practice.score == (0, 1)
    hints = practice.question.hints
    for number, hint in enumerate(hints, 1):
        practice.hint_button.click()
        assert practice.hints_text.endswith(f"Hint {number} of {len(hints)}: {hint}")  # under the others
        assert practice.hints_text.startswith(f"Hint 1 of {len(hints)}: {hints[0]}")
        assert str(right) not in hint
    assert practice.hint_button.disabled
    practice.answer(right)
    assert practice.feedback_text.startswith("Right!") and practice.score == (0, 1)  # not at the first try
    practice.next_button.click()
    assert not practice.hint_button.disabled and practice.hints_text == ""  # the next question's hints


def test_a_hint_before_the_first_try_costs_the_first_try_point() -> None:
    practice = Practice(1, seed=3)
    practice.hint()
    practice.answer(*_right(practice))
    assert practice.feedback_text.startswith("Right!") and practice.score == (0, 1)


def test_show_answer_gives_the_answer_and_the_librarys_explanation() -> None:
    practice = Practice(1, seed=3)
    practice.answer_button.click()
    assert practice.question.answer.rstrip(".") in practice.feedback_text
    assert practice.score == (0, 1)


def test_an_empty_or_unreadable_answer_counts_no_try() -> None:
    practice = Practice(1, seed=3)
    assert practice.inputs_box.children[0].placeholder == "a number, like 8"  # how to write it
    practice.check_button.click()  # the box is empty
    assert practice.feedback_text.startswith("Answer every part first") and practice.score == (0, 0)
    practice.answer("ten")
    assert "cannot be read" in practice.feedback_text and practice.score == (0, 0)
    practice.answer(" 1,5 ".replace("1,5", str(_right(practice)[0])))
    assert practice.feedback_text.startswith("Right!") and practice.score == (1, 1)


def test_the_trick_winner_is_clicked_among_the_tricks_cards() -> None:
    practice = Practice(2, seed=1)
    while practice.question.kind != "trick":
        practice.next_question()
    entry = practice._inputs[0]
    blank = practice.question.blanks[0]
    assert isinstance(blank, Blank) and entry.toggles is not None
    buttons = entry.toggles.by_code()
    assert list(buttons) == list(blank.options)  # the trick's cards, in the order played
    assert all("hm-card-pick" in button._dom_classes for button in buttons.values())
    wrong = next(code for code in blank.options if code != blank.right.code)  # type: ignore[attr-defined]
    buttons[wrong].value = True
    practice.check_button.click()
    assert practice.feedback_text.startswith("Not quite")
    assert buttons[wrong].button_style == "danger"  # a wrong pick never stays a colour that reads right
    buttons[blank.right.code].value = True  # type: ignore[attr-defined]
    assert not buttons[wrong].value  # one card is the answer: picking another lets the first go
    practice.check_button.click()
    assert practice.feedback_text.startswith("Right!")
    assert buttons[blank.right.code].button_style == "success"  # type: ignore[attr-defined]


def test_the_cards_you_may_play_are_picked_on_the_hands_cards() -> None:
    practice = Practice(2, seed=1)
    while practice.question.kind != "legal-cards":
        practice.next_question()
    entry = practice._inputs[0]
    assert entry.toggles is not None
    blank = practice.question.blanks[0]
    assert isinstance(blank, Blank) and isinstance(blank.right, frozenset)
    for card in sorted(blank.right):
        entry.toggles.by_code()[card.code].value = True  # a click on each
    practice.check_button.click()
    assert practice.feedback_text.startswith("Right!")


def test_a_missed_kind_comes_back_first() -> None:
    practice = Practice(3, seed=5)
    kind = practice.question.kind
    practice.show_answer()  # missed
    practice.next_question()
    assert practice.question.kind == kind


def test_questions_never_run_out_and_never_repeat_soon() -> None:
    practice = Practice(0, seed=2)
    seen = []
    for _ in range(40):
        seen.append((practice.question.kind, practice.question.prompt, practice.question.figure))
        practice.next_question()
    assert len(set(seen)) == 40


@pytest.mark.parametrize(("lesson", "reason"), [
    (17, "from 0 to 16, not 17"), (True, "not True"), ("1", "not '1'")])
def test_what_is_no_lesson_is_refused_with_the_reason(lesson: object, reason: str) -> None:
    with pytest.raises(ConfigError, match=reason):
        Practice(lesson)  # type: ignore[arg-type]


@pytest.mark.parametrize("lesson", range(17))
def test_every_lesson_can_be_practised(lesson: int) -> None:
    assert all(question.checkable for question in questions(lesson, seed=1))
    practice = Practice(lesson, seed=lesson)
    practice.answer(*_right(practice))
    assert practice.feedback_text.startswith("Right!") and practice.score == (1, 1)


# --- each kind of question named in a learner's words ----------------------------------------------
TOPIC = re.compile(r"[A-Za-z][A-Za-z' ()-]*")  # words: no comma or colon, which the progress page uses


def test_every_kind_of_every_lesson_has_a_topic_of_its_own() -> None:
    """The words Practice keeps your progress by, and your progress page names what you missed by."""
    topics: dict[str, set[str]] = {}
    for lesson in range(17):
        for seed in range(1, 4):
            for question in questions(lesson, seed=seed):
                topics.setdefault(question.kind, set()).add(question.topic)
    assert len(topics) >= 48  # every lesson's kinds
    for kind, named in topics.items():
        assert len(named) == 1, f"{kind} has {named}"  # one topic a kind
        topic = named.pop()
        assert TOPIC.fullmatch(topic) and topic != kind, f"{kind}: {topic!r}"
        topics[kind] = {topic}
    assert len({topic for named in topics.values() for topic in named}) == len(topics)  # none shared


def test_every_question_the_bank_builds_names_its_topic() -> None:
    """Lessons' exercises use builders that Practice never draws (who scores, the score pad …): each
    ``Question(…)`` of the bank, and each helper or ``replace`` given a kind, is given a topic too
    (a helper taking the kind as its first argument has ``topic`` as a required keyword, which
    mypy checks)."""
    course = Path(honeymoon_course.__file__).parent
    missing = []
    for path in sorted(course.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            keywords = {keyword.arg for keyword in node.keywords}
            builds = isinstance(node.func, ast.Name) and node.func.id == "Question"
            if (builds or "kind" in keywords) and "topic" not in keywords:
                missing.append(f"{path.name}:{node.lineno}")
    assert not missing


def test_practice_keeps_each_question_by_its_topic(tmp_path: Path) -> None:
    progress = ProgressFile(tmp_path / "p.json")
    practice = Practice(1, seed=4, progress=progress)
    while practice.question.kind != "length":
        practice.next_question()
    practice.show_answer()  # missed
    [attempt] = progress.attempts()
    assert attempt.question.endswith(": length points")
    assert progress.lesson(1).missed == ["length points"]
    assert YourProgress(progress).advice.endswith("Questions you missed most: length points.")
