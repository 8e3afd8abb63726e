"""Tests for honeymoon.render: class names, text alternatives, determinism, no network, no scripts."""

from __future__ import annotations

import base64
import random
import re
import xml.etree.ElementTree as ElementTree
from collections.abc import Callable
from typing import Any

import pytest

from honeymoon.calls import DOUBLE, PASS, REDOUBLE, Bid, Contract
from honeymoon.cards import DECK, AnyCard, Card, Hand, Rank, Suit, deal
from honeymoon.evaluation import hcp, losing_trick_count, quick_tricks
from honeymoon.game import TAKE, Game, available_games, new_game
from honeymoon.render import (
    auction_html,
    backs_html,
    boerenbridge_table_html,
    call_html,
    card_back_svg,
    card_face_html,
    card_html,
    card_svg,
    contract_html,
    count_html,
    deal_html,
    deal_score_html,
    half_open_pile_html,
    hand_html,
    score_sheet_html,
    seat_positions,
    trick_html,
    view_html,
)
from honeymoon.render.cards import _name
from honeymoon.rubber import ScoreSheet
from honeymoon.scoring import score_deal
from honeymoon.views import BoerenbridgeView, BridgeView, TableView

SVG_NS = 'xmlns="http://www.w3.org/2000/svg"'
RANK_NAMES = {Rank.TWO: "two", Rank.THREE: "three", Rank.FOUR: "four", Rank.FIVE: "five", Rank.SIX: "six",
              Rank.SEVEN: "seven", Rank.EIGHT: "eight", Rank.NINE: "nine", Rank.TEN: "ten",
              Rank.JACK: "jack", Rank.QUEEN: "queen", Rank.KING: "king", Rank.ACE: "ace"}
SUIT_NAMES = {Suit.CLUBS: "clubs", Suit.DIAMONDS: "diamonds", Suit.HEARTS: "hearts", Suit.SPADES: "spades"}
RED, BLACK, TEXT_RED = "#c8102e", "#1a1a1a", "#e0243a"
NS = "{http://www.w3.org/2000/svg}"
DATA_URL = re.compile(r'src="data:image/svg\+xml;base64,([A-Za-z0-9+/=]+)"')
CARD_WORDS = re.compile(r"\b(two|three|four|five|six|seven|eight|nine|ten|jack|queen|king|ace) of "
                        r"(clubs|diamonds|hearts|spades)\b|hm-card |hm-card-face|[♠♥♦♣](10|[2-9JQKA])")


def card_id(card: Card) -> str:
    return card.code


def parse_fragment(html: str) -> ElementTree.Element:
    """Every fragment is well-formed markup: parse it as XML (the SVG namespace kept)."""
    return ElementTree.fromstring(html)


def pictures(html: str) -> list[str]:
    """The SVG of each card picture in ``html`` (an image whose source is a ``data:`` URL)."""
    return [base64.b64decode(data).decode() for data in DATA_URL.findall(html)]


def assert_offline_and_scriptless(html: str, *, svg: bool = False) -> None:
    """No network, no script; ``svg``: exactly one picture (else any number of them). The card
    pictures are images of SVG in ``data:`` URLs: their SVG is checked too."""
    inner = pictures(html)
    assert html.count("<img") == len(inner), "an image that is not a card picture"
    if svg:
        assert len(inner) + html.count(SVG_NS) == 1
    html = (DATA_URL.sub('src=""', html) + "".join(inner)).replace(SVG_NS, "")
    assert "http" not in html.lower()
    assert "<script" not in html.lower()
    assert "javascript:" not in html.lower()
    assert not re.search(r"<[^>]*\son[a-z]+\s*=", html, re.IGNORECASE)  # no onclick= and the like
    assert "url(" not in html and "@import" not in html and "<link" not in html


def assert_no_card_named(html: str) -> None:
    """Nothing in ``html`` says which card a face-down card is: no name, no face, no index."""
    found = CARD_WORDS.search(html)
    assert found is None, f"a hidden card shows: {found.group(0)!r}"


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
    colour = TEXT_RED if card.suit in (Suit.HEARTS, Suit.DIAMONDS) else "currentColor"
    assert f"color:{colour}" in element.get("style", "")
    assert card_html(card) == html
    assert_offline_and_scriptless(html)


@pytest.mark.parametrize("card", DECK, ids=card_id)
def test_card_svg(card: Card) -> None:
    svg = card_svg(card)
    suit, rank = SUIT_NAMES[card.suit], RANK_NAMES[card.rank]
    assert svg.startswith("<svg " + SVG_NS)
    root = parse_fragment(svg)
    assert root.tag == NS + "svg"
    assert root.get("class", "").split() == ["hm-card-svg", "card", suit, rank]
    assert root.get("role") == "img"
    assert root.get("aria-label") == f"{rank} of {suit}"
    title = root.find(NS + "title")
    assert title is not None and title.text == f"{rank} of {suit}"
    texts = [t.text for t in root.iter(NS + "text")]
    index = "10" if card.rank == Rank.TEN else card.rank.letter
    assert texts.count(index) == 1  # top left only: a turned index would make a 6 read as a 9
    assert texts.count(str(card.suit)) == 2  # under the index, and large in the middle
    assert root.find(NS + "g") is None
    colour = RED if card.suit in (Suit.HEARTS, Suit.DIAMONDS) else BLACK
    assert {t.get("fill") for t in root.iter(NS + "text")} == {colour}
    face = root.find(NS + "rect")
    assert face is not None and face.get("fill") == "#fff"  # a white face reads on dark themes too
    assert card_svg(card) == svg and card._repr_svg_() == svg
    assert_offline_and_scriptless(svg, svg=True)


@pytest.mark.parametrize("card", DECK, ids=card_id)
def test_card_face_html_is_what_a_card_shows(card: Card) -> None:
    html = card_face_html(card)
    root = parse_fragment(html)
    assert root.tag == "img"
    assert root.get("class", "").split() == ["hm-card-face", SUIT_NAMES[card.suit], RANK_NAMES[card.rank]]
    assert root.get("title") == root.get("alt") == f"{RANK_NAMES[card.rank]} of {SUIT_NAMES[card.suit]}"
    assert (root.get("width"), root.get("height")) == ("60", "84")
    assert pictures(html) == [card_svg(card)]
    assert card._repr_html_() == html
    assert_offline_and_scriptless(html, svg=True)


def test_card_back_svg_is_the_same_for_every_card() -> None:
    svg = card_back_svg()
    root = parse_fragment(svg)
    assert root.get("class", "").split() == ["hm-card-svg", "card", "back"]
    assert root.get("aria-label") == "a face-down card" and root.get("role") == "img"
    assert root.find(NS + "text") is None
    assert (root.get("width"), root.get("height")) == ("60", "84")
    assert card_back_svg(30) != svg and parse_fragment(card_back_svg(30)).get("height") == "42"
    assert_no_card_named(svg)
    assert_offline_and_scriptless(svg, svg=True)


@pytest.mark.parametrize("width", [30, 60, 100, 125])
def test_card_svg_width_keeps_the_card_shape(width: int) -> None:
    root = parse_fragment(card_svg(Card.parse("QH"), width=width))
    assert root.get("width") == str(width)
    assert root.get("height") == str(width * 7 // 5)
    assert root.get("viewBox") == "0 0 50 70"
    assert parse_fragment(card_face_html(Card.parse("QH"), width=width)).get("width") == str(width)


def test_every_card_looks_different() -> None:
    assert len({card_html(c) for c in DECK}) == 52
    assert len({card_svg(c) for c in DECK}) == 52
    assert len({card_face_html(c) for c in DECK}) == 52


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
    colours = ["currentColor", TEXT_RED, TEXT_RED, "currentColor"]
    assert all(f"color:{c}" in (s.get("style") or "") for s, c in zip(symbols, colours, strict=True))
    text = ["".join(row.itertext()).split(None, 1)[1] for row in rows]
    assert text == ["A K Q", "J 10 9", "8 7 6 5", "—"]
    assert [b.text for b in root.iter("b")] == ["10", "5"]
    assert hand_html(hand, highlight=frozenset({Card.parse("TH"), Card.parse("5D")})) == html
    assert "<b>" not in hand_html(hand)
    assert hand_html(hand, layout="rows") == hand_html(hand)
    assert hand._repr_html_() == hand_html(hand)
    assert_offline_and_scriptless(html)


@pytest.mark.parametrize("layout", ["rows", "fan"])
def test_hand_html_empty_hand_says_no_cards(layout: str) -> None:
    root = parse_fragment(hand_html(Hand(), layout=layout))
    assert "".join(root.itertext()) == "no cards"


def test_hand_html_void_is_a_dash() -> None:
    root = parse_fragment(hand_html(Hand.parse("A.-.-.-")))
    assert ["".join(row.itertext()).split(None, 1)[1] for row in root] == ["A", "—", "—", "—"]


def test_hand_html_fan_spades_first_high_to_low() -> None:
    hand = Hand.parse("K2.A.-.QT")
    html = hand_html(hand, layout="fan", highlight=frozenset({Card.parse("AH")}))
    root = parse_fragment(html)
    assert root.get("class") == "hm-hand fan" and root.get("role") == "group"
    assert root.get("aria-label") == "hand: spades K 2, hearts A, diamonds none, clubs Q 10"
    faces = list(root)
    assert [f.get("title") for f in faces] == ["king of spades", "two of spades", "ace of hearts",
                                               "queen of clubs", "ten of clubs"]
    assert [f.get("class", "").split()[0] for f in faces] == ["hm-card-face"] * 5
    assert ["hm-highlight" in f.get("class", "") for f in faces] == [False, False, True, False, False]
    assert all(f.get("width") == "60" for f in faces)
    assert parse_fragment(hand_html(hand, layout="fan", width=40))[0].get("width") == "40"
    assert hand_html(hand, layout="fan") == hand_html(hand, layout="fan")
    assert_offline_and_scriptless(html)


@pytest.mark.parametrize("layout", ["rows", "fan"])
def test_hand_html_face_down_shows_how_many_never_which(layout: str) -> None:
    hand = Hand.parse("AKQJ.T98.765.432")
    html = hand_html(hand, layout=layout, face_down=True)
    root = parse_fragment(html)
    assert root.get("class") == "hm-hand face-down"
    assert root.get("aria-label") == "13 face-down cards"
    assert [child.get("class") for child in root] == ["hm-back"] * 13
    other = Hand.parse("5432.AKQJ.T98.76")
    assert hand_html(other, layout=layout, face_down=True) == html  # any 13 cards: the same backs
    assert html == backs_html(13)
    assert_no_card_named(html)


def test_hand_html_refuses_an_unknown_layout() -> None:
    with pytest.raises(ValueError, match="rows"):
        hand_html(Hand(), layout="spiral")


# --- calls, contracts, counts --------------------------------------------------------------------


@pytest.mark.parametrize(("call", "kind", "text", "colour"), [
    (PASS, "pass", "Pass", "currentColor"), (DOUBLE, "double", "X", "currentColor"),
    (REDOUBLE, "redouble", "XX", "currentColor"),
    (Bid.parse("4H"), "bid", "4♥", TEXT_RED), (Bid.parse("1D"), "bid", "1♦", TEXT_RED),
    (Bid.parse("3NT"), "bid", "3NT", "currentColor"), (Bid.parse("2S"), "bid", "2♠", "currentColor"),
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


def test_contract_html_with_its_declarer() -> None:
    html = contract_html(Contract.parse("4SX"), declarer="Anna")
    root = parse_fragment(html)
    assert root.get("class") == "hm-contract-line"
    assert "".join(root.itertext()) == "4♠X by Anna, 10 tricks to make"
    assert root[0].get("class") == "hm-contract" and root[1].get("class") == "hm-declarer"
    three_handed = Contract(2, Contract.parse("2S").strain, book=9)
    shown = "".join(parse_fragment(contract_html(three_handed, "Cas")).itertext())
    assert shown == "2♠ by Cas, 11 tricks to make"
    escaped = contract_html(Contract.parse("1NT"), declarer="<b>Bo & Co</b>")
    assert "<b>" not in escaped
    assert "".join(parse_fragment(escaped).itertext()).startswith("1NT by <b>Bo & Co</b>")
    assert_offline_and_scriptless(html)


# --- auctions -----------------------------------------------------------------------------------


def auction_rows(html: str) -> list[list[str]]:
    """The auction table's body as text, one list per round ('' for an empty cell)."""
    root = parse_fragment(html)
    body = root.find("tbody")
    assert body is not None
    return [["".join(cell.itertext()) for cell in row] for row in body]


def auction_heads(html: str) -> list[ElementTree.Element]:
    head = parse_fragment(html).find("thead")
    assert head is not None
    return list(head.iter("th"))


@pytest.mark.parametrize(("players", "dealer", "first", "heads", "rows"), [
    # Two or three players: listed from the first to call, so no box comes before the first call.
    (2, 0, 1, ["Player 1", "Player 0"], [["1♠", "2♥"], ["4♠", "Pass"]]),  # the non-dealer calls first
    (2, 1, 1, ["Player 1", "Player 0"], [["1♠", "2♥"], ["4♠", "Pass"]]),  # the dealer calls first (an option)
    (2, 1, 0, ["Player 0", "Player 1"], [["1♠", "2♥"], ["4♠", "Pass"]]),
    (3, 0, 1, ["Player 1", "Player 2", "Player 0"], [["1♠", "2♥", "4♠"], ["Pass", "", ""]]),  # dealer's left
    (3, 2, 0, ["Player 0", "Player 1", "Player 2"], [["1♠", "2♥", "4♠"], ["Pass", "", ""]]),
    # Four players: the fixed order North East South West, empty boxes before the dealer, as bridge does.
    (4, 0, 0, ["North", "East", "South", "West"], [["1♠", "2♥", "4♠", "Pass"]]),
    (4, 3, 3, ["North", "East", "South", "West"], [["", "", "", "1♠"], ["2♥", "4♠", "Pass", ""]]),
    (4, 2, 2, ["North", "East", "South", "West"], [["", "", "1♠", "2♥"], ["4♠", "Pass", "", ""]]),
])
def test_auction_html_puts_the_first_call_in_its_callers_column(
        players: int, dealer: int, first: int, heads: list[str], rows: list[list[str]]) -> None:
    calls = [Bid.parse("1S"), Bid.parse("2H"), Bid.parse("4S"), PASS]
    html = auction_html(calls, first=first, players=players, dealer=dealer)
    assert auction_rows(html) == rows
    shown = auction_heads(html)
    assert [th.text for th in shown] == heads
    marked = [th for th in shown if "hm-dealer" in (th.get("class") or "")]
    assert len(marked) == 1 and "".join(marked[0].itertext()).endswith("dealer")
    compass = ["North", "East", "South", "West"]
    assert marked[0].text == (compass[dealer] if players == 4 else f"Player {dealer}")
    assert auction_html(calls, first=first, players=players, dealer=dealer) == html
    assert auction_html([str(c) for c in calls], first=first, players=players, dealer=dealer) == html
    assert_offline_and_scriptless(html)


def test_auction_html_headers_and_colours() -> None:
    html = auction_html(["1NT", "X", "2H", "Pass"], first=3, players=4, dealer=3)
    root = parse_fragment(html)
    assert root.tag == "table" and root.get("class") == "hm-auction"
    assert root.get("aria-label") == "auction: West 1 no-trump; North double; East 2 hearts; South pass"
    heads = auction_heads(html)
    assert [th.text for th in heads] == ["North", "East", "South", "West"]
    assert [th.get("class") for th in heads] == ["hm-player seat-0 north", "hm-player seat-1 east",
                                                 "hm-player seat-2 south", "hm-player seat-3 west hm-dealer"]
    cells = [cell for cell in root.iter("td") if cell.get("class") == "hm-call-cell"]
    assert [cell[0].get("class") for cell in cells] == ["hm-call bid", "hm-call double", "hm-call bid",
                                                        "hm-call pass"]
    assert f"color:{TEXT_RED}" in (cells[2][0].get("style") or "")
    two = auction_heads(auction_html([], first=1, players=2))
    assert [th.text for th in two] == ["Player 1", "Player 0"]  # from the first to call


def test_auction_html_escapes_names_and_starts_empty() -> None:
    html = auction_html([], first=0, players=2, names=["<i>Anna</i>", "O'Brien & co"], dealer=1)
    assert "<i>" not in html
    assert [th.text for th in auction_heads(html)] == ["<i>Anna</i>", "O'Brien & co"]
    assert auction_rows(html) == [["", ""]]
    with pytest.raises(ValueError, match="first"):
        auction_html([], first=2, players=2)
    with pytest.raises(ValueError, match="names"):
        auction_html([], first=0, players=2, names=["only one"])


# --- tricks -------------------------------------------------------------------------------------


def plays_of(html: str) -> dict[str, ElementTree.Element]:
    """The trick's places by seat class (``seat-0``…)."""
    root = parse_fragment(html)
    found = {}
    for element in root.iter("div"):
        classes = (element.get("class") or "").split()
        if "hm-play" in classes:
            found[next(c for c in classes if c.startswith("seat-"))] = element
    return found


@pytest.mark.parametrize(("seats", "bottom", "places"), [
    (2, 0, ["bottom", "top"]), (2, 1, ["top", "bottom"]),
    (3, 0, ["bottom", "left", "top"]), (3, 1, ["top", "bottom", "left"]),
    (4, 0, ["bottom", "left", "top", "right"]), (4, 2, ["top", "right", "bottom", "left"]),
])
def test_trick_html_places_cards_by_seat(seats: int, bottom: int, places: list[str]) -> None:
    cards = [Card.parse(c) for c in ("KS", "AS", "2S", "3S")][:seats]
    plays = [(seat, cards[seat]) for seat in [*range(1, seats), 0]]  # seat 1 leads
    html = trick_html(plays, seats=seats, bottom=bottom, winner=1 % seats)
    found = plays_of(html)
    where = 2 if seats != 4 else 3  # after "hm-play seat-N" (and the compass word for four seats)
    assert [found[f"seat-{s}"].get("class", "").split()[where] for s in range(seats)] == places
    assert [bool("hm-led" in found[f"seat-{s}"].get("class", "")) for s in range(seats)] == [
        s == 1 % seats for s in range(seats)]
    assert "hm-winner" in found[f"seat-{1 % seats}"].get("class", "")
    assert html.count("hm-winner") == 1 and html.count("hm-led") == 1
    assert trick_html(plays, seats=seats, bottom=bottom, winner=1 % seats) == html
    assert_offline_and_scriptless(html)


def test_trick_html_text_trump_caption_and_empty_places() -> None:
    plays = [(3, Card.parse("KH")), (0, Card.parse("AH"))]
    html = trick_html(plays, seats=4, winner=0, trump=Suit.SPADES, caption="Trick <3>")
    root = parse_fragment(html)
    assert root.get("class") == "hm-trick" and root.get("role") == "group"
    assert root.get("aria-label") == "Trick <3>: West led king of hearts, North ace of hearts; North wins"
    found = plays_of(html)
    assert found["seat-0"].get("class") == "hm-play seat-0 north bottom hm-winner"
    assert found["seat-3"].get("class") == "hm-play seat-3 west right hm-led"
    assert [found[f"seat-{s}"][0].get("class") for s in (1, 2)] == ["hm-empty", "hm-empty"]
    assert "trumps: ♠" in "".join(root.itertext()) and "Trick <3>" in "".join(root.itertext())
    assert "<3>" not in html
    names = ["Anna", "<Ben>", "Anna's dummy", "Ben's dummy"]
    named = trick_html(plays, seats=4, names=names)
    assert "&lt;Ben&gt;" in named and "<Ben>" not in named and "north" not in named
    assert "hm-winner" not in named
    assert "no card played yet" in trick_html([], seats=2)


@pytest.mark.parametrize("seats", [5, 6, 7])
def test_trick_html_many_seats_each_have_a_place(seats: int) -> None:
    assert len(set(seat_positions(seats))) == seats
    html = trick_html([(s, DECK[s]) for s in range(seats)], seats=seats, winner=seats - 1)
    assert len(plays_of(html)) == seats


def test_trick_html_draws_wizards_and_jesters() -> None:
    from honeymoon.cards import JESTERS, WIZARDS

    html = trick_html([(0, WIZARDS[0]), (1, JESTERS[1]), (2, Card.parse("AS"))], seats=3, winner=0)
    root = parse_fragment(html)
    faces = [e.get("title") for e in root.iter("img") if "hm-card-face" in (e.get("class") or "")]
    assert sorted(faces) == sorted([str(WIZARDS[0]), str(JESTERS[1]), "ace of spades"])
    assert "hm-card-face wizard" in html and "hm-card-face jester" in html


# --- half-open piles ----------------------------------------------------------------------------


@pytest.mark.parametrize(("top", "covered", "classes", "label", "faces", "backs"), [
    ("QH", True, "hm-pile covered", "queen of hearts on a face-down card", 1, 1),
    ("QH", False, "hm-pile", "queen of hearts", 1, 0),
    (None, True, "hm-pile covered played", "a face-down card", 0, 1),
    (None, False, "hm-pile played empty", "no card left", 0, 0),
])
def test_half_open_pile_html(top: str | None, covered: bool, classes: str, label: str, faces: int,
                             backs: int) -> None:
    card = Card.parse(top) if top else None
    html = half_open_pile_html(card, covered)
    root = parse_fragment(html)
    assert root.get("class") == classes and root.get("aria-label") == label
    kinds = [child.get("class", "").split()[0] for child in root]
    assert kinds.count("hm-card-face") == faces and kinds.count("hm-back") == backs
    if backs:
        assert kinds[0] == "hm-back"  # the face-down card lies under the face-up one
    assert half_open_pile_html(card, covered) == html
    if not faces:
        assert_no_card_named(html)


# --- deal diagrams ------------------------------------------------------------------------------


def seat_blocks(html: str) -> dict[str, ElementTree.Element]:
    root = parse_fragment(html)
    found = {}
    for element in root.iter("div"):
        classes = (element.get("class") or "").split()
        if "hm-seat" in classes:
            found[next(c for c in classes if c.startswith("seat-"))] = element
    return found


def markup(element: ElementTree.Element) -> str:
    return ElementTree.tostring(element, encoding="unicode")


def test_deal_html_contract_bridge() -> None:
    hands = deal(seed=4).hands
    html = deal_html(hands, dealer=1, vulnerable=[0, 2], hcp=True)
    blocks = seat_blocks(html)
    assert [blocks[f"seat-{s}"].get("class") for s in range(4)] == [
        "hm-seat seat-0 north top hm-vulnerable", "hm-seat seat-1 east right hm-dealer",
        "hm-seat seat-2 south bottom hm-vulnerable", "hm-seat seat-3 west left"]
    for seat, hand in enumerate(hands):
        text = "".join(blocks[f"seat-{seat}"].itertext())
        assert text.startswith(("North", "East", "South", "West")[seat])
        assert f"{hand.hcp} HCP" in text
        assert blocks[f"seat-{seat}"].find("div[@class='hm-hand']") is not None
    assert "hm-compass" in html
    assert parse_fragment(html).get("class") == "hm-deal"
    assert deal_html(hands, dealer=1, vulnerable=[0, 2], hcp=True) == html
    assert_offline_and_scriptless(html)


def test_deal_html_hidden_seats_show_backs_only() -> None:
    mine, theirs = deal(seed=9, hands=2).hands
    html = deal_html([mine, len(theirs)], names=["Anna", "Ben"], dealer=0, layout=["fan", "rows"])
    blocks = seat_blocks(html)
    assert blocks["seat-0"].get("class") == "hm-seat seat-0 bottom hm-dealer"
    assert blocks["seat-1"].get("class") == "hm-seat seat-1 top"
    hidden = markup(blocks["seat-1"])
    assert hidden.count('class="hm-back"') == 13
    assert_no_card_named(hidden)
    assert all(_name(card) not in html for card in theirs)
    assert markup(blocks["seat-0"]).count("hm-card-face") == 13


def test_deal_html_honeymoon_dummy_forms() -> None:
    hands = deal(seed=2).hands
    names = ["Anna", "Ben", "Anna's dummy", "Ben's dummy"]
    piles = [(Card.parse("QH"), True), (None, True), (Card.parse("3D"), False)]
    trick = trick_html([(1, Card.parse("KS"))], seats=4, names=names)
    html = deal_html([hands[0], 13, 13, piles], names=names, dealer=0, centre=trick)
    blocks = seat_blocks(html)
    places = [blocks[f"seat-{s}"].get("class", "").split()[2] for s in range(4)]
    assert places == ["bottom", "left", "top", "right"]
    assert markup(blocks["seat-2"]).count('class="hm-back"') == 13  # a face-down dummy
    pile_html = markup(blocks["seat-3"])
    assert len(re.findall(r'class="hm-pile[ "]', pile_html)) == 3 and pile_html.count('class="hm-back"') == 2
    assert "hm-trick" in html and "hm-compass" not in html
    shared = deal_html([hands[0], 13, hands[2]], names=["Anna", "Ben", "the dummy"], bottom=1)
    shared_blocks = seat_blocks(shared)
    places = [shared_blocks[f"seat-{s}"].get("class", "").split()[2] for s in range(3)]
    assert places == ["top", "bottom", "left"]


def test_deal_html_three_handed_with_the_widow() -> None:
    cards = deal(seed=5, hands=3, size=16)
    html = deal_html([cards.hands[0], 16, 16], widow=4, dealer=2)
    root = parse_fragment(html)
    widow = next(e for e in root.iter("div") if e.get("class") == "hm-widow")
    assert markup(widow).count('class="hm-back"') == 4
    assert_no_card_named(markup(widow))
    shown = deal_html(list(cards.hands), widow=Hand(cards.rest), hcp=True)
    widow = next(e for e in parse_fragment(shown).iter("div") if e.get("class") == "hm-widow")
    spoken = parse_fragment(hand_html(Hand(cards.rest))).get("aria-label")
    assert widow.get("aria-label") == f"the widow, {spoken}"
    assert len(seat_blocks(shown)) == 3


def test_deal_html_escapes_names_and_marks() -> None:
    html = deal_html([Hand.parse("A.-.-.-"), 1], names=["<script>x</script>", "Zoë & \"Q\""], to_play=1,
                     notes={0: "<you>"}, caption="Deal <1>")
    assert "<script" not in html and "<you>" not in html
    blocks = seat_blocks(html)
    assert blocks["seat-1"].get("class") == "hm-seat seat-1 top hm-to-play"
    assert "".join(blocks["seat-0"].itertext()).startswith("<script>x</script> <you>")
    assert_offline_and_scriptless(html)


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
    assert caption is not None and caption.text == "rubber over: the winner is O'Brien & co"
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


def test_score_sheet_html_marks_vulnerability_bonuses_and_explains_each_number() -> None:
    sheet = ScoreSheet(("We", "They"))
    for contract, tricks, declarer in [("4S", 10, 0), ("2H", 8, 1), ("3NT", 9, 0)]:
        sheet.record(contract, tricks, declarer=declarer)
    root = parse_fragment(score_sheet_html(sheet))
    heads = root.find("thead")
    assert heads is not None
    assert [th.get("class") for th in heads.iter("th")] == ["hm-side side-0 hm-vulnerable", "hm-side side-1"]
    assert [th.get("title") for th in heads.iter("th")] == ["We: vulnerable", "They"]
    bonus = [td for td in root.iter("td") if "hm-rubber-bonus" in (td.get("class") or "")]
    assert [(td.text, td.get("title")) for td in bonus] == [("700", "rubber won 2–0")]
    entries = [td for td in root.iter("td") if td.text]
    assert all(td.get("title") for td in entries)
    assert {td.get("class", "").split()[1] for td in entries} == {"above", "below"}
    assert root.get("aria-label") == f"score sheet: We {sheet.totals[0]}, They {sheet.totals[1]}"


# --- Boerenbridge's table -----------------------------------------------------------------------


def test_boerenbridge_table_html() -> None:
    game = new_game("boerenbridge", players=3, seed=2, schedule=[1, 2], names=["Anouk", "<Bram>", "Cas"])
    play(game, 200, random.Random(2))
    html = boerenbridge_table_html(game)
    assert html.startswith("<table") and "&lt;Bram&gt;" in html and "<Bram>" not in html
    root = parse_fragment(html)
    assert root.get("class") == "hm-boerenbridge"
    body = root.find("tbody")
    assert body is not None and len(body) == 2
    exact = [td for td in root.iter("td") if td.get("class") in ("hm-exact", "hm-missed")]
    assert len(exact) == 6 and all(td.get("title") for td in exact)
    foot = root.find("tfoot")
    assert foot is not None
    assert [th.text for th in foot.iter("th")] == ["total", *map(str, game.scores())]
    assert boerenbridge_table_html(game) == html
    assert_offline_and_scriptless(html)


# --- views of every form ------------------------------------------------------------------------


def play(game: Game, steps: int, rng: random.Random) -> None:
    """Up to ``steps`` random legal actions (fewer if the match ends)."""
    for _ in range(steps):
        if game.is_over:
            return
        game.apply(rng.choice(game.legal_actions()))


def holdings(view: TableView) -> list[tuple[tuple[AnyCard, ...], int]]:
    """Each seat's (a hand's) cards the view shows, and how many it hides."""
    seats = view.hands if isinstance(view, BoerenbridgeView) else view.seats
    return [(seat.cards, seat.hidden) for seat in seats]


def hidden_cards(game: Game, view: TableView) -> set[Card]:
    """The playing cards in a seat (a hand) of the game that ``view`` does not show, less those
    its holder took face up in the draw (both players saw them)."""
    draw = view.draw if isinstance(view, BridgeView) else None
    taken = {card for cards in draw.taken for card in cards} if draw is not None else set()
    return {card for (seen, _), (full, _) in zip(holdings(view), holdings(game.full_view()), strict=True)
            for card in set(full) - set(seen) - taken if isinstance(card, Card)}


def shows(html: str, card: AnyCard) -> bool:
    """Whether ``html`` shows the card (a face, or its rank in its suit's row of a hand)."""
    if not isinstance(card, Card):  # a Wizard (W) or a Jester (N): its letter on its face
        return f">{card.code[0]}</" in html
    if _name(card) in html:
        return True
    row = re.search(rf'class="hm-suit {SUIT_NAMES[card.suit]}">.*?</span> ([^<]*)</div>', html)
    return row is not None and ("10" if card.rank == Rank.TEN else card.rank.letter) in row.group(1).split()


def view_stages() -> list[tuple[str, int, int]]:
    """(form, seed, steps): each form at its start, in the auction or bidding, in the play, over."""
    return [(form, seed, steps) for form in available_games() for seed, steps in
            ((1, 0), (2, 3), (3, 30), (4, 70), (5, 400))]


@pytest.mark.parametrize(("form", "seed", "steps"), view_stages(), ids=lambda v: str(v))
def test_view_html_of_every_form(form: str, seed: int, steps: int) -> None:
    options: dict[str, Any] = {"match": "deal"} if steps == 400 else {}
    if form == "boerenbridge":
        options = {"players": 3 + seed % 3, "match": "deal" if steps == 400 else "game"}
    game = new_game(form, seed=seed, **options)
    play(game, steps, random.Random(seed))
    for viewer in [*range(game.num_players), None]:
        view = game.full_view() if viewer is None else game.view(viewer)
        html = view_html(view)
        root = parse_fragment(html)
        assert root.get("class", "").split() == ["hm-view", f"game-{form}", f"phase-{view.phase.value}"]
        assert view._repr_html_() == html and view_html(view) == html
        seats = holdings(view)
        assert html.count('class="hm-seat ') == len(seats)
        turn = next(e for e in root.iter("div") if e.get("class") == "hm-turn")
        assert turn.text and turn.text.endswith(".")
        if viewer is not None:
            for card in hidden_cards(game, view):
                assert _name(card) not in html and f">{card}<" not in html, f"{card} shows to {viewer}"
        blocks = seat_blocks(html)
        for number, (cards, hidden) in enumerate(seats):
            block = markup(blocks[f"seat-{number}"])
            assert all(shows(block, card) for card in cards), f"seat {number} hides a card it shows"
            assert block.count('class="hm-back"') == hidden
        if isinstance(view, BridgeView) and view.contract is not None:
            assert "hm-contract-line" in html
        if view.trick:
            trick = next(e for e in root.iter("div") if e.get("class") == "hm-trick")
            assert markup(trick).count('class="hm-card-face') == len(view.trick)
        assert_offline_and_scriptless(html)


@pytest.mark.parametrize(("form", "options", "column"), [
    ("contract-bridge", {"first_dealer": 0}, 0), ("contract-bridge", {"first_dealer": 1}, 1),
    ("contract-bridge", {"first_dealer": 3}, 3), ("three-handed", {"first_dealer": 0}, 0),
    ("three-handed", {"first_dealer": 2}, 0), ("plain", {"first_dealer": 0}, 0),
    ("plain", {"first_dealer": 1, "dealer_calls_first": True}, 0),
    ("plain", {"first_dealer": 0, "dealer_calls_first": True}, 0),
    ("draw-tricks", {"first_dealer": 1}, 0),
])
def test_view_html_auction_starts_in_the_first_callers_column(form: str, options: dict[str, Any],
                                                               column: int) -> None:
    """Four players: the first call in its caller's column; fewer: the first column, its caller's."""
    game = new_game(form, seed=8, **options)
    while game.phase.value != "auction":
        game.apply(game.legal_actions()[0])
    first = game.current_player
    game.apply(game.legal_actions()[1])  # the lowest bid
    while game.phase.value == "auction":
        game.apply("Pass")
    for view in (game.view(0), game.full_view()):
        tables = parse_fragment(view_html(view)).iter("table")
        table = next(e for e in tables if e.get("class") == "hm-auction")
        first_row = auction_rows(markup(table))[0]
        assert [bool(cell) for cell in first_row].index(True) == column
        heads = auction_heads(markup(table))
        if len(heads) < 4:
            assert f"seat-{first}" in (heads[0].get("class") or "")
        dealer = next(th for th in heads if "hm-dealer" in (th.get("class") or ""))
        assert "".join(dealer.itertext()).endswith("dealer")


def test_view_html_contract_bridge_puts_the_viewer_at_the_bottom() -> None:
    game = new_game("contract-bridge", seed=3, first_dealer=1)
    for viewer, bottom in [(0, "north"), (1, "east"), (2, "south"), (3, "west"), (None, "south")]:
        view = game.full_view() if viewer is None else game.view(viewer)
        blocks = seat_blocks(view_html(view))
        at_bottom = [block.get("class", "").split()[2:4] for block in blocks.values()
                     if "bottom" in (block.get("class") or "")]
        assert at_bottom == [[bottom, "bottom"]]
        assert "hm-dealer" in (blocks["seat-1"].get("class") or "")


def turn_line(html: str) -> str:
    """The view's line that says whose turn it is, and to do what."""
    turn = next(e for e in parse_fragment(html).iter("div") if e.get("class") == "hm-turn")
    return "".join(turn.itertext())


def test_view_html_draw_state() -> None:
    game = new_game("draw", seed=5)
    html = view_html(game.view(game.current_player or 0))
    assert 'class="hm-turned"' in html and 'class="hm-stock"' in html
    assert f"{len(game.stock)} cards in the stock" in html
    assert turn_line(html) == "Player 0 to take or refuse the face-up ♦2."  # the view's one prompt
    game.apply("refuse")
    html = view_html(game.view(game.current_player or 0))
    assert 'class="hm-offered"' in html and turn_line(html) == "Player 1 to take or decline the refused ♦2."
    game.apply("take")
    assert turn_line(view_html(game.view(0))) == "Player 1 to discard a card, face down."
    discard = new_game("draw-discard", seed=5)
    actor = discard.current_player or 0
    draw = discard.view(actor).draw
    assert draw is not None and draw.top is not None and _name(draw.top) in view_html(discard.view(actor))
    assert turn_line(view_html(discard.view(actor))) == f"Player {actor} to keep or reject the top card."
    tricks = new_game("draw-tricks", seed=5)
    leader = tricks.current_player or 0
    assert turn_line(view_html(tricks.view(1 - leader))) == f"Player {leader} to lead to preliminary trick 1."
    assert _name(draw.top) not in view_html(discard.view(1 - actor))


def test_view_html_boerenbridge_shows_bids_trump_and_the_hook() -> None:
    game = new_game("boerenbridge", players=4, seed=1, first_dealer=3)
    for bid in (1, 0, 0):
        game.apply(bid)
    html = view_html(game.view(3))
    root = parse_fragment(html)
    assert "the dealer may not bid 0" in "".join(root.itertext())
    table = next(e for e in root.iter("table") if e.get("class") == "hm-bids-table")
    body = table.find("tbody")
    assert body is not None
    assert [["".join(c.itertext()) for c in row] for row in body] == [
        ["Player 0", "1", "0"], ["Player 1", "0", "0"], ["Player 2", "0", "0"], ["Player 3", "–", "0"]]
    view = game.view(3)
    if view.turned is not None:
        assert 'class="hm-trump-panel"' in html and "turned up" in html
    wizard = new_game("boerenbridge", players=3, seed=4, wizard=True)
    play(wizard, 12, random.Random(4))
    assert view_html(wizard.full_view()).startswith('<div class="hm-view game-boerenbridge')


def test_view_html_half_open_dummies_show_their_face_down_cards_as_backs() -> None:
    game = new_game("half-open", seed=6)
    view = game.view(0)
    html = view_html(view)
    for seat in (2, 3):
        block = markup(seat_blocks(html)[f"seat-{seat}"])
        assert block.count('class="hm-back"') == view.seats[seat].hidden == 6
    assert all(_name(card) not in html for card in game.covered)


@pytest.mark.parametrize(("seed", "trump"), [(3, "♣"), (1, None)])
def test_view_html_boerenbridge_names_the_trump_suit(seed: int, trump: str | None) -> None:
    game = new_game("boerenbridge", players=4, seed=seed, no_trump_rounds=[1] if trump is None else [])
    view = game.view(0)
    assert isinstance(view, BoerenbridgeView) and (view.trump.symbol if view.trump else None) == trump
    panel = next(e for e in parse_fragment(view_html(game.view(0))).iter("div")
                 if e.get("class") == "hm-trump-panel")
    text = "".join(panel.itertext())
    assert text.endswith(f"trumps: {trump}" if trump else "no trumps")


def test_a_half_open_view_draws_the_dummies_as_piles() -> None:
    game = new_game("half-open", seed=2, match="deal")
    html = game.view(0)._repr_html_()
    assert html.count("hm-pile covered") == 12  # six covered piles in each dummy
    for card in game.full_view().seats[2].cards:
        if card not in game.view(0).seats[2].cards:  # a face-down card is never named
            assert _name(card) not in html


def test_after_the_draw_the_view_shows_what_each_player_took_face_up_and_the_dead_pile() -> None:
    game = new_game("draw", seed=3, match="deal")
    rng = random.Random(1)
    while game.phase.value == "draw":
        assert "seen in the draw" not in view_html(game.view(0))
        game.apply(rng.choice(game.legal_actions()))
    view = game.view(0)
    root = parse_fragment(view_html(view))
    record = next(e for e in root.iter() if "hm-draw-record" in (e.get("class") or ""))
    lines = ["".join(e.itertext()) for e in record if "hm-taken" in (e.get("class") or "")]
    assert view.draw is not None
    for player, line in enumerate(lines):
        # What the log says each player took is what the panel shows.
        taken = [str(entry.card) for entry in view.log if entry.player == player and entry.action == TAKE]
        assert line.split() == ["Player", str(player), "took", *taken]
        assert taken == [str(card) for card in view.draw.taken[player]]
    dead = "".join(next(e for e in record if "hm-dead" in (e.get("class") or "")).itertext())
    assert dead.split()[3:] == [str(card) for card in view.draw.dead]
    plain = new_game("plain", seed=3, match="deal")
    assert "seen in the draw" not in view_html(plain.view(0))


def test_a_seat_with_only_face_down_cards_shows_the_backs_alone() -> None:
    html = deal_html([(Hand(), 3), Hand.parse("A.-.-.-")])
    assert "no cards" not in html and html.count('class="hm-back"') == 3
