"""Tests for honeymoon.analysis: double-dummy tricks against hand-worked positions, the plain
minimax of tests/test_solver.py (every card tried, nothing pruned), endplay (DDS) for four hands,
and symmetries."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

import pytest
from test_solver import random_position, reference

from honeymoon import Game, new_game
from honeymoon.analysis import (
    LIBRARY_FOUR_SEAT_LIMIT,
    AnalysisTimeout,
    LineCounts,
    dd_claim,
    dd_line,
    dd_plays,
    dd_table,
    dd_tricks,
)
from honeymoon.calls import Contract, Strain
from honeymoon.cards import Card, Hand, Suit, deal
from honeymoon.errors import ConfigError, HoneymoonError, NotationError
from honeymoon.par import Par, game_worth, par


def hands(*texts: str) -> list[Hand]:
    return [Hand.parse(text) for text in texts]


# --- the reference: every card, every reply, no pruning --------------------------------------


def winner_of(played: Sequence[Card], trump: Suit | None) -> int:
    """The highest trump, else the highest card of the suit led (written again here)."""
    trumps = [i for i, c in enumerate(played) if c.suit == trump]
    followers = [i for i, c in enumerate(played) if c.suit == played[0].suit]
    return max(trumps or followers, key=lambda i: played[i].rank)


def default_sides(seats: int, leader: int) -> tuple[int, ...]:
    if seats == 3:
        return tuple(0 if seat == leader else 1 for seat in range(3))
    return tuple(seat % 2 for seat in range(seats))


# --- hand-worked positions ---------------------------------------------------------------------

POSITIONS = [
    # (hands, strain, leader, tricks for the leader's side, why)
    (("-.A.-.-", "-.K.-.-"), "NT", 0, 1, "one card each: the ace of the suit led wins"),
    (("-.A.-.-", "-.K.-.-"), "NT", 1, 0, "one card each: the king led loses to the ace"),
    (("-.2.-.-", "A.-.-.-"), "NT", 0, 1, "a discard never wins at no-trump"),
    (("-.A.-.-", "2.-.-.-"), "S", 0, 0, "the ♠2 ruffs the ace"),
    (("-.A.-.-", "2.-.-.-"), "H", 0, 1, "a spade is a discard when hearts are trumps"),
    (("AQ.-.-.-", "K2.-.-.-"), "NT", 0, 1, "AQ led from: the king takes the second trick"),
    (("AQ.-.-.-", "K2.-.-.-"), "NT", 1, 0, "led up to the AQ: the finesse takes both"),
    (("AK.2.-.-", "Q.J3.-.-"), "NT", 0, 2, "two top spades"),
    (("AK.2.-.-", "Q.J3.-.-"), "H", 0, 1, "the second spade is ruffed"),
    (("AK.2.-.-", "Q.J3.-.-"), "S", 0, 2, "the queen falls under the top trumps; the ♥2 loses"),
    (("AKQ.-.-.-", "-.-.-.AKQ"), "C", 0, 0, "three clubs ruff three spades"),
    (("AKQ.-.-.-", "-.-.-.AKQ"), "NT", 0, 3, "no trumps: three spades"),
    (("AKQ.-.-.-", "-.-.-.AKQ"), "NT", 1, 3, "no trumps: three clubs for the leader"),
    (("A.-.-.-", "-.-.-.2", "K.-.-.-", "Q.-.-.-"), "NT", 0, 1, "four seats: the ace"),
    (("2.-.-.-", "3.-.-.-", "A.-.-.-", "K.-.-.-"), "NT", 0, 1, "partner's ace wins the trick"),
    (("AQ.-.-.-", "76.-.-.-", "54.-.-.-", "K3.-.-.-"), "NT", 2, 2, "a finesse through the king"),
    (("AQ.-.-.-", "76.-.-.-", "54.-.-.-", "K3.-.-.-"), "NT", 0, 1, "the king sits over the AQ"),
    (("AQ.-.-.-", "76.-.-.-", "54.-.-.-", "K3.-.-.-"), "NT", 3, 0, "West leads: AQ win both, "
     "so West's side takes none"),
    (("A.-.-.-", "K.-.-.-", "Q.-.-.-"), "NT", 1, 0, "three seats: the king alone"),
    (("A.-.-.-", "K.-.-.-", "Q.-.-.-"), "NT", 0, 1, "three seats: the ace alone"),
]


@pytest.mark.parametrize(("texts", "strain", "leader", "tricks", "why"), POSITIONS,
                         ids=[p[4] for p in POSITIONS])
def test_hand_worked_positions(texts: tuple[str, ...], strain: str, leader: int,
                               tricks: int, why: str) -> None:
    held = hands(*texts)
    assert dd_tricks(held, strain, leader) == tricks, why
    trump = Strain.parse(strain).suit
    assert reference(held, trump, leader, default_sides(len(held), leader)) == tricks, why


def test_three_seat_sides() -> None:
    held = hands("A.-.-.-", "K.-.-.-", "Q.-.-.-")
    assert dd_tricks(held, "NT", 1, sides=(1, 0, 0)) == 0  # the king with the queen: the ace wins
    assert dd_tricks(held, "NT", 1, sides=("x", "x", "y")) == 1  # the king with the ace
    assert dd_tricks(held, "NT", 1, sides=(0, 1, 0)) == 0  # alone against A and Q


def test_thirteen_card_two_hand_deal_matches_its_table() -> None:
    held = deal(seed=4, hands=2).hands
    table = dd_table(held)
    assert set(table) == {(strain, seat) for strain in Strain for seat in (0, 1)}
    for (strain, declarer), tricks in table.items():
        assert 0 <= tricks <= 13
        assert tricks == 13 - dd_tricks(held, strain, 1 - declarer)


def test_top_cards_of_every_suit_take_every_trick() -> None:
    held = hands("AKQJ.AKQ.AKQ.AKQ", "T987.JT9.JT9.JT9")
    for strain in Strain:
        assert dd_tricks(held, strain, 1) == 0
        assert dd_tricks(held, strain, 0) == 13


# --- agreement with the plain minimax -------------------------------------------------------


SIZES = {2: 5, 3: 3, 4: 3}


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_agrees_with_minimax_on_random_positions(seats: int) -> None:
    rng = random.Random(100 + seats)
    for _ in range(700):
        size = rng.randint(1, SIZES[seats])
        held = random_position(rng, seats, size)
        strain = rng.choice(list(Strain))
        leader = rng.randrange(seats)
        sides = None
        if seats == 3 and rng.random() < 0.5:
            sides = rng.choice([(0, 0, 1), (0, 1, 0), (1, 0, 0), (0, 1, 1)])
        sides_of = sides if sides is not None else default_sides(seats, leader)
        expected = reference(held, strain.suit, leader, sides_of)
        assert dd_tricks(held, strain, leader, sides=sides) == expected, (held, strain, leader, sides)


@pytest.mark.slow
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_agrees_with_minimax_on_more_and_bigger_positions(seats: int) -> None:
    rng = random.Random(200 + seats)
    for _ in range({2: 50, 3: 12, 4: 25}[seats]):
        size = {2: 6, 3: 5, 4: 4}[seats]
        held = random_position(rng, seats, size)
        strain = rng.choice(list(Strain))
        leader = rng.randrange(seats)
        expected = reference(held, strain.suit, leader, default_sides(seats, leader))
        assert dd_tricks(held, strain, leader) == expected, (held, strain, leader)


# --- agreement with endplay (DDS) for four hands -------------------------------------------


def test_agrees_with_endplay_on_four_hands() -> None:
    pytest.importorskip("endplay", reason="endplay is not installed (the course extra)")
    rng = random.Random(7)
    for _ in range(150):
        size = rng.randint(1, 6)
        held = random_position(rng, 4, size)
        strain = rng.choice(list(Strain))
        leader = rng.randrange(4)
        ours = dd_tricks(held, strain, leader, engine="library")
        assert ours == dd_tricks(held, strain, leader, engine="endplay"), (held, strain, leader)


def test_four_hand_table_from_endplay() -> None:
    pytest.importorskip("endplay", reason="endplay is not installed (the course extra)")
    full = deal(seed=11).hands
    table = dd_table(full)
    assert len(table) == 20
    for strain in (Strain.NOTRUMP, Strain.SPADES):
        for declarer in range(4):
            assert table[strain, declarer] == 13 - dd_tricks(full, strain, (declarer + 1) % 4)
    small = random_position(random.Random(3), 4, 4)
    small_table = dd_table(small)
    for (strain, declarer), tricks in small_table.items():
        assert tricks == 4 - dd_tricks(small, strain, (declarer + 1) % 4, engine="library")


def test_big_four_hand_positions_go_to_endplay() -> None:
    pytest.importorskip("endplay", reason="endplay is not installed (the course extra)")
    held = deal(seed=2, size=LIBRARY_FOUR_SEAT_LIMIT + 1).hands
    assert dd_tricks(held, "H", 3) == dd_tricks(held, "H", 3, engine="endplay")


# --- symmetries ----------------------------------------------------------------------------


def one_trick_deeper(held: list[Hand], strain: Strain, leader: int) -> int:
    """Two seats: the best lead against the best reply, each followed by the solver's own answer
    for the rest, from the perspective of whoever leads next."""
    trump = strain.suit
    left = len(held[0]) - 1
    best = -1
    for lead in held[leader]:
        other = held[1 - leader]
        replies = [c for c in other if c.suit == lead.suit] or list(other)
        worst = 99
        for reply in replies:
            rest = [Hand(held[0].cards - {lead, reply}), Hand(held[1].cards - {lead, reply})]
            won = winner_of([lead, reply], trump) == 0
            nxt = leader if won else 1 - leader
            after = dd_tricks(rest, strain, nxt) if left else 0
            worst = min(worst, 1 + after if won else left - after)
        best = max(best, worst)
    return best


def test_the_value_is_the_best_lead_against_the_best_reply() -> None:
    rng = random.Random(9)
    for _ in range(60):
        held = random_position(rng, 2, rng.randint(2, 7))
        strain = rng.choice(list(Strain))
        leader = rng.randrange(2)
        assert dd_tricks(held, strain, leader) == one_trick_deeper(held, strain, leader)


def test_renaming_suits_and_turning_the_table_change_nothing() -> None:
    rng = random.Random(10)
    for _ in range(80):
        seats = rng.choice([2, 3, 4])
        held = random_position(rng, seats, rng.randint(1, 8 if seats == 2 else 4))
        strain = rng.choice(list(Strain))
        leader = rng.randrange(seats)
        tricks = dd_tricks(held, strain, leader)
        # Swap two suits everywhere (and in the strain): the same game.
        a, b = rng.sample(list(Suit), 2)
        swap = {a: b, b: a}
        swapped = [Hand(Card(swap.get(c.suit, c.suit), c.rank) for c in hand) for hand in held]
        new_strain = strain if strain.suit is None else Strain.from_suit(swap.get(strain.suit, strain.suit))
        assert dd_tricks(swapped, new_strain, leader) == tricks
        # Number the seats from the leader: the same game.
        turned = held[leader:] + held[:leader]
        sides = None if seats != 3 else tuple(0 if s == 0 else 1 for s in range(3))
        assert dd_tricks(turned, strain, 0, sides=sides) == tricks


def test_both_leaders_at_one_card_share_the_trick() -> None:
    rng = random.Random(11)
    for _ in range(100):
        held = random_position(rng, 2, 1)
        strain = rng.choice(list(Strain))
        # With one card each, the trick goes to the same card whoever leads only if the suits match.
        if next(iter(held[0])).suit == next(iter(held[1])).suit:
            assert dd_tricks(held, strain, 0) + dd_tricks(held, strain, 1) == 1


# --- bad input -----------------------------------------------------------------------------


BAD = [
    (lambda: dd_tricks("AK.-.-.-", "NT", 0), NotationError, "list of 2, 3 or 4"),
    (lambda: dd_tricks(hands("A.-.-.-"), "NT", 0), NotationError, "2, 3 or 4 hands"),
    (lambda: dd_tricks(hands(*["A.-.-.-"] * 5), "NT", 0), NotationError, "2, 3 or 4 hands"),
    (lambda: dd_tricks(["A.-.-.-", "K.-.-.-"], "NT", 0), NotationError, "give a Hand"),
    (lambda: dd_tricks(hands("AK.-.-.-", "Q.-.-.-"), "NT", 0), NotationError, "as many cards"),
    (lambda: dd_tricks(hands("A.-.-.-", "A.-.-.-"), "NT", 0), NotationError, "in two hands"),
    (lambda: dd_tricks([Hand(), Hand()], "NT", 0), NotationError, "1 to 16 cards"),
    (lambda: dd_tricks(hands("AKQJT98765432.AKQJ.-.-", "-.T98765432.AKQJ.T987"), "NT", 0),
     NotationError, "1 to 16 cards"),
    (lambda: dd_tricks(hands("A.-.-.-", "K.-.-.-"), "X", 0), NotationError, "strain"),
    (lambda: dd_tricks(hands("A.-.-.-", "K.-.-.-"), 4, 0), NotationError, "strain"),
    (lambda: dd_tricks(hands("A.-.-.-", "K.-.-.-"), "NT", 2), ConfigError, "from 0 to 1"),
    (lambda: dd_tricks(hands("A.-.-.-", "K.-.-.-"), "NT", True), ConfigError, "seat number"),
    (lambda: dd_tricks(hands("A.-.-.-", "K.-.-.-"), "NT", "0"), ConfigError, "seat number"),
    (lambda: dd_tricks(hands("A.-.-.-", "K.-.-.-", "Q.-.-.-"), "NT", 0, sides=(0, 0, 0)),
     ConfigError, "exactly two sides"),
    (lambda: dd_tricks(hands("A.-.-.-", "K.-.-.-", "Q.-.-.-"), "NT", 0, sides=[0, 1, 1]),  # type: ignore[arg-type]
     ConfigError, "tuple"),
    (lambda: dd_tricks(hands("A.-.-.-", "K.-.-.-", "Q.-.-.-"), "NT", 0, sides=(0, 1)),
     ConfigError, "tuple"),
    (lambda: dd_tricks(hands("A.-.-.-", "K.-.-.-"), "NT", 0, sides=(0, 0)),
     ConfigError, "exactly two sides"),
    (lambda: dd_tricks(hands("A.-.-.-", "K.-.-.-", "Q.-.-.-", "J.-.-.-"), "NT", 0,
                       sides=(0, 0, 1, 1)), ConfigError, "fixed"),
    (lambda: dd_tricks(hands("A.-.-.-", "K.-.-.-"), "NT", 0, engine="fast"),  # type: ignore[arg-type]
     ConfigError, "engine"),
    (lambda: dd_tricks(hands("A.-.-.-", "K.-.-.-"), "NT", 0, engine="endplay"),
     ConfigError, "four hands"),
    (lambda: dd_table(hands("A.-.-.-", "K.-.-.-", "Q.-.-.-")), ConfigError, "2 or 4 hands"),
    (lambda: dd_tricks(hands("A.-.-.-", "K.-.-.-", "Q.-.-.-"), "NT", 0, sides=([0], [1], [1])),  # type: ignore[arg-type]
     ConfigError, "a number or a name"),
    (lambda: dd_tricks(hands("A.-.-.-", "K.-.-.-", "Q.-.-.-"), "NT", 0, sides=(True, False, False)),
     ConfigError, "a number or a name"),
    (lambda: dd_tricks(hands("A.-.-.-", "K.-.-.-"), "NT", 0, engine=["auto"]),  # type: ignore[arg-type]
     ConfigError, "engine"),
    (lambda: dd_tricks(hands("A.-.-.-", "K.-.-.-"), "NT", 0, budget=0), ConfigError, "budget"),
    (lambda: dd_tricks(hands("A.-.-.-", "K.-.-.-"), "NT", 0, budget=-1), ConfigError, "budget"),
    (lambda: dd_tricks(hands("A.-.-.-", "K.-.-.-"), "NT", 0, budget="5"),  # type: ignore[arg-type]
     ConfigError, "budget"),
    (lambda: dd_tricks(hands("A.-.-.-", "K.-.-.-"), "NT", 0, budget=True), ConfigError, "budget"),
    (lambda: dd_tricks(hands("A.-.-.-", "K.-.-.-"), "NT", 0, budget=float("nan")), ConfigError, "budget"),
    (lambda: dd_tricks(hands("A.-.-.-", "K.-.-.-"), "NT", 0, budget=float("inf")), ConfigError, "budget"),
    (lambda: dd_table(hands("A.-.-.-", "K.-.-.-"), budget=0), ConfigError, "budget"),
    (lambda: dd_tricks(hands("A.-.-.-", "K.-.-.-"), "NT", 0, budget=10**5000), ConfigError, "budget"),
    (lambda: dd_tricks(hands("A.-.-.-", "K.-.-.-"), "NT", 10**5000), ConfigError, "seat number from 0 to 1"),
]


@pytest.mark.parametrize(("call", "error", "words"), BAD, ids=[str(i) for i in range(len(BAD))])
def test_bad_input_is_explained(call: object, error: type[Exception], words: str) -> None:
    with pytest.raises(error, match=words):
        call()  # type: ignore[operator]


def test_matching_sides_are_accepted_for_two_and_four_seats() -> None:
    two = hands("A.-.-.-", "K.-.-.-")
    assert dd_tricks(two, "NT", 0, sides=("N", "E")) == 1
    four = hands("A.-.-.-", "K.-.-.-", "Q.-.-.-", "J.-.-.-")
    assert dd_tricks(four, "NT", 1, sides=(0, 1, 0, 1)) == 0


# --- dd_plays: every card of the seat to play -------------------------------------------------


def reference_plays(held: Sequence[Hand], trump: Suit | None, leader: int,
                    trick: Sequence[tuple[int, Card]], sides: Sequence[int]) -> dict[Card, int]:
    """Each legal card of the seat to play and its side's tricks: every card of the rest of the
    trick tried, then the plain minimax for the tricks after."""
    seats = len(held)
    me = (leader + len(trick)) % seats
    left = len(held[me])

    def finish(hands: list[Hand], cards: list[Card]) -> int:
        if len(cards) == seats:
            won = (leader + winner_of(cards, trump)) % seats
            rest = reference(hands, trump, won, sides)
            return 1 + rest if sides[won] == sides[me] else left - 1 - rest
        seat = (leader + len(cards)) % seats
        legal = [c for c in hands[seat] if c.suit == cards[0].suit] or list(hands[seat])
        results = [finish([Hand(h.cards - {c}) if s == seat else h for s, h in enumerate(hands)],
                          [*cards, c]) for c in legal]
        return max(results) if sides[seat] == sides[me] else min(results)

    start = [c for _, c in trick]
    mine = held[me]
    legal = [c for c in mine if start and c.suit == start[0].suit] or list(mine)
    return {c: finish([Hand(h.cards - {c}) if s == me else h for s, h in enumerate(held)], [*start, c])
            for c in legal}


def random_trick(rng: random.Random, seats: int, size: int, strain: Strain | None = None
                 ) -> tuple[list[Hand], Strain, int, list[tuple[int, Card]]]:
    """A random position: hands of ``size`` cards, then 0 to seats-1 legal cards of a trick."""
    held = random_position(rng, seats, size)
    leader = rng.randrange(seats)
    trick: list[tuple[int, Card]] = []
    for step in range(rng.randrange(seats)):
        seat = (leader + step) % seats
        legal = [c for c in held[seat] if trick and c.suit == trick[0][1].suit] or list(held[seat])
        card = rng.choice(sorted(legal))
        held[seat] = Hand(held[seat].cards - {card})
        trick.append((seat, card))
    return held, strain or rng.choice(list(Strain)), leader, trick


PLAYS_SIZES = {2: 5, 3: 4, 4: 3}


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_plays_agree_with_minimax_on_random_positions(seats: int) -> None:
    rng = random.Random(300 + seats)
    for _ in range(500):
        held, strain, leader, trick = random_trick(rng, seats, rng.randint(1, PLAYS_SIZES[seats]))
        expected = reference_plays(held, strain.suit, leader, trick, default_sides(seats, leader))
        assert dd_plays(held, strain, leader, trick) == expected, (held, strain, leader, trick)


@pytest.mark.slow
@pytest.mark.parametrize("seats", [3, 4])
def test_plays_agree_with_minimax_on_five_card_positions(seats: int) -> None:
    rng = random.Random(400 + seats)
    for _ in range(15):
        held, strain, leader, trick = random_trick(rng, seats, 5)
        expected = reference_plays(held, strain.suit, leader, trick, default_sides(seats, leader))
        assert dd_plays(held, strain, leader, trick) == expected, (held, strain, leader, trick)


def test_plays_with_three_seat_sides() -> None:
    rng = random.Random(12)
    for _ in range(200):
        held, strain, leader, trick = random_trick(rng, 3, rng.randint(1, 4))
        sides = rng.choice([(0, 0, 1), (0, 1, 0), (1, 0, 0)])
        expected = reference_plays(held, strain.suit, leader, trick, sides)
        assert dd_plays(held, strain, leader, trick, sides=sides) == expected


def test_plays_agree_with_endplay_on_four_hands() -> None:
    pytest.importorskip("endplay", reason="endplay is not installed (the course extra)")
    rng = random.Random(13)
    for _ in range(150):
        held, strain, leader, trick = random_trick(rng, 4, rng.randint(1, 6))
        ours = dd_plays(held, strain, leader, trick, engine="library")
        assert ours == dd_plays(held, strain, leader, trick, engine="endplay"), (held, strain, leader, trick)


def test_best_lead_is_the_double_dummy_result() -> None:
    rng = random.Random(14)
    for _ in range(150):
        seats = rng.choice([2, 3, 4])
        held = random_position(rng, seats, rng.randint(1, {2: 8, 3: 5, 4: 5}[seats]))
        strain = rng.choice(list(Strain))
        leader = rng.randrange(seats)
        values = dd_plays(held, strain, leader)
        assert set(values) == set(held[leader])
        assert max(values.values()) == dd_tricks(held, strain, leader)


def test_every_card_of_a_run_gets_its_value() -> None:
    # ♠KQJ with the ♠A out of play: one card, three names.
    values = dd_plays(hands("KQJ.-.-.-", "T9.2.-.-"), "NT", 0)
    assert values == {Card.parse(c): 3 for c in ("KS", "QS", "JS")}
    # ♠KJ over a ♠Q led are not alike: the king takes both tricks, the jack none.
    led = dd_plays(hands("-.2.-.-", "KJ.-.-.-"), "NT", 0, [(0, Card.parse("QS"))])
    assert led == {Card.parse("KS"): 2, Card.parse("JS"): 0}  # under the queen, the ♥2 wins the last
    # A run broken by a card still in play: ♠K and ♠J around the opponent's ♠Q.
    broken = dd_plays(hands("KJ.-.-.-", "Q2.-.-.-"), "NT", 0)
    assert broken == {Card.parse("KS"): 1, Card.parse("JS"): 1}


def test_plays_follow_suit_on_the_lead() -> None:
    values = dd_plays(hands("-.K2.-.-", "3.-.-.-"), "S", 1, [(1, Card.parse("AH"))])
    assert set(values) == {Card.parse("KH"), Card.parse("2H")}


AS, KS, QS = (Card.parse(c) for c in ("AS", "KS", "QS"))

BAD_PLAYS = [
    (lambda: dd_plays(hands("K.-.-.-", "Q.-.-.-"), "NT", 0, [(1, AS)]), NotationError,
     "seat 0 plays card 1"),
    (lambda: dd_plays(hands("-.-.-.-", "Q.-.-.-", "2.-.-.-"), "NT", 0, [(0, AS), (2, KS)]),
     NotationError, "seat 1 plays card 2"),
    (lambda: dd_plays(hands("AK.-.-.-", "Q.-.-.-"), "NT", 0, [(0, AS)]), NotationError,
     "no longer in seat 0"),
    (lambda: dd_plays(hands("-.-.-.-", "-.-.-.-"), "NT", 0, [(0, AS), (1, KS)]), NotationError,
     "complete"),
    (lambda: dd_plays(hands("K.-.-.-", "QJ.-.-.-"), "NT", 0), NotationError, "as many cards"),
    (lambda: dd_plays(hands("K.-.-.-", "Q.-.-.-"), "NT", 0, [(0, AS)]), NotationError,
     "as many cards"),
    (lambda: dd_plays(hands("K.-.-.-", "AQ.-.-.-"), "NT", 0, [(0, AS)]), NotationError,
     "in two hands"),
    (lambda: dd_plays(hands("K.-.-.-", "Q.-.-.-"), "Z", 0), NotationError, "strain"),
    (lambda: dd_plays(hands("K.-.-.-", "Q.-.-.-"), None, 0), NotationError, "strain"),  # type: ignore[arg-type]
    (lambda: dd_plays(hands("K.-.-.-"), "NT", 0), NotationError, "2, 3 or 4 hands"),
    (lambda: dd_plays("K.-.-.-", "NT", 0), NotationError, "list of 2, 3 or 4"),
    (lambda: dd_plays(hands("K.-.-.-", "Q.-.-.-"), "NT", 0, "AS"), NotationError,  # type: ignore[arg-type]
     "list of \\(seat, card\\) pairs"),
    (lambda: dd_plays(hands("-.-.-.-", "Q.-.-.-"), "NT", 0, [(0, "AS")]), NotationError,  # type: ignore[list-item]
     "\\(seat, Card\\) pair"),
    (lambda: dd_plays(hands("A.-.-.-", "-.2.-.-", "KJ.-.-.-"), "NT", 0,
                      [(0, Card.parse("3H")), (1, QS)]), NotationError, "must follow suit"),
    (lambda: dd_plays([Hand(), Hand()], "NT", 0), NotationError, "1 to 16 cards"),
    (lambda: dd_plays(hands("K.-.-.-", "Q.-.-.-"), "NT", 2), ConfigError, "from 0 to 1"),
    (lambda: dd_plays(hands("K.-.-.-", "Q.-.-.-"), "NT", 0, engine="dds"),  # type: ignore[arg-type]
     ConfigError, "engine"),
    (lambda: dd_plays(hands("K.-.-.-", "Q.-.-.-"), "NT", 0, engine="endplay"), ConfigError,
     "four hands"),
    (lambda: dd_plays(hands("K.-.-.-", "Q.-.-.-", "J.-.-.-"), "NT", 0, sides=(0, 0, 0)),
     ConfigError, "exactly two sides"),
    (lambda: dd_plays(hands("-.-.-.-", "Q.-.-.-"), "NT", 0, [(0.0, AS)]), NotationError,  # type: ignore[list-item]
     "seat 0 plays card 1"),
    (lambda: dd_plays(hands("K.-.-.-", "Q.-.-.-"), "NT", 0, budget=0), ConfigError, "budget"),
]


@pytest.mark.parametrize(("call", "error", "words"), BAD_PLAYS, ids=[str(i) for i in range(len(BAD_PLAYS))])
def test_dd_plays_bad_input_is_explained(call: object, error: type[Exception], words: str) -> None:
    with pytest.raises(error, match=words):
        call()  # type: ignore[operator]


# --- dd_line: the counts along a whole line of play --------------------------------------------


def played_deal(seed: int, form: str = "plain") -> Game:
    """A finished deal of ``form``, random calls and cards, the first from ``seed`` on that
    is not passed out."""
    rng = random.Random(seed)
    while True:
        game = new_game(form, seed=seed, match="deal")
        while not game.is_over:
            game.apply(rng.choice(game.legal_actions()))
        if game.full_view().contract is not None:
            return game
        seed += 1000


Line = tuple[list[Hand], Strain, list[list[tuple[int, Card]]], tuple[int, ...]]


def random_line(rng: random.Random, seats: int, size: int) -> Line:
    """A random deal played out with random legal cards, seat 0 leading first and each trick's
    winner the next, and random sides (fixed for 2 and 4 seats)."""
    dealt = random_position(rng, seats, size)
    strain = rng.choice(list(Strain))
    held = [set(hand.cards) for hand in dealt]
    tricks: list[list[tuple[int, Card]]] = []
    leader = 0
    for _ in range(size):
        trick: list[tuple[int, Card]] = []
        for step in range(seats):
            seat = (leader + step) % seats
            legal = [c for c in held[seat] if trick and c.suit == trick[0][1].suit] or list(held[seat])
            card = rng.choice(sorted(legal))
            held[seat].discard(card)
            trick.append((seat, card))
        leader = trick[winner_of([c for _, c in trick], strain.suit)][0]
        tricks.append(trick)
    if seats == 3:
        declarer = rng.randrange(3)
        sides = tuple(int((seat == declarer) != rng.random() < 0.5) for seat in range(3))
        sides = sides if len(set(sides)) == 2 else tuple(int(seat == declarer) for seat in range(3))
    else:
        first = rng.randrange(2)
        sides = tuple((seat + first) % 2 for seat in range(seats))
    return dealt, strain, tricks, sides


def line_of(game: Game) -> Line:
    """A finished game's line of play in dd_line's terms, worked out here from its full view:
    the seats renumbered in order of play from the opening leader."""
    view = game.full_view()
    assert view.contract is not None
    order = [seat for seat, _ in view.tricks[0]]
    declaring = view.seats[view.declarer].side
    dealt = [Hand(c for trick in view.tricks for s, c in trick if s == seat) for seat in order]
    tricks = [[(order.index(seat), card) for seat, card in trick] for trick in view.tricks]
    sides = tuple(int(view.seats[seat].owner is None or view.seats[seat].side == declaring) for seat in order)
    return dealt, view.contract.strain, tricks, sides


def check_line(line: Line, counts: LineCounts) -> None:
    """Every card's counts against dd_plays at its position (each card solved alone), dd_tricks
    before the opening lead, and the tricks the declaring side really took."""
    dealt, strain, tricks, sides = line
    size = len(dealt[0])
    held = [set(hand.cards) for hand in dealt]
    assert counts.first_trick == 1
    assert len(counts.totals) == len(counts.best) + 1 == size * len(dealt) + 1
    lead = dd_tricks(dealt, strain, 0, sides=sides)
    assert counts.could_make == counts.totals[0] == (lead if sides[0] else size - lead)
    won, index = 0, 0
    for number, trick in enumerate(tricks):
        left = size - number
        for step, (seat, card) in enumerate(trick):
            values = dd_plays([Hand(h) for h in held], strain, trick[0][0], trick[:step], sides=sides)
            ours = sides[seat] == 1
            tally = {c: won + (v if ours else left - v) for c, v in values.items()}
            before, after, best = counts.totals[index], counts.totals[index + 1], counts.best[index]
            assert before == (max if ours else min)(tally.values()), (number, step)
            assert after == tally[card] and tally[best] == before, (number, step)
            assert (best == card) == (before == after), (number, step)
            held[seat].discard(card)
            index += 1
        won += sides[trick[winner_of([c for _, c in trick], strain.suit)][0]]
    assert counts.made == won == counts.totals[-1]


def test_dd_line_of_a_hand_worked_deal() -> None:
    # The declarer (seat 0) holds ♠A K ♥2, the defender ♠Q ♥A ♦2, at no-trump: two spades.
    # The ♥2 led first gives one away (the ♥A wins, the ♦2 then wins too); the defender gives it
    # back by leading the ♠Q into the ♠A K rather than the ♦2.
    c = Card.parse
    dealt = hands("AK.2.-.-", "Q.A.2.-")
    tricks = [[(0, c("2H")), (1, c("AH"))], [(1, c("QS")), (0, c("AS"))], [(0, c("KS")), (1, c("2D"))]]
    counts = dd_line(dealt, "NT", tricks, (1, 0))
    assert counts == LineCounts(totals=(2, 1, 1, 2, 2, 2, 2),
                                best=(c("AS"), c("AH"), c("2D"), c("AS"), c("KS"), c("2D")),
                                first_trick=1, could_make=2, made=2)
    check_line((dealt, Strain.NOTRUMP, tricks, (1, 0)), counts)
    # The same cards, the defender declaring: the counts are his side's, so 3 less.
    defended = dd_line(dealt, "NT", tricks, (0, 1))
    assert defended.totals == tuple(3 - total for total in counts.totals) and defended.made == 1
    assert defended.best == counts.best


@pytest.mark.parametrize(("seats", "size"), [(2, 6), (3, 5), (4, 4)])
def test_dd_line_agrees_with_each_card_solved_alone(seats: int, size: int) -> None:
    # Four hands of up to 8 cards: the library's solver, as for two and three.
    rng = random.Random(40 + seats)
    for _ in range(12):
        line = random_line(rng, seats, size)
        check_line(line, dd_line(*line))


@pytest.mark.parametrize("form", ["plain", "draw-tricks", "exposed-dummy", "double-dummy", "contract-bridge"])
def test_dd_line_of_played_deals_agrees_with_each_card_solved_alone(form: str) -> None:
    if form in ("double-dummy", "contract-bridge"):  # four hands of 13 cards: endplay
        pytest.importorskip("endplay", reason="endplay is not installed (the course extra)")
    line = line_of(played_deal(9, form))
    check_line(line, dd_line(*line))


def test_dd_line_out_of_time_counts_the_last_tricks_only() -> None:
    line = random_line(random.Random(3), 3, 16)
    counts = dd_line(*line, budget=1e-9)
    made = counts.made
    assert counts == LineCounts(totals=(made,), best=(), first_trick=17, could_make=None, made=made)


def bad_line(**change: object) -> Callable[[], LineCounts]:
    """dd_line of the hand-worked deal above with one argument changed."""
    c = Card.parse
    arguments: dict[str, Any] = {
        "hands": hands("AK.2.-.-", "Q.A.2.-"), "strain": "NT", "sides": (1, 0),
        "tricks": [[(0, c("2H")), (1, c("AH"))], [(1, c("QS")), (0, c("AS"))], [(0, c("KS")), (1, c("2D"))]]}
    arguments.update(change)
    return lambda: dd_line(**arguments)


C = Card.parse
BAD_LINES = [
    (bad_line(hands="AK.2.-.- Q.A.2.-"), NotationError, "list of 2, 3 or 4"),
    (bad_line(hands=hands("AK.2.-.-", "Q.A.-.-")), NotationError, "as many cards"),
    (bad_line(strain="X"), NotationError, "strain"),
    (bad_line(sides=(1, 0, 0)), ConfigError, "side of each of the 2 seats"),
    (bad_line(sides=[1, 0]), ConfigError, "a tuple"),
    (bad_line(sides=(True, False)), ConfigError, "1 for the declaring side"),
    (bad_line(sides=(2, 0)), ConfigError, "1 for the declaring side"),
    (bad_line(sides=(1, 1)), ConfigError, "two sides"),
    (lambda: dd_line(hands("A.-.-.-", "K.-.-.-", "Q.-.-.-", "J.-.-.-"), "NT",
                     [[(0, C("AS")), (1, C("KS")), (2, C("QS")), (3, C("JS"))]], (1, 1, 0, 0)),
     ConfigError, "fixed"),
    (bad_line(tricks="2H AH"), NotationError, "list of tricks"),
    (bad_line(tricks=[[(0, C("2H")), (1, C("AH"))]]), NotationError, "whole deal, 3 tricks"),
    (bad_line(tricks=[[(0, C("2H"))], [], []]), NotationError, "trick 1 is a list of 2"),
    (bad_line(tricks=[[(0, "2H"), (1, C("AH"))], [], []]), NotationError, r"\(seat, Card\) pair"),
    (bad_line(tricks=[[(1, C("AH")), (0, C("2H"))], [], []]), NotationError,
     "seat 0 plays card 1 of trick 1, led by seat 0"),
    (bad_line(tricks=[[(0, C("2H")), (1, C("AH"))], [(0, C("AS")), (1, C("QS"))], []]), NotationError,
     "seat 1 plays card 1 of trick 2, led by seat 1"),
    (bad_line(tricks=[[(0, C("2H")), (1, C("KH"))], [], []]), NotationError, "♥K, which is not in its hand"),
    (bad_line(tricks=[[(0, C("2H")), (1, C("AH"))], [(1, C("AH")), (0, C("AS"))], []]), NotationError,
     "which was played already"),
    (bad_line(tricks=[[(0, C("AS")), (1, C("AH"))], [], []]), NotationError, "must follow suit"),
    (bad_line(budget=0), ConfigError, "budget"),
]


@pytest.mark.parametrize(("call", "error", "words"), BAD_LINES, ids=[str(i) for i in range(len(BAD_LINES))])
def test_dd_line_bad_input_is_explained(call: Callable[[], LineCounts], error: type[Exception],
                                        words: str) -> None:
    with pytest.raises(error, match=words):
        call()


# --- par ------------------------------------------------------------------------------------


def flat_table(seats: int, tricks: int = 6) -> dict[tuple[Strain, int], int]:
    return {(strain, seat): tricks for strain in Strain for seat in range(seats)}


def test_par_is_the_only_makers_best_contract() -> None:
    table = flat_table(2, 3)
    table[Strain.SPADES, 0] = 10
    table[Strain.NOTRUMP, 0] = 9
    # A match of one deal, no game bonus: ♠ (120) beats NT (100); 1♠+3 scores as 4♠ (the lowest is named).
    assert par(table, match="deal") == Par(Contract.parse("1S"), 0, 10, 120)
    # A rubber: 4♠ wins a game, worth 350 (4♠= 120 + 350 beats 3NT= 100 + 350).
    assert par(table) == Par(Contract.parse("4S"), 0, 10, 470)
    assert par(table, duplicate=True).contract == Contract.parse("4S")
    assert par(table, duplicate=True).score == 420
    assert par(table, vulnerable=(True, False), duplicate=True).score == 620
    # The same for side 1 from side 0's point of view: negative.
    mirrored = {(strain, 1 - seat): tricks for (strain, seat), tricks in table.items()}
    assert par(mirrored, match="deal") == Par(Contract.parse("1S"), 1, 10, -120)
    assert par(mirrored) == Par(Contract.parse("4S"), 1, 10, -470)


def test_par_with_overtricks_and_a_slam() -> None:
    table = flat_table(2, 2)
    table[Strain.HEARTS, 0] = 12
    assert par(table, match="deal") == Par(Contract.parse("6H"), 0, 12, 180 + 500)
    assert par(table) == Par(Contract.parse("6H"), 0, 12, 180 + 500 + 350)  # the slam is a game too
    assert par(table, vulnerable=(True, True)).score == 180 + 750 + 500  # and wins the rubber 2-1
    table[Strain.HEARTS, 0] = 11
    assert par(table, match="deal") == Par(Contract.parse("1H"), 0, 11, 30 + 4 * 30)  # nobody else bids: 1♥+4
    assert par(table) == Par(Contract.parse("4H"), 0, 11, 120 + 30 + 350)  # the game, 4♥+1


def test_par_is_the_doubled_sacrifice_when_it_costs_less() -> None:
    table = flat_table(2, 3)
    table[Strain.SPADES, 0] = 10
    table[Strain.HEARTS, 1] = 9  # 5♥ doubled, 2 down
    assert par(table, duplicate=True) == Par(Contract.parse("5HX"), 1, 9, 300)
    assert par(table, vulnerable=(False, True), duplicate=True).score == 420  # 500 > 420
    assert par(table, match="deal").score == 120  # 300 > 120: no sacrifice when a game earns no bonus
    assert par(table) == Par(Contract.parse("5HX"), 1, 9, 300)  # 300 < 120 + 350: a sacrifice in a rubber


# --- par as the score stands: what a game is worth -------------------------------------------


def test_a_game_is_worth_what_it_adds_to_the_rubber_bonus_expected() -> None:
    # Each game to come won by either side with even chances: one game up, a side wins 700 half
    # the time and reaches game all (0) the other half: 350. At game all the next game decides 500.
    assert game_worth(0) == game_worth(1) == 350 - 0
    assert game_worth(0, vulnerable=(True, False)) == 700 - 350  # ends the rubber 2-0
    assert game_worth(1, vulnerable=(True, False)) == 0 - (-350)  # reaches game all
    assert game_worth(0, vulnerable=(True, True)) == game_worth(1, vulnerable=(True, True)) == 500
    assert game_worth(1, match="game") == 500  # one game decides the match, as at game all
    assert game_worth(0, vulnerable=(True, True), match="deal") == 0  # the sheet scores no bonus


def test_par_bids_the_game_rather_than_a_part_score_with_overtricks() -> None:
    # Nine tricks at no-trump: in a match of one deal 1NT+2 scores what 3NT= scores (100), and
    # the lowest is named; as soon as a game is worth something, par is 3NT.
    table = flat_table(2, 4)
    table[Strain.NOTRUMP, 0] = 9
    assert par(table, match="deal") == Par(Contract.parse("1NT"), 0, 9, 100)
    assert par(table) == Par(Contract.parse("3NT"), 0, 9, 100 + 350)
    assert par(table, vulnerable=(True, True)) == Par(Contract.parse("3NT"), 0, 9, 100 + 500)
    assert par(table, match="game") == Par(Contract.parse("3NT"), 0, 9, 100 + 500)
    assert par(table, duplicate=True) == Par(Contract.parse("3NT"), 0, 9, 100 + 300)


def test_a_part_score_below_the_line_makes_a_lower_contract_a_game() -> None:
    table = flat_table(2, 4)
    table[Strain.SPADES, 0] = 8
    assert par(table) == Par(Contract.parse("1S"), 0, 8, 60)  # 8 tricks: no game, 1♠+1 is named
    # 40 below the line: 2♠ (60 below) completes the game, 1♠+1 (30 below) does not.
    assert par(table, below_line=(40, 0)) == Par(Contract.parse("2S"), 0, 8, 60 + 350)
    assert par(table, below_line=(40, 0), vulnerable=(True, True)).score == 60 + 500
    assert par(table, below_line=(0, 40)) == Par(Contract.parse("1S"), 0, 8, 60)  # the opponents' part score
    assert par(table, below_line=(40, 0), match="deal") == Par(Contract.parse("1S"), 0, 8, 60)


def test_the_opponents_part_score_makes_a_sacrifice_pay() -> None:
    table = flat_table(2, 4)
    table[Strain.SPADES, 0] = 7  # seat 0 makes 1♠
    table[Strain.HEARTS, 1] = 8  # seat 1 makes 2♥
    assert par(table) == Par(Contract.parse("2H"), 1, 8, -60)  # 2♠X-1 would cost 100
    # With 60 below the line, 2♥ wins seat 1 a game (60 + 350): 2♠ doubled, one down, costs 100.
    assert par(table, below_line=(0, 60)) == Par(Contract.parse("2SX"), 0, 7, -100)


def test_par_of_a_deal_nobody_makes_is_passed_out() -> None:
    found = par(flat_table(4, 6))
    assert found == Par(None, None, 0, 0)
    assert str(found) == "passed out: 0"


def test_par_dealer_decides_between_equal_contracts() -> None:
    table = flat_table(2, 7)  # both sides make 1 of anything, no more
    assert par(table, dealer=0).score > 0 and par(table, dealer=1).score < 0
    assert par(table, dealer=0).contract == Contract.parse("1NT")


def test_par_of_two_seat_deals_is_a_contract_scoring_its_own_value() -> None:
    from honeymoon.scoring import score_deal

    rng = random.Random(5)
    for _ in range(6):
        held = list(deal(seed=rng.randrange(10**6)).hands[:2])
        table = dd_table(held)
        for vulnerable in ((False, False), (True, False)):
            found = par(table, vulnerable=vulnerable)
            if found.contract is None:
                assert found.score == 0
                continue
            assert found.declarer is not None
            side = found.declarer % 2
            assert found.tricks == table[found.contract.strain, found.declarer]
            sheet = score_deal(found.contract, found.tricks, vulnerable=vulnerable[side])
            points = sheet.declarer_below + sheet.declarer_above - sheet.defenders_above
            if sheet.declarer_below >= 100:
                points += game_worth(side, vulnerable=vulnerable)
            assert found.score == (points if side == 0 else -points)
            assert found.contract.doubling.value in (1, 2)  # never redoubled


def test_par_agrees_with_endplay_on_full_deals() -> None:
    """Duplicate bonuses (duplicate=True) are endplay's conventions: the scores agree on every
    deal, vulnerability and dealer; the contract too when it makes (for a sacrifice, endplay may
    name another one of the same cost). At rubber scoring there is no reference to compare."""
    pytest.importorskip("endplay", reason="endplay is not installed (the course extra)")
    from endplay.dds import calc_dd_table
    from endplay.dds import par as endplay_par
    from endplay.types import Deal, Denom, Player, Vul

    denoms = {Strain.SPADES: 0, Strain.HEARTS: 1, Strain.DIAMONDS: 2, Strain.CLUBS: 3, Strain.NOTRUMP: 4}
    vuls = [(Vul.none, (False, False)), (Vul.both, (True, True)), (Vul.ns, (True, False)),
            (Vul.ew, (False, True))]
    for seed in range(20):
        full = deal(seed=seed).hands
        solved = calc_dd_table(Deal("N:" + " ".join(hand.pbn() for hand in full)))
        # Both par searches read the same table (dd_table's own is checked against DDS above).
        table = {(strain, seat): int(solved[Denom(denoms[strain]), Player(seat)])
                 for strain in Strain for seat in range(4)}
        for vul, vulnerable in vuls:
            for dealer in range(4):
                theirs = endplay_par(solved, vul, Player(dealer))
                ours = par(table, vulnerable=vulnerable, dealer=dealer, duplicate=True)
                assert ours.score == theirs.score, (seed, vul, dealer)
                contracts = list(theirs)
                if ours.contract is None:
                    assert not contracts
                    continue
                assert ours.declarer is not None
                if ours.contract.doubling.value == 1:
                    assert any(c.level == ours.contract.level
                               and int(c.denom) == denoms[ours.contract.strain]
                               and int(c.declarer) % 2 == ours.declarer % 2 for c in contracts)


PAR_BAD: list[tuple[object, dict[str, object], type[Exception], str]] = [
    ("table", {}, NotationError, "dict"),
    ({}, {}, NotationError, "10 or 20 entries"),
    ({**flat_table(2), (Strain.SPADES, 2): 6}, {}, NotationError, "10 or 20 entries"),
    ({**flat_table(2), (Strain.SPADES, 0): 14}, {}, NotationError, "0 to 13"),
    ({**flat_table(2), (Strain.SPADES, 0): "6"}, {}, NotationError, "0 to 13"),
    (flat_table(2), {"vulnerable": True}, ConfigError, "pair of True/False"),
    (flat_table(2), {"vulnerable": (True,)}, ConfigError, "pair of True/False"),
    (flat_table(2), {"vulnerable": (1, 0)}, ConfigError, "pair of True/False"),
    (flat_table(2), {"dealer": 2}, ConfigError, "dealer is a seat number from 0 to 1"),
    (flat_table(4), {"dealer": -1}, ConfigError, "dealer is a seat number from 0 to 3"),
    (flat_table(2), {"duplicate": "yes"}, ConfigError, "duplicate is True or False"),
    (flat_table(2), {"below_line": 60}, ConfigError, "pair of part scores below the line"),
    (flat_table(2), {"below_line": (100, 0)}, ConfigError, "each 0 to 99 .100 wins the game."),
    (flat_table(2), {"below_line": (-10, 0)}, ConfigError, "each 0 to 99"),
    (flat_table(2), {"below_line": (True, 0)}, ConfigError, "each 0 to 99"),
    (flat_table(2), {"match": "chicago"}, ConfigError, "match is one of rubber, game, deal"),
    (flat_table(2), {"duplicate": True, "below_line": (60, 0)}, ConfigError, "scores each deal on its own"),
    (flat_table(2), {"duplicate": True, "match": "deal"}, ConfigError, "takes no below_line or match"),
    (flat_table(2, 13), {}, NotationError, "no deal gives this table: seats 0 and 1 both take all 13"),
    (flat_table(4, 13), {}, NotationError, "no deal gives this table: seat 0 takes all 13 tricks in ♣"),
    ({**flat_table(4, 6), (Strain.SPADES, 1): 13, (Strain.SPADES, 3): 0}, {}, NotationError,
     "seat 1 takes all 13 tricks in ♠, so its side holds the top trump and takes a trick whoever "
     "declares, yet seat 3 takes 0"),
]


@pytest.mark.parametrize(("table", "options", "error", "words"), PAR_BAD,
                         ids=[str(i) for i in range(len(PAR_BAD))])
def test_par_bad_input_is_explained(table: object, options: dict[str, object],
                                    error: type[Exception], words: str) -> None:
    with pytest.raises(error, match=words):
        par(table, **options)  # type: ignore[arg-type]


def test_par_is_a_frozen_value() -> None:
    found = par({**flat_table(2, 3), (Strain.SPADES, 0): 10})
    with pytest.raises(AttributeError):
        found.score = 0  # type: ignore[misc]
    assert str(found) == "4♠= by seat 0: +470 to side 0"


def test_par_takes_tables_whose_sides_do_not_add_up() -> None:
    # The side on lead differs: 13 spades against 13 hearts at no-trump, the side on lead takes
    # every trick, so neither seat takes a trick as declarer; at spades, seat 0 takes all 13
    # whoever leads.
    table = flat_table(2, 6)
    table[Strain.NOTRUMP, 0] = table[Strain.NOTRUMP, 1] = 0
    table[Strain.SPADES, 0], table[Strain.SPADES, 1] = 13, 0
    assert par(table).contract == Contract.parse("7S")
    three_cards = dd_table(hands("AK.2.-.-", "Q.J3.-.-"))
    assert three_cards[Strain.NOTRUMP, 0] + three_cards[Strain.NOTRUMP, 1] == 2  # of 3 tricks


# --- time budgets ---------------------------------------------------------------------------


SIXTEEN = deal(seed=5, hands=3, size=16).hands


def test_every_analysis_stops_at_its_time_budget() -> None:
    with pytest.raises(AnalysisTimeout, match=r"stopped after 1e-09 s \(its time budget\)"):
        dd_tricks(SIXTEEN, "NT", 0, budget=1e-9)
    with pytest.raises(AnalysisTimeout, match="stopped after 1e-09 s"):
        dd_plays(SIXTEEN, "S", 1, budget=1e-9)
    with pytest.raises(AnalysisTimeout, match="stopped after 1e-09 s"):
        dd_tricks(deal(seed=5).hands, "NT", 0, engine="library", budget=1e-9)
    two = deal(seed=5, hands=2).hands
    with pytest.raises(AnalysisTimeout, match="stopped after 1e-09 s"):
        dd_table(two, budget=1e-9)
    with pytest.raises(AnalysisTimeout, match="stopped after 1e-09 s"):
        dd_plays(two, "H", 0, budget=1e-9)
    assert issubclass(AnalysisTimeout, HoneymoonError)


def test_a_line_that_stops_at_a_claim_counts_the_claim_and_checks_it() -> None:
    """♠A ♥3 ♥2 (the declaring side) against ♠2 ♥A ♥K at no-trump: the ♠A wins, and the hearts are
    the defender's. After the ♠A and the ♥3 led, the defender claims the two tricks left: counted;
    a claim of them by the declaring side does not hold."""
    hands = [Hand.parse("A.32.-.-"), Hand.parse("2.AK.-.-")]
    cut = [[(0, Card.parse("AS")), (1, Card.parse("2S"))], [(0, Card.parse("3H"))]]
    line = dd_line(hands, "NT", cut, (1, 0), claimed_by=0)
    assert (line.totals, line.could_make, line.made, line.first_trick) == ((1, 1, 1, 1), 1, 1, 1)
    assert line.best == tuple(card for trick in cut for _, card in trick)  # no card gave a trick away
    with pytest.raises(NotationError, match="the claim does not hold"):
        dd_line(hands, "NT", cut[:1], (1, 0), claimed_by=1)
    with pytest.raises(ConfigError, match="claimed_by"):
        dd_line(hands, "NT", cut, (1, 0), claimed_by=True)
    with pytest.raises(NotationError, match="a line of play is the whole deal"):
        dd_line(hands, "NT", cut, (1, 0))


def test_dd_claim_checks_its_position_as_dd_plays_does() -> None:
    hands = [Hand.parse("AK.3.-.-"), Hand.parse("Q2.A.-.-")]
    with pytest.raises(NotationError, match="no longer in seat 0's hand"):
        dd_claim(hands, "NT", 0, [(0, Card.parse("AS"))])
    with pytest.raises(ConfigError, match="leader"):
        dd_claim(hands, "NT", 2)
    # Mid-trick: after the ♠K led to ♠Q 2 and ♥A, the seat to play wins the ♥A's trick at most.
    beaten = dd_claim([Hand.parse("A.3.-.-"), Hand.parse("Q2.A.-.-")], "NT", 0, [(0, Card.parse("KS"))])
    assert beaten is not None and beaten.tricks == 1 and beaten.line[0] == (1, Card.parse("2S"))
