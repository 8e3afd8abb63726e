"""The preludes: how a bridge form builds the hands before the auction.

Every bridge form has one prelude (:attr:`honeymoon.forms.table.Form.prelude`):

* :class:`NoPrelude`: the cards are dealt and the auction starts at once;
* :class:`Draw`: 13 cards each and a stock of 26; in turn a player takes the face-up top card
  (and discards one, face down) or refuses it, and the other may take it or decline it
  ([honeymoon-fr], Draw / Pick-Up Bridge; its options ``stock_look`` and ``discard_taken``);
* :class:`DrawDiscard`: no deal; a player looks at the top card, keeps it and discards the next,
  or discards it and takes the next ([honeymoon-de], the main form);
* :class:`DrawTricks`: 13 cards each and a stock; 13 preliminary tricks, whose winner draws the
  top card and the loser the next ([honeymoon-de], variant Draw Bridge).

A prelude answers, in the :data:`~honeymoon.game.Phase.DRAW` phase, what the engine asks:
who acts, which seat's cards are acted on, the legal actions, the reason one is refused, what
an action does, and what the players see of the stock. The state it works on (the stock, the
card turned, the preliminary tricks) is the game's, documented on
:class:`~honeymoon.forms.BridgeGame`.

>>> from honeymoon import new_game
>>> game = new_game("draw", seed=5, match="deal")
>>> game.form.prelude.legal(game)
[TAKE, REFUSE]
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Sequence
from typing import TYPE_CHECKING

from honeymoon.cards import Card
from honeymoon.game import DECLINE, KEEP, REFUSE, REJECT, TAKE, Action, Decision, Phase
from honeymoon.tricks import trick_winner
from honeymoon.views import DrawView, Play

if TYPE_CHECKING:
    from honeymoon.forms.engine import BridgeGame

__all__ = ["Draw", "DrawDiscard", "DrawTricks", "NoPrelude", "Prelude"]


class Prelude:
    """A prelude that builds hands: the questions of the draw phase. Its subclasses answer them."""

    #: Whether the cards not dealt make a stock to draw from (else they are set aside).
    draws = True

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"

    def start(self, game: BridgeGame, non_dealer: int) -> None:
        """Begin the prelude of a new deal (the stock is laid, the non-dealer acts first)."""
        game.leader = non_dealer

    def actor(self, game: BridgeGame) -> int:
        """The player to act."""
        return game.actor

    def seat_to_play(self, game: BridgeGame) -> int:
        """The seat whose cards are acted on."""
        return self.actor(game)

    def legal(self, game: BridgeGame) -> Sequence[Action]:
        """The actions allowed now."""
        raise NotImplementedError

    def why_illegal(self, game: BridgeGame, action: Action) -> str:
        """Why ``action`` is refused now, in words."""
        raise NotImplementedError

    def apply(self, game: BridgeGame, player: int, action: Action) -> None:
        """What a legal ``action`` of ``player`` does."""
        raise NotImplementedError

    def sees_top(self, game: BridgeGame, viewer: int) -> bool:
        """Whether ``viewer`` sees the top card of the stock now."""
        return False

    def prompt(self, game: BridgeGame, viewer: int | None) -> str:
        """What the player to act decides now, in words that follow "to", as ``viewer`` may
        know it (``None``: everything): ``take or refuse the face-up ♥Q``."""
        return ""

    def shows_turned(self, game: BridgeGame, viewer: int | None) -> bool:
        """Whether ``viewer`` sees the card turned for the player to act (``None``: everything)."""
        return True

    def view(self, game: BridgeGame, viewer: int | None) -> DrawView:
        """The prelude as ``viewer`` sees it (``None``: everything), the view's ``draw`` entry."""
        top = game.stock[-1] if game.stock else None
        sees_top = viewer is None or (game.phase is Phase.DRAW and self.sees_top(game, viewer))
        drawing = game.phase is Phase.DRAW
        private = game.taken_in_private
        if private and viewer is not None:  # the cards the other took in private are not shown
            taken = tuple(tuple(c for c in cards if player == viewer or c not in private)
                          for player, cards in enumerate(game.taken))
        else:
            taken = tuple(tuple(cards) for cards in game.taken)
        return DrawView(
            stock=len(game.stock),
            top=top if sees_top else None,
            turned=game.turned if self.shows_turned(game, viewer) else None,
            offered=game.offered,
            dead=tuple(game.dead),
            must_discard=game.must_discard,
            preliminary_tricks=tuple(tuple(Play(s, c) for s, c in t) for t in game.prelim_tricks),
            preliminary_winners=tuple(game.prelim_winners),
            taken=taken,
            trick=tuple(Play(s, c) for s, c in game.trick) if drawing else (),
            prompt=self.prompt(game, viewer) if drawing else "",
            follow_suit=game.config.follow_suit_in_draw,
            turned_in_private=game.config.stock_look == "private",
            kept=game.just_taken if not game.config.discard_taken and viewer in (None, game.actor) else None,
        )


class NoPrelude(Prelude):
    """No prelude: the cards not dealt are set aside unseen, and the auction starts at once."""

    draws = False

    def start(self, game: BridgeGame, non_dealer: int) -> None:
        game.start_auction()


class Draw(Prelude):
    """Draw: the top card of the stock is turned; the player to act takes it (then discards a
    card of his hand, face down) or refuses it; a refused card is offered to the other, who
    takes it or declines it (it goes face up to the dead pile). The stock used up, the auction
    starts.

    Two readings of [honeymoon-fr] are options. ``stock_look="private"``: the drawer alone sees
    the card he draws, shown to the other only if he refuses it. ``discard_taken=False``: the
    card just taken may not be discarded straight back."""

    def start(self, game: BridgeGame, non_dealer: int) -> None:
        self.turn(game, non_dealer)

    def turn(self, game: BridgeGame, player: int) -> None:
        """Start ``player``'s turn: the opponent's refused card, or the next stock card."""
        game.actor = player
        if game.offered is None:
            if game.stock:
                game.turned = game.stock.pop()
            else:
                game.start_auction()

    def legal(self, game: BridgeGame) -> Sequence[Action]:
        taken = game.just_taken
        if taken is not None:
            hand = game.seat_cards[game.actor]
            return hand if game.config.discard_taken else [c for c in hand if c is not taken]
        return [TAKE, DECLINE] if game.offered is not None else [TAKE, REFUSE]

    def why_illegal(self, game: BridgeGame, action: Action) -> str:
        if game.must_discard:
            if action is game.just_taken:
                return (f"you may not discard the card you just took: keep the {action} and discard "
                        "another card of your hand, face down")
            if isinstance(action, Card):
                return f"{action} is not in your hand: discard one of your own cards"
            return "you took a card: now discard one card of your hand, face down"
        if game.offered is not None:
            return (f"your opponent refused the {game.offered}: 'take' it (and discard a card) or "
                    "'decline' it and turn the next card")
        if game.config.stock_look == "private":
            return (f"you drew the {game.turned} and you alone see it: 'take' it (and discard a card) or "
                    "'refuse' it (it is then turned face up for your opponent)")
        return f"the {game.turned} is face up: 'take' it (and discard a card) or 'refuse' it"

    def prompt(self, game: BridgeGame, viewer: int | None) -> str:
        if game.must_discard:
            return "discard a card, face down"
        if game.offered is not None:
            return f"take or decline the refused {game.offered}"
        if game.config.stock_look == "private":
            drawn = str(game.turned) if self.shows_turned(game, viewer) else "card"
            return f"take or refuse the drawn {drawn}, seen in private"
        return f"take or refuse the face-up {game.turned}"

    def shows_turned(self, game: BridgeGame, viewer: int | None) -> bool:
        """Face up, both see the card turned; looked at in private, the drawer alone."""
        return game.config.stock_look == "face-up" or viewer is None or viewer == game.actor

    def apply(self, game: BridgeGame, player: int, action: Action) -> None:
        if isinstance(action, Card):
            game.note(discard=True)
            game.seat_cards[player].remove(action)
            game.discards[player].append(action)
            game.just_taken = None
            self.turn(game, 1 - player)
            return
        face_up = game.offered if game.offered is not None else game.turned
        assert face_up is not None and isinstance(action, Decision)
        game.note(card=face_up)
        if action == TAKE:
            insort(game.seat_cards[player], face_up)
            game.taken[player].append(face_up)
            if face_up is game.turned and game.config.stock_look == "private":
                game.taken_in_private.add(face_up)
            game.offered = game.turned = None
            game.just_taken = face_up
        elif action == REFUSE:
            game.offered, game.turned = face_up, None
            self.turn(game, 1 - player)
        else:  # decline the opponent's refused card: it goes face up to the dead pile
            game.dead.append(face_up)
            game.offered = None
            self.turn(game, player)


class DrawDiscard(Prelude):
    """Draw and discard: the player to act looks at the top card and keeps it (the next one is
    discarded unseen by the other) or rejects it (it is discarded, and he takes the next)."""

    def legal(self, game: BridgeGame) -> Sequence[Action]:
        return [KEEP, REJECT]

    def why_illegal(self, game: BridgeGame, action: Action) -> str:
        return "look at the top card: 'keep' it (and discard the next) or 'reject' it (and take the next)"

    def prompt(self, game: BridgeGame, viewer: int | None) -> str:
        return "keep or reject the top card"

    def apply(self, game: BridgeGame, player: int, action: Action) -> None:
        first, second = game.stock.pop(), game.stock.pop()
        kept, discarded = (first, second) if action == KEEP else (second, first)
        insort(game.seat_cards[player], kept)
        game.discards[player].append(discarded)
        game.actor = 1 - player
        if not game.stock:
            game.start_auction()

    def sees_top(self, game: BridgeGame, viewer: int) -> bool:
        return viewer == game.actor


class DrawTricks(Prelude):
    """Preliminary tricks: the players play tricks of two cards from their hands (following suit
    only with the option ``follow_suit_in_draw``); the winner draws the top stock card, the
    loser the next, and the winner leads again. The stock used up, the auction starts."""

    def actor(self, game: BridgeGame) -> int:
        return game.leader if not game.trick else 1 - game.trick[0][0]

    def legal(self, game: BridgeGame) -> Sequence[Action]:
        seat = self.actor(game)
        if game.config.follow_suit_in_draw:
            return game.playable(seat)
        return game.seat_cards[seat]

    def why_illegal(self, game: BridgeGame, action: Action) -> str:
        return game.card_refusal(self.actor(game), action)

    def prompt(self, game: BridgeGame, viewer: int | None) -> str:
        number = len(game.prelim_tricks) + 1
        return f"play to preliminary trick {number}" if game.trick else f"lead to preliminary trick {number}"

    def apply(self, game: BridgeGame, player: int, action: Action) -> None:
        assert isinstance(action, Card)
        game.seat_cards[player].remove(action)
        game.trick.append((player, action))
        if len(game.trick) < 2:
            return
        trick = tuple(game.trick)
        winner = trick[trick_winner([c for _, c in trick], None)][0]
        game.prelim_tricks.append(trick)
        game.prelim_winners.append(winner)
        game.trick = []
        insort(game.seat_cards[winner], game.stock.pop())
        insort(game.seat_cards[1 - winner], game.stock.pop())
        game.leader = winner
        if not game.stock:
            game.start_auction()

    def sees_top(self, game: BridgeGame, viewer: int) -> bool:
        return bool(game.config.expose_top_card)
