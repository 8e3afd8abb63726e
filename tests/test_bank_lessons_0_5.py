"""The question bank of lessons 0 to 5, and the builders of the lessons' exercises.

Over seeds 1 to 100, each question of the bank is judged as learners meet it
(answers_support.assert_judged: its right answer, written as learners write it, is right; a wrong
one is wrong, the answer not shown; its hints name the lesson's sections and hold no answer), its
right answers are the library's counts, worked out again from its facts, and each wrong answer that
can be explained without the answer (a card that does not win a trick, a card that may not be
played, a call that is not allowed or not the one asked for, the level alone for the tricks a
contract needs) is told the reason, in the library's words where it has them, and the message never
holds the answer. The builders that only the lessons' exercises use (the
points of a hand, one judgement of it, who scores, the calls that raise the stakes, the end of an
auction, the next dealer, declarer, dummy and leader) are checked the same way, against the
library; every section a hint names is a heading of its lesson; and lesson 0's questions use only
what lesson 0 teaches.
"""

from __future__ import annotations

import json
import random
import re
from functools import cache
from pathlib import Path

import pytest
from answers_support import SEEDS, gives_away, judged, written, wrong

from honeymoon import DECK, Auction, Card, ConfigError, Contract, Hand, Suit, deal, parse_call, score_deal
from honeymoon.auction import closing_passes_for
from honeymoon.calls import ALL_BIDS, DOUBLE, PASS, REDOUBLE, Bid, Call
from honeymoon.evaluation import (
    hcp,
    is_balanced,
    length_points,
    losing_trick_count,
    quick_tricks,
    shape,
    total_points,
)
from honeymoon.tricks import follow_suit_reason, legal_cards, trick_winner, why_beaten
from honeymoon_course import questions
from honeymoon_course.auctions import (
    _finished_auction,
    _running,
    auction_over_question,
    contract_question,
    legal_call_question,
    next_dealer_question,
    passed_out_question,
    raise_stakes_question,
    roles_question,
)
from honeymoon_course.hands import JudgePart, judge_part_question, total_points_question
from honeymoon_course.question import Blank, Question
from honeymoon_course.tricks import result_question, who_scores_question
from honeymoon_course.words import COMPASS, PAIR, TRIO

LESSONS = Path(__file__).parent.parent / "lessons"
LESSONS_HERE = (0, 1, 2, 3, 4, 5)


def _blanks(question: Question) -> list[Blank]:
    return [blank for blank in question.blanks if isinstance(blank, Blank)]


def _told(question: Question, answer: object) -> str:
    """The message for a wrong ``answer`` to a question of one blank, which must hold no answer."""
    feedback = question.check(answer)
    assert feedback.correct is False, (question.prompt, answer, feedback)
    [blank] = _blanks(question)
    assert question.answer not in feedback.message
    assert gives_away(feedback.message, blank) is None, feedback.message
    return feedback.message


def _suit(letter: object) -> Suit | None:
    return next((card.suit for card in DECK if card.suit.letter == letter), None)


def _auction(facts: dict[str, object]) -> Auction:
    """The auction of a question, replayed from its facts."""
    players, first, calls = facts["players"], facts["first"], facts["calls"]
    assert isinstance(players, int) and isinstance(first, int) and isinstance(calls, list)
    closing = facts.get("closing_passes")
    auction = Auction(players, first, closing_passes=closing if isinstance(closing, int) else None)
    for call in calls:
        auction.call(call)
    return auction


# --- the bank: the reasons ------------------------------------------------------------------------

def _trick_reasons(question: Question) -> None:
    codes = question.facts["cards"]
    assert isinstance(codes, list)
    cards = [Card.parse(code) for code in codes]
    trump = _suit(question.facts["trump"])
    winner = cards[trick_winner(cards, trump)]
    led = cards[0].suit
    for index, card in enumerate(cards):
        if card == winner:
            continue
        told = _told(question, card.code)
        # The rule that beats it, as the library words it (honeymoon.tricks.why_beaten), when
        # it leaves more than one card that may win; with one left, it would name the winner.
        beaten = why_beaten(cards, index, trump)
        assert beaten is not None
        left = beaten.contenders
        assert winner in left and card not in left  # the rule keeps the winner, and rules this card out
        if len(left) < 2:
            assert told.startswith("Not quite.") and not re.search("does not win|cannot win", told), told
            continue
        assert f"Not quite: {beaten.reason}." in told
        if card.suit is not led and card.suit is not trump:
            assert "cannot win" in told
        elif card.suit is trump or not any(other.suit is trump for other in cards):
            assert f"a higher {'trump' if card.suit is trump else led} was played" in told
    outside = next(card for card in DECK if card not in cards)
    assert f"{outside} is not in this trick" in _told(question, outside.code)


def _legal_card_reasons(question: Question) -> None:
    hand = Hand.parse(str(question.facts["hand"]))
    led = Card.parse(str(question.facts["led"])).suit
    legal = set(legal_cards(hand, led))
    outside = next(card for card in DECK if card not in hand)
    assert str(follow_suit_reason(hand, outside, led)) in _told(question, [*legal, outside])
    astray = [card for card in hand if card not in legal]
    if astray:
        told = _told(question, [*legal, astray[0]])
        assert f"{astray[0]} does not follow suit" in told and "must play one of them" in told
    if len(legal) > 1:
        assert "a card you may play is missing" in _told(question, sorted(legal)[1:])


def _lowest_bid_reasons(question: Question) -> None:
    auction = _auction(question.facts)
    right = Bid.parse(str(question.facts["answer"]))
    for call in (ALL_BIDS[0], PASS, DOUBLE, REDOUBLE, ALL_BIDS[-1]):
        if call == right:
            continue
        told = _told(question, str(call))
        reason = auction.why_illegal(call)
        if reason is not None:
            assert reason in told
        elif not isinstance(call, Bid):
            assert f"{call} is not a bid" in told
        elif call.strain is not right.strain:
            assert f"{call} is not a bid in" in told
        else:
            assert "it is not the lowest" in told
    other = next(bid for bid in ALL_BIDS if bid.strain is not right.strain and auction.is_legal(bid))
    assert f"{other} is not a bid in" in _told(question, other.code)
    if right.level < 7:
        higher = Bid(right.level + 1, right.strain)
        assert "it is not the lowest" in _told(question, higher.code)


def _tricks_needed_reasons(question: Question) -> None:
    for blank in _blanks(question):
        contract = Contract.parse(blank.label)
        assert blank.why_wrong is not None
        reason = blank.why_wrong(contract.level)
        assert reason is not None and "the level alone" in reason and gives_away(reason, blank) is None
        assert blank.why_wrong(contract.tricks_needed + 1) is None


def _library_s(question: Question) -> None:
    """The question's right answers are the library's, worked out again from its facts."""
    hand = Hand.parse(str(question.facts["hand"])) if "hand" in question.facts else Hand([])
    rights = {blank.label: blank.right for blank in question.blanks if isinstance(blank, Blank)}
    if question.kind == "hcp":
        assert rights == {"HCP": hcp(hand).total}
    elif question.kind == "judge":
        assert rights == {"Shape": shape(hand), "Balanced?": is_balanced(hand),
                          "Quick tricks": quick_tricks(hand).total,
                          "Losers (LTC)": losing_trick_count(hand).total}
    elif question.kind == "trick":
        codes = question.facts["cards"]
        assert isinstance(codes, list)
        cards = [Card.parse(code) for code in codes]
        trump = question.facts["trump"]
        suit = None if trump is None else next(c.suit for c in DECK if c.suit.letter == trump)
        assert rights == {label: cards[trick_winner(cards, suit)] for label in rights}
    elif question.kind == "legal-cards":
        led = Card.parse(str(question.facts["led"]))
        assert list(rights.values()) == [frozenset(legal_cards(hand, led.suit))]
    elif question.kind == "lowest-bid":  # the facts are the auction's (tests/test_sheet_answers.py)
        assert list(rights.values()) == [parse_call(str(question.facts["answer"]))]
    elif question.kind == "legal-call":
        assert list(rights.values()) == question.facts["legal"]
    elif question.kind == "contract":
        assert rights["Contract"] == Contract.parse(str(question.facts["contract"]))
        if "Tricks needed" in rights:
            assert rights["Tricks needed"] == question.facts["tricks_needed"]
    elif question.kind == "tricks-needed":
        assert rights == {label: Contract.parse(label).tricks_needed for label in rights}
    elif question.kind == "result":
        contract = Contract.parse(str(question.facts["contract"]))
        tricks = question.facts["tricks"]
        assert isinstance(tricks, int)
        assert list(rights.values()) == [score_deal(contract, tricks).result]
    elif question.kind == "who-scores":
        score = score_deal(Contract.parse(str(question.facts["contract"])), int(question.facts["tricks"]))
        assert list(rights.values()) == ["declarer" if score.total("declarer") > 0 else "defender"]
    else:
        assert question.kind == "length"
        counts = question.facts["counts"]
        assert isinstance(counts, list)
        assert list(rights.values()) == [length_points(hand, count).total for count in counts]


@pytest.mark.parametrize("seed", SEEDS)
def test_the_bank_judges_answers_as_learners_write_them_and_answers_as_the_library(seed: int) -> None:
    told = {"trick": _trick_reasons, "legal-cards": _legal_card_reasons, "lowest-bid": _lowest_bid_reasons,
            "tricks-needed": _tricks_needed_reasons}
    for question in judged(LESSONS_HERE, seed):
        _library_s(question)
        if question.kind in told:
            told[question.kind](question)


@pytest.mark.parametrize("seed", SEEDS)
def test_lesson_0_asks_only_what_lesson_0_teaches(seed: int) -> None:
    """Lesson 0 plays tricks of two, Anna's and Ben's, and a contract that makes or goes down: its
    questions name no seat of four players, and no trick beyond the contract's (overtricks: lesson 6)."""
    for question in questions(0, seed=seed):
        assert question.kind in ("trick", "tricks-needed", "result", "who-scores"), question.kind
        if question.kind == "trick":
            assert question.facts["seats"] in ([0, 1], [1, 0])
        if question.kind == "result":
            assert question.facts["result"] in (0, -1, -2)
        if question.kind == "who-scores":
            needed = Contract.parse(str(question.facts["contract"])).tricks_needed
            assert needed - 2 <= int(question.facts["tricks"]) <= needed
        said = " ".join((question.prompt, question.answer, *question.why, *question.hints))
        assert not re.search(r"overtrick|\b(West|North|East|South)\b", said), said


def test_lesson_0_s_result_question_refuses_overtricks() -> None:
    with pytest.raises(ConfigError, match="overtricks, which lesson 0 does not teach"):
        result_question(Contract.parse("4S"), 11)


# --- the lessons' own builders, checked as the bank is ----------------------------------------------

def _judged_as_learners_write(question: Question) -> None:
    """Right answers, as learners write them, are right; wrong ones wrong, without the answer; no
    hint holds an answer."""
    assert question.checkable and len(question.hints) >= 2
    blanks = _blanks(question)
    for form in range(3):
        answer = [written(blank)[form] for blank in blanks]
        feedback = question.check(answer[0] if len(blanks) == 1 else answer)
        assert feedback.correct is True, (question.prompt, answer)
    for at in range(len(blanks)):
        answer = [wrong(blank) if i == at else blank.right for i, blank in enumerate(blanks)]
        feedback = question.check(answer[0] if len(blanks) == 1 else answer)
        assert feedback.correct is False and question.answer not in feedback.message
        assert all(gives_away(feedback.message, blank) is None for blank in blanks[at:at + 1])
    for hint in question.hints:
        for blank in blanks:
            assert gives_away(hint, blank) is None, (hint, blank.right)


def _hands(seed: int) -> tuple[Hand, ...]:
    return deal(seed=seed).hands


@pytest.mark.parametrize("seed", range(1, 41))
def test_the_hand_builders_answer_as_the_library(seed: int) -> None:
    for hand in _hands(seed):
        for count in ("standard", "honeymoon"):
            question = total_points_question(hand, count)
            _judged_as_learners_write(question)
            assert _blanks(question)[0].right == total_points(hand, count).total
            if hcp(hand).total != total_points(hand, count).total:
                assert "the high-card points alone" in _told(question, hcp(hand).total)
        rights: dict[JudgePart, object] = {
            "shape": shape(hand), "balanced": is_balanced(hand), "quick tricks": quick_tricks(hand).total,
            "losers": losing_trick_count(hand).total}
        for part, right in rights.items():
            question = judge_part_question(hand, part)
            _judged_as_learners_write(question)
            assert _blanks(question)[0].right == right


@pytest.mark.parametrize("seed", range(1, 41))
def test_who_scores_is_the_library_s(seed: int) -> None:
    rng = random.Random(seed)
    contract = Contract.parse(f"{rng.randrange(1, 8)}{rng.choice('CDHS')}")
    tricks = rng.randrange(14)
    question = who_scores_question(contract, tricks)
    _judged_as_learners_write(question)
    # The rule of lesson 0: declarer scores when he takes the book and the level; else the defender.
    expected = "declarer" if tricks >= 6 + contract.level else "defender"
    assert _blanks(question)[0].right == expected


def _random_auction(rng: random.Random, players: int, rule: str) -> Auction:
    """An auction of random legal calls (passes often), stopped at a random point or at its end."""
    auction = Auction(players, rng.randrange(players), closing_passes=closing_passes_for(players, rule))
    for _ in range(rng.randrange(1, 12)):
        if auction.is_over:
            break
        calls = auction.legal_calls()
        auction.call(PASS if rng.random() < 0.6 else rng.choice(calls[:8]))
    return auction


@pytest.mark.parametrize("seed", SEEDS)
def test_the_end_of_an_auction_is_counted_as_the_rules_say(seed: int) -> None:
    rng = random.Random(seed)
    players, rule = rng.choice([(2, "one-pass"), (2, "three-passes"), (3, "one-pass"), (4, "one-pass")])
    auction = _random_auction(rng, players, rule)
    names = {2: PAIR, 3: TRIO, 4: COMPASS}[players]
    calls = auction.calls
    acted = [i for i, call in enumerate(calls) if call is not PASS]
    passes = len(calls) - (acted[-1] + 1 if acted else 0)
    closing = closing_passes_for(players, rule)
    # A rule text's count, not the library's: passes after a bid close it; with no bid, one more.
    over = passes >= (closing if acted else closing + 1)
    question = auction_over_question(auction, names)
    _judged_as_learners_write(question)
    assert _blanks(question)[0].right is over is auction.is_over
    if not any(isinstance(call, Bid) for call in calls):
        question = passed_out_question(auction, names)
        _judged_as_learners_write(question)
        assert _blanks(question)[0].right is over


@pytest.mark.parametrize("seed", range(1, 81))
def test_the_call_that_raises_the_stakes(seed: int) -> None:
    rng = random.Random(seed)
    players = rng.choice((2, 4))
    auction = _running(rng, players, lambda a: a.is_legal(DOUBLE) or a.is_legal(REDOUBLE))
    names = PAIR if players == 2 else COMPASS
    question = raise_stakes_question(auction, names)
    _judged_as_learners_write(question)
    right = _blanks(question)[0].right
    assert right in (DOUBLE, REDOUBLE) and auction.is_legal(right)
    for call in (DOUBLE, REDOUBLE):
        if call != right:
            assert str(auction.why_illegal(call)) in _told(question, str(call))
    assert "a pass leaves the stakes as they were" in _told(question, "pass")
    bid = next(c for c in auction.legal_calls() if isinstance(c, Bid))
    assert "raises no stakes" in _told(question, bid.code)
    lower = next((b for b in ALL_BIDS if not auction.is_legal(b)), None)
    if lower is not None:
        assert str(auction.why_illegal(lower)) in _told(question, lower.code)


@pytest.mark.parametrize("seed", range(1, 81))
def test_one_call_judged_legal_or_not_is_told_the_library_s_reason(seed: int) -> None:
    rng = random.Random(seed)
    players = rng.choice((2, 4))
    auction = _running(rng, players)
    call: Call = rng.choice([PASS, DOUBLE, REDOUBLE, *ALL_BIDS])
    question = legal_call_question(auction, [call], PAIR if players == 2 else COMPASS)
    _judged_as_learners_write(question)
    reason = auction.why_illegal(call)
    assert _blanks(question)[0].right is (reason is None)
    told = _told(question, "no" if reason is None else "yes")
    assert (reason in told) if reason is not None else "“What makes a call legal”" in told


@pytest.mark.parametrize("seed", range(1, 81))
def test_contract_and_declarer_alone_are_told_what_is_wrong(seed: int) -> None:
    rng = random.Random(seed)
    players = rng.choice((2, 4))
    auction = _finished_auction(rng, players, lambda a: len(a.calls) >= 4)
    names = PAIR if players == 2 else COMPASS
    contract, declarer = auction.contract, auction.declarer
    assert contract is not None and declarer is not None
    alone = contract_question(auction, names, only="contract")
    _judged_as_learners_write(alone)
    assert _blanks(alone)[0].right == contract
    bids = [call for call in auction.calls if isinstance(call, Bid)]
    never = next(bid for bid in ALL_BIDS if bid not in bids)
    assert f"{never} was not bid in this auction" in _told(alone, never.code)
    if len(bids) > 1:
        assert f"{bids[0]} is not the last bid" in _told(alone, bids[0].code)
    others = [code for code in (contract.bid.code, contract.bid.code + "X", contract.bid.code + "XX")
              if Contract.parse(code) != contract]
    for code in others:
        assert "the bid is right, but not whether it was doubled" in _told(alone, code)
    who = contract_question(auction, names, only="declarer")
    _judged_as_learners_write(who)
    assert _blanks(who)[0].right == names[declarer]
    for seat in range(players):
        if seat == declarer:
            continue
        told = _told(who, names[seat])
        if players == 2:
            assert "did not make the last bid" in told
        elif auction.side(seat) != auction.side(declarer):
            assert "is on the defending side" in told
        else:
            assert "was not the first of the declaring side to name" in told


@pytest.mark.parametrize("seed", range(1, 41))
def test_declarer_dummy_and_leader_are_the_library_s(seed: int) -> None:
    auction = _finished_auction(random.Random(seed), 4)
    question = roles_question(auction)
    _judged_as_learners_write(question)
    assert [blank.right for blank in _blanks(question)] == [
        COMPASS[seat] for seat in (auction.declarer, auction.dummy, auction.opening_leader)]


@pytest.mark.parametrize("dealer", range(4))
def test_the_next_dealer_sits_on_the_dealer_s_left(dealer: int) -> None:
    question = next_dealer_question(dealer)
    _judged_as_learners_write(question)
    left = Auction(4, first=dealer).caller(1)  # the next to call: the dealer's left
    assert _blanks(question)[0].right == COMPASS[left]
    partner, right = (dealer + 2) % 4, (dealer + 3) % 4
    assert "dealt this deal" in _told(question, COMPASS[dealer])
    assert "sits opposite" in _told(question, COMPASS[partner])
    assert "right, and the deal goes round clockwise" in _told(question, COMPASS[right])


# --- hints that point to the lessons ---------------------------------------------------------------

@cache
def _headings(lesson: int) -> frozenset[str]:
    [path] = LESSONS.glob(f"{lesson:02d}_*.ipynb")
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    lines = [line for cell in cells if cell["cell_type"] == "markdown"
             for line in "".join(cell["source"]).splitlines()]
    return frozenset(line.lstrip("#").strip().replace("`", "") for line in lines if line.startswith("#"))


def _sections(hint: str) -> list[tuple[int, str]]:
    """The (lesson, section title) pairs a hint names: each title goes with the last lesson named."""
    named, lesson = [], None
    for number, title in re.findall(r"[Ll]esson (\d+)|“([^”]+)”", hint):
        if number:
            lesson = int(number)
        else:
            assert lesson is not None, hint
            named.append((lesson, title.replace("`", "")))
    return named


def _lesson_builders() -> list[Question]:
    hand = _hands(1)[0]
    four = _finished_auction(random.Random(1), 4)
    two = _finished_auction(random.Random(2), 2)
    running = _running(random.Random(3), 4, lambda a: a.is_legal(DOUBLE))
    parts: tuple[JudgePart, ...] = ("shape", "balanced", "quick tricks", "losers")
    return [total_points_question(hand, "standard"), *(judge_part_question(hand, part) for part in parts),
            who_scores_question(Contract.parse("3NT"), 7), roles_question(four), next_dealer_question(1),
            contract_question(two, PAIR, only="contract"), contract_question(four, COMPASS, only="declarer"),
            raise_stakes_question(running, COMPASS), legal_call_question(running, [DOUBLE], COMPASS),
            auction_over_question(two, PAIR), passed_out_question(Auction(2), PAIR)]


