"""Tests for honeymoon.solver: the search against a plain minimax written here (every card
tried, positions remembered but nothing pruned), against the previous solver's results on
deals of 13 cards, the two-seat search against the general one, and the time budget."""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache

import pytest

from honeymoon import Hand, Strain
from honeymoon.cards import DECK, Suit
from honeymoon.solver import AnalysisTimeout, Clock, Solver, bits, search
from honeymoon.two_seats import TwoSeats


def reference(held: Sequence[Hand], trump: Suit | None, leader: int, sides: Sequence[int]) -> int:
    """Tricks for the leader's side: every legal card of every seat, each position met once
    (between tricks: the cards left and who leads). A card is read as (suit, rank) numbers."""
    seats = len(held)
    trumps = None if trump is None else int(trump)

    @cache
    def from_trick(hands: tuple[frozenset[tuple[int, int]], ...], first: int) -> int:
        if not hands[first]:
            return 0

        def play(played: list[tuple[int, int]]) -> int:
            if len(played) == seats:
                led = played[0][0]
                won = (first + max(range(seats), key=lambda i: (
                    played[i][0] == trumps, played[i][0] == led, played[i][1]))) % seats
                after = tuple(hands[seat] - {played[(seat - first) % seats]} for seat in range(seats))
                rest = from_trick(after, won)
                return 1 + rest if sides[won] == sides[first] else len(after[first]) - rest
            seat = (first + len(played)) % seats
            legal = [c for c in hands[seat] if played and c[0] == played[0][0]] or list(hands[seat])
            values = [play([*played, c]) for c in legal]
            return max(values) if sides[seat] == sides[first] else min(values)

        return play([])

    return from_trick(tuple(frozenset((int(c.suit), int(c.rank)) for c in hand.cards) for hand in held),
                      leader)


def random_position(rng: random.Random, seats: int, size: int) -> list[Hand]:
    cards = rng.sample(DECK, seats * size)
    return [Hand(cards[i * size:(i + 1) * size]) for i in range(seats)]


def solve(held: Sequence[Hand], strain: Strain, leader: int, sides: tuple[int, ...]) -> int:
    trump = -1 if strain.suit is None else int(strain.suit)
    return Solver([bits(hand) for hand in held], sides, trump, Clock(60)).tricks(leader)


THREE_SIDES = [(0, 1, 1), (1, 0, 1), (1, 1, 0)]


@pytest.mark.parametrize("size", [3, 4, 5])
def test_three_seats_agree_with_the_reference_for_every_strain_and_leader(size: int) -> None:
    rng = random.Random(500 + size)
    for _ in range({3: 12, 4: 6, 5: 3}[size]):
        held = random_position(rng, 3, size)
        for strain in Strain:
            for leader in range(3):
                sides = rng.choice(THREE_SIDES)
                expected = reference(held, strain.suit, leader, sides)
                assert solve(held, strain, leader, sides) == expected, (held, strain, leader, sides)


@pytest.mark.slow
@pytest.mark.parametrize("size", [6, 7])
def test_three_seats_agree_with_the_reference_on_bigger_positions(size: int) -> None:
    rng = random.Random(600 + size)
    for _ in range({6: 8, 7: 3}[size]):
        held = random_position(rng, 3, size)
        strain = rng.choice(list(Strain))
        leader = rng.randrange(3)
        sides = rng.choice(THREE_SIDES)
        assert solve(held, strain, leader, sides) == reference(held, strain.suit, leader, sides)


@pytest.mark.parametrize("seats", [2, 4])
def test_two_and_four_seats_agree_with_the_reference(seats: int) -> None:
    rng = random.Random(700 + seats)
    for _ in range(40):
        held = random_position(rng, seats, rng.randint(1, {2: 6, 4: 3}[seats]))
        strain = rng.choice(list(Strain))
        leader = rng.randrange(seats)
        sides = tuple(seat % 2 for seat in range(seats))
        assert solve(held, strain, leader, sides) == reference(held, strain.suit, leader, sides)


# The previous solver's answers (a search one card at a time, without the generalising table)
# on three hands of 13 cards: (hands, strain, leader, sides, tricks of the leader's side).
THIRTEEN = [
    (("KQJ85.98.65.KQT4", "A3.J42.Q742.A963", "T97642.T76..J872"), "C", 0, (1, 0, 1), 9),
    (("K543.KT87.2.J963", "982.Q9.J765.8742", "QJT76.A642.AK.A5"), "D", 1, (1, 1, 0), 9),
    (("AK5.AJ843.9.AJ83", "QJT8642.65.Q.QT7", "3.K72.AK6542.642"), "H", 2, (0, 1, 1), 6),
    (("Q73.J87.862.AQT3", "J42.A93.JT754.K9", "AT65.Q42.K9.8762"), "S", 0, (1, 0, 1), 10),
    (("A43.J86532.T.JT4", "KT8.AT4.J9863.85", "Q65.K9.AK.AKQ732"), "NT", 1, (1, 1, 0), 5),
    (("KJT9.AK3.Q.Q9853", "Q76.J87.K542.AK6", "42.6542.AJT.JT74"), "C", 2, (0, 1, 1), 8),
]


@pytest.mark.parametrize(("texts", "strain", "leader", "sides", "tricks"), THIRTEEN)
def test_thirteen_card_deals_keep_the_previous_solvers_answers(
        texts: tuple[str, ...], strain: str, leader: int, sides: tuple[int, ...], tricks: int) -> None:
    held = [Hand.parse(text) for text in texts]
    assert solve(held, Strain.parse(strain), leader, sides) == tricks


def test_the_two_seat_search_agrees_with_the_general_one() -> None:
    rng = random.Random(800)
    for _ in range(40):
        held = random_position(rng, 2, rng.randint(6, 10))
        strain = rng.choice(list(Strain))
        leader = rng.randrange(2)
        left = len(held[0])
        two = TwoSeats(-1 if strain.suit is None else int(strain.suit), Clock(60))
        lead, other = bits(held[leader]), bits(held[1 - leader])

        def takes(need: int, two: TwoSeats = two, lead: int = lead, other: int = other,
                  left: int = left) -> bool:
            return two.can_take(lead, other, need, left)

        fast = search(takes, left, 0)
        assert fast == solve(held, strain, leader, (0, 1)), (held, strain, leader)


def test_one_solver_answers_one_position_after_another() -> None:
    # Its tables stay good as cards are played: a trick played out by hand gives the answer
    # of a fresh solver for the position after it.
    rng = random.Random(801)
    for _ in range(10):
        held = random_position(rng, 3, 6)
        hands = [bits(hand) for hand in held]
        solver = Solver(hands, (0, 1, 1), 3, Clock(60))
        solver.tricks(0)
        for seat in range(3):
            hands[seat] &= hands[seat] - 1  # each seat plays its lowest card (legal or not)
        fresh = Solver(list(hands), (0, 1, 1), 3, Clock(60))
        assert solver.tricks(1) == fresh.tricks(1)


def test_a_spent_budget_stops_the_search_with_a_clear_error() -> None:
    held = random_position(random.Random(802), 3, 16)
    solver = Solver([bits(hand) for hand in held], (0, 1, 1), -1, Clock(1e-9))
    with pytest.raises(AnalysisTimeout, match=r"stopped after 1e-09 s \(its time budget\)"):
        solver.tricks(0)
    two = TwoSeats(-1, Clock(1e-9))
    lead, other = (bits(hand) for hand in random_position(random.Random(803), 2, 13))
    with pytest.raises(AnalysisTimeout, match="time budget"):
        search(lambda need: two.can_take(lead, other, need, 13), 13, 0)
