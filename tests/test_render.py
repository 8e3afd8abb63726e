"""Tests for honeymoon.render: class names, text alternatives, determinism, no network, no scripts."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ElementTree
from collections.abc import Callable

import pytest

from honeymoon.calls import DOUBLE, PASS, REDOUBLE, Bid, Contract
from honeymoon.cards import DECK, Card, Hand, Rank, Suit
from honeymoon.evaluation import hcp, losing_trick_count, quick_tricks
from honeymoon.render import (
    call_html,
    card_html,
    card_svg,
    contract_html,
    count_html,
    deal_score_html,
    hand_html,
    score_sheet_html,
)
from honeymoon.rubber import ScoreSheet
from honeymoon.scoring import score_deal

SVG_NS = 'xmlns="http://www.w3.org/2000/svg"'
RANK_NAMES = {Rank.TWO: "two", Rank.THREE: "three", Rank.FOUR: "four", Rank.FIVE: "five", Rank.SIX: "six",
              Rank.SEVEN: "seven", Rank.EIGHT: "eight", Rank.NINE: "nine", Rank.TEN: "ten",
              Rank.JACK: "jack", Rank.QUEEN: "queen", Rank.KING: "king", Rank.ACE: "ace"}
SUIT_NAMES = {Suit.CLUBS: "clubs", Suit.DIAMONDS: "diamonds", Suit.HEARTS: "hearts", Suit.SPADES: "spades"}
RED, BLACK = "#c8102e", "#1a1a1a"


def card_id(card: Card) -> str:
    return card.code


def parse_fragment(html: str) -> ElementTree.Element:
    """Every fragment is well-formed markup: parse it as XML (the SVG namespace kept)."""
    return ElementTree.fromstring(html)


def assert_offline_and_scriptless(html: str, *, svg: bool = False) -> None:
    if svg:
        assert html.count(SVG_NS) == 1
        html = html.replace(SVG_NS, "")
    assert "http" not in html.lower()
    assert "<script" not in html.lower()
    assert "javascript:" not in html.lower()
    assert not re.search(r"<[^>]*\son[a-z]+\s*=", html, re.IGNORECASE)  # no onclick= and the like
    assert "url(" not in html and "@import" not in html and "<link" not in html and "<img" not in html


def seed_002_sheet() -> ScoreSheet:
    """[honeymoon-de]'s example: Anna makes 4♠ with 11 tricks; Ben, doubled in 3SA, makes 8."""
    sheet = ScoreSheet(("Anna", "Ben"))
    sheet.record("4S", 11, declarer=0)
    sheet.record("3NTX", 8, declarer=1)
    return sheet


# --- cards --------------------------------------------------------------------------------------


@pytest.mark.parametrize("card", DECK, ids=card_id)
def test_card_html(card: Card) -> None:
    html = card_html(card)
    suit, rank = SUIT_NAMES[card.suit], RANK_NAMES[card.rank]
    element = parse_fragment(html)
    assert element.tag == "span"
    assert element.get("class", "").split() == ["hm-card", suit, rank]
    assert element.get("title") == f"{rank} of {suit}"
    assert element.text == str(card)
    assert f"color:{RED if card.suit in (Suit.HEARTS, Suit.DIAMONDS) else BLACK}" in element.get("style", "")
    assert card_html(card) == html
    assert card._repr_html_() == html
    assert_offline_and_scriptless(html)


@pytest.mark.parametrize("card", DECK, ids=card_id)
def test_card_svg(card: Card) -> None:
    svg = card_svg(card)
    suit, rank = SUIT_NAMES[card.suit], RANK_NAMES[card.rank]
    assert svg.startswith("<svg " + SVG_NS)
    root = parse_fragment(svg)
    ns = "{http://www.w3.org/2000/svg}"
    assert root.tag == ns + "svg"
    assert {"card", suit, rank} <= set(root.get("class", "").split())
    assert root.get("role") == "img"
    assert root.get("aria-label") == f"{rank} of {suit}"
    title = root.find(ns + "title")
    assert title is not None and title.text == f"{rank} of {suit}"
    texts = [t.text for t in root.iter(ns + "text")]
    assert ("10" if card.rank == Rank.TEN else card.rank.letter) in texts
    assert str(card.suit) in texts
    colour = RED if card.suit in (Suit.HEARTS, Suit.DIAMONDS) else BLACK
    assert {t.get("fill") for t in root.iter(ns + "text")} == {colour}
    assert card_svg(card) == svg and card._repr_svg_() == svg
    assert_offline_and_scriptless(svg, svg=True)


@pytest.mark.parametrize("width", [30, 60, 100, 125])
def test_card_svg_width_keeps_the_card_shape(width: int) -> None:
    root = parse_fragment(card_svg(Card.parse("QH"), width=width))
    assert root.get("width") == str(width)
    assert root.get("height") == str(width * 7 // 5)
    assert root.get("viewBox") == "0 0 50 70"


def test_every_card_looks_different() -> None:
    assert len({card_html(c) for c in DECK}) == 52
    assert len({card_svg(c) for c in DECK}) == 52


# --- hands --------------------------------------------------------------------------------------


def test_hand_html() -> None:
    hand = Hand.parse("AKQ.JT9.8765.-")
    html = hand_html(hand, highlight=frozenset({Card.parse("TH"), Card.parse("5D")}))
    root = parse_fragment(html)
    assert root.get("class") == "hm-hand"
    assert root.get("role") == "group"
    label = root.get("aria-label", "")
    assert label.startswith("hand: ")
    assert all(part in label for part in ("spades A K Q", "diamonds 8 7 6 5"))
    rows = list(root)
    assert [row.get("class") for row in rows] == ["hm-suit spades", "hm-suit hearts", "hm-suit diamonds",
                                                  "hm-suit clubs"]
    symbols = [row[0] for row in rows]
    assert [s.text for s in symbols] == ["♠", "♥", "♦", "♣"]
    assert [s.get("aria-label") for s in symbols] == ["spades", "hearts", "diamonds", "clubs"]
    assert [f"color:{c}" in (s.get("style") or "") for s, c in zip(symbols, [BLACK, RED, RED, BLACK],
                                                                    strict=True)] == [True] * 4
    text = ["".join(row.itertext()).split(None, 1)[1] for row in rows]
    assert text == ["A K Q", "J 10 9", "8 7 6 5", "—"]
    assert [b.text for b in root.iter("b")] == ["10", "5"]
    assert hand_html(hand, highlight=frozenset({Card.parse("TH"), Card.parse("5D")})) == html
    assert "<b>" not in hand_html(hand)
    assert hand._repr_html_() == hand_html(hand)
    assert_offline_and_scriptless(html)


def test_hand_html_empty_hand() -> None:
    root = parse_fragment(hand_html(Hand()))
    assert ["".join(row.itertext()).split(None, 1)[1] for row in root] == ["—"] * 4


# --- calls, contracts, counts --------------------------------------------------------------------


@pytest.mark.parametrize(("call", "kind", "text", "colour"), [
    (PASS, "pass", "Pass", BLACK), (DOUBLE, "double", "X", BLACK), (REDOUBLE, "redouble", "XX", BLACK),
    (Bid.parse("4H"), "bid", "4♥", RED), (Bid.parse("1D"), "bid", "1♦", RED),
    (Bid.parse("3NT"), "bid", "3NT", BLACK), (Bid.parse("2S"), "bid", "2♠", BLACK),
], ids=lambda v: str(v))
def test_call_html(call: object, kind: str, text: str, colour: str) -> None:
    html = call_html(call)  # type: ignore[arg-type]
    root = parse_fragment(html)
    assert root.get("class", "").split() == ["hm-call", kind]
    assert root.text == text
    assert f"color:{colour}" in root.get("style", "")
    assert call._repr_html_() == html  # type: ignore[attr-defined]
    assert_offline_and_scriptless(html)


@pytest.mark.parametrize(("text", "shown", "needed"), [("4HX", "4♥X", 10), ("3NT", "3NT", 9),
                                                       ("7CXX", "7♣XX", 13)])
def test_contract_html(text: str, shown: str, needed: int) -> None:
    contract = Contract.parse(text)
    root = parse_fragment(contract_html(contract))
    assert root.get("class") == "hm-contract"
    assert root.text == shown
    assert root.get("title") == f"{needed} tricks needed"
    assert contract._repr_html_() == contract_html(contract)


@pytest.mark.parametrize("count_of", [hcp, quick_tricks, losing_trick_count], ids=lambda f: f.__name__)
def test_count_html(count_of: Callable[[Hand], object]) -> None:
    count = count_of(Hand.parse("AKJ52.Q4.K73.862"))
    html = count_html(count)  # type: ignore[arg-type]
    root = parse_fragment(html)
    assert root.tag == "table" and root.get("class") == "hm-count"
    caption = root.find("caption")
    assert caption is not None and caption.text == count.name  # type: ignore[attr-defined]
    rows = root.findall("tr")
    assert len(rows) == len(count.lines) + 1  # type: ignore[attr-defined]
    assert rows[-1].get("class") == "hm-total"
    assert [row[0].text for row in rows[:-1]] == [line.label for line in count.lines]  # type: ignore[attr-defined]
    assert count._repr_html_() == html  # type: ignore[attr-defined]
    assert_offline_and_scriptless(html)


def test_count_html_typed_values() -> None:
    root = parse_fragment(count_html(hcp(Hand.parse("AKJ52.Q4.K73.862"))))
    assert [row[1].text for row in root.findall("tr")[:-1]] == ["4", "3", "1", "2", "3"]
    assert "".join(root.findall("tr")[-1].itertext()) == "total13 HCP"
    qt = parse_fragment(count_html(quick_tricks(Hand.parse("AKJ52.Q4.K73.862"))))
    assert [row[1].text for row in qt.findall("tr")[:-1]] == ["2", "0.5"]


# --- scores -------------------------------------------------------------------------------------


def test_deal_score_html_seed_002() -> None:
    score = score_deal("4S", 11)
    html = deal_score_html(score)
    root = parse_fragment(html)
    assert root.get("class") == "hm-deal-score"
    caption = root.find("caption")
    assert caption is not None and caption.text == "4♠ made with 1 overtrick (11 tricks), not vulnerable"
    lines = root.findall("tr")[1:]
    assert [row.get("class") for row in lines] == ["hm-line below", "hm-line above"]
    assert [row[2].text for row in lines] == ["120", "30"]
    assert [row[0].text for row in lines] == ["declarer", "declarer"]
    assert score._repr_html_() == html
    assert deal_score_html(score_deal("4S", 11)) == html
    assert_offline_and_scriptless(html)


def test_deal_score_html_undertricks() -> None:
    root = parse_fragment(deal_score_html(score_deal("3NTX", 8)))
    lines = root.findall("tr")[1:]
    assert [(row[0].text, row[2].text, row.get("class")) for row in lines] == [
        ("defenders", "100", "hm-line above")]


def test_score_sheet_html_seed_002() -> None:
    sheet = seed_002_sheet()
    html = score_sheet_html(sheet)
    root = parse_fragment(html)
    assert root.get("class") == "hm-score-sheet"
    caption = root.find("caption")
    assert caption is not None and caption.text == "game 2 in progress"
    heads = [th.text for th in root.iter("th")][:2]
    assert heads == ["Anna (vul)", "Ben"]
    assert [tr.get("class") for tr in root.iter("tr") if tr.get("class")] == ["hm-the-line", "hm-game-line",
                                                                              "hm-totals"]
    game_line = next(tr for tr in root.iter("tr") if tr.get("class") == "hm-game-line")
    assert game_line.get("title") == "game 1 won by Anna"
    totals = next(tr for tr in root.iter("tr") if tr.get("class") == "hm-totals")
    assert [th.text for th in totals] == ["250", "0"]  # 120 + 30 + 100 for Anna, nothing for Ben
    cells = [td.text for td in root.iter("td") if td.text]
    assert sorted(cells) == sorted(["100", "30", "120"])
    assert sheet._repr_html_() == html
    assert score_sheet_html(seed_002_sheet()) == html
    assert_offline_and_scriptless(html)


def test_score_sheet_html_rubber_over_and_names_escaped() -> None:
    sheet = ScoreSheet(("<script>alert(1)</script>", "O'Brien & co"))
    sheet.record("4S", 10, declarer=1)
    sheet.record("4H", 10, declarer=1)
    html = score_sheet_html(sheet)
    assert "<script" not in html
    root = parse_fragment(html)
    caption = root.find("caption")
    assert caption is not None and caption.text == "rubber over: O'Brien & co wins"
    heads = [th.text for th in root.find("thead").iter("th")]  # type: ignore[union-attr]
    assert heads == ["<script>alert(1)</script>", "O'Brien & co (vul)"]
    assert [tr.get("title") for tr in root.iter("tr") if tr.get("class") == "hm-game-line"] == [
        "game 1 won by O'Brien & co", "game 2 won by O'Brien & co"]
    assert_offline_and_scriptless(html)


def test_empty_score_sheet_html() -> None:
    root = parse_fragment(score_sheet_html(ScoreSheet()))
    caption = root.find("caption")
    assert caption is not None and caption.text == "game 1 in progress"
    assert [th.text for th in root.find("tfoot").iter("th")] == ["0", "0"]  # type: ignore[union-attr]
