"""Scoring one deal (rubber bridge), checked against tables typed from the Laws of Contract Bridge.

Every expected number in this file was typed by hand from the Law 77 scoring table of the Laws of
Contract Bridge (rubber bridge): trick points ♣/♦ 20, ♥/♠ 30, NT 40 for the first trick and 30 for each
after; doubled ×2, redoubled ×4; overtricks at trick value undoubled, 100/200 doubled and 200/400
redoubled (not vulnerable / vulnerable); 50/100 for making a doubled/redoubled contract; undertricks
50/100 undoubled, doubled not vulnerable 100, 200, 200, then 300 each, doubled vulnerable 200 then 300
each, redoubled twice doubled; small slam 500/750, grand slam 1000/1500; honors 100/150, four aces at
NT 150. The same numbers are in the book's rules page on scoring (book/rules/scoring.md). None of
them is computed by the code under test or by a formula in this file.
"""

from __future__ import annotations

import itertools

import pytest

import honeymoon
from honeymoon import ConfigError, Contract, Doubling, Hand, NotationError, Strain
from honeymoon.scoring import DealScore, ScoreLine, check_honors, honors_held, honors_line, score_deal


def _vul(vulnerable: bool) -> str:
    return "V" if vulnerable else "NV"


# ---------------------------------------------------------------------------------------------------
# Trick points below the line: every bid, undoubled, doubled and redoubled (105 rows).
# ---------------------------------------------------------------------------------------------------
TRICK_POINTS = [
    ("1C", 20), ("2C", 40), ("3C", 60), ("4C", 80), ("5C", 100), ("6C", 120), ("7C", 140),
    ("1CX", 40), ("2CX", 80), ("3CX", 120), ("4CX", 160), ("5CX", 200), ("6CX", 240), ("7CX", 280),
    ("1CXX", 80), ("2CXX", 160), ("3CXX", 240), ("4CXX", 320), ("5CXX", 400), ("6CXX", 480),
    ("7CXX", 560),
    ("1D", 20), ("2D", 40), ("3D", 60), ("4D", 80), ("5D", 100), ("6D", 120), ("7D", 140),
    ("1DX", 40), ("2DX", 80), ("3DX", 120), ("4DX", 160), ("5DX", 200), ("6DX", 240), ("7DX", 280),
    ("1DXX", 80), ("2DXX", 160), ("3DXX", 240), ("4DXX", 320), ("5DXX", 400), ("6DXX", 480),
    ("7DXX", 560),
    ("1H", 30), ("2H", 60), ("3H", 90), ("4H", 120), ("5H", 150), ("6H", 180), ("7H", 210),
    ("1HX", 60), ("2HX", 120), ("3HX", 180), ("4HX", 240), ("5HX", 300), ("6HX", 360), ("7HX", 420),
    ("1HXX", 120), ("2HXX", 240), ("3HXX", 360), ("4HXX", 480), ("5HXX", 600), ("6HXX", 720),
    ("7HXX", 840),
    ("1S", 30), ("2S", 60), ("3S", 90), ("4S", 120), ("5S", 150), ("6S", 180), ("7S", 210),
    ("1SX", 60), ("2SX", 120), ("3SX", 180), ("4SX", 240), ("5SX", 300), ("6SX", 360), ("7SX", 420),
    ("1SXX", 120), ("2SXX", 240), ("3SXX", 360), ("4SXX", 480), ("5SXX", 600), ("6SXX", 720),
    ("7SXX", 840),
    ("1NT", 40), ("2NT", 70), ("3NT", 100), ("4NT", 130), ("5NT", 160), ("6NT", 190), ("7NT", 220),
    ("1NTX", 80), ("2NTX", 140), ("3NTX", 200), ("4NTX", 260), ("5NTX", 320), ("6NTX", 380),
    ("7NTX", 440),
    ("1NTXX", 160), ("2NTXX", 280), ("3NTXX", 400), ("4NTXX", 520), ("5NTXX", 640), ("6NTXX", 760),
    ("7NTXX", 880),
]


def test_trick_point_table_is_complete() -> None:
    assert len(TRICK_POINTS) == 105
    assert len({contract for contract, _ in TRICK_POINTS}) == 105


@pytest.mark.parametrize("vulnerable", [False, True], ids=_vul)
@pytest.mark.parametrize(("contract", "points"), TRICK_POINTS, ids=[c for c, _ in TRICK_POINTS])
def test_trick_points_made_exactly(contract: str, points: int, vulnerable: bool) -> None:
    tricks = int(contract[0]) + 6
    score = score_deal(contract, tricks, vulnerable=vulnerable, insult=False)
    assert score.declarer_below == points
    below = [line for line in score.lines if not line.above_line]
    assert len(below) == 1
    assert below[0].points == points
    assert below[0].side == "declarer"
    assert score.defenders_above == 0


# ---------------------------------------------------------------------------------------------------
# Whole scores of made and failed contracts: overtricks, the insult, slams (insult on, the Laws).
# ---------------------------------------------------------------------------------------------------
FULL_SCORES = [
    # contract, tricks, vulnerable, declarer below, declarer above, defenders above
    # undoubled: overtricks at trick value (minor 20, major and NT 30)
    ("4S", 10, False, 120, 0, 0),
    ("4S", 11, False, 120, 30, 0),
    ("4S", 13, True, 120, 90, 0),
    ("2S", 12, False, 60, 120, 0),
    ("1NT", 7, False, 40, 0, 0),
    ("1NT", 10, False, 40, 90, 0),
    ("2NT", 8, True, 70, 0, 0),
    ("3NT", 9, True, 100, 0, 0),
    ("3NT", 10, False, 100, 30, 0),
    ("2C", 8, False, 40, 0, 0),
    ("2C", 11, False, 40, 60, 0),
    ("1D", 13, True, 20, 120, 0),
    ("3H", 12, False, 90, 90, 0),
    # five-level contracts taking 12 or 13 tricks: overtricks only, no slam bonus
    ("5D", 12, False, 100, 20, 0),
    ("5C", 13, True, 100, 40, 0),
    ("5H", 12, True, 150, 30, 0),
    ("5NT", 13, False, 160, 60, 0),
    ("5DX", 12, False, 200, 150, 0),
    ("5SXX", 13, True, 600, 900, 0),
    # doubled, made: 50 for the insult; overtricks 100 not vulnerable, 200 vulnerable
    ("1NTX", 7, False, 80, 50, 0),
    ("1NTX", 8, False, 80, 150, 0),
    ("1NTX", 8, True, 80, 250, 0),
    ("2HX", 8, False, 120, 50, 0),
    ("2HX", 10, True, 120, 450, 0),
    ("3CX", 13, False, 120, 450, 0),
    ("3CX", 13, True, 120, 850, 0),
    ("4SX", 10, True, 240, 50, 0),
    ("5DX", 11, False, 200, 50, 0),
    # redoubled, made: 100 for the insult; overtricks 200 not vulnerable, 400 vulnerable
    ("1CXX", 7, False, 80, 100, 0),
    ("1CXX", 13, False, 80, 1300, 0),
    ("1CXX", 13, True, 80, 2500, 0),
    ("2NTXX", 9, False, 280, 300, 0),
    ("4HXX", 10, False, 480, 100, 0),
    ("4HXX", 11, False, 480, 300, 0),
    ("4HXX", 11, True, 480, 500, 0),
    # slams bid and made: small 500 / 750, grand 1000 / 1500, in every doubling state
    ("6S", 12, False, 180, 500, 0),
    ("6S", 12, True, 180, 750, 0),
    ("6S", 13, False, 180, 530, 0),
    ("6C", 12, True, 120, 750, 0),
    ("6NT", 12, False, 190, 500, 0),
    ("6NT", 13, True, 190, 780, 0),
    ("6HX", 12, False, 360, 550, 0),
    ("6HX", 13, True, 360, 1000, 0),
    ("6DX", 13, False, 240, 650, 0),
    ("6NTXX", 12, True, 760, 850, 0),
    ("6NTXX", 13, False, 760, 800, 0),
    ("6CXX", 12, False, 480, 600, 0),
    ("7D", 13, False, 140, 1000, 0),
    ("7H", 13, True, 210, 1500, 0),
    ("7NT", 13, False, 220, 1000, 0),
    ("7NT", 13, True, 220, 1500, 0),
    ("7CX", 13, False, 280, 1050, 0),
    ("7SX", 13, True, 420, 1550, 0),
    ("7HXX", 13, False, 840, 1100, 0),
    ("7NTXX", 13, False, 880, 1100, 0),
    ("7NTXX", 13, True, 880, 1600, 0),
    # slams that fail: undertricks only, no slam bonus
    ("6S", 11, False, 0, 0, 50),
    ("6NT", 11, True, 0, 0, 100),
    ("7NT", 12, True, 0, 0, 100),
    ("7NTX", 12, True, 0, 0, 200),
    ("6HXX", 11, False, 0, 0, 200),
    ("7CXX", 6, True, 0, 0, 4000),
    # ordinary failures
    ("4S", 9, False, 0, 0, 50),
    ("3NTX", 8, False, 0, 0, 100),
    ("4SX", 9, True, 0, 0, 200),
    ("1C", 0, False, 0, 0, 350),
]

_FULL_IDS = [f"{c}={t}-{_vul(v)}" for c, t, v, *_ in FULL_SCORES]


@pytest.mark.parametrize(("contract", "tricks", "vulnerable", "below", "above", "defenders"),
                         FULL_SCORES, ids=_FULL_IDS)
def test_full_score(contract: str, tricks: int, vulnerable: bool, below: int, above: int,
                    defenders: int) -> None:
    score = score_deal(contract, tricks, vulnerable=vulnerable)
    assert (score.declarer_below, score.declarer_above, score.defenders_above) == (below, above, defenders)


# The insult turned off (insult=False): same contracts, without the 50 / 100.
NO_INSULT = [
    # contract, tricks, vulnerable, declarer below, declarer above, defenders above
    ("1NTX", 7, False, 80, 0, 0),
    ("1NTX", 8, True, 80, 200, 0),
    ("2HX", 10, True, 120, 400, 0),
    ("5DX", 12, False, 200, 100, 0),
    ("4HXX", 10, False, 480, 0, 0),
    ("4HXX", 11, True, 480, 400, 0),
    ("6HX", 12, False, 360, 500, 0),
    ("7NTXX", 13, True, 880, 1500, 0),
    ("3NT", 10, False, 100, 30, 0),
    ("3NTX", 8, False, 0, 0, 100),
    ("4SXX", 8, True, 0, 0, 1000),
]


@pytest.mark.parametrize(("contract", "tricks", "vulnerable", "below", "above", "defenders"),
                         NO_INSULT, ids=[f"{c}={t}-{_vul(v)}" for c, t, v, *_ in NO_INSULT])
def test_full_score_without_insult(contract: str, tricks: int, vulnerable: bool, below: int, above: int,
                                   defenders: int) -> None:
    score = score_deal(contract, tricks, vulnerable=vulnerable, insult=False)
    assert (score.declarer_below, score.declarer_above, score.defenders_above) == (below, above, defenders)
    assert not any("insult" in line.label for line in score.lines)


@pytest.mark.parametrize(("contract", "label", "points"), [
    ("2HX", "making a doubled contract (the insult)", 50),
    ("2HXX", "making a redoubled contract (the insult)", 100),
], ids=["doubled", "redoubled"])
@pytest.mark.parametrize("vulnerable", [False, True], ids=_vul)
def test_insult_line(contract: str, label: str, points: int, vulnerable: bool) -> None:
    lines = score_deal(contract, 8, vulnerable=vulnerable).lines
    insults = [line for line in lines if "insult" in line.label]
    assert insults == [ScoreLine(label, points, "declarer", True, "insult")]


@pytest.mark.parametrize("contract", ["2H", "2HX", "2HXX"])
def test_no_insult_when_the_contract_fails(contract: str) -> None:
    assert not any("insult" in line.label for line in score_deal(contract, 7).lines)


def test_no_insult_line_for_an_undoubled_contract() -> None:
    assert [line.label for line in score_deal("2H", 8).lines] == ["2 tricks bid and made in ♥ × 30"]


# ---------------------------------------------------------------------------------------------------
# Undertricks: the whole scale, 1 to 13 down, for the six doubling × vulnerability cases (78 rows).
# ---------------------------------------------------------------------------------------------------
UNDERTRICKS = [
    # contract, tricks, vulnerable, defenders above the line (cumulative)
    # undoubled, not vulnerable: 50 each
    ("1C", 6, False, 50), ("2D", 6, False, 100), ("3H", 6, False, 150), ("4S", 6, False, 200),
    ("5NT", 6, False, 250), ("6C", 6, False, 300), ("7D", 6, False, 350), ("7H", 5, False, 400),
    ("7S", 4, False, 450), ("7NT", 3, False, 500), ("7C", 2, False, 550), ("7D", 1, False, 600),
    ("7NT", 0, False, 650),
    # undoubled, vulnerable: 100 each
    ("1C", 6, True, 100), ("2D", 6, True, 200), ("3H", 6, True, 300), ("4S", 6, True, 400),
    ("5NT", 6, True, 500), ("6C", 6, True, 600), ("7D", 6, True, 700), ("7H", 5, True, 800),
    ("7S", 4, True, 900), ("7NT", 3, True, 1000), ("7C", 2, True, 1100), ("7D", 1, True, 1200),
    ("7NT", 0, True, 1300),
    # doubled, not vulnerable: 100, 200, 200, then 300 each
    ("1CX", 6, False, 100), ("2DX", 6, False, 300), ("3HX", 6, False, 500), ("4SX", 6, False, 800),
    ("5NTX", 6, False, 1100), ("6CX", 6, False, 1400), ("7DX", 6, False, 1700), ("7HX", 5, False, 2000),
    ("7SX", 4, False, 2300), ("7NTX", 3, False, 2600), ("7CX", 2, False, 2900), ("7DX", 1, False, 3200),
    ("7NTX", 0, False, 3500),
    # doubled, vulnerable: 200, then 300 each
    ("1CX", 6, True, 200), ("2DX", 6, True, 500), ("3HX", 6, True, 800), ("4SX", 6, True, 1100),
    ("5NTX", 6, True, 1400), ("6CX", 6, True, 1700), ("7DX", 6, True, 2000), ("7HX", 5, True, 2300),
    ("7SX", 4, True, 2600), ("7NTX", 3, True, 2900), ("7CX", 2, True, 3200), ("7DX", 1, True, 3500),
    ("7NTX", 0, True, 3800),
    # redoubled, not vulnerable: 200, 400, 400, then 600 each
    ("1CXX", 6, False, 200), ("2DXX", 6, False, 600), ("3HXX", 6, False, 1000), ("4SXX", 6, False, 1600),
    ("5NTXX", 6, False, 2200), ("6CXX", 6, False, 2800), ("7DXX", 6, False, 3400),
    ("7HXX", 5, False, 4000), ("7SXX", 4, False, 4600), ("7NTXX", 3, False, 5200),
    ("7CXX", 2, False, 5800), ("7DXX", 1, False, 6400), ("7NTXX", 0, False, 7000),
    # redoubled, vulnerable: 400, then 600 each
    ("1CXX", 6, True, 400), ("2DXX", 6, True, 1000), ("3HXX", 6, True, 1600), ("4SXX", 6, True, 2200),
    ("5NTXX", 6, True, 2800), ("6CXX", 6, True, 3400), ("7DXX", 6, True, 4000), ("7HXX", 5, True, 4600),
    ("7SXX", 4, True, 5200), ("7NTXX", 3, True, 5800), ("7CXX", 2, True, 6400), ("7DXX", 1, True, 7000),
    ("7NTXX", 0, True, 7600),
]

_UNDER_IDS = [f"{c}={t}-{_vul(v)}" for c, t, v, _ in UNDERTRICKS]


def test_undertrick_table_is_complete() -> None:
    assert len(UNDERTRICKS) == 78
    assert len(set(_UNDER_IDS)) == 78


@pytest.mark.parametrize(("contract", "tricks", "vulnerable", "penalty"), UNDERTRICKS, ids=_UNDER_IDS)
@pytest.mark.parametrize("insult", [True, False], ids=["insult", "no-insult"])
def test_undertricks(contract: str, tricks: int, vulnerable: bool, penalty: int, insult: bool) -> None:
    score = score_deal(contract, tricks, vulnerable=vulnerable, insult=insult)
    assert score.defenders_above == penalty
    assert score.declarer_below == 0
    assert score.declarer_above == 0
    assert not score.made
    assert all(line.side == "defenders" and line.above_line for line in score.lines)


# ---------------------------------------------------------------------------------------------------
# The exact text of the lines: the walkthrough a learner reads.
# ---------------------------------------------------------------------------------------------------
LINE_TEXTS = [
    ("4S", 10, False, [
        ("declarer", "4 tricks bid and made in ♠ × 30 = 120 below the line")]),
    ("4S", 11, False, [
        ("declarer", "4 tricks bid and made in ♠ × 30 = 120 below the line"),
        ("declarer", "1 overtrick in ♠ × 30 = 30 above the line")]),
    ("2C", 11, False, [
        ("declarer", "2 tricks bid and made in ♣ × 20 = 40 below the line"),
        ("declarer", "3 overtricks in ♣ × 20 = 60 above the line")]),
    ("1NT", 7, False, [
        ("declarer", "1 trick bid and made in NT: 40 = 40 below the line")]),
    ("3NT", 11, True, [
        ("declarer", "3 tricks bid and made in NT: 40 + 2 × 30 = 100 below the line"),
        ("declarer", "2 overtricks in NT × 30 = 60 above the line")]),
    ("1NTX", 7, False, [
        ("declarer", "1 trick bid and made in NT: 40, doubled × 2 = 80 below the line"),
        ("declarer", "making a doubled contract (the insult) = 50 above the line")]),
    ("3NTXX", 10, True, [
        ("declarer", "3 tricks bid and made in NT: (40 + 2 × 30), redoubled × 4 = 400 below the line"),
        ("declarer", "1 overtrick, redoubled, vulnerable × 400 = 400 above the line"),
        ("declarer", "making a redoubled contract (the insult) = 100 above the line")]),
    ("5DX", 12, False, [
        ("declarer", "5 tricks bid and made in ♦ × 20, doubled × 2 = 200 below the line"),
        ("declarer", "1 overtrick, doubled, not vulnerable × 100 = 100 above the line"),
        ("declarer", "making a doubled contract (the insult) = 50 above the line")]),
    ("2HX", 10, True, [
        ("declarer", "2 tricks bid and made in ♥ × 30, doubled × 2 = 120 below the line"),
        ("declarer", "2 overtricks, doubled, vulnerable × 200 = 400 above the line"),
        ("declarer", "making a doubled contract (the insult) = 50 above the line")]),
    ("6H", 12, True, [
        ("declarer", "6 tricks bid and made in ♥ × 30 = 180 below the line"),
        ("declarer", "small slam bid and made, vulnerable = 750 above the line")]),
    ("6C", 13, False, [
        ("declarer", "6 tricks bid and made in ♣ × 20 = 120 below the line"),
        ("declarer", "1 overtrick in ♣ × 20 = 20 above the line"),
        ("declarer", "small slam bid and made, not vulnerable = 500 above the line")]),
    ("7NTXX", 13, False, [
        ("declarer", "7 tricks bid and made in NT: (40 + 6 × 30), redoubled × 4 = 880 below the line"),
        ("declarer", "making a redoubled contract (the insult) = 100 above the line"),
        ("declarer", "grand slam bid and made, not vulnerable = 1000 above the line")]),
    ("7S", 13, True, [
        ("declarer", "7 tricks bid and made in ♠ × 30 = 210 below the line"),
        ("declarer", "grand slam bid and made, vulnerable = 1500 above the line")]),
    ("4S", 9, False, [
        ("defenders", "1 undertrick, not vulnerable × 50 = 50 above the line")]),
    ("4S", 7, True, [
        ("defenders", "3 undertricks, vulnerable × 100 = 300 above the line")]),
    ("3NTX", 8, False, [
        ("defenders", "1st undertrick, doubled, not vulnerable = 100 above the line")]),
    ("4HX", 8, False, [
        ("defenders", "1st undertrick, doubled, not vulnerable = 100 above the line"),
        ("defenders", "2nd undertrick, doubled, not vulnerable = 200 above the line")]),
    ("4HX", 7, False, [
        ("defenders", "1st undertrick, doubled, not vulnerable = 100 above the line"),
        ("defenders", "2nd and 3rd undertricks, doubled, not vulnerable × 200 = 400 above the line")]),
    ("5CX", 6, False, [
        ("defenders", "1st undertrick, doubled, not vulnerable = 100 above the line"),
        ("defenders", "2nd and 3rd undertricks, doubled, not vulnerable × 200 = 400 above the line"),
        ("defenders", "4th and 5th undertricks, doubled, not vulnerable × 300 = 600 above the line")]),
    ("7NTX", 6, False, [
        ("defenders", "1st undertrick, doubled, not vulnerable = 100 above the line"),
        ("defenders", "2nd and 3rd undertricks, doubled, not vulnerable × 200 = 400 above the line"),
        ("defenders", "4th to 7th undertricks, doubled, not vulnerable × 300 = 1200 above the line")]),
    ("7DX", 2, False, [
        ("defenders", "1st undertrick, doubled, not vulnerable = 100 above the line"),
        ("defenders", "2nd and 3rd undertricks, doubled, not vulnerable × 200 = 400 above the line"),
        ("defenders", "4th to 11th undertricks, doubled, not vulnerable × 300 = 2400 above the line")]),
    ("4SX", 8, True, [
        ("defenders", "1st undertrick, doubled, vulnerable = 200 above the line"),
        ("defenders", "2nd undertrick, doubled, vulnerable = 300 above the line")]),
    ("4SX", 7, True, [
        ("defenders", "1st undertrick, doubled, vulnerable = 200 above the line"),
        ("defenders", "2nd and 3rd undertricks, doubled, vulnerable × 300 = 600 above the line")]),
    ("7SX", 1, True, [
        ("defenders", "1st undertrick, doubled, vulnerable = 200 above the line"),
        ("defenders", "2nd to 12th undertricks, doubled, vulnerable × 300 = 3300 above the line")]),
    ("7CXX", 0, False, [
        ("defenders", "1st undertrick, redoubled, not vulnerable = 200 above the line"),
        ("defenders", "2nd and 3rd undertricks, redoubled, not vulnerable × 400 = 800 above the line"),
        ("defenders", "4th to 13th undertricks, redoubled, not vulnerable × 600 = 6000 above the line")]),
    ("7NTXX", 0, True, [
        ("defenders", "1st undertrick, redoubled, vulnerable = 400 above the line"),
        ("defenders", "2nd to 13th undertricks, redoubled, vulnerable × 600 = 7200 above the line")]),
]


@pytest.mark.parametrize(("contract", "tricks", "vulnerable", "expected"), LINE_TEXTS,
                         ids=[f"{c}={t}-{_vul(v)}" for c, t, v, _ in LINE_TEXTS])
def test_line_texts(contract: str, tricks: int, vulnerable: bool, expected: list[tuple[str, str]]) -> None:
    score = score_deal(contract, tricks, vulnerable=vulnerable)
    assert [(line.side, str(line)) for line in score.lines] == expected


HEADLINES = [
    ("4S", 11, False, "4♠ made with 1 overtrick (11 tricks), not vulnerable"),
    ("4S", 10, True, "4♠ made exactly (10 tricks), vulnerable"),
    ("1C", 9, False, "1♣ made with 2 overtricks (9 tricks), not vulnerable"),
    ("3NTX", 8, False, "3NTX down 1 (8 tricks), not vulnerable"),
    ("6HXX", 13, True, "6♥XX made with 1 overtrick (13 tricks), vulnerable"),
    ("7NT", 1, False, "7NT down 12 (1 trick), not vulnerable"),
    ("2D", 0, True, "2♦ down 8 (0 tricks), vulnerable"),
]


@pytest.mark.parametrize(("contract", "tricks", "vulnerable", "headline"), HEADLINES,
                         ids=[f"{c}={t}-{_vul(v)}" for c, t, v, _ in HEADLINES])
def test_headline(contract: str, tricks: int, vulnerable: bool, headline: str) -> None:
    assert score_deal(contract, tricks, vulnerable=vulnerable).headline == headline


def test_walkthrough_text() -> None:
    assert score_deal("2HX", 10, vulnerable=True).walkthrough() == (
        "2♥X made with 2 overtricks (10 tricks), vulnerable:\n"
        "  declarer: 2 tricks bid and made in ♥ × 30, doubled × 2 = 120 below the line\n"
        "  declarer: 2 overtricks, doubled, vulnerable × 200 = 400 above the line\n"
        "  declarer: making a doubled contract (the insult) = 50 above the line"
    )


@pytest.mark.parametrize(("tricks", "made", "result"), [
    (13, True, 3), (10, True, 0), (9, False, -1), (0, False, -10)])
def test_made_and_result(tricks: int, made: bool, result: int) -> None:
    score = score_deal("4S", tricks)
    assert (score.made, score.result) == (made, result)


# ---------------------------------------------------------------------------------------------------
# The worked example of [honeymoon-de] ("Wertung").
# ---------------------------------------------------------------------------------------------------
def test_seed_002_anna_makes_4_spades_with_11_tricks() -> None:
    score = score_deal("4S", 11, vulnerable=False)
    assert score.declarer_below == 120
    assert score.declarer_above == 30
    assert score.defenders_above == 0
    assert score.walkthrough() == (
        "4♠ made with 1 overtrick (11 tricks), not vulnerable:\n"
        "  declarer: 4 tricks bid and made in ♠ × 30 = 120 below the line\n"
        "  declarer: 1 overtrick in ♠ × 30 = 30 above the line"
    )


def test_seed_002_ben_3nt_doubled_takes_8() -> None:
    score = score_deal("3SAX", 8, vulnerable=False)
    assert (score.declarer_below, score.declarer_above, score.defenders_above) == (0, 0, 100)


# ---------------------------------------------------------------------------------------------------
# Honors: 100 / 150 in a suit, 150 for four aces at NT, to either side, made or not.
# ---------------------------------------------------------------------------------------------------
HONORS = [
    # contract, tricks, vulnerable, honors, to, declarer below, declarer above, defenders above
    ("4S", 10, False, 100, "declarer", 120, 100, 0),
    ("4S", 10, False, 150, "declarer", 120, 150, 0),
    ("4S", 10, False, 100, "defenders", 120, 0, 100),
    ("4S", 10, True, 150, "defenders", 120, 0, 150),
    ("4S", 9, False, 100, "declarer", 0, 100, 50),
    ("4S", 8, True, 150, "defenders", 0, 0, 350),
    ("2C", 5, False, 150, "declarer", 0, 150, 150),
    ("2CX", 5, False, 150, "declarer", 0, 150, 500),
    ("6HX", 12, True, 100, "defenders", 360, 800, 100),
    ("3NT", 9, False, 150, "declarer", 100, 150, 0),
    ("3NT", 7, True, 150, "defenders", 0, 0, 350),
    ("7NTXX", 13, True, 150, "declarer", 880, 1750, 0),
    ("4S", 10, False, 0, "defenders", 120, 0, 0),
]


@pytest.mark.parametrize(("contract", "tricks", "vulnerable", "honors", "to", "below", "above", "defenders"),
                         HONORS, ids=[f"{c}={t}-{_vul(v)}-{h}-{s}" for c, t, v, h, s, *_ in HONORS])
def test_honors(contract: str, tricks: int, vulnerable: bool, honors: int, to: str, below: int, above: int,
                defenders: int) -> None:
    score = score_deal(contract, tricks, vulnerable=vulnerable, honors=honors, honors_side=to)  # type: ignore[arg-type]
    assert (score.declarer_below, score.declarer_above, score.defenders_above) == (below, above, defenders)


@pytest.mark.parametrize(("contract", "honors", "to", "text"), [
    ("4S", 100, "declarer", "honors: four of the five top trumps in one hand = 100 above the line"),
    ("4S", 150, "defenders", "honors: all five top trumps in one hand = 150 above the line"),
    ("3NT", 150, "defenders", "honors: all four aces in one hand = 150 above the line"),
], ids=["four-trumps", "five-trumps", "four-aces"])
def test_honors_line_text(contract: str, honors: int, to: str, text: str) -> None:
    lines = score_deal(contract, 6, honors=honors, honors_side=to).lines  # type: ignore[arg-type]
    assert (lines[-1].side, str(lines[-1])) == (to, text)


def test_honors_line_function() -> None:
    assert honors_line(Strain.HEARTS, 100, "defenders") == ScoreLine(
        "honors: four of the five top trumps in one hand", 100, "defenders", True, "honors")
    assert honors_line(Strain.NOTRUMP, 150, "declarer") == ScoreLine(
        "honors: all four aces in one hand", 150, "declarer", True, "honors")


@pytest.mark.parametrize(("contract", "honors"), [
    ("3NT", 100), ("1NTX", 100), ("4S", 50), ("4S", 200), ("4S", -100), ("4S", 1), ("3NT", 50),
    ("4H", True),
])
def test_impossible_honors_are_refused(contract: str, honors: int) -> None:
    with pytest.raises(ConfigError):
        score_deal(contract, 10, honors=honors)


def test_check_honors() -> None:
    for strain in (Strain.CLUBS, Strain.DIAMONDS, Strain.HEARTS, Strain.SPADES):
        for points in (0, 100, 150):
            check_honors(strain, points)
    check_honors(Strain.NOTRUMP, 0)
    check_honors(Strain.NOTRUMP, 150)
    with pytest.raises(ConfigError, match="150"):
        check_honors(Strain.NOTRUMP, 100)


def test_honors_side_must_be_declarer_or_defenders() -> None:
    with pytest.raises(ConfigError):
        score_deal("4S", 10, honors=100, honors_side="north")  # type: ignore[arg-type]


HONORS_HELD = [
    # hand (spades.hearts.diamonds.clubs), strain, bonus
    ("AKQJT.2.2.2", Strain.SPADES, 150),
    ("AKQJ2.2.2.2", Strain.SPADES, 100),
    ("KQJT2.2.2.2", Strain.SPADES, 100),
    ("AQJT2.2.2.2", Strain.SPADES, 100),
    ("AKQ32.2.2.2", Strain.SPADES, 0),
    ("AKQJT.2.2.2", Strain.HEARTS, 0),
    ("A.AKQT.A.A", Strain.HEARTS, 100),
    ("-.-.-.AKQJT", Strain.CLUBS, 150),
    ("-.-.AKJT9.-", Strain.DIAMONDS, 100),
    ("A.A.A.A", Strain.NOTRUMP, 150),
    ("A.A.A.K", Strain.NOTRUMP, 0),
    ("AKQJT.AKQJ.A.-", Strain.NOTRUMP, 0),
    ("AKQJ.-.A.A", Strain.SPADES, 100),
    ("AKQJ.-.A.A", Strain.NOTRUMP, 0),
]


@pytest.mark.parametrize(("hand", "strain", "bonus"), HONORS_HELD,
                         ids=[f"{h}-{s.name}" for h, s, _ in HONORS_HELD])
def test_honors_held(hand: str, strain: Strain, bonus: int) -> None:
    assert honors_held(Hand.parse(hand), strain) == bonus


# ---------------------------------------------------------------------------------------------------
# Bad input.
# ---------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("tricks", [-1, 14, 100, True, False, 10.0, "10", None],
                         ids=["-1", "14", "100", "True", "False", "10.0", "str", "None"])
def test_bad_tricks(tricks: object) -> None:
    with pytest.raises(NotationError):
        score_deal("4S", tricks)  # type: ignore[arg-type]


@pytest.mark.parametrize("contract", ["8NT", "0S", "4Q", "", "X", "4SXXX", "NT", "44S", "4 spades"])
def test_bad_contract(contract: str) -> None:
    with pytest.raises(NotationError):
        score_deal(contract, 10)


def test_errors_are_value_errors_too() -> None:
    with pytest.raises(ValueError):
        score_deal("8NT", 10)
    assert issubclass(NotationError, honeymoon.HoneymoonError)


# ---------------------------------------------------------------------------------------------------
# Totals are sums of the lines; shapes that hold for every contract and result.
# ---------------------------------------------------------------------------------------------------
ALL_CONTRACTS = [f"{level}{strain}{suffix}" for level in range(1, 8) for strain in ("C", "D", "H", "S", "NT")
                 for suffix in ("", "X", "XX")]


def _every_score() -> list[DealScore]:
    scores = []
    for contract, tricks, vulnerable, insult in itertools.product(
            ALL_CONTRACTS, range(14), (False, True), (False, True)):
        for honors in ((0, 150) if "NT" in contract else (0, 100, 150)):
            for side in ("declarer", "defenders"):
                scores.append(score_deal(contract, tricks, vulnerable=vulnerable, insult=insult,
                                         honors=honors, honors_side=side))  # type: ignore[arg-type]
    return scores


EVERY_SCORE = _every_score()


def test_every_score_is_enumerated() -> None:
    # 105 contracts × 14 results × 2 vulnerabilities × 2 insult settings × honors (5 or 3) × 2 sides
    assert len(EVERY_SCORE) == 84 * 14 * 2 * 2 * 3 * 2 + 21 * 14 * 2 * 2 * 2 * 2


def test_totals_are_sums_of_lines() -> None:
    for score in EVERY_SCORE:
        declarer_below = sum(ln.points for ln in score.lines if ln.side == "declarer" and not ln.above_line)
        declarer_above = sum(ln.points for ln in score.lines if ln.side == "declarer" and ln.above_line)
        defenders_above = sum(ln.points for ln in score.lines if ln.side == "defenders" and ln.above_line)
        assert score.declarer_below == declarer_below, score
        assert score.declarer_above == declarer_above, score
        assert score.defenders_above == defenders_above, score
        assert score.total("declarer") == declarer_below + declarer_above
        assert score.total("defenders") == defenders_above
        data = score.to_dict()
        assert data["declarer"] == {"below": declarer_below, "above": declarer_above}
        assert data["defenders"] == {"above": defenders_above}
        assert [line["points"] for line in data["lines"]] == [ln.points for ln in score.lines]


def test_line_shapes() -> None:
    for score in EVERY_SCORE:
        assert all(isinstance(ln.points, int) and ln.points > 0 for ln in score.lines), score
        # the defenders never score below the line; only trick points go below it
        assert not any(ln.side == "defenders" and not ln.above_line for ln in score.lines), score
        below = [ln for ln in score.lines if not ln.above_line]
        honors = [ln for ln in score.lines if ln.label.startswith("honors:")]
        others = [ln for ln in score.lines if not ln.label.startswith("honors:")]
        if score.made:
            assert len(below) == 1 and below[0].side == "declarer", score
            assert all(ln.side == "declarer" for ln in others), score
        else:
            assert below == [], score
            assert others and all(ln.side == "defenders" for ln in others), score
        assert len(honors) <= 1


def test_more_undertricks_never_cost_less_and_doubling_never_costs_less() -> None:
    for strain in ("C", "D", "H", "S", "NT"):
        for vulnerable in (False, True):
            previous = {suffix: 0 for suffix in ("", "X", "XX")}
            for tricks in range(12, -1, -1):
                penalties = {s: score_deal(f"7{strain}{s}", tricks, vulnerable=vulnerable).defenders_above
                             for s in ("", "X", "XX")}
                for suffix, penalty in penalties.items():
                    assert penalty > previous[suffix]
                assert penalties[""] < penalties["X"] < penalties["XX"]
                previous = penalties


def test_contract_objects_and_text_score_the_same() -> None:
    contract = Contract(4, Strain.SPADES, Doubling.DOUBLED)
    assert score_deal(contract, 11, vulnerable=True) == score_deal("4♠X", 11, vulnerable=True)
    assert score_deal("4sx", 11).contract == contract


def test_to_dict_shape() -> None:
    assert score_deal("3NTX", 8).to_dict() == {
        "contract": "3NTX",
        "tricks": 8,
        "vulnerable": False,
        "declarer": {"below": 0, "above": 0},
        "defenders": {"above": 100},
        "lines": [{"label": "1st undertrick, doubled, not vulnerable", "points": 100, "side": "defenders",
                   "above_line": True}],
    }


def test_deal_score_html_lists_the_lines() -> None:
    html = score_deal("4S", 11)._repr_html_()
    assert "4 tricks bid and made in ♠ × 30" in html
    assert "1 overtrick in ♠ × 30" in html
    assert "4♠ made with 1 overtrick (11 tricks), not vulnerable" in html


# ---------------------------------------------------------------------------------------------------
# Each line names the rule that gives it (its kind), and states that rule in words.
# ---------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("contract", "tricks", "vulnerable", "honors", "kinds"), [
    ("4S", 10, False, 0, [("trick points", 120)]),
    ("4S", 11, False, 100, [("trick points", 120), ("overtricks", 30), ("honors", 100)]),
    ("2HX", 9, True, 0, [("trick points", 120), ("overtricks", 200), ("insult", 50)]),
    ("1NTXX", 7, False, 0, [("trick points", 160), ("insult", 100)]),
    ("6NT", 12, True, 150, [("trick points", 190), ("slam", 750), ("honors", 150)]),
    ("7C", 13, False, 0, [("trick points", 140), ("slam", 1000)]),
    ("4S", 8, True, 0, [("undertricks", 200)]),
    ("4SX", 9, True, 0, [("undertricks", 200)]),
    ("4SX", 6, False, 0, [("undertricks", 100), ("undertricks", 400), ("undertricks", 300)]),
    ("3NTXX", 6, True, 0, [("undertricks", 400), ("undertricks", 1200)]),
], ids=lambda value: str(value) if isinstance(value, str | int) else None)
def test_line_kinds(contract: str, tricks: int, vulnerable: bool, honors: int,
                    kinds: list[tuple[str, int]]) -> None:
    lines = score_deal(contract, tricks, vulnerable=vulnerable, honors=honors).lines
    assert [(line.kind, line.points) for line in lines] == kinds


def test_every_kind_has_its_rule_in_words() -> None:
    from honeymoon.scoring import RULES

    assert sorted(RULES) == sorted(["trick points", "overtricks", "insult", "undertricks", "slam",
                                    "honors", "rubber", "duplicate bonus"])
    rule = score_deal("4SX", 9, vulnerable=True).lines[0].rule
    assert rule == RULES["undertricks"]
    assert "200 for the 1st and 300 each after" in rule
    assert "50 above the line, a redoubled one 100" in RULES["insult"]
    assert "500" in RULES["slam"] and "1500" in RULES["slam"]


def test_lines_without_a_kind_are_the_sheets_own() -> None:
    from honeymoon.rubber import ScoreSheet

    sheet = ScoreSheet(("We", "They"))
    sheet.record("3NT", 9, declarer=0)
    sheet.record("4H", 10, declarer=0)
    assert [(e.line.kind, e.points) for e in sheet.entries] == [
        ("trick points", 100), ("trick points", 120), ("rubber", 700)]


def test_the_kind_stays_out_of_the_json() -> None:
    line = score_deal("4S", 11).lines[1]
    assert line.kind == "overtricks"
    assert line.to_dict() == {"label": "1 overtrick in ♠ × 30", "points": 30, "side": "declarer",
                              "above_line": True}


# --- wrong types -------------------------------------------------------------------------------------------


@pytest.mark.parametrize("contract", [None, 4, ["4S"], b"4S", Strain.SPADES], ids=repr)
def test_a_contract_that_is_no_contract_is_a_notation_error(contract: object) -> None:
    with pytest.raises(NotationError, match="a contract is read from text"):
        score_deal(contract, 10)  # type: ignore[arg-type]


@pytest.mark.parametrize("flag", ["vulnerable", "insult"])
@pytest.mark.parametrize("value", ["yes", "no", 1, None, [True]], ids=repr)
def test_vulnerable_and_insult_are_true_or_false(flag: str, value: object) -> None:
    """"no" is not False: a flag that is not a bool is refused, not taken for its truth value."""
    with pytest.raises(ConfigError, match=f"{flag} is True or False"):
        score_deal("4SX", 10, **{flag: value})  # type: ignore[arg-type]


@pytest.mark.parametrize(("hand", "strain", "error", "words"), [
    (None, Strain.SPADES, NotationError, "a hand is made of cards"),
    (5, Strain.SPADES, NotationError, "a hand is made of cards"),
    ([1, 2], Strain.SPADES, NotationError, "a hand holds cards"),
    (Hand.parse("AKQJ.-.-.-"), "S", NotationError, "honors are counted for a Strain"),
    (Hand.parse("AKQJ.-.-.-"), None, NotationError, "honors are counted for a Strain"),
], ids=["None", "int", "ints", "strain-text", "strain-None"])
def test_honors_held_refuses_what_is_no_hand_or_strain(hand: object, strain: object, error: type[Exception],
                                                      words: str) -> None:
    with pytest.raises(error, match=words):
        honors_held(hand, strain)  # type: ignore[arg-type]


def test_an_honors_line_is_checked_like_a_score() -> None:
    with pytest.raises(ConfigError, match="honors at NT are worth 0 or 150"):
        honors_line(Strain.NOTRUMP, 100, "declarer")
    with pytest.raises(ConfigError, match="honors go to 'declarer' or 'defenders'"):
        honors_line(Strain.SPADES, 100, "north")  # type: ignore[arg-type]
    with pytest.raises(NotationError, match="honors are counted for a Strain"):
        honors_line("S", 100, "declarer")  # type: ignore[arg-type]


@pytest.mark.parametrize("strain", [10**5000, "NT", None], ids=["huge", "text", "None"])
def test_check_honors_refuses_what_is_no_strain(strain: object) -> None:
    with pytest.raises(NotationError, match="honors are counted for a Strain"):
        check_honors(strain, 100)  # type: ignore[arg-type]
