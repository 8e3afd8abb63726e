"""The lessons with a class sheet (part one, 0 to 9, and part two, 10 to 16): for each, its
title, what its sheet asks, its question maker and, for part two, its class deals."""

from __future__ import annotations

from honeymoon_course.auctions import lesson_04, lesson_05
from honeymoon_course.boerenbridge import lesson_15, lesson_16
from honeymoon_course.deals import deals_10, deals_11, deals_12, deals_13, deals_14, deals_15, deals_16
from honeymoon_course.discard import lesson_11
from honeymoon_course.draw import lesson_10
from honeymoon_course.dummies import lesson_12, lesson_13
from honeymoon_course.hands import lesson_01, lesson_03
from honeymoon_course.question import Lesson
from honeymoon_course.scores import lesson_06, lesson_07, lesson_08, lesson_09
from honeymoon_course.strategy import lesson_14
from honeymoon_course.tricks import lesson_00, lesson_02

__all__ = [
    "LESSONS",
]

#: The lessons with a class sheet, in order: ``LESSONS[n]`` is lesson ``n``.
LESSONS: tuple[Lesson, ...] = (
    Lesson(0, "Bridge in a few minutes",
           "which card wins a trick, at no-trump and with trumps; how many tricks a contract needs; "
           "whether a contract made", lesson_00),
    Lesson(1, "Cards and high-card points",
           "the high-card points of dealt hands; length points by the standard count and by the "
           "Honeymoon count", lesson_01),
    Lesson(2, "Tricks",
           "who wins a trick (four players and two, with trumps and at no-trump); which cards may be "
           "played (following suit, void)", lesson_02),
    Lesson(3, "Judging a hand",
           "the shape of dealt hands, balanced or not, their quick tricks and losing-trick count", lesson_03),
    Lesson(4, "The bidding ladder",
           "the lowest legal bid in a strain; whether a call is legal; the contract and "
           "declarer of a finished auction (two and four players)", lesson_04),
    Lesson(5, "Contract bridge for four",
           "for four-player auctions: contract, declarer, dummy, opening leader, tricks needed", lesson_05),
    Lesson(6, "Rubber scoring I",
           "trick points and overtricks of made contracts; whether each is a game", lesson_06),
    Lesson(7, "Rubber scoring II",
           "doubled and redoubled results, undertricks by number and vulnerability, slams, honors",
           lesson_07),
    Lesson(8, "The scoring lab",
           "a doubled sacrifice against the opponents' game made: the points of each, and which costs "
           "less", lesson_08,
           note="In each question *They* bid a game, which they would make if you passed. You can bid "
                "higher instead, a **sacrifice**: they double, and you go down. Write what *They* score "
                "in each case, with the rubber bonus when their game wins the rubber (a vulnerable side "
                "has already won a game), and say which result costs you less."),
    Lesson(9, "Plain Honeymoon",
           "two-player auctions (contract, declarer, opening lead); the score of played deals, honors "
           "included", lesson_09),
    Lesson(10, "Drawing your hand",
           "take or refuse a face-up card by the lesson's rule *improve* and by the computer's, and what "
           "to discard; where a refused card goes; which cards the opponent cannot hold after the draw; "
           "what the draw gained", lesson_10,
           deals=deals_10),
    Lesson(11, "Draw and Discard, and preliminary tricks",
           "keep or reject the top card, and where the blind second card goes; what your discards tell; who "
           "wins a preliminary trick and draws which card; the follow-suit option", lesson_11,
           deals=deals_11),
    Lesson(12, "Playing with a dummy",
           "what each player sees in the dummy forms, in the auction and after the lead; which cards a "
           "half-open dummy may play; who leads, from which seat; the HCP you cannot see; a deal reviewed "
           "double dummy, and the tricks each side gave away", lesson_12,
           deals=deals_12),
    Lesson(13, "Honeymoon for three",
           "three-player auctions (contract, declarer, lead, a book of 9); the widow and the HCP in it; "
           "what each of the three players scores", lesson_13, deals=deals_13),
    Lesson(14, "Strategy, tested",
           "the Honeymoon count; the draw tip; double-dummy tricks of two-hand deals (a contract, the best "
           "strain); the tip's opening lead against the best one; the draw tested by simulation", lesson_14,
           deals=deals_14),
    Lesson(15, "Boerenbridge",
           "the dealer's forbidden bid (the hook), and why; the staircase; a trick with the turned-up "
           "trump; the score of a deal by exact bids", lesson_15, deals=deals_15),
    Lesson(16, "Boerenbridge variants",
           "a deal scored by harsh scoring, the Boer rule and a blind deal; no-trump deals and a fixed hand "
           "size; a Wizard-style trick; Boerenbridge for two", lesson_16, deals=deals_16),
)
