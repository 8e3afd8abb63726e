"""An exercise answered in its widget: each kind of blank has the input that fits it, an answer
written in code is read as people write it, a wrong answer is told what is wrong but never the
answer, hints come one at a time, and bad arguments are refused with the reason."""

from __future__ import annotations

from pathlib import Path

import ipywidgets as w
import pytest

from honeymoon import Card, Hand, Suit, parse_call
from honeymoon.calls import PASS
from honeymoon.errors import ConfigError
from honeymoon.render import TEXT_RED
from honeymoon_course.hands import hcp_question, judge_question
from honeymoon_course.progress import ProgressFile
from honeymoon_course.question import Blank, Question
from honeymoon_course.tricks import legal_cards_question, trick_question
from honeymoon_widgets import Exercise


def _question(*blanks: Blank) -> Question:
    return Question(kind="test", prompt="Answer.", answer="The answer.", why=("Because.",), facts={},
                    blanks=blanks, hints=("The idea: lesson 1, “Section”.", "Narrower."))


TRICK = trick_question([(0, Card.parse("KC")), (1, Card.parse("3H"))], Suit.HEARTS, names=("Anna", "Ben"))
LEGAL = legal_cards_question(Hand.parse("K7.Q93.J8.A5"), Card.parse("5H"), leader="Ben")
COMPASS = ("North", "East", "South", "West")
JUDGE = judge_question(Hand.parse("AKQ2.K72.Q53.J42"))  # 4-3-3-3, balanced


@pytest.mark.parametrize(("question", "answer"), [
    (hcp_question(Hand.parse("KQ5.AJ942.83.QT6")), "12 HCP"),
    (TRICK, "♥3"), (TRICK, "3h"),
    (LEGAL, "♥Q ♥9 ♥3"), (LEGAL, "qh, 9H, 3H"), (LEGAL, ["QH", "9H", "3H"]),
    (JUDGE, ["4333", "yes", "4", 6.5]),
    (_question(Blank("Balanced?", "yes-no", False)), "false"),
    (_question(Blank("Balanced?", "yes-no", False)), "False"),
    (_question(Blank("Balanced?", "yes-no", False)), False),
    (_question(Blank("Seats", "names", ("West", "East", "North"), options=COMPASS)), "West East North"),
    (_question(Blank("Seats", "names", ("Anna", "Ben"), options=("Anna", "Ben"))), "Anna and Ben"),
    (_question(Blank("Seats", "names", ("West", "East"), options=COMPASS)), ("West", "East")),
    (_question(Blank("Strains", "names", ("no-trump", "spades"), options=("no-trump", "spades", "hearts"))),
     ["no-trump", "spades"]),
    (_question(Blank("Shape", "shape", (5, 4, 3, 1))), (5, 4, 3, 1)),
    (_question(Blank("Shape", "shape", (5, 4, 3, 1))), [5, 4, 3, 1]),
    (_question(Blank("Call", "call", parse_call("3H"))), "3♥"),
    (_question(Blank("Call", "call", PASS)), "pass"),
])
def test_an_answer_written_in_code_is_read_as_people_write_it(question: Question, answer: object) -> None:
    if question is JUDGE:
        right = [blank.right for blank in question.blanks if isinstance(blank, Blank)]
        answer = [answer[0], answer[1], right[2], right[3]]  # type: ignore[index]
    exercise = Exercise(question, answer)
    assert exercise.feedback_text.startswith("Right!"), exercise.feedback_text
    assert exercise.solved and exercise.tries == 1


def test_each_kind_has_the_input_that_fits_it() -> None:
    exercise = Exercise(JUDGE)
    shape, balanced, quick, losers = (entry.widget for entry in exercise._inputs)
    assert isinstance(shape, w.Text) and shape.placeholder == "a shape, like 5-4-3-1"
    assert isinstance(balanced, w.ToggleButtons) and balanced.options == (("yes", True), ("no", False))
    assert isinstance(quick, w.Text) and isinstance(losers, w.Text)
    choice = Exercise(_question(Blank("Decision", "choice", "keep", options=("keep", "reject"))))
    assert choice._inputs[0].widget.options == ("keep", "reject")
    scored = Exercise(_question(Blank("Made?", "result", -1)))
    assert scored._inputs[0].widget.placeholder == "made, 1 over, or down 2"  # the kind's examples
    early = Exercise(_question(Blank("Made?", "result", -1, examples=("made, down 1 or down 2",))))
    assert early._inputs[0].widget.placeholder == "made, down 1 or down 2"  # the lesson's own words


def test_the_cards_to_pick_are_the_hands_own_card_faces() -> None:
    exercise = Exercise(LEGAL)
    entry = exercise._inputs[0]
    assert entry.toggles is not None
    buttons = entry.toggles.by_code()
    assert set(buttons) == {card.code for card in Hand.parse("K7.Q93.J8.A5")}
    assert all("hm-card-pick" in button._dom_classes for button in buttons.values())
    assert buttons["QH"].style.text_color == TEXT_RED and buttons["KS"].style.text_color is None
    for code in ("QH", "9H", "KS"):
        buttons[code].value = True
    exercise.check_button.click()
    assert exercise.feedback_text.startswith("Not quite")
    assert buttons["KS"].button_style == "danger" and buttons["QH"].button_style == "success"
    buttons["KS"].value = False
    buttons["3H"].value = True
    exercise.check_button.click()
    assert exercise.feedback_text.startswith("Right!") and exercise.tries == 2


def test_a_wrong_answer_never_shows_the_answer_and_hints_come_one_at_a_time() -> None:
    exercise = Exercise(TRICK)
    exercise.answer("KC")
    assert exercise.feedback_text.startswith("Not quite") and "♥3" not in exercise.feedback_text
    exercise.answer("KC")  # a second wrong try: still no answer (the old checkers gave it here)
    assert "♥3" not in exercise.feedback_text and exercise.tries == 2
    for number in range(1, len(TRICK.hints) + 1):
        assert not exercise.hint_button.disabled
        exercise.hint_button.click()
        assert exercise.hints_text.splitlines()[-1].endswith(TRICK.hints[number - 1])
        assert exercise.feedback_text.startswith("Not quite")  # what was wrong stays beside the hint
    exercise.answer_button.click()
    assert TRICK.answer.replace("\\", "") in exercise.feedback_text.replace("\\", "") and exercise.shown


def test_the_hint_button_is_greyed_once_every_hint_is_given_and_the_hints_stay() -> None:
    exercise = Exercise(_question(Blank("Tricks", "number", 9)))
    exercise.hint_button.click()
    assert not exercise.hint_button.disabled and exercise.hint_button.tooltip == "one hint more"
    exercise.hint_button.click()
    assert exercise.hint_button.disabled and "every hint is given" in exercise.hint_button.tooltip
    assert exercise.hints_text.splitlines() == ["Hint 1 of 2: The idea: lesson 1, “Section”.",
                                                "Hint 2 of 2: Narrower."]
    exercise.answer(8)  # a wrong try after them: the hints stay on screen above its verdict
    assert exercise.feedback_text.startswith("Not quite") and exercise.hints_text.endswith("Narrower.")
    assert "Narrower." in exercise.static_html()
    exercise.hint()  # asked for in code all the same: nothing more to give, and it says so
    assert exercise.hints_used == 2 and exercise.feedback_text.startswith("No more hints: Show answer")
    exercise.ask(TRICK)  # a new question: its own hints to give
    assert not exercise.hint_button.disabled and exercise.hint_button.tooltip == "one hint more"
    assert exercise.hints_text == "" and exercise.hints_used == 0


def test_an_empty_or_unreadable_answer_counts_no_try() -> None:
    exercise = Exercise(hcp_question(Hand.parse("KQ5.AJ942.83.QT6")))
    exercise.check_button.click()
    assert exercise.feedback_text.startswith("Answer every part first") and exercise.tries == 0
    exercise.answer("twelve")
    assert "cannot be read" in exercise.feedback_text and exercise.tries == 0
    Exercise(TRICK, "9D")  # not a card of the trick: refused, not wrong
    refused = Exercise(_question(Blank("Balanced?", "yes-no", True)), "maybe")
    assert "cannot be read" in refused.feedback_text and refused.tries == 0
    short = Exercise(JUDGE, ["4-3-3-3", "yes"])
    assert "has 4 parts" in short.feedback_text and short.tries == 0


def test_a_wrong_answer_may_say_what_is_wrong() -> None:
    question = _question(Blank("Tricks", "number", 9, why_wrong=lambda n: "more than 13 tricks?"
                               if isinstance(n, int) and n > 13 else None))
    exercise = Exercise(question, 14)
    assert exercise.feedback_text == "Not quite: more than 13 tricks? Try again, or ask for a hint."
    exercise.answer(8)
    assert exercise.feedback_text == "Not quite. Try again, or ask for a hint."


def test_saved_unanswered_it_keeps_the_answer_folded() -> None:
    html = Exercise(TRICK)._repr_mimebundle_()["text/html"]
    assert "<details class='hm-answer'><summary>Show answer</summary>" in html
    assert html.index("<details") > html.index("Which card wins")


@pytest.mark.parametrize(("call", "reason"), [
    (lambda: Exercise("7"), "asks a Question of honeymoon_course"),  # type: ignore[arg-type]
    (lambda: Exercise(TRICK, lesson=1), "give both lesson and name"),
    (lambda: Exercise(TRICK, lesson=1, name=""), "name names the exercise"),
    (lambda: Exercise(TRICK, progress="mine.json"), "progress is a ProgressFile"),  # type: ignore[arg-type]
    (lambda: Exercise(Question(kind="essay", prompt="Why?", answer="-", why=(), facts={})),
     "answered in writing"),
])
def test_bad_arguments_are_refused_with_the_reason(call: object, reason: str) -> None:
    with pytest.raises(ConfigError, match=reason):
        call()  # type: ignore[operator]


def test_a_card_written_in_code_that_is_not_among_the_cards_to_click_is_refused() -> None:
    exercise = Exercise(TRICK, "AS")
    assert exercise.feedback_text == ("That cannot be read: ♠A is not one of the cards to click here "
                                      "(♣K ♥3). Try again.") and exercise.tries == 0


def test_checking_again_once_right_counts_no_more_tries(tmp_path: Path) -> None:
    """A learner who comes back to a solved exercise and clicks Check again (a wrong answer too)
    is judged, but the record keeps the tries it took to get it right."""
    progress = ProgressFile(tmp_path / "progress.json")
    exercise = Exercise(TRICK, lesson=0, name="exercise 1", progress=progress)
    wrong_card, right_card = "KC", "3H"  # hearts are trumps: the ♥3 ruffs the ♣K
    exercise.answer(wrong_card)
    exercise.answer(right_card)
    assert exercise.solved and exercise.tries == 2
    exercise.answer(wrong_card)
    assert exercise.feedback_text.startswith("Not quite") and exercise.tries == 2 and exercise.solved
    exercise.answer(right_card)
    assert [(a.tries, a.right) for a in progress.attempts()] == [(2, True)]
