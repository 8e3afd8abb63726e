"""honeymoon.simulate: vectorised deals checked against the library and against exact counts."""

from __future__ import annotations

import math
import subprocess
import sys
from collections import Counter
from itertools import permutations

import numpy as np
import pytest

import honeymoon
from honeymoon import DECK, Card, ConfigError, NotationError, Suit, evaluation, new_game
from honeymoon.game import DECLINE, REFUSE, TAKE
from honeymoon.simulate import (
    DRAW_STRATEGIES,
    Deals,
    deal_many,
    deal_where,
    draw_outcomes,
    hcp_distribution,
    hook_deals,
    hook_frequency,
    hook_table,
    shape_frequencies,
)

# --- exact references, by counting ------------------------------------------------------------


def exact_hcp_distribution() -> list[int]:
    """How many of the C(52, 13) hands hold each HCP total: choose how many aces, kings, queens
    and jacks (four of each), the rest from the 36 spot cards."""
    counts = [0] * 38
    for aces in range(5):
        for kings in range(5):
            for queens in range(5):
                for jacks in range(5):
                    honours = aces + kings + queens + jacks
                    if honours > 13:
                        continue
                    ways = (math.comb(4, aces) * math.comb(4, kings) * math.comb(4, queens)
                            * math.comb(4, jacks) * math.comb(36, 13 - honours))
                    counts[4 * aces + 3 * kings + 2 * queens + jacks] += ways
    return counts


def exact_shape_probabilities() -> dict[str, float]:
    """The chance of each shape of a 13-card hand: every assignment of lengths to the four suits."""
    total = math.comb(52, 13)
    found: Counter[str] = Counter()
    for pattern in {tuple(sorted(p, reverse=True)) for p in _lengths(4, 13)}:
        for lengths in set(permutations(pattern)):
            found["-".join(map(str, pattern))] += math.prod(math.comb(13, n) for n in lengths)
    return {shape: n / total for shape, n in found.items()}


def _lengths(suits: int, cards: int) -> list[tuple[int, ...]]:
    if suits == 1:
        return [(cards,)] if cards <= 13 else []
    return [(n, *rest) for n in range(min(cards, 13) + 1) for rest in _lengths(suits - 1, cards - n)]


def test_the_exact_references_are_right() -> None:
    counts = exact_hcp_distribution()
    assert sum(counts) == math.comb(52, 13)
    mean = sum(v * n for v, n in enumerate(counts)) / sum(counts)
    variance = sum((v - mean) ** 2 * n for v, n in enumerate(counts)) / sum(counts)
    assert mean == pytest.approx(10)
    assert variance == pytest.approx(17.0588, abs=1e-4)  # 290/17
    assert counts[37] == 4  # AAAA KKKK QQQQ and one of the four jacks
    shapes = exact_shape_probabilities()
    assert sum(shapes.values()) == pytest.approx(1)
    assert len(shapes) == 39
    assert shapes["4-4-3-2"] == pytest.approx(0.2155, abs=1e-4)
    assert shapes["5-3-3-2"] == pytest.approx(0.1552, abs=1e-4)
    assert shapes["4-3-3-3"] == pytest.approx(0.1054, abs=1e-4)


# --- the module is loaded on first use only -----------------------------------------------------


def test_import_honeymoon_loads_neither_numpy_nor_this_module() -> None:
    code = ("import sys, honeymoon; print('numpy' in sys.modules, "
            "'honeymoon.simulate' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False", "False"]


# --- the deals agree with the library -------------------------------------------------------------


@pytest.mark.parametrize(("hands", "size"), [(4, 13), (2, 13), (3, 17), (4, 8), (7, 1), (1, 52), (2, 0)])
def test_hands_match_the_library_evaluation(hands: int, size: int) -> None:
    deals = deal_many(300, seed=hands * 100 + size, hands=hands, size=size)
    assert deals.cards.shape == (300, hands, size)
    assert deals.hcp.shape == (300, hands) and deals.shapes.shape == (300, hands, 4)
    for d in range(0, 300, 7):
        every = [n for h in range(hands) for n in deals.cards[d, h].tolist()]
        assert len(set(every)) == hands * size  # no card twice in a deal
        for h, hand in enumerate(deals.hands(d)):
            assert len(hand) == size
            assert hand.hcp == evaluation.hcp(hand).total == deals.hcp[d, h]
            assert evaluation.shape(hand) == tuple(deals.shapes[d, h].tolist())
            assert [hand.length(s) for s in Suit] == deals.lengths[d, h].tolist()
            assert set(hand) == {DECK[n] for n in deals.cards[d, h].tolist()}


def test_a_hand_made_by_hand() -> None:
    hand = honeymoon.Hand.parse("AKJ52.Q4.K73.862")
    deals = Deals.from_cards(np.array([[[int(c) for c in hand]]], dtype=np.int8))
    assert deals.hcp.tolist() == [[13]]
    assert deals.lengths.tolist() == [[[3, 3, 2, 5]]]  # clubs, diamonds, hearts, spades
    assert deals.shapes.tolist() == [[[5, 3, 3, 2]]]
    assert deals.hand(0, 0) == hand
    assert hcp_distribution(deals)[13] == 1
    assert shape_frequencies(deals) == {"5-3-3-2": 1.0}


def test_same_seed_same_deals_and_other_seeds_other_deals() -> None:
    a, b, c = deal_many(500, seed=9), deal_many(500, seed=9), deal_many(500, seed=10)
    assert np.array_equal(a.cards, b.cards)
    assert not np.array_equal(a.cards, c.cards)
    assert np.array_equal(deal_where(20, seed=4, hcp={1: (12, 14)}).cards,
                          deal_where(20, seed=4, hcp={1: (12, 14)}).cards)


def test_deals_are_values() -> None:
    deals = deal_many(5, seed=1)
    for array in (deals.cards, deals.hcp, deals.lengths, deals.shapes):
        with pytest.raises(ValueError):
            array[0] = 0
    with pytest.raises(AttributeError):
        deals.hcp = deals.hcp  # type: ignore[misc]


def test_every_card_goes_to_every_hand_equally_often() -> None:
    deals = deal_many(40_000, seed=3)
    for h in range(4):
        per_card = np.bincount(deals.cards[:, h].ravel(), minlength=52) / 40_000
        # each card is in a given hand a quarter of the time; sd = sqrt(.25 * .75 / 40000) ≈ 0.0022
        assert np.abs(per_card - 0.25).max() < 0.012


def test_hcp_distribution_matches_the_exact_count() -> None:
    deals = deal_many(200_000, seed=2026)
    observed = np.array(hcp_distribution(deals, hand=0), dtype=float)
    exact = np.array(exact_hcp_distribution(), dtype=float)
    expected = exact / exact.sum() * observed.sum()
    # chi-square over the bins expected to hold 5 or more, the tails pooled
    big = expected >= 5
    obs = np.append(observed[big], observed[~big].sum())
    exp = np.append(expected[big], expected[~big].sum())
    chi2 = float(((obs - exp) ** 2 / exp).sum())
    assert chi2 < 80, chi2  # about 30 degrees of freedom: 80 is far beyond the 1-in-a-million level
    hcp = deals.hcp.astype(float)
    assert hcp.mean() == pytest.approx(10, abs=0.03)
    assert hcp.var() == pytest.approx(290 / 17, abs=0.15)
    assert (deals.hcp.sum(axis=1) == 40).all()
    pooled = hcp_distribution(deals)
    assert sum(pooled) == 800_000 and len(pooled) == 38


def test_shape_frequencies_match_the_exact_probabilities() -> None:
    deals = deal_many(200_000, seed=7)
    found = shape_frequencies(deals, hand=2)
    exact = exact_shape_probabilities()
    assert found["4-4-3-2"] == pytest.approx(0.2155, abs=0.005)
    assert found["5-3-3-2"] == pytest.approx(0.1552, abs=0.005)
    assert found["4-3-3-3"] == pytest.approx(0.1054, abs=0.005)
    assert set(found) <= set(exact)
    for shape, share in found.items():
        p = exact[shape]
        assert abs(share - p) <= 6 * math.sqrt(p * (1 - p) / 200_000) + 1e-5, shape
    assert sum(found.values()) == pytest.approx(1)
    assert list(found.values()) == sorted(found.values(), reverse=True)


# --- deal_where ---------------------------------------------------------------------------------


def test_the_brief_example() -> None:
    deals = deal_where(500, seed=1, hcp={0: (15, 37)}, length={(0, Suit.SPADES): (5, 13)})
    assert len(deals) == 500
    for d in range(0, 500, 25):
        hand = deals.hand(d, 0)
        assert evaluation.hcp(hand).total >= 15 and hand.length(Suit.SPADES) >= 5


def test_a_keyword_constraint_and_the_same_predicate_give_the_same_deals() -> None:
    by_keyword = deal_where(300, seed=5, hcp={2: (12, 14)}, length={(1, Suit.HEARTS): (0, 1)})
    by_predicate = deal_where(300, seed=5, where=lambda d: (d.hcp[:, 2] >= 12) & (d.hcp[:, 2] <= 14)
                              & (d.lengths[:, 1, Suit.HEARTS] <= 1))
    assert np.array_equal(by_keyword.cards, by_predicate.cards)


def test_deal_where_keeps_the_fitting_deals_of_the_same_stream() -> None:
    """With no constraint it deals exactly what deal_many deals from the same seed's first batch."""
    assert np.array_equal(deal_where(1000, seed=8).cards, deal_many(1000, seed=8).cards)


@pytest.mark.parametrize("case", range(25))
def test_random_constraints_always_hold(case: int) -> None:
    rng = np.random.default_rng(case)
    hands = int(rng.integers(1, 5))
    hand = int(rng.integers(0, hands))
    low = int(rng.integers(0, 18))
    suit = Suit(int(rng.integers(0, 4)))
    shortest = int(rng.integers(0, 5))
    deals = deal_where(200, seed=case, hands=hands, hcp={hand: (low, low + 6)},
                       length={(hand, suit): (shortest, 13)})
    assert len(deals) == 200
    assert ((deals.hcp[:, hand] >= low) & (deals.hcp[:, hand] <= low + 6)).all()
    assert (deals.lengths[:, hand, suit] >= shortest).all()
    sample = deals.hand(int(rng.integers(0, 200)), hand)
    assert low <= sample.hcp <= low + 6 and sample.length(suit) >= shortest


def test_the_conditional_distribution_is_right() -> None:
    """Among hands of 15+ HCP with 5+ spades, every HCP total keeps its share of the unconstrained
    deals (rejection keeps the conditional distribution)."""
    fits = deal_where(20_000, seed=11, hcp={0: (15, 37)}, length={(0, Suit.SPADES): (5, 13)})
    base = deal_many(400_000, seed=12)
    keep = (base.hcp[:, 0] >= 15) & (base.lengths[:, 0, Suit.SPADES] >= 5)
    reference = np.bincount(base.hcp[keep, 0], minlength=38)[:38] / keep.sum()
    observed = np.array(hcp_distribution(fits, hand=0)) / 20_000
    assert np.abs(observed - reference).max() < 0.02
    assert observed[:15].sum() == 0


def test_no_deal_asked_for_and_an_empty_batch() -> None:
    empty = deal_where(0, seed=1, hcp={0: (20, 37)})
    assert len(empty) == 0 and empty.cards.shape == (0, 4, 13)
    assert shape_frequencies(empty) == {} and sum(hcp_distribution(empty)) == 0
    assert len(deal_many(0, seed=1)) == 0


@pytest.mark.parametrize(
    ("kwargs", "words"),
    [
        ({"count": -1}, "the number of deals is 0 or more"),
        ({"count": 2.5}, "the number of deals is a whole number"),
        ({"count": True}, "whole number"),
        ({"hands": 0}, "the number of hands is 1 to 52"),
        ({"size": 14}, "the hand size is 0 to 13"),
        ({"hands": 2, "size": 27}, "the hand size is 0 to 26"),
        ({"hcp": {0: (10, 5)}}, "least first"),
        ({"hcp": {0: (0, 38)}}, "within 0 to 37 HCP"),
        ({"hcp": {0: 15}}, "is a range"),
        ({"hcp": {4: (0, 10)}}, "there are hands 0 to 3, not 4"),
        ({"hcp": {"N": (0, 10)}}, "there are hands 0 to 3"),
        ({"hcp": [(0, 10)]}, "hcp is a dict of ranges"),
        ({"length": {0: (5, 13)}}, "keyed by (hand, Suit)"),
        ({"length": {(0, "S"): (5, 13)}}, "keyed by (hand, Suit)"),
        ({"length": {(0, Suit.SPADES): (5, 14)}}, "within 0 to 13 cards"),
        ({"length": {(0, Suit.SPADES): (5, 13)}, "size": 3}, "within 0 to 3 cards"),
        ({"where": 3}, "where is a function"),
        ({"where": lambda d: d.hcp[:, 0]}, "one bool per deal"),
        ({"where": lambda d: d.hcp >= 10}, "one bool per deal"),
        ({"hcp": {0: (37, 37)}, "limit": 50_000}, "fit the constraints"),
        ({"limit": 0}, "limit is 1 or more"),
    ],
)
def test_bad_options_are_config_errors(kwargs: dict[str, object], words: str) -> None:
    kwargs = {"count": 5, **kwargs}
    with pytest.raises(ConfigError, match=None) as caught:
        deal_where(seed=1, **kwargs)  # type: ignore[arg-type]
    assert words in str(caught.value)


@pytest.mark.parametrize("seed", [-1, 1.5, "7", None, True])
def test_bad_seeds_are_notation_errors(seed: object) -> None:
    for make in (deal_many, deal_where, draw_outcomes, hook_frequency):
        with pytest.raises(NotationError, match="a seed is a whole number"):
            make(5, seed=seed)  # type: ignore[operator]


def test_bad_hands_and_batches() -> None:
    deals = deal_many(3, seed=1, hands=2)
    with pytest.raises(ConfigError, match="the deal is 0 to 2, not 3"):
        deals.hand(3, 0)
    with pytest.raises(ConfigError, match="the hand is 0 to 1, not 2"):
        deals.hand(0, 2)
    with pytest.raises(ConfigError, match="there are hands 0 to 1"):
        hcp_distribution(deals, hand=2)
    with pytest.raises(ConfigError, match="counts a Deals batch"):
        shape_frequencies([[1, 2]])  # type: ignore[arg-type]
    with pytest.raises(ConfigError):
        hcp_distribution(deals, hand=True)


# --- the draw phase, replayed in the library's game ------------------------------------------------


def _weakest(cards: list[Card]) -> Card:
    length = Counter(c.suit for c in cards)
    return min(cards, key=lambda c: (c.hcp, length[c.suit], c.rank, c.suit))


def _replay(deck: list[Card], strategies: tuple[str, str]) -> tuple[list[list[Card]], list[int]]:
    """Drive the `draw` form with the two strategies written card by card; the final hands."""
    game = new_game("draw", deals=[deck], first_dealer=1, match="deal")
    assert game.current_player == 0  # the non-dealer draws first
    taken = [0, 0]
    while game.phase.value == "draw":
        player = game.current_player
        hand = list(game.seat_cards[player])
        legal = game.legal_actions()
        if TAKE not in legal:  # a card was just taken: discard
            game.apply(_weakest(hand))
            continue
        face = game.offered if game.offered is not None else game.turned
        if strategies[player] == "improve" and face.hcp > min(c.hcp for c in hand):
            game.apply(TAKE)
            taken[player] += 1
        else:
            game.apply(REFUSE if REFUSE in legal else DECLINE)
    return [sorted(game.seat_cards[p]) for p in (0, 1)], taken


@pytest.mark.parametrize("strategies", [("improve", "refuse"), ("refuse", "improve"),
                                        ("improve", "improve"), ("refuse", "refuse")])
def test_the_draw_simulation_is_the_game_played_with_the_same_strategy(strategies: tuple[str, str]) -> None:
    outcome = draw_outcomes(40, seed=21, strategies=strategies)
    assert outcome.strategies == strategies
    for d in range(40):
        deck = [DECK[n] for n in outcome.decks[d].tolist()]
        assert sorted(outcome.decks[d].tolist()) == list(range(52))
        hands, taken = _replay(deck, strategies)
        for p in (0, 1):
            final = outcome.final.hand(d, p)
            assert sorted(final) == hands[p]
            assert outcome.hcp_after[d, p] == final.hcp
            assert outcome.length_points_after[d, p] == evaluation.length_points(final, "honeymoon").total
            dealt = honeymoon.Hand(deck[13 * p:13 * (p + 1)])
            assert outcome.hcp_before[d, p] == dealt.hcp
            assert outcome.length_points_before[d, p] == evaluation.length_points(dealt, "honeymoon").total
        assert outcome.taken[d].tolist() == taken


def test_what_the_draw_strategies_do_on_average() -> None:
    outcome = draw_outcomes(5_000, seed=3, strategies=("improve", "refuse"))
    assert np.array_equal(outcome.hcp_before[:, 1], outcome.hcp_after[:, 1])  # a refuser keeps his hand
    assert (outcome.taken[:, 1] == 0).all()
    assert (outcome.hcp_after[:, 0] >= outcome.hcp_before[:, 0]).all()  # taking never loses HCP
    assert outcome.hcp_before.mean() == pytest.approx(10, abs=0.15)
    assert outcome.hcp_after[:, 0].mean() > 15
    both = draw_outcomes(5_000, seed=3, strategies=("improve", "improve"))
    assert both.hcp_after.sum(axis=1).max() <= 40
    assert np.array_equal(draw_outcomes(50, seed=8).final.cards, draw_outcomes(50, seed=8).final.cards)
    assert DRAW_STRATEGIES == ("improve", "refuse")


@pytest.mark.parametrize("strategies", ["improve", ("improve",), ("improve", "greedy"), None])
def test_bad_draw_strategies(strategies: object) -> None:
    with pytest.raises(ConfigError, match="strateg"):
        draw_outcomes(5, seed=1, strategies=strategies)  # type: ignore[arg-type]


# --- the hook, replayed in the library's Boerenbridge ---------------------------------------------


def _preferred(hand: list[Card], trump: Suit | None) -> int:
    return sum(1 for c in hand if c.rank == honeymoon.Rank.ACE
               or (c.suit == trump and c.rank in (honeymoon.Rank.JACK, honeymoon.Rank.QUEEN,
                                                  honeymoon.Rank.KING)))


@pytest.mark.parametrize(("players", "size"), [(3, 1), (3, 8), (4, 5), (5, 10), (7, 7), (4, 12)])
def test_the_hook_is_the_games_forbidden_bid(players: int, size: int) -> None:
    bids = hook_deals(60, seed=players * 20 + size, players=players, hand_size=size)
    assert bids.decks.shape == (60, 52) and bids.preferred.shape == (60, players)
    for d in range(60):
        deck = [DECK[n] for n in bids.decks[d].tolist()]
        game = new_game("boerenbridge", players=players, fixed_hand_size=size, match="deal",
                        deals=[deck], first_dealer=players - 1)
        order = [(game.dealer + 1 + i) % players for i in range(players)]  # the dealer bids last
        preferred = [_preferred(game.hands[p], game.trump) for p in order]
        assert bids.preferred[d].tolist() == preferred
        for p in order[:-1]:
            assert game.current_player == p
            game.apply(preferred[order.index(p)])
        assert game.current_player == game.dealer
        forbidden = game.forbidden_bid()
        assert (forbidden is not None and forbidden == bids.forbidden[d]) or bids.forbidden[d] < 0
        assert bids.hooked[d] == (forbidden == preferred[-1])
        assert bids.hooked[d] == (preferred[-1] not in game.legal_actions())


def test_one_card_hook_by_hand() -> None:
    """One card each, three players, trumps turned: check the share against an exact count by
    enumerating who holds aces and trump honours is long; instead check the known consequence that
    with one card, the dealer is hooked exactly when his preferred bid equals 1 - the others' bids."""
    bids = hook_deals(20_000, seed=1, players=3, hand_size=1)
    others = bids.preferred[:, :2].sum(axis=1)
    assert np.array_equal(bids.hooked, bids.preferred[:, 2] == 1 - others)
    assert hook_frequency(20_000, seed=1, players=3, hand_size=1) == pytest.approx(bids.hooked.mean())
    assert 0 < bids.hooked.mean() < 1


def test_hook_table_rows_fit_the_pack() -> None:
    table = hook_table(2_000, seed=2, players=[3, 7], hand_sizes=range(1, 20))
    assert list(table[3]) == list(range(1, 18))  # 3 × 17 = 51 leaves the trump card
    assert list(table[7]) == list(range(1, 8))
    assert all(0 <= v <= 1 for row in table.values() for v in row.values())
    assert table[3][5] == hook_frequency(2_000, seed=2, players=3, hand_size=5)


@pytest.mark.parametrize(
    ("kwargs", "words"),
    [
        ({"players": 2}, "the number of players is 3 to 7"),
        ({"players": 8}, "the number of players is 3 to 7"),
        ({"players": 4, "hand_size": 13}, "the hand size is 1 to 12"),
        ({"hand_size": 0}, "the hand size is 1 to"),
        ({"count": 0}, "the number of deals is 1 or more"),
    ],
)
def test_bad_hook_options(kwargs: dict[str, object], words: str) -> None:
    kwargs = {"count": 10, **kwargs}
    with pytest.raises(ConfigError) as caught:
        hook_frequency(seed=1, **kwargs)  # type: ignore[arg-type]
    assert words in str(caught.value)
    with pytest.raises(ConfigError):
        hook_table(10, seed=1, players=[2])


def test_the_simple_bidder_never_bids_more_than_seven_in_all() -> None:
    """Four aces and three trump honours: from 8 cards a hand the hook cannot bite this bidder."""
    bids = hook_deals(20_000, seed=5, players=5, hand_size=10)
    assert bids.preferred.sum(axis=1).max() <= 7
    assert not bids.hooked.any()
    assert hook_frequency(5_000, seed=5, players=4, hand_size=8) == 0
    assert hook_frequency(20_000, seed=5, players=4, hand_size=1) > 0.3
