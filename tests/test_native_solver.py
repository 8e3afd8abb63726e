"""Tests for the compiled double-dummy search (honeymoon._native, behind honeymoon.solver's
NativeSolver): the same answers as the Python search on thousands of small positions, whole and
mid-trick, as the plain minimax of tests/test_solver.py, the same dd_plays (honeymoon.analysis)
and reviews (honeymoon.forms), its time budget, and the fallback to Python when it is switched off."""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator, Sequence

import pytest
from test_analysis import random_trick
from test_solver import random_position, reference

import honeymoon.solver as solver_module
from honeymoon import Hand, new_game
from honeymoon.analysis import dd_plays, dd_tricks
from honeymoon.cards import DECK, Suit
from honeymoon.errors import HoneymoonError
from honeymoon.forms import review
from honeymoon.game import Game
from honeymoon.solver import AnalysisTimeout, Clock, NativeSolver, Solver, bits, new_solver

needs_native = pytest.mark.skipif(
    not solver_module.NATIVE,
    reason="honeymoon._native is not built (no C compiler at install, or installed with "
           "HONEYMOON_PURE=1): the Python search answers alone")

TRUMPS = [-1, 0, 1, 2, 3]


def side_patterns(seats: int) -> list[tuple[int, ...]]:
    """Every way to split the seats into two sides (seat 0 on side 0; the names do not matter)."""
    return [(0, *rest) for rest in itertools.product((0, 1), repeat=seats - 1)]


def suit_of(card: int) -> int:
    return (card.bit_length() - 1) // 13


def legal_cards(hand: int, led: int | None) -> list[int]:
    """The cards (bits) ``hand`` may play to a trick whose led suit is ``led``."""
    if led is not None and hand >> 13 * led & 0x1FFF:
        hand &= 0x1FFF << 13 * led
    cards = []
    while hand:
        card = hand & -hand
        cards.append(card)
        hand ^= card
    return cards


def started_trick(rng: random.Random, hands: list[int], leader: int, count: int) -> list[int]:
    """Play ``count`` legal cards at random to a trick led by ``leader``, out of ``hands``."""
    played: list[int] = []
    for step in range(count):
        seat = (leader + step) % len(hands)
        card = rng.choice(legal_cards(hands[seat], suit_of(played[0]) if played else None))
        hands[seat] ^= card
        played.append(card)
    return played


def as_hands(masks: Sequence[int]) -> list[Hand]:
    return [Hand([DECK[index] for index in range(52) if mask >> index & 1]) for mask in masks]


def finish_by_minimax(hands: list[int], trump: int, leader: int, played: list[int],
                      sides: tuple[int, ...]) -> int:
    """The tricks of the leader's side from a trick in progress: every legal card of the rest
    of the trick, then the plain minimax of tests/test_solver.py."""
    seats = len(hands)
    if len(played) == seats:
        trumps = [i for i, c in enumerate(played) if suit_of(c) == trump]
        followers = [i for i, c in enumerate(played) if suit_of(c) == suit_of(played[0])]
        won = (leader + max(trumps or followers, key=lambda i: played[i])) % seats
        strain = None if trump < 0 else Suit(trump)
        rest = reference(as_hands(hands), strain, won, sides)
        left = hands[won].bit_count()
        return 1 + rest if sides[won] == sides[leader] else left - rest
    seat = (leader + len(played)) % seats
    values = []
    for card in legal_cards(hands[seat], suit_of(played[0])):
        hands[seat] ^= card
        values.append(finish_by_minimax(hands, trump, leader, [*played, card], sides))
        hands[seat] ^= card
    return max(values) if sides[seat] == sides[leader] else min(values)


@pytest.fixture
def pure() -> Iterator[None]:
    """The Python search for the test's calls of honeymoon.analysis."""
    saved = solver_module.use_native
    solver_module.use_native = False
    try:
        yield
    finally:
        solver_module.use_native = saved


# --- whole tricks and tricks in progress, against the Python search ---------------------------


@needs_native
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_tricks_agree_with_the_python_search(seats: int) -> None:
    # Every strain, side pattern and leader, one solver of each kind asked for every leader in
    # turn (the compiled one keeps its table from one call to the next).
    rng = random.Random(1000 + seats)
    checked = 0
    for size in range(1, 8):
        big = size * seats > 15  # there, a sample of the strains and side patterns
        for _ in range(1 if big else 3):
            masks = [bits(hand) for hand in random_position(rng, seats, size)]
            trumps = rng.sample(TRUMPS, 2) if big else TRUMPS
            patterns = side_patterns(seats)
            for trump in trumps:
                for sides in rng.sample(patterns, 2) if big else patterns:
                    python = Solver(list(masks), sides, trump, Clock(60))
                    native = NativeSolver(list(masks), sides, trump, Clock(60))
                    for leader in range(seats):
                        assert native.tricks(leader) == python.tricks(leader), (
                            as_hands(masks), trump, sides, leader)
                        checked += 1
    assert checked > 150


@needs_native
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_tricks_in_progress_agree_with_the_python_search(seats: int) -> None:
    # can_finish after 1 to seats-1 cards of a trick (the cards out of the hands), every count
    # of tricks asked, on one solver of each kind for several positions of a deal.
    rng = random.Random(1100 + seats)
    checked = 0
    for _ in range(60):
        size = rng.randint(1, 7 if seats < 4 else 5)
        masks = [bits(hand) for hand in random_position(rng, seats, size)]
        trump = rng.choice(TRUMPS)
        sides = rng.choice(side_patterns(seats))
        python = Solver(masks, sides, trump, Clock(60))
        native = NativeSolver(masks, sides, trump, Clock(60))
        for _ in range(3):
            leader = rng.randrange(seats)
            played = started_trick(rng, masks, leader, rng.randint(1, seats - 1))
            for need in range(-1, size + 2):
                assert native.can_finish(leader, played, need) == python.can_finish(leader, played, need), (
                    as_hands(masks), played, trump, sides, leader, need)
                checked += 1
            for seat, card in enumerate(played):  # the cards back into the hands
                masks[(leader + seat) % seats] |= card
    assert checked > 1000


# --- against the plain minimax ---------------------------------------------------------------


@needs_native
@pytest.mark.parametrize(("seats", "largest"), [(2, 6), (3, 4), (4, 3)])
def test_tricks_agree_with_the_minimax(seats: int, largest: int) -> None:
    rng = random.Random(1200 + seats)
    for _ in range(40):
        held = random_position(rng, seats, rng.randint(1, largest))
        trump = rng.choice(TRUMPS)
        sides = rng.choice(side_patterns(seats))
        leader = rng.randrange(seats)
        native = NativeSolver([bits(hand) for hand in held], sides, trump, Clock(60))
        expected = reference(held, None if trump < 0 else Suit(trump), leader, sides)
        assert native.tricks(leader) == expected, (held, trump, sides, leader)


@needs_native
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_tricks_in_progress_agree_with_the_minimax(seats: int) -> None:
    rng = random.Random(1300 + seats)
    for _ in range(25):
        size = rng.randint(1, {2: 5, 3: 3, 4: 2}[seats])
        masks = [bits(hand) for hand in random_position(rng, seats, size)]
        trump = rng.choice(TRUMPS)
        sides = rng.choice(side_patterns(seats))
        leader = rng.randrange(seats)
        played = started_trick(rng, masks, leader, rng.randint(1, seats - 1))
        best = finish_by_minimax(masks, trump, leader, played, sides)
        native = NativeSolver(masks, sides, trump, Clock(60))
        assert native.can_finish(leader, played, best), (as_hands(masks), played, trump, sides, leader)
        assert not native.can_finish(leader, played, best + 1), (
            as_hands(masks), played, trump, sides, leader)


# --- through honeymoon.analysis --------------------------------------------------------------


def played_deal(seed: int, form: str) -> Game:
    """A finished deal of ``form``, random calls and cards (the first seed from ``seed`` on
    whose deal is not passed out)."""
    while True:
        game = new_game(form, seed=seed, match="deal")
        rng = random.Random(seed)
        while not game.is_over:
            game.apply(rng.choice(game.legal_actions()))
        if game.full_view().contract is not None:
            return game
        seed += 1000


@needs_native
def test_dd_plays_and_dd_tricks_agree_between_the_searches(pure: None) -> None:
    # Three seats (every side pattern), and two seats, where the Python side is TwoSeats.
    rng = random.Random(1400)
    cases = []
    for seats, size in [(3, 5), (3, 6), (2, 7), (2, 9)]:
        for _ in range(4):
            held, strain, leader, trick = random_trick(rng, seats, size)
            sides = rng.choice(side_patterns(seats)[1:]) if seats == 3 else None  # two sides
            cases.append((held, strain, leader, trick, sides))
    answers = {}
    for use_native in (False, True):
        solver_module.use_native = use_native
        answers[use_native] = [
            (dd_plays(held, strain, leader, trick, sides=sides),
             None if trick else dd_tricks(held, strain, leader, sides=sides))
            for held, strain, leader, trick, sides in cases]
    assert answers[True] == answers[False]


@needs_native
@pytest.mark.parametrize(("form", "seeds"), [("exposed-dummy", (12, 15, 18)), ("plain", (11, 12))])
def test_reviews_agree_between_the_searches(form: str, seeds: tuple[int, ...], pure: None) -> None:
    # The review walks each deal backwards on one solver: its table is kept from one position
    # to the next. (Deals whose review takes the Python search a fraction of a second.)
    for seed in seeds:
        game = played_deal(seed, form)
        solver_module.use_native = False
        expected = review(game, budget=60)
        solver_module.use_native = True
        found = review(game, budget=60)
        assert not expected.note and not found.note
        assert list(found) == list(expected)
        assert found.could_make == expected.could_make


# --- the time budget and the fallback --------------------------------------------------------


@needs_native
def test_a_spent_budget_stops_the_search_and_leaves_the_hands() -> None:
    held = random_position(random.Random(1500), 3, 16)
    hands = [bits(hand) for hand in held]
    before = list(hands)
    native = NativeSolver(hands, (0, 1, 1), -1, Clock(1e-9))
    with pytest.raises(AnalysisTimeout, match=r"stopped after 1e-09 s \(its time budget\)"):
        native.tricks(0)
    played = started_trick(random.Random(1501), hands, 1, 2)
    after_trick = list(hands)
    with pytest.raises(AnalysisTimeout, match=r"stopped after 1e-09 s \(its time budget\)"):
        native.can_finish(1, played, 8)
    assert hands == after_trick
    for seat, card in enumerate(played):
        hands[(1 + seat) % 3] |= card
    assert hands == before


@needs_native
def test_a_budget_spent_in_the_middle_of_a_search_stops_it() -> None:
    # A hard three-hand deal of 16 cards (about 2.5 s to solve, warm tables or not): the search
    # checks its clock every few thousand nodes.
    held = random_position(random.Random(1506), 3, 16)
    with pytest.raises(AnalysisTimeout, match=r"stopped after 0.01 s \(its time budget\)"):
        dd_tricks(held, "NT", 0, budget=0.01)


@needs_native
def test_the_compiled_search_is_used_when_built(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(solver_module, "use_native", True)  # as without HONEYMOON_PURE=1
    assert solver_module.backend() == "compiled"
    solver = new_solver([bits(Hand.parse("A.-.-.-")), bits(Hand.parse("K.-.-.-"))], (0, 1), -1, Clock(5))
    assert isinstance(solver, NativeSolver)
    assert solver.tricks(0) == 1
    assert solver.nodes >= 1


def test_switching_the_compiled_search_off_falls_back_to_python(pure: None) -> None:
    assert solver_module.backend() == "python"
    masks = [bits(hand) for hand in random_position(random.Random(1600), 3, 4)]
    solver = new_solver(masks, (0, 1, 1), 2, Clock(5))
    assert type(solver) is Solver
    held = as_hands(masks)
    assert solver.tricks(1) == reference(held, Suit(2), 1, (0, 1, 1))
    assert dd_tricks(held, "H", 1) == reference(held, Suit(2), 1, (0, 1, 0))


@pytest.mark.skipif(solver_module.NATIVE, reason="honeymoon._native is built: the fallback is tested above")
def test_without_the_compiled_search_python_answers() -> None:
    assert solver_module.backend() == "python"
    with pytest.raises(HoneymoonError, match="not built"):
        NativeSolver([0, 0], (0, 1), -1, Clock(5))
