"""How learners write answers, right and wrong, and how a hint would give an answer away: what the
tests of the question bank (test_bank_lessons_*, test_questions_checked) and of the lessons'
exercises (test_lesson_exercises) share."""

from __future__ import annotations

import functools
import json
import os
import re
from pathlib import Path

from honeymoon import DECK, Card, Contract
from honeymoon.calls import Call
from honeymoon_course import questions
from honeymoon_course.question import Blank, Question

#: How many times the random runs of ``make test`` the ``thorough`` Hypothesis profile plays: the
#: bulk runs (tests/conftest.py's ``bulk``) and the seeds of the question bank.
BULK_FACTOR = 10 if os.environ.get("HYPOTHESIS_PROFILE") == "thorough" else 1
#: The seeds over which the bank's questions are judged and their answers worked out again: 1 to
#: 100 (to 1,000 under the ``thorough`` profile).
SEEDS = range(1, 1 + 100 * BULK_FACTOR)

# What every hint may say whatever the answer: a lesson's number, the scale of high-card points,
# and the examples of how to write an answer.
FIXED = re.compile(r"[Ll]esson \d+|A 4, K 3, Q 2, J 1|1\.5|5-4-3-1|like ♠Q or QS|like ♥Q ♥4 \(or QH 4H\)"
                   r"|made, 1 over, or down 2 \(or \+1, -2\)|like 4S or 3NTX|like 2H or 3NT")


def written(blank: Blank) -> list[object]:
    """The right answer of ``blank`` as a learner might write it."""
    right = blank.right
    match blank.kind:
        case "number":
            assert isinstance(right, int | float)
            return [right, f" {right:g} ", str(right).replace(".", ",")]
        case "yes-no":
            return [right, str(right).lower(), "yes" if right else "no"]
        case "shape":
            assert isinstance(right, tuple)
            return ["-".join(map(str, right)), "".join(map(str, right)), list(reversed(right))]
        case "card":
            assert isinstance(right, Card)
            return [right, str(right), right.code.lower()]
        case "cards":
            assert isinstance(right, frozenset)
            cards = sorted(right, reverse=True)
            codes = [card.code for card in cards]
            return [" ".join(map(str, cards)), ", ".join(codes), codes]
        case "result":
            assert isinstance(right, int)
            words = "made" if right == 0 else f"{right} over" if right > 0 else f"down {-right}"
            return [right, words, f"{right:+d}" if right else "exactly"]
        case "call" | "contract":
            return [right, str(right), str(right).lower()]
        case "choice":
            assert isinstance(right, str)
            return [right, right.lower(), f" {right.upper()} "]
        case "names":
            assert isinstance(right, tuple | list | frozenset)
            names = list(right)
            return [" ".join(names), " and ".join(name.lower() for name in reversed(names)), names]
    raise AssertionError(blank.kind)


def wrong(blank: Blank) -> object:
    right = blank.right
    match blank.kind:
        case "number":
            assert isinstance(right, int | float)
            return right + 1
        case "yes-no":
            return not right
        case "shape":
            return "4-4-4-1" if right != (4, 4, 4, 1) else "4-3-3-3"
        case "card":  # among the cards to click, if the blank offers some
            offered = [Card.parse(code) for code in blank.options] or list(DECK)
            return next(card for card in offered if card != right)
        case "cards":
            assert isinstance(right, frozenset)
            if len(right) > 1:
                return set(sorted(right)[1:])
            return right | {next(card for card in DECK if card not in right)}
        case "result":
            assert isinstance(right, int)
            return right + 1
        case "call":
            return "7NT" if str(right) != "7NT" else "pass"
        case "contract":
            return "7NTXX" if str(right) != "7NTXX" else "1C"
        case "choice":
            return next(option for option in blank.options if option != right)
        case "names":
            assert isinstance(right, tuple | list | frozenset)
            others = [name for name in blank.options if name not in right]
            return [*right, others[0]] if others else list(right)[1:] or [blank.options[0]]
    raise AssertionError(blank.kind)


def texts(blank: Blank) -> list[str]:
    """How the answer of ``blank`` would be written in a hint that gave it away."""
    right = blank.right
    if isinstance(right, bool):
        return []  # yes or no: the words are everywhere
    if isinstance(right, tuple):
        return ["-".join(map(str, right))]
    if isinstance(right, Card):
        return [str(right), right.code]
    if isinstance(right, str):
        return [right]
    if isinstance(right, Call | Contract):
        return [str(right), right.code]
    if isinstance(right, frozenset):
        return [text for card in right for text in (str(card), card.code)]
    assert isinstance(right, int | float)
    return [f"{right:g}"]


def gives_away(hint: str, blank: Blank) -> str | None:
    """The text of ``blank``'s answer that ``hint`` holds (``None``: it holds none)."""
    said = FIXED.sub("", hint)
    for text in texts(blank):
        if re.search(rf"(?<![\w.-]){re.escape(text)}(?![\w.]|-\d)", said):
            return text
    return None


LESSONS = Path(__file__).resolve().parents[1] / "lessons"


@functools.cache
def headings(lesson: int) -> frozenset[str]:
    """The section headings of a lesson's notebook."""
    (path,) = LESSONS.glob(f"{lesson:02d}_*.ipynb")
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    lines = "".join("".join(cell["source"]) + "\n" for cell in cells if cell["cell_type"] == "markdown")
    titles = [line.lstrip("#").strip() for line in lines.splitlines() if line.startswith("#")]
    # A hint may name a heading by its words before a dash: “Two players” for "Two players — `players=2`".
    return frozenset(titles + [title.split(" — ")[0] for title in titles])


def places(hint: str) -> list[tuple[int, str]]:
    """The sections a hint names: (lesson, heading) for each “heading” after "lesson N"."""
    parts = re.split(r"[Ll]esson (\d+)", hint)
    return [(int(number), heading) for number, text in zip(parts[1::2], parts[2::2], strict=True)
            for heading in re.findall(r"“([^”]+)”", text)]


def assert_judged(question: Question) -> None:
    """``question`` checks itself as a learner meets it: its right answer, written three ways
    learners write it, judged right; one wrong blank at a time judged wrong, that blank named
    and the answer not shown (nor in the reason given for it); two or three hints, the first
    naming where the course taught the idea (a heading of that lesson), none giving a blank's
    answer."""
    assert question.checkable, question.kind
    assert 2 <= len(question.hints) <= 3, question.kind
    blanks = [blank for blank in question.blanks if isinstance(blank, Blank)]
    for form in range(3):
        answer = [written(blank)[form] for blank in blanks]
        feedback = question.check(answer[0] if len(blanks) == 1 else answer)
        assert feedback.correct is True, (question.prompt, answer, feedback)
    for wrong_at, blank in enumerate(blanks):
        answer = [wrong(each) if i == wrong_at else each.right for i, each in enumerate(blanks)]
        feedback = question.check(answer[0] if len(blanks) == 1 else answer)
        assert feedback.correct is False and question.answer not in feedback.message, feedback
        reason = blank.why_wrong(blank.read(answer[wrong_at])) if blank.why_wrong is not None else None
        if reason:  # what is wrong, never what is right
            assert all(gives_away(reason, each) is None for each in blanks), (reason, feedback)
        said = feedback.message
        for each in blanks:  # the labels are the question's, not an answer given away
            said = said.replace(f"{each.label}:", "")
        if isinstance(blank.right, str):
            assert blank.right not in said, (blank, feedback)
        if len(blanks) > 1:
            assert f"{blank.label}: not yet" in feedback.message, feedback
    assert places(question.hints[0]), question.hints[0]
    for hint in question.hints:
        for number, heading in places(hint):
            assert heading in headings(number), (number, heading)
        for blank in blanks:
            assert gives_away(hint, blank) is None, (question.kind, hint, gives_away(hint, blank))


def judged(lessons: tuple[int, ...], seed: int) -> list[Question]:
    """The bank's questions of ``lessons`` for ``seed``, each judged by :func:`assert_judged`: each
    group's test then works out their answers again, the questions made once for both."""
    made = [question for lesson in lessons for question in questions(lesson, seed=seed)]
    for question in made:
        assert_judged(question)
    return made
