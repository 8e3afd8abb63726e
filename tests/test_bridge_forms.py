"""Every bridge form of honeymoon.forms, played from explicit deals with scripted actions.

Expected values are typed by hand from the rule texts (cited by the keys of book/sources.md) and
the project's rulings (book/rules/):

- [honeymoon-fr] (Honeymoon Bridge, French): the draw phase ("Phase de tirage"), the auction and play,
  honors, the Exposed Dummy (Schafkopf) and three-handed variants;
- [bridge-fr] (contract bridge, French): dealer calls first, three passes, the declarer of the seed's
  example (South 1♥ … North 4♥: South declares), the lead from declarer's left, the dummy;
- [honeymoon-de] (Honeymoon "Draw and Discard", German): the main form and its example (Anna 4♣/D♥,
  Ben A♠/9♦), the auction ending on a pass after a bid, the scoring example (Anna 4♠ with 11
  tricks; Ben 3SA doubled with 8 tricks) and the variants Draw Bridge, Double Dummy, Single Dummy,
  Halb offene Tische, Geber reizt zuerst.

Deals are explicit deck orders (option ``deals``): the seats' hands in seat order, then the rest in
order (stock from its top, the cards set aside, the widow). The cards not named by a test fill the
deck from ♠A downwards (see :func:`deck`). Where the play matters, a deal is built so that the
result is forced, or the play is the documented "lowest legal card" policy of :func:`play_out`.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from honeymoon import DECK, Card, ConfigError, Hand, IllegalActionError, Phase, load_game, new_game
from honeymoon.forms import BridgeGame
from honeymoon.game import DECLINE, EXPOSED, HIDDEN, KEEP, REFUSE, REJECT, TAKE
from honeymoon.views import BridgeView, LogLine, Pile, Play

ALL_SPADES = "AKQJT98765432.-.-.-"
ALL_HEARTS = "-.AKQJT98765432.-.-"
ALL_DIAMONDS = "-.-.AKQJT98765432.-"
ALL_CLUBS = "-.-.-.AKQJT98765432"


# --- helpers --------------------------------------------------------------------------------------
def cards(text: str) -> list[Card]:
    """Cards from a PBN hand (``AK.QJ.-.2``: spades.hearts.diamonds.clubs) or codes (``AS KH``)."""
    if "." in text:
        return list(Hand.parse(text))
    return [Card.parse(token) for token in text.split()]


def codes(text: str) -> set[str]:
    return {card.code for card in cards(text)}


def card(code: str) -> Card:
    return Card.parse(code)


def trick(*plays: tuple[int, str]) -> tuple[Play, ...]:
    """A trick as a view holds it, from (seat, card code) pairs."""
    return tuple(Play(seat, card(code)) for seat, code in plays)


def deck(*parts: str) -> list[str]:
    """A deck order: the parts in order, then every other card from ♠A down to ♣2."""
    order = [card for part in parts for card in cards(part)]
    assert len(set(order)) == len(order), "a card is named twice"
    rest = [card for card in sorted(DECK, reverse=True) if card not in order]
    return [card.code for card in order + rest]


def game_of(form: str, *deals: list[str], **options: Any) -> BridgeGame:
    options.setdefault("first_dealer", 0)
    game = new_game(form, seed=1, deals=list(deals), **options)
    assert isinstance(game, BridgeGame)
    return game


def act(game: BridgeGame, *actions: Any) -> None:
    for action in actions:
        game.apply(action)


def seat(view: BridgeView, number: int) -> tuple[set[str], int]:
    """The codes of the cards of a seat shown in a view, and how many of its cards are hidden."""
    entry = view.seats[number]
    assert entry.seat == number
    return {card.code for card in entry.cards}, entry.hidden


def play_out(game: BridgeGame, *, highest: tuple[int, ...] = ()) -> None:
    """Finish the deal being played: every player plays his lowest legal card (in deck order:
    ♣2 lowest, ♠A highest), except the players in ``highest``, who play their highest."""
    assert game.phase is Phase.PLAY
    played = len(game.deals)
    while game.phase is Phase.PLAY and len(game.deals) == played:
        legal = game.legal_actions()
        game.apply(legal[-1] if game.current_player in highest else legal[0])
    assert len(game.deals) == played + 1


def sheet_lines(game: BridgeGame) -> list[tuple[int, int, bool]]:
    """Every line written on the score sheet: (side, points, above the line)."""
    return [(entry.side, entry.points, entry.above_line) for entry in game.sheet.entries]


def honors_lines(game: BridgeGame) -> list[tuple[int, int]]:
    return [(e.side, e.points) for e in game.sheet.entries if e.line.label.startswith("honors")]


def every_card_once(game: BridgeGame) -> None:
    """The all-seeing view accounts for each of the 52 cards exactly once."""
    view = game.full_view()
    assert view.set_aside is not None and view.stock is not None
    seen = [card for entry in view.seats for card in entry.cards]
    seen += [*view.set_aside, *view.stock, *(card for pile in view.discards for card in pile)]
    seen += [card for trick in view.tricks for _, card in trick]
    seen += [card for _, card in view.trick]
    draw = view.draw
    if draw is not None:
        seen += [*draw.dead, *(card for trick in draw.preliminary_tricks for _, card in trick)]
        seen += [card for _, card in draw.trick]
        seen += [card for card in (draw.turned, draw.offered) if card is not None]
    assert sorted(seen) == sorted(DECK)


def assert_over(game: BridgeGame) -> None:
    assert game.phase is Phase.OVER
    assert game.is_over
    assert game.current_player is None
    assert game.legal_actions() == []
    with pytest.raises(IllegalActionError):
        game.apply("P")


# The plain deal used wherever the play must not matter: player 0 holds all the spades, player 1
# all the hearts. Whoever declares in spades with them takes all 13 tricks (every card a trump).
SPADES_HEARTS = deck(ALL_SPADES, ALL_HEARTS)
HEARTS_SPADES = deck(ALL_HEARTS, ALL_SPADES)


# ==================================================================================================
# Common rules (plain form)
# ==================================================================================================
def test_a_board_s_vulnerability_is_seen_and_scored() -> None:
    """The vulnerable option of a match of one deal (a duplicate board): player 0's side is
    North-South in PBN, player 1's East-West; the deal is scored at it."""
    from honeymoon.pbn import game_to_pbn, read_pbn
    from honeymoon.scoring import score_deal

    for sides, flags, word in (((), (False, False), "None"), ([0], (True, False), "NS"),
                               ([1], (False, True), "EW"), ([1, 0], (True, True), "All")):
        game = game_of("plain", SPADES_HEARTS, match="deal", first_dealer=1, vulnerable=sides)
        assert game.view(0).vulnerable == game.view(1).vulnerable == flags
        assert load_game(game.to_json()).view(1).vulnerable == flags
        game.apply("4S")  # player 0, who holds every spade
        game.apply("P")
        while not game.is_over:
            game.apply(game.legal_actions()[0])
        score = game.deals[-1].score
        assert score is not None and score.vulnerable is flags[0]
        assert score == score_deal("4S", 13, vulnerable=flags[0])
        assert read_pbn(game_to_pbn(game))[0].vulnerable == word
    for bad in ("NS", [2], [0, 0], [True], None, 1):
        with pytest.raises(ConfigError, match="vulnerable is a list of different sides from 0 to 1"):
            new_game("plain", seed=1, match="deal", vulnerable=bad)
    with pytest.raises(ConfigError, match="for a match of one deal"):
        new_game("plain", seed=1, vulnerable=[0])  # a rubber: a side is vulnerable once it won a game
    four = new_game("contract-bridge", seed=1, match="deal", vulnerable=[1])
    assert four.view(0).vulnerable == four.view(1).vulnerable == (False, True)  # East-West


def test_dealer_alternates_and_non_dealer_calls_first_even_after_a_passed_out_deal() -> None:
    game = game_of("plain", SPADES_HEARTS, SPADES_HEARTS, SPADES_HEARTS)
    assert (game.dealer, game.phase, game.current_player) == (0, Phase.AUCTION, 1)
    assert game.full_view().deal == 1
    act(game, "P")
    assert game.phase is Phase.AUCTION and game.current_player == 0
    act(game, "P")  # both pass before any bid: passed out
    assert game.deals[0].declarer is None and game.deals[0].score is None
    assert game.scores() == (0, 0) and game.sheet.entries == []
    assert game.sheet.deals == [(None, None)]
    assert (game.dealer, game.phase, game.current_player) == (1, Phase.AUCTION, 0)
    assert game.full_view().deal == 2
    act(game, "1S", "P")
    assert (game.declarer, game.current_player) == (0, 1)  # the other player leads
    play_out(game)
    assert (game.dealer, game.current_player) == (0, 1)
    assert game.full_view().deal == 3


def test_dealer_calls_first_option() -> None:
    game = game_of("plain", SPADES_HEARTS, SPADES_HEARTS, dealer_calls_first=True)
    assert (game.dealer, game.current_player) == (0, 0)
    act(game, "P", "P")
    assert (game.dealer, game.current_player) == (1, 1)


def test_auction_ends_when_a_bid_double_or_redouble_is_followed_by_a_pass() -> None:
    game = game_of("plain", SPADES_HEARTS, SPADES_HEARTS, SPADES_HEARTS)
    act(game, "1H", "1S", "2H")
    assert game.phase is Phase.AUCTION
    act(game, "X", "XX")
    assert game.phase is Phase.AUCTION
    act(game, "P")
    assert game.phase is Phase.PLAY
    assert (game.contract.code, game.declarer, game.current_player) == ("2HXX", 1, 0)
    assert [str(call) for call in game.full_view().auction] == ["1♥", "1♠", "2♥", "X", "XX", "Pass"]
    play_out(game)
    act(game, "1C", "X", "P")  # deal 2, player 0 calls first: a double followed by a pass
    assert (game.phase, game.contract.code, game.declarer, game.current_player) == (
        Phase.PLAY, "1CX", 0, 1)
    play_out(game)
    act(game, "1C", "P")  # deal 3: a bid followed by a pass
    assert (game.phase, game.contract.code, game.declarer, game.current_player) == (Phase.PLAY, "1C", 1, 0)


def test_declarer_is_the_player_who_made_the_final_bid() -> None:
    game = game_of("plain", SPADES_HEARTS)
    act(game, "1S", "2S", "P")  # player 1 named spades first; player 0 made the final bid
    assert (game.contract.code, game.declarer, game.current_player) == ("2S", 0, 1)


def test_three_passes_option() -> None:
    game = game_of("plain", SPADES_HEARTS, SPADES_HEARTS, auction_end="three-passes")
    act(game, "1S", "P", "P")
    assert game.phase is Phase.AUCTION
    act(game, "P")
    assert (game.phase, game.contract.code, game.declarer, game.current_player) == (Phase.PLAY, "1S", 1, 0)
    play_out(game)
    assert (game.dealer, game.current_player) == (1, 0)
    act(game, "P", "P", "P")
    assert game.phase is Phase.AUCTION and game.full_view().deal == 2
    act(game, "P")  # four passes from the start: passed out
    assert game.deals[-1].score is None and game.full_view().deal == 3
    assert game.dealer == 0 and game.current_player == 1


def test_honors_four_aces_at_notrump_go_to_the_defender_who_holds_them() -> None:
    # Player 0: the four aces and nine clubs; player 1: twelve spades and ♥K. Whatever is played,
    # player 0 wins every trick: 1NT by player 1 goes 7 down (350) and player 0 scores 150 honors.
    game = game_of("plain", deck("A.A.A.AT98765432", "KQJT98765432.K.-.-"))
    act(game, "1NT", "P")
    assert (game.declarer, game.current_player) == (1, 0)
    play_out(game)
    assert game.deals[0].score.tricks == 0
    assert honors_lines(game) == [(0, 150)]
    assert sheet_lines(game) == [(0, 350, True), (0, 150, True)]
    assert game.scores() == (500, 0)


def test_honors_count_for_the_declarer_even_when_the_contract_fails() -> None:
    # Player 0: ♥AKQJ and nine clubs; player 1: all the spades, on lead against 7♥.
    # Lowest legal card: player 0 discards his nine clubs on the first nine spades, then ruffs with
    # ♥J and cashes ♥Q K A: 4 tricks, 9 down (450 to player 1), honors 100 to player 0.
    game = game_of("plain", deck("-.AKQJ.-.AKQJT9876", ALL_SPADES))
    act(game, "P", "7H", "P")
    assert (game.declarer, game.current_player) == (0, 1)
    play_out(game)
    assert game.deals[0].score.tricks == 4
    assert honors_lines(game) == [(0, 100)]
    assert game.scores() == (100, 450)


def test_honors_and_overtricks_for_a_made_contract() -> None:
    game = game_of("plain", SPADES_HEARTS)
    act(game, "P", "1S", "P")
    play_out(game)
    assert game.deals[0].score.tricks == 13
    assert sheet_lines(game) == [(0, 30, False), (0, 180, True), (0, 150, True)]
    assert game.scores() == (360, 0)


# ==================================================================================================
# draw ([honeymoon-fr], "Phase de tirage"; our ruling on the `draw` turn)
# ==================================================================================================
# Player 0: all spades; player 1: all hearts; stock from its top: ♦A ♦K … ♦2, then ♣A … ♣2.
DRAW_DEAL = SPADES_HEARTS


def test_draw_turned_card_take_and_discard_face_down() -> None:
    game = game_of("draw", DRAW_DEAL)
    assert (game.phase, game.current_player) == (Phase.DRAW, 1)  # the non-dealer draws first
    for view in (game.view(0), game.view(1), game.full_view()):
        assert view.draw.turned == card("AD")  # face up: both see it
        assert view.draw.stock == 25
    assert game.legal_actions() == [TAKE, REFUSE]
    act(game, "take")
    assert game.current_player == 1 and game.full_view().draw.must_discard
    assert sorted(game.legal_actions()) == sorted(cards(ALL_HEARTS) + cards("AD"))
    assert seat(game.view(0), 1) == (set(), 14)
    act(game, "2H")
    assert game.view(1).discards == ((), (card("2H"),))
    assert game.view(0).discards == ((), ())  # each sees only his own discard
    assert game.full_view().discards == ((), (card("2H"),))
    assert game.view(0).log == (LogLine(1, TAKE, card=card("AD")), LogLine(1, None, discard=True))
    assert game.view(1).log == (LogLine(1, TAKE, card=card("AD")), LogLine(1, card("2H"), discard=True))
    assert [line.text() for line in game.view(0).log] == ["take AD", "discard"]
    assert [line.text() for line in game.view(1).log] == ["take AD", "discard 2H"]
    assert seat(game.view(1), 1) == (codes(ALL_HEARTS) - {"2H"} | {"AD"}, 0)
    # Player 0's turn: the next card is turned face up.
    assert game.current_player == 0
    assert game.view(1).draw.turned == card("KD") and game.legal_actions() == [TAKE, REFUSE]
    every_card_once(game)


def test_draw_refused_card_is_offered_then_declined_to_the_dead_pile() -> None:
    game = game_of("draw", DRAW_DEAL)
    act(game, "take", "2H")
    act(game, "refuse")  # player 0 refuses ♦K: it stays face up for player 1
    assert game.current_player == 1 and game.legal_actions() == [TAKE, DECLINE]
    for view in (game.view(0), game.view(1)):
        assert (view.draw.offered, view.draw.turned) == (card("KD"), None)
    act(game, "decline")  # ♦K goes face up to the dead pile, player 1 turns the next card
    for view in (game.view(0), game.view(1)):
        assert view.draw.dead == (card("KD"),)
        assert (view.draw.offered, view.draw.turned) == (None, card("QD"))
    assert game.current_player == 1 and game.legal_actions() == [TAKE, REFUSE]
    act(game, "refuse")  # player 1 refuses ♦Q; player 0 takes it and discards
    assert game.current_player == 0 and game.legal_actions() == [TAKE, DECLINE]
    act(game, "take")
    assert game.full_view().draw.must_discard and game.current_player == 0
    act(game, "2S")
    assert Card.parse("QD") in game.seat_cards[0]
    assert game.view(0).discards == ((card("2S"),), ()) and game.view(1).discards == ((), (card("2H"),))
    assert game.current_player == 1 and game.view(0).draw.turned == card("JD")
    assert [line.text() for line in game.view(1).log] == [
        "take AD", "discard 2H", "refuse KD", "decline KD", "refuse QD", "take QD", "discard"]
    every_card_once(game)


def test_draw_phase_ends_after_the_last_refused_card_has_been_offered() -> None:
    game = game_of("draw", DRAW_DEAL)
    while not (game.stock == [] and game.offered is not None):
        act(game, "refuse" if REFUSE in game.legal_actions() else "decline")
    # The stock is empty but the last card, refused, is still offered to the other player.
    assert game.phase is Phase.DRAW and game.legal_actions() == [TAKE, DECLINE]
    assert (game.offered, game.turned) == (Card.parse("2C"), None)
    act(game, "decline")
    assert (game.phase, game.current_player) == (Phase.AUCTION, 1)
    assert [len(game.seat_cards[p]) for p in (0, 1)] == [13, 13]
    assert len(game.full_view().draw.dead) == 26
    every_card_once(game)


def test_draw_views_show_the_club_two_turned_and_offered() -> None:
    # [honeymoon-fr], "Phase de tirage" 1: the top card is turned "face visible pour que les deux joueurs
    # la voient"; 3: a refused card stays face up for the opponent. The ♣2 (card number 0) is the
    # first stock card here: the views must show it like any other card.
    game = game_of("draw", deck(ALL_SPADES, ALL_HEARTS, "2C"))
    assert game.turned == Card.parse("2C")
    for view in (game.view(0), game.view(1), game.full_view()):
        assert view.draw.turned == card("2C")
    act(game, "refuse")
    for view in (game.view(0), game.view(1), game.full_view()):
        assert view.draw.offered == card("2C")


def test_draw_phase_take_every_card_each_holds_13_at_the_auction() -> None:
    game = game_of("draw", DRAW_DEAL)
    turns = 0
    while game.phase is Phase.DRAW:
        if game.legal_actions() == [TAKE, REFUSE]:
            act(game, "take")
            turns += 1
        else:
            act(game, game.legal_actions()[0])  # discard the lowest card
    assert turns == 26
    assert (game.phase, game.current_player) == (Phase.AUCTION, 1)
    assert [len(game.seat_cards[p]) for p in (0, 1)] == [13, 13]
    assert [len(pile) for pile in game.full_view().discards] == [13, 13]
    assert seat(game.view(0), 1) == (set(), 13)
    every_card_once(game)


# ==================================================================================================
# draw-discard ([honeymoon-de], main form)
# ==================================================================================================
def test_draw_discard_seed_example_and_what_each_player_sees() -> None:
    # [honeymoon-de]: "Anna sieht oben die 4♣. Sie lehnt sie ab und muss die nächste nehmen, die D♥. Ben
    # sieht in seinem Zug das A♠, behält es, schaut sich die 9♦ an und muss sie ablegen."
    # Anna is player 0, the non-dealer; Ben (player 1) deals.
    game = game_of("draw-discard", deck("4C QH AS 9D"), first_dealer=1)
    assert (game.phase, game.current_player) == (Phase.DRAW, 0)
    assert [len(game.seat_cards[p]) for p in (0, 1)] == [0, 0]  # no deal
    assert game.legal_actions() == [KEEP, REJECT]
    assert game.view(0).draw.top == card("4C") and game.view(1).draw.top is None
    act(game, "reject")
    assert [c.code for c in game.seat_cards[0]] == ["QH"] and game.view(0).discards == ((card("4C"),), ())
    assert game.current_player == 1
    assert game.view(1).draw.top == card("AS") and game.view(0).draw.top is None
    act(game, "keep")
    assert [c.code for c in game.seat_cards[1]] == ["AS"] and game.view(1).discards == ((), (card("9D"),))
    assert game.view(0).discards == ((card("4C"),), ()) and game.view(1).seats[0].cards == ()
    assert game.view(1).log == game.view(0).log == (LogLine(0, REJECT), LogLine(1, KEEP))
    assert [line.text() for line in game.view(0).log] == ["reject", "keep"]
    # 13 turns each, every turn consuming two cards.
    for turn in range(24):
        assert game.phase is Phase.DRAW and game.current_player == turn % 2
        act(game, "keep" if turn % 3 else "reject")
    assert (game.phase, game.current_player) == (Phase.AUCTION, 0)
    assert game.stock == []
    for player in (0, 1):
        view = game.view(player)
        mine, hidden = seat(view, player)
        assert (len(mine), hidden) == (13, 0) and len(view.discards[player]) == 13
        assert view.discards[1 - player] == ()
        assert len(mine | {c.code for c in view.discards[player]}) == 26  # each player has seen 26 cards
        assert seat(view, 1 - player) == (set(), 13)
        # The opponent learns only keep or reject.
        assert {line.action for line in view.log} == {KEEP, REJECT} and len(view.log) == 26
        assert {line.text() for line in view.log} == {"keep", "reject"}
    every_card_once(game)


# ==================================================================================================
# draw-tricks ([honeymoon-de], variant "Draw Bridge")
# ==================================================================================================
# Player 0: ♠A–8 and ♥7–2; player 1: ♠7–2 and ♥A–8; the stock from its top: ♦A … ♦2, ♣A … ♣2.
TRICKS_DEAL = deck("AKQJT98.765432.-.-", "765432.AKQJT98.-.-")


def test_draw_tricks_no_trumps_no_duty_to_follow_winner_draws_first() -> None:
    game = game_of("draw-tricks", TRICKS_DEAL)
    assert (game.phase, game.current_player) == (Phase.DRAW, 1)  # the non-dealer leads
    assert sorted(game.legal_actions()) == sorted(game.seat_cards[1])
    assert game.view(0).draw.top is None and game.view(1).draw.top is None
    act(game, "8H")
    assert game.current_player == 0
    assert len(game.legal_actions()) == 13  # no duty to follow suit: player 0 may play a spade
    act(game, "AS")  # no trumps: the ♠A does not beat the ♥8
    assert game.full_view().draw.preliminary_tricks == (trick((1, "8H"), (0, "AS")),)
    assert Card.parse("AD") in game.seat_cards[1] and Card.parse("KD") in game.seat_cards[0]
    assert [len(game.seat_cards[p]) for p in (0, 1)] == [13, 13]
    assert game.current_player == 1  # the winner leads the next
    assert seat(game.view(0), 1) == (set(), 13)  # the drawn card is not shown
    act(game, "7S", "KS")  # player 0 wins this one: he draws ♦Q, player 1 ♦J
    assert Card.parse("QD") in game.seat_cards[0] and Card.parse("JD") in game.seat_cards[1]
    assert game.current_player == 0
    # Both players see who won each preliminary trick.
    assert [game.view(p).draw.preliminary_winners for p in (0, 1)] == [(1, 0), (1, 0)]
    while game.phase is Phase.DRAW:
        act(game, game.legal_actions()[0])
    assert (game.phase, game.current_player) == (Phase.AUCTION, 1)
    prelim = game.full_view().draw.preliminary_tricks
    assert len(prelim) == 13
    # The 26 cards played are out of the deal; each holds 13 of the other 26.
    played = {card.code for trick in prelim for _, card in trick}
    held = {c.code for p in (0, 1) for c in game.seat_cards[p]}
    assert len(played) == 26 and len(held) == 26 and not played & held
    assert [len(game.seat_cards[p]) for p in (0, 1)] == [13, 13]
    assert game.stock == []
    every_card_once(game)


def test_draw_tricks_follow_suit_option() -> None:
    game = game_of("draw-tricks", TRICKS_DEAL, follow_suit_in_draw=True)
    act(game, "8H")
    assert sorted(game.legal_actions()) == sorted(cards("-.765432.-.-"))
    with pytest.raises(IllegalActionError):
        game.apply("AS")


def test_draw_tricks_dealer_calls_first_option_keeps_the_non_dealer_leading() -> None:
    game = game_of("draw-tricks", TRICKS_DEAL, dealer_calls_first=True)
    assert game.current_player == 1  # [honeymoon-de]: the non-dealer leads the first preliminary trick
    while game.phase is Phase.DRAW:
        act(game, game.legal_actions()[0])
    assert (game.phase, game.current_player) == (Phase.AUCTION, 0)  # the dealer calls first


def test_draw_tricks_expose_top_card_option() -> None:
    game = game_of("draw-tricks", TRICKS_DEAL, expose_top_card=True)
    assert game.view(0).draw.top == card("AD") and game.view(1).draw.top == card("AD")
    act(game, "8H", "AS")
    assert game.view(0).draw.top == card("QD") and game.view(1).draw.top == card("QD")


# ==================================================================================================
# double-dummy / semi-exposed ([honeymoon-de] "Double Dummy"; [honeymoon-fr] "Semi-Exposed Dummy")
# ==================================================================================================
# Seats 0 and 1: the players' hands; 2: player 0's dummy; 3: player 1's dummy.
FOUR_SUITS = deck(ALL_SPADES, ALL_DIAMONDS, ALL_HEARTS, ALL_CLUBS)


def test_semi_exposed_is_an_alias_of_double_dummy() -> None:
    assert new_game("semi-exposed", seed=1).name == "double-dummy"


def test_double_dummy_player_0_declares_dummies_faced_after_the_lead() -> None:
    game = game_of("double-dummy", FOUR_SUITS)
    assert game.current_player == 1
    for player in (0, 1):  # dummies face down in the auction: not even their owner sees them
        view = game.view(player)
        assert seat(view, 2) == (set(), 13) and seat(view, 3) == (set(), 13)
        assert seat(view, player)[1] == 0 and seat(view, 1 - player) == (set(), 13)
    act(game, "P", "4S", "P")
    assert (game.declarer, game.phase, game.current_player) == (0, Phase.PLAY, 1)
    assert game.legal_actions() == sorted(cards(ALL_DIAMONDS))  # player 1's hand leads
    for player in (0, 1):
        assert seat(game.view(player), 2) == (set(), 13) and seat(game.view(player), 3) == (set(), 13)
    act(game, "2D")
    for player in (0, 1):  # both dummies faced after the opening lead
        view = game.view(player)
        assert seat(view, 2) == (codes(ALL_HEARTS), 0) and seat(view, 3) == (codes(ALL_CLUBS), 0)
    assert game.current_player == 0  # seat 2, player 0's dummy
    act(game, "2H")
    assert game.current_player == 1  # seat 3
    act(game, "2C")
    assert game.current_player == 0  # seat 0
    act(game, "2S")
    assert game.full_view().tricks == (trick((1, "2D"), (2, "2H"), (3, "2C"), (0, "2S")),)
    assert game.current_player == 0 and game.leader == 0
    play_out(game)
    # Player 0 holds every trump: 13 tricks, 4♠ + 3, honors 150 in his hand.
    assert game.deals[0].score.tricks == 13
    assert game.scores() == (120 + 90 + 150, 0)


def test_double_dummy_player_1_declares_the_lead_comes_from_player_0s_dummy() -> None:
    game = game_of("double-dummy", FOUR_SUITS)
    act(game, "4D", "P")
    assert (game.declarer, game.phase) == (1, Phase.PLAY)
    assert game.current_player == 0 and game.legal_actions() == sorted(cards(ALL_HEARTS))
    # Its owner looks at it just before leading; the opponent does not see it until the lead.
    assert seat(game.view(0), 2) == (codes(ALL_HEARTS), 0)
    assert seat(game.view(1), 2) == (set(), 13)
    assert seat(game.view(0), 3) == (set(), 13) and seat(game.view(1), 3) == (set(), 13)
    act(game, "AH")
    assert seat(game.view(1), 2) == (codes(ALL_HEARTS) - {"AH"}, 0)
    assert seat(game.view(0), 3) == (codes(ALL_CLUBS), 0) and seat(game.view(1), 3) == (codes(ALL_CLUBS), 0)
    assert game.current_player == 1  # seat 3
    play_out(game)
    # Player 1's hand holds every trump: 13 tricks, 4♦ + 3 (80 + 60), honors 150.
    assert game.deals[0].score.tricks == 13
    assert game.scores() == (0, 80 + 60 + 150)


def test_double_dummy_honors_in_a_dummy_count_for_its_owner() -> None:
    # Player 0's dummy (seat 2) holds the four aces; player 1 declares 1NT: 150 to player 0.
    hands = deck("KQJT9.KQJ.KQJ.KQ", "8765.T98.T98.JT9", "A4.A76.A76.A8765")
    game = game_of("double-dummy", hands)
    act(game, "1NT", "P")
    play_out(game)
    assert honors_lines(game) == [(0, 150)]


def test_double_dummy_honors_split_between_hand_and_dummy_do_not_count() -> None:
    # Spades: ♠AK in player 0's hand, ♠QJT in his dummy: no hand holds four of the five.
    hands = deck("AK.AK.AKQJT9876.-", "98765432.JT987.-.-", "QJT.Q.-.AKQJT9876")
    game = game_of("double-dummy", hands)
    act(game, "1S", "P")
    play_out(game)
    assert honors_lines(game) == []


# ==================================================================================================
# half-open ([honeymoon-de] "Halb offene Tische")
# ==================================================================================================
# Each dummy in deck order: 6 face-down cards, the 6 face-up cards lying on them (the 7th card of
# the dummy lies on the 1st, …), then a 7th face-up card.
HALF_OPEN = deck(
    "AS KS QS JS TS 9S 8S AH KH QH JH TH 9H",  # seat 0, player 0
    "7S 6S 5S 4S 3S 2S 8H 7H 6H 5H 4H 3H 2D",  # seat 1, player 1
    "AD KD QD JD TD 9D  AC KC QC JC TC 9C  8D",  # seat 2: ♣A lies on ♦A, ♣K on ♦K, …
    "7D 6D 5D 4D 3D 2H  8C 7C 6C 5C 4C 3C  2C",  # seat 3: ♣8 lies on ♦7, …, ♣3 on ♥2
)


def test_half_open_dummies_visible_from_the_start_covered_cards_hidden() -> None:
    game = game_of("half-open", HALF_OPEN)
    assert game.phase is Phase.AUCTION
    for view in (game.view(0), game.view(1)):
        assert seat(view, 2) == ({"AC", "KC", "QC", "JC", "TC", "9C", "8D"}, 6)
        assert seat(view, 3) == ({"8C", "7C", "6C", "5C", "4C", "3C", "2C"}, 6)


def test_half_open_covered_card_turned_at_the_end_of_the_trick() -> None:
    game = game_of("half-open", HALF_OPEN)
    act(game, "P", "1S", "P")
    assert (game.declarer, game.current_player) == (0, 1)
    act(game, "2D")
    # Seat 2 must follow with its only face-up diamond; the covered ones cannot be played.
    assert game.current_player == 0 and game.legal_actions() == cards("8D")
    with pytest.raises(IllegalActionError):
        game.apply("AD")
    act(game, "8D")
    # Seat 3's diamonds are all covered: it may play any face-up card.
    assert game.current_player == 1
    assert sorted(game.legal_actions()) == sorted(cards("8C 7C 6C 5C 4C 3C 2C"))
    act(game, "8C")  # the card lying on ♦7
    for view in (game.view(0), game.view(1)):
        assert "7D" not in seat(view, 3)[0] and seat(view, 3)[1] == 6  # not yet: the trick goes on
    act(game, "8S")  # the trick ends: ♦7 is turned face up
    for view in (game.view(0), game.view(1)):
        assert seat(view, 3) == ({"7D", "7C", "6C", "5C", "4C", "3C", "2C"}, 5)
    assert game.current_player == 0 and game.leader == 0  # player 0's ♠8 ruffed
    act(game, "9H", "3H", "AC")
    assert "AD" not in seat(game.view(0), 2)[0]
    assert game.current_player == 1
    assert Card.parse("7D") in game.legal_actions()  # a turned card can be played
    assert Card.parse("2H") not in game.legal_actions()  # still covered: no duty to follow with it
    act(game, "7D")
    for view in (game.view(0), game.view(1)):
        assert "AD" in seat(view, 2)[0] and seat(view, 2)[1] == 5
    every_card_once(game)


def test_half_open_piles_show_how_each_dummy_lies() -> None:
    """Both players see each dummy as it lies: six piles of a face-up card on a face-down one,
    and a seventh card alone; a pile shows its turned card once the trick is over."""
    game = game_of("half-open", HALF_OPEN)
    start = tuple(Pile(card(code), covered) for code, covered in (
        ("AC", True), ("KC", True), ("QC", True), ("JC", True), ("TC", True), ("9C", True), ("8D", False)))
    assert game.view(0).seats[2].piles == game.view(1).seats[2].piles == start
    assert game.view(0).seats[0].piles is None and game.view(0).seats[1].piles is None
    act(game, "P", "1S", "P", "2D", "8D", "8C")
    piles = game.view(0).seats[3].piles
    assert piles is not None
    assert piles[0] == Pile(None, True)  # ♣8 played, ♦7 still face down until the trick ends
    act(game, "8S")
    assert game.view(1).seats[3].piles[0] == Pile(card("7D"), False)
    assert game.view(0).seats[2].piles[6] == Pile(None, False)  # the lone ♦8 was played
    act(game, "9H", "3H", "AC", "7D")
    assert game.view(0).seats[3].piles[0] == Pile(None, False)
    assert game.view(0).seats[2].piles[0] == Pile(card("AD"), False)


# ==================================================================================================
# single-dummy ([honeymoon-de] "Single Dummy")
# ==================================================================================================
def test_single_dummy_one_dummy_face_up_in_the_auction() -> None:
    game = game_of("single-dummy", FOUR_SUITS)
    for view in (game.view(0), game.view(1)):
        assert seat(view, 2) == (codes(ALL_HEARTS), 0)
        assert seat(view, 3) == (set(), 13)


def test_single_dummy_player_0_declares_and_chooses_the_hidden_dummy() -> None:
    game = game_of("single-dummy", FOUR_SUITS)
    act(game, "P", "1S", "P")
    assert (game.phase, game.current_player, game.declarer) == (Phase.CHOOSE_DUMMY, 0, 0)
    assert game.legal_actions() == [EXPOSED, HIDDEN]
    for view in (game.view(0), game.view(1)):  # the choice is made without seeing the hidden dummy
        assert seat(view, 3) == (set(), 13)
    act(game, "hidden")
    assert game.phase is Phase.PLAY and game.current_player == 1
    assert set(game.seat_cards[2]) == set(cards(ALL_CLUBS))  # opposite declarer: the chosen dummy
    assert set(game.seat_cards[3]) == set(cards(ALL_HEARTS))
    for view in (game.view(0), game.view(1)):
        assert seat(view, 2) == (set(), 13) and seat(view, 3) == (codes(ALL_HEARTS), 0)
    act(game, "2D")
    for view in (game.view(0), game.view(1)):
        assert seat(view, 2) == (codes(ALL_CLUBS), 0)
    play_out(game)
    assert game.deals[0].score.tricks == 13
    assert game.scores() == (30 + 180 + 150, 0)


def test_single_dummy_player_1_declares_and_chooses_the_exposed_dummy() -> None:
    game = game_of("single-dummy", FOUR_SUITS)
    act(game, "1D", "P")
    assert (game.phase, game.current_player) == (Phase.CHOOSE_DUMMY, 1)
    act(game, "exposed")
    assert set(game.seat_cards[3]) == set(cards(ALL_HEARTS))  # opposite player 1
    assert set(game.seat_cards[2]) == set(cards(ALL_CLUBS))
    # The lead comes from seat 2 (declarer's left), the hidden dummy: its owner looks at it first.
    assert game.current_player == 0 and game.legal_actions() == sorted(cards(ALL_CLUBS))
    assert seat(game.view(0), 2) == (codes(ALL_CLUBS), 0)
    assert seat(game.view(1), 2) == (set(), 13)
    assert seat(game.view(1), 3) == (codes(ALL_HEARTS), 0)
    act(game, "2C")
    assert seat(game.view(1), 2) == (codes(ALL_CLUBS) - {"2C"}, 0)
    play_out(game)
    assert game.deals[0].score.tricks == 13
    assert game.scores() == (0, 20 + 120 + 150)


def test_single_dummy_player_1_chooses_the_hidden_dummy() -> None:
    game = game_of("single-dummy", FOUR_SUITS)
    act(game, "1D", "P", "hidden")
    assert set(game.seat_cards[3]) == set(cards(ALL_CLUBS))
    assert set(game.seat_cards[2]) == set(cards(ALL_HEARTS))
    assert game.current_player == 0 and game.legal_actions() == sorted(cards(ALL_HEARTS))
    for view in (game.view(0), game.view(1)):
        assert seat(view, 3) == (set(), 13)
    act(game, "2H")
    for view in (game.view(0), game.view(1)):
        assert seat(view, 3) == (codes(ALL_CLUBS), 0)


# ==================================================================================================
# exposed-dummy ([honeymoon-fr] "Exposed Dummy (Schafkopf Bridge)")
# ==================================================================================================
# Player 0: spades; player 1: diamonds; the shared dummy: hearts; set aside: the clubs.
EXPOSED_DEAL = deck(ALL_SPADES, ALL_DIAMONDS, ALL_HEARTS)


def test_exposed_dummy_face_up_before_the_auction_rest_set_aside_unseen() -> None:
    game = game_of("exposed-dummy", EXPOSED_DEAL)
    assert game.phase is Phase.AUCTION
    for player in (0, 1):
        view = game.view(player)
        assert seat(view, 2) == (codes(ALL_HEARTS), 0)
        assert seat(view, 1 - player) == (set(), 13)
        assert view.set_aside is None and view.stock is None
    assert set(game.full_view().set_aside) == set(cards(ALL_CLUBS))


def test_exposed_dummy_rotation_declarer_opponent_dummy_opponent_leads() -> None:
    game = game_of("exposed-dummy", EXPOSED_DEAL)
    act(game, "P", "2S", "P")
    assert (game.declarer, game.current_player) == (0, 1)  # the opponent leads
    assert game.contract.tricks_needed == 8
    act(game, "2D")
    assert game.current_player == 0  # the dummy's turn: declarer plays it
    assert game.legal_actions() == sorted(cards(ALL_HEARTS))
    act(game, "2H")
    assert game.current_player == 0  # declarer's own hand
    act(game, "2S")
    assert game.full_view().tricks == (trick((1, "2D"), (2, "2H"), (0, "2S")),)
    play_out(game)
    assert (game.deals[0].score.contract.code, game.deals[0].score.tricks) == ("2S", 13)
    assert game.scores() == (60 + 150 + 150, 0)


def test_exposed_dummy_player_1_declares() -> None:
    game = game_of("exposed-dummy", EXPOSED_DEAL)
    act(game, "1D", "P")
    assert (game.declarer, game.current_player) == (1, 0)
    act(game, "2S")
    assert game.current_player == 1  # the dummy, played by declarer
    act(game, "2H", "2D")
    assert game.full_view().tricks == (trick((0, "2S"), (2, "2H"), (1, "2D")),)
    assert game.leader == 1


# ==================================================================================================
# three-handed ([honeymoon-fr] "Honeymoon à 3 joueurs"; our rulings)
# ==================================================================================================
# Player 0: hearts and ♦QKA; player 1: ♣2–9 and ♦2–9; player 2: spades and ♣QKA; widow ♣T ♣J ♦T ♦J.
THREE_FAIL = deck("-.AKQJT98765432.AKQ.-", "-.-.98765432.98765432", "AKQJT98765432.-.-.AKQ",
                  "TC JC TD JD")
# Player 0: spades and ♥AKQ; player 1: ♥J–2 and ♦A–9; player 2: ♦8–2 and ♣A–6; widow ♣5 ♣4 ♣3 ♣2.
THREE_GRAND = deck("AKQJT98765432.AKQ.-.-", "-.JT98765432.AKQJT9.-", "-.-.8765432.AKQJT9876",
                   "5C 4C 3C 2C")


def test_three_handed_auction_widow_and_undertricks_to_each_opponent() -> None:
    game = game_of("three-handed", THREE_FAIL)
    assert [len(game.seat_cards[s]) for s in range(3)] == [16, 16, 16]
    assert (game.phase, game.current_player) == (Phase.AUCTION, 1)  # left of the dealer
    act(game, "1NT", "P")
    assert game.phase is Phase.AUCTION
    act(game, "P")  # two passes after a bid close the auction
    assert (game.phase, game.declarer, game.current_player) == (Phase.WIDOW, 1, 1)
    assert len(game.seat_cards[1]) == 20
    assert seat(game.view(1), 1)[0] >= {"TC", "JC", "TD", "JD"}
    assert seat(game.view(0), 1) == (set(), 20)
    act(game, "2C", "3C", "2D")
    assert game.phase is Phase.WIDOW
    act(game, "3D")
    assert game.phase is Phase.PLAY and len(game.seat_cards[1]) == 16
    assert game.view(1).discards == ((), tuple(cards("3D 2D 3C 2C")), ())
    assert game.view(0).log[-4:] == (LogLine(1, None, discard=True),) * 4
    assert [line.text() for line in game.view(0).log[-4:]] == ["discard"] * 4
    own = game.view(1).log[-4:]
    assert own == tuple(LogLine(1, c, discard=True) for c in cards("2C 3C 2D 3D"))
    assert [line.text() for line in own] == [f"discard {c}" for c in ("2C", "3C", "2D", "3D")]
    assert game.current_player == 2  # the left of declarer leads
    assert (game.contract.tricks_needed, game.contract.total_tricks) == (10, 16)
    play_out(game)
    assert (game.deals[0].score.contract.code, game.deals[0].score.tricks) == ("1NT", 0)
    # 10 down, not vulnerable: 500 to each opponent.
    assert sheet_lines(game) == [(0, 500, True), (2, 500, True)]
    assert game.scores() == (500, 0, 500)
    assert len(game.sheet.sides) == 3
    assert (game.dealer, game.current_player) == (1, 2)


def test_three_handed_sixteen_tricks_of_three_cards_grand_slam_needs_all_16() -> None:
    game = game_of("three-handed", THREE_GRAND, first_dealer=2)
    assert game.current_player == 0
    act(game, "7S", "P", "P", "5C", "4C", "3C", "2C")
    assert (game.contract.tricks_needed, game.current_player) == (16, 1)
    play_out(game, highest=(0,))  # declarer ruffs every diamond: all 16 tricks
    assert len(game.full_view().tricks) == 0  # the next deal has begun
    record = game.full_view().previous_deals[0]
    assert record.score is not None and (record.declarer, record.score.tricks) == (0, 16)
    assert (record.to_dict()["declarer"], record.to_dict()["tricks"]) == (0, 16)
    tricks = game.deals[0].score
    assert tricks.tricks == 16
    assert sheet_lines(game) == [(0, 210, False), (0, 1000, True), (0, 150, True)]
    assert game.scores() == (1360, 0, 0)
    assert game.sheet.games_won == (1, 0, 0)


def test_three_handed_passed_out_and_two_passes_after_a_later_bid() -> None:
    game = game_of("three-handed", THREE_FAIL, THREE_FAIL)
    act(game, "P", "P", "P")
    assert game.deals[0].score is None and (game.dealer, game.current_player) == (1, 2)
    act(game, "1C", "P", "1D", "P")
    assert game.phase is Phase.AUCTION
    act(game, "P")
    assert (game.phase, game.declarer, game.contract.code) == (Phase.WIDOW, 1, "1D")


def test_three_handed_widow_is_no_longer_set_aside_once_taken() -> None:
    # [honeymoon-fr]: the highest bidder "ramasse le chien" (our ruling: takes the widow, discards 4): once
    # taken, the widow's cards are in declarer's hand, not still set aside as well.
    game = game_of("three-handed", THREE_FAIL)
    assert set(game.full_view().set_aside) == set(cards("TC JC TD JD"))
    every_card_once(game)
    act(game, "1NT", "P", "P")
    every_card_once(game)  # the widow is in declarer's hand now


# ==================================================================================================
# contract-bridge ([bridge-fr])
# ==================================================================================================
# North: spades; East: diamonds; South: hearts; West: clubs.
BRIDGE_DEAL = deck(ALL_SPADES, ALL_DIAMONDS, ALL_HEARTS, ALL_CLUBS)


def test_contract_bridge_seed_001_example() -> None:
    game = game_of("contract-bridge", BRIDGE_DEAL)
    assert (game.dealer, game.current_player) == (0, 0)  # the dealer calls first
    # [bridge-fr]: North opens, South 1♥, North 1SA, South 2♥, North 4♥, three passes.
    act(game, "1C", "P", "1H", "P", "1NT", "P", "2H", "P", "4H", "P", "P")
    assert game.phase is Phase.AUCTION
    act(game, "P")
    assert (game.contract.code, game.declarer) == ("4H", 2)  # South named hearts first
    assert game.current_player == 3  # West, on declarer's left, leads
    for player in range(1, 4):
        assert seat(game.view(player), 0)[1] == 13  # the dummy is not faced before the lead
    for player in range(4):
        assert seat(game.view(player), player) == (seat(game.full_view(), player)[0], 0)
    act(game, "2C")
    for player in range(4):
        assert seat(game.view(player), 0) == (codes(ALL_SPADES), 0)
        for other in range(1, 4):  # the other hands stay hidden
            if other != player:
                assert seat(game.view(player), other)[0] == set()
    assert game.current_player == 2  # North's cards are played by declarer
    act(game, "2S")
    assert game.current_player == 1
    act(game, "2D")
    assert game.current_player == 2
    act(game, "2H")
    assert game.leader == 2
    play_out(game)
    assert game.deals[0].score.tricks == 13
    assert sheet_lines(game) == [(0, 120, False), (0, 90, True), (0, 150, True)]
    assert game.scores() == (360, 0, 360, 0)  # players 0 and 2 share a total
    assert game.sheet.sides == ("North-South", "East-West")
    assert (game.dealer, game.current_player) == (1, 1)


def test_contract_bridge_dummy_wins_a_trick_declarer_leads_from_it() -> None:
    # North (dummy) holds the spades: with South declaring in spades, North's cards win.
    game = game_of("contract-bridge", BRIDGE_DEAL)
    act(game, "P", "P", "1S", "P", "P", "P")
    assert (game.declarer, game.current_player) == (2, 3)
    act(game, "2C", "2S", "2D", "2H")
    assert game.leader == 0 and game.current_player == 2


def test_contract_bridge_honors_held_by_a_defender_score_for_his_side() -> None:
    # West holds the four aces; North declares 1NT.
    hands = deck("KQJT9.KQJ.KQJ.KQ", "8765.T98.T98.JT9", "432.65432.65432.-", "A.A7.A7.A8765432")
    game = game_of("contract-bridge", hands)
    act(game, "1NT", "P", "P", "P")
    assert (game.declarer, game.current_player) == (0, 1)
    play_out(game)
    assert honors_lines(game) == [(1, 150)]
    scores = game.scores()
    assert scores[0] == scores[2] and scores[1] == scores[3] >= 150


def test_contract_bridge_passed_out_dealer_rotates() -> None:
    game = game_of("contract-bridge", BRIDGE_DEAL, BRIDGE_DEAL)
    act(game, "P", "P", "P")
    assert game.phase is Phase.AUCTION and game.current_player == 3
    act(game, "P")
    assert game.deals[0].score is None
    assert (game.dealer, game.current_player) == (1, 1)


# ==================================================================================================
# [honeymoon-de] "Wertung": the worked example, played
# ==================================================================================================
# Deal 1, Ben (player 1) deals: Anna holds ♠AK5432 ♥AKQ ♦KQJ ♣2; Ben ♠Q ♦A and eleven clubs.
ANNA_4S = deck("AK5432.AKQ.KQJ.2", "Q.-.A.AKQJT987654")
# Deal 2, Anna deals: Ben holds 8 top winners (♠AKQ ♥AKQ ♦AK) and five small cards;
# Anna a strong club suit she leads first.
BEN_3NT = deck("JT9.JT9.QJ.AKQJT", "AKQ2.AKQ2.AK432.-")


def test_seed_002_worked_example() -> None:
    game = game_of("plain", ANNA_4S, BEN_3NT, first_dealer=1, names=["Anna", "Ben"])
    assert (game.dealer, game.current_player) == (1, 0)
    act(game, "4S", "P")
    assert (game.declarer, game.current_player) == (0, 1)
    act(game, "AC", "2C")  # Ben wins his ♣A
    act(game, "AD", "JD")  # and his ♦A
    act(game, "KC", "2S")  # Anna ruffs
    act(game, "AS", "QS")  # draws Ben's trump; the rest are hers
    play_out(game)
    assert game.deals[0].score.tricks == 11
    assert sheet_lines(game) == [(0, 120, False), (0, 30, True)]
    assert game.sheet.games_won == (1, 0)
    assert game.sheet.vulnerable(0) and not game.sheet.vulnerable(1)
    # Deal 2: Anna deals, Ben calls first.
    assert (game.dealer, game.current_player) == (0, 1)
    act(game, "3NT", "X", "P")
    assert (game.contract.code, game.declarer, game.current_player) == ("3NTX", 1, 0)
    for lead, discard in (("AC", "2S"), ("KC", "2H"), ("QC", "2D"), ("JC", "3D"), ("TC", "4D")):
        act(game, lead, discard)
    play_out(game)
    assert game.deals[1].score.tricks == 8
    assert sheet_lines(game) == [(0, 120, False), (0, 30, True), (0, 100, True)]
    assert game.scores() == (250, 0)
    assert not game.sheet.is_over and game.phase is Phase.AUCTION


# ==================================================================================================
# The end of the match
# ==================================================================================================
def test_rubber_won_two_games_to_nil_700() -> None:
    game = game_of("plain", SPADES_HEARTS, SPADES_HEARTS, first_dealer=1)
    act(game, "4S", "P")
    play_out(game)
    assert game.scores() == (360, 0) and game.sheet.games_won == (1, 0)
    act(game, "P", "4S", "P")
    play_out(game)
    assert game.sheet.games_won == (2, 0)
    assert sheet_lines(game)[-1] == (0, 700, True)
    assert game.scores() == (360 + 360 + 700, 0)
    assert game.sheet.is_over
    assert_over(game)


def test_rubber_won_two_games_to_one_500() -> None:
    game = game_of("plain", SPADES_HEARTS, HEARTS_SPADES, SPADES_HEARTS, first_dealer=1)
    act(game, "4S", "P")
    play_out(game)
    act(game, "4S", "P")  # player 1 calls first and holds the spades
    play_out(game)
    assert game.sheet.games_won == (1, 1) and game.phase is Phase.AUCTION
    act(game, "4S", "P")
    play_out(game)
    assert game.sheet.games_won == (2, 1)
    assert sheet_lines(game)[-1] == (0, 500, True)
    assert game.scores() == (360 + 360 + 500, 360)
    assert_over(game)


def test_single_game_match_ends_after_one_game() -> None:
    game = game_of("plain", SPADES_HEARTS, first_dealer=1, match="game")
    act(game, "4S", "P")
    play_out(game)
    assert game.sheet.games_won == (1, 0)
    assert game.scores() == (360, 0)  # no rubber bonus
    assert_over(game)


@pytest.mark.parametrize(("form", "deal", "actions"), [
    ("half-open", HALF_OPEN, ["P", "1S", "P", "2D", "8D", "8C", "8S"]),
    ("draw", DRAW_DEAL, ["take", "2H", "refuse", "decline", "refuse", "take", "2S"]),
    ("draw-discard", deck("4C QH AS 9D"), ["reject", "keep", "keep"]),
    ("draw-tricks", TRICKS_DEAL, ["8H", "AS", "7S"]),
    ("single-dummy", FOUR_SUITS, ["1D", "P", "exposed", "2C"]),
    ("three-handed", THREE_FAIL, ["1NT", "P", "P", "2C", "3C"]),
    ("contract-bridge", BRIDGE_DEAL, ["1C", "P", "1H", "P", "P", "P", "2C"]),
])
def test_a_scripted_game_saves_and_loads(form: str, deal: list[str], actions: list[str]) -> None:
    game = game_of(form, deal)
    act(game, *actions)
    again = load_game(game.to_json())
    assert again.full_view() == game.full_view()
    assert json.loads(json.dumps(again.full_view().to_dict())) == game.full_view().to_dict()
    for player in range(game.num_players):
        assert again.view(player) == game.view(player)


def test_a_one_deal_match_closes_its_sheet() -> None:
    game = new_game("plain", seed=5, match="deal")
    rng = random.Random(5)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    assert game.sheet.is_over  # type: ignore[attr-defined]
    assert "in progress" not in game.sheet._repr_html_()  # type: ignore[attr-defined]


def test_the_names_option_names_the_players_in_views_and_reasons() -> None:
    game = new_game("double-dummy", seed=3, names=["Anna", "Ben"], match="deal")
    view = game.view(0)
    assert view.names == ("Anna", "Ben")
    assert [seat.name for seat in view.seats] == ["Anna's hand", "Ben's hand", "Anna's dummy",
                                                        "Ben's dummy"]
    assert "Anna" in view._repr_html_() and "Player 0" not in view._repr_html_()
    plain = new_game("plain", seed=3, match="deal")
    assert plain.view(1).names == ("player 0", "player 1")
    assert new_game("contract-bridge", seed=3).view(0).names == ("North", "East", "South", "West")
