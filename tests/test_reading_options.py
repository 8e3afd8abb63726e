"""The other readings of the rule texts, each an option of its form (the book's Rules page, the
"Our ruling" boxes of ``draw``, ``double-dummy`` and ``half-open``), with our reading as the default.

- ``draw``: ``discard_taken=False`` ([honeymoon-fr]'s overview, « puis en défaussant une autre
  carte »: the card just taken may not be discarded straight back) and ``stock_look="private"``
  (« après l'avoir examinée en privé »: the drawer alone sees the stock card; the other sees it
  only if it is refused).
- ``half-open``: ``follow_suit_under_cover=True`` (a covered card counts for following suit: a
  dummy with none of the suit led face up is looked under by its player, who must then play a
  covered card of that suit), ``dummies_laid_out="after-the-lead"`` (« wie Double Dummy »: the
  dummies are laid out at the opening lead, a dummy the lead comes from just before it),
  ``owner_sees_covered=True`` (a player sees the covered cards of his own dummy once it is laid out).
- ``double-dummy`` (also ``semi-exposed``): ``dummies_face_up="at-the-deal"`` ([honeymoon-fr]'s
  overview: each dummy « posé face visible » from the deal, « enchères et jeu utilisent ces
  mains »: both players bid seeing both dummies, and only the other's hand stays hidden).

First worked examples, each a seeded game where the option changes what is legal or what is seen;
then random games with each non-default value (and the defaults, through the same checks), where
at every step the legal actions and every player's view are compared with what the reading says,
worked out here from the deal and the moves without the engine's code; illegal actions are
refused with the state unchanged, every legal action applies, and saves load back. Bad values
are refused; saves written before the options existed load with the defaults.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from protocol_model import cards_in

from honeymoon import Card, ConfigError, IllegalActionError, Phase, load_game, new_game
from honeymoon.bots import make_bot
from honeymoon.cards import DECK, Suit
from honeymoon.forms import FORMS, BridgeGame, BridgeOptions
from honeymoon.forms.engine import FACINGS, LAYOUTS, STOCK_LOOKS
from honeymoon.game import DECLINE, EXPOSED, HIDDEN, KEEP, REFUSE, REJECT, TAKE, Game
from honeymoon.render import view_html
from honeymoon.views import BridgeView, LogLine, Pile
from honeymoon_widgets.draw import DrawTrainer


def cards(text: str) -> list[Card]:
    return [Card.parse(code) for code in text.split()]


def bridge_game(form: str, **options: Any) -> BridgeGame:
    game = new_game(form, **options)
    assert isinstance(game, BridgeGame)
    return game


def view_of(game: Game, player: int) -> BridgeView:
    view = game.view(player)
    assert isinstance(view, BridgeView)
    return view


def full_of(game: Game) -> BridgeView:
    view = game.full_view()
    assert isinstance(view, BridgeView)
    return view


def refused(game: Game, action: Any) -> str:
    """The reason ``action`` is refused; the game is left exactly as it was."""
    saved, full = game.to_json(), game.full_view()
    views = [game.view(p) for p in range(game.num_players)]
    legal = game.legal_actions()
    with pytest.raises(IllegalActionError) as caught:
        game.apply(action)
    assert game.to_json() == saved and game.full_view() == full
    assert [game.view(p) for p in range(game.num_players)] == views and game.legal_actions() == legal
    return str(caught.value)


D2, D3, C7 = cards("2D 3D 7C")


# --- draw: the discard after a take ----------------------------------------------------------------
def test_with_discard_taken_false_the_card_just_taken_may_not_be_discarded() -> None:
    ours = new_game("draw", seed=5, match="deal")
    other = new_game("draw", seed=5, match="deal", discard_taken=False)
    for game in (ours, other):
        assert game.current_player == 0 and view_of(game, 0).known_draw().turned == D2
        game.apply("take")
    hand = set(full_of(other).seats[0].cards)
    assert len(hand) == 14 and D2 in hand
    assert set(ours.legal_actions()) == hand
    assert set(other.legal_actions()) == hand - {D2}
    reason = ("you may not discard the card you just took: keep the ♦2 and discard another card of "
              "your hand, face down")
    assert refused(other, D2) == reason and refused(other, "2D") == reason
    assert refused(other, "refuse") == "you took a card: now discard one card of your hand, face down"
    ours.apply(D2)  # our reading: thrown straight back
    other.apply(C7)
    assert full_of(ours).discards[0] == (D2,) and D2 not in full_of(ours).seats[0].cards
    assert full_of(other).discards[0] == (C7,) and D2 in full_of(other).seats[0].cards


def test_with_discard_taken_false_a_refused_card_taken_may_not_be_discarded_either() -> None:
    game = new_game("draw", seed=5, match="deal", discard_taken=False)
    for action in ("take", "7C", "refuse", "take"):  # player 1 refuses ♦3, player 0 takes it
        game.apply(action)
    assert game.current_player == 0 and D3 in full_of(game).seats[0].cards
    assert D3 not in game.legal_actions() and D2 in game.legal_actions()
    assert refused(game, D3).startswith("you may not discard the card you just took: keep the ♦3")


def test_the_view_says_which_card_may_not_go_and_the_table_says_so() -> None:
    game = new_game("draw", seed=5, match="deal", discard_taken=False)
    game.apply("take")
    assert view_of(game, 0).known_draw().kept == D2 and view_of(game, 1).known_draw().kept is None
    assert new_game("draw", seed=5, match="deal").view(0).known_draw().kept is None  # our reading
    trainer = DrawTrainer("draw", seed=5, options={"discard_taken": False})
    trainer.act("take")
    assert "any card but the ♦2 you just took" in trainer.status.value
    private = new_game("draw", seed=5, match="deal", stock_look="private")
    assert view_of(private, 0).known_draw().turned_in_private
    assert "drawn, seen by you alone" in view_html(view_of(private, 0))
    assert "turned face up" in view_html(view_of(new_game("draw", seed=5, match="deal"), 0))


# --- draw: the look at the stock card ---------------------------------------------------------------
def test_a_stock_card_looked_at_in_private_is_seen_by_the_drawer_alone() -> None:
    face_up = new_game("draw", seed=5, match="deal")
    private = new_game("draw", seed=5, match="deal", stock_look="private")
    assert [view_of(face_up, p).known_draw().turned for p in (0, 1)] == [D2, D2]
    assert [view_of(private, p).known_draw().turned for p in (0, 1)] == [D2, None]
    assert view_of(face_up, 1).known_draw().prompt == "take or refuse the face-up ♦2"
    assert view_of(private, 0).known_draw().prompt == "take or refuse the drawn ♦2, seen in private"
    assert view_of(private, 1).known_draw().prompt == "take or refuse the drawn card, seen in private"
    assert private.legal_actions() == [TAKE, REFUSE]
    assert refused(private, "decline") == (
        "you drew the ♦2 and you alone see it: 'take' it (and discard a card) or 'refuse' it (it is then "
        "turned face up for your opponent)")
    for game in (face_up, private):
        game.apply("take")
        game.apply("7C")
    # Player 1 sees that player 0 took a card and discarded one; face up, he saw which he took.
    assert view_of(face_up, 1).log == (LogLine(0, TAKE, False, D2), LogLine(0, None, True))
    assert view_of(private, 1).log == (LogLine(0, TAKE), LogLine(0, None, True))
    assert view_of(private, 0).log == (LogLine(0, TAKE, False, D2), LogLine(0, C7, True))
    assert view_of(face_up, 1).known_draw().taken == ((D2,), ())
    assert view_of(private, 1).known_draw().taken == ((), ())
    assert view_of(private, 0).known_draw().taken == ((D2,), ())
    assert D2 not in cards_in(view_of(private, 1))
    # Player 1's turn: he alone sees the ♦3 he drew; he refuses it, so it is shown to both.
    assert [view_of(private, p).known_draw().turned for p in (0, 1)] == [None, D3]
    private.apply("refuse")
    assert [view_of(private, p).known_draw().offered for p in (0, 1)] == [D3, D3]
    assert view_of(private, 0).known_draw().prompt == "take or decline the refused ♦3"
    private.apply("take")  # a refused card taken was seen by both
    assert view_of(private, 1).known_draw().taken == ((D3,), ())
    assert view_of(private, 1).log[-1] == LogLine(0, TAKE, False, D3)


# --- double-dummy: when the dummies are turned face up ----------------------------------------------
#: A deal for the double-dummy examples, a suit a seat: player 0's hand the spades, player 1's the
#: diamonds, player 0's dummy (seat 2) the hearts, player 1's dummy (seat 3) the clubs.
DOUBLE_DUMMY_DEAL = " ".join(card.code for suit in (Suit.SPADES, Suit.DIAMONDS, Suit.HEARTS, Suit.CLUBS)
                             for card in DECK if card.suit is suit)
SUIT_OF_SEAT = [set(cards(DOUBLE_DUMMY_DEAL)[13 * seat:13 * (seat + 1)]) for seat in range(4)]


def double_dummy(**options: Any) -> BridgeGame:
    """The deal above, player 0 dealing: player 1 calls first."""
    return bridge_game("double-dummy", seed=1, match="deal", first_dealer=0, deals=[DOUBLE_DUMMY_DEAL],
                       **options)


def test_with_dummies_face_up_at_the_deal_both_players_bid_seeing_both_dummies() -> None:
    ours, other = double_dummy(), double_dummy(dummies_face_up="at-the-deal")
    assert ours.phase is other.phase is Phase.AUCTION and ours.current_player == other.current_player == 1
    for player in (0, 1):
        for seat in (2, 3):  # our reading: face down, even to their owner; the overview's: face up
            assert seen_of(ours, player, seat) == (set(), 13)
            assert seen_of(other, player, seat) == (SUIT_OF_SEAT[seat], 0)
        for game in (ours, other):  # the other's hand stays hidden in both readings
            assert seen_of(game, player, player) == (SUIT_OF_SEAT[player], 0)
            assert seen_of(game, player, 1 - player) == (set(), 13)
    # Player 1 declares: the lead comes from player 0's dummy, which player 1 has seen since the deal.
    for game in (ours, other):
        game.apply("4D")
        game.apply("Pass")
        assert game.declarer == 1 and full_of(game).seat_to_play == 2
        assert game.legal_actions() == sorted(SUIT_OF_SEAT[2])
        assert seen_of(game, 0, 2) == (SUIT_OF_SEAT[2], 0)
    assert seen_of(ours, 1, 2) == (set(), 13) and seen_of(other, 1, 2) == (SUIT_OF_SEAT[2], 0)
    # From the opening lead on, the two readings show the same.
    for game in (ours, other):
        game.apply("AH")
    assert [view_of(ours, p) for p in (0, 1)] == [view_of(other, p) for p in (0, 1)]
    assert seen_of(other, 1, 2) == (SUIT_OF_SEAT[2] - set(cards("AH")), 0)


def test_semi_exposed_takes_the_option_as_double_dummy_does() -> None:
    game = new_game("semi-exposed", seed=3, match="deal", dummies_face_up="at-the-deal")
    assert game.name == "double-dummy" and game.options == {"match": "deal", "dummies_face_up": "at-the-deal"}
    assert [seen.hidden for seen in view_of(game, 0).seats] == [0, 13, 0, 0]


# --- half-open ---------------------------------------------------------------------------------------
#: A deal for the half-open examples, seat by seat: a dummy's first six cards lie face down, each
#: covered by one of the next six, and the 13th lies face up alone. Player 0's dummy (seat 2) holds
#: two hearts, both covered; player 1's dummy (seat 3) holds no heart.
HALF_OPEN_DEAL = " ".join([
    "6S 7D 6D 5D 4D AC KC QC JC TC 9C 8C 7C",  # seat 0, player 0's hand
    "AH KH QH JH TH 9H 8H 7H 6H 5H 4H AS KS",  # seat 1, player 1's hand
    "2H 3H 2C 3C 4C 5C 2S 3S 4S 5S 2D 3D 6C",  # seat 2, player 0's dummy
    "QS JS TS 9S 8S 7S AD KD QD JD TD 9D 8D",  # seat 3, player 1's dummy
])
FACE_UP_2, FACE_UP_3 = set(cards("2S 3S 4S 5S 2D 3D 6C")), set(cards("AD KD QD JD TD 9D 8D"))
DUMMY_2, DUMMY_3 = set(cards(HALF_OPEN_DEAL)[26:39]), set(cards(HALF_OPEN_DEAL)[39:])
H2, H3, S2, S3 = cards("2H 3H 2S 3S")
#: What a refusal adds for a dummy that has cards under its covers.
UNDER_COVER = (": only its face-up cards can be played, and a covered card is turned up at the end of the "
               "trick in which the card on top of it is played")


def half_open(declarer: int, **options: Any) -> BridgeGame:
    """The deal above, player 1 calling first, ``declarer`` bidding 1NT and the other passing."""
    game = bridge_game("half-open", seed=1, match="deal", first_dealer=0, deals=[HALF_OPEN_DEAL], **options)
    for call in (["Pass", "1NT", "Pass"] if declarer == 0 else ["1NT", "Pass"]):
        game.apply(call)
    assert game.phase is Phase.PLAY and game.declarer == declarer
    return game


def seen_of(game: Game, player: int, seat: int) -> tuple[set[Card], int]:
    shown = view_of(game, player).seats[seat]
    return set(shown.cards), shown.hidden


def test_with_follow_suit_under_cover_a_covered_card_follows_suit() -> None:
    ours, other = half_open(0), half_open(0, follow_suit_under_cover=True)
    for game in (ours, other):
        game.apply("AH")  # player 1 leads; player 0's dummy has no heart face up
        assert game.current_player == 0 and full_of(game).seat_to_play == 2
    assert set(ours.legal_actions()) == FACE_UP_2 and seen_of(ours, 0, 2) == (FACE_UP_2, 6)
    # The other reading: player 0 looks under his dummy's covers and must play a covered heart.
    assert other.legal_actions() == [H2, H3]
    assert seen_of(other, 0, 2) == (DUMMY_2, 0) and seen_of(other, 1, 2) == (FACE_UP_2, 6)
    assert refused(other, S2) == ("you must follow suit from under a cover: player 0's dummy has none of the "
                                  "suit led face up, and ♥2 ♥3 lie under its covers: play one of them")
    assert refused(ours, H3) == f"♥3 is not among the cards you can play from player 0's dummy{UNDER_COVER}"
    # A card the dummy does not hold is refused in the same words: nothing says where ♥3 lies.
    absent = next(card for card in DECK if card not in ours.seat_cards[2])
    assert refused(ours, absent) == (f"{absent} is not among the cards you can play from player 0's dummy"
                                     f"{UNDER_COVER}")
    other.apply(H3)  # drawn out from under the ♠3, which stays, with nothing under it now
    piles = view_of(other, 1).seats[2].piles
    assert piles is not None and piles[:2] == (Pile(S2, True), Pile(S3, False))
    # Player 1's dummy has no heart at all: he looks under its covers too, and plays any face-up card.
    assert other.current_player == 1 and set(other.legal_actions()) == FACE_UP_3
    assert seen_of(other, 1, 3) == (DUMMY_3, 0) and seen_of(other, 0, 3) == (FACE_UP_3, 6)


def test_with_dummies_laid_out_after_the_lead_the_auction_is_bid_with_your_hand_only() -> None:
    ours = bridge_game("half-open", seed=1, match="deal", first_dealer=0, deals=[HALF_OPEN_DEAL])
    other = bridge_game("half-open", seed=1, match="deal", first_dealer=0, deals=[HALF_OPEN_DEAL],
                        dummies_laid_out="after-the-lead")
    assert seen_of(ours, 1, 2) == (FACE_UP_2, 6) and seen_of(ours, 1, 3) == (FACE_UP_3, 6)
    for player in (0, 1):
        for seat in (2, 3):
            assert seen_of(other, player, seat) == (set(), 13)
            assert view_of(other, player).seats[seat].piles is None
    assert set(full_of(other).seats[2].cards) == DUMMY_2
    # Player 0 declares: player 1 leads from his hand, and both dummies are laid out at once.
    game = half_open(0, dummies_laid_out="after-the-lead")
    assert seen_of(game, 1, 2) == (set(), 13)
    game.apply("AH")
    assert seen_of(game, 1, 2) == (FACE_UP_2, 6) and seen_of(game, 0, 3) == (FACE_UP_3, 6)
    assert view_of(game, 0).seats[3].piles == view_of(ours, 0).seats[3].piles
    # Player 1 declares: the lead comes from player 0's dummy, laid out just before it.
    game = half_open(1, dummies_laid_out="after-the-lead")
    assert full_of(game).seat_to_play == 2 and set(game.legal_actions()) == FACE_UP_2
    assert seen_of(game, 1, 2) == (FACE_UP_2, 6) and seen_of(game, 0, 3) == (set(), 13)
    game.apply("6C")
    assert seen_of(game, 0, 3) == (FACE_UP_3, 6)


def test_with_owner_sees_covered_a_player_sees_under_his_own_dummys_covers() -> None:
    ours = bridge_game("half-open", seed=1, match="deal", first_dealer=0, deals=[HALF_OPEN_DEAL])
    other = bridge_game("half-open", seed=1, match="deal", first_dealer=0, deals=[HALF_OPEN_DEAL],
                        owner_sees_covered=True)
    assert seen_of(ours, 0, 2) == (FACE_UP_2, 6) and seen_of(ours, 1, 3) == (FACE_UP_3, 6)
    assert seen_of(other, 0, 2) == (DUMMY_2, 0) and seen_of(other, 1, 3) == (DUMMY_3, 0)
    assert seen_of(other, 1, 2) == (FACE_UP_2, 6) and seen_of(other, 0, 3) == (FACE_UP_3, 6)
    # A covered card is still not played before it is turned up.
    game = half_open(1, owner_sees_covered=True)
    assert set(game.legal_actions()) == FACE_UP_2
    assert refused(game, H2) == f"♥2 is not among the cards you can play from player 0's dummy{UNDER_COVER}"
    # Laid out after the lead: he sees them from then on.
    game = half_open(0, owner_sees_covered=True, dummies_laid_out="after-the-lead")
    assert seen_of(game, 0, 2) == (set(), 13)
    game.apply("AH")
    assert seen_of(game, 0, 2) == (DUMMY_2, 0) and seen_of(game, 1, 2) == (FACE_UP_2, 6)


# --- the readings, worked out here move by move ----------------------------------------------------
class DrawReading:
    """What the draw's readings let each player see and do, from the full view and the moves."""

    def __init__(self, options: dict[str, Any]) -> None:
        self.private = options.get("stock_look") == "private"
        self.discard_taken = options.get("discard_taken", True)
        self.seen: list[set[Card]] = [set(), set()]
        self.just_taken: Card | None = None
        self.taken_in_private: set[Card] = set()
        #: The moments of the reading met so far (see :meth:`expected`).
        self.reached: set[str] = set()

    def expected(self) -> set[str]:
        """The moments where the option changes what is legal or seen, met in enough random games."""
        return ({"taken in private", "refused and shown"} if self.private else set()) | (
            set() if self.discard_taken else {"the card taken kept"})

    def legal(self, game: Game, full: BridgeView) -> set[Any] | None:
        if game.phase is not Phase.DRAW or self.just_taken is None:
            return None
        hand = set(full.seats[full.current_player or 0].cards)
        if self.discard_taken:
            return hand
        self.reached.add("the card taken kept")
        return hand - {self.just_taken}

    def check(self, game: Game, full: BridgeView, views: list[BridgeView]) -> None:
        draw = full.known_draw()
        played = {card for trick in (*full.tricks, full.trick) for _, card in trick}
        for player, view in enumerate(views):
            sees_turned = not self.private or player == game.current_player
            seen = self.seen[player]
            seen |= set(full.seats[player].cards) | set(full.discards[player]) | set(draw.dead) | played
            seen |= {c for c in (draw.offered, draw.turned if sees_turned else None) if c is not None}
            leaks = set(cards_in(view)) - seen
            assert not leaks, (player, sorted(leaks))
            shown = view.known_draw()
            assert shown.turned == (draw.turned if sees_turned else None)
            private = self.taken_in_private
            assert shown.taken == tuple(tuple(c for c in taken if taker == player or c not in private)
                                        for taker, taken in enumerate(draw.taken))
            for line, whole in zip(view.log, full.log, strict=True):
                if whole.player == player:
                    assert line == whole
                elif whole.discard:
                    assert line == LogLine(whole.player, None, True)
                elif whole.card in self.taken_in_private:
                    assert line == LogLine(whole.player, TAKE)
                else:
                    assert line == whole

    def move(self, game: Game, full: BridgeView, action: Any) -> None:
        """Note the move about to be made: a card taken (in private?), a discard."""
        if game.phase is not Phase.DRAW:
            return
        draw = full.known_draw()
        if action == TAKE:
            self.just_taken = draw.offered if draw.offered is not None else draw.turned
            if self.private and draw.offered is None:
                assert self.just_taken is not None
                self.taken_in_private.add(self.just_taken)
                self.reached.add("taken in private")
        elif action == REFUSE and self.private:
            self.reached.add("refused and shown")
        elif isinstance(action, Card):
            self.just_taken = None


class HalfOpenReading:
    """What the half-open readings let each player see and do, from the deal and the moves: each
    dummy's first six cards covered by the next six, the 13th alone ([honeymoon-de])."""

    def __init__(self, options: dict[str, Any]) -> None:
        self.under_cover = options.get("follow_suit_under_cover", False)
        self.after_lead = options.get("dummies_laid_out") == "after-the-lead"
        self.owner_sees = options.get("owner_sees_covered", False)
        self.looked: list[set[int]] = [set(), set()]
        self.reached: set[str] = set()

    def expected(self) -> set[str]:
        """The moments where an option changes what is legal or seen, met in enough random games."""
        return (({"looked under", "played from under a cover"} if self.under_cover else set())
                | ({"face down in the auction", "laid out to lead from it"} if self.after_lead else set())
                | ({"the owner sees under the covers"} if self.owner_sees else set()))

    def _state(self, game: Game, full: BridgeView) -> tuple[dict[int, list[Card]], dict[int, set[Card]],
                                                             bool]:
        """Each dummy as dealt, its cards still covered, and whether the opening lead is made."""
        assert isinstance(game, BridgeGame)
        dealt = {seat: list(game.deck[13 * seat:13 * (seat + 1)]) for seat in (2, 3)}
        turned_up = {dealt[seat][i] for trick in full.tricks for _, card in trick
                     for seat in (2, 3) for i in range(6) if dealt[seat][6 + i] == card}
        covered = {seat: {c for c in dealt[seat][:6] if c not in turned_up and c in full.seats[seat].cards}
                   for seat in (2, 3)}
        return dealt, covered, bool(full.tricks or full.trick)

    def _laid_out(self, seat: int, full: BridgeView, lead_made: bool) -> bool:
        leading = full.phase is Phase.PLAY and not lead_made and full.seat_to_play == seat
        return not self.after_lead or lead_made or leading

    def legal(self, game: Game, full: BridgeView) -> set[Any] | None:
        if game.phase is not Phase.PLAY or full.seat_to_play is None:
            return None
        seat = full.seat_to_play
        _, covered, _ = self._state(game, full)
        held = set(full.seats[seat].cards)
        reach = held - covered.get(seat, set())
        if not full.trick:
            return reach
        led = full.trick[0].card.suit
        following = {c for c in reach if c.suit is led}
        under = {c for c in held - reach if c.suit is led} if self.under_cover and not following else set()
        if under:
            self.reached.add("played from under a cover")
        return following or under or reach

    def check(self, game: Game, full: BridgeView, views: list[BridgeView]) -> None:
        dealt, covered, lead_made = self._state(game, full)
        seat = full.seat_to_play
        if self.under_cover and game.phase is Phase.PLAY and full.trick and seat in covered and covered[seat]:
            led = full.trick[0].card.suit
            if not any(c.suit is led for c in set(full.seats[seat].cards) - covered[seat]):
                self.looked[seat - 2].add(seat)
                self.reached.add("looked under")
        for player, view in enumerate(views):
            for shown, whole in zip(view.seats, full.seats, strict=True):
                held = set(whole.cards)
                if whole.seat < 2:
                    expected = held if whole.seat == player else set()
                elif not self._laid_out(whole.seat, full, lead_made):
                    expected = set()
                    assert shown.piles is None
                    if game.phase is Phase.AUCTION:
                        self.reached.add("face down in the auction")
                else:
                    if self.after_lead and not lead_made and full.seat_to_play == whole.seat:
                        self.reached.add("laid out to lead from it")
                    own = whole.seat - 2 == player and (self.owner_sees or whole.seat in self.looked[player])
                    if own and self.owner_sees and covered[whole.seat]:
                        self.reached.add("the owner sees under the covers")
                    expected = held if own else held - covered[whole.seat]
                    assert shown.piles == self._piles(dealt[whole.seat], held, covered[whole.seat])
                assert set(shown.cards) == expected and shown.hidden == len(held) - len(expected), (
                    player, whole.seat)

    @staticmethod
    def _piles(dealt: list[Card], held: set[Card], covered: set[Card]) -> tuple[Pile, ...]:
        piles = []
        for up, down in zip(dealt[6:12], dealt[:6], strict=True):
            top = up if up in held else down if down in held and down not in covered else None
            piles.append(Pile(top, down in covered))
        return (*piles, Pile(dealt[12] if dealt[12] in held else None, False))


class DoubleDummyReading:
    """What double-dummy's readings let each player see, from the deal and the moves: his own hand;
    the dummies face down until the opening lead, the leader's owner looking at his own dummy just
    before leading from it ([honeymoon-de]), or with ``dummies_face_up="at-the-deal"`` face up for
    both from the deal ([honeymoon-fr]'s overview); the other's hand never."""

    def __init__(self, options: dict[str, Any]) -> None:
        self.at_the_deal = options.get("dummies_face_up") == "at-the-deal"
        self.reached: set[str] = set()

    def expected(self) -> set[str]:
        """The moments where the option changes what is seen, met in enough random games."""
        if self.at_the_deal:
            return {"dummies seen in the auction", "the other sees the dummy led from"}
        return {"dummies face down in the auction", "the owner looks before leading"}

    def legal(self, game: Game, full: BridgeView) -> set[Any] | None:
        if game.phase is not Phase.PLAY or full.seat_to_play is None:
            return None
        held = set(full.seats[full.seat_to_play].cards)
        following = {c for c in held if full.trick and c.suit is full.trick[0].card.suit}
        return following or held

    def check(self, game: Game, full: BridgeView, views: list[BridgeView]) -> None:
        lead_made = bool(full.tricks or full.trick)
        leading_from = full.seat_to_play if game.phase is Phase.PLAY and not lead_made else None
        for player, view in enumerate(views):
            for shown, whole in zip(view.seats, full.seats, strict=True):
                seat, held = whole.seat, set(whole.cards)
                if seat < 2:
                    sees = seat == player
                else:
                    looks = leading_from == seat and seat - 2 == player
                    sees = self.at_the_deal or lead_made or looks
                    if game.phase is Phase.AUCTION:
                        self.reached.add("dummies seen in the auction" if self.at_the_deal
                                         else "dummies face down in the auction")
                    if looks and not self.at_the_deal:
                        self.reached.add("the owner looks before leading")
                    if leading_from == seat and seat - 2 != player and self.at_the_deal:
                        self.reached.add("the other sees the dummy led from")
                expected = held if sees else set()
                assert set(shown.cards) == expected and shown.hidden == len(held) - len(expected), (
                    player, seat)


Reading = DrawReading | HalfOpenReading | DoubleDummyReading
READINGS: list[tuple[str, dict[str, Any]]] = [
    ("draw", {}),
    ("draw", {"discard_taken": False}),
    ("draw", {"stock_look": "private"}),
    ("draw", {"discard_taken": False, "stock_look": "private"}),
    ("half-open", {}),
    ("half-open", {"follow_suit_under_cover": True}),
    ("half-open", {"dummies_laid_out": "after-the-lead"}),
    ("half-open", {"owner_sees_covered": True}),
    ("half-open", {"follow_suit_under_cover": True, "dummies_laid_out": "after-the-lead",
                   "owner_sees_covered": True}),
    ("double-dummy", {}),
    ("double-dummy", {"dummies_face_up": "at-the-deal"}),
]
#: Everything an action could be in these forms: every card, decision and some calls.
CANDIDATES: list[Any] = [*DECK, TAKE, REFUSE, DECLINE, KEEP, REJECT, EXPOSED, HIDDEN, *(
    new_game("plain", seed=1).legal_actions()[:6])]


def reading_of(form: str, options: dict[str, Any]) -> Reading:
    readings: dict[str, Callable[[dict[str, Any]], Reading]] = {
        "draw": DrawReading, "half-open": HalfOpenReading, "double-dummy": DoubleDummyReading}
    return readings[form](options)


def check_position(game: Game, reading: Reading, rng: random.Random) -> None:
    """The legal actions and every view at one position, by the reading; now and then, every
    illegal action refused (the state unchanged), every legal one applied to a copy, and a save
    loaded back."""
    full = full_of(game)
    views = [view_of(game, p) for p in range(2)]
    legal = game.legal_actions()
    expected = reading.legal(game, full)
    if expected is not None:
        assert set(legal) == expected
    reading.check(game, full, views)
    if game.current_player is not None:  # the legal actions name no card the player does not see
        mine = set(cards_in(views[game.current_player]))
        assert {a for a in legal if isinstance(a, Card)} <= mine
    if rng.random() < 0.04:
        for action in CANDIDATES:
            if action not in legal:
                assert refused(game, action)
        saved = game.to_json()
        for action in legal:
            copy = load_game(saved)
            copy.apply(action)
            assert copy.history[-1] == (game.current_player, action)
        loaded = load_game(saved)
        assert loaded.to_json() == saved and loaded.full_view() == full
        assert [loaded.view(p) for p in range(2)] == views


READING_IDS = [f"{form}-{','.join(f'{k}={v}' for k, v in options.items()) or 'default'}"
               for form, options in READINGS]


@pytest.mark.parametrize(("form", "options"), READINGS, ids=READING_IDS)
def test_every_step_of_random_games_follows_the_reading(form: str, options: dict[str, Any],
                                                        bulk: Callable[[int], int]) -> None:
    played, expected = 0, reading_of(form, options).expected()
    reached: set[str] = set()
    for seed in range(bulk(12)):
        game = new_game(form, seed=seed, match="deal", **options)
        reading, rng = reading_of(form, options), random.Random(seed)
        while True:
            check_position(game, reading, rng)
            if game.is_over:
                break
            action = rng.choice(game.legal_actions())
            if isinstance(reading, DrawReading):
                reading.move(game, full_of(game), action)
            game.apply(action)
            played += 1
        text = game.to_json()
        assert load_game(text).to_json() == text and load_game(text).full_view() == game.full_view()
        reached |= reading.reached
    assert played > bulk(12) * 20
    assert reached >= expected, f"never met {expected - reached}"


# --- the bots see what the view shows, nothing more ------------------------------------------------
def swapped(deal: str, first: int, second: int) -> str:
    codes = deal.split()
    codes[first], codes[second] = codes[second], codes[first]
    return " ".join(codes)


@pytest.mark.parametrize("level", ["basic", "strong"])
@pytest.mark.usefixtures("unhurried_strong")
def test_a_bot_chooses_the_same_whatever_the_reading_hides(level: str) -> None:
    """Two deals that differ only in cards a reading hides from a player: his view, and so his
    bot's choice, are the same."""
    # Private look: player 0 takes the top stock card and throws it straight back; in the other
    # deal it is swapped with the last stock card. Player 1 is then to act.
    deal = " ".join(card.code for card in DECK)
    games = []
    for order in (deal, swapped(deal, 26, 51)):
        game = new_game("draw", seed=1, match="deal", first_dealer=1, deals=[order], stock_look="private")
        game.apply("take")
        game.apply(view_of(game, 0).known_draw().taken[0][0])
        games.append(game)
    assert full_of(games[0]).discards != full_of(games[1]).discards
    assert view_of(games[0], 1) == view_of(games[1], 1)
    # Half-open, covered cards of player 1's dummy swapped with his hand's (owner_sees_covered), and
    # face-up cards of the dummies with the hands' (laid out after the lead): player 0 bids alike.
    for options, first, second in (({"owner_sees_covered": True}, 13, 39),
                                   ({"dummies_laid_out": "after-the-lead"}, 13, 50)):
        games += [new_game("half-open", seed=1, match="deal", first_dealer=1, deals=[order], **options)
                  for order in (HALF_OPEN_DEAL, swapped(HALF_OPEN_DEAL, first, second))]
        assert view_of(games[-1], 0) == view_of(games[-2], 0)
    # Double dummy, our reading: a card of player 0's dummy swapped with one of player 1's hand, and
    # one of the two dummies swapped: player 0 bids alike. With the dummies face up at the deal, he
    # sees the difference.
    for first, second in ((13, 26), (26, 39)):
        pair = [new_game("double-dummy", seed=1, match="deal", first_dealer=1, deals=[order])
                for order in (DOUBLE_DUMMY_DEAL, swapped(DOUBLE_DUMMY_DEAL, first, second))]
        assert view_of(pair[0], 0) == view_of(pair[1], 0)
        games += pair
        faced = [new_game("double-dummy", seed=1, match="deal", first_dealer=1, deals=[order],
                          dummies_face_up="at-the-deal")
                 for order in (DOUBLE_DUMMY_DEAL, swapped(DOUBLE_DUMMY_DEAL, first, second))]
        assert view_of(faced[0], 0) != view_of(faced[1], 0)
    for one, other in zip(games[::2], games[1::2], strict=True):
        player = one.current_player
        assert player is not None and player == other.current_player
        bot = make_bot(level, seed=3)
        assert bot.choose(one.view(player), one.legal_actions()) == bot.choose(other.view(player),
                                                                              other.legal_actions())


#: The readings that are not the defaults.
OTHER_READINGS = [(name, reading) for name, reading in zip(READING_IDS, READINGS, strict=True) if reading[1]]


@pytest.mark.parametrize(("form", "options"), [reading for _, reading in OTHER_READINGS],
                         ids=[name for name, _ in OTHER_READINGS])
def test_bots_play_every_reading_to_the_end(form: str, options: dict[str, Any]) -> None:
    from honeymoon.bots import play

    for seed in range(2):
        game = new_game(form, seed=seed, match="deal", **options)
        play(game, {0: make_bot("basic"), 1: make_bot("random", seed=seed)})
        assert game.is_over
        text = game.to_json()
        assert load_game(text).to_json() == text


# --- options: values, forms, saves, docs ------------------------------------------------------------
NEW_OPTIONS = {"discard_taken": "draw", "stock_look": "draw", "follow_suit_under_cover": "half-open",
               "dummies_laid_out": "half-open", "owner_sees_covered": "half-open",
               "dummies_face_up": "double-dummy"}
BAD_VALUES: list[tuple[str, Any, str]] = [
    *((key, value, f"{key} is True or False, not")
      for key in ("discard_taken", "follow_suit_under_cover", "owner_sees_covered")
      for value in ("no", 0, 1, None, [True])),
    *(("stock_look", value, "stock_look is one of face-up, private, not")
      for value in ("Private", "face up", "", None, True, ["private"])),
    *(("dummies_laid_out", value, "dummies_laid_out is one of at-the-deal, after-the-lead, not")
      for value in ("after-lead", "deal", "", None, 1, ["at-the-deal"])),
    *(("dummies_face_up", value, "dummies_face_up is one of after-the-lead, at-the-deal, not")
      for value in ("At-the-deal", "at the deal", "before-the-auction", "", None, True, ["at-the-deal"])),
]


@pytest.mark.parametrize(("key", "value", "reason"), BAD_VALUES, ids=[f"{k}-{v!r}" for k, v, _ in BAD_VALUES])
def test_a_bad_value_is_a_config_error_that_says_why(key: str, value: Any, reason: str) -> None:
    with pytest.raises(ConfigError) as caught:
        new_game(NEW_OPTIONS[key], seed=1, **{key: value})
    assert str(caught.value).startswith(reason), str(caught.value)


@pytest.mark.parametrize("key", NEW_OPTIONS)
def test_each_reading_is_an_option_of_its_form_only(key: str) -> None:
    default = BridgeOptions.__dataclass_fields__[key].default
    assert getattr(bridge_game(NEW_OPTIONS[key], seed=1).config, key) == default
    for form in FORMS:
        if form != NEW_OPTIONS[key]:
            with pytest.raises(ConfigError, match=f"{form} has no option '{key}'; its options are "):
                new_game(form, seed=1, **{key: default})


def test_the_options_are_saved_and_loaded() -> None:
    options = {"match": "deal", "discard_taken": False, "stock_look": "private"}
    game = new_game("draw", seed=5, **options)
    game.apply("take")
    assert game.options == options and '"stock_look": "private"' in game.to_json()
    loaded = load_game(game.to_json())
    assert loaded.options == options and D2 not in loaded.legal_actions()
    options = {"match": "deal", "follow_suit_under_cover": True, "dummies_laid_out": "after-the-lead",
               "owner_sees_covered": True}
    assert load_game(new_game("half-open", seed=5, **options).to_json()).options == options
    options = {"match": "deal", "dummies_face_up": "at-the-deal"}
    game = new_game("double-dummy", seed=5, **options)
    loaded = load_game(game.to_json())
    assert loaded.options == options and view_of(loaded, 1) == view_of(game, 1)
    assert [seen.hidden for seen in view_of(loaded, 1).seats] == [13, 0, 0, 0]
    # The defaults are not written: a game with them saves as before the options existed.
    assert new_game("draw", seed=5, match="deal", stock_look="face-up", discard_taken=True).options == {
        "match": "deal"}
    assert new_game("double-dummy", seed=5, match="deal", dummies_face_up="after-the-lead").options == {
        "match": "deal"}


#: Saves written by the library before these options existed, and what they showed then.
OLD_DRAW_SAVE = (
    '{"format": "honeymoon-game", "version": 2, "game": "draw", "seed": 5, "options": {"match": "deal"}, '
    '"history": [[0, "take"], [0, "7C"], [1, "refuse"], [0, "take"]], '
    '"digest": "a435b230d54e2f6b81c2af64ba5e3100090981322a1400e12fdebe752cd3741a"}')
OLD_HALF_OPEN_SAVE = (
    '{"format": "honeymoon-game", "version": 2, "game": "half-open", "seed": 5, '
    '"options": {"match": "deal"}, '
    '"history": [[0, "1NT"], [1, "Pass"], [1, "8C"], [0, "2C"]], '
    '"digest": "8384370e1dcf5c979d7c3dbe25ed473c11eb3a4f57cd5ebf080de1e432897e7e"}')
OLD_DOUBLE_DUMMY_SAVE = (
    '{"format": "honeymoon-game", "version": 2, "game": "double-dummy", "seed": 5, '
    '"options": {"match": "deal"}, "history": [[0, "Pass"], [1, "1NT"], [0, "Pass"]], '
    '"digest": "a36f47c299fcb1921c27e9bc0f38c0b93dede8d58ee7e30e6dbfb12d64753888"}')


def test_a_save_from_before_the_options_loads_with_the_defaults() -> None:
    draw = load_game(OLD_DRAW_SAVE)
    assert isinstance(draw, BridgeGame) and draw.to_json() == OLD_DRAW_SAVE
    assert (draw.config.discard_taken, draw.config.stock_look) == (True, "face-up")
    assert [a.code for a in draw.legal_actions() if isinstance(a, Card)] == (
        ["QC", "2D", "3D", "4D", "9D", "JD", "KD", "AD", "3H", "JH", "5S", "6S", "7S", "TS"])
    assert view_of(draw, 1).known_draw().taken == ((D2, D3), ())
    assert [line.text() for line in view_of(draw, 1).log] == ["take 2D", "discard", "refuse 3D", "take 3D"]
    game = load_game(OLD_HALF_OPEN_SAVE)
    assert isinstance(game, BridgeGame) and game.to_json() == OLD_HALF_OPEN_SAVE
    config = game.config
    assert (config.follow_suit_under_cover, config.dummies_laid_out, config.owner_sees_covered) == (
        False, "at-the-deal", False)
    assert [a.code for a in game.legal_actions() if isinstance(a, Card)] == ["4C", "6C", "9C"]
    assert [(s.hidden, len(s.cards)) for s in view_of(game, 0).seats] == [(0, 13), (12, 0), (6, 6), (6, 7)]
    assert [(s.hidden, len(s.cards)) for s in view_of(game, 1).seats] == [(13, 0), (0, 12), (6, 6), (6, 7)]
    # Player 1 declared: player 0 leads from his dummy, which he alone has looked at.
    game = load_game(OLD_DOUBLE_DUMMY_SAVE)
    assert isinstance(game, BridgeGame) and game.to_json() == OLD_DOUBLE_DUMMY_SAVE
    assert game.config.dummies_face_up == "after-the-lead"
    assert [a.code for a in game.legal_actions() if isinstance(a, Card)] == (
        ["2C", "3C", "5C", "TC", "2D", "3D", "8D", "TD", "QD", "TH", "KH", "9S", "JS"])
    assert [(s.hidden, len(s.cards)) for s in view_of(game, 0).seats] == [(0, 13), (13, 0), (0, 13), (13, 0)]
    assert [(s.hidden, len(s.cards)) for s in view_of(game, 1).seats] == [(13, 0), (0, 13), (13, 0), (13, 0)]


def test_the_rules_page_lists_each_forms_options() -> None:
    """Each form's "Options" line on the book's Rules page names every option the form takes."""
    page = (Path(__file__).parent.parent / "book" / "rules" / "honeymoon.md").read_text(encoding="utf-8")
    for name, form in FORMS.items():
        if name == "contract-bridge":
            continue
        lines = page.split(f"(form-{name})=", 1)[1].split("- **Options.**", 1)[1].splitlines()
        # The Options item: its first line and those indented under it (a table, a last line).
        item = [lines[0], *itertools.takewhile(lambda line: not line or line.startswith("  "), lines[1:])]
        assert all(f"`{option}`" in "\n".join(item) for option in form.extra_options), (name, item)
    for key in NEW_OPTIONS:
        assert f"| `{key}` |" in page.split("(honeymoon-options)=", 1)[1], key


def test_each_option_is_named_in_a_ruling_box_with_the_source_of_its_reading() -> None:
    """Every reading is an option: an "Our ruling" box on the Rules page names each option's
    other value beside the key of the rule text it comes from."""
    page = (Path(__file__).parent.parent / "book" / "rules" / "honeymoon.md").read_text(encoding="utf-8")
    boxes = [part.split("```", 1)[0] for part in page.split("```{admonition} Our ruling")[1:]]
    choices = {"stock_look": STOCK_LOOKS, "dummies_laid_out": LAYOUTS, "dummies_face_up": FACINGS}
    for key in NEW_OPTIONS:
        default = BridgeOptions.__dataclass_fields__[key].default
        if isinstance(default, bool):
            written = f"`{key}={not default}`"
        else:
            written = f'`{key}="{next(value for value in choices[key] if value != default)}"`'
        box = next((box for box in boxes if written in box), None)
        assert box is not None and "(#source-" in box, (key, written)


def test_a_suit_led_from_a_hand_never_makes_a_hand_look_under_covers() -> None:
    """A hand holds no covered card: following suit from a hand is the usual rule."""
    game = half_open(0, follow_suit_under_cover=True)
    game.apply("AH")
    game.apply("3H")
    game.apply("AD")
    assert game.current_player == 0 and full_of(game).seat_to_play == 0
    assert set(game.legal_actions()) == set(full_of(game).seats[0].cards)  # no heart: any card
    assert all(card.suit is not Suit.HEARTS for card in game.legal_actions() if isinstance(card, Card))
