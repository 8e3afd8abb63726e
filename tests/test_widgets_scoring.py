"""The scoring walkthrough widget, driven through its API and its controls (no browser).

Every expected number is typed by hand from the scoring table of the Laws (the book's page
book/rules/scoring.md), never computed with the code under test: e.g. 4♠ doubled, vulnerable,
down 1 = 200; down 2 = 500.
"""

from __future__ import annotations

import re

import pytest

from honeymoon import Doubling, Strain
from honeymoon_widgets.scoring import SacrificeLab, ScoringWalkthrough


def text(html: str) -> str:
    return re.sub(r"<[^>]+>", "", html)


def shown(walk: ScoringWalkthrough) -> list[tuple[str, str, int, bool]]:
    return [(line.kind, line.side, line.points, line.above_line) for line in walk.lines]


def totals(walk: ScoringWalkthrough) -> tuple[int, int, int]:
    score = walk.score
    return score.declarer_below, score.declarer_above, score.defenders_above


def test_no_argument_construction_is_deterministic() -> None:
    walk = ScoringWalkthrough()
    assert (walk.contract_code, walk.tricks, walk.vulnerable, walk.honors) == ("4S", 10, False, 0)
    assert shown(walk) == [("trick points", "declarer", 120, False)]
    assert walk.static_html() == ScoringWalkthrough().static_html()


@pytest.mark.parametrize(("contract", "tricks", "vulnerable", "lines"), [
    ("4S", 10, False, [("trick points", "declarer", 120, False)]),
    ("4S", 11, False, [("trick points", "declarer", 120, False), ("overtricks", "declarer", 30, True)]),
    ("4SX", 9, True, [("undertricks", "defenders", 200, True)]),
    ("4SX", 8, True, [("undertricks", "defenders", 200, True), ("undertricks", "defenders", 300, True)]),
    ("4SX", 11, True, [("trick points", "declarer", 240, False), ("overtricks", "declarer", 200, True),
                       ("insult", "declarer", 50, True)]),
    ("3NT", 9, False, [("trick points", "declarer", 100, False)]),
    ("1NTXX", 7, False, [("trick points", "declarer", 160, False), ("insult", "declarer", 100, True)]),
    ("6NT", 12, True, [("trick points", "declarer", 190, False), ("slam", "declarer", 750, True)]),
    ("7C", 13, False, [("trick points", "declarer", 140, False), ("slam", "declarer", 1000, True)]),
    ("4S", 7, False, [("undertricks", "defenders", 150, True)]),
    ("3NTX", 5, False, [("undertricks", "defenders", 100, True), ("undertricks", "defenders", 400, True),
                        ("undertricks", "defenders", 300, True)]),
])
def test_the_lines_shown(contract: str, tricks: int, vulnerable: bool,
                         lines: list[tuple[str, str, int, bool]]) -> None:
    walk = ScoringWalkthrough()
    walk.set(contract=contract, tricks=tricks, vulnerable=vulnerable)
    assert walk.error == ""
    assert shown(walk) == lines
    html = walk.view.value
    for kind, _, points, _ in lines:
        assert f"hm-kind-{kind.replace(' ', '-')}" in html
        assert f">{points}<" in html


def test_each_line_comes_with_its_rule() -> None:
    walk = ScoringWalkthrough()
    walk.set(contract="4SX", tricks=11, vulnerable=True)
    html = walk.view.value
    assert html.count("class='hm-rule'") == 3
    assert "doubled 100 each, 200 vulnerable" in html  # the overtricks rule
    assert "Making a doubled contract scores 50" in html  # the insult
    assert "1 overtrick, doubled, vulnerable × 200" in html  # the library's line label
    walk.set(tricks=5)
    assert "1st undertrick, doubled, vulnerable" in walk.view.value
    assert "2nd to 5th undertricks, doubled, vulnerable × 300" in walk.view.value


def test_the_totals_above_and_below_the_line_for_each_side() -> None:
    walk = ScoringWalkthrough()
    walk.set(contract="4SX", tricks=11, vulnerable=True, honors=(100, "defenders"))
    assert totals(walk) == (240, 250, 100)
    rows = re.findall(r"<tr class='hm-side-total (\w+)'>(.*?)</tr>", walk.view.value)
    assert [(side, re.findall(r">(\d+)<", row)) for side, row in rows] == [
        ("declarer", ["250", "240", "490"]), ("defenders", ["100", "0", "100"])]


def test_one_trick_more_or_less_is_one_click() -> None:
    walk = ScoringWalkthrough()
    walk.set(contract="4SX", tricks=9, vulnerable=True)
    assert totals(walk) == (0, 0, 200)
    walk.fewer_button.click()
    assert walk.tricks == 8 and totals(walk) == (0, 0, 500)
    walk.fewer()
    assert totals(walk) == (0, 0, 800)
    walk.more_button.click()
    walk.more_button.click()
    walk.more()
    assert walk.tricks == 10 and totals(walk) == (240, 50, 0)
    assert walk.tricks_slider.value == 10


def test_the_ends_of_the_slider_are_refused_with_the_reason() -> None:
    walk = ScoringWalkthrough()
    walk.set(contract="7NT", tricks=13)
    assert walk.more_button.disabled
    assert walk.more_button.tooltip == "declarer takes 0 to 13 tricks, not 14"
    before = walk.static_html()
    walk.more_button.click()
    assert walk.tricks == 13
    assert walk.error == "declarer takes 0 to 13 tricks, not 14"
    assert "hm-refused" in walk.message.value
    assert walk.static_html() != before and "not 14" in walk.static_html()
    walk.set(tricks=0)
    assert walk.fewer_button.disabled and not walk.more_button.disabled
    walk.fewer()
    assert walk.tricks == 0 and walk.error == "declarer takes 0 to 13 tricks, not -1"


def test_the_controls_change_the_contract() -> None:
    walk = ScoringWalkthrough()
    walk.level_choice.value = 3
    walk.strain_choice.value = Strain.NOTRUMP
    assert walk.contract_code == "3NT"
    walk.tricks_slider.value = 9
    assert totals(walk) == (100, 0, 0)
    walk.doubling_choice.value = Doubling.REDOUBLED
    assert walk.contract_code == "3NTXX" and totals(walk) == (400, 100, 0)
    walk.vulnerable_choice.value = True
    walk.tricks_slider.value = 8
    assert walk.vulnerable and totals(walk) == (0, 0, 400)
    walk.honors_choice.value = 150
    walk.honors_side_choice.value = "defenders"
    assert shown(walk)[-1] == ("honors", "defenders", 150, True)


def test_a_refused_control_changes_nothing_and_shows_the_reason() -> None:
    walk = ScoringWalkthrough()
    walk.honors_choice.value = 100  # four of the five top spades: fine at 4♠ …
    assert walk.honors == 100
    walk.strain_choice.value = Strain.NOTRUMP  # … but no-trump has no trumps
    assert walk.contract_code == "4S" and walk.strain_choice.value is Strain.SPADES
    assert walk.error == "honors at NT are worth 0 or 150 (four aces), not 100"
    assert "hm-refused" in walk.message.value and "0 or 150" in walk.static_html()
    walk.honors_choice.value = 0
    assert walk.error == "" and walk.message.value == ""
    walk.strain_choice.value = Strain.NOTRUMP
    assert walk.contract_code == "4NT"
    walk.honors_choice.value = 100
    assert walk.honors == 0 and walk.honors_choice.value == 0


def test_set_refuses_bad_values_and_changes_nothing() -> None:
    walk = ScoringWalkthrough()
    for bad in ({"contract": "8S"}, {"tricks": 14}, {"honors": (50, "declarer")},
                {"honors": (100, "dummy")}, {"contract": "4NT", "honors": (100, "declarer")}):
        walk.set(**bad)  # type: ignore[arg-type]
        assert walk.error and "hm-refused" in walk.message.value
        assert (walk.contract_code, walk.tricks, walk.honors) == ("4S", 10, 0)
    walk.set(contract="8S")
    assert walk.error.startswith("cannot read '8S' as a contract")


def test_honors_none_and_given() -> None:
    walk = ScoringWalkthrough()
    walk.set(honors=(150, "declarer"))
    assert shown(walk)[-1] == ("honors", "declarer", 150, True)
    walk.set(honors=None)
    assert [kind for kind, *_ in shown(walk)] == ["trick points"]


def test_compare_freezes_the_result_on_the_left() -> None:
    walk = ScoringWalkthrough()
    walk.set(contract="4S", tricks=10)
    walk.compare_button.value = True
    assert walk.frozen_score is not None
    walk.set(contract="3NT", tricks=10)
    html = walk.static_html()
    assert html.count("class='hm-result'") == 2 and "hm-comparing" in html
    assert text(html).index("frozen") < text(html).index("now")
    assert text(html).index("4♠ made exactly") < text(html).index("3NT made with 1 overtrick")
    assert walk.frozen_score.declarer_below == 120 and walk.score.declarer_below == 100
    walk.compare()  # the API does what the toggle does
    assert walk.frozen_score is None and not walk.compare_button.value
    assert walk.static_html().count("class='hm-result'") == 1
    walk.compare()
    assert walk.compare_button.value and walk.frozen_score is not None
    assert walk.frozen_score.contract.code == "3NT"


def test_the_compare_view_shows_each_rule_once_and_the_lines_without_it() -> None:
    """Lesson 7: 4♠X down 2 frozen, then redoubled: four undertrick lines, one rule paragraph."""
    walk = ScoringWalkthrough("4SX", 8)
    walk.compare()
    walk.set(contract="4SXX")
    html = walk.view.value
    assert html.count("1st undertrick") == 2 and html.count("2nd undertrick") == 2
    assert html.count("Each trick short of the contract") == 1  # the undertricks rule, once
    assert html.count("class='hm-rule'") == 1
    # The rule comes after both results, not inside either's table of lines.
    results = re.findall(r"<div class='hm-result'.*?</table></div>", html)
    assert len(results) == 2 and all("hm-rule" not in result for result in results)
    assert html.index("hm-rules") > html.rindex("class='hm-result'")
    # Two results with different kinds: each kind's rule once, in the order first met.
    walk.set(contract="4S", tricks=11)
    rules = re.findall(r"<li class='hm-rule'[^>]*>([^<]*)", walk.view.value)
    assert [rule.split()[0] for rule in rules] == ["Each", "Trick", "Overtricks,"]


def test_the_rules_follow_the_lines_once_out_of_comparing_too() -> None:
    walk = ScoringWalkthrough("3NTX", 5)  # three lines of undertricks
    assert walk.view.value.count("Each trick short of the contract") == 1


def test_static_html_follows_the_state() -> None:
    walk = ScoringWalkthrough()
    first = walk.static_html()
    assert walk._repr_mimebundle_()["text/html"] == first
    assert "<script" not in first and "4♠ made exactly (10 tricks), not vulnerable" in first
    walk.more()
    assert walk._repr_mimebundle_()["text/html"] == walk.static_html() != first
    assert "4♠ made with 1 overtrick (11 tricks), not vulnerable" in walk.static_html()


def test_no_insult_option() -> None:
    walk = ScoringWalkthrough("2HX", 8, insult=False)
    assert shown(walk) == [("trick points", "declarer", 120, False)]


def test_setting_a_trait_directly_is_checked() -> None:
    walk = ScoringWalkthrough()
    walk.tricks = 11
    assert totals(walk) == (120, 30, 0) and walk.tricks_slider.value == 11
    with pytest.raises(Exception, match="not 14"):
        walk.tricks = 14
    assert walk.tricks == 11


# --- the sacrifice lab ---------------------------------------------------------------------------------

def test_the_sacrifice_lab_compares_their_game_with_your_sacrifice() -> None:
    # Their 4♠ as their second game: 120 and the rubber, 700 (2–0) or 500 (2–1); ours 5♦X down 3:
    # 500 not vulnerable, 800 vulnerable.
    lab = SacrificeLab("4S", "5DX")
    assert (lab.down, lab.we_vulnerable, lab.they_vulnerable) == (3, False, True)
    assert (lab.game_points, lab.sacrifice_points) == (820, 500)
    assert "Your sacrifice costs you 320 less." in lab.static_html()
    lab.we_choice.value = True  # the controls do what set() does
    assert (lab.game_points, lab.sacrifice_points) == (620, 800)
    assert lab.verdict == "Letting them play 4♠ costs you 180 less."
    lab.down_slider.value = 2
    assert lab.down == 2 and lab.sacrifice_points == 500
    assert lab.verdict == "Your sacrifice costs you 120 less."
    lab.set(they_vulnerable=False, down=1)  # their game is only a game: 120; ours down 1 vulnerable: 200
    assert (lab.game_points, lab.sacrifice_points) == (120, 200)
    assert lab.they_choice.value is False and lab.down_slider.value == 1
    html = lab.static_html()
    assert html.count("class='hm-score-sheet'") == 0 and html.count("hm-score-sheet") == 2  # both pads
    assert html.count("class='hm-rule'") == 2  # trick points and undertricks, once each


def test_the_sacrifice_lab_refuses_what_cannot_be_and_changes_nothing() -> None:
    lab = SacrificeLab("3NT", "4SX", down=2, we_vulnerable=True)
    lab.set(down=0)
    assert lab.error == "you go down 1 to 10 tricks in 4♠X, not 0" and lab.down == 2
    assert "hm-refused" in lab.message.value and lab.down_slider.value == 2
    lab.set(down=3)
    assert lab.error == "" and lab.message.value == ""
    with pytest.raises(Exception, match="not 11"):
        SacrificeLab("3NT", "4SX", down=11)
    with pytest.raises(Exception, match="write a level"):
        SacrificeLab("8S", "4SX")
    # Equal costs: their 5♦ (100) against our 5♠X down 1, nobody vulnerable (100).
    assert SacrificeLab("5D", "5SX", down=1, they_vulnerable=False).verdict == "Both cost you the same."
