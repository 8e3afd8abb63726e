"""Hostile tests of honeymoon.pbn: whatever text it is given, a reader answers with a value or a
:class:`~honeymoon.pbn.PbnError` (a :class:`~honeymoon.errors.HoneymoonError`), never another
exception.

- Any text, random bytes decoded, and damaged copies of files the library and other programs
  write (cut short, lines deleted, duplicated or swapped, characters changed, huge numbers,
  deep braces and brackets, very long lines): ``read_pbn`` reads them or names the line and the
  reason; each game read goes to ``to_game``, to ``write_pbn`` and back (equal), and through
  every property that reads a tag; ``game_from_pbn`` reads the text too.
- A game built by hand with any tags, deal, auction and play: refused with ``PbnError`` or read.
- Any name (any text that encodes as UTF-8) is written and read back as it was, in a save's JSON
  and in standard tags; a game with any names the library accepts comes back from its PBN text.
- A text over :data:`~honeymoon.pbn.MAX_PBN_LENGTH` characters is refused before it is read.

Every example Hypothesis found that failed is kept as an ``@example``.
"""

from __future__ import annotations

import contextlib
import functools
import json
import random

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

import honeymoon
from honeymoon import Card, ConfigError, Game, Hand, HoneymoonError, NotationError, new_game
from honeymoon.calls import parse_call
from honeymoon.pbn import (
    DEAL_TAG,
    MAX_PBN_LENGTH,
    PROJECT_TAG,
    SEATS_TAG,
    PbnError,
    PbnGame,
    game_from_pbn,
    game_to_pbn,
    read_pbn,
    to_game,
    write_pbn,
)

BRIDGE_FORMS = [form for form in honeymoon.available_games() if form != "boerenbridge"]
FAST = settings(max_examples=40, deadline=None)
# Every property of PbnGame that reads a tag's value.
PROPERTIES = ("dealer", "declarer", "auction_first", "play_first", "vulnerable", "contract", "result",
              "optimum", "par_contracts", "optimum_score", "honeymoon_deal")
TAG_NAMES = ("Event", "Board", "Dealer", "Vulnerable", "Deal", "Declarer", "Contract", "Result", "Auction",
             "Play", "Note", "Date", "OptimumScore", "ParContract", "OptimumResultTable", "ScoreTable",
             PROJECT_TAG, DEAL_TAG, SEATS_TAG)

# A deal typed once, North East South West (the one tests/test_pbn.py checks by hand).
DEAL = "N:K75.764.J86.AT64 JT9843.A.Q9.QJ93 A.QJ952.AKT52.K7 Q62.KT83.743.852"
FOREIGN = f"""% PBN 2.1
[Event "Club night"]
[Board "4"]
[North "Nora"]
[Dealer "N"]
[Vulnerable "EW"]
[Deal "{DEAL}"]
[Declarer "N"]
[Contract "1NT"]
[Result "?"]
[Auction "N"]
1NT =1= Pass Pass Pass
[Note "1:15-17"]
[Play "E"]
SJ S5 SA S2 ; the ace wins {{a comment
over two lines}}
HA H7 H2 H4
*
[OptimumScore "NS 90"]
[ParContract "NS 1NT"]
[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]
N NT  7
E  S  8
"""


def play_randomly(game: Game, rng: random.Random, steps: int) -> None:
    for _ in range(steps):
        if game.is_over:
            return
        game.apply(rng.choice(game.legal_actions()))


@functools.cache
def exported() -> tuple[str, ...]:
    """Files to damage: the library's own (every bridge form, at a few moments, with and
    without the project's tag) and one typed as other programs write them."""
    texts = [FOREIGN]
    for index, form in enumerate(BRIDGE_FORMS):
        for steps in (0, 30, 10**6):
            game = new_game(form, seed=index, match="deal")
            play_randomly(game, random.Random(steps), steps)
            text = game_to_pbn(game)
            foreign = "\n".join(line for line in text.split("\n") if not line.startswith(f"[{PROJECT_TAG}"))
            texts += [text, foreign]
    return tuple(texts)


# Pieces that have broken readers: numbers Python reads as digits and int() does not, numbers of
# thousands of digits, unknown values, nesting, line breaks of every kind, escapes.
HOSTILE = ("²", "١٢", "１３", "9" * 5000, "-" + "9" * 5000, "=²=", "=99999999999=", "?", "#", "-", "*", "AP",
           "ſ", "{" * 300, "}" * 300, "[" * 300, "]" * 300, '"' * 300, "\\" * 300, ";", "%", "\u2028",
           "\u2029", "\x85", "\x0b", "\x0c", "\x1c", "\r", "\r\n", "\n", "\n\n", "\ufeff", "\x00",
           "x" * 20000,
           '[Auction "?"]', '[Play "?"]', '[Play "N"]', '[Auction "N"]', '[Result "²"]', '[Board "#"]',
           f'[OptimumScore "NS {"9" * 5000}"]', '[ParContract "NS 4ſ"]', '[Contract "1ſ"]',
           '[OptimumResultTable "Declarer;Denomination;Result"]', "N NT 99", f'[{PROJECT_TAG} "{{}}"]',
           '[Deal ""]', '[Vulnerable ""]', '[Dealer ""]', f'[{DEAL_TAG} "N:AKQJT98765432AKQJ... - - -"]',
           f'[{DEAL_TAG} ""]',
           f'[{PROJECT_TAG} "{"[" * 5000}"]', "SA", "- - - -", "1NT", "XX", "Pass")
PIECES = st.one_of(st.sampled_from(HOSTILE), st.text(max_size=8))


@st.composite
def damaged(draw: st.DrawFn) -> str:
    """A file from :func:`exported`, damaged a few times."""
    lines = draw(st.sampled_from(exported()), label="file").split("\n")
    for _ in range(draw(st.integers(1, 4), label="damages")):
        at = draw(st.integers(0, len(lines)), label="line")
        kind = draw(st.sampled_from(["cut", "delete", "duplicate", "swap", "change", "insert",
                                     "replace value", "delete token"]), label="kind")
        line = lines[at] if at < len(lines) else ""
        column = draw(st.integers(0, len(line)), label="column")
        piece = draw(PIECES, label="piece")
        if kind == "cut":
            lines = [*lines[:at], line[:column]]
        elif kind == "delete":
            del lines[at:at + 1]
        elif kind == "duplicate":
            lines[at:at] = [line] * draw(st.integers(1, 3), label="times")
        elif kind == "swap" and lines:
            other = draw(st.integers(0, len(lines) - 1), label="other")
            lines[at % len(lines)], lines[other] = lines[other], lines[at % len(lines)]
        elif kind in ("change", "insert"):
            lines[at:at + 1] = [line[:column] + piece + line[column + (kind == "change"):]]
        elif kind == "replace value":
            start, end = (line.find('"'), line.rfind('"')) if line.count('"') >= 2 else (len(line), len(line))
            lines[at:at + 1] = [f"{line[:start + 1]}{piece}{line[end:]}"]
        else:
            tokens = line.split(" ")
            del tokens[column % len(tokens)]
            lines[at:at + 1] = [" ".join(tokens)]
    return "\n".join(lines)


def read_everything(text: str) -> None:
    """Give ``text`` to every reader: each answers with a value or a PbnError naming a line of it."""
    try:
        records = read_pbn(text)
    except PbnError as error:
        assert 1 <= error.line <= text.count("\n") + 1, str(error)
        assert str(error) == f"line {error.line}: {error.reason}"
        records = []
    if records:
        assert read_pbn(write_pbn(records)) == records
    for record in records:
        read_properties(record)
        try:
            to_game(record)
        except PbnError as error:
            assert error.line >= 0 and error.reason
    with contextlib.suppress(NotationError):  # a PbnError, or a text of other than one game
        game_from_pbn(text)


def read_properties(record: PbnGame) -> None:
    for _, number in record.auction_notes:
        record.note(number)
    for name in PROPERTIES:
        try:
            getattr(record, name)
        except PbnError as error:
            assert error.reason
        except NotationError as error:  # a table built by hand names its row, not a line
            assert "row" in str(error)


# --- garbage in, a value or a PbnError out -----------------------------------------------------------
@FAST
@given(text=st.text())
@example(text='[Result "²"]')
@example(text='[Auction "N"]\n1NT =²= Pass')
@example(text='[Auction "?"]\n1NT')
@example(text=f'[OptimumScore "NS {"9" * 5000}"]')
@example(text='[Contract "1ſ"]\n[ParContract "NS 4ſ"]')
@example(text='[Dealer "N"]\n[Deal "' + DEAL + '"]\n[Auction "N"]\n1NT AP\n[Play "E"]\nSJ')
@example(text="\x1e0")  # str.splitlines() ended a line at \x1e: the error named line 2 of a one-line text
@example(text='\u2028[Board "#"]')
def test_any_text(text: str) -> None:
    read_everything(text)


@FAST
@given(raw=st.binary(), encoding=st.sampled_from(["utf-8", "latin-1", "utf-16"]))
@example(raw=b"\x0b{", encoding="utf-8")
@example(raw=b"\x0b\x00", encoding="utf-8")
def test_any_bytes_decoded(raw: bytes, encoding: str) -> None:
    read_everything(raw.decode(encoding, "replace"))


@settings(max_examples=120, deadline=None)
@given(text=damaged())
@example(text='[Play "?"] PBN 2.1\n')
@example(text='[Auction "?"] PBN 2.1\n')
def test_damaged_files(text: str) -> None:
    read_everything(text)


@FAST
@given(text=st.lists(PIECES, max_size=12).map("".join))
@example(text='[Play "?"]²')
@example(text='[Auction "?"]²')
@example(text="\u2028²")
def test_hostile_pieces_put_together(text: str) -> None:
    read_everything(text)


@pytest.mark.parametrize("text", [
    "{" * 100_000, "[" * 100_000, "}" * 100_000, '"' * 100_000, "\\" * 100_000,
    "[Event " + '"' * 100_000, '[Event "' + "\\" * 100_000 + '"]', "{[(" * 30_000,
    "x" * 500_000, "\n" * 100_000, "\u2028" * 100_000, '[Event "x"]\n' + "%" * 100_000,
    '[Auction "N"]\n1NT ' + "=1= " * 50_000, '[Play "N"]\n' + "- " * 50_000,
    "".join(f'[T{i} "x"]\n' for i in range(20_000)),
    '[Event "' + "a" * 300 + '"]\n[' + "A" * 300 + ' "x"]',
])
def test_huge_and_deep_texts(text: str) -> None:
    read_everything(text)


def test_a_text_over_the_limit_is_refused_before_it_is_read() -> None:
    """Within the limit a long text is read (to its first error here); over it, refused whole."""
    with pytest.raises(PbnError, match="line 1: "):
        read_pbn("x" * MAX_PBN_LENGTH)
    with pytest.raises(NotationError, match=f"read_pbn reads at most {MAX_PBN_LENGTH:,}") as caught:
        read_pbn("x" * (MAX_PBN_LENGTH + 1))
    assert not isinstance(caught.value, PbnError)


# --- records built by hand ---------------------------------------------------------------------------
CARDS = st.sampled_from(list(honeymoon.DECK))
HANDS = st.one_of(st.none(), st.lists(CARDS, max_size=14, unique=True).map(Hand))
WHOLE_DEALS = st.permutations(list(honeymoon.DECK)).map(lambda deck: tuple(Hand(deck[i * 13:(i + 1) * 13])
                                                                           for i in range(4)))


@FAST
@given(tags=st.lists(st.tuples(st.one_of(st.sampled_from(TAG_NAMES), st.text(max_size=5)),
                               st.one_of(st.sampled_from(["N", "E", "?", "", "13", "NS 420", "4S", "Pass"]),
                                         PIECES)), max_size=6),
       deal=st.one_of(st.none(), st.tuples(HANDS, HANDS, HANDS, HANDS), WHOLE_DEALS),
       calls=st.lists(st.sampled_from(["1C", "1NT", "2S", "X", "XX", "Pass"]).map(parse_call), max_size=6),
       notes=st.lists(st.tuples(st.integers(-1, 6), st.one_of(st.integers(-1, 3), st.just(10**5000))),
                      max_size=2),
       play=st.lists(st.lists(st.one_of(st.none(), CARDS), max_size=5).map(tuple), max_size=3))
@example(tags=[("Vulnerable", "Some")], deal=None, calls=[], notes=[], play=[])
@example(tags=[("Dealer", "Q")], deal=None, calls=[], notes=[], play=[])
@example(tags=[("Result", "²")], deal=None, calls=[], notes=[], play=[])
@example(tags=[("Play", "E"), ("Dealer", "N")], deal=None, calls=[], notes=[], play=[(Card.parse("SJ"),)])
@example(tags=[("Event", "a\nb")], deal=None, calls=[], notes=[], play=[])
@example(tags=[("My tag", "x")], deal=None, calls=[], notes=[], play=[])
@example(tags=[("Auction", "N")], deal=None, calls=[parse_call("1NT")], notes=[(0, 10**5000)], play=[])
@example(tags=[], deal=None, calls=[], notes=[], play=[()])
def test_records_built_by_hand(tags: list[tuple[str, str]], deal: tuple[Hand | None, ...] | None,
                               calls: list[honeymoon.Call], notes: list[tuple[int, int]],
                               play: list[tuple[Card | None, ...]]) -> None:
    hands = None if deal is None else (deal[0], deal[1], deal[2], deal[3])
    try:
        record = PbnGame(tuple(tags), hands, tuple(calls), tuple(notes), tuple(play))
    except PbnError as error:
        assert error.line == 0 and error.reason
        return
    read_properties(record)
    read_everything(write_pbn([record]))
    try:
        to_game(record)
    except HoneymoonError as error:
        assert str(error)


def test_a_record_built_by_hand_is_checked_as_a_read_one() -> None:
    with pytest.raises(PbnError, match="line 0: the Vulnerable tag is None, NS, EW or All, not 'Some'"):
        PbnGame(tags=(("Vulnerable", "Some"),))
    with pytest.raises(PbnError, match="line 0: the Dealer tag names a seat, N, E, S or W, not 'Q'"):
        PbnGame(tags=(("Dealer", "Q"),))
    with pytest.raises(PbnError, match="line 0: trick 2 has 3 cards: a trick is four, write - for a card"):
        PbnGame(tags=(("Play", "N"),), play=((None,) * 4, (None,) * 3))
    with pytest.raises(PbnError, match="line 0: a game with a play needs the Play tag, which names its"):
        PbnGame(tags=(("Play", "?"),), play=((None,) * 4,))
    with pytest.raises(PbnError, match=r"a tag is a name of letters, digits and _ .* not 'My tag' and 'x'"):
        PbnGame(tags=(("My tag", "x"),))
    with pytest.raises(PbnError, match="and a value on one line, not 'Event' and 'a\\\\nb'"):
        PbnGame(tags=(("Event", "a\nb"),))
    with pytest.raises(PbnError, match="note a number too long to show on call 0: a note is a number of"):
        PbnGame(tags=(("Auction", "N"),), auction=(parse_call("1NT"),), auction_notes=((0, 10**5000),))
    assert PbnGame(tags=(("Note", "1:Stayman"),)).note(10**5000) is None


# --- values and names written and read back ------------------------------------------------------------
def utf8(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


# Line breaks that str.splitlines() knows and a PBN line is not broken by, escapes, quotes.
BREAKERS = ["a\u2028b", "\u2029", "x\x85", "\x0b", "\x0c", "\x1c", "\x1d", "\x1e", "a\rb", "b\r", 'q"\\',
            "\\", "\\\\\"", "{not a comment}", "; nor this", "% nor this"]
@FAST
@given(name=st.text().filter(utf8))
@example(name="a\u2028b")
@example(name="x\x85")
@example(name="\u2029")
@example(name="\\")
@example(name="\r")
@example(name="a\nb")
def test_any_name_is_written_and_read_back(name: str) -> None:
    """A name comes back as it was, in a game of its own and after another: in a save's JSON (the
    project's tag), and in standard tags when it can be a tag value (on one line, and not ``#``,
    which says "as in the game before")."""
    tags = [(PROJECT_TAG, json.dumps({"names": [name, name]}, ensure_ascii=False))]
    if "\n" not in name and name != "#":
        tags += [("Event", name), ("North", name)]
    record = PbnGame(tags=tuple(tags))
    assert read_pbn(write_pbn([record, record])) == [record, record]


@FAST
@given(form=st.sampled_from(BRIDGE_FORMS), names=st.lists(st.text().filter(utf8), min_size=3, max_size=3),
       steps=st.integers(0, 40))
@example(form="plain", names=["a\u2028b", "x\x85", "\u2029"], steps=0)
@example(form="contract-bridge", names=["a\u2028b", "x\x85", "\u2029"], steps=12)
@example(form="three-handed", names=["\x0b", "\x1c", "a\rb"], steps=5)
@example(form="double-dummy", names=['q"\\', "\\", "Zoë ☃"], steps=20)
def test_a_game_with_any_names_comes_back_from_pbn(form: str, names: list[str], steps: int) -> None:
    """Every name ``new_game`` accepts (what it accepts is options' business, not PBN's)."""
    try:
        game = new_game(form, seed=steps, match="deal", names=names[:3 if form == "three-handed" else 2])
    except ConfigError:
        return
    play_randomly(game, random.Random(steps), steps)
    assert game_from_pbn(game_to_pbn(game)).to_json() == game.to_json()


@pytest.mark.parametrize("value", BREAKERS)
def test_line_breaks_other_than_a_line_feed_are_text(value: str) -> None:
    text = write_pbn([PbnGame(tags=(("Event", value), ("Board", "1")))])
    [record] = read_pbn(text)
    assert record.tag("Event") == value and record.tag("Board") == "1"
    assert record.line("Board") == 3  # under the header line and the Event tag
