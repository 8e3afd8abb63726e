"""Tests for honeymoon.cards: suits, ranks, cards, hands, decks and seeded deals.

Expected values are typed here from the rule texts ([honeymoon-fr], French; [honeymoon-de],
German) and from the usual Dutch card words, never computed with the code under test.
"""

from __future__ import annotations

import copy
import pickle
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from honeymoon.cards import (
    DECK,
    LANGUAGES,
    MAX_TEXT_LENGTH,
    Card,
    Hand,
    Rank,
    Suit,
    deal,
    make_rng,
    parse_card,
    shuffled,
    shuffled_deck,
)
from honeymoon.errors import ConfigError, HoneymoonError, NotationError

# --- typed tables -------------------------------------------------------------------------------

#: English rank letters, two to ace (PBN).
RANK_LETTERS = "23456789TJQKA"
#: Suits in bidding order with their symbol and English letter.
SUIT_TABLE = [(Suit.CLUBS, "♣", "C"), (Suit.DIAMONDS, "♦", "D"), (Suit.HEARTS, "♥", "H"),
              (Suit.SPADES, "♠", "S")]
RANKS = [Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE, Rank.SIX, Rank.SEVEN, Rank.EIGHT, Rank.NINE,
         Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE]

#: Jack, queen, king, ace per language ([honeymoon-fr]: "10, V, D, R, A"; [honeymoon-de]: "A K D B 10").
HONOR_LETTERS = {
    "en": {Rank.JACK: "J", Rank.QUEEN: "Q", Rank.KING: "K", Rank.ACE: "A"},
    "fr": {Rank.JACK: "V", Rank.QUEEN: "D", Rank.KING: "R", Rank.ACE: "A"},
    "de": {Rank.JACK: "B", Rank.QUEEN: "D", Rank.KING: "K", Rank.ACE: "A"},
    "nl": {Rank.JACK: "B", Rank.QUEEN: "V", Rank.KING: "H", Rank.ACE: "A"},
}
#: Suit letters per language: trèfle carreau cœur pique; Treff Karo Herz Pik; klaveren ruiten harten schoppen.
SUIT_LETTERS = {
    "en": {Suit.CLUBS: "C", Suit.DIAMONDS: "D", Suit.HEARTS: "H", Suit.SPADES: "S"},
    "fr": {Suit.CLUBS: "T", Suit.DIAMONDS: "K", Suit.HEARTS: "C", Suit.SPADES: "P"},
    "de": {Suit.CLUBS: "T", Suit.DIAMONDS: "K", Suit.HEARTS: "H", Suit.SPADES: "P"},
    "nl": {Suit.CLUBS: "K", Suit.DIAMONDS: "R", Suit.HEARTS: "H", Suit.SPADES: "S"},
}
SYMBOLS = {Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥", Suit.SPADES: "♠"}
LANGS = ["en", "fr", "de", "nl"]


def rank_written(rank: Rank, lang: str) -> str:
    """How a rank is written in ``lang`` (typed tables above; tens are "10")."""
    if rank in HONOR_LETTERS[lang]:
        return HONOR_LETTERS[lang][rank]
    return str(int(rank))


ALL_CARDS = [Card(suit, rank) for suit, _, _ in SUIT_TABLE for rank in RANKS]


def card_id(c: Card) -> str:
    return f"{RANK_LETTERS[c.rank - 2]}{SUIT_TABLE[c.suit][2]}"


# --- suits and ranks ----------------------------------------------------------------------------


@pytest.mark.parametrize(("suit", "symbol", "letter"), SUIT_TABLE, ids=lambda v: str(v))
def test_suit_symbol_letter_and_bidding_order(suit: Suit, symbol: str, letter: str) -> None:
    assert suit.symbol == symbol
    assert suit.letter == letter
    assert str(suit) == symbol
    assert Suit.parse(symbol) is suit
    assert Suit.parse(letter.lower()) is suit


def test_suit_order_majors_and_colours() -> None:
    assert Suit.CLUBS < Suit.DIAMONDS < Suit.HEARTS < Suit.SPADES
    assert [s for s in Suit if s.is_major] == [Suit.HEARTS, Suit.SPADES]
    assert [s for s in Suit if s.is_red] == [Suit.DIAMONDS, Suit.HEARTS]


@pytest.mark.parametrize("lang", LANGS)
def test_suit_parse_language_letters(lang: str) -> None:
    for suit, letter in SUIT_LETTERS[lang].items():
        assert Suit.parse(letter, lang=lang) is suit
        assert Suit.parse(f" {letter.lower()} ", lang=lang) is suit


@pytest.mark.parametrize("rank", RANKS, ids=lambda r: r.name)
def test_rank_letter_hcp_honor(rank: Rank) -> None:
    hcp_table = {Rank.ACE: 4, Rank.KING: 3, Rank.QUEEN: 2, Rank.JACK: 1}
    assert rank.letter == RANK_LETTERS[RANKS.index(rank)]
    assert rank.hcp == hcp_table.get(rank, 0)
    assert rank.is_honor == (rank in (Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE))
    assert int(rank) == RANKS.index(rank) + 2


@pytest.mark.parametrize("lang", LANGS)
def test_rank_text_and_parse_every_language(lang: str) -> None:
    for rank in RANKS:
        written = rank_written(rank, lang)
        if lang == "en" and rank == Rank.TEN:
            assert rank.text(lang) == "10"
        else:
            assert rank.text(lang) == written
        assert Rank.parse(written, lang=lang) is rank
        assert Rank.parse(written.lower(), lang=lang) is rank


def test_rank_t_is_ten_only_in_english() -> None:
    assert Rank.parse("T") is Rank.TEN
    for lang in ("fr", "de", "nl"):
        with pytest.raises(NotationError, match="as a rank"):
            Rank.parse("T", lang=lang)


# --- card parsing -------------------------------------------------------------------------------

PARSE_FORMS = [
    ("AS", Rank.ACE, Suit.SPADES),
    ("A♠", Rank.ACE, Suit.SPADES),
    ("♠A", Rank.ACE, Suit.SPADES),
    ("SA", Rank.ACE, Suit.SPADES),
    ("as", Rank.ACE, Suit.SPADES),
    ("sa", Rank.ACE, Suit.SPADES),
    (" A S ", Rank.ACE, Suit.SPADES),
    ("S A", Rank.ACE, Suit.SPADES),
    ("10S", Rank.TEN, Suit.SPADES),
    ("TS", Rank.TEN, Suit.SPADES),
    ("ts", Rank.TEN, Suit.SPADES),
    ("S10", Rank.TEN, Suit.SPADES),
    ("♠10", Rank.TEN, Suit.SPADES),
    ("10♠", Rank.TEN, Suit.SPADES),
    ("1 0 s", Rank.TEN, Suit.SPADES),
    ("7♥", Rank.SEVEN, Suit.HEARTS),
    ("♡7", Rank.SEVEN, Suit.HEARTS),
    ("2c", Rank.TWO, Suit.CLUBS),
    ("♧2", Rank.TWO, Suit.CLUBS),
    ("qd", Rank.QUEEN, Suit.DIAMONDS),
    ("♢Q", Rank.QUEEN, Suit.DIAMONDS),
    ("JH", Rank.JACK, Suit.HEARTS),
    ("KC", Rank.KING, Suit.CLUBS),
]


@pytest.mark.parametrize(("text", "rank", "suit"), PARSE_FORMS, ids=[f[0] for f in PARSE_FORMS])
def test_card_parse_english_forms(text: str, rank: Rank, suit: Suit) -> None:
    assert Card.parse(text) == Card(suit, rank)


LANG_FORMS = [
    # French: valet, dame, roi; pique, cœur, carreau, trèfle.
    ("fr", "VP", Rank.JACK, Suit.SPADES),
    ("fr", "PV", Rank.JACK, Suit.SPADES),
    ("fr", "DC", Rank.QUEEN, Suit.HEARTS),
    ("fr", "CD", Rank.QUEEN, Suit.HEARTS),
    ("fr", "RK", Rank.KING, Suit.DIAMONDS),
    ("fr", "AT", Rank.ACE, Suit.CLUBS),
    ("fr", "10C", Rank.TEN, Suit.HEARTS),
    ("fr", "r♠", Rank.KING, Suit.SPADES),
    # German: Bube, Dame, König; Pik, Herz, Karo, Treff.
    ("de", "BH", Rank.JACK, Suit.HEARTS),
    ("de", "DP", Rank.QUEEN, Suit.SPADES),
    ("de", "KK", Rank.KING, Suit.DIAMONDS),
    ("de", "KP", Rank.KING, Suit.SPADES),
    ("de", "PK", Rank.KING, Suit.SPADES),
    ("de", "KT", Rank.KING, Suit.CLUBS),
    ("de", "10T", Rank.TEN, Suit.CLUBS),
    # Dutch: boer, vrouw, heer; schoppen, harten, ruiten, klaveren.
    ("nl", "HH", Rank.KING, Suit.HEARTS),
    ("nl", "VS", Rank.QUEEN, Suit.SPADES),
    ("nl", "BR", Rank.JACK, Suit.DIAMONDS),
    ("nl", "HK", Rank.KING, Suit.CLUBS),
    ("nl", "KH", Rank.KING, Suit.CLUBS),
    ("nl", "AK", Rank.ACE, Suit.CLUBS),
    ("nl", "H10", Rank.TEN, Suit.HEARTS),
]


@pytest.mark.parametrize(("lang", "text", "rank", "suit"), LANG_FORMS,
                         ids=[f"{f[0]}-{f[1]}" for f in LANG_FORMS])
def test_card_parse_other_languages(lang: str, text: str, rank: Rank, suit: Suit) -> None:
    assert Card.parse(text, lang=lang) == Card(suit, rank)
    assert Card.parse(text.lower(), lang=lang) == Card(suit, rank)


@pytest.mark.parametrize("lang", LANGS)
def test_every_card_every_form_every_language(lang: str) -> None:
    for c in ALL_CARDS:
        rank = rank_written(c.rank, lang)
        suit = SUIT_LETTERS[lang][c.suit]
        symbol = SYMBOLS[c.suit]
        forms = [rank + suit, suit + rank, rank + symbol, symbol + rank,
                 (rank + suit).lower(), (suit + rank).lower(), f" {rank} {suit} ", f"{symbol} {rank}"]
        for form in forms:
            assert Card.parse(form, lang=lang) == c, (lang, form)


@pytest.mark.parametrize("c", ALL_CARDS, ids=card_id)
def test_card_round_trips_str_code_text(c: Card) -> None:
    letter = RANK_LETTERS[c.rank - 2]
    suit_letter = SUIT_TABLE[c.suit][2]
    assert c.code == letter + suit_letter
    assert str(c) == SYMBOLS[c.suit] + ("10" if c.rank == Rank.TEN else letter)
    assert Card.parse(str(c)) == c
    assert Card.parse(c.code) == c
    for lang in LANGS:
        written = c.text(lang)
        assert written[0] == SYMBOLS[c.suit]
        if lang != "en":
            assert written == SYMBOLS[c.suit] + rank_written(c.rank, lang)
        assert Card.parse(written, lang=lang) == c


def test_card_text_examples() -> None:
    assert Card(Suit.SPADES, Rank.KING).text("fr") == "♠R"
    assert Card(Suit.SPADES, Rank.JACK).text("de") == "♠B"
    assert Card(Suit.HEARTS, Rank.QUEEN).text("nl") == "♥V"
    assert Card(Suit.CLUBS, Rank.TEN).text("fr") == "♣10"
    assert str(Card.parse("VP", lang="fr")) == "♠J"


def test_card_order_hcp_and_deck() -> None:
    assert tuple(ALL_CARDS) == DECK
    assert len(DECK) == 52 and len(set(DECK)) == 52
    assert sorted(DECK) == list(DECK)
    assert Card.parse("AC") < Card.parse("2D") < Card.parse("AH") < Card.parse("2S")
    assert sum(c.hcp for c in DECK) == 40
    assert [c.hcp for c in DECK if c.suit == Suit.SPADES] == [0] * 9 + [1, 2, 3, 4]


def test_card_is_a_frozen_hashable_value() -> None:
    c = Card.parse("7H")
    with pytest.raises(AttributeError, match="cannot be changed"):
        c.rank = Rank.ACE  # type: ignore[misc]
    with pytest.raises(AttributeError, match="cannot be changed"):
        c.colour = "red"  # type: ignore[attr-defined]
    with pytest.raises(AttributeError, match="cannot be changed"):
        del c.suit
    assert c.rank is Rank.SEVEN
    assert c is Card(Suit.HEARTS, Rank.SEVEN)
    assert pickle.loads(pickle.dumps(c)) is c
    assert copy.deepcopy(c) is c
    assert c == Card(Suit.HEARTS, Rank.SEVEN)
    assert hash(c) == hash(Card(Suit.HEARTS, Rank.SEVEN))
    assert len({Card.parse("7H"), Card.parse("♥7"), Card.parse("h7")}) == 1


@pytest.mark.parametrize("c", ALL_CARDS, ids=card_id)
def test_card_repr_rebuilds(c: Card) -> None:
    assert eval(repr(c), {"Card": Card}) == c


BAD_CARDS = ["", "ZZ", "A", "S", "AX", "1S", "11S", "0S", "AA", "SS", "10", "ASS", "AKS", "♠♠", "♠",
             "XS", "15H", "A♠♥", "♠A♥", "AS KS", "joker"]


@pytest.mark.parametrize("text", BAD_CARDS)
def test_card_parse_rejects_nonsense(text: str) -> None:
    with pytest.raises(NotationError) as error:
        Card.parse(text)
    assert repr(text) in str(error.value)
    assert "card" in str(error.value)


@pytest.mark.parametrize(("lang", "text"), [
    ("fr", "TS"),      # T is trèfle in French, S no French suit
    ("fr", "JS"),      # J and S are English only
    ("de", "QH"),
    ("nl", "KS"),      # K is klaveren, S schoppen: no rank
    ("en", "VP"),      # French letters in English
    ("en", "RC"),
])
def test_card_parse_letters_of_another_language_rejected(lang: str, text: str) -> None:
    with pytest.raises(NotationError, match="as a card"):
        Card.parse(text, lang=lang)


#: What is no language: unknown codes, and values of other types (unhashable ones too).
NOT_LANGUAGES = ["xx", "EN", "es", "", "english", None, 1, [], ["en"], {"en": 1}, b"en", ("en",)]


@pytest.mark.parametrize("lang", NOT_LANGUAGES, ids=repr)
def test_wrong_language_code(lang: str) -> None:
    """A language that is not one is a mistake in the arguments: a ConfigError, whatever its type."""
    for parse in (Card.parse, Hand.parse, Suit.parse, Rank.parse, parse_card):
        with pytest.raises(ConfigError, match="unknown language"):
            parse("A", lang=lang)


@pytest.mark.parametrize("lang", NOT_LANGUAGES, ids=repr)
def test_writing_in_a_wrong_language_is_a_config_error(lang: str) -> None:
    """Rank.text, Card.text and Hand.holding must refuse an unknown language like parse does."""
    hand = Hand.parse("AKT..2.")
    calls = [lambda: Rank.KING.text(lang), lambda: Rank.TEN.text(lang),
             lambda: Card.parse("KS").text(lang), lambda: hand.holding(Suit.SPADES, lang=lang)]
    for write in calls:
        with pytest.raises(ConfigError, match="unknown language"):
            write()


@pytest.mark.parametrize("value", [None, 10, b"AS"], ids=repr)
def test_parsers_refuse_non_text_with_a_notation_error(value: object) -> None:
    for parse in (Card.parse, Hand.parse, Suit.parse, Rank.parse):
        with pytest.raises(NotationError):
            parse(value)  # type: ignore[arg-type]


@pytest.mark.parametrize(("suit", "rank"), [
    (Suit.HEARTS, 1), (Suit.HEARTS, 15), ("H", Rank.ACE), (7, Rank.ACE), (Suit.HEARTS, "A"),
], ids=["rank-1", "rank-15", "suit-text", "suit-7", "rank-text"])
def test_card_constructor_refuses_what_is_no_card(suit: object, rank: object) -> None:
    """Bid and Contract validate their fields; a Card built from junk must not exist either."""
    with pytest.raises(NotationError):
        Card(suit, rank)  # type: ignore[arg-type]


@settings(max_examples=800, deadline=None, derandomize=True)
@given(st.text(max_size=6))
def test_card_parse_fuzz_only_notation_errors(text: str) -> None:
    try:
        result = Card.parse(text)
    except NotationError:
        return
    assert isinstance(result, Card)
    assert result in DECK


# --- hands --------------------------------------------------------------------------------------

EXAMPLE = "AKQ.JT9.8765.432"
EXAMPLE_CARDS = ["♠A", "♠K", "♠Q", "♥J", "♥10", "♥9", "♦8", "♦7", "♦6", "♦5", "♣4", "♣3", "♣2"]


@pytest.mark.parametrize("text", [
    "AKQ.JT9.8765.432",
    "akq.jt9.8765.432",
    "AKQ.J109.8765.432",
    " AKQ . JT9 . 8765 . 432 ",
    "S:AKQ H:JT9 D:8765 C:432",
    "s:akq h:jt9 d:8765 c:432",
    "C:432 D:8765 H:JT9 S:AKQ",
    "S: AKQ  H: J 10 9  D: 8765  C: 432",
    "♠AKQ ♥JT9 ♦8765 ♣432",
    "♠ AKQ ♥ J109 ♦ 8765 ♣ 432",
    "♣432 ♠AKQ ♦8765 ♥JT9",
    "♠AKQ♥JT9♦8765♣432",
])
def test_hand_parse_forms(text: str) -> None:
    hand = Hand.parse(text)
    assert [str(c) for c in hand] == EXAMPLE_CARDS
    assert len(hand) == 13
    assert str(hand) == EXAMPLE
    assert hand.pbn() == EXAMPLE
    assert hand.pbn_sections() == "S:AKQ H:JT9 D:8765 C:432"


@pytest.mark.parametrize(("lang", "text"), [
    ("fr", "P:ARD C:V109 K:8765 T:432"),
    ("fr", "ARD.V109.8765.432"),
    ("fr", "♠ARD ♥V109 ♦8765 ♣432"),
    ("de", "P:AKD H:B109 K:8765 T:432"),
    ("de", "AKD.B109.8765.432"),
    ("nl", "S:AHV H:B109 R:8765 K:432"),
    ("nl", "AHV.B109.8765.432"),
])
def test_hand_parse_other_languages(lang: str, text: str) -> None:
    assert Hand.parse(text, lang=lang) == Hand.parse(EXAMPLE)


@pytest.mark.parametrize("text", [
    "AKQJT98765432...",
    "AKQJT98765432.-.-.-",
    "AKQJT98765432.—..-",
    "S:AKQJT98765432 H:- D:- C:-",
    "S:AKQJT98765432 H: D: C:",
    "S:AKQJT98765432",
    "♠AKQJT98765432 ♥- ♦ ♣-",
    "♠AKQJ1098765432",
])
def test_hand_parse_voids(text: str) -> None:
    hand = Hand.parse(text)
    assert len(hand) == 13
    assert all(c.suit == Suit.SPADES for c in hand)
    assert hand.pbn() == "AKQJT98765432..."
    assert hand.pbn_sections() == "S:AKQJT98765432 H:- D:- C:-"
    assert [hand.length(s) for s in (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)] == [13, 0, 0, 0]
    assert hand.holding(Suit.HEARTS) == "-"


def test_hand_accessors() -> None:
    hand = Hand.parse("AKT2.Q.-.J9876543")
    assert hand.suit(Suit.SPADES) == (Card.parse("AS"), Card.parse("KS"), Card.parse("TS"), Card.parse("2S"))
    assert hand.suit(Suit.DIAMONDS) == ()
    assert hand.holding(Suit.SPADES) == "AKT2"
    assert hand.holding(Suit.SPADES, lang="fr") == "AR102"
    assert hand.holding(Suit.CLUBS, lang="de") == "B9876543"
    assert hand.holding(Suit.DIAMONDS, lang="nl") == "-"
    assert hand.length(Suit.CLUBS) == 8
    assert hand.hcp == 4 + 3 + 2 + 1
    assert Card.parse("QH") in hand and Card.parse("QD") not in hand
    assert "QH" not in hand  # text is not a card
    assert hand.cards == frozenset(Card.parse(c) for c in
                                   ["AS", "KS", "TS", "2S", "QH", "JC", "9C", "8C", "7C", "6C", "5C",
                                    "4C", "3C"])


def test_hand_equality_hash_and_order_independence() -> None:
    cards = [Card.parse(c) for c in ["AS", "KS", "QS", "JH", "TH", "9H", "8D", "7D", "6D", "5D",
                                     "4C", "3C", "2C"]]
    shuffled = cards[:]
    random.Random(3).shuffle(shuffled)
    forms = [Hand(cards), Hand(shuffled), Hand(iter(cards)), Hand.parse(EXAMPLE),
             Hand.parse("S:AKQ H:JT9 D:8765 C:432"), Hand.parse("♠AKQ ♥JT9 ♦8765 ♣432")]
    assert all(form == forms[0] for form in forms)
    assert len({hash(form) for form in forms}) == 1
    assert len(set(forms)) == 1
    assert {forms[0]: "x"}[forms[-1]] == "x"
    assert Hand.parse(EXAMPLE) != Hand.parse("AKQ.JT9.8765.43")
    assert Hand.parse(EXAMPLE) != frozenset(cards)
    assert Hand() == Hand.parse("...") and len(Hand()) == 0


def test_hand_is_immutable() -> None:
    hand = Hand.parse(EXAMPLE)
    before = hand.cards
    with pytest.raises(AttributeError):
        hand.cards = frozenset()  # type: ignore[misc]
    with pytest.raises(AttributeError):
        hand.extra = 1  # type: ignore[attr-defined]
    assert not hasattr(hand.cards, "add")
    smaller = hand.without(Card.parse("AS"), Card.parse("2C"))
    bigger = smaller.adding(Card.parse("AS"))
    assert hand.cards == before and len(hand) == 13
    assert smaller is not hand and len(smaller) == 11 and Card.parse("AS") not in smaller
    assert bigger is not smaller and len(bigger) == 12 and len(smaller) == 11
    assert bigger.adding(Card.parse("2C")) == hand


def test_hand_without_and_adding_refuse_with_hand_unchanged() -> None:
    hand = Hand.parse(EXAMPLE)
    with pytest.raises(NotationError, match="not in the hand"):
        hand.without(Card.parse("2S"))
    with pytest.raises(NotationError, match="twice"):
        hand.adding(Card.parse("AS"))
    with pytest.raises(NotationError, match="holds cards"):
        hand.adding("2S")  # type: ignore[arg-type]
    with pytest.raises(NotationError, match="holds cards"):
        Hand(["AS"])  # type: ignore[list-item]
    with pytest.raises(NotationError, match="♠A appears twice"):
        Hand([Card.parse("AS"), Card.parse("KS"), Card.parse("AS")])
    assert hand == Hand.parse(EXAMPLE) and len(hand) == 13


@pytest.mark.parametrize("text", [
    "AKQ.JT9.8765.432", "...", "AKQJT98765432...", "2.3.4.5", "AKQJT98765432.AKQJT98765432..",
])
def test_hand_repr_rebuilds(text: str) -> None:
    hand = Hand.parse(text)
    assert eval(repr(hand), {"Hand": Hand}) == hand


BAD_HANDS = [
    ("AKQ.JT9.8765.43Z", "'Z' is not a rank"),
    ("AKQ.JT9.8765", "three dots"),
    ("AKQ.JT9.8765.432.2", "three dots"),             # five suits, dotted
    ("AKQ..JT9.8765.432", "three dots"),              # too many dots
    ("S:AKQ H:JT9 D:8765 C:432 S:2", "given twice"),  # five suits, sectioned
    ("♠AKQ ♥JT9 ♠2", "given twice"),
    ("AA...", "twice"),                               # duplicate card
    ("S:AKA", "twice"),
    ("AKQ.JT9.8765.4321", "is not a rank"),
    ("AKQ.JT19.8765.432", "is not a rank"),
    ("hello", "cannot read 'hello' as a hand"),
    ("12345", "cannot read '12345' as a hand"),
    ("::", "cannot read"),
    ("S:AKQ X:2", "is not a rank"),
    ("AKQ JT9 8765 432", "cannot read"),
]


@pytest.mark.parametrize(("text", "message"), BAD_HANDS, ids=[b[0] for b in BAD_HANDS])
def test_hand_parse_rejects(text: str, message: str) -> None:
    with pytest.raises(NotationError) as error:
        Hand.parse(text)
    assert message in str(error.value)


def test_hand_parse_rejects_letters_of_another_language() -> None:
    with pytest.raises(NotationError, match="is not a rank"):
        Hand.parse("AKQ.JT9.8765.432", lang="fr")  # no T (ten) and no J/Q/K in French
    with pytest.raises(NotationError):
        Hand.parse("S:AKQ H:JT9 D:8765 C:432", lang="nl")  # D is no Dutch suit


@st.composite
def hands(draw: st.DrawFn) -> Hand:
    return Hand(draw(st.lists(st.sampled_from(ALL_CARDS), unique=True, max_size=52)))


@settings(max_examples=400, deadline=None)
@given(hands(), st.sampled_from(LANGS))
def test_hand_round_trips_every_notation(hand: Hand, lang: str) -> None:
    assert Hand.parse(hand.pbn()) == hand
    assert Hand.parse(hand.pbn_sections()) == hand
    order = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
    symbols = " ".join(SYMBOLS[s] + hand.holding(s, lang=lang) for s in order)
    assert Hand.parse(symbols, lang=lang) == hand
    sections = " ".join(f"{SUIT_LETTERS[lang][s]}:{hand.holding(s, lang=lang)}" for s in order)
    assert Hand.parse(sections, lang=lang) == hand
    dotted = ".".join(hand.holding(s, lang=lang) for s in order)
    assert Hand.parse(dotted, lang=lang) == hand
    assert sum(hand.length(s) for s in Suit) == len(hand)
    assert list(hand) == sorted(hand, key=lambda c: (-order.index(c.suit), c.rank), reverse=True)


@settings(max_examples=800, deadline=None, derandomize=True)
@given(st.text(alphabet="AKQJT9876543210.:-SHDCshdcx ♠♥♦♣♤", max_size=30))
def test_hand_parse_fuzz_only_notation_errors(text: str) -> None:
    try:
        hand = Hand.parse(text)
    except NotationError as error:
        assert str(error)
        return
    assert all(c in DECK for c in hand)


# --- decks and deals ----------------------------------------------------------------------------


def keyed_order(seed: int) -> list[Card]:
    """The documented shuffle, redone with the standard library: a random key per card, in
    deck order, and the cards sorted by their keys."""
    rng = random.Random(seed)
    keys = [rng.random() for _ in ALL_CARDS]
    return [card for _, card in sorted(zip(keys, ALL_CARDS, strict=True))]


def test_shuffled_deck_is_seeded_and_independent_of_the_library() -> None:
    for seed in (0, 1, 7, 2024):
        assert shuffled_deck(seed) == keyed_order(seed)
        assert shuffled_deck(seed) == shuffled_deck(random.Random(seed))


def test_every_position_is_equally_likely() -> None:
    """Where the ♠A and the ♣2 land in 26,000 shuffles: a chi-square test over the 52
    places (51 degrees of freedom; 87 is the 0.1 % critical value), and each card comes
    before the other about half the time."""
    rng = random.Random(77)
    ace, two = Card.parse("AS"), Card.parse("2C")
    places = {ace: [0] * 52, two: [0] * 52}
    ace_first = 0
    rounds = 26_000
    for _ in range(rounds):
        order = shuffled(ALL_CARDS, rng)
        where = {card: order.index(card) for card in (ace, two)}
        for card, place in where.items():
            places[card][place] += 1
        ace_first += where[ace] < where[two]
    expected = rounds / 52
    for counts in places.values():
        assert sum((n - expected) ** 2 / expected for n in counts) < 87
    assert abs(ace_first / rounds - 0.5) < 0.02


def test_different_seeds_give_different_orders() -> None:
    orders = {tuple(shuffled_deck(seed)) for seed in range(300)}
    assert len(orders) == 300
    hands = {deal(seed=seed).hands for seed in range(300)}
    assert len(hands) == 300


def test_deal_is_reproducible_and_deals_one_card_at_a_time() -> None:
    assert deal(seed=7) == deal(seed=7)
    assert deal(seed=7).hands != deal(seed=8).hands
    deck = keyed_order(11)
    two = deal(seed=11, hands=2)
    assert two.hands == (Hand(deck[0:26:2]), Hand(deck[1:26:2]))
    assert two.rest == tuple(deck[26:])


def test_deal_with_an_injected_rng_draws_from_it() -> None:
    rng = random.Random(5)
    first, second = deal(rng), deal(rng)
    assert first != second
    again = random.Random(5)
    assert (deal(again), deal(again)) == (first, second)
    assert make_rng(rng) is rng


@pytest.mark.parametrize(("hands", "size", "rest"), [(4, 13, 0), (2, 13, 26), (3, 16, 4), (1, 52, 0),
                                                     (5, 10, 2), (4, 0, 52)],
                         ids=["4x13", "2x13+26", "3x16+4-widow", "1x52", "5x10+2", "4x0"])
def test_deal_sizes_and_each_card_once(hands: int, size: int, rest: int) -> None:
    for seed in range(300):
        dealt = deal(seed=seed, hands=hands, size=size)
        assert len(dealt.hands) == hands
        assert [len(h) for h in dealt.hands] == [size] * hands
        assert len(dealt.rest) == rest
        everything = [c for h in dealt.hands for c in h] + list(dealt.rest)
        assert len(everything) == 52
        assert set(everything) == set(ALL_CARDS)


@settings(max_examples=1000, deadline=None)
@given(st.integers(min_value=0, max_value=2**64))
def test_every_deal_deals_every_card_exactly_once(seed: int) -> None:
    d = deal(seed=seed)
    cards = [c for h in d.hands for c in h]
    assert len(cards) == 52 and len(set(cards)) == 52
    assert d.rest == ()
    assert sum(h.hcp for h in d.hands) == 40


def test_default_deal_is_four_hands_of_thirteen() -> None:
    d = deal(seed=1)
    assert [len(h) for h in d.hands] == [13, 13, 13, 13]
    assert isinstance(d.hands, tuple)


@pytest.mark.parametrize(("kwargs", "message"), [
    ({"hands": 0}, "cannot deal 0 hands"),
    ({"hands": -1}, "cannot deal"),
    ({"size": -1}, "cannot deal"),
    ({"hands": 5}, "cannot deal 5 hands of 13 cards"),
    ({"hands": 3, "size": 18}, "cannot deal"),
    ({"seed": True}, "whole number"),
    ({"seed": 1.5}, "whole number"),
    ({"seed": "7"}, "whole number"),
], ids=["no-hands", "negative-hands", "negative-size", "too-many-hands", "54-cards", "seed-bool",
        "seed-float", "seed-text"])
def test_deal_bad_arguments(kwargs: dict[str, object], message: str) -> None:
    with pytest.raises(NotationError, match=message):
        deal(**kwargs)  # type: ignore[arg-type]


@pytest.mark.parametrize("kwargs", [{"hands": "2"}, {"hands": 2.5}, {"size": 13.0}, {"size": "13"}],
                         ids=["hands-text", "hands-float", "size-float", "size-text"])
def test_deal_refuses_non_integer_counts_with_a_library_error(kwargs: dict[str, object]) -> None:
    with pytest.raises(HoneymoonError):
        deal(seed=1, **kwargs)  # type: ignore[arg-type]


def test_shuffled_deck_bad_seed() -> None:
    with pytest.raises(NotationError, match="whole number"):
        shuffled_deck("abc")  # type: ignore[arg-type]


def test_languages_constant() -> None:
    assert tuple(LANGS) == LANGUAGES


def test_every_card_is_true_even_the_club_two_whose_number_is_zero() -> None:
    assert int(Card.parse("2C")) == 0
    assert all(bool(card) for card in DECK)
    assert (Card.parse("2C") or None) is Card.parse("2C")


def test_every_suit_and_strain_is_true_even_those_numbered_0() -> None:
    # `trump or "no trumps"` must not read clubs as no trumps.
    from honeymoon.calls import Strain

    assert all(bool(suit) for suit in Suit) and all(bool(strain) for strain in Strain)
    assert (Suit.CLUBS or "no trumps") is Suit.CLUBS


# --- wrong types and text too long to read --------------------------------------------------------------


@pytest.mark.parametrize("parse", [Card.parse, Hand.parse, Suit.parse, Rank.parse, parse_card],
                         ids=lambda f: f.__qualname__)
def test_text_over_the_limit_is_refused_before_it_is_read(parse: object) -> None:
    """A hand of 100,000 characters took seconds to refuse; now any text over MAX_TEXT_LENGTH is
    refused at once, and the message shows its start only."""
    for text in ("S:" + "A" * 100_000, "ace of spades " * 20, " " * MAX_TEXT_LENGTH + "A"):
        with pytest.raises(NotationError, match=f"at most {MAX_TEXT_LENGTH}") as caught:
            parse(text)  # type: ignore[operator]
        assert len(str(caught.value)) < 300
    assert Card.parse(" " * (MAX_TEXT_LENGTH - 2) + "AS") is Card.parse("AS")


@pytest.mark.parametrize("cards", [None, 5, "AKQ.JT9.8765.432", object()],
                         ids=["None", "int", "text", "object"])
def test_a_hand_is_made_of_cards(cards: object) -> None:
    with pytest.raises(NotationError, match="a hand is made of cards"):
        Hand(cards)  # type: ignore[arg-type]


def test_a_hand_answers_whether_it_holds_anything() -> None:
    hand = Hand.parse("AK.-.-.-")
    assert [] not in hand and "AS" not in hand and None not in hand and Card.parse("AS") in hand
    with pytest.raises(NotationError, match=r"\[\] is not in the hand"):
        hand.without([])  # type: ignore[arg-type]


@pytest.mark.parametrize("rng", [None, 3, "seed", random], ids=["None", "int", "text", "module"])
def test_shuffled_takes_a_random_source(rng: object) -> None:
    with pytest.raises(NotationError, match=r"random\.Random"):
        shuffled(DECK, rng)  # type: ignore[arg-type]
