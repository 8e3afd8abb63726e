"""Tests for honeymoon.evaluation: every count on hands typed here and counted by hand."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from honeymoon.cards import DECK, Card, Hand, Suit, deal
from honeymoon.errors import ConfigError, NotationError
from honeymoon.evaluation import (
    LENGTH_COUNTS,
    Count,
    distribution,
    hcp,
    is_balanced,
    length_points,
    losing_trick_count,
    quick_tricks,
    shape,
    shortness_points,
    total_points,
)

S, H, D, C = Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS

# Hands typed and counted by hand. For each: the HCP lines (card, points) in display order,
# length points standard / honeymoon, shortness, shape, balanced, quick tricks, LTC per suit.
HANDS = {
    "AKJ52.Q4.K73.862": dict(
        hcp=[("♠A", 4), ("♠K", 3), ("♠J", 1), ("♥Q", 2), ("♦K", 3)], hcp_total=13,
        standard={S: 1}, honeymoon={S: 2}, shortness={H: 1}, shape=(5, 3, 3, 2), balanced=True,
        quick={S: 2, D: 0.5}, ltc={S: 1, H: 2, D: 2, C: 3}),
    "KQJT9876.AQ5.-.K2": dict(
        hcp=[("♠K", 3), ("♠Q", 2), ("♠J", 1), ("♥A", 4), ("♥Q", 2), ("♣K", 3)], hcp_total=15,
        standard={S: 4}, honeymoon={S: 5}, shortness={D: 3, C: 1}, shape=(8, 3, 2, 0), balanced=False,
        quick={S: 1, H: 1.5, C: 0.5}, ltc={S: 1, H: 1, C: 1}),
    "A.K.Q5432.JT9876": dict(
        hcp=[("♠A", 4), ("♥K", 3), ("♦Q", 2), ("♣J", 1)], hcp_total=10,
        standard={D: 1, C: 2}, honeymoon={D: 2, C: 3}, shortness={S: 2, H: 2}, shape=(6, 5, 1, 1),
        balanced=False, quick={S: 1}, ltc={H: 1, D: 2, C: 3}),
    "5432.432.432.432": dict(
        hcp=[], hcp_total=0, standard={}, honeymoon={S: 1}, shortness={}, shape=(4, 3, 3, 3),
        balanced=True, quick={}, ltc={S: 3, H: 3, D: 3, C: 3}),
    "AKQJ.AKQ.AKQ.AKQ": dict(
        hcp=[("♠A", 4), ("♠K", 3), ("♠Q", 2), ("♠J", 1), ("♥A", 4), ("♥K", 3), ("♥Q", 2),
             ("♦A", 4), ("♦K", 3), ("♦Q", 2), ("♣A", 4), ("♣K", 3), ("♣Q", 2)], hcp_total=37,
        standard={}, honeymoon={S: 1}, shortness={}, shape=(4, 3, 3, 3), balanced=True,
        quick={S: 2, H: 2, D: 2, C: 2}, ltc={}),
    "KJ52.Q843.A7.T96": dict(
        hcp=[("♠K", 3), ("♠J", 1), ("♥Q", 2), ("♦A", 4)], hcp_total=10,
        standard={}, honeymoon={S: 1, H: 1}, shortness={D: 1}, shape=(4, 4, 3, 2), balanced=True,
        quick={S: 0.5, D: 1}, ltc={S: 2, H: 2, D: 1, C: 3}),
    "AQJ9876.-.-.KQ5432": dict(
        hcp=[("♠A", 4), ("♠Q", 2), ("♠J", 1), ("♣K", 3), ("♣Q", 2)], hcp_total=12,
        standard={S: 3, C: 2}, honeymoon={S: 4, C: 3}, shortness={H: 3, D: 3}, shape=(7, 6, 0, 0),
        balanced=False, quick={S: 1.5, C: 1}, ltc={S: 1, C: 1}),
}


def by_suit(count: Count) -> dict[Suit, float]:
    """Each line's points keyed by the suit of its cards (every line here is about one suit)."""
    result: dict[Suit, float] = {}
    for line in count.lines:
        suits = {c.suit for c in line.cards}
        assert len(suits) <= 1, line
        suit = suits.pop() if suits else next(s for s in Suit if str(s) in line.label)
        assert suit not in result
        result[suit] = line.points
    return result


@pytest.mark.parametrize("text", HANDS)
def test_hcp_with_breakdown(text: str) -> None:
    expected = HANDS[text]
    count = hcp(Hand.parse(text))
    assert [(line.label, line.points) for line in count.lines] == expected["hcp"]
    assert all(len(line.cards) == 1 and str(line.cards[0]) == line.label for line in count.lines)
    assert count.total == expected["hcp_total"]
    assert int(count) == expected["hcp_total"]
    assert Hand.parse(text).hcp == expected["hcp_total"]


def test_hcp_text_explains_each_card() -> None:
    assert str(hcp(Hand.parse("AKJ52.Q4.K73.862"))) == "♠A 4 + ♠K 3 + ♠J 1 + ♥Q 2 + ♦K 3 = 13 HCP"
    assert str(hcp(Hand.parse("5432.432.432.432"))) == "nothing = 0 HCP"
    assert str(hcp(Hand.parse("T98.J.-.-"))) == "♥J 1 = 1 HCP"


@pytest.mark.parametrize("text", HANDS)
def test_length_points_standard_and_honeymoon(text: str) -> None:
    hand = Hand.parse(text)
    standard = length_points(hand)
    assert by_suit(standard) == HANDS[text]["standard"]
    assert by_suit(length_points(hand, "standard")) == HANDS[text]["standard"]
    assert by_suit(length_points(hand, "honeymoon")) == HANDS[text]["honeymoon"]
    assert standard.total == sum(HANDS[text]["standard"].values())


@pytest.mark.parametrize(("length", "standard", "honeymoon"), [
    (0, 0, 0), (1, 0, 0), (2, 0, 0), (3, 0, 0), (4, 0, 1), (5, 1, 2), (6, 2, 3), (7, 3, 4), (8, 4, 5),
    (13, 9, 10),
], ids=lambda v: str(v))
def test_length_points_table(length: int, standard: int, honeymoon: int) -> None:
    """Standard: +1 per card from the 5th; [honeymoon-fr]: 4-card suit +1, 5 +2, 6 +3, and so on."""
    hand = Hand(Card(Suit.HEARTS, rank) for rank in sorted({c.rank for c in DECK})[:length])
    assert length_points(hand, "standard").total == standard
    assert length_points(hand, "honeymoon").total == honeymoon
    assert LENGTH_COUNTS == {"standard": 5, "honeymoon": 4}


def test_length_points_explained() -> None:
    count = length_points(Hand.parse("AQJ9876.-.-.KQ5432"), "honeymoon")
    assert [line.points for line in count.lines] == [4, 3]
    assert "7" in count.lines[0].label and "♠" in count.lines[0].label
    assert "6" in count.lines[1].label and "♣" in count.lines[1].label
    assert count.lines[0].cards == Hand.parse("AQJ9876...").suit(S)
    assert str(count).endswith(" = 7 length points")


@pytest.mark.parametrize("count", ["", "Standard", "losing", "hcp", "4"])
def test_length_points_unknown_count(count: str) -> None:
    with pytest.raises(ConfigError) as error:
        length_points(Hand.parse("AKJ52.Q4.K73.862"), count)
    assert repr(count) in str(error.value) and "'standard'" in str(error.value)
    with pytest.raises(ConfigError):
        total_points(Hand.parse("AKJ52.Q4.K73.862"), count)


@pytest.mark.parametrize("text", HANDS)
def test_shortness_points(text: str) -> None:
    assert by_suit(shortness_points(Hand.parse(text))) == HANDS[text]["shortness"]


def test_shortness_lines_name_the_suit_and_the_shortness() -> None:
    count = shortness_points(Hand.parse("A.K.-.QJT98765432"))
    assert [line.points for line in count.lines] == [2, 2, 3]
    for line, suit, word in zip(count.lines, "♠♥♦", ["singleton", "singleton", "void"], strict=True):
        assert suit in line.label and word in line.label
    assert [line.cards for line in count.lines] == [(Card.parse("AS"),), (Card.parse("KH"),), ()]
    count = shortness_points(Hand.parse("AK.QJ.T9.8765432"))
    assert [line.points for line in count.lines] == [1, 1, 1]
    assert all("doubleton" in line.label for line in count.lines)
    assert count.total == 3
    assert str(count).endswith(" = 3 shortness points")


@pytest.mark.parametrize("text", HANDS)
def test_total_points_is_hcp_plus_length(text: str) -> None:
    hand = Hand.parse(text)
    expected = HANDS[text]
    assert total_points(hand).total == expected["hcp_total"] + sum(expected["standard"].values())
    assert (total_points(hand, "honeymoon").total
            == expected["hcp_total"] + sum(expected["honeymoon"].values()))


@pytest.mark.parametrize("text", HANDS)
def test_shape_and_balance(text: str) -> None:
    hand = Hand.parse(text)
    assert shape(hand) == HANDS[text]["shape"]
    assert is_balanced(hand) is HANDS[text]["balanced"]


def test_distribution_in_display_order() -> None:
    dist = distribution(Hand.parse("A.K.Q5432.JT9876"))
    assert list(dist.items()) == [(S, 1), (H, 1), (D, 5), (C, 6)]


def all_patterns() -> list[tuple[int, int, int, int]]:
    return sorted({tuple(sorted((a, b, c, 13 - a - b - c), reverse=True))  # type: ignore[misc]
                   for a in range(14) for b in range(14 - a) for c in range(14 - a - b)})


def hand_of_lengths(lengths: tuple[int, ...]) -> Hand:
    return Hand(c for suit, n in zip((S, H, D, C), lengths, strict=True)
                for c in [card for card in DECK if card.suit == suit][:n])


def test_there_are_39_patterns_and_three_are_balanced() -> None:
    patterns = all_patterns()
    assert len(patterns) == 39
    balanced = [p for p in patterns if is_balanced(hand_of_lengths(p))]
    assert balanced == [(4, 3, 3, 3), (4, 4, 3, 2), (5, 3, 3, 2)]


@pytest.mark.parametrize("lengths", [(2, 3, 3, 5), (3, 2, 5, 3), (3, 3, 3, 4), (2, 4, 4, 3), (5, 4, 2, 2),
                                     (4, 4, 4, 1), (5, 4, 4, 0), (6, 3, 2, 2), (7, 2, 2, 2)],
                         ids=lambda v: "".join(map(str, v)))
def test_balanced_whatever_the_suit_order(lengths: tuple[int, int, int, int]) -> None:
    hand = hand_of_lengths(lengths)
    assert shape(hand) == tuple(sorted(lengths, reverse=True))
    assert is_balanced(hand) is (tuple(sorted(lengths, reverse=True)) in {(4, 3, 3, 3), (4, 4, 3, 2),
                                                                         (5, 3, 3, 2)})


# Quick tricks in one suit (AK 2, AQ 1½, A 1, KQ 1, Kx ½).
QUICK = [("AK", 2), ("AKQ", 2), ("AK2", 2), ("AQ", 1.5), ("AQ2", 1.5), ("AQJ", 1.5), ("A", 1), ("A2", 1),
         ("AJ5", 1), ("KQ", 1), ("KQJ", 1), ("KQ2", 1), ("K2", 0.5), ("KJ3", 0.5), ("K", 0), ("Q", 0),
         ("QJ2", 0), ("J52", 0), ("-", 0)]


@pytest.mark.parametrize(("holding", "tricks"), QUICK, ids=[q[0] for q in QUICK])
def test_quick_tricks_table(holding: str, tricks: float) -> None:
    for suit_index in range(4):
        parts = ["-"] * 4
        parts[suit_index] = holding
        assert quick_tricks(Hand.parse(".".join(parts))).total == tricks


@pytest.mark.parametrize("text", HANDS)
def test_quick_tricks_hands(text: str) -> None:
    count = quick_tricks(Hand.parse(text))
    assert by_suit(count) == HANDS[text]["quick"]
    assert count.total == sum(HANDS[text]["quick"].values())


def test_quick_tricks_lines() -> None:
    count = quick_tricks(Hand.parse("AKJ52.Q4.K73.862"))
    assert [line.points for line in count.lines] == [2, 0.5]
    assert "AK" in count.lines[0].label and "♠" in count.lines[0].label
    assert count.lines[1].label == "♦K7" and count.lines[1].cards == (Card.parse("KD"), Card.parse("7D"))
    assert count.lines[1].cards == (Card.parse("KD"), Card.parse("7D"))
    assert str(count).endswith(" = 2.5 quick tricks")


# Losing trick count in one suit, as published (e.g. Wikipedia "Losing-Trick Count"; Klinger).
LTC = [("AKQ", 0), ("AKQ2", 0), ("AKQJ5", 0), ("AKx", 1), ("AQx", 1), ("KQx", 1), ("AJ2", 2), ("Axx", 2),
       ("Kxx", 2), ("KJ2", 2), ("Qxx", 2), ("QJ2", 2), ("xxx", 3), ("xxxx", 3), ("JT98", 3), ("AK", 0),
       ("AQ", 1), ("Ax", 1), ("KQ", 1), ("Kx", 1), ("Qx", 2), ("xx", 2), ("A", 0), ("K", 1), ("Q", 1),
       ("x", 1), ("-", 0)]


@pytest.mark.parametrize(("holding", "losers"), LTC, ids=[x[0] for x in LTC])
def test_losing_trick_count_table(holding: str, losers: int) -> None:
    small = iter("98765432")
    written = "".join(next(small) if ch == "x" else ch for ch in holding)
    for suit_index in range(4):
        parts = ["-"] * 4
        parts[suit_index] = written
        assert losing_trick_count(Hand.parse(".".join(parts))).total == losers


@pytest.mark.parametrize("text", HANDS)
def test_losing_trick_count_hands(text: str) -> None:
    count = losing_trick_count(Hand.parse(text))
    assert by_suit(count) == HANDS[text]["ltc"]
    assert count.total == sum(HANDS[text]["ltc"].values())


def test_losing_trick_count_lines() -> None:
    count = losing_trick_count(Hand.parse("AKJ52.Q4.K73.862"))
    assert [line.points for line in count.lines] == [1, 2, 2, 3]
    assert [line.label[0] for line in count.lines] == ["♠", "♥", "♦", "♣"]
    assert str(count).endswith(" = 8 losers")


def test_count_html_lists_the_lines() -> None:
    html = hcp(Hand.parse("AKJ52.Q4.K73.862"))._repr_html_()
    assert 'class="hm-count"' in html
    assert "<caption>high-card points</caption>" in html
    assert html.count("<tr>") == 5
    assert "13 HCP" in html


@pytest.mark.parametrize("function", [hcp, length_points, shortness_points, total_points, shape,
                                      is_balanced, quick_tricks, losing_trick_count, distribution],
                         ids=lambda f: f.__name__)
def test_evaluating_text_instead_of_a_hand(function: Any) -> None:
    """A learner passing the hand's text (not a Hand) gets either the count of that hand or a
    NotationError, never an AttributeError from deep inside."""
    text = "AKJ52.Q4.K73.862"
    try:
        result = function(text)
    except NotationError as error:
        assert text in str(error)
        return
    assert result == function(Hand.parse(text))


# --- properties over random deals ----------------------------------------------------------------


@settings(max_examples=400, deadline=None)
@given(st.integers(min_value=0, max_value=2**32))
def test_every_deal_holds_40_hcp_and_sane_counts(seed: int) -> None:
    hands = deal(seed=seed).hands
    assert sum(hcp(hand).total for hand in hands) == 40
    assert sum(len(hcp(hand).lines) for hand in hands) == 16  # four aces, kings, queens, jacks
    for hand in hands:
        count = hcp(hand)
        assert count.total == sum({14: 4, 13: 3, 12: 2, 11: 1}.get(c.rank, 0) for c in hand)
        assert sum(shape(hand)) == 13
        assert is_balanced(hand) == (shape(hand) in {(4, 3, 3, 3), (4, 4, 3, 2), (5, 3, 3, 2)})
        assert 0 <= losing_trick_count(hand).total <= 12
        assert 0 <= quick_tricks(hand).total <= 8
        standard = length_points(hand).total
        honeymoon = length_points(hand, "honeymoon").total
        assert standard == sum(max(0, n - 4) for n in shape(hand))
        assert honeymoon == sum(max(0, n - 3) for n in shape(hand))
        assert shortness_points(hand).total == sum({0: 3, 1: 2, 2: 1}.get(n, 0) for n in shape(hand))
        assert total_points(hand).total == count.total + standard
