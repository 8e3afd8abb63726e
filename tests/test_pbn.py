"""honeymoon.pbn: PBN 2.1 files read and written, honeymoon games saved in them and rebuilt.

Facts are typed by hand: files in the shapes other programs write (an endplay export, a BBO
record with notes and AP, a deal generator's deal-only list), the tricks of a hand-checked
play, and every kind of bad input with its line. endplay, when installed, is the independent
reference: it reads what we write and writes what we read.
"""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

import honeymoon
from honeymoon import PASS, Card, Game, Hand, NotationError, new_game
from honeymoon.calls import parse_call
from honeymoon.pbn import (
    DEAL_TAG,
    HEADER,
    MANDATORY_TAGS,
    PROJECT_TAG,
    SEATS_TAG,
    PbnError,
    PbnGame,
    game_from_pbn,
    game_to_pbn,
    read_pbn,
    to_game,
    with_analysis,
    write_pbn,
)

BRIDGE_FORMS = [form for form in honeymoon.available_games() if form != "boerenbridge"]

# A deal typed once, North East South West; hand-checked below.
NORTH, EAST, SOUTH, WEST = ("K75.764.J86.AT64", "JT9843.A.Q9.QJ93", "A.QJ952.AKT52.K7", "Q62.KT83.743.852")


def play(game: Game, rng: random.Random, steps: int) -> None:
    for _ in range(steps):
        if game.is_over:
            return
        game.apply(rng.choice(game.legal_actions()))


def without_project_tag(text: str) -> str:
    return "\n".join(line for line in text.splitlines() if not line.startswith(f"[{PROJECT_TAG} "))


# --- round trips of every bridge form ---------------------------------------------------------------
@pytest.mark.parametrize("form", BRIDGE_FORMS)
@pytest.mark.parametrize(("match", "steps"), [("deal", 0), ("deal", 9), ("deal", 30), ("deal", 10**6),
                                              ("rubber", 150), ("rubber", 400)])
def test_every_form_round_trips(form: str, steps: int, match: str) -> None:
    """At the start, mid-way, at the end of a deal; a rubber a few deals in."""
    for seed in range(3):
        game = new_game(form, seed=seed, match=match)
        play(game, random.Random(seed), steps)
        text = game_to_pbn(game)
        assert game_from_pbn(text).to_json() == game.to_json()
        records = read_pbn(text)
        assert read_pbn(write_pbn(records)) == records


@pytest.mark.slow
@pytest.mark.parametrize("form", BRIDGE_FORMS)
def test_round_trips_at_every_step_of_a_deal(form: str) -> None:
    game = new_game(form, seed=11, match="deal")
    rng = random.Random(5)
    while not game.is_over:
        text = game_to_pbn(game)
        assert game_from_pbn(text).to_json() == game.to_json()
        game.apply(rng.choice(game.legal_actions()))
    assert game_from_pbn(game_to_pbn(game)).to_json() == game.to_json()


def test_an_abandoned_game_and_other_languages_round_trip() -> None:
    game = new_game("double-dummy", seed=2, lang="fr", names=["Anna", "Ben"])
    play(game, random.Random(2), 40)
    game.abandon()
    assert game_from_pbn(game_to_pbn(game)).to_json() == game.to_json()


def test_contract_bridge_read_without_the_project_tag_replays_the_same_deal() -> None:
    """The foreign path (no project tag) rebuilds the same deal, calls and cards, mid-trick too."""
    for seed in range(12):
        for steps in (0, 3, 13, 14, 30, 47, 10**6):
            game = new_game("contract-bridge", seed=seed, match="deal")
            play(game, random.Random(seed * 7 + steps), steps)
            rebuilt = game_from_pbn(without_project_tag(game_to_pbn(game)))
            assert rebuilt.name == "contract-bridge"
            assert list(rebuilt.history) == list(game.history)
            deals = [[sorted(g.deck[i * 13:(i + 1) * 13]) for i in range(4)]  # type: ignore[attr-defined]
                     for g in (rebuilt, game)]
            assert deals[0] == deals[1]
            assert rebuilt.scores() == game.scores()


def test_written_tags_of_a_finished_contract_bridge_deal() -> None:
    game = new_game("contract-bridge", seed=7, match="deal", first_dealer=2,
                    deals=[" ".join(card.code for hand in (NORTH, EAST, SOUTH, WEST)
                                    for card in sorted(Hand.parse(hand)))])
    for call in ["1H", "Pass", "2H", "Pass", "4H", "Pass", "Pass", "Pass"]:
        game.apply(call)
    play(game, random.Random(0), 10**6)
    [record] = read_pbn(game_to_pbn(game))
    assert record.deal == tuple(Hand.parse(h) for h in (NORTH, EAST, SOUTH, WEST))
    assert (record.tag("Dealer"), record.tag("Declarer"), record.tag("Contract")) == ("S", "S", "4H")
    assert record.tag("Vulnerable") == "None" and record.tag("Board") == "1"
    assert record.auction_first == 2 and len(record.auction) == 8
    assert record.play_first == 3 and len(record.play) == 13  # West leads, on declarer's left
    assert record.result == game.deals[-1].score.tricks  # type: ignore[attr-defined]


def test_two_player_forms_write_two_hands_and_dashes() -> None:
    game = new_game("plain", seed=3, match="deal")
    [record] = read_pbn(game_to_pbn(game))
    assert record.deal is not None and record.deal[2:] == (None, None)
    assert [len(h or ()) for h in record.deal[:2]] == [13, 13]
    assert record.auction == () and record.tag("Contract") == "" and record.contract is None
    dummy = new_game("double-dummy", seed=3, match="deal")
    [record] = read_pbn(game_to_pbn(dummy))
    assert record.deal is not None and all(h is not None and len(h) == 13 for h in record.deal)
    assert record.deal[2] == Hand(dummy.seat_cards[2])  # type: ignore[attr-defined]


def test_vulnerability_is_the_one_the_deal_was_played_at() -> None:
    """A side that has won a game is vulnerable in the next deal; in the deal that won it, not."""
    game = new_game("plain", seed=1)
    rng = random.Random(3)
    before = read_pbn(game_to_pbn(game))[0]
    for _ in range(5000):
        if game.sheet.game_winners:  # type: ignore[attr-defined]
            break
        if len(game.history) == game._deal_start:  # type: ignore[attr-defined]
            before = read_pbn(game_to_pbn(game))[0]  # as a deal starts
        play(game, rng, 1)
    winner = game.sheet.game_winners[0]  # type: ignore[attr-defined]
    assert before.vulnerable == "None"
    assert not game.is_over
    assert read_pbn(game_to_pbn(game))[0].vulnerable == ("NS", "EW")[winner]


def test_boerenbridge_has_no_pbn_form() -> None:
    with pytest.raises(NotationError, match="boerenbridge is not a bridge form"):
        game_to_pbn(new_game("boerenbridge", seed=1))


# --- the header and the mandatory tag set: what other programs read ----------------------------------
VULNERABLE_VALUES = ("None", "NS", "EW", "All")


@pytest.mark.parametrize("form", BRIDGE_FORMS)
def test_every_game_starts_with_the_header_and_the_mandatory_tags(form: str) -> None:
    """In the standard's order, ``?`` for what the library does not know, ``""`` for what does
    not apply yet; never a ``?`` Contract or Vulnerable tag (endplay would lose the dealer)."""
    for match, steps in (("deal", 0), ("deal", 9), ("deal", 10**6), ("rubber", 150)):
        game = new_game(form, seed=4, match=match)
        play(game, random.Random(steps), steps)
        text = game_to_pbn(game)
        assert text.startswith(HEADER + "\n[Event ")
        [record] = read_pbn(text)
        assert tuple(name for name, _ in record.tags[:len(MANDATORY_TAGS)]) == MANDATORY_TAGS
        tags = dict(record.tags)
        assert (tags["Site"], tags["Date"], tags["Scoring"]) == ("?", "????.??.??", "Rubber")
        assert tags["Board"] == str(game._deal_number)  # type: ignore[attr-defined]
        assert tags["Contract"] != "?" and tags["Declarer"] != "?" and tags["Result"] != "?"
        # Three players' vulnerability does not fit PBN's two sides unless they are all alike.
        assert tags["Vulnerable"] in (*VULNERABLE_VALUES, *([""] if form == "three-handed" else []))
        assert tags["North"] == game.player_name(0) and tags["East"] == game.player_name(1)  # type: ignore[attr-defined]
        assert tags[SEATS_TAG].startswith(f"N:{game.seat_name(0)};E:")  # type: ignore[attr-defined]
        assert [name for name, _ in record.tags].count(DEAL_TAG) == (form == "three-handed")
        assert record.tags[-1][0] == PROJECT_TAG


def test_the_seat_tags_name_the_players_and_the_project_tag_says_what_each_seat_holds() -> None:
    game = new_game("double-dummy", seed=1, names=["Anna", "Ben"])
    [record] = read_pbn(game_to_pbn(game))
    assert [record.tag(seat) for seat in ("North", "East", "South", "West")] == ["Anna", "Ben", "Anna", "Ben"]
    assert record.tag(SEATS_TAG) == "N:Anna's hand;E:Ben's hand;S:Anna's dummy;W:Ben's dummy"
    [record] = read_pbn(game_to_pbn(new_game("exposed-dummy", seed=1)))
    assert [record.tag(seat) for seat in ("North", "East", "South", "West")] == ["player 0", "player 1", "",
                                                                                 ""]
    assert record.tag(SEATS_TAG) == "N:player 0's hand;E:player 1's hand;S:the dummy;W:set aside"


def test_a_passed_out_deal_has_no_declarer_nor_result() -> None:
    game = new_game("contract-bridge", seed=1, match="deal")
    for _ in range(4):
        game.apply("Pass")
    [record] = read_pbn(game_to_pbn(game))
    assert (record.tag("Declarer"), record.tag("Contract"), record.tag("Result")) == ("", "Pass", "")


def test_empty_values_of_the_mandatory_tags_are_read_as_not_given() -> None:
    text = "\n".join(f'[{name} ""]' for name in MANDATORY_TAGS)
    [record] = read_pbn(text)
    read = (record.dealer, record.vulnerable, record.deal, record.declarer, record.contract, record.result)
    assert read == (None, None, None, None, None, None)
    with pytest.raises(PbnError, match="line 11: a contract-bridge game needs the Deal tag"):
        to_game(record)
    assert read_pbn(write_pbn([record])) == [record]


@pytest.mark.parametrize("form", BRIDGE_FORMS)
def test_a_file_written_before_the_header_and_the_mandatory_tags_still_loads(form: str) -> None:
    """The files of the library's earlier versions: no header, only the tags that had a value."""
    old = ("% ", "[Site ", "[Date ", "[West ", "[North ", "[East ", "[South ", "[Scoring ", f"[{SEATS_TAG} ",
           f"[{DEAL_TAG} ")
    game = new_game(form, seed=5, match="deal")
    play(game, random.Random(5), 20)
    lines = game_to_pbn(game).split("\n")
    text = "\n".join(line for line in lines if not line.startswith(old) and not line.endswith(' ""]'))
    assert not text.startswith("%") and game_from_pbn(text).to_json() == game.to_json()


def test_the_three_handed_deal_travels_in_the_project_tag() -> None:
    """Three hands of 16 and the widow, as dealt, whatever happened since (the widow taken)."""
    for steps in (0, 3, 10, 10**6):
        game = new_game("three-handed", seed=2, match="deal")
        dealt = (*(Hand(cards) for cards in game.seat_cards), Hand(game.set_aside))  # type: ignore[attr-defined]
        play(game, random.Random(steps), steps)
        text = game_to_pbn(game)
        [record] = read_pbn(text)
        assert record.honeymoon_deal == dealt and [len(hand or ()) for hand in dealt] == [16, 16, 16, 4]
        assert record.deal is None and record.tag("Contract") == "" and record.tag("Result") == ""
        assert game_from_pbn(text).to_json() == game.to_json()
    north, east, *_ = (record.tag(DEAL_TAG) or "").removeprefix("N:").split()
    edited = text.replace(f"N:{north} {east}", f"N:{east} {north}")  # players 0 and 1 swap hands
    assert edited != text
    with pytest.raises(PbnError, match=f"line 18: the {DEAL_TAG} tag does not match the game"):
        game_from_pbn(edited)


def test_endplay_reads_the_dealer_the_vulnerability_and_the_hands_of_every_form() -> None:
    """endplay takes the Dealer tag only with a Contract tag other than ?, the vulnerability only
    from a tag that is not empty: written so, it reads each form's deal as the library has it."""
    pytest.importorskip("endplay")
    from endplay.parsers import pbn as endplay_pbn

    vul_names = {0: "None", 1: "All", 2: "NS", 3: "EW"}  # endplay's Vul values
    for form in BRIDGE_FORMS:
        for match, steps in (("deal", 0), ("deal", 12), ("rubber", 150)):
            game = new_game(form, seed=6, match=match)
            play(game, random.Random(steps), steps)
            text = game_to_pbn(game)
            [record] = read_pbn(text)
            [board] = endplay_pbn.loads(text)
            assert int(board.dealer) == game.dealer, (form, steps)  # type: ignore[attr-defined]
            if record.vulnerable is not None:
                assert vul_names[int(board.vul)] == record.vulnerable, (form, steps)
            ours = [hand.pbn() if hand else "..." for hand in record.deal or (None,) * 4]
            assert [str(board.deal[seat]) for seat in range(4)] == ours, (form, steps)



# --- files written by other programs, typed by hand --------------------------------------------------
ENDPLAY_STYLE = f"""% PBN 2.1
% EXPORT
[Event "Club night"]
[Site "?"]
[Date "2024.03.14"]
[Board "4"]
[West "Wim"]
[North "Nora"]
[East "Els"]
[South "Sam"]
[Dealer "S"]
[Vulnerable "EW"]
[Deal "N:{NORTH} {EAST} {SOUTH} {WEST}"]
[Scoring "?"]
[Declarer "S"]
[Contract "4H"]
[Result "?"]
[Auction "S"]
1H Pass 2H Pass
4H Pass Pass Pass
[Play "W"]
SQ S5 S8 SA ; South wins with the singleton ace
H3 H4 HA HQ {{East's singleton ace
wins}}
S6 S7 SJ H2
*


"""


def test_an_endplay_style_file() -> None:
    [record] = read_pbn(ENDPLAY_STYLE)
    assert record.tag("Event") == "Club night" and record.tag("North") == "Nora"
    assert record.dealer == 2 and record.vulnerable == "EW" and record.result is None
    assert record.deal == tuple(Hand.parse(h) for h in (NORTH, EAST, SOUTH, WEST))
    assert record.play[1] == tuple(Card.parse(c) for c in ("3H", "4H", "AH", "QH"))
    game = game_from_pbn(ENDPLAY_STYLE)
    # Trick 1: South's ♠A wins; trick 2: East's ♥A; trick 3: South, out of spades, ruffs with the ♥2.
    assert game.winners == [2, 1, 2]  # type: ignore[attr-defined]
    assert game.declarer_tricks() == 2  # type: ignore[attr-defined]
    assert game.phase.value == "play" and game.current_player == 2
    assert str(game.contract) == "4♥"


BBO_STYLE = """[Event "#8000 Pairs"]
[Site "BBO"]
[Date "2024.01.05"]
[Board "1"]
[West "w1"]
[North "n1"]
[East "e1"]
[South "s1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:AKQ2.KQ2.A32.432 T98.JT98.KQJ.AKQ J7654.A43.54.765 3.765.T9876.JT98"]
[Scoring "IMP"]
[Declarer "N"]
[Contract "4S"]
[Result "10"]
[Auction "N"]
1NT =1= Pass 2C! =2= Pass
2S Pass 4S AP
[Note "1:15-17"]
[Note "2:Stayman"]
"""


def test_a_bbo_style_file_with_notes_and_all_pass() -> None:
    [record] = read_pbn(BBO_STYLE)
    assert record.auction == tuple(parse_call(c) for c in
                                   ["1NT", "Pass", "2C", "Pass", "2S", "Pass", "4S", "Pass", "Pass", "Pass"])
    assert record.auction_notes == ((0, 1), (2, 2))
    assert (record.note(1), record.note(2), record.note(3)) == ("15-17", "Stayman", None)
    assert record.contract == honeymoon.Contract.parse("4S") and record.declarer == 0
    game = game_from_pbn(BBO_STYLE)
    assert game.phase.value == "play" and game.current_player == 1  # East leads against North
    assert game.declarer == 0  # type: ignore[attr-defined]
    assert read_pbn(write_pbn([record])) == [record]


DEALER_STYLE = """[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"]

[Board "2"]
[Dealer "E"]
[Vulnerable "NS"]
[Deal "E:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"]

[Board "3"]
[Dealer "S"]
[Vulnerable "#"]
[Deal "#"]
"""


def test_a_deal_generator_file_of_deals_only() -> None:
    records = read_pbn(DEALER_STYLE)
    assert [r.tag("Board") for r in records] == ["1", "2", "3"]
    assert records[0].deal is not None and records[0].deal[0] == Hand.parse("AKQJT98765432...")
    assert records[1].deal is not None and records[1].deal[1] == Hand.parse("AKQJT98765432...")
    assert records[2].deal == records[1].deal and records[2].vulnerable == "NS"  # "#": as before
    with pytest.raises(NotationError, match="has 3"):
        game_from_pbn(DEALER_STYLE)
    game = to_game(records[1])
    assert game.phase.value == "auction" and game.current_player == 1  # the dealer, East, calls
    assert game.full_view().seats[1].cards[0] == Card.parse("AS")


def test_a_grand_slam_played_out_from_a_file() -> None:
    """Each hand holds one suit: North's spades win every trick (typed trick by trick)."""
    tricks = ["HA D2 C2 S2"] + [f"H{r} D{r2} C{r2} S{s}" for r, r2, s in
                                  zip("23456789TJQK", "3456789TJQKA", "AKQJT9876543", strict=True)]
    text = (DEALER_STYLE.split("\n\n")[0] + '\n[Declarer "N"]\n[Contract "7S"]\n[Result "13"]\n'
            '[Auction "N"]\n7S AP\n[Play "E"]\n' + "\n".join(tricks) + "\n")
    game = game_from_pbn(text)
    assert game.is_over and game.deals[-1].score.tricks == 13  # type: ignore[attr-defined]
    bad = text.replace('[Result "13"]', '[Result "12"]')
    with pytest.raises(PbnError, match="line 7: the Result tag says 12 tricks, but declarer won 13"):
        game_from_pbn(bad)


# --- bad input, each with its line ---------------------------------------------------------------
HEAD = '[Event "x"]\n[Site "y"]\n[Date "2024.01.01"]\n[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n'
FULL_DEAL = f'[Deal "N:{NORTH} {EAST} {SOUTH} {WEST}"]\n'

BAD = [
    (HEAD + '[Deal "N:AKQ.JT9.8765.432 - -"]', 7,
     "the Deal tag has 3 hands, a deal has 4 (write - for a hand you do not know)"),
    (HEAD + '[Deal "X:- - - -"]', 7, "the Deal tag starts with the first hand's seat"),
    (HEAD + '[Deal "N:AKQ.JT9.8765 - - -"]', 7, "North's hand 'AKQ.JT9.8765' has 3 suits"),
    (HEAD + '[Deal "E:- AKQ.JT9.8765.43Z - -"]', 7, "South's hand has 'Z' in clubs, which is no rank"),
    (HEAD + '[Deal "N:AA... - - -"]', 7, "North's hand holds the ♠A twice"),
    (HEAD + '[Deal "N:A... - A... -"]', 7, "the ♠A is in North's hand and in South's"),
    (HEAD + '[Deal "N:AKQJT98765432.A.. - - -"]', 7, "North's hand has 14 cards; a hand has at most 13"),
    ('[Dealer "X"]', 1, "the Dealer tag names a seat"),
    ('[Board "1"]\n[Declarer "Q"]', 2, "the Declarer tag names a seat"),
    ('[Vulnerable "Some"]', 1, "the Vulnerable tag is None, NS, EW or All"),
    ('\n[Contract "8S"]', 2, "the Contract tag is a level, a strain"),
    ('[Result "14"]', 1, "the Result tag is declarer's tricks, 0 to 13"),
    ('[Board "x"]', 1, "the Board tag is a board number"),
    ('[Date "2024-01-01"]', 1, "the Date tag is written YYYY.MM.DD"),
    ('[Board "1"]\n[Board "2"]', 2, "the Board tag is given twice in one game (leave an empty line"),
    ('[Event "x]', 1, "cannot read '[Event \"x]' as a tag"),
    ('[Event x]', 1, "as a tag"),
    ('[Event "x"]\n1S Pass', 2, "'1S Pass' is not a tag"),
    ('Hello', 1, "'Hello' is not a tag"),
    ('[Auction "N"]\n1S Pass 1Q', 2, "cannot read '1Q' as a call"),
    ('[Auction "N"]\n1S Pass 2S 1H', 2, "West cannot call 1H: "),
    ('[Auction "N"]\n1S X\nXX Pass\nPass Pass Pass', 4, "the auction is over before 'Pass': a call too many"),
    ('[Auction "N"]\n1S AP\nAP', 3, "AP (all pass) comes after the auction is over"),
    ('[Auction "N"]\n=1= 1S', 2, "the note =1= comes before any call"),
    ('[Auction "Q"]', 1, "the Auction tag names a seat"),
    (HEAD + FULL_DEAL + '[Play "W"]\nSQ S5 S8 ZZ', 9, "cannot read 'ZZ' as a card"),
    (HEAD + FULL_DEAL + '[Play "W"]\nSQ S5 S8 SA\nSQ', 10, "the ♠Q is played twice"),
    (HEAD + FULL_DEAL + '[Play "W"]\nSQ S5 S8 HA', 9, "South plays the ♥A"),
    ('[Play "N"]\n' + "\n".join(["- - - -"] * 14), 15, "the Play section has more than 13 tricks"),
    ('[Board "#"]', 1, "the Board tag says # (as in the game before), but no game before has it"),
    ('[Board "1"]\n{ a comment\nthat never ends', 3, "a comment opened with { is never closed"),
    ('[Board "1"]\n\n[Board "2"]\n[Deal "N:- -"]', 4, "the Deal tag has 2 hands"),  # nothing half-read
    # The project's deal of any size (three-handed: 16 cards a hand) is read as strictly as a Deal.
    ('[Board "1"]\n[HoneymoonDeal "N:AKQ - -"]', 2, "the HoneymoonDeal tag has 3 hands"),
    ('[HoneymoonDeal "N:A... - A... -"]', 1, "the ♠A is in North's hand and in South's"),
    ('[HoneymoonDeal "X:- - - -"]', 1, "the HoneymoonDeal tag starts with the first hand's seat"),
    # Numbers are ASCII digits, as many as the field needs: "²".isdigit() is True, and int("²") fails.
    ('[Result "²"]', 1, "the Result tag is declarer's tricks, 0 to 13, not '²'"),
    ('[Result "１３"]', 1, "the Result tag is declarer's tricks, 0 to 13, not '１３'"),
    ('[Board "²"]', 1, "the Board tag is a board number (at most 9 digits), not '²'"),
    ('[Board "1234567890"]', 1, "the Board tag is a board number (at most 9 digits), not '1234567890'"),
    ('[Auction "N"]\n1NT =²= Pass', 2, "a note is written =n=, n a number of at most 9 digits, not '=²='"),
    ('[Auction "N"]\n1NT =1234567890= Pass', 2, "a note is written =n=, n a number of at most 9 digits"),
    ('[Contract "1ſ"]', 1, "the Contract tag is a level, a strain"),  # not read as 1S by IGNORECASE
    ('[Auction "?"]\n1NT', 2, "the Auction tag says ? (unknown), but its section follows it: name the "
                              "section's first seat"),
    ('[Play "?"]\nSA', 2, "the Play tag says ? (unknown), but its section follows it"),
    ('[' + "A" * 256 + ' "x"]', 1, "as a tag"),  # a tag name has at most 255 characters
    # Only a line feed ends a line: these are text of the line (here, text that is not a tag).
    ('[Event "x"]\u2028[Board "1"]', 1, "is not a tag like [Event"),
    ('[Event "x"]\r[Board "1"]', 1, "is not a tag like [Event"),
]


@pytest.mark.parametrize(("text", "line", "reason"), BAD)
def test_bad_input_names_its_line_and_reason(text: str, line: int, reason: str) -> None:
    with pytest.raises(PbnError) as caught:
        read_pbn(text)
    assert caught.value.line == line
    assert str(caught.value).startswith(f"line {line}: ")
    assert reason in caught.value.reason
    assert isinstance(caught.value, NotationError)


GAME_HEAD = HEAD + FULL_DEAL  # seven lines: the Deal tag is line 7
BAD_GAMES = [
    ('[Board "1"]', 1, "needs the Deal tag with four hands of 13 cards"),
    (HEAD + '[Deal "N:- - - -"]', 7, "needs the Deal tag with four hands of 13 cards"),
    (GAME_HEAD + '[Auction "E"]\nPass', 8,
     "the auction starts with East, but the dealer, North, calls first"),
    (GAME_HEAD + '[Contract "3NT"]\n[Auction "N"]\n1NT AP', 8, "the Contract tag says 3NT, but the auction "
                                                               "ends in 1NT"),
    (GAME_HEAD + '[Contract "Pass"]\n[Auction "N"]\n1NT AP', 8, "the Contract tag says Pass, but the "
                                                                "auction ends in 1NT"),
    (GAME_HEAD + '[Contract "1C"]\n[Auction "N"]\nAP', 8, "the Contract tag says 1C, but the auction "
                                                          "ends in Pass"),
    (GAME_HEAD + '[Declarer "S"]\n[Auction "N"]\n1NT AP', 8, "the Declarer tag says S, but the auction "
                                                             "makes North declarer"),
    (GAME_HEAD + '[Auction "N"]\n1NT AP\n[Play "N"]\nSK', 10, "the Play tag says North leads, but the "
                                                               "opening lead is East's"),
    (GAME_HEAD + '[Auction "N"]\n1NT AP\n[Play "E"]\nSJ H2 S2 S5', 11,
     "trick 1, South's ♥2: you must follow suit: you hold ♠A"),
    (GAME_HEAD + '[Auction "N"]\n1NT AP\n[Play "E"]\nSJ - S2 S5\nST', 11, "comes after a card written -"),
    (GAME_HEAD + '[Auction "N"]\n1NT Pass\n[Play "E"]\nSJ', 10, "without an auction that ends in a contract"),
    (GAME_HEAD + '[Auction "N"]\nAP\n[Play "E"]\nSJ', 10, "without an auction that ends in a contract"),
    (GAME_HEAD + f'[{PROJECT_TAG} "{{}}"]', 8, f"the {PROJECT_TAG} tag holds no game the library can load"),
]


@pytest.mark.parametrize(("text", "line", "reason"), BAD_GAMES)
def test_a_file_that_cannot_be_replayed_names_its_line(text: str, line: int, reason: str) -> None:
    with pytest.raises(PbnError) as caught:
        game_from_pbn(text)
    assert (caught.value.line, reason in caught.value.reason) == (line, True), str(caught.value)


def test_a_last_trick_cut_short_is_played_as_far_as_it_goes() -> None:
    """East leads the ♠J, South follows with his ♠A, and the file ends: the trick's other cards
    are not played (read as written -)."""
    text = GAME_HEAD + '[Auction "N"]\n1NT AP\n[Play "E"]\nSJ SA'
    [record] = read_pbn(text)
    assert record.play == ((Card.parse("SJ"), Card.parse("SA"), None, None),)
    assert write_pbn([record]).endswith('[Play "E"]\nSJ SA - -\n')
    game = game_from_pbn(text)
    assert game.phase.value == "play" and game.current_player == 3  # West plays next
    assert [action for _, action in game.history][-2:] == [Card.parse("SJ"), Card.parse("SA")]
    assert game_from_pbn(write_pbn([record])).to_json() == game.to_json()


def test_a_question_mark_is_an_unknown_value_without_a_section() -> None:
    [record] = read_pbn('[Event "x"]\n[Auction "?"]\n[Play "?"]\n[Result "?"]\n[Board "1"]')
    assert (record.auction_first, record.play_first, record.result) == (None, None, None)
    assert record.auction == () and record.play == ()


def test_an_edited_deal_or_save_is_refused() -> None:
    game = new_game("plain", seed=4, match="deal")
    text = game_to_pbn(game)
    deal = re.search(r'\[Deal "N:(\S+) (\S+) - -"\]', text)
    assert deal is not None
    swapped = text.replace(deal.group(0), f'[Deal "N:{deal.group(2)} {deal.group(1)} - -"]')
    with pytest.raises(PbnError, match="line 12: the Deal tag does not match the game"):
        game_from_pbn(swapped)
    edited = text.replace('\\"seed\\": 4', '\\"seed\\": 5')
    with pytest.raises(PbnError, match=r"line 18: .* changed or damaged"):
        game_from_pbn(edited)


def test_not_text_and_not_records_are_refused() -> None:
    with pytest.raises(NotationError, match="not bytes"):
        read_pbn(b"[Board]")  # type: ignore[arg-type]
    with pytest.raises(NotationError, match="PbnGame values, not str"):
        write_pbn(["[Board]"])  # type: ignore[list-item]
    with pytest.raises(NotationError, match="needs the Auction tag"):
        write_pbn([PbnGame(auction=(PASS,))])
    with pytest.raises(NotationError, match="has 0"):
        game_from_pbn("")


# --- values and the text around them --------------------------------------------------------------
def test_escapes_comments_and_the_deal_written_from_north() -> None:
    text = ('% a directive\n[Event "a \\"quoted\\" name; not a comment {either}"] ; comment\n'
            '{ a comment\n\n over lines }\n[Deal "S:- - AKQJT98765432... -"]\n')
    [record] = read_pbn(text)
    assert record.tag("Event") == 'a "quoted" name; not a comment {either}'
    assert record.tag("Deal") == "N:AKQJT98765432... - - -"
    assert record.deal == (Hand.parse("AKQJT98765432..."), None, None, None)
    assert write_pbn([record]).splitlines()[:2] == [HEADER,
                                                    '[Event "a \\"quoted\\" name; not a comment {either}"]']


def test_tables_are_kept_as_text() -> None:
    text = '[Board "1"]\n[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]\nN NT 9\nS NT 9\n'
    [record] = read_pbn(text)
    assert record.tables == ((1, ("N NT 9", "S NT 9")),)
    assert write_pbn([record]) == f"{HEADER}\n{text}"


def test_a_record_is_a_frozen_value() -> None:
    [record] = read_pbn(BBO_STYLE)
    with pytest.raises(AttributeError):
        record.tags = ()  # type: ignore[misc]
    assert record == read_pbn(BBO_STYLE)[0]
    assert PbnGame(tags=(("Board", "1"),)).tag("Board") == "1"


@pytest.mark.parametrize("seed", range(60))
def test_random_records_survive_write_and_read(seed: int) -> None:
    """Any deal (hands known or not), auction with notes, play and table: written, read back equal."""
    rng = random.Random(seed)
    deck = list(honeymoon.DECK)
    rng.shuffle(deck)
    hands = [Hand(deck[i * 13:(i + 1) * 13]) if rng.random() < 0.8 else None for i in range(4)]
    auction = honeymoon.Auction(4, rng.randrange(4))
    while not auction.is_over and rng.random() < 0.95:
        auction.push(rng.choice(auction.legal_calls()))
    first = rng.randrange(4)
    left = [sorted(h or ()) for h in hands]
    play = tuple(tuple(left[(first + col) % 4].pop(rng.randrange(len(left[(first + col) % 4])))
                       if left[(first + col) % 4] and rng.random() < 0.9 else None for col in range(4))
                 for _ in range(rng.randrange(14)))
    tags = (("Event", rng.choice(['x "y" \\ z\\', "", "?", "a;b{c}"])),
            ("Deal", "N:" + " ".join("-" if h is None else h.pbn() for h in hands)),
            ("Auction", "NESW"[auction.first]), ("Note", "1:natural"), ("Play", "NESW"[first]),
            ("ScoreTable", "Score\\5R"))
    notes = tuple((i, rng.randrange(1, 3)) for i in range(len(auction.calls)) if rng.random() < 0.2)
    record = PbnGame(tags, (hands[0], hands[1], hands[2], hands[3]), tuple(auction.calls), notes, play,
                     ((5, ("N 420", "E -420")),))
    text = write_pbn([record, record])
    assert read_pbn(text) == [record, record]
    assert write_pbn(read_pbn(text)) == text


# --- endplay, the independent reference ------------------------------------------------------------
def test_endplay_reads_what_we_write() -> None:
    pytest.importorskip("endplay")
    from endplay.parsers import pbn as endplay_pbn

    for seed in range(10):
        game = new_game("contract-bridge", seed=seed, match="deal")
        play(game, random.Random(seed), 10**6)
        [board] = endplay_pbn.loads(game_to_pbn(game))
        ours = [Hand(cards).pbn() for cards in read_pbn(game_to_pbn(game))[0].deal or ()]
        theirs = [str(board.deal[seat]) for seat in range(4)]  # North, East, South, West
        assert theirs == ours
        assert int(board.dealer) == game.dealer  # type: ignore[attr-defined]
        if game.contract is not None:  # type: ignore[attr-defined]
            assert int(board.contract.declarer) == game.declarer  # type: ignore[attr-defined]
            assert board.contract.level == game.contract.level  # type: ignore[attr-defined]
            played = [f"{c.suit.name[0]}{c.rank.name[1]}".upper() for c in board.play]
            cards = [action.code for _, action in game.history if isinstance(action, Card)]
            assert played == [c[1] + c[0] for c in cards]


def test_we_read_what_endplay_writes() -> None:
    pytest.importorskip("endplay")
    from endplay.parsers import pbn as endplay_pbn
    from endplay.types import Board, Deal, Player, Vul

    boards = []
    for seed in range(20):
        deck = honeymoon.shuffled_deck(seed)
        text = "N:" + " ".join(Hand(deck[i * 13:(i + 1) * 13]).pbn() for i in range(4))
        boards.append(Board(Deal(text), board_num=seed + 1, dealer=Player(seed % 4), vul=Vul(seed % 4)))
    records = read_pbn(endplay_pbn.dumps(boards))
    assert len(records) == 20
    for board, record in zip(boards, records, strict=True):
        assert [h.pbn() if h else "-" for h in record.deal or ()] == [str(board.deal[p]) for p in range(4)]
        assert record.dealer == int(board.dealer)
        assert record.tag("Board") == str(board.board_num)
        game = to_game(record)
        assert game.full_view().seats[0].cards == tuple(record.deal[0] or ())  # type: ignore[index]


# --- the double-dummy analysis: OptimumResultTable, ParContract, OptimumScore ---------------------------
STRAIN_ROWS = ["NT", "S", "H", "D", "C"]  # the rows' order in PBN files, within each declarer


def optimum_rows(record: PbnGame) -> tuple[str, ...]:
    index = next(i for i, (name, _) in enumerate(record.tags) if name == "OptimumResultTable")
    return dict(record.tables)[index]


def vulnerable_pair(record: PbnGame) -> tuple[bool, bool]:
    value = record.vulnerable or "None"
    return value in ("NS", "All"), value in ("EW", "All")


def test_analysis_is_written_only_on_request() -> None:
    game = new_game("plain", seed=1, match="deal")
    assert "Optimum" not in game_to_pbn(game) and "ParContract" not in game_to_pbn(game)
    with pytest.raises(honeymoon.ConfigError, match="analysis is True or False, not 'yes'"):
        game_to_pbn(game, analysis="yes")  # type: ignore[arg-type]


@pytest.mark.parametrize(("form", "steps", "seats"), [
    ("plain", 0, 2), ("plain", 30, 2), ("draw", 10**6, 2), ("contract-bridge", 0, 4),
    ("contract-bridge", 10**6, 4), ("double-dummy", 20, 4), ("single-dummy", 0, 4)])
def test_the_written_table_is_dd_table_of_the_hands(form: str, steps: int, seats: int) -> None:
    if seats == 4:
        pytest.importorskip("endplay")
    from honeymoon.analysis import dd_table
    from honeymoon.par import par

    for seed in range(2):
        game = new_game(form, seed=seed, match="deal")
        play(game, random.Random(seed), steps)
        text = game_to_pbn(game, analysis=True)
        [record] = read_pbn(text)
        hands = [hand for hand in record.deal or () if hand is not None]
        assert len(hands) == seats
        table = dd_table(hands)
        assert record.optimum == table
        # One row a declarer and strain: N, E (S, W) in turn, each NT S H D C.
        assert [row.split()[:2] for row in optimum_rows(record)] == [
            [seat, strain] for seat in "NESW"[:seats] for strain in STRAIN_ROWS]
        expected = par(table, vulnerable=vulnerable_pair(record), dealer=record.dealer or 0, duplicate=True)
        assert record.optimum_score == expected.score
        [(who, contract)] = record.par_contracts or [("", None)]
        assert contract == expected.contract and who[0] in "NESW"
        # The project's tag stays last, and the game comes back whole.
        assert record.tags[-1][0] == PROJECT_TAG
        assert game_from_pbn(text).to_json() == game.to_json()
        # Without its analysis (the lines from OptimumScore on), the text is the one written by default.
        lines = text.splitlines()
        start, end = lines.index(f'[OptimumScore "{record.tag("OptimumScore")}"]'), len(lines) - 1
        assert lines[end].startswith(f"[{PROJECT_TAG} ") and end - start == 3 + 5 * seats
        assert lines[:start] + lines[end:] == game_to_pbn(game).splitlines()


def test_no_analysis_without_two_or_four_known_hands() -> None:
    for form in ("exposed-dummy", "three-handed", "draw"):
        game = new_game(form, seed=1, match="deal")  # exposed-dummy: three hands; the others: no Deal yet
        assert game_to_pbn(game, analysis=True) == game_to_pbn(game)
    refused = [
        '[Board "1"]',
        '[Deal "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. -"]',  # three hands
        '[Deal "N:AKQJT98765432... - ..AKQJT98765432. -"]',  # partners, not opponents
        '[Deal "N:AKQJ... .AKQJ.. ..AKQJ. ...AKQJ"]',  # four cards a hand: not a whole deal
    ]
    for text in refused:
        with pytest.raises(NotationError, match="the double-dummy analysis needs the Deal tag"):
            with_analysis(read_pbn(text)[0])
    with pytest.raises(NotationError, match="takes a PbnGame"):
        with_analysis("[Board]")  # type: ignore[arg-type]


# Each hand one suit, N spades, E hearts, S diamonds, W clubs. Typed by hand: at no-trump the
# leader (declarer's left) takes all thirteen tricks; with trumps, the side holding them takes all.
ONE_SUIT_DEAL = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"
ONE_SUIT_TABLE = """N NT  0
N  S 13
N  H  0
N  D 13
N  C  0
E NT  0
E  S  0
E  H 13
E  D  0
E  C 13
S NT  0
S  S 13
S  H  0
S  D 13
S  C  0
W NT  0
W  S  0
W  H 13
W  D  0
W  C 13"""


def test_a_deal_of_one_suit_a_hand_typed_by_hand() -> None:
    pytest.importorskip("endplay")
    [record] = read_pbn(f'[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "{ONE_SUIT_DEAL}"]')
    text = write_pbn([with_analysis(record)])
    # Both sides make a grand slam; NS's 7♠ (1510) outranks EW's 7♥, and EW's 7NT sacrifice,
    # seven down doubled (1700), costs more: par is 7♠ by either of NS.
    assert text == (f'{HEADER}\n[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "{ONE_SUIT_DEAL}"]\n'
                    '[OptimumScore "NS 1510"]\n[ParContract "NS 7S"]\n'
                    f'[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]\n{ONE_SUIT_TABLE}\n')
    [read] = read_pbn(text)
    assert read.optimum == {(honeymoon.Strain[name], seat): (13 if (strain in "SD") == (seat % 2 == 0) and
                                                            strain != "NT" else 0)
                            for seat in range(4) for strain, name in
                            zip(STRAIN_ROWS, ["NOTRUMP", "SPADES", "HEARTS", "DIAMONDS", "CLUBS"],
                                strict=True)}
    assert read.par_contracts == (("NS", honeymoon.Contract.parse("7S")),) and read.optimum_score == 1510


# Board 1 of a club pairs night exported by the Ruter scoring program (Hallstahammars BK,
# 2021-09-01), as published at https://resultat.svenskbridge.se/storage/2021/09/01/354807.pbn;
# its first ten rows typed by hand from the file (West then North, in the program's order).
PUBLISHED = """[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:J76.AK.AQJ954.J3 QT.QT8542.62.Q52 AK9543.6.K3.T986 82.J973.T87.AK74"]
[OptimumScore "NS 450"]
[OptimumContract "5S N 11"]
[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]
W S 0
W H 7
W D 0
W C 5
W NT 0
N S 11
N H 6
N D 11
N C 8
N NT 10
"""


def test_a_published_table_reads_into_its_dict() -> None:
    from honeymoon import Strain

    [record] = read_pbn(PUBLISHED)
    assert record.optimum == {
        (Strain.SPADES, 3): 0, (Strain.HEARTS, 3): 7, (Strain.DIAMONDS, 3): 0, (Strain.CLUBS, 3): 5,
        (Strain.NOTRUMP, 3): 0, (Strain.SPADES, 0): 11, (Strain.HEARTS, 0): 6, (Strain.DIAMONDS, 0): 11,
        (Strain.CLUBS, 0): 8, (Strain.NOTRUMP, 0): 10}
    assert record.optimum_score == 450 and record.par_contracts is None
    assert write_pbn([record]) == f"{HEADER}\n{PUBLISHED}"  # written back as it was, under the header
    pytest.importorskip("endplay")
    ours = with_analysis(record)
    # The library's analysis agrees with the published one, row for row and in par.
    assert {key: tricks for key, tricks in (ours.optimum or {}).items() if key in record.optimum} == \
        record.optimum
    assert ours.optimum_score == 450 and ours.tag("OptimumScore") == "NS 450"
    assert ours.tag("ParContract") == "NS 4S+1"  # 450: four spades and an overtrick
    assert ours.tag("OptimumContract") == "5S N 11"  # another program's own tag, kept
    assert [name for name, _ in ours.tags].count("OptimumResultTable") == 1
    assert with_analysis(ours) == ours  # the analysis replaces the old one


def test_analysed_records_survive_write_and_read() -> None:
    records = [with_analysis(read_pbn(f'[Board "{seed}"]\n[Deal "N:{plain_deal(seed)} - -"]')[0])
               for seed in range(3)]
    text = write_pbn(records)
    assert read_pbn(text) == records
    assert write_pbn(read_pbn(text)) == text
    assert [r.optimum for r in read_pbn(text)] == [r.optimum for r in records]


def plain_deal(seed: int) -> str:
    deck = honeymoon.shuffled_deck(seed)
    return f"{Hand(deck[:13]).pbn()} {Hand(deck[13:26]).pbn()}"


@pytest.mark.parametrize("seed", range(40))
def test_random_tables_survive_write_and_read(seed: int) -> None:
    """Any rows, in any order, with any spacing: read into the dict they say, written back as they were."""
    from honeymoon import Strain

    rng = random.Random(seed)
    keys = [(strain, seat) for strain in Strain for seat in range(4)]
    chosen = rng.sample(keys, rng.randrange(len(keys) + 1))
    table = {key: rng.randrange(14) for key in chosen}
    letters = {Strain.NOTRUMP: "NT", Strain.SPADES: "S", Strain.HEARTS: "H", Strain.DIAMONDS: "D",
               Strain.CLUBS: "C"}
    rows = tuple(" " * rng.randrange(2) + f"{'NESW'[seat]}{' ' * rng.randint(1, 3)}{letters[strain]}"
                 f"{' ' * rng.randint(1, 3)}{tricks}" for (strain, seat), tricks in table.items())
    header = rng.choice(["Declarer;Denomination\\2R;Result\\2R", "Declarer;Denomination;Result",
                         "Declarer;Denomination\\2R;Result\\3R"])
    record = PbnGame((("Board", "1"), ("OptimumResultTable", header)), tables=((1, rows),))
    [read] = read_pbn(write_pbn([record]))
    assert read.optimum == table == record.optimum
    assert read.tables == ((1, tuple(row.strip() for row in rows)),)


HEAD_TABLE = '[Board "1"]\n[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]\n'  # rows from line 3
BAD_TABLES = [
    ('[OptimumResultTable "Declarer;Strain;Tricks"]', 1, "the OptimumResultTable tag names its columns "
                                                         "Declarer;Denomination\\2R;Result\\2R"),
    ('[Board "1"]\n[OptimumResultTable "Result;Declarer;Denomination"]', 2, "names its columns"),
    (HEAD_TABLE + "X NT 9", 3, "the declarer is N, E, S or W, not 'X'"),
    (HEAD_TABLE + "N NT 9\nn S 9", 4, "the declarer is N, E, S or W, not 'n'"),
    (HEAD_TABLE + "N Z 9", 3, "the strain is NT, S, H, D or C, not 'Z'"),
    (HEAD_TABLE + "N SA 9", 3, "the strain is NT, S, H, D or C, not 'SA'"),
    (HEAD_TABLE + "N NT 14", 3, "the tricks are a number from 0 to 13, not '14'"),
    (HEAD_TABLE + "N NT -1", 3, "the tricks are a number from 0 to 13, not '-1'"),
    (HEAD_TABLE + "N NT nine", 3, "the tricks are a number from 0 to 13, not 'nine'"),
    (HEAD_TABLE + "N NT", 3, "a row of the OptimumResultTable is a declarer, a strain and tricks"),
    (HEAD_TABLE + "N NT 9 9", 3, "a row of the OptimumResultTable is a declarer, a strain and tricks"),
    (HEAD_TABLE + "N NT 9\nE S 7\nN NT 8", 5, "N NT has a row already"),
    (HEAD_TABLE + "N NT 9 ; a comment\n{ a note }\nE NT 15", 5, "not '15'"),  # comments are not rows
    ('[Board "1"]\n\n' + HEAD_TABLE + "W C 99", 5, "not '99'"),  # in the second game
]


@pytest.mark.parametrize(("text", "line", "reason"), BAD_TABLES)
def test_a_malformed_table_names_its_line_and_reason(text: str, line: int, reason: str) -> None:
    with pytest.raises(PbnError) as caught:
        read_pbn(text)
    assert caught.value.line == line, str(caught.value)
    assert str(caught.value).startswith(f"line {line}: ")
    assert reason in caught.value.reason


def test_par_tags_are_read_on_request() -> None:
    def record(value: str, tag: str = "ParContract") -> PbnGame:
        return read_pbn(f'[Board "1"]\n[{tag} "{value}"]')[0]

    four_spades, five_hearts_doubled = honeymoon.Contract.parse("4S"), honeymoon.Contract.parse("5HX")
    assert record("NS 4S").par_contracts == (("NS", four_spades),)
    assert record("EW 5HX-2; ns 4S+1").par_contracts == (("EW", five_hearts_doubled), ("NS", four_spades))
    assert record("N 3N, S 3NT=").par_contracts == (("N", honeymoon.Contract.parse("3NT")),
                                                    ("S", honeymoon.Contract.parse("3NT")))
    assert record("Pass").par_contracts == () and record("?").par_contracts is None
    assert record("NS 620", "OptimumScore").optimum_score == 620
    assert record("EW 100", "OptimumScore").optimum_score == -100
    assert record("NS -100", "OptimumScore").optimum_score == -100
    assert PbnGame().optimum is None and PbnGame().par_contracts is None and PbnGame().optimum_score is None
    with pytest.raises(PbnError, match=r"line 2: the ParContract tag names who declares and the contract, "
                                       r"like NS 4S.* not 'NS 8S'"):
        _ = record("NS 8S").par_contracts
    with pytest.raises(PbnError, match="line 2: the OptimumScore tag is the side that gains and its points"):
        _ = record("420", "OptimumScore").optimum_score
    # Numbers of thousands of digits (Python's int() refuses 4,300), or not ASCII, are refused.
    with pytest.raises(PbnError, match=r"line 2: the OptimumScore tag is .* not 'NS 99999"):
        _ = record("NS " + "9" * 5000, "OptimumScore").optimum_score
    with pytest.raises(PbnError, match="line 2: the OptimumScore tag is the side that gains"):
        _ = record("NS ４２０", "OptimumScore").optimum_score
    with pytest.raises(PbnError, match="line 2: the ParContract tag names who declares and the contract"):
        _ = record("NS 4ſ").par_contracts  # the long s is no S
    # A record built by hand names the row.
    bad = PbnGame((("OptimumResultTable", "Declarer;Denomination;Result"),),
                  tables=((0, ("N NT 9", "N NT")),))
    with pytest.raises(NotationError, match="row 2 of the OptimumResultTable: a row of the"):
        _ = bad.optimum


def test_endplay_reads_the_analysis_we_write() -> None:
    pytest.importorskip("endplay")
    from endplay.dds import par as endplay_par
    from endplay.parsers import pbn as endplay_pbn
    from endplay.types import Player, Vul

    for seed in range(12):
        game = new_game("contract-bridge", seed=seed, match="rubber")
        play(game, random.Random(seed), 150)  # a few deals in: vulnerability and dealers vary
        text = game_to_pbn(game, analysis=True)
        [board] = endplay_pbn.loads(text)
        [record] = read_pbn(text)
        section = board.info["OptimumResultTable"]
        assert section["headers"] == ["Declarer",
                                      {"ordering": None, "name": "Denomination", "minwidth": "2",
                                       "alignment": "R"},
                                      {"ordering": None, "name": "Result", "minwidth": "2", "alignment": "R"}]
        assert section["rows"] == [row.split() for row in optimum_rows(record)]
        assert board.info["ParContract"] == record.tag("ParContract")
        assert board.info["OptimumScore"] == record.tag("OptimumScore")
        # endplay's own par of the deal (DDS), at the same vulnerability and dealer: the same score.
        vul = {"None": Vul.none, "NS": Vul.ns, "EW": Vul.ew, "All": Vul.both}[record.vulnerable or "None"]
        theirs = endplay_par(board.deal, vul, Player(record.dealer or 0))
        assert theirs.score == record.optimum_score
        # endplay writes the table back; we read it as the same table (without the project's tag,
        # whose quotes endplay does not escape).
        board.board_num = seed + 1
        del board.info[PROJECT_TAG]
        [again] = read_pbn(endplay_pbn.dumps([board]))
        assert again.optimum == record.optimum


def _claimed_contract_bridge_deal(seed: int) -> Game:
    """A one-deal contract-bridge game whose play stopped at a claim: random cards, a claim tried
    after the fifth trick until one holds."""
    from honeymoon.game import CLAIM

    game: Any = new_game("contract-bridge", seed=seed, match="deal")
    rng = random.Random(seed)
    game.apply("1C")
    for _ in range(3):
        game.apply(PASS)
    while not game.is_over:
        if len(game.tricks) >= 5:
            try:
                game.apply(CLAIM)
                break
            except honeymoon.IllegalActionError:
                pass
        game.apply(rng.choice(game.legal_actions()))
    return game  # type: ignore[no-any-return]


@pytest.mark.parametrize("seed", [0, 3])
def test_a_claimed_play_ends_with_a_star_and_endplay_reads_the_claim(seed: int) -> None:
    """PBN 2.1 writes a play cut short by a claim with ``-`` for the cards not played and ``*`` at
    its end; the Result counts the tricks the claim gave. endplay reads it as a claim."""
    from endplay.parsers import pbn as endplay_pbn

    game: Any = _claimed_contract_bridge_deal(seed)
    record = game.deals[-1]
    assert record.claim is not None
    text = game_to_pbn(game)
    play = text.split('[Play "')[1].split("\n[")[0].splitlines()[1:]
    cut = len(record.claim.trick)
    assert play[-1] == "*" and len(play) == len(game.tricks) + (1 if cut else 0) + 1
    if cut:
        assert play[-2].count("-") == 4 - cut
    [read] = read_pbn(text)
    assert read.claimed and read.result == record.score.tricks
    assert game_from_pbn(text).to_json() == game.to_json()
    [board] = endplay_pbn.loads(text)
    assert board.claimed
    assert board.contract.result == record.score.tricks - record.score.contract.tricks_needed
    assert len(board.play) == 4 * len(game.tricks) + cut
