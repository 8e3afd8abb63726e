"""Lessons 1 and 3: counting a hand and judging it.

High-card points and length points by both counts; the shape, whether it is balanced, quick
tricks and the losing-trick count; all counted by :mod:`honeymoon.evaluation`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from honeymoon import Hand, Suit
from honeymoon.evaluation import (
    BALANCED_SHAPES,
    distribution,
    hcp,
    is_balanced,
    length_points,
    losing_trick_count,
    quick_tricks,
    shape,
)
from honeymoon_course.games import _hand_where, _new_deal
from honeymoon_course.question import Question
from honeymoon_course.words import _figure, _hand, _plural, _up, md

__all__ = [
    "BALANCED",
    "LENGTH_NAMES",
    "LENGTH_WORDS",
    "hcp_question",
    "judge_question",
    "length_question",
    "lesson_01",
    "lesson_03",
]


#: The balanced shapes, as the lesson on judging a hand names them.
BALANCED = ", ".join("-".join(map(str, form)) for form in BALANCED_SHAPES[:-1]) + " and " + "-".join(
    map(str, BALANCED_SHAPES[-1]))
#: The two length counts, worded as the lessons word them.
LENGTH_WORDS = {
    "standard": "the standard count (+1 for each card beyond the fourth in a suit)",
    "honeymoon": "the Honeymoon count (4-card suit +1, 5-card +2, …)",
}
LENGTH_NAMES = {"standard": "Standard count", "honeymoon": "Honeymoon count"}


def hcp_question(hand: Hand) -> Question:
    count = hcp(hand)
    return Question(
        kind="hcp", prompt="How many high-card points (HCP) does this hand hold? (A 4, K 3, Q 2, J 1)",
        answer=f"{count.total} HCP.", why=(md(str(count)),),
        facts={"hand": hand.pbn(), "answer": count.total},
        figure=_figure(_hand(hand)), blanks=("HCP",))


def length_question(hand: Hand, counts: Sequence[str]) -> Question:
    """Length points by one or both named counts, worded as the lessons word them."""
    results = [length_points(hand, count) for count in counts]
    if len(counts) == 1:
        prompt = f"Count this hand's length points by {LENGTH_WORDS[counts[0]]}."
        blanks: tuple[str, ...] = ("Length points",)
    else:
        prompt = ("Count this hand's length points twice: by "
                  + ", and by ".join(LENGTH_WORDS[c] for c in counts) + ".")
        blanks = tuple(LENGTH_NAMES[c] for c in counts)
    answer = "; ".join(f"{LENGTH_NAMES[c]}: {_plural(r.total, 'length point')}"
                       for c, r in zip(counts, results, strict=True))
    return Question(
        kind="length", prompt=prompt, answer=_up(answer) + ".",
        why=tuple(f"{LENGTH_NAMES[c]}: {md(str(r))}" for c, r in zip(counts, results, strict=True)),
        facts={"hand": hand.pbn(), "counts": list(counts), "answers": [r.total for r in results]},
        figure=_figure(_hand(hand)), blanks=blanks)


def judge_question(hand: Hand) -> Question:
    """Shape, balanced or not, quick tricks and losing-trick count of one hand."""
    lengths = distribution(hand)
    form = "-".join(map(str, shape(hand)))
    balanced = is_balanced(hand)
    qt, ltc = quick_tricks(hand), losing_trick_count(hand)
    suits = " ".join(f"{suit}{length}" for suit, length in lengths.items())
    return Question(
        kind="judge", prompt="Judge this hand: its shape, whether it is balanced, its quick tricks and "
                             "its losers by the losing-trick count.",
        answer=_up(f"shape {form}; {'balanced' if balanced else 'unbalanced'}; "
                   f"{_plural(qt.total, 'quick trick')}; {_plural(ltc.total, 'loser')}."),
        why=(f"Suit lengths {md(suits)}, longest first: {form}.",
             f"{form} is {'one' if balanced else 'none'} of the balanced shapes ({BALANCED}: "
             "no void, no singleton, one doubleton at most)" + ("." if balanced else ": unbalanced."),
             f"Quick tricks: {md(str(qt))}.",
             f"Losing-trick count: {md(str(ltc))}."),
        facts={"hand": hand.pbn(), "shape": form, "balanced": balanced, "quick_tricks": qt.total,
               "losers": ltc.total},
        figure=_figure(_hand(hand)), blanks=("Shape", "Balanced?", "Quick tricks", "Losers (LTC)"))


def _longest_length(hand: Hand) -> int:
    return max(hand.length(s) for s in Suit)


def lesson_01(rng: random.Random) -> list[Question]:
    """Cards and high-card points: HCP of dealt hands; length points by both counts."""
    _, hands = _new_deal(rng)
    questions = [hcp_question(hand) for hand in hands[:3]]
    questions.append(length_question(_hand_where(rng, lambda h: _longest_length(h) >= 5), ("standard",)))
    questions.append(length_question(_hand_where(rng, lambda h: _longest_length(h) >= 4), ("honeymoon",)))
    two_long = _hand_where(rng, lambda h: sorted((h.length(s) for s in Suit), reverse=True)[1] >= 4
                           and _longest_length(h) >= 5)
    questions.append(length_question(two_long, ("standard", "honeymoon")))
    return questions


def lesson_03(rng: random.Random) -> list[Question]:
    """Judging a hand: shape, balanced or not, quick tricks, losing-trick count."""
    wants: list[Callable[[Hand], bool]] = [
        is_balanced, lambda h: not is_balanced(h), is_balanced,
        lambda h: min(h.length(s) for s in Suit) <= 1, lambda h: not is_balanced(h),
        lambda h: quick_tricks(h).total >= 2]
    return [judge_question(_hand_where(rng, want)) for want in wants]
