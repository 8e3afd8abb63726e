"""Reading what learners write in English, French, German and Dutch.

Calls, strains, suits, ranks, cards, hands and contracts typed as people type them: words,
emoji with a variation selector (``♥️``), full-width characters (``３♠``), non-breaking spaces,
any case. Expected values are typed here by hand, never computed with the code under test,
from the rule texts' own words, cited by their keys:

- [honeymoon-fr]: Honeymoon Bridge, in French;
- [bridge-fr]: contract bridge, in French;
- [honeymoon-de]: Honeymoon Bridge, in German;
- [boerenbridge-fr]: Boerenbridge, in French with Dutch words.

English words and the Dutch bridge words no text uses (harten, doublet, pas…) are the usual ones.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

import pytest

import honeymoon.cards
from honeymoon.calls import DOUBLE, PASS, REDOUBLE, Bid, Contract, Doubling, Strain, parse_call
from honeymoon.cards import Card, Hand, Rank, Suit, normalize_text
from honeymoon.errors import NotationError

C, D, H, S, NT = Strain.CLUBS, Strain.DIAMONDS, Strain.HEARTS, Strain.SPADES, Strain.NOTRUMP


class PBN(NamedTuple):
    """The hand a text must read as, in dotted PBN (spades.hearts.diamonds.clubs)."""

    dotted: str


def card(suit: Suit, rank: Rank) -> Card:
    return Card(suit, rank)


EXAMPLE = PBN("AKQ.JT9.8765.432")
TOP = PBN("AKQ.JT9..")

# --- one table per language: (text, what it reads as) -------------------------------------------

ENGLISH: list[tuple[str, object]] = [
    # calls
    ("pass", PASS), ("P", PASS), ("-", PASS), ("No bid", PASS), ("  PASS  ", PASS),
    ("x", DOUBLE), ("double", DOUBLE), ("Dbl", DOUBLE), ("Ｘ", DOUBLE),
    ("xx", REDOUBLE), ("Redouble", REDOUBLE), ("RDBL", REDOUBLE), ("ＸＸ", REDOUBLE),
    ("1 NT", Bid(1, NT)), ("2 NT", Bid(2, NT)), ("1N", Bid(1, NT)), ("3 no trump", Bid(3, NT)),
    ("1 spade", Bid(1, S)), ("2 hearts", Bid(2, H)), ("three diamonds", Bid(3, D)),
    ("Seven Clubs", Bid(7, C)), ("two no-trumps", Bid(2, NT)), ("2C", Bid(2, C)),
    ("３♠️", Bid(3, S)), ("１ＮＴ", Bid(1, NT)), ("2\u00a0♥︎", Bid(2, H)), ("4 ♠️", Bid(4, S)),
    ("3❤️", Bid(3, H)), ("6♤", Bid(6, S)),
    # strains, suits, ranks
    ("spades", S), ("No Trump", NT), ("♦️", D), ("clubs", C),
    ("hearts", Suit.HEARTS), ("♥️", Suit.HEARTS), ("Diamond", Suit.DIAMONDS), ("C", Suit.CLUBS),
    ("queen", Rank.QUEEN), ("ten", Rank.TEN), ("T", Rank.TEN), ("Ｋ", Rank.KING),
    # cards
    ("ace of spades", card(Suit.SPADES, Rank.ACE)), ("King of Hearts", card(Suit.HEARTS, Rank.KING)),
    ("the queen of diamonds", card(Suit.DIAMONDS, Rank.QUEEN)),
    ("jack of clubs", card(Suit.CLUBS, Rank.JACK)), ("ten of spades", card(Suit.SPADES, Rank.TEN)),
    ("A♠️", card(Suit.SPADES, Rank.ACE)), ("3♠️", card(Suit.SPADES, Rank.THREE)),
    ("Ｑ♥", card(Suit.HEARTS, Rank.QUEEN)), ("１０♣", card(Suit.CLUBS, Rank.TEN)),
    ("K♡️", card(Suit.HEARTS, Rank.KING)), ("TS", card(Suit.SPADES, Rank.TEN)),
    ("S10", card(Suit.SPADES, Rank.TEN)), ("♠\u00a0A", card(Suit.SPADES, Rank.ACE)),
    # hands
    ("♠️AKQ ♥️JT9 ♦️8765 ♣️432", EXAMPLE), ("ＡＫＱ.ＪＴ９.８７６５.４３２", EXAMPLE),
    ("spades: AKQ hearts: JT9", TOP), ("S:AKQ\u00a0H:JT9\u3000D:8765 C:432", EXAMPLE),
    # contracts
    ("4♠️X", Contract(4, S, Doubling.DOUBLED)), ("３ＮＴ", Contract(3, NT)),
    ("6♥️xx", Contract(6, H, Doubling.REDOUBLED)),
]

FRENCH: list[tuple[str, object]] = [
    # calls: bridge-fr, « Si l'on ne veut pas faire d'enchère, on "Passe" », and its auction
    # table writes a pass "-"; honeymoon-fr, « un joueur peut Passer, Enchérir …, Contrer …, ou Surcontrer »
    ("passe", PASS), ("Passe", PASS), ("Passer", PASS), ("-", PASS),
    # honeymoon-fr « Contré : × 2 points de contrat. Surcontré : × 4 »
    ("contre", DOUBLE), ("Contre", DOUBLE), ("Contrer", DOUBLE), ("contré", DOUBLE),
    ("surcontre", REDOUBLE), ("Surcontrer", REDOUBLE), ("Surcontré", REDOUBLE),
    # bridge-fr, « 1 Trèfle, 1 Carreau, 1 Cœur, 1 Pique, 1 Sans-Atout 2 Trèfles, 2 Carreaux, 2 Cœurs,
    # 2 Piques, 2 Sans-Atout 3 Trèfles, etc. jusqu' 7 Sans-Atout »
    ("1 Trèfle", Bid(1, C)), ("1 Carreau", Bid(1, D)), ("1 Cœur", Bid(1, H)), ("1 Pique", Bid(1, S)),
    ("1 Sans-Atout", Bid(1, NT)), ("2 Trèfles", Bid(2, C)), ("2 Carreaux", Bid(2, D)),
    ("2 Cœurs", Bid(2, H)), ("2 Piques", Bid(2, S)), ("2 Sans-Atout", Bid(2, NT)),
    ("3 Sans-Atout", Bid(3, NT)), ("4 Piques", Bid(4, S)), ("7 Sans-Atout", Bid(7, NT)),
    ("1 Trêfle", Bid(1, C)),  # bridge-fr also spells it « Trêfle »
    ("1SA", Bid(1, NT)), ("6SA", Bid(6, NT)),  # bridge-fr's table and « 6SA »
    ("7SA", Bid(7, NT)), ("3♠", Bid(3, S)),  # honeymoon-fr « 1♣ jusqu'à 7SA », « Un contrat de 3♠ »
    ("1 sans atout", Bid(1, NT)), ("1 SA", Bid(1, NT)), ("2 coeurs", Bid(2, H)),
    ("deux cœurs", Bid(2, H)), ("deux coeurs", Bid(2, H)), ("un pique", Bid(1, S)),
    ("trois sans-atout", Bid(3, NT)), ("quatre piques", Bid(4, S)), ("cinq carreaux", Bid(5, D)),
    ("six trèfles", Bid(6, C)), ("sept trefles", Bid(7, C)),
    ("2C", Bid(2, H)), ("5T", Bid(5, C)), ("1K", Bid(1, D)), ("3P", Bid(3, S)),  # letters: cœur, trèfle…
    ("３ＳＡ", Bid(3, NT)), ("2 ♥️", Bid(2, H)), ("4\u00a0PIQUES", Bid(4, S)),
    # strains and suits: bridge-fr « les Piques, les Cœurs, les Carreaux et les Trèfles »,
    # honeymoon-fr « Sans-Atout (SA) »
    ("Sans-Atout", NT), ("SA", NT), ("Piques", S), ("Cœurs", H), ("Carreaux", D), ("Trèfles", C),
    ("C", H), ("Pique", Suit.SPADES), ("coeur", Suit.HEARTS), ("carreau", Suit.DIAMONDS),
    ("trefle", Suit.CLUBS), ("K", Suit.DIAMONDS), ("T", Suit.CLUBS),
    # ranks: bridge-fr « l'As, puis le Roi, la Dame, le Valet, le 10 »; honeymoon-fr « V, D, R, A »
    ("As", Rank.ACE), ("Roi", Rank.KING), ("Dame", Rank.QUEEN), ("Valet", Rank.JACK),
    ("R", Rank.KING), ("V", Rank.JACK), ("dix", Rank.TEN),
    # cards
    ("roi de pique", card(Suit.SPADES, Rank.KING)), ("dame de cœur", card(Suit.HEARTS, Rank.QUEEN)),
    ("Dame de Coeur", card(Suit.HEARTS, Rank.QUEEN)), ("valet de trèfle", card(Suit.CLUBS, Rank.JACK)),
    ("as de carreau", card(Suit.DIAMONDS, Rank.ACE)), ("10 de pique", card(Suit.SPADES, Rank.TEN)),
    ("dix de cœur", card(Suit.HEARTS, Rank.TEN)), ("as de ♠️", card(Suit.SPADES, Rank.ACE)),
    ("RP", card(Suit.SPADES, Rank.KING)), ("VP", card(Suit.SPADES, Rank.JACK)),
    ("DC", card(Suit.HEARTS, Rank.QUEEN)), ("A♠", card(Suit.SPADES, Rank.ACE)),  # honeymoon-fr « A♠ »
    ("R♠️", card(Suit.SPADES, Rank.KING)), ("Ｄ♥", card(Suit.HEARTS, Rank.QUEEN)),
    # hands
    ("P:ARD C:V109 K:8765 T:432", EXAMPLE), ("♠️ARD ♥️V109 ♦️8765 ♣️432", EXAMPLE),
    ("pique: A R D cœur: V 10 9", TOP), ("Piques: ARD Cœurs: V109 Carreaux: 8765 Trèfles: 432", EXAMPLE),
    # contracts
    ("4PX", Contract(4, S, Doubling.DOUBLED)), ("3SA", Contract(3, NT)),
    ("４♠️Ｘ", Contract(4, S, Doubling.DOUBLED)), ("2CXX", Contract(2, H, Doubling.REDOUBLED)),
]

GERMAN: list[tuple[str, object]] = [
    # calls: honeymoon-de, « Kontra gegen das letzte Gebot … oder Rekontra », « • Passe. »,
    # « Passen beide »; « zum Beispiel „zwei Herz“ (2♥) oder „drei ohne Trumpf“ (3SA) »
    ("Passe", PASS), ("passen", PASS), ("Kontra", DOUBLE), ("KONTRA", DOUBLE),
    ("Rekontra", REDOUBLE), ("Re", REDOUBLE),
    ("zwei Herz", Bid(2, H)), ("drei ohne Trumpf", Bid(3, NT)), ("2♥", Bid(2, H)), ("3SA", Bid(3, NT)),
    ("1SA", Bid(1, NT)), ("7SA", Bid(7, NT)),  # honeymoon-de « 1♣ – 1♦ – 1♥ – 1♠ – 1SA – 2♣ … 7SA »
    ("4♠️", Bid(4, S)), ("vier Pik", Bid(4, S)),  # honeymoon-de « Anna reizt 4♠ »
    ("3 ohne Trumpf", Bid(3, NT)), ("1 SA", Bid(1, NT)), ("4 Pik", Bid(4, S)),
    ("eins Karo", Bid(1, D)), ("ein Kreuz", Bid(1, C)), ("fünf Treff", Bid(5, C)),
    ("fuenf Karo", Bid(5, D)), ("sechs Pik", Bid(6, S)), ("sieben Herz", Bid(7, H)),
    ("2K", Bid(2, D)), ("2H", Bid(2, H)), ("1T", Bid(1, C)), ("3P", Bid(3, S)),  # Karo, Herz, Treff, Pik
    ("１ＳＡ", Bid(1, NT)), ("2\u00a0Herz", Bid(2, H)),
    # strains and suits: honeymoon-de « SA, Sans Atout », « ohne Trumpf »
    ("ohne Trumpf", NT), ("SA", NT), ("Sans Atout", NT), ("Herz", H), ("Karo", D), ("Kreuz", C),
    ("Treff", C), ("Pik", S), ("K", D), ("Pik", Suit.SPADES), ("P", Suit.SPADES), ("K", Suit.DIAMONDS),
    # ranks: honeymoon-de « A K D B 10 »
    ("K", Rank.KING), ("D", Rank.QUEEN), ("B", Rank.JACK), ("König", Rank.KING), ("Koenig", Rank.KING),
    ("Ass", Rank.ACE), ("As", Rank.ACE), ("Bube", Rank.JACK), ("Dame", Rank.QUEEN), ("zehn", Rank.TEN),
    # cards: honeymoon-de « die 4♣ … die D♥ … das A♠ … die 9♦ »
    ("D♥", card(Suit.HEARTS, Rank.QUEEN)), ("A♠", card(Suit.SPADES, Rank.ACE)),
    ("9♦", card(Suit.DIAMONDS, Rank.NINE)), ("4♣", card(Suit.CLUBS, Rank.FOUR)),
    ("D♥️", card(Suit.HEARTS, Rank.QUEEN)), ("Ｂ♣", card(Suit.CLUBS, Rank.JACK)),
    ("Pik König", card(Suit.SPADES, Rank.KING)), ("Pik-König", card(Suit.SPADES, Rank.KING)),
    ("Pikkönig", card(Suit.SPADES, Rank.KING)), ("Herz Dame", card(Suit.HEARTS, Rank.QUEEN)),
    ("Herzdame", card(Suit.HEARTS, Rank.QUEEN)), ("Kreuz-Bube", card(Suit.CLUBS, Rank.JACK)),
    ("Karo Ass", card(Suit.DIAMONDS, Rank.ACE)), ("Karo zehn", card(Suit.DIAMONDS, Rank.TEN)),
    ("König Pik", card(Suit.SPADES, Rank.KING)), ("KP", card(Suit.SPADES, Rank.KING)),
    ("KK", card(Suit.DIAMONDS, Rank.KING)),
    # hands
    ("P:AKD H:B109 K:8765 T:432", EXAMPLE), ("♠️AKD ♥️B109 ♦️8765 ♣️432", EXAMPLE),
    ("Pik: A K D  Herz: B 10 9  Karo: 8765  Kreuz: 432", EXAMPLE),
    # contracts: honeymoon-de « Ben reizt 3SA, wird kontriert »
    ("3SAX", Contract(3, NT, Doubling.DOUBLED)), ("３ＳＡＸ", Contract(3, NT, Doubling.DOUBLED)),
    ("2KXX", Contract(2, D, Doubling.REDOUBLED)),
]

DUTCH: list[tuple[str, object]] = [
    # calls (usual Dutch bridge words; "paspas" is what people type)
    ("pas", PASS), ("Pas", PASS), ("paspas", PASS), ("doublet", DOUBLE), ("doubleer", DOUBLE),
    ("redoublet", REDOUBLE), ("redoubleer", REDOUBLE),
    # boerenbridge-fr « Zonder troef (Manches sans atout) »
    ("1 zonder troef", Bid(1, NT)), ("zeven zonder troef", Bid(7, NT)),
    ("3 ZT", Bid(3, NT)), ("2ZT", Bid(2, NT)), ("1 sans", Bid(1, NT)), ("1\u00a0ZT", Bid(1, NT)),
    ("drie harten", Bid(3, H)), ("3 harten", Bid(3, H)), ("één schoppen", Bid(1, S)),
    ("een ruiten", Bid(1, D)), ("twee klaveren", Bid(2, C)), ("vier harten", Bid(4, H)),
    ("vijf ruiten", Bid(5, D)), ("zes schoppen", Bid(6, S)),
    ("2K", Bid(2, C)), ("2R", Bid(2, D)), ("4S", Bid(4, S)), ("２Ｒ", Bid(2, D)), ("3♥️", Bid(3, H)),
    # strains and suits
    ("zonder troef", NT), ("ZT", NT), ("schoppen", S), ("harten", H), ("ruiten", D), ("klaveren", C),
    ("K", C), ("R", Suit.DIAMONDS), ("klaveren", Suit.CLUBS), ("K", Suit.CLUBS),
    # ranks; the Boer (farmer) of boerenbridge-fr is the Dutch jack
    ("aas", Rank.ACE), ("heer", Rank.KING), ("vrouw", Rank.QUEEN), ("boer", Rank.JACK),
    ("H", Rank.KING), ("V", Rank.QUEEN), ("B", Rank.JACK), ("tien", Rank.TEN),
    # cards
    ("harten vrouw", card(Suit.HEARTS, Rank.QUEEN)), ("hartenvrouw", card(Suit.HEARTS, Rank.QUEEN)),
    ("schoppen aas", card(Suit.SPADES, Rank.ACE)), ("klaveren boer", card(Suit.CLUBS, Rank.JACK)),
    ("ruiten heer", card(Suit.DIAMONDS, Rank.KING)), ("ruiten tien", card(Suit.DIAMONDS, Rank.TEN)),
    ("vrouw van harten", card(Suit.HEARTS, Rank.QUEEN)),
    ("HK", card(Suit.CLUBS, Rank.KING)), ("KH", card(Suit.CLUBS, Rank.KING)),
    ("HH", card(Suit.HEARTS, Rank.KING)), ("AK", card(Suit.CLUBS, Rank.ACE)),
    ("H♠️", card(Suit.SPADES, Rank.KING)), ("Ｖ♥", card(Suit.HEARTS, Rank.QUEEN)),
    # hands
    ("S:AHV H:B109 R:8765 K:432", EXAMPLE), ("♠️AHV ♥️B109 ♦️8765 ♣️432", EXAMPLE),
    ("schoppen: AHV harten: B109 ruiten: 8765 klaveren: 432", EXAMPLE),
    # contracts
    ("3ZTX", Contract(3, NT, Doubling.DOUBLED)), ("4KXX", Contract(4, C, Doubling.REDOUBLED)),
]

TABLES = {"en": ENGLISH, "fr": FRENCH, "de": GERMAN, "nl": DUTCH}


def read(text: str, lang: str, expected: object) -> object:
    """Read ``text`` with the parser for the kind of ``expected``."""
    if isinstance(expected, PBN):
        return PBN(Hand.parse(text, lang).pbn())
    if isinstance(expected, Card):
        return Card.parse(text, lang)
    if isinstance(expected, Contract):
        return Contract.parse(text, lang)
    if isinstance(expected, Strain):
        return Strain.parse(text, lang)
    if isinstance(expected, Suit):
        return Suit.parse(text, lang)
    if isinstance(expected, Rank):
        return Rank.parse(text, lang)
    return parse_call(text, lang)


def _cases(lang: str) -> list[object]:
    return [pytest.param(text, expected, id=f"{text}->{expected}") for text, expected in TABLES[lang]]


@pytest.mark.parametrize(("text", "expected"), _cases("en"))
def test_english(text: str, expected: object) -> None:
    assert read(text, "en", expected) == expected


@pytest.mark.parametrize(("text", "expected"), _cases("fr"))
def test_french(text: str, expected: object) -> None:
    assert read(text, "fr", expected) == expected


@pytest.mark.parametrize(("text", "expected"), _cases("de"))
def test_german(text: str, expected: object) -> None:
    assert read(text, "de", expected) == expected


@pytest.mark.parametrize(("text", "expected"), _cases("nl"))
def test_dutch(text: str, expected: object) -> None:
    assert read(text, "nl", expected) == expected


def test_calls_and_bids_agree() -> None:
    """Every bid of the tables is read the same by parse_call and Bid.parse, the same object."""
    for lang, table in TABLES.items():
        for text, expected in table:
            if isinstance(expected, Bid):
                assert Bid.parse(text, lang) is expected is parse_call(text, lang), (lang, text)


# --- the whole ladder in words --------------------------------------------------------------------

#: Levels one to seven as words, and strains clubs to no-trump as words, per language.
NUMBER_WORDS = {
    "en": ["one", "two", "three", "four", "five", "six", "seven"],
    "fr": ["un", "deux", "trois", "quatre", "cinq", "six", "sept"],
    "de": ["eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben"],
    "nl": ["één", "twee", "drie", "vier", "vijf", "zes", "zeven"],
}
STRAIN_WORDS = {
    "en": ["clubs", "diamonds", "hearts", "spades", "no trump"],
    "fr": ["trèfles", "carreaux", "cœurs", "piques", "sans-atout"],  # bridge-fr's ladder
    "de": ["Kreuz", "Karo", "Herz", "Pik", "ohne Trumpf"],  # honeymoon-de « zwei Herz », « drei ohne Trumpf »
    "nl": ["klaveren", "ruiten", "harten", "schoppen", "zonder troef"],  # boerenbridge-fr « Zonder troef »
}


@pytest.mark.parametrize("lang", ["en", "fr", "de", "nl"])
def test_every_bid_in_words(lang: str) -> None:
    strains = [C, D, H, S, NT]
    for level, number in enumerate(NUMBER_WORDS[lang], start=1):
        for strain, name in zip(strains, STRAIN_WORDS[lang], strict=True):
            for text in (f"{number} {name}", f"{level} {name}", f"{level}{name}".upper()):
                assert parse_call(text, lang) is Bid(level, strain), (lang, text)


# --- which words follow lang ----------------------------------------------------------------------


@pytest.mark.parametrize(("lang", "text", "expected"), [
    ("fr", "2C", Bid(2, H)),    # C is cœur in French
    ("en", "2C", Bid(2, C)),    # and clubs in English
    ("de", "2K", Bid(2, D)),    # K is Karo in German
    ("nl", "2K", Bid(2, C)),    # and klaveren in Dutch
    ("fr", "RP", card(Suit.SPADES, Rank.KING)),   # roi de pique
    ("de", "KP", card(Suit.SPADES, Rank.KING)),   # König, Pik
    ("nl", "HS", card(Suit.SPADES, Rank.KING)),   # heer, schoppen
    ("en", "KS", card(Suit.SPADES, Rank.KING)),
    ("fr", "C", Suit.HEARTS), ("en", "C", Suit.CLUBS), ("de", "K", Suit.DIAMONDS), ("nl", "K", Suit.CLUBS),
], ids=lambda v: str(v))
def test_letters_follow_lang(lang: str, text: str, expected: object) -> None:
    assert read(text, lang, expected) == expected


@pytest.mark.parametrize(("lang", "text"), [("en", "RP"), ("de", "RP"), ("nl", "RP"), ("fr", "KS"),
                                            ("en", "HS"), ("fr", "AS")])
def test_letters_of_another_language_are_refused(lang: str, text: str) -> None:
    with pytest.raises(NotationError, match="as a card"):
        Card.parse(text, lang)


@pytest.mark.parametrize("lang", ["en", "fr", "de", "nl"])
def test_names_are_read_in_every_language(lang: str) -> None:
    """A name means one thing in every language, so it is read whatever lang says."""
    assert parse_call("2 cœurs", lang) is Bid(2, H)
    assert parse_call("zwei Herz", lang) is Bid(2, H)
    assert parse_call("drie harten", lang) is Bid(3, H)
    assert parse_call("1 sans atout", lang) is Bid(1, NT)
    assert parse_call("3 ZT", lang) is Bid(3, NT)
    assert parse_call("contre", lang) is DOUBLE and parse_call("Rekontra", lang) is REDOUBLE
    assert parse_call("paspas", lang) is PASS
    assert Card.parse("roi de pique", lang) == Card.parse("Pik-König", lang) == card(Suit.SPADES, Rank.KING)
    assert Card.parse("harten vrouw", lang) == card(Suit.HEARTS, Rank.QUEEN)
    assert Strain.parse("klaveren", lang) is C and Suit.parse("Karo", lang) is Suit.DIAMONDS


# --- bad input: refused with a reason in the learner's language -----------------------------------

#: (parser, text, words the message must hold besides the text); the first column is the language.
BAD: list[tuple[str, str, str, list[str]]] = [
    ("en", "call", "blah", ["as a call", "1 NT", "2 hearts", "pass", "double (X)", "redouble (XX)"]),
    ("en", "call", "2 blah", ["as a bid", "strain", "NT", "C D H S", "hearts", "no trump"]),
    ("en", "call", "8 NT", ["as a bid", "1 to 7", "not 8"]),
    ("en", "call", "1NTX", ["as a bid", "call of its own"]),
    ("en", "card", "blah", ["as a card", "AS", "ace of spades", "S H D C"]),
    ("en", "strain", "blah", ["as a strain", "C D H S", "spades", "no trump"]),
    ("en", "hand", "blah", ["as a hand", "S:AKQ"]),
    ("en", "contract", "4 spades", ["as a contract", "4SX", "not a name"]),
    ("fr", "call", "bof", ["as a call", "1 SA", "2 cœurs", "passe", "contre", "surcontre"]),
    ("fr", "call", "2 bof", ["as a bid", "SA", "T K C P", "cœur", "pique", "sans atout"]),
    ("fr", "call", "8 SA", ["as a bid", "1 to 7", "not 8"]),
    ("fr", "card", "bof", ["as a card", "roi de pique", "A R D V", "P C K T", "RP"]),
    ("fr", "card", "AS", ["as a card", "AP", "roi de pique"]),
    ("fr", "suit", "bof", ["as a suit", "P C K T", "pique, cœur, carreau, trèfle"]),
    ("fr", "rank", "bof", ["as a rank", "A R D V", "as, roi, dame, valet"]),
    ("fr", "hand", "bof", ["as a hand", "P:ARD"]),
    ("fr", "contract", "bof", ["as a contract", "4PX", "3SA"]),
    ("de", "call", "quatsch", ["as a call", "1 SA", "2 Herz", "drei ohne Trumpf", "passe", "Kontra",
                               "Rekontra"]),
    ("de", "call", "zwei Quatsch", ["as a bid", "SA", "T K H P", "Herz", "Pik", "ohne Trumpf"]),
    ("de", "card", "quatsch", ["as a card", "Pik-König", "A K D B", "P H K T", "KP"]),
    ("de", "suit", "quatsch", ["as a suit", "P H K T", "Pik, Herz, Karo, Kreuz"]),
    ("de", "rank", "quatsch", ["as a rank", "A K D B", "Ass, König, Dame, Bube"]),
    ("de", "hand", "quatsch", ["as a hand", "P:AKD"]),
    ("nl", "call", "onzin", ["as a call", "1 ZT", "2 harten", "pas", "doublet", "redoublet"]),
    ("nl", "call", "twee onzin", ["as a bid", "ZT", "K R H S", "harten", "schoppen", "zonder troef"]),
    ("nl", "card", "onzin", ["as a card", "harten vrouw", "A H V B", "S H R K", "HS"]),
    ("nl", "suit", "onzin", ["as a suit", "S H R K", "schoppen, harten, ruiten, klaveren"]),
    ("nl", "rank", "onzin", ["as a rank", "A H V B", "aas, heer, vrouw, boer"]),
    ("nl", "hand", "onzin", ["as a hand", "S:AHV"]),
    ("nl", "contract", "onzin", ["as a contract", "4SX", "3ZT"]),
]
PARSERS: dict[str, Callable[[str, str], object]] = {
    "call": parse_call, "card": Card.parse, "strain": Strain.parse, "suit": Suit.parse,
    "rank": Rank.parse, "hand": Hand.parse, "contract": Contract.parse,
}


@pytest.mark.parametrize(("lang", "kind", "text", "words"), BAD, ids=[f"{b[0]}-{b[1]}-{b[2]}" for b in BAD])
def test_bad_input_says_what_to_write(lang: str, kind: str, text: str, words: list[str]) -> None:
    with pytest.raises(NotationError) as error:
        PARSERS[kind](text, lang)
    message = str(error.value)
    assert message.startswith(f"cannot read {text!r} as ")
    for word in words:
        assert word in message, (word, message)


@pytest.mark.parametrize("lang", ["en", "fr", "de", "nl"])
@pytest.mark.parametrize("value", [None, 3, b"1NT", ["1NT"], 2.5], ids=repr)
def test_non_text_is_a_notation_error_in_every_language(lang: str, value: object) -> None:
    for parse in PARSERS.values():
        with pytest.raises(NotationError):
            parse(value, lang)  # type: ignore[arg-type]


@pytest.mark.parametrize("text", ["²NT", "3½", "₂♠"])
def test_raised_digits_are_not_levels(text: str) -> None:
    """NFKC turns ² into 2, but nobody bids ²NT: such characters are refused, and said so."""
    with pytest.raises(NotationError, match="plain digits"):
        parse_call(text)


# --- normalize_text -------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "expected"), [
    ("３♠️", "3♠"),                       # full-width digit, emoji spade
    ("１ＮＴ", "1NT"),
    ("♥︎", "♥"),                          # text-style selector U+FE0E
    ("A♠️ K♥️", "A♠ K♥"),
    ("2\u00a0cœurs", "2 cœurs"),         # non-breaking space; accents and case are kept
    ("  Roi \t de\n Pique ", "Roi de Pique"),
    ("\u3000Ｐａｓｓ\u202f", "Pass"),
    ("♠♥♦♣ ♤♡♢♧", "♠♥♦♣ ♤♡♢♧"),           # NFKC leaves every suit symbol alone
    ("zwei Herz", "zwei Herz"),
    ("", ""),
])
def test_normalize_text(text: str, expected: str) -> None:
    assert normalize_text(text) == expected
    assert normalize_text(expected) == expected


def test_normalize_text_is_public_with_its_signature() -> None:
    assert "normalize_text" in honeymoon.cards.__all__
    assert list(inspect.signature(normalize_text).parameters) == ["text"]
    with pytest.raises(NotationError):
        normalize_text(None)  # type: ignore[arg-type]


# --- the rule is stated once, on the book's rules page, and the page agrees with the library ------------
ROOT = Path(__file__).resolve().parents[1]
RULES_PAGE = ROOT / "book" / "rules" / "index.md"


def _letter_table() -> dict[str, tuple[list[str], list[str]]]:
    """The page's table: for each language, the rank letters (ace, king, queen, jack, then the
    ten's ways) and the suit letters (♠ ♥ ♦ ♣)."""
    rows = {}
    for line in RULES_PAGE.read_text(encoding="utf-8").splitlines():
        cells = [cell.strip().strip("`") for cell in line.strip().strip("|").split("|")]
        if len(cells) == 3 and cells[0] in ("en", "fr", "de", "nl"):
            rows[cells[0]] = (cells[1].replace(",", " ").replace(" or ", " ").split(), cells[2].split())
    return rows


def test_the_rules_page_states_the_letters_the_library_reads() -> None:
    table = _letter_table()
    assert set(table) == {"en", "fr", "de", "nl"}
    for lang, (ranks, suits) in table.items():
        honours = [Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK]
        assert [Rank.parse(letter, lang) for letter in ranks] == honours + [Rank.TEN] * (len(ranks) - 4)
        assert [Suit.parse(letter, lang) for letter in suits] == [Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS,
                                                                  Suit.CLUBS]
        for letter in ranks[:4]:  # a letter of one language is not read in another that lacks it
            for other in set(table) - {lang}:
                if letter not in table[other][0]:
                    with pytest.raises(NotationError):
                        Rank.parse(letter, other)


def test_the_rules_page_examples_hold() -> None:
    assert parse_call("2C", "fr") is Bid(2, H)
    assert Card.parse("RP", "fr") == card(Suit.SPADES, Rank.KING)
    with pytest.raises(NotationError):
        Card.parse("QH", "fr")
    for text in ("DC", "D♥", "♥Q", "dame de cœur"):
        assert Card.parse(text, "fr") == card(Suit.HEARTS, Rank.QUEEN)
    assert Hand.parse("♠AKQ", "fr") == Hand.parse("AKQ...")


@pytest.mark.parametrize("lang", ["en", "fr", "de", "nl"])
def test_what_the_library_writes_for_a_card_is_read_in_every_language(lang: str) -> None:
    """str(card) (♣J, ♥10: English rank letters beside the suit symbol) is what the library and
    the widgets show; it is read back in every language, and so is the card in the game's own
    letters (♣V in French)."""
    from honeymoon.cards import DECK

    for each in DECK:
        assert Card.parse(str(each), lang) is each
        assert Card.parse(each.text(lang), lang) is each
        assert Card.parse(each.code[0] + each.suit.symbol, lang) is each
    hand = Hand.parse("AKQJ.T9.8765.432")
    shown = " ".join(f"{suit.symbol}{''.join(str(c)[1:] for c in hand.suit(suit))}" for suit in Suit)
    assert Hand.parse(shown, lang) == hand


def test_the_rule_is_stated_once_and_linked_to() -> None:
    """The README and the docstrings link to the rules page instead of stating the rule again
    (the README said English codes were read in every language, which they are not)."""
    page = RULES_PAGE.read_text(encoding="utf-8")
    assert "(rules-input)=\n## Writing cards, calls and actions" in page
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "book/rules/index.md#writing-cards-calls-and-actions" in readme
    assert "English codes of\nthe saved history" not in readme and "are read in every language." not in readme
    from honeymoon import calls, cards, cli
    from honeymoon.game import Game

    for doc in (cards.__doc__, calls.__doc__, cli.__doc__, Game.parse_action.__doc__):
        assert ":ref:`rules-input`" in (doc or "")
    assert "Words are read in every language" not in (cards.__doc__ or "")
