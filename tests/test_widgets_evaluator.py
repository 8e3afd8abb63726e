"""Tests for the HandEvaluator widget, driven through its Python API and its controls (no browser).

The hands and their counts are typed here and counted by hand:

- ``AKJ52.Q4.K73.862``: ♠A 4 + ♠K 3 + ♠J 1 + ♥Q 2 + ♦K 3 = 13 HCP; 5 spades: 1 length point
  (standard) or 2 (honeymoon); ♥Q4 doubleton: 1 shortness point; 14 (15) total points; shape
  5-3-3-2, balanced; quick tricks ♠AK 2 + ♦K7 ½ = 2.5; losers ♠ 1 (no Q) + ♥ 2 + ♦ 2 + ♣ 3 = 8.
- ``KQJ5.AT874.9.A32``: ♠K 3 + ♠Q 2 + ♠J 1 + ♥A 4 + ♣A 4 = 14 HCP; 5 hearts: 1 length point
  (standard), 4 spades and 5 hearts: 1 + 2 = 3 (honeymoon); ♦9 singleton: 2 shortness points;
  shape 5-4-3-1 (♠4 ♥5 ♦1 ♣3), not balanced; quick tricks ♠KQ 1 + ♥A 1 + ♣A 1 = 3; losers
  ♠ 1 + ♥ 2 + ♦ 1 + ♣ 2 = 6.
- ``AKQJT98.-.765.432``: 10 HCP, a heart void: 3 shortness points, shape 7-3-3-0.
"""

from __future__ import annotations

import re
from html import unescape

import pytest

from honeymoon import ConfigError, Hand
from honeymoon_widgets.evaluator import HandEvaluator

FIRST = "AKJ52.Q4.K73.862"
SECOND = "KQJ5.AT874.9.A32"


def text(html: str) -> str:
    """What the reader sees: the HTML without its tags."""
    return unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html)).strip())


def row(ev: HandEvaluator, name: str) -> str:
    match = re.search(rf"<tr class='hm-row hm-{name}'>(.*?)</tr>", ev.view.value)
    assert match, f"no {name} row"
    return text(match.group(1))


def totals(ev: HandEvaluator) -> dict[str, float]:
    return {name: count.total for name, count in ev.counts.items()}


def test_no_argument_builds_the_same_hand_every_time() -> None:
    first, second = HandEvaluator(), HandEvaluator()
    assert len(first.hand) == 13 and first.hand == second.hand
    assert first.entry.value == first.hand.pbn()
    first.new_button.click()
    second.new_hand()
    assert first.hand == second.hand
    assert first.entry.value == first.hand.pbn()


def test_every_count_of_a_typed_hand() -> None:
    ev = HandEvaluator(FIRST)
    assert totals(ev) == {"hcp": 13, "length_points": 1, "shortness_points": 1, "total_points": 14,
                          "quick_tricks": 2.5, "losing_trick_count": 8}
    assert ev.shape_text == "5-3-3-2" and ev.lengths_text == "♠5 ♥2 ♦3 ♣3" and ev.balanced
    assert row(ev, "hcp") == "high-card points ♠A 4 + ♠K 3 + ♠J 1 + ♥Q 2 + ♦K 3 13 HCP"
    assert row(ev, "length-points") == "length points (standard) 5-card ♠ 1 ( ♠A ♠K ♠J ♠5 ♠2 ) 1 length point"
    assert row(ev, "shortness-points") == "shortness points ♥ doubleton 1 ( ♥Q ♥4 ) 1 shortness point"
    assert row(ev, "total-points").endswith("14 points")
    assert row(ev, "shape") == "shape suit lengths ♠5 ♥2 ♦3 ♣3 5-3-3-2"
    assert row(ev, "balanced").startswith("balanced") and row(ev, "balanced").endswith("yes")
    assert row(ev, "quick-tricks") == "quick tricks ♠AK 2 ( ♠A ♠K ) + ♦K7 0.5 ( ♦K ♦7 ) 2.5 quick tricks"
    assert row(ev, "losing-trick-count").endswith("8 losers")
    assert "hm-card spades ace" in ev.view.value  # the cards are drawn by honeymoon.render


def test_typing_in_the_box_shows_another_hand() -> None:
    ev = HandEvaluator(FIRST)
    ev.entry.value = "S:KQJ5 H:AT874 D:9 C:A32"  # what typing and Enter do
    assert ev.hand == Hand.parse(SECOND)
    assert totals(ev) == {"hcp": 14, "length_points": 1, "shortness_points": 2, "total_points": 15,
                          "quick_tricks": 3, "losing_trick_count": 6}
    assert ev.shape_text == "5-4-3-1" and ev.lengths_text == "♠4 ♥5 ♦1 ♣3" and not ev.balanced
    assert row(ev, "balanced").endswith("no")
    assert row(ev, "shortness-points").startswith("shortness points ♦ singleton 2")
    assert "13 HCP" not in ev.view.value and "14 HCP" in text(ev.view.value)


def test_symbols_and_a_void() -> None:
    ev = HandEvaluator()
    ev.set_hand("♠AKQJT98 ♥- ♦765 ♣432")
    assert ev.hand == Hand.parse("AKQJT98.-.765.432")
    assert ev.counts["hcp"].total == 10
    assert row(ev, "shortness-points") == "shortness points ♥ void 3 3 shortness points"
    assert ev.shape_text == "7-3-3-0"


def test_a_bad_entry_keeps_the_hand_and_shows_the_library_reason() -> None:
    ev = HandEvaluator(FIRST)
    view = ev.view.value
    ev.entry.value = "AKJ52.Q4.K73.86X"
    assert ev.hand == Hand.parse(FIRST) and ev.view.value == view
    assert ev.error == "cannot read 'AKJ52.Q4.K73.86X' as a hand: 'X' is not a rank"
    assert "hm-refused" in ev.message.value
    assert text(ev.message.value) == ev.error
    assert ev.entry.value == "AKJ52.Q4.K73.86X"  # what was typed stays, to be corrected
    ev.set_hand("AKJ52.Q4.K73")
    assert "the dotted form has four suits" in ev.error and ev.hand == Hand.parse(FIRST)
    ev.set_hand("AKJ52.Q4.K73.8622")
    assert "♣2 appears twice in the hand" in text(ev.message.value)
    ev.entry.value = SECOND  # corrected: the message goes
    assert ev.error == "" and ev.message.value == "" and ev.hand == Hand.parse(SECOND)
    assert "hm-refused" not in ev.static_html()


def test_the_same_hand_typed_again_clears_the_message() -> None:
    ev = HandEvaluator(FIRST)
    ev.set_hand("nonsense")
    assert ev.error
    ev.set_hand(FIRST)
    assert ev.error == "" and ev.message.value == ""


def test_the_length_count_can_be_chosen() -> None:
    ev = HandEvaluator(SECOND)
    ev.count_choice.value = "honeymoon"  # a click
    assert ev.count == "honeymoon"
    assert ev.counts["length_points"].total == 3 and ev.counts["total_points"].total == 17
    assert row(ev, "length-points") == ("length points (honeymoon) 4-card ♠ 1 ( ♠K ♠Q ♠J ♠5 ) + "
                                        "5-card ♥ 2 ( ♥A ♥10 ♥8 ♥7 ♥4 ) 3 length points")
    assert HandEvaluator(FIRST, count="honeymoon").counts["total_points"].total == 15
    with pytest.raises(ConfigError, match="unknown length count 'french': choose 'standard' or 'honeymoon'"):
        HandEvaluator(count="french")


def test_new_hand_fills_the_box_and_clears_a_message() -> None:
    ev = HandEvaluator(FIRST, seed=3)
    ev.set_hand("AKJ52.Q4.K73.86X")
    ev.new_button.click()
    assert ev.hand != Hand.parse(FIRST) and len(ev.hand) == 13
    assert ev.entry.value == ev.hand.pbn()
    assert ev.error == "" and ev.message.value == ""


def test_a_hand_of_other_than_13_cards_says_so() -> None:
    ev = HandEvaluator("AK.Q..")
    assert ev.counts["hcp"].total == 9
    assert "(3 cards)" in row(ev, "shape")


def test_static_html_draws_the_state() -> None:
    ev = HandEvaluator(FIRST)
    html = ev.static_html()
    assert html.startswith("<div class='hm-hand-evaluator'>") and "<script" not in html
    assert 'class="hm-hand"' in html and "13 HCP" in text(html) and "8 losers" in text(html)
    ev.set_hand("AKJ52.Q4.K73.86X")
    bundle = ev._repr_mimebundle_()
    assert bundle["text/html"] == ev.static_html()
    assert "hm-refused" in bundle["text/html"] and "13 HCP" in text(bundle["text/html"])
    assert bundle["text/plain"] == "HandEvaluator: run the notebook to use this widget"


def test_a_blank_box_asks_for_a_hand_and_a_hand_object_is_shown_as_pbn() -> None:
    ev = HandEvaluator(FIRST)
    ev.entry.value = "   "
    assert ev.hand == Hand.parse(FIRST) and ev.error == ""
    assert "hm-info" in ev.message.value and "Type a hand" in text(ev.message.value)
    ev.set_hand(Hand.parse(SECOND))
    assert ev.entry.value == SECOND and ev.hand == Hand.parse(SECOND) and ev.message.value == ""
