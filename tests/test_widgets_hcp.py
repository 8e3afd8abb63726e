"""Tests for the HcpCounter widget, driven through its Python API and its controls (no browser).

Every expected number is counted here by hand: ``AKJ52.Q4.K73.862`` holds ♠A 4 + ♠K 3 + ♠J 1 +
♥Q 2 + ♦K 3 = 13 HCP; its five spades give 1 length point counted from the fifth card
(standard) and 2 counted from the fourth (honeymoon); its ♥Q4 doubleton 1 shortness point; so
14 total points (standard) or 15 (honeymoon).
"""

from __future__ import annotations

import re
from html import unescape

import pytest

from honeymoon import ConfigError, Hand
from honeymoon_widgets.hcp import HcpCounter

HAND = "AKJ52.Q4.K73.862"
HONORS = ["AS", "KS", "JS", "QH", "KD"]


def text(html: str) -> str:
    """What the reader sees: the HTML without its tags."""
    return unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html)).strip())


def shown_text(counter: HcpCounter) -> str:
    return text(counter.static_html())


def row(counter: HcpCounter, name: str) -> str:
    """The text of one row of the widget's table (``hcp``, ``length-points`` …)."""
    match = re.search(rf"<tr class='hm-row hm-{name}'>(.*?)</tr>", counter.breakdown.value)
    assert match, f"no {name} row in {counter.breakdown.value!r}"
    return text(match.group(1))


@pytest.fixture
def counter() -> HcpCounter:
    return HcpCounter(Hand.parse(HAND))


def test_no_argument_builds_the_same_hand_every_time() -> None:
    first, second = HcpCounter(), HcpCounter()
    assert len(first.hand) == 13
    assert first.hand == second.hand
    first.new_button.click()
    second.new_hand()
    assert first.hand == second.hand
    assert "You counted: nothing = 0 HCP" in text(first.counter.value)


def test_the_card_buttons_show_rank_and_suit(counter: HcpCounter) -> None:
    toggles = counter.toggles()
    assert sorted(toggles) == sorted(["AS", "KS", "JS", "5S", "2S", "QH", "4H", "KD", "7D", "3D",
                                      "8C", "6C", "2C"])
    assert toggles["AS"].description == "♠A"
    assert toggles["QH"].description == "♥Q"
    assert all(t.description[0] in "♠♥♦♣" for t in toggles.values())
    assert all("hm-card-toggle" in t._dom_classes for t in toggles.values())
    assert len(counter.rows.children) == 4  # a row per suit, spades first
    assert [len(r.children) - 1 for r in counter.rows.children] == [5, 2, 3, 3]


def test_clicking_the_ace_counts_four_and_marks_the_pick(counter: HcpCounter) -> None:
    ace = counter.toggles()["AS"]
    ace.value = True  # what a click does
    assert counter.picked == ["AS"]
    assert counter.counted == 4
    assert "You counted: ♠A 4 = 4 HCP" in shown_text(counter)
    assert text(counter.counter.value) == "You counted: ♠A 4 = 4 HCP"
    # unmistakable: a coloured button with a check mark, and the card's face below
    assert ace.button_style == "info"
    assert ace.description == "♠A •"
    assert "hm-card-face spades ace" in counter.faces.value
    other = counter.toggles()["KS"]
    assert other.button_style == "" and other.description == "♠K"
    # a second click takes the pick back
    ace.value = False
    assert counter.picked == [] and ace.button_style == "" and ace.description == "♠A"
    assert counter.faces.value == ""


def test_check_says_what_is_missing_and_a_new_pick_clears_it(counter: HcpCounter) -> None:
    counter.select("AS", "5S")
    counter.check_button.click()
    assert "hm-wrong" in counter.feedback.value
    assert text(counter.feedback.value) == ("Not yet: you counted 4, the hand has 13 HCP; still to "
                                            "count: ♠K ♠J ♥Q ♦K; no points for: ♠5.")
    assert counter.breakdown.value == ""  # the answer is not shown yet
    marks = counter.toggles()
    assert (marks["AS"].button_style, marks["AS"].description) == ("success", "♠A ✓")
    assert (marks["5S"].button_style, marks["5S"].description) == ("danger", "♠5 ✗")  # never green
    assert marks["KS"].button_style == ""  # not picked: the verdict names no missing card
    counter.toggles()["5S"].value = False  # the pick changes: the old verdict goes
    assert counter.feedback.value == ""
    assert marks["AS"].button_style == "info" and marks["5S"].button_style == ""


def test_a_right_pick_shows_the_table_of_the_hand(counter: HcpCounter) -> None:
    counter.select(*HONORS)
    assert counter.counted == 13
    counter.check()
    assert "hm-right" in counter.feedback.value
    assert text(counter.feedback.value) == "Right: this hand has 13 HCP."
    assert counter.shown
    assert row(counter, "hcp").endswith("13 HCP")
    assert row(counter, "length-points").startswith("length points (standard) 5-card ♠ 1")
    assert row(counter, "length-points").endswith("1 length point")
    assert row(counter, "shortness-points").startswith("shortness points ♥ doubleton 1")
    assert row(counter, "total-points").endswith("14 points")
    assert counter.counts["total_points"].total == 14


def test_the_length_count_can_be_chosen(counter: HcpCounter) -> None:
    counter.reveal_button.click()
    assert row(counter, "length-points").endswith("1 length point")
    counter.count_choice.value = "honeymoon"  # a click on the other count
    assert counter.count == "honeymoon"
    assert row(counter, "length-points").startswith("length points (honeymoon) 5-card ♠ 2")
    assert row(counter, "total-points").endswith("15 points")
    assert HcpCounter(Hand.parse(HAND), count="honeymoon").counts["length_points"].total == 2
    with pytest.raises(ConfigError, match="unknown length count 'french': choose 'standard' or 'honeymoon'"):
        HcpCounter(count="french")


def test_the_table_follows_the_hand_on_screen(counter: HcpCounter) -> None:
    counter.reveal()
    assert row(counter, "hcp").endswith("13 HCP")
    # ♠K Q J 3 + ♥A 4 + ♣A 4 = 14 HCP; 5 hearts: 1 length point; ♦9 singleton: 2
    counter.hand_pbn = "KQJ5.AT874.9.A32"
    assert counter.picked == [] and counter.feedback.value == ""
    assert counter.breakdown.value == ""  # a new question: the answer is hidden again
    counter.reveal()
    assert row(counter, "hcp").endswith("14 HCP")
    assert row(counter, "shortness-points").startswith("shortness points ♦ singleton 2")
    assert "13 HCP" not in counter.breakdown.value


def test_new_hand_replaces_the_buttons_and_the_table() -> None:
    counter = HcpCounter(Hand.parse(HAND), seed=0)
    counter.select("AS")
    counter.reveal()
    counter.new_button.click()
    assert counter.hand != Hand.parse(HAND)
    assert counter.picked == [] and counter.feedback.value == "" and counter.breakdown.value == ""
    assert "You counted: nothing = 0 HCP" in text(counter.counter.value)
    shown = {t.description for t in counter.toggles().values()}
    assert len(shown) == 13 and not any("✓" in d for d in shown)
    counter.reveal()
    # the table's HCP lines are exactly the aces, kings, queens and jacks on the buttons
    honors = sorted(d for d in shown if d[1:] in ("A", "K", "Q", "J"))
    hcp_cards = re.findall(r'title="\w+ of \w+">([♠♥♦♣][AKQJ])<', row_html(counter, "hcp"))
    assert sorted(hcp_cards) == honors


def row_html(counter: HcpCounter, name: str) -> str:
    match = re.search(rf"<tr class='hm-row hm-{name}'>(.*?)</tr>", counter.breakdown.value)
    assert match
    return match.group(1)


def test_a_card_not_in_the_hand_is_refused_with_the_library_reason(counter: HcpCounter) -> None:
    counter.select("AS")
    counter.select("AH")
    assert counter.picked == ["AS"]
    assert "hm-refused" in counter.feedback.value
    assert text(counter.feedback.value) == "♥A is not in the hand AKJ52.Q4.K73.862"
    counter.select("ZZ")
    assert counter.picked == ["AS"]
    assert "cannot read 'ZZ' as a card" in text(counter.feedback.value)


def test_quiz_wrong_answers_get_hints_never_the_count() -> None:
    quiz = HcpCounter(Hand.parse(HAND), quiz=True)
    assert quiz.quiz_row.layout.display != "none"
    assert "Quiz:" in shown_text(quiz)
    quiz.answer_box.value = 13  # the HCP alone
    quiz.check_button.click()
    assert "hm-wrong" in quiz.feedback.value
    assert "Hint: that is the hand's HCP alone; add its length points too" in text(quiz.feedback.value)
    assert "Lesson 1" not in text(quiz.feedback.value)  # the first hint is the slip's own
    for tries, wrong in enumerate((12, 20, 0, 99), 2):  # however many wrong answers
        quiz.answer(wrong)
        said = text(quiz.feedback.value)
        assert "hm-wrong" in quiz.feedback.value and quiz.tries == tries
        assert said.startswith(f"Not yet: {wrong} is not the total. Hint: ")
        assert "Lesson 1 teaches both counts, in “High-card points” and “Length points”" in said
        assert "Show answer gives the total" in said
        assert "14" not in said and "+ 5-card" not in said  # neither the total nor its sum
        assert not quiz.shown and quiz.breakdown.value == ""
    assert quiz.reveal_button.description == "Show answer"  # the answer only on request, as in an exercise
    quiz.reveal_button.click()
    assert text(quiz.feedback.value).endswith("= 14 points.") and quiz.shown


def test_outside_the_quiz_the_button_shows_the_count(counter: HcpCounter) -> None:
    assert counter.reveal_button.description == "Show the count"
    counter.quiz = True
    assert counter.reveal_button.description == "Show answer"
    counter.quiz = False
    assert counter.reveal_button.description == "Show the count"


def test_quiz_right_answer_shows_the_breakdown() -> None:
    quiz = HcpCounter(Hand.parse(HAND), quiz=True, count="honeymoon")
    quiz.answer(15)
    assert "hm-right" in quiz.feedback.value
    assert text(quiz.feedback.value).startswith("Right: ")
    assert text(quiz.feedback.value).endswith("= 15 points.")
    assert quiz.shown and row(quiz, "length-points").endswith("2 length points")


def test_quiz_hints_name_the_usual_slips() -> None:
    quiz = HcpCounter(Hand.parse(HAND), quiz=True)
    quiz.answer(15)  # the honeymoon total, in a standard quiz
    assert "that is the honeymoon count" in text(quiz.feedback.value)
    quiz.new_hand()
    assert quiz.tries == 0 and quiz.feedback.value == "" and quiz.answer_box.value == 0
    quiz.hand_pbn = HAND
    quiz.answer(15 + 0)
    quiz.count = "honeymoon"  # the right answer changed: the verdict and the tries start over
    assert quiz.feedback.value == "" and quiz.tries == 0
    quiz.answer(20)
    assert "20 is too high" in text(quiz.feedback.value)
    assert "A 4, K 3, Q 2, J 1" in text(quiz.feedback.value)
    assert "from the 4th card" in text(quiz.feedback.value)


def test_quiz_show_the_count_on_request() -> None:
    quiz = HcpCounter(Hand.parse(HAND), quiz=True)
    quiz.reveal_button.click()
    assert quiz.shown
    assert text(quiz.feedback.value).endswith("= 14 points.")
    assert "hm-info" in quiz.feedback.value


def test_the_quiz_box_is_hidden_outside_the_quiz(counter: HcpCounter) -> None:
    assert counter.quiz_row.layout.display == "none"
    assert "Quiz:" not in shown_text(counter)


def test_static_html_draws_the_state(counter: HcpCounter) -> None:
    html = counter.static_html()
    assert html.startswith("<div class='hm-hcp-counter'>")
    assert 'class="hm-hand"' in html and "<script" not in html
    counter.select("AS", "5S")
    counter.check()
    html = counter.static_html()
    assert "<b>A</b>" in html and "<b>5</b>" in html  # the picked cards in bold
    assert "You counted: ♠A 4 = 4 HCP" in text(html)
    assert "hm-wrong" in html
    counter.reveal()
    bundle = counter._repr_mimebundle_()
    assert bundle["text/html"] == counter.static_html()
    assert "hm-counts" in bundle["text/html"] and "14 points" in text(bundle["text/html"])
    assert bundle["text/plain"] == "HcpCounter: run the notebook to use this widget"
    assert "application/vnd.jupyter.widget-view+json" in bundle


def test_a_hand_may_be_given_as_text() -> None:
    assert HcpCounter("S:AKJ52 H:Q4 D:K73 C:862").hand == Hand.parse(HAND)
