"""Hostile tests of the double-dummy analysis (:mod:`honeymoon.analysis`).

Small generated positions (2 to 4 seats, 1 to 5 cards each, any strain and leader, a trick
partly played, any sides for three seats) and garbage arguments. The properties:

- only the library's errors (:class:`~honeymoon.errors.HoneymoonError`) are raised;
- the results are within bounds (tricks from 0 to the cards left in a hand, the current trick
  included), and :func:`dd_plays` offers exactly the cards the seat to play may play;
- where a position is small enough, every count agrees with an exhaustive search written here
  (the rules of trick play, independently of the library's solver);
- four seats: the library's solver and endplay (DDS) agree;
- :func:`dd_table` agrees with :func:`dd_tricks`, :func:`par` names a contract the table
  supports, and the review of a random deal of every form
  (:func:`honeymoon.forms.review`, which asks :func:`dd_line`) stays within bounds.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Sequence
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from test_hostile_protocol import GARBAGE_OBJECTS, SHORT_TEXT, play_randomly, scaled

from honeymoon import DECK, Card, Hand, HoneymoonError, Strain, Suit, new_game
from honeymoon.analysis import LineCounts, dd_line, dd_plays, dd_table, dd_tricks
from honeymoon.forms import review
from honeymoon.par import Par, par


# --- the rules of trick play, written here -------------------------------------------------------
def winner(trick: Sequence[tuple[int, Card]], trump: Suit | None) -> int:
    """The seat that wins a complete trick: the highest trump, else the highest card of the suit led."""
    led = trick[0][1].suit
    suit = trump if any(card.suit is trump for _, card in trick) else led
    return max((card.rank, seat) for seat, card in trick if card.suit is suit)[1]


def may_play(hand: frozenset[Card], trick: Sequence[tuple[int, Card]]) -> frozenset[Card]:
    """The cards of ``hand`` that may be played to ``trick``: follow suit if you can."""
    if not trick:
        return hand
    following = frozenset(card for card in hand if card.suit is trick[0][1].suit)
    return following or hand


@functools.cache
def side_0_takes(hands: tuple[frozenset[Card], ...], leader: int, trick: tuple[tuple[int, Card], ...],
                 trump: Suit | None, sides: tuple[int, ...]) -> int:
    """Tricks side 0 takes from here on (the current trick included), side 0 taking the most
    and side 1 the fewest: an exhaustive search."""
    seats = len(hands)
    seat = (leader + len(trick)) % seats
    if not hands[seat]:
        return 0
    results = []
    for card in may_play(hands[seat], trick):
        rest = tuple(hand - {card} if index == seat else hand for index, hand in enumerate(hands))
        played = (*trick, (seat, card))
        if len(played) == seats:
            won = winner(played, trump)
            results.append(int(sides[won] == 0) + side_0_takes(rest, won, (), trump, sides))
        else:
            results.append(side_0_takes(rest, leader, played, trump, sides))
    return max(results) if sides[seat] == 0 else min(results)


def default_sides(seats: int, leader: int) -> tuple[int, ...]:
    """The sides the analysis uses when none are given: the leader's side is 0; with three
    seats the leader plays alone."""
    if seats == 3:
        return tuple(0 if seat == leader else 1 for seat in range(3))
    return tuple((seat - leader) % 2 for seat in range(seats))


def leaves(seats: int, size: int) -> int:
    """A bound on the exhaustive search's work for a position."""
    count = 1
    for left in range(size, 0, -1):
        count *= left**seats
    return count


# --- positions -----------------------------------------------------------------------------------
@st.composite
def positions(draw: st.DrawFn, most: int = 5, seats: tuple[int, ...] = (2, 3, 4)) -> dict[str, Any]:
    """A position: ``hands`` (the cards each seat holds now), ``strain``, ``leader``, ``trick``
    (the cards already played to it, in order, following suit) and ``sides`` (three seats
    only: any split, or ``None``); ``size`` is the cards each seat held before the trick."""
    count = draw(st.sampled_from(seats), label="seats")
    size = draw(st.integers(1, most), label="size")
    cards = draw(st.permutations(DECK), label="deck")[: count * size]
    held = [set(cards[i * size:(i + 1) * size]) for i in range(count)]
    leader = draw(st.integers(0, count - 1), label="leader")
    trick: list[tuple[int, Card]] = []
    for number in range(draw(st.integers(0, count - 1), label="played")):
        seat = (leader + number) % count
        choice = sorted(may_play(frozenset(held[seat]), trick))
        card = draw(st.sampled_from(choice), label=f"seat {seat} plays")
        held[seat].remove(card)
        trick.append((seat, card))
    sides = None
    if count == 3 and draw(st.booleans(), label="sides given"):
        sides = draw(st.sampled_from([(0, 1, 1), (1, 0, 1), (1, 1, 0), (0, 0, 1), (0, 1, 0), (1, 0, 0)]),
                     label="sides")
    strain = draw(st.sampled_from(list(Strain)), label="strain")
    return {"hands": [Hand(h) for h in held], "strain": strain, "leader": leader, "trick": trick,
            "sides": sides, "size": size}


def exhaustive(position: dict[str, Any], card: Card | None = None) -> int:
    """Tricks of the side of the seat to play, from the exhaustive search (after ``card`` if given)."""
    hands = [frozenset(h.cards) for h in position["hands"]]
    seats, leader, trick = len(hands), position["leader"], tuple(position["trick"])
    sides = default_sides(seats, leader) if position["sides"] is None else position["sides"]
    seat = (leader + len(trick)) % seats
    mine = sides[seat]
    relabelled = tuple(0 if side == mine else 1 for side in sides)
    if card is None:
        return side_0_takes(tuple(hands), leader, trick, position["strain"].suit, relabelled)
    hands[seat] = hands[seat] - {card}
    played = (*trick, (seat, card))
    if len(played) == seats:
        won = winner(played, position["strain"].suit)
        return int(relabelled[won] == 0) + side_0_takes(tuple(hands), won, (), position["strain"].suit,
                                                         relabelled)
    return side_0_takes(tuple(hands), leader, played, position["strain"].suit, relabelled)


def plays(position: dict[str, Any], **engine: str) -> dict[Card, int]:
    return dd_plays(position["hands"], position["strain"], position["leader"], position["trick"],
                    sides=position["sides"], **engine)


# --- the properties ----------------------------------------------------------------------------------
@scaled(4)
@given(position=positions())
def test_dd_plays_offers_the_legal_cards_within_bounds(position: dict[str, Any]) -> None:
    result = plays(position)
    hands, trick = position["hands"], position["trick"]
    seat = (position["leader"] + len(trick)) % len(hands)
    assert set(result) == may_play(frozenset(hands[seat].cards), trick)
    left = position["size"]  # the current trick is still to be won
    assert all(0 <= tricks <= left for tricks in result.values()), result


@scaled(4)
@given(position=positions(most=4))
def test_dd_counts_agree_with_an_exhaustive_search(position: dict[str, Any]) -> None:
    if leaves(len(position["hands"]), position["size"]) > 50_000:
        return
    result = plays(position)
    for card, tricks in result.items():
        assert tricks == exhaustive(position, card), card
    if not position["trick"]:
        solved = dd_tricks(position["hands"], position["strain"], position["leader"], sides=position["sides"])
        assert solved == exhaustive(position) == max(result.values())
        assert 0 <= solved <= position["size"]


@scaled(2)
@given(position=positions(most=5, seats=(4,)))
def test_four_seats_library_and_endplay_agree(position: dict[str, Any]) -> None:
    library = plays(position, engine="library")
    assert library == plays(position, engine="endplay")
    if not position["trick"]:
        args = (position["hands"], position["strain"], position["leader"])
        solved = dd_tricks(*args, engine="library")
        assert solved == dd_tricks(*args, engine="endplay") == max(library.values())


@scaled(2)
@given(position=positions(most=5, seats=(2, 4)))
def test_dd_table_agrees_with_dd_tricks(position: dict[str, Any]) -> None:
    hands = [Hand(set(hand.cards) | {card for seat, card in position["trick"] if seat == index})
             for index, hand in enumerate(position["hands"])]
    table = dd_table(hands)
    seats, size = len(hands), position["size"]
    assert set(table) == {(strain, seat) for strain in Strain for seat in range(seats)}
    for (strain, declarer), tricks in table.items():
        assert 0 <= tricks <= size
        assert tricks == size - dd_tricks(hands, strain, (declarer + 1) % seats)


@scaled(4)
@given(seats=st.sampled_from([2, 4]), data=st.data(), vulnerable=st.tuples(st.booleans(), st.booleans()),
       duplicate=st.booleans(), below_line=st.tuples(st.integers(0, 99), st.integers(0, 99)),
       match=st.sampled_from(["rubber", "game", "deal"]))
def test_par_names_a_contract_the_table_supports(seats: int, data: st.DataObject,
                                                 vulnerable: tuple[bool, bool], duplicate: bool,
                                                 below_line: tuple[int, int], match: str) -> None:
    table = {(strain, seat): data.draw(st.integers(0, 13), label=f"{strain.name} {seat}")
             for strain in Strain for seat in range(seats)}
    dealer = data.draw(st.integers(0, seats - 1), label="dealer")
    standing: dict[str, Any] = {} if duplicate else {"below_line": below_line, "match": match}
    try:
        result = par(table, vulnerable=vulnerable, dealer=dealer, duplicate=duplicate, **standing)
    except HoneymoonError:
        return  # a table no deal can give may be refused
    assert isinstance(result, Par)
    if result.contract is None:
        assert (result.declarer, result.tricks, result.score) == (None, 0, 0)
        return
    assert result.declarer in range(seats)
    assert result.tricks == table[result.contract.strain, result.declarer]
    side = result.declarer % 2
    partners = range(side, seats, 2)
    assert result.tricks == max(table[result.contract.strain, seat] for seat in partners)
    made = result.tricks >= result.contract.tricks_needed
    assert made == (result.contract.doubling.name == "UNDOUBLED")
    gain = result.score if side == 0 else -result.score
    assert (gain > 0) == made


FORMS = ["plain", "draw", "draw-discard", "draw-tricks", "double-dummy", "single-dummy", "exposed-dummy",
         "three-handed", "contract-bridge"]


@pytest.mark.slow
@scaled(1)
@given(form=st.sampled_from(FORMS), seed=st.integers(0, 2**32))
def test_review_of_a_random_deal_stays_within_bounds(form: str, seed: int) -> None:
    game = new_game(form, seed=seed, match="deal")
    play_randomly(game, random.Random(seed), 500)
    full = game.full_view()
    if full.contract is None:
        return
    verdicts = review(game)
    tricks = len(full.tricks)
    assert verdicts.could_make is None or 0 <= verdicts.could_make <= tricks
    seen = {(v.trick, v.seat) for v in verdicts}
    assert len(seen) == len(verdicts)
    for verdict in verdicts:
        assert 0 <= verdict.before <= tricks and 0 <= verdict.after <= tricks, verdict
        assert verdict.cost >= 0, verdict  # no card gains a trick over perfect play
        assert verdict.cost == 0 or verdict.best != verdict.card
    assert verdicts.made == verdicts[-1].after


# --- garbage arguments ---------------------------------------------------------------------------
ANYTHING = st.one_of(GARBAGE_OBJECTS, SHORT_TEXT)
HANDS = st.one_of(
    st.lists(st.sampled_from([Hand.parse("A.-.-.-"), Hand.parse("K.-.-.-"), Hand.parse("-.A.-.-"),
                              Hand.parse("AK.-.-.-"), Hand.parse("2.3.-.-"), Hand(DECK[:17]), Hand(())]),
             max_size=5),
    st.lists(ANYTHING, max_size=4), ANYTHING,
)
SIDES = st.one_of(st.none(), st.tuples(st.integers(-1, 2), st.integers(-1, 2), st.integers(-1, 2)),
                  st.lists(st.integers(0, 1), max_size=4), st.tuples(ANYTHING, ANYTHING, ANYTHING), ANYTHING)
TRICKS = st.one_of(st.lists(st.tuples(st.integers(-1, 4), st.sampled_from(DECK)), max_size=4),
                   st.lists(ANYTHING, max_size=3), ANYTHING)
STRAINS = st.one_of(st.sampled_from(list(Strain)), st.sampled_from(["NT", "S", "sa", "♥", "X", ""]), ANYTHING)
SEATS = st.one_of(st.integers(-2, 5), ANYTHING)
ENGINES = st.one_of(st.sampled_from(["auto", "library", "endplay"]), ANYTHING)


@scaled(4)
@given(hands=HANDS, strain=STRAINS, leader=SEATS, sides=SIDES, engine=ENGINES)
def test_dd_tricks_with_garbage(hands: Any, strain: Any, leader: Any, sides: Any, engine: Any) -> None:
    try:
        result = dd_tricks(hands, strain, leader, sides=sides, engine=engine)
    except HoneymoonError:
        return
    assert type(result) is int and 0 <= result <= len(hands[0])


@scaled(4)
@given(hands=HANDS, strain=STRAINS, leader=SEATS, trick=TRICKS, sides=SIDES, engine=ENGINES)
def test_dd_plays_with_garbage(hands: Any, strain: Any, leader: Any, trick: Any, sides: Any,
                               engine: Any) -> None:
    try:
        result = dd_plays(hands, strain, leader, trick, sides=sides, engine=engine)
    except HoneymoonError:
        return
    assert isinstance(result, dict) and all(isinstance(card, Card) for card in result)


LINES = st.one_of(st.lists(TRICKS, max_size=3), ANYTHING)
LINE_SIDES = st.one_of(st.tuples(st.integers(-1, 2), st.integers(-1, 2)), SIDES)


@scaled(4)
@given(hands=HANDS, strain=STRAINS, tricks=LINES, sides=LINE_SIDES)
def test_dd_line_with_garbage(hands: Any, strain: Any, tricks: Any, sides: Any) -> None:
    try:
        result = dd_line(hands, strain, tricks, sides)
    except HoneymoonError:
        return
    assert isinstance(result, LineCounts) and 0 <= result.made <= len(hands[0])


@scaled(4)
@given(hands=HANDS)
def test_dd_table_with_garbage(hands: Any) -> None:
    try:
        dd_table(hands)
    except HoneymoonError:
        return


TABLES = st.one_of(
    st.dictionaries(st.tuples(st.sampled_from(list(Strain)), st.integers(-1, 4)),
                    st.one_of(st.integers(-2, 15), ANYTHING), max_size=22),
    st.builds(lambda value: {(strain, seat): value for strain in Strain for seat in range(4)}, ANYTHING),
    ANYTHING,
)


@scaled(4)
@given(table=TABLES, vulnerable=st.one_of(st.tuples(st.booleans(), st.booleans()), ANYTHING), dealer=SEATS,
       duplicate=st.one_of(st.booleans(), ANYTHING),
       below_line=st.one_of(st.tuples(st.integers(-5, 105), st.integers(-5, 105)), ANYTHING),
       match=st.one_of(st.sampled_from(["rubber", "game", "deal"]), ANYTHING))
def test_par_with_garbage(table: Any, vulnerable: Any, dealer: Any, duplicate: Any, below_line: Any,
                          match: Any) -> None:
    try:
        result = par(table, vulnerable=vulnerable, dealer=dealer, duplicate=duplicate, below_line=below_line,
                     match=match)
    except HoneymoonError:
        return
    assert isinstance(result, Par)


@scaled(4)
@given(game=st.one_of(ANYTHING, st.sampled_from(["plain", "half-open", "boerenbridge", "three-handed"]).map(
    lambda form: new_game(form, seed=1, match="deal"))))
def test_review_with_garbage(game: Any) -> None:
    with pytest.raises(HoneymoonError):
        review(game)


# --- regressions: each failure the properties found, kept as a plain test ---------------------------
def test_regression_sides_of_lists_are_refused() -> None:
    hands = [Hand.parse("A.-.-.-"), Hand.parse("K.-.-.-"), Hand.parse("Q.-.-.-")]
    with pytest.raises(HoneymoonError):
        dd_tricks(hands, "NT", 0, sides=([0], [1], [1]))  # type: ignore[arg-type]
