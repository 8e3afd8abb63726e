"""The question bank of lessons 12 and 13 (honeymoon_course.dummies), checked as learners answer it:
over seeds 1 to 100 every question checks an answer, its right answer written as learners write it
is judged right, a wrong one wrong without the answer shown, and no hint holds the answer; and
each right answer is the library's, recomputed from the question's facts (the game
replayed from its seed, the solver, the score sheet). A seat is answered by its name, its number or
"seat 2", a player by "player 2"."""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any

import pytest
from answers_support import SEEDS, judged

from honeymoon import DECK, Auction, Card, Contract, Hand, new_game, score_deal
from honeymoon.analysis import dd_tricks
from honeymoon.bots import make_bot
from honeymoon.calls import Bid, Doubling, Strain
from honeymoon.forms import review
from honeymoon_course import questions
from honeymoon_course.dummies import SEEN_SEATS, STRAIN_WORDS, TURNED_UP, SeatBlank
from honeymoon_course.question import Blank, Question

LESSONS = (12, 13)
PAIR = ("Anna", "Ben")
TRIO = ("Anna", "Ben", "Cleo")
#: The seeds whose review-cost questions are checked against a whole review worked out again.
REVIEWED = 40
NOTEBOOKS = Path(__file__).resolve().parents[1] / "lessons"


@functools.cache
def _bank(seed: int) -> tuple[Question, ...]:
    return tuple(question for lesson in LESSONS for question in questions(lesson, seed=seed))


@functools.cache
def _cards_seen(view: Any) -> int:
    """Lesson 12's count: the face-up cards of every seat, and the cards played."""
    return sum(len(seat.cards) for seat in view.seats) + len(view.trick) + sum(len(t) for t in view.tricks)


def _replayed(facts: dict[str, Any], names: tuple[str, ...] = PAIR) -> Any:
    game = new_game(str(facts["form"]), seed=int(facts["seed"]), match="deal", names=names)
    for action in facts["actions"]:
        game.apply(action)
    return game


def _rights(question: Question) -> dict[str, object]:
    return {blank.label: blank.right for blank in question.blanks if isinstance(blank, Blank)}


def check_what_sees(question: Question, f: dict[str, Any]) -> None:
    game = new_game(f["form"], seed=f["seed"], match="deal", names=PAIR)
    scheme, seats = game.form.dummies, game.form.seats
    before = _cards_seen(game.view(0))
    for action in f["actions"]:
        game.apply(action)
    after = _cards_seen(game.view(0))
    # The dummies she sees whole: those face up from the deal, then every seat she sees in the play.
    dummies_after = [seat for seat in scheme.seats_seen(0, game.declarer, seats, lead_made=True) if seat >= 2]
    words = SEEN_SEATS[seats]
    assert list(_rights(question).values()) == [words[len(scheme.open_seats)], before,
                                                words[len(dummies_after)], after]


def check_unseen_hcp(question: Question, f: dict[str, Any]) -> None:
    view = new_game(f["form"], seed=f["seed"], match="deal").view(0)
    seen = {card for seat in view.seats for card in seat.cards}
    assert _rights(question) == {"HCP not seen": sum(card.hcp for card in DECK if card not in seen)}


def check_half_open(question: Question, f: dict[str, Any]) -> None:
    game = _replayed(f)
    legal = frozenset(game.legal_actions())
    (blank,) = [b for b in question.blanks if isinstance(b, Blank)]
    assert blank.right == legal and legal <= {Card.parse(code) for code in blank.options}


def check_dummy_lead(question: Question, f: dict[str, Any]) -> None:
    game = new_game(f["form"], seed=f["seed"], match="deal", names=PAIR)
    face_up = set(game.view(0).seats[2].cards)  # the dummy face up in the auction (single dummy)
    for action in f["actions"]:
        game.apply(action)
    leader = game.view(0).seat_to_play
    rights = _rights(question)
    assert rights["Opening lead from"] == game.seat_name(leader)
    if "That seat's dummy" in rights:
        exposed = set(game.seat_cards[leader]) == face_up
        assert rights["That seat's dummy"] == ("exposed" if exposed else "hidden")
    # A dummy lies face down for one of the players until the opening lead, for neither after it.
    assert any(seat.hidden for player in (0, 1) for seat in game.view(player).seats[2:])
    game.apply(game.legal_actions()[0])
    assert not any(seat.hidden for player in (0, 1) for seat in game.view(player).seats[2:])
    assert rights["A face-down dummy is turned up"] == TURNED_UP[1]


def check_dd_review(question: Question, f: dict[str, Any]) -> None:
    hands = [Hand.parse(h) for h in f["hands"]]
    contract = Contract.parse(f["contract"])
    leader = (f["declarer"] + 1) % 4
    row = {strain: 13 - dd_tricks(hands, strain, leader=leader) for strain in Strain}
    most = max(row.values())
    rights = _rights(question)
    assert rights[f"Result of {contract}"] == row[contract.strain] - contract.tricks_needed
    best = rights["Best strain (all, if tied)"]
    assert isinstance(best, tuple)
    assert set(best) == {STRAIN_WORDS[s] for s in Strain if row[s] == most}


def check_review_cost(question: Question, f: dict[str, Any], *, whole: bool) -> None:
    """The costs add up: the solver's count before the lead, less what declarer's side gave away,
    plus what the defence gave away, is the tricks declarer made. ``whole``: each side's total is
    also the library's review's, worked out again (the review solves the deal card by card: some
    deals take seconds, so the first seeds only)."""
    dealt = new_game(f["form"], seed=f["seed"], match="deal", names=PAIR)
    hands = [Hand(cards) for cards in dealt.seat_cards]
    game = _replayed(f)
    declarer = f["declarer"]
    could_make = 13 - dd_tricks(hands, game.contract.strain, leader=(declarer + 1) % 4)
    made = sum(1 for winner in game.full_view().trick_winners if winner % 2 == declarer % 2)
    by_declarer, by_defence = _rights(question).values()
    assert isinstance(by_declarer, int) and isinstance(by_defence, int) and by_declarer + by_defence > 0
    assert could_make - by_declarer + by_defence == made
    if whole:
        verdicts = review(game)
        assert [by_declarer, by_defence] == [sum(v.cost for v in verdicts if v.by_declarer),
                                             sum(v.cost for v in verdicts if not v.by_declarer)]


def check_three_auction(question: Question, f: dict[str, Any]) -> None:
    auction = Auction(players=3, first=f["first"])
    for call in f["calls"]:
        auction.call(call)
    assert auction.is_over and auction.contract is not None and auction.declarer is not None
    leader = auction.opening_leader
    assert leader is not None
    contract = auction.contract  # written without its book: "2H", "2HX"
    assert _rights(question) == {"Contract": Contract.parse(contract.code),
                                 "Declarer": TRIO[auction.declarer], "Opening lead by": TRIO[leader],
                                 "Tricks needed": contract.tricks_needed}
    seat = question.blanks[1]
    assert isinstance(seat, SeatBlank) and seat.is_right(f"player {auction.declarer}")


def check_widow(question: Question, f: dict[str, Any]) -> None:
    # The deal replayed: the basic computer player bids, and discards for declarer.
    game = new_game("three-handed", seed=f["seed"], match="deal")
    basic = make_bot("basic")
    while game.phase.value in ("auction", "widow"):
        player = game.current_player
        game.apply(basic.choose(game.view(player), game.legal_actions()))
    assert game.contract.code == f["contract"] and game.declarer == f["declarer"]
    twenty = {*Hand.parse(f["hand"]), *Hand.parse(f["widow"])}
    assert twenty == {*game.seat_cards[game.declarer], *game.discards[game.declarer]}
    assert _rights(question) == {"Cards after the widow": len(twenty),
                                 "Discards seen by": "nobody else",
                                 "The four discards": frozenset(game.discards[game.declarer])}


def check_widow_hcp(question: Question, f: dict[str, Any]) -> None:
    game = new_game("three-handed", seed=f["seed"], match="deal")
    held = {card for cards in game.seat_cards for card in cards}
    assert _rights(question) == {"HCP in the widow": sum(card.hcp for card in DECK if card not in held)}


def check_three_score(question: Question, f: dict[str, Any]) -> None:
    code = f["contract"]
    doubling = Doubling.DOUBLED if code.endswith("X") else Doubling.UNDOUBLED
    plain = Contract.parse(code.rstrip("X"))
    contract = Contract.of(Bid(plain.level, plain.strain), doubling, book=9)
    score = score_deal(contract, f["tricks"], vulnerable=f["vulnerable"])
    expected: dict[str, object] = {}
    for player in range(3):  # each opponent scores the undertricks; honors go to whoever held them
        declares = player == f["declarer"]
        above = score.declarer_above if declares else score.defenders_above
        expected[f"{TRIO[player]}, below"] = score.declarer_below if declares else 0
        expected[f"{TRIO[player]}, above"] = above + f["honors"] * (player == f["holder"])
    assert _rights(question) == expected


CHECKS = {"what-sees": check_what_sees, "unseen-hcp": check_unseen_hcp, "half-open-play": check_half_open,
          "dummy-lead": check_dummy_lead, "dd-review": check_dd_review,
          "three-auction": check_three_auction, "widow": check_widow, "widow-hcp": check_widow_hcp,
          "three-score": check_three_score}


@pytest.mark.parametrize("seed", SEEDS)
def test_each_question_is_judged_and_answers_as_the_library(seed: int) -> None:
    for question in judged(LESSONS, seed):
        if question.kind == "review-cost":
            check_review_cost(question, dict(question.facts), whole=seed <= REVIEWED)
        else:
            CHECKS[question.kind](question, dict(question.facts))


def test_every_kind_turns_up() -> None:
    kinds = {question.kind for seed in range(1, 6) for question in _bank(seed)}
    assert kinds == {*CHECKS, "review-cost"}


def test_a_seat_is_answered_as_learners_write_it() -> None:
    lead = next(q for seed in range(1, 6) for q in _bank(seed) if q.kind == "dummy-lead")
    seat = lead.blanks[0]
    assert isinstance(seat, SeatBlank) and isinstance(seat.right, str)
    number = seat.options.index(seat.right)
    for answer in (seat.right, seat.right.replace("'", "’"), number, str(number), f"seat {number}",
                   f"Seat{number}"):
        assert seat.is_right(answer), answer
    assert not seat.is_right(f"seat {(number + 1) % 4}")
    unreadable = lead.check([f"seat {len(seat.options)}", *(b.right for b in lead.blanks[1:])])
    assert unreadable.correct is None and "cannot be read" in unreadable.message
