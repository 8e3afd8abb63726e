"""Lessons 1 and 3: counting a hand and judging it.

High-card points and length points by both counts; the shape, whether it is balanced, quick
tricks and the losing-trick count; all counted by :mod:`honeymoon.evaluation`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Literal

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
    total_points,
)
from honeymoon_course.games import _hand_where, _new_deal
from honeymoon_course.question import Blank, Question
from honeymoon_course.words import _counted, _figure, _hand, _plural, _up, md

__all__ = [
    "BALANCED",
    "LENGTH_NAMES",
    "LENGTH_WORDS",
    "JudgePart",
    "hcp_question",
    "judge_part_question",
    "judge_question",
    "length_question",
    "lesson_01",
    "lesson_03",
    "total_points_question",
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
        topic="high-card points",
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
        topic="length points",
        kind="length", prompt=prompt, answer=_up(answer) + ".",
        why=tuple(f"{LENGTH_NAMES[c]}: {md(str(r))}" for c, r in zip(counts, results, strict=True)),
        facts={"hand": hand.pbn(), "counts": list(counts), "answers": [r.total for r in results]},
        figure=_figure(_hand(hand)), blanks=blanks,
        hints=("Length points count the cards of a long suit, not its honors: lesson 1, “Length points”.",
               "Count the cards of each suit first; only a suit of four cards or more can score, and "
               "each count says how much for each card beyond the start.",
               f"{_up(_counted(long_suits, 'suit'))} of this hand {'has' if long_suits <= 1 else 'have'} "
               "four cards or more."))


def total_points_question(hand: Hand, count: str) -> Question:
    """A hand's total points: its high-card points plus its length points by ``count``."""
    total = total_points(hand, count)
    points = hcp(hand).total
    other = "honeymoon" if count == "standard" else "standard"

    def why_wrong(given: object) -> str | None:
        if given == points:
            return "that is the high-card points alone: the length points are missing"
        if given == total_points(hand, other).total:
            return f"that is the total by the other count, {LENGTH_NAMES[other].lower()}"
        return None

    return Question(
        topic="a hand's total points",
        kind="total-points",
        prompt=f"What are this hand's total points: its high-card points plus its length points by "
               f"{LENGTH_WORDS[count]}?",
        answer=f"{_plural(total.total, 'point')}.", why=(md(str(total)),),
        facts={"hand": hand.pbn(), "count": count, "answer": total.total},
        figure=_figure(_hand(hand)),
        blanks=(Blank("Total points", "number", total.total, why_wrong=why_wrong),),
        hints=("Total points are high-card points plus length points: lesson 1, “High-card points” and "
               "“Length points”.",
               "Count the two apart, the honors (A 4, K 3, Q 2, J 1) and then the long suits by the count "
               "named, and add them."))


def _judging(hand: Hand) -> tuple[tuple[Blank, ...], tuple[str, ...], tuple[str, ...]]:
    """The four judgements of a hand, in order shape, balanced, quick tricks, losers: their
    blanks, the library's explanation of each, and each as the key's answer says it."""
    lengths = distribution(hand)
    form = "-".join(map(str, shape(hand)))
    balanced = is_balanced(hand)
    qt, ltc = quick_tricks(hand), losing_trick_count(hand)
    suits = " ".join(f"{suit}{length}" for suit, length in lengths.items())
    blanks = (Blank("Shape", "shape", shape(hand)), Blank("Balanced?", "yes-no", balanced),
              Blank("Quick tricks", "number", qt.total), Blank("Losers (LTC)", "number", ltc.total))
    why = (f"Suit lengths {md(suits)}, longest first: {form}.",
           f"{form} is {'one' if balanced else 'none'} of the balanced shapes ({BALANCED}: "
           "no void, no singleton, one doubleton at most)" + ("." if balanced else ": unbalanced."),
           f"Quick tricks: {md(str(qt))}.",
           f"Losing-trick count: {md(str(ltc))}.")
    said = (f"shape {form}", "balanced" if balanced else "unbalanced", _plural(qt.total, "quick trick"),
            _plural(ltc.total, "loser"))
    return blanks, why, said


def judge_question(hand: Hand) -> Question:
    """Shape, balanced or not, quick tricks and losing-trick count of one hand."""
    blanks, why, said = _judging(hand)
    return Question(
        topic="judging a whole hand",
        kind="judge", prompt="Judge this hand: its shape, whether it is balanced, its quick tricks and "
                             "its losers by the losing-trick count.",
        answer=_up("; ".join(said) + "."), why=why,
        facts={"hand": hand.pbn(), "shape": "-".join(map(str, shape(hand))), "balanced": is_balanced(hand),
               "quick_tricks": quick_tricks(hand).total, "losers": losing_trick_count(hand).total},
        figure=_figure(_hand(hand)), blanks=blanks,
        hints=("Each blank has a section of lesson 3: “Shape and balanced hands”, “Quick tricks” and "
               "“The losing-trick count”.",
               "Shape: count each suit and list the four lengths, longest first. Balanced: no void, no "
               "singleton, at most one doubleton. Quick tricks: the top cards that win the first or "
               "second round of a suit. Losers: in each suit, each of the ace, king and queen missing, "
               "counting no more of them than the suit has cards.",
               "Start with the shape: it settles the balanced question too. Then go suit by suit for the "
               "quick tricks (a suit may bring a half) and the losers (three at most a suit), and add each "
               "over the four suits."))


#: One of the four judgements of a hand that :func:`judge_part_question` asks for.
JudgePart = Literal["shape", "balanced", "quick tricks", "losers"]

#: For each judgement: its place in :func:`_judging`, the question, the explanation lines it
#: needs, lesson 3's section, and the hints that narrow it down.
_PARTS: dict[str, tuple[int, str, slice, str, tuple[str, ...]]] = {
    "shape": (0, "What is this hand's shape: its four suit lengths, longest first?", slice(0, 1),
              "Shape and balanced hands",
              ("Count the cards of each suit, then list the four lengths from the longest down.",
               "Check the count: the four lengths add up to the number of cards in the hand, and a missing "
               "suit is a length of zero, last.")),
    "balanced": (1, "Is this hand balanced?", slice(0, 2), "Shape and balanced hands",
                 ("A balanced hand has no void, no singleton and at most one doubleton: count each suit "
                  "first.",)),
    "quick tricks": (2, "How many quick tricks does this hand hold?", slice(2, 3), "Quick tricks",
                     ("Look at the two highest cards of each suit only: which aces, kings and queens stand "
                      "there, and together with which?",
                      "Give each suit its quick tricks by the table of lesson 3, “Quick tricks”, then add "
                      "the four suits: halves count, so the total may end in a half.")),
    "losers": (3, "How many losers does this hand have by the losing-trick count?", slice(3, 4),
               "The losing-trick count",
               ("In each suit look at as many top places as it has cards, three at most: the ace, king "
                "and queen in a suit of three or more, the ace and king in a doubleton, the ace in a "
                "singleton. Each of those cards missing is a loser.",
                "Add the losers of the four suits.")),
}


def judge_part_question(hand: Hand, part: JudgePart) -> Question:
    """One judgement of a hand (lesson 3): its shape, whether it is balanced, its quick tricks or its
    losers by the losing-trick count."""
    place, prompt, lines, section, narrow = _PARTS[part]
    blanks, why, said = _judging(hand)
    blank = blanks[place]
    right = "-".join(map(str, blank.right)) if isinstance(blank.right, tuple) else blank.right
    return Question(
        topic=f"judging a hand ({part})",
        kind=f"judge-{part.replace(' ', '-')}", prompt=prompt, answer=_up(said[place]) + ".", why=why[lines],
        facts={"hand": hand.pbn(), "part": part, "answer": right},
        figure=_figure(_hand(hand)), blanks=(blank,),
        hints=(f"Lesson 3, “{section}”, says how.", *narrow))


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
