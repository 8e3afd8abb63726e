"""The question bank of lessons 6 to 9 (rubber scoring, the scoring lab, Plain Honeymoon), as
tests/test_bank_lessons_0_5.py checks lessons 0 to 5: over seeds 1 to 100 each question checks its
answers, its right answer written as learners write it is judged right, a wrong one wrong without
the answer shown, and no hint holds the answer; and its right answers are the library's,
recomputed from the question's facts. Then the builders the lessons' exercises use
beside the bank's (the score pad, how many tricks down a sacrifice can afford, the calls allowed),
against numbers typed in from the rules (book/rules/scoring.md), and what a slip is told."""

from __future__ import annotations

import re

import pytest
from answers_support import SEEDS, assert_judged, judged

from honeymoon import Auction, Contract, Hand, ScoreSheet, score_deal
from honeymoon.scoring import honors_held
from honeymoon_course import questions
from honeymoon_course.question import Blank, Question
from honeymoon_course.scores import (
    afford_question,
    calls_count_question,
    made_score_question,
    pad_question,
    sacrifice_question,
    score_question,
    they_score,
)
from honeymoon_widgets import Practice

LESSONS = (6, 7, 8, 9)


def _bank(seed: int) -> list[Question]:
    return [question for lesson in LESSONS for question in questions(lesson, seed=seed)]


def _blanks(question: Question) -> list[Blank]:
    return [blank for blank in question.blanks if isinstance(blank, Blank)]


def _auction(facts: dict[str, object]) -> Auction:
    auction = Auction(players=2, first=int(str(facts["first"])))
    calls = facts["calls"]
    assert isinstance(calls, list)
    for call in calls:
        auction.call(call)
    return auction


def _sheet_points(deals: list[tuple[str, int, int]], we_vul: bool, they_vul: bool) -> list[int]:
    """What each deal, alone on a rubber in which each vulnerable side has won a game, adds to
    They's total (side 1): written with the library's pad, not the course's."""
    points = []
    for contract, tricks, declarer in deals:
        sheet = ScoreSheet(("We", "They"))
        for side, vulnerable in ((0, we_vul), (1, they_vul)):
            if vulnerable:
                sheet.record("4H", 10, declarer=side)  # any game will do
        before = sheet.total(1)
        sheet.record(contract, tricks, declarer=declarer)
        points.append(sheet.total(1) - before)
    return points


@pytest.mark.parametrize("seed", SEEDS)
def test_each_question_is_judged_and_answers_as_the_library(seed: int) -> None:
    for question in judged(LESSONS, seed):
        f = question.facts
        rights = [blank.right for blank in _blanks(question)]
        if question.kind == "made-score":
            score = score_deal(str(f["contract"]), int(str(f["tricks"])))
            assert rights == [score.declarer_below, score.declarer_above, score.declarer_below >= 100]
        elif question.kind in ("score", "plain-deal"):
            if question.kind == "score":
                contract = Contract.parse(str(f["contract"]))
                hand = Hand.parse(str(f["hand"])) if f["hand"] else None
                honors = honors_held(hand, contract.strain) if hand is not None else 0
                side = f["honors_side"]
            else:
                auction = _auction(f)
                assert auction.contract is not None and auction.declarer is not None
                contract = auction.contract
                hands = f["hands"]
                assert isinstance(hands, list)
                held = [honors_held(Hand.parse(text), contract.strain) for text in hands]
                honors = max(held)
                side = "declarer" if not honors or held.index(honors) == auction.declarer else "defenders"
                assert rights[:2] == [contract, ("Anna", "Ben")[auction.declarer]]
                rights = rights[2:]
            score = score_deal(contract, int(str(f["tricks"])), vulnerable=bool(f["vulnerable"]),
                               honors=honors, honors_side="declarer" if side == "declarer" else "defenders")
            assert rights == [score.declarer_below, score.declarer_above, score.defenders_above]
        elif question.kind == "sacrifice":
            game, sacrifice = (str(f["game"]), int(str(f["game_tricks"])), 1), (
                str(f["sacrifice"]), int(str(f["sacrifice_tricks"])), 0)
            theirs, ours = _sheet_points([game, sacrifice], bool(f["we_vul"]), bool(f["they_vul"]))
            cheaper = "sacrificing" if ours < theirs else "passing" if theirs < ours else "equal"
            assert rights == [theirs, ours, cheaper]
        else:
            assert question.kind == "contract"
            auction = _auction(f)
            assert auction.contract is not None and auction.declarer is not None
            leader = 1 - auction.declarer
            assert rights == [auction.contract, ("Anna", "Ben")[auction.declarer], ("Anna", "Ben")[leader]]


def test_practice_takes_every_lesson() -> None:
    for lesson in LESSONS:
        practice = Practice(lesson, seed=1)
        assert practice.question.checkable


# --- the builders of the lessons' exercises, against the rules typed in ----------------------------

def test_the_score_pad_questions() -> None:
    # Lesson 6: 2♠ (60) and 1NT (40) make a game for Anna; Ben's 2♥ does not stop her.
    game = pad_question([("2S", 8, 0), ("2H", 8, 1), ("1NT", 7, 0)], "game")
    assert [blank.right for blank in _blanks(game)] == [True]
    # 4♥ is a game for Anna; then Ben's 3♣ (60) and 2NT (70): a game for Ben. Both vulnerable.
    both = pad_question([("4H", 10, 0), ("3C", 9, 1), ("2NT", 8, 1)], "vulnerable")
    assert [blank.right for blank in _blanks(both)] == [True, True]
    assert pad_question([("2S", 8, 0)], "vulnerable").check(["no", "no"]).correct
    # Two games to one: 500.
    bonus = pad_question([("4H", 10, 0), ("3NT", 9, 1), ("5C", 11, 0)], "bonus", names=("We", "They"))
    assert [blank.right for blank in _blanks(bonus)] == [500]
    # Lesson 7: both have a game, only Anna a part-score in the third: 100 to Anna, none to Ben.
    settle = pad_question([("4S", 10, 0), ("3NT", 9, 1), ("2D", 8, 0)], "settle")
    assert [blank.right for blank in _blanks(settle)] == [100, 0]
    # A single game: Ben made it, though Anna's 4♥X down 4 (800) gives her the higher total.
    single = pad_question([("4HX", 6, 1), ("3NT", 9, 1)], "winner", single_game=True)
    assert [blank.right for blank in _blanks(single)] == ["Ben"]
    for question in (game, both, bonus, settle, single):
        assert_judged(question)


def test_how_many_tricks_down_a_sacrifice_can_afford() -> None:
    # Their 4♠ with the rubber (120 + 700 = 820) against our 5♦X not vulnerable: 100, 300, 500, 800, 1100.
    assert they_score("4S", 10, declarer=1, we_vul=False, they_vul=True) == 820
    cases = {(False, True): 4, (True, True): 2, (False, False): 1, (True, False): 0}
    for (we_vul, they_vul), afford in cases.items():
        question = afford_question(Contract.parse("4S"), 10, Contract.parse("5DX"), we_vul, they_vul)
        assert [blank.right for blank in _blanks(question)] == [afford], (we_vul, they_vul)
        assert_judged(question)
    # Their 5♦, nobody vulnerable, is worth 100; down 1 costs 100 too: that is not less.
    minor = afford_question(Contract.parse("5D"), 11, Contract.parse("5SX"), False, False)
    assert _blanks(minor)[0].right == 0
    # Against their small slam, vulnerable (180 + 750 + 700): down 6 (1400) still pays.
    slam = afford_question(Contract.parse("6S"), 12, Contract.parse("7DX"), False, True)
    assert _blanks(slam)[0].right == 6


def test_the_calls_allowed_after_a_double() -> None:
    auction = Auction(players=2, first=0)
    for call in ("1H", "X"):
        auction.call(call)
    question = calls_count_question(auction, ("Player 0", "Player 1"))
    # 1♠ and 1NT, then 6 levels of 5 strains; pass and redouble.
    assert _blanks(question)[0].right == 2 + 30 + 2
    assert_judged(question)


# --- what a wrong answer is told -------------------------------------------------------------------

def test_a_slip_is_named_and_the_answer_is_not() -> None:
    # 4♠X vulnerable, 11 tricks: 240 below; 200 and 50 above.
    question = score_question(Contract.parse("4SX"), 11, True)
    assert question.check([490, 250, 0]).message == (
        "Not quite: Declarer below: not yet (that counts lines that go above the line: below it go only the "
        "trick points); Declarer above: right; Defenders above: right. Try again, or ask for a hint.")
    undoubled = question.check([240, 30, 0]).message  # one overtrick undoubled, no insult
    assert "Declarer above: not yet (that is the score undoubled: look up the doubled figures" in undoubled
    vulnerable = question.check([240, 150, 0]).message  # not vulnerable: 100 and 50
    assert ("Declarer above: not yet (that is the score of a declarer not vulnerable: here declarer is "
            "vulnerable") in vulnerable
    assert question.check([240, 260, 0]).message.count("not yet") == 1  # no slip known: not yet
    for message in (undoubled, vulnerable):
        assert "250" not in message
    down = score_question(Contract.parse("4SX"), 8, False)  # down 2: 100 + 200
    assert "Defenders above: not yet (that is the score undoubled" in down.check([0, 0, 100]).message
    made = made_score_question(Contract.parse("3H"), 10)  # 90 below, 30 above: no game
    said = made.check([90, 30, "yes"]).message
    assert "overtricks never count towards a game" in said and "90" not in said
    lab = sacrifice_question(Contract.parse("4S"), 10, Contract.parse("5DX"), 8, False, True)
    assert "does their game end the rubber?" in lab.check([120, 500, "sacrificing"]).message
    assert "they double your sacrifice" in lab.check([820, 150, "sacrificing"]).message


def test_no_hint_does_the_arithmetic() -> None:
    """The hints name the rules and the sections, never a number: no digit but a lesson's."""
    built = [made_score_question(Contract.parse("2D"), 11), score_question(Contract.parse("3DX"), 11, True),
             sacrifice_question(Contract.parse("4S"), 10, Contract.parse("5DX"), 8, False, True),
             afford_question(Contract.parse("4S"), 10, Contract.parse("5DX"), True, True)]
    for question in [*built, *_bank(3)]:
        for hint in question.hints:
            bare = re.sub(r"[Ll]essons? \d+( and \d+)?|like 4S or 3NTX|like 2H or 3NT", "", hint)
            assert not re.search(r"\d|×", bare), hint
