"""The ``basic`` computer player: the rule texts' advice and the usual teaching, nothing more.

Every choice is a short rule a learner could apply at the table, read from the player's view
(:mod:`honeymoon.views`: his cards, the face-up cards, the calls, the order of play, the teams):

- **Draw** ([honeymoon-fr], tips): keep aces, kings and one or two long suits; take a face-up
  card when it makes the hand better by the Honeymoon count (HCP plus one point for each card
  beyond the third of a suit); discard low cards of short suits. In Draw and Discard, keep an
  honour or a card of a long suit, reject the rest ([honeymoon-de]: « lehn also nur Karten ab,
  die du wirklich nicht willst »). In the preliminary tricks, throw the least useful card, and
  win the trick cheaply when the card the winner draws is face up and worth having.
- **Auction**: count HCP plus length ([honeymoon-fr]: « points d'honneur … plus la longueur »),
  add what is known or expected of the partner or dummy, and bid the longest suit (no-trump with
  a balanced hand) as high as the expected tricks allow; double when the quick tricks in hand
  should defeat the contract. Three-handed, one player against two, the tricks come from the
  hand's strength and length alone: one for every 4 HCP, and one for each card of the trump
  suit beyond the first. Open when they are at most half a trick short of the contract's; over
  an opponent's bid, compete a whole trick short (down one gives each opponent 50, about what
  his part-score would have scored). So seven spades and 12 HCP (9 tricks) bid 1♠ over 1♥.
- **Play**: second hand low, third hand high, cover an honour with an honour, win as cheaply as
  possible. On lead:

  1. declarer draws the opponents' trumps while it is safe: his best trump is higher than
     every trump out, or he holds more trumps than are out (then he leads his best). A low
     trump is not led into higher ones, and an opponent who has shown out of trumps holds none;
  2. then each player cashes his sure winners, the best card left of a suit, before they can
     be ruffed (a defender keeps his trumps to ruff). So an ace is cashed, never led away from
     against a suit contract, unless the trumps are all that is left;
  3. else he leads from his longest suit: fourth best at no-trump, the top of a sequence
     against a suit ([honeymoon-fr], tips), or a low card.

- **Boerenbridge** ([boerenbridge-fr], tips): bid the sure tricks (aces and top trumps, Wizards)
  and a share of the trumps; then play to make the bid exactly: win while tricks are still
  needed, duck once the bid is made.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

from honeymoon.boerenbridge import led_suit, playable, trick_winner_wizard
from honeymoon.bots.seen import Seen, read
from honeymoon.calls import Bid, Call, Contract, Double, Pass, Redouble, Strain
from honeymoon.cards import AnyCard, Card, Rank, SpecialCard, Suit
from honeymoon.game import DECLINE, EXPOSED, HIDDEN, KEEP, REFUSE, REJECT, TAKE, Action, Decision, Phase
from honeymoon.tricks import trick_winner
from honeymoon.views import BoerenbridgeView, BridgeView, DrawView, SeatView, TableView

__all__ = ["BasicBot", "boerenbridge_card", "boerenbridge_legal"]

_HONOURS = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN)


# --------------------------------------------------------------------------------------------
# Counting a hand
# --------------------------------------------------------------------------------------------


def _suit_cards(cards: Sequence[AnyCard], suit: Suit) -> list[Card]:
    return sorted((c for c in cards if isinstance(c, Card) and c.suit is suit), reverse=True)


def _lengths(cards: Sequence[AnyCard]) -> dict[Suit, int]:
    lengths = dict.fromkeys(Suit, 0)
    for c in cards:
        if isinstance(c, Card):
            lengths[c.suit] += 1
    return lengths


def points(cards: Sequence[AnyCard]) -> int:
    """The Honeymoon count ([honeymoon-fr]): HCP, plus one per card beyond the third of a suit."""
    return sum(c.hcp for c in cards if isinstance(c, Card)) + sum(
        max(0, n - 3) for n in _lengths(cards).values())


def _keep_value(c: Card, lengths: Mapping[Suit, int]) -> float:
    """How much a card is worth keeping: its HCP, then the length of its suit, then its rank."""
    return c.hcp * 10 + lengths[c.suit] * 1.5 + int(c.rank) / 10


def _worst(cards: Sequence[Card]) -> Card:
    """The card to let go: low, in a short suit, not an honour."""
    lengths = _lengths(cards)
    return min(cards, key=lambda c: _keep_value(c, lengths))


def _quick_tricks(cards: Sequence[AnyCard]) -> float:
    total = 0.0
    for suit in Suit:
        ranks = [c.rank for c in _suit_cards(cards, suit)]
        if ranks[:2] == [Rank.ACE, Rank.KING]:
            total += 2
        elif ranks[:2] == [Rank.ACE, Rank.QUEEN]:
            total += 1.5
        elif ranks[:1] == [Rank.ACE] or ranks[:2] == [Rank.KING, Rank.QUEEN]:
            total += 1
        elif Rank.KING in ranks and len(ranks) >= 2:
            total += 0.5
    return total


def _balanced(lengths: Mapping[Suit, int], size: int) -> bool:
    return min(lengths.values()) >= 2 and max(lengths.values()) <= math.ceil(size / 3)


# --------------------------------------------------------------------------------------------
# The bot
# --------------------------------------------------------------------------------------------


class BasicBot:
    """Plays by the rules of thumb of the module's text. ``rng`` breaks no ties: the basic player
    is deterministic, so two basic players on the same deal play the same way."""

    level = "basic"

    def choose(self, view: TableView, legal: Sequence[Action]) -> Action:
        phase = view.phase
        if isinstance(view, BoerenbridgeView):
            if phase is Phase.CHOOSE_TRUMP:
                return self.boerenbridge_trump(view, legal)
            if phase is Phase.BIDDING:
                return self.boerenbridge_bid(view, legal)
            return self.boerenbridge_play(view, legal)
        if phase is Phase.DRAW:
            return self.draw(view, legal)
        if phase is Phase.AUCTION:
            return self.call(view, legal)
        if phase is Phase.CHOOSE_DUMMY:
            return self.choose_dummy(view, legal)
        if phase is Phase.WIDOW:
            return self.widow_discard(view, legal)
        return self.play(view, legal)

    # --- the draw -------------------------------------------------------------------------
    def draw(self, view: BridgeView, legal: Sequence[Action]) -> Action:
        hand = _my_seat(view).cards
        draw = view.known_draw()
        decisions = [a for a in legal if isinstance(a, Decision)]
        if KEEP in decisions:  # draw-discard: keep or reject the top card
            assert draw.top is not None
            return KEEP if self.keep_top(hand, draw.top) else REJECT
        if TAKE in decisions:  # draw: take the face-up card, or refuse / decline it
            other = REFUSE if REFUSE in decisions else DECLINE
            return TAKE if self.take_face_up(hand, _face_up(draw)) else other
        cards = [a for a in legal if isinstance(a, Card)]
        if draw.must_discard:
            return _worst(cards)
        return self.preliminary_card(view, cards)

    @staticmethod
    def take_face_up(hand: Sequence[AnyCard], face: Card) -> bool:
        """Take a face-up card when the hand with it, less its worst card, counts more."""
        cards = [c for c in hand if isinstance(c, Card)] + [face]
        after = list(cards)
        after.remove(_worst(cards))
        return points(after) > points(hand) or (
            points(after) == points(hand) and face.rank >= Rank.JACK and face in after)

    @staticmethod
    def keep_top(hand: Sequence[AnyCard], top: Card) -> bool:
        """Keep an honour (J or better), or a card of one of the two longest suits."""
        if top.rank >= Rank.JACK:
            return True
        lengths = _lengths(hand)
        longest = sorted(Suit, key=lambda s: (lengths[s], s), reverse=True)[:2]
        return top.suit in longest and lengths[top.suit] >= 2

    @staticmethod
    def preliminary_card(view: BridgeView, cards: list[Card]) -> Card:
        """A preliminary trick (draw-tricks): give up the least useful card, unless the winner's
        draw is face up and worth a cheap win."""
        draw = view.known_draw()
        if draw.trick and draw.top is not None and draw.top.hcp >= 3:
            led = draw.trick[0].card
            winners = [c for c in cards if c.suit is led.suit and c > led and c.hcp < 3]
            if winners:
                return min(winners)
        return _worst(cards)

    # --- the auction ----------------------------------------------------------------------
    def call(self, view: BridgeView, legal: Sequence[Action]) -> Action:
        estimate = AuctionEstimate(view)
        last_bid, last_by_us = estimate.last_bid()
        if (last_bid is not None and not last_by_us and Double() in legal
                and estimate.defence() >= estimate.total - (last_bid.level + estimate.book) + 1):
            return Double()
        if last_bid is not None and last_by_us:
            needed_now = last_bid.level + estimate.book
            if Redouble() in legal and estimate.tricks(last_bid.strain) >= needed_now + 1:
                return Redouble()
            if estimate.last_bidder() == estimate.me:
                return Pass()
        strain = estimate.best_strain()
        top_level = estimate.top_level(strain, competing=last_bid is not None and not last_by_us)
        bids = [a for a in legal if isinstance(a, Bid) and a.strain is strain]
        if not bids or top_level < bids[0].level:
            return Pass()
        game = {Strain.NOTRUMP: 3, Strain.SPADES: 4, Strain.HEARTS: 4}.get(strain, 5)
        level = top_level if top_level >= 6 else max(bids[0].level, min(top_level, game))
        return next(b for b in bids if b.level == min(level, 7))

    def choose_dummy(self, view: BridgeView, legal: Sequence[Action]) -> Action:
        """Single dummy: play with the face-up dummy when it counts at least the average of an
        unseen hand (about 10), its trumps counted as length."""
        players = len(view.names)
        exposed = next(s for s in view.seats if s.seat >= players and s.cards and not s.hidden)
        cards = exposed.cards
        trump = _contract(view).trump
        trumps = 0 if trump is None else _lengths(cards)[trump]
        return EXPOSED if points(cards) + max(0, trumps - 2) >= 10 else HIDDEN

    def widow_discard(self, view: BridgeView, legal: Sequence[Action]) -> Action:
        """Three-handed: keep trumps and honours; discard low cards of short side suits."""
        trump = _contract(view).trump
        cards = [a for a in legal if isinstance(a, Card)]
        side = [c for c in cards if c.suit is not trump] or cards
        return _worst(side)

    # --- the play -------------------------------------------------------------------------
    def play(self, view: BridgeView, legal: Sequence[Action]) -> Action:
        cards = [a for a in legal if isinstance(a, Card)]
        table = PlaySituation(view, read(view))
        return table.basic_card(cards)

    # --- Boerenbridge ---------------------------------------------------------------------
    def boerenbridge_trump(self, view: BoerenbridgeView, legal: Sequence[Action]) -> Action:
        hand = _my_hand(view)
        lengths = _lengths(hand)
        return max((a for a in legal if isinstance(a, Suit)),
                   key=lambda s: (lengths[s], sum(c.hcp for c in _suit_cards(hand, s))))

    def boerenbridge_bid(self, view: BoerenbridgeView, legal: Sequence[Action]) -> Action:
        estimate = boerenbridge_estimate(_my_hand(view), view.trump, len(view.hands))
        bids = [a for a in legal if type(a) is int]
        return min(bids, key=lambda b: (abs(b - estimate), -b if estimate >= b else b))

    def boerenbridge_play(self, view: BoerenbridgeView, legal: Sequence[Action]) -> Action:
        me = _viewer(view)
        trick = [(p, c) for p, c in view.trick]
        need = _bids(view)[me] - view.tricks_won[me]
        played = read(view).played
        return boerenbridge_card(_my_hand(view), list(legal), trick, view.trump, need, played,
                                 len(view.hands), _wizard(view))


def boerenbridge_estimate(hand: Sequence[AnyCard], trump: Suit | None, players: int) -> float:
    """Tricks a Boerenbridge hand should take: its sure tricks, and a share of its trumps."""
    size = len(hand)
    tricks = 0.0
    for c in hand:
        if isinstance(c, SpecialCard):
            tricks += 1.0 if c.is_wizard else 0.0
    lengths = _lengths(hand)
    for suit in Suit:
        ranks = [c.rank for c in _suit_cards(hand, suit)]
        if suit is trump:
            tricks += sum(1 for r, need in ((Rank.ACE, 1), (Rank.KING, 2), (Rank.QUEEN, 3))
                          if r in ranks and lengths[suit] >= need)
            tricks += max(0, lengths[suit] - 3) * 0.7
        else:
            if Rank.ACE in ranks:
                tricks += 1.0 if lengths[suit] <= 3 or size < 6 else 0.7
            if Rank.KING in ranks and 2 <= lengths[suit] <= 3 and size >= 4:
                tricks += 0.5
    if size <= 2 and trump is not None:  # [boerenbridge-fr]: bid 1 with a trump or an ace
        tricks = max(tricks, float(any(isinstance(c, Card) and (c.suit is trump or c.rank is Rank.ACE)
                                       for c in hand)))
    return min(tricks, size)


def boerenbridge_legal(hand: Sequence[AnyCard], trick: Sequence[tuple[int, AnyCard]]) -> list[AnyCard]:
    """The cards a Boerenbridge player may play to ``trick`` (Wizards and Jesters always)."""
    return playable(hand, led_suit([c for _, c in trick]))


def _boer_winner(trick: Sequence[tuple[int, AnyCard]], trump: Suit | None, wizard: bool) -> int:
    cards = [c for _, c in trick]
    index = trick_winner_wizard(cards, trump) if wizard else trick_winner(cards, trump)  # type: ignore[arg-type]
    return trick[index][0]


def boerenbridge_card(hand: Sequence[AnyCard], legal: Sequence[Any], trick: Sequence[tuple[int, AnyCard]],
                      trump: Suit | None, need: int, played: set[AnyCard], players: int,
                      wizard: bool) -> AnyCard:
    """The basic Boerenbridge card: win while tricks are still needed, lose once the bid is made.

    ``need`` is the bid less the tricks won so far; ``played`` the cards already seen played."""
    cards: list[AnyCard] = list(legal)
    me = -1

    def wins(c: AnyCard) -> bool:
        return _boer_winner([*trick, (me, c)], trump, wizard) == me

    def strength(c: AnyCard) -> float:
        if isinstance(c, SpecialCard):
            return 100.0 if c.is_wizard else -1.0
        return int(c.rank) + (20 if c.suit is trump else 0)

    if need > 0:
        if not trick:
            # Lead a sure winner: a Wizard, or the best card of a suit when every higher one is gone.
            masters = [c for c in cards if (isinstance(c, SpecialCard) and c.is_wizard) or (
                isinstance(c, Card) and _is_master(c, set(hand), played))]
            if masters:
                return max(masters, key=strength)
            return min(cards, key=strength)
        winners = [c for c in cards if wins(c)]
        last = len(trick) == players - 1
        if winners:
            return min(winners, key=strength) if last else max(winners, key=strength)
        return min(cards, key=strength)
    # The bid is made (or overshot): lose, shedding the highest card that still loses.
    if not trick:
        return min(cards, key=strength)
    losers = [c for c in cards if not wins(c)]
    if losers:
        return max(losers, key=strength)
    return max(cards, key=strength)


def _is_master(c: Card, ours: set[Any], played: set[Any]) -> bool:
    """Whether every higher card of the suit is played or held by ``ours``."""
    return all(Card(c.suit, r) in played or Card(c.suit, r) in ours
               for r in Rank if r > c.rank)


# --------------------------------------------------------------------------------------------
# Reading a bridge view
# --------------------------------------------------------------------------------------------


def _viewer(view: TableView) -> int:
    """The player a view is for (a computer player is never shown the full view)."""
    assert view.viewer is not None, "a player's view, not the full view"
    return view.viewer


def _my_seat(view: BridgeView) -> SeatView:
    viewer = _viewer(view)
    return next(s for s in view.seats if s.owner == viewer)


def _team(view: BridgeView, player: int) -> tuple[int, ...]:
    """The players who score with ``player`` (his partnership in contract bridge, else himself)."""
    return next(team for team in view.teams if player in team)


def _contract(view: BridgeView) -> Contract:
    assert view.contract is not None, "a view after the auction"
    return view.contract


def _face_up(draw: DrawView) -> Card:
    """The face-up card the player to act takes or leaves: the one refused, else the one turned."""
    face = draw.offered if draw.offered is not None else draw.turned
    assert face is not None
    return face


def _calls_by(view: BridgeView) -> list[tuple[int, Call]]:
    """The calls of the auction with the player who made each one."""
    players = len(view.names)
    first = view.auction_first
    assert first is not None, "a view of the auction"
    return [((first + i) % players, call) for i, call in enumerate(view.auction)]


def _my_hand(view: BoerenbridgeView) -> list[AnyCard]:
    return list(view.hands[_viewer(view)].cards)


def _bids(view: BoerenbridgeView) -> list[int]:
    """Every player's bid (a view of the play, where all have bid)."""
    bids = [bid for bid in view.bids if bid is not None]
    assert len(bids) == len(view.bids), "a view after the bidding"
    return bids


def _wizard(view: BoerenbridgeView) -> bool:
    """Whether the pack holds Wizards and Jesters (Wizard style)."""
    return any(isinstance(c, SpecialCard) for c in view.pack)


class AuctionEstimate:
    """What the basic player expects of a contract, from his own hand, the cards he sees and a
    rough average for the cards he does not."""

    def __init__(self, view: BridgeView) -> None:
        self.view = view
        self.me = _viewer(view)
        self.players = len(view.names)
        #: The viewer's partner in contract bridge (``None``: he plays alone).
        self.partner = next((p for p in _team(view, self.me) if p != self.me), None)
        self.partnership = self.partner is not None
        seat = _my_seat(view)
        self.size = len(seat.cards) + seat.hidden
        self.total = self.size
        self.book = view.book
        self.hand: list[AnyCard] = list(seat.cards)
        visible = [c for s in view.seats for c in s.cards]
        unseen = 52 - len(visible)
        self.per_card = (40 - sum(c.hcp for c in visible)) / max(unseen, 1)
        self.seats = view.seats

    def _side_of(self, seat: SeatView) -> str:
        """``"us"``, ``"them"`` or ``"either"`` (a dummy declarer will pick or share)."""
        if seat.owner is None:
            return "either"
        if self.view.chooses_dummy and seat.seat >= self.players:
            return "either"
        return "us" if seat.owner in _team(self.view, self.me) else "them"

    def _expected(self, seat: SeatView) -> float:
        return points(seat.cards) + seat.hidden * (self.per_card + 0.09)

    def strength(self) -> tuple[float, float]:
        """The Honeymoon count expected of our side's seats and of theirs."""
        ours = theirs = 0.0
        dummies = []
        for seat in self.seats:
            side = self._side_of(seat)
            if side == "either":
                dummies.append(self._expected(seat))
            elif side == "us":
                ours += self._expected(seat) + self._partner_bonus(seat)
            else:
                theirs += self._expected(seat)
        if dummies:  # declarer plays the better dummy (or the shared one)
            ours += max(dummies)
            theirs += min(dummies) if len(dummies) > 1 else 0
        return ours, theirs

    def _partner_bonus(self, seat: SeatView) -> float:
        if self.partner is None or seat.owner != self.partner:
            return 0.0
        calls = [c for p, c in _calls_by(self.view) if p == seat.owner]
        if any(isinstance(c, Bid) for c in calls):
            return 4.0
        return -3.0 if calls else 0.0

    def tricks(self, strain: Strain) -> float:
        """Expected tricks for our side as declarer in ``strain``.

        Three-handed, from the hand's strength and length alone: a trick for every 4 HCP, and one
        for each card of the trump suit (the longest suit at no-trump) beyond the first. That is
        what basic players take as declarer, the widow included (measured on 12,000 hands).
        """
        if self.view.widow:
            lengths = _lengths(self.hand)
            suit = strain.suit or max(Suit, key=lambda s: lengths[s])
            return sum(c.hcp for c in self.hand if isinstance(c, Card)) / 4 + lengths[suit] - 1
        ours, theirs = self.strength()
        share = ours / max(ours + theirs, 1.0)
        fit = 0.0
        if strain.suit is not None:
            fit = 0.3 * (self._side_length(strain.suit) - self._our_cards() / 4 - 1)
        return self.total * share + 0.8 + fit

    def top_level(self, strain: Strain, *, competing: bool) -> int:
        """The highest level the expected tricks reach, with 0.3 of a trick to spare.

        Three-handed, half a trick short will do, and over an opponent's bid (``competing``) a
        whole trick: down one gives each opponent 50, about what his part-score would have scored.
        """
        spare = 0.3
        if self.view.widow:
            spare = -1.0 if competing else -0.5
        return math.floor(self.tricks(strain) - spare) - self.book

    def _side_length(self, suit: Suit) -> float:
        """Cards of ``suit`` our side should hold: ours, those seen in our other seats, and a
        fair share of the unseen ones in our hidden seats (more where a partner bid the suit)."""
        visible = [c for s in self.seats for c in s.cards]
        unseen_of_suit = 13 - _lengths(visible)[suit]
        unseen = max(52 - len(visible), 1)
        length = float(_lengths(self.hand)[suit])
        for seat in self.seats:
            if seat.owner == self.me or self._side_of(seat) == "them":
                continue
            length += _lengths(seat.cards)[suit] + seat.hidden * unseen_of_suit / unseen
        if self.partner is not None and any(isinstance(c, Bid) and c.strain.suit is suit
                                            for p, c in _calls_by(self.view) if p == self.partner):
            length += 1.5
        return length

    def _our_cards(self) -> int:
        return sum(len(s.cards) + s.hidden for s in self.seats
                   if s.owner == self.me or self._side_of(s) != "them")

    def best_strain(self) -> Strain:
        lengths = _lengths(self.hand)
        if self.partner is not None:
            shown = [c.strain for p, c in _calls_by(self.view) if p == self.partner and isinstance(c, Bid)]
            if shown and (shown[-1] is Strain.NOTRUMP or lengths[shown[-1].suit] >= 3):  # type: ignore[index]
                return shown[-1]
        longest = max(Suit, key=lambda s: (lengths[s], sum(c.hcp for c in _suit_cards(self.hand, s)), s))
        if lengths[longest] < 5 and _balanced(lengths, len(self.hand)):
            return Strain.NOTRUMP
        return Strain.from_suit(longest)

    def last_bid(self) -> tuple[Bid | None, bool]:
        """The last bid, and whether our side made it."""
        last: Bid | None = None
        by_us = False
        for player, call in _calls_by(self.view):
            if isinstance(call, Bid):
                last = call
                by_us = player in (self.me, self.partner)
        return last, by_us

    def last_bidder(self) -> int | None:
        bidders = [player for player, call in _calls_by(self.view) if isinstance(call, Bid)]
        return bidders[-1] if bidders else None

    def defence(self) -> float:
        """Tricks our side should take in defence: quick tricks, and long trumps."""
        last, _ = self.last_bid()
        tricks = _quick_tricks(self.hand)
        if last is not None and last.strain.suit is not None:
            tricks += max(0, _lengths(self.hand)[last.strain.suit] - 3)
        if self.partnership:
            tricks += 1.0
        return tricks


class PlaySituation:
    """A bridge deal's play as the player to act sees it, with the basic player's rules."""

    def __init__(self, view: BridgeView, seen: Seen) -> None:
        self.view = view
        self.seen = seen
        assert view.seat_to_play is not None, "a view of the play"
        self.seat = view.seat_to_play
        self.seats = len(view.seats)
        contract = _contract(view)
        self.contract = contract
        self.trump = contract.trump
        declarer = view.declarer
        seats = view.seats
        declarer_side = next(s.side for s in seats if s.owner == declarer)
        self.team = [s.side is None or s.side == declarer_side for s in seats]
        self.declaring = self.team[self.seat]
        self.trick = seen.trick
        self.played = seen.played
        self.ours = {c for s, cards in enumerate(seen.known) if self.team[s] == self.declaring for c in cards}

    def partner_of(self, seat: int) -> bool:
        return self.team[seat] == self.declaring

    def goal(self, total: int) -> int:
        """The tricks of the deal's ``total`` this player's side must take: the contract's for
        the declaring side (its level over a book of 6, or of 9 with three hands), one more
        than the declarer may take for the defenders."""
        needed = self.contract.tricks_needed
        return needed if self.declaring else total - needed + 1

    def winner(self) -> tuple[int, Card]:
        cards = [c for _, c in self.trick]
        index = trick_winner(cards, self.trump)  # type: ignore[arg-type]
        seat, won = self.trick[index]
        assert isinstance(won, Card)
        return seat, won

    def master(self, c: Card) -> bool:
        return _is_master(c, self.ours, self.played)

    def trumps_out(self) -> list[Card]:
        """The trumps the other side may still hold: those not played and not ours, unless
        every opponent has shown out of trumps (or is seen to hold none)."""
        trump = self.trump
        if trump is None:
            return []
        out: set[Card] = set()
        for seat in range(self.seats):
            if self.partner_of(seat) or trump in self.seen.voids[seat]:
                continue
            out.update(c for c in self.seen.known[seat] if isinstance(c, Card) and c.suit is trump)
            if self.seen.hidden[seat]:
                out.update(c for c in self.seen.pool if isinstance(c, Card) and c.suit is trump)
        return sorted(out, reverse=True)

    def basic_card(self, cards: list[Card]) -> Card:
        if not self.trick:
            return self.lead(cards)
        seat, top = self.winner()
        led = self.trick[0][1]
        assert isinstance(led, Card)
        last = len(self.trick) == self.seats - 1
        following = [c for c in cards if c.suit is led.suit]

        def beats(c: Card) -> bool:
            if c.suit is top.suit:
                return c > top
            return c.suit is self.trump

        winners = sorted((c for c in cards if beats(c)), key=lambda c: (c.suit is self.trump, c.rank))
        if self.partner_of(seat) and (last or self.master(top)):
            return self.low(cards, following)
        if last:
            return winners[0] if winners else self.low(cards, following)
        if len(self.trick) == 1:  # second hand low, but cover an honour with an honour
            if following and led.rank >= Rank.JACK:
                covers = [c for c in following if c > led and c.rank >= Rank.JACK]
                if covers:
                    return min(covers)
            if not following and winners:
                return winners[0]  # ruff low
            return self.low(cards, following)
        # Third hand high: the best card, if it wins.
        if winners:
            return max(winners, key=lambda c: (c.suit is self.trump, c.rank)) if following else winners[0]
        return self.low(cards, following)

    def low(self, cards: list[Card], following: list[Card]) -> Card:
        if following:
            return min(following)
        side = [c for c in cards if c.suit is not self.trump] or cards
        return _worst(side)

    def lead(self, cards: list[Card]) -> Card:
        trump = self.trump
        lengths = _lengths(cards)
        out = self.trumps_out()
        trumps = sorted((c for c in cards if c.suit is trump), reverse=True)
        if self.declaring and trumps and out and (trumps[0] > out[0] or len(trumps) > len(out)):
            return trumps[0]  # draw trumps while it is safe
        # Cash sure winners, an ace first of all: never a lead away from it. A defender's trumps
        # wait to ruff.
        winners = [c for c in cards if self.master(c) and (c.suit is not trump or self.declaring)]
        if winners:
            return max(winners, key=lambda c: (lengths[c.suit], c.rank))
        side = [c for c in cards if c.suit is not trump] or cards
        lengths = _lengths(side)
        suit = max((c.suit for c in side), key=lambda s: (lengths[s], s))
        run = _suit_cards(side, suit)
        if trump is None and len(run) >= 4:
            return run[3]  # fourth best
        if len(run) >= 2 and run[0].rank >= Rank.TEN and int(run[0].rank) - int(run[1].rank) == 1:
            return run[0]  # top of a sequence
        return run[-1]
