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
from honeymoon_course.question import Blank, Question
from honeymoon_course.words import _counted, _figure, _hand, _plural, _up, md

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
        figure=_figure(_hand(hand)), blanks=(Blank("HCP", "number", count.total),),
        hints=("Only the four top cards of a suit, the honors, count: lesson 1, “High-card points”.",
               "Go through the suits one at a time; for each ace, king, queen or jack you find, add "
               "A 4, K 3, Q 2, J 1.",
               f"This hand holds {_counted(len(count.lines), 'honor')}: add up what each is worth."))


def length_question(hand: Hand, counts: Sequence[str]) -> Question:
    """Length points by one or both named counts, worded as the lessons word them."""
    results = [length_points(hand, count) for count in counts]
    if len(counts) == 1:
        prompt = f"Count this hand's length points by {LENGTH_WORDS[counts[0]]}."
        blanks: tuple[Blank, ...] = (Blank("Length points", "number", results[0].total),)
    else:
        prompt = ("Count this hand's length points twice: by "
                  + ", and by ".join(LENGTH_WORDS[c] for c in counts) + ".")
        blanks = tuple(Blank(LENGTH_NAMES[c], "number", r.total)
                       for c, r in zip(counts, results, strict=True))
    long_suits = sum(1 for suit in Suit if hand.length(suit) >= 4)
    answer = "; ".join(f"{LENGTH_NAMES[c]}: {_plural(r.total, 'length point')}"
                       for c, r in zip(counts, results, strict=True))
    return Question(
        kind="length", prompt=prompt, answer=_up(answer) + ".",
        why=tuple(f"{LENGTH_NAMES[c]}: {md(str(r))}" for c, r in zip(counts, results, strict=True)),
        facts={"hand": hand.pbn(), "counts": list(counts), "answers": [r.total for r in results]},
        figure=_figure(_hand(hand)), blanks=blanks,
        hints=("Length points count the cards of a long suit, not its honors: lesson 1, “Length points”.",
               "Count the cards of each suit first; only a suit of four cards or more can score, and "
               "each count says how much for each card beyond the start.",
               f"{_up(_counted(long_suits, 'suit'))} of this hand {'has' if long_suits <= 1 else 'have'} "
               "four cards or more."))


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
        figure=_figure(_hand(hand)),
        blanks=(Blank("Shape", "shape", shape(hand)), Blank("Balanced?", "yes-no", balanced),
                Blank("Quick tricks", "number", qt.total), Blank("Losers (LTC)", "number", ltc.total)),
        hints=("Each blank has a section of lesson 3: “Shape and balanced hands”, “Quick tricks” and "
               "“The losing-trick count”.",
               "Shape: count each suit and list the four lengths, longest first. Balanced: no void, no "
               "singleton, at most one doubleton. Quick tricks: the top cards that win the first or "
               "second round of a suit. Losers: look at the top three cards of each suit only.",
               "Write the shape like 5-4-3-1, balanced as yes or no, and the two counts as numbers "
               "(a half is written 1.5)."))


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
