"""The bridge engine: one :class:`BridgeGame` runs every bridge form, deal → prelude →
auction → (widow, choice of dummy) → play → score, asking the form's parts
(:mod:`honeymoon.forms.preludes`, :mod:`honeymoon.forms.dummies`) wherever forms differ.

>>> import honeymoon
>>> game = honeymoon.new_game("draw", seed=5, match="deal")
>>> game.phase.value, game.current_player, game.legal_actions()
('draw', 0, [TAKE, REFUSE])
>>> game.view(0).draw.turned == game.view(1).draw.turned   # face up: both see it
True
>>> game.view(0).draw.prompt
'take or refuse the face-up ♦2'

An explicit deal (option ``deals``) is a deck order of 52 cards: the seats' hands in seat
order (13 cards each, 16 in three-handed), then the rest in order (the stock from its top,
the cards set aside, the widow). ``draw-discard`` uses the whole deck as its stock.
"""

from __future__ import annotations

import random
from bisect import bisect_left
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, NamedTuple

from honeymoon.auction import Auction, book_for, closing_passes_for
from honeymoon.calls import Bid, Contract, Double, Pass, Redouble
from honeymoon.cards import DECK, Card, Hand, Suit, _check_lang, shuffled, suit_slice
from honeymoon.errors import ConfigError, HoneymoonError, shown
from honeymoon.game import CLAIM, EXPOSED, HIDDEN, Action, Game, Phase
from honeymoon.options import (
    check_deck,
    check_flags,
    check_known,
    check_list,
    check_names,
    check_player,
    check_sides,
)
from honeymoon.rubber import ScoreSheet, SheetEntry
from honeymoon.scoring import DealScore, honors_held
from honeymoon.tricks import beats, trick_winner
from honeymoon.views import BridgeView, Claim, LogLine, Pile, Play, SeatView

if TYPE_CHECKING:
    from honeymoon.analysis import BeatingLine
    from honeymoon.forms.table import Form

__all__ = ["FACINGS", "LAYOUTS", "MATCHES", "STOCK_LOOKS", "BridgeGame", "BridgeOptions", "DealRecord",
           "parse_deck"]

# Module constants: looking up an enum member costs several times as much, on the hot path.
_PLAY, _AUCTION, _DRAW, _OVER = Phase.PLAY, Phase.AUCTION, Phase.DRAW, Phase.OVER
_WIDOW, _CHOOSE_DUMMY = Phase.WIDOW, Phase.CHOOSE_DUMMY

MATCHES = ("rubber", "game", "deal")
#: Draw: how the drawer looks at the stock card ([honeymoon-fr]'s step-by-step rules; its overview).
STOCK_LOOKS = ("face-up", "private")
#: Half-open: when the dummies are laid out (our ruling; [honeymoon-de]'s « wie Double Dummy »).
LAYOUTS = ("at-the-deal", "after-the-lead")
#: Double-dummy: when both dummies are turned face up ([honeymoon-fr]'s rules of play and
#: [honeymoon-de]; [honeymoon-fr]'s overview).
FACINGS = ("after-the-lead", "at-the-deal")


_COMMON = frozenset({"match", "insult", "first_dealer", "names", "deals", "vulnerable"})
#: Seconds the double-dummy check of a claim may take; past them the claim is refused, the
#: reason saying it could not be checked.
CLAIM_BUDGET = 10.0


def parse_deck(deck: str | Sequence[Card | str]) -> tuple[Card, ...]:
    """Read a deck order: 52 different cards, as text (``"AS KS …"``) or a sequence of cards
    or card codes; anything else raises :class:`~honeymoon.errors.ConfigError`."""
    return check_deck(deck, DECK, Card.parse)


def _check_choice(values: dict[str, Any], key: str, choices: tuple[str, ...]) -> None:
    """Refuse an option given as anything but one of its words."""
    if key in values and (not isinstance(values[key], str) or values[key] not in choices):
        raise ConfigError(f"{key} is one of {', '.join(choices)}, not {shown(values[key])}")


@dataclass(frozen=True)
class BridgeOptions:
    """The options of the bridge forms, with their defaults (every form takes the first five).

    - ``match``: ``"rubber"`` (default: until a side wins two games), ``"game"`` (one game,
      [honeymoon-fr]'s informal groups) or ``"deal"`` (one deal).
    - ``insult``: score 50/100 for making a doubled/redoubled contract (the Laws; not named in
      [honeymoon-fr] and [honeymoon-de]). Default ``True``.
    - ``first_dealer``: the first dealer, or ``None`` (default) to cut for it with the seed.
    - ``names``: the sides' names on the score sheet (what a name may hold:
      :func:`~honeymoon.options.check_names`).
    - ``deals``: explicit deck orders for the first deals (to replay a lesson's deal), each
      as text (``"AS KS …"``) or a list of cards or card codes; later deals come from the seed.
      At most :data:`~honeymoon.options.MAX_DEALS` of them.
    - ``vulnerable`` (a match of one deal): the sides vulnerable, as a duplicate board sets them
      (a class night's boards: :mod:`honeymoon.sessions`): ``[0]`` player 0's side (North-South),
      ``[1]`` player 1's (East-West), ``[0, 1]`` both. Default ``()``: nobody. In a rubber or a
      game a side is vulnerable once it has won a game, as the Laws say, and nothing else.
    - ``auction_end`` (two players): ``"one-pass"`` (default, [honeymoon-de]: a pass after a bid,
      double or redouble ends the auction) or ``"three-passes"`` ([honeymoon-fr]'s wording).
    - ``dealer_calls_first`` (two players): the dealer calls first ([honeymoon-de], variants);
      default ``False``: the non-dealer calls first.
    - ``expose_top_card`` (draw-tricks): the top stock card is shown before each preliminary
      trick ([honeymoon-de]: "in manchen Runden"). Default ``False``.
    - ``follow_suit_in_draw`` (draw-tricks): follow suit in the preliminary tricks. Default ``False``.
    - ``discard_taken`` (draw): the card just taken may be discarded at once (default ``True``,
      [honeymoon-fr]'s step-by-step rules: « exactement une carte de votre main »); ``False``:
      it may not ([honeymoon-fr]'s overview: « puis en défaussant une autre carte »).
    - ``stock_look`` (draw): ``"face-up"`` (default, [honeymoon-fr]'s step-by-step rules: the
      stock card is turned face up for both) or ``"private"`` ([honeymoon-fr]'s overview: the
      drawer looks at it alone, « après l'avoir examinée en privé », and shows it if he refuses it).
    - ``follow_suit_under_cover`` (half-open): ``False`` (default, our ruling): a covered card
      does not count for following suit; ``True``: it counts, and a dummy with none of the suit
      led among its face-up cards is looked under by its player, who must then play a covered
      card of that suit, if it has one, from under its cover.
    - ``dummies_laid_out`` (half-open): ``"at-the-deal"`` (default, our ruling: the seven
      face-up cards of each dummy are seen in the auction) or ``"after-the-lead"``
      ([honeymoon-de]'s « wie Double Dummy »: bid with your own hand only; a dummy the opening
      lead comes from is laid out just before it).
    - ``owner_sees_covered`` (half-open): ``False`` (default, our ruling): nobody sees a covered
      card before it is turned up; ``True``: the owner of a dummy sees its covered cards once it
      is laid out, as a player sees his face-down dummy in double-dummy.
    - ``dummies_face_up`` (double-dummy): ``"after-the-lead"`` (default, [honeymoon-fr]'s rules
      of play: « exposé face visible après l'entame »; [honeymoon-de]: « Gereizt wird nur mit
      der eigenen Hand ») or ``"at-the-deal"`` ([honeymoon-fr]'s overview: each dummy « posé
      face visible » from the deal, « enchères et jeu utilisent ces mains »: both players bid
      seeing both dummies).
    """

    match: str = "rubber"
    insult: bool = True
    first_dealer: int | None = None
    names: tuple[str, ...] | None = None
    deals: tuple[tuple[Card, ...], ...] = ()
    vulnerable: tuple[int, ...] = ()
    auction_end: str = "one-pass"
    dealer_calls_first: bool = False
    expose_top_card: bool = False
    follow_suit_in_draw: bool = False
    discard_taken: bool = True
    stock_look: str = "face-up"
    follow_suit_under_cover: bool = False
    dummies_laid_out: str = "at-the-deal"
    owner_sees_covered: bool = False
    dummies_face_up: str = "after-the-lead"

    @classmethod
    def build(cls, form: Form, given: dict[str, Any]) -> BridgeOptions:
        """Validate ``given`` for ``form``; raises :class:`ConfigError` naming the bad option."""
        check_known(form.name, given, _COMMON | form.extra_options)
        values = dict(given)
        check_flags(values, "insult", "dealer_calls_first", "expose_top_card", "follow_suit_in_draw",
                    "discard_taken", "follow_suit_under_cover", "owner_sees_covered")
        _check_choice(values, "match", MATCHES)
        _check_choice(values, "stock_look", STOCK_LOOKS)
        _check_choice(values, "dummies_laid_out", LAYOUTS)
        _check_choice(values, "dummies_face_up", FACINGS)
        if "auction_end" in values:
            closing_passes_for(2, values["auction_end"])
        check_player(values.get("first_dealer"), form.players, "first_dealer")
        if values.get("names") is not None:
            values["names"] = check_names(values["names"], 3 if form.players == 3 else 2)
        if "deals" in values:
            deals = check_list(values["deals"], "deals", "deck orders (each 52 cards)")
            values["deals"] = tuple(parse_deck(d) for d in deals)
        if "vulnerable" in values:
            values["vulnerable"] = check_sides(values["vulnerable"], len(form.teams), "vulnerable")
            if values["vulnerable"] and values.get("match", cls.match) != "deal":
                raise ConfigError("vulnerable sets a board's vulnerability, for a match of one deal "
                                  "(match='deal'): in a rubber or a game a side is vulnerable once it "
                                  "has won a game")
        return cls(**values)


class DealRecord(NamedTuple):
    """A finished deal, for views and lessons: its score is ``None`` if it was passed out.

    ``entries`` are the lines the deal wrote on the score sheet, each with the side that
    scored it: the contract's lines, the honors, and the rubber bonus when the deal won the
    rubber. Every point on the sheet is in the entries of one deal (or, for an abandoned
    rubber, in :attr:`BridgeGame.settlement`). ``claim`` is the claim that ended its play, if
    one did (the score's tricks count the tricks it gave)."""

    number: int
    dealer: int
    declarer: int | None
    score: DealScore | None
    entries: tuple[SheetEntry, ...] = ()
    claim: Claim | None = None

    def to_dict(self) -> dict[str, Any]:
        score = self.score
        data: dict[str, Any] = {"deal": self.number, "dealer": self.dealer, "declarer": self.declarer,
                                "contract": score.contract.code if score else None,
                                "tricks": score.tricks if score else None,
                                "lines": [entry.to_dict() for entry in self.entries]}
        if self.claim is not None:
            data["claim"] = self.claim.to_dict()
        return data


def _plays(tricks: list[tuple[tuple[int, Card], ...]]) -> tuple[tuple[Play[Card], ...], ...]:
    return tuple(tuple(Play(s, c) for s, c in trick) for trick in tricks)


class _Seating(NamedTuple):
    """Who plays after whom, and for which side, once the declarer is known."""

    order: tuple[int, ...]  # the seats in playing order (from seat 0, or from the declarer)
    leader: int  # the seat that makes the opening lead
    next_seat: tuple[int, ...]  # the seat that plays after each seat
    controllers: tuple[int, ...]  # the player who plays each seat's cards
    declaring: tuple[bool, ...]  # whether each seat plays for the declaring side


class BridgeGame(Game):
    """A match of one bridge form. Create it with :func:`honeymoon.new_game`."""

    config: BridgeOptions
    # The game's state in slots: every card played reads a dozen of them, and a slot reads
    # faster than an instance dictionary.
    __slots__ = {
        "_controllers": None,
        "_deal_number": None,
        "_deal_start": None,
        "_declarer_tricks": None,
        "_declaring_seats": None,
        "_hidden_lines": None,
        "_led": None,
        "_lists_seen": None,
        "_log_lines": None,
        "_log_seen": None,
        "_names": None,
        "_next_seat": None,
        "_notes": None,
        "_own_seats": None,
        "_rng": None,
        "_seat": None,
        "_seatings": None,
        "_sheet_seen": None,
        "_total_tricks": None,
        "_trick_size": None,
        "_trump": None,
        "_unlaid": None,
        "_winning_card": None,
        "_winning_seat": None,
        "actor": "The player acting in a draw phase.",
        "auction": "The current deal's :class:`~honeymoon.auction.Auction` (``None`` before it).",
        "claim": "The claim that ended the current deal's play, if one did (:data:`~honeymoon.game.CLAIM`).",
        "contract": "The contract of the current deal, once the auction has made one.",
        "covered": "Half-open: the face-down cards still under a face-up card.",
        "covers": "Half-open: each face-up card and the face-down card it covers.",
        "dead": "Draw: refused cards that went face up to the dead pile.",
        "dealer": "The dealer of the current deal.",
        "deals": "Every finished deal, a :class:`DealRecord` each.",
        "deck": "The current deal's deck order (see the module's notes on explicit deals).",
        "declarer": "The declarer of the current deal, once there is one.",
        "discards": "Each player's discards in this deal (draw forms, the widow).",
        "form": "The :class:`~honeymoon.forms.table.Form` being played.",
        "honors": "Honors found in one hand at the start of the play: (points, side), or ``None``.",
        "just_taken": "Draw: the card the player to act just took, while he must discard one (else None).",
        "leader": "The seat that leads to the current trick.",
        "offered": "Draw: the card the opponent refused, offered to the next player.",
        "order": "The seats in playing order.",
        "prelim_tricks": "Draw-tricks: the preliminary tricks of this deal.",
        "prelim_winners": "Draw-tricks: the player who won each preliminary trick of this deal.",
        "private_seats": "The seats each player sees privately (his own hand, not a face-down dummy).",
        "public": "Cards lying face up in a seat, seen by everyone.",
        "seat_cards": "Each seat's cards, in deck order (lowest first).",
        "set_aside": "The cards not dealt to a seat and not in a stock (the widow in three-handed).",
        "settlement": "The lines an abandoned rubber scored when it was stopped (see :meth:`abandon`).",
        "sheet": "The rubber's :class:`~honeymoon.rubber.ScoreSheet`.",
        "stock": "Draw forms: the cards still to draw, the top card last.",
        "taken": "Draw: the cards each player took in this deal, in order (face up, both saw them, "
                 "unless they are in ``taken_in_private``).",
        "taken_in_private": "Draw, ``stock_look='private'``: the cards taken after a look in private "
                            "this deal (the taker alone saw them).",
        "trick": "The current trick: (seat, card) pairs in the order played.",
        "tricks": "The finished tricks of this deal.",
        "turned": "Draw: the stock card turned for the player to act, if any (face up; seen by him "
                  "alone with ``stock_look='private'``).",
        "winners": "The seat that won each finished trick.",
    }

    def __init__(self, form: Form, seed: int, options: BridgeOptions) -> None:
        super().__init__(form.name, seed, options)
        self.form = form
        self.num_players = form.players
        self._rng = random.Random(seed)
        sides = 3 if form.players == 3 else 2
        default_names = (("North-South", "East-West") if form.players == 4
                         else tuple(f"Player {p}" for p in range(sides)))
        self.sheet = ScoreSheet(options.names or default_names, single_game=options.match == "game",
                                insult=options.insult, vulnerable=options.vulnerable)
        self.deals: list[DealRecord] = []
        self.settlement: tuple[SheetEntry, ...] = ()
        self.dealer = (options.first_dealer if options.first_dealer is not None
                       else self._rng.randrange(form.players))
        self._deal_number = 0
        self._seatings: dict[int, _Seating] = {}
        # What every view repeats, made once: the names, and (remade when they change) the
        # finished tricks, the sheet's figures and each viewer's log.
        self._names = (tuple(self.player_name(p) for p in range(form.players)),
                       tuple(self.seat_name(s) for s in range(form.seats)))
        self._lists_seen: dict[str, tuple[list[Any], int, tuple[Any, ...]]] = {}
        self._sheet_seen: tuple[int, int, tuple[Any, ...]] = (-1, -1, ())
        self._log_seen: dict[int | None, tuple[list[LogLine], int, tuple[LogLine, ...]]] = {}
        self.order: tuple[int, ...] = tuple(range(form.seats))  # the seats in playing order
        # The state of the forms that build their hands (draw) or cover cards (half-open):
        # the other forms keep it empty; _new_deal sets it afresh for those that use it.
        self.stock: list[Card] = []
        self.dead: list[Card] = []
        self.turned: Card | None = None
        self.offered: Card | None = None
        self.just_taken: Card | None = None
        self.taken_in_private: set[Card] = set()
        self.prelim_tricks: list[tuple[tuple[int, Card], ...]] = []
        self.prelim_winners: list[int] = []
        self.taken: tuple[list[Card], ...] = ([], [])
        self.covered: set[Card] = set()  # half-open: face-down cards under a face-up card
        self.covers: dict[Card, Card] = {}
        # Half-open with owner_sees_covered, laid out at the deal: the owner sees all his dummy.
        whole_dummy = options.owner_sees_covered and options.dummies_laid_out == "at-the-deal"
        self._own_seats = [{s for s in range(form.seats) if form.dummies.sees_from_the_deal(s, p)
                            or (whole_dummy and form.dummies.owner(s) == p)}
                           for p in range(form.players)]
        self._new_deal()

    # --- sides and seats ---------------------------------------------------------------------
    def side_of(self, player: int) -> int:
        """The score-sheet column of a player (a partnership in contract bridge)."""
        return self.form.side_of(player)

    def seat_owner(self, seat: int) -> int | None:
        """The player a seat belongs to before the play (``None``: the shared dummy)."""
        return self.form.dummies.owner(seat)

    def _seat_side(self, seat: int) -> int:
        return self.side_of(self.form.dummies.controller(seat, self.declarer))

    def player_name(self, player: int) -> str:
        """How the game names a player: North … West with four, else the name given in the
        ``names`` option, or ``player 0``, ``player 1`` …"""
        if self.form.players == 4:
            return ("North", "East", "South", "West")[player]
        return self.config.names[player] if self.config.names else f"player {player}"

    def seat_name(self, seat: int) -> str:
        """How the game names a seat in its reasons and views: ``player 0's hand``, ``Anna's
        dummy``, ``the dummy`` (the shared one), ``North``."""
        return self.form.dummies.seat_name(seat, self.player_name)

    @property
    def must_discard(self) -> bool:
        """Draw: whether the player who took a card must now discard one."""
        return self.just_taken is not None

    # --- the deal ------------------------------------------------------------------------------
    def _new_deal(self) -> None:
        form = self.form
        if self._deal_number < len(self.config.deals):
            deck = list(self.config.deals[self._deal_number])
        else:
            deck = shuffled(DECK, self._rng)
        self._deal_number += 1
        self.deck = tuple(deck)
        size = form.hand_size
        self.seat_cards: list[list[Card]] = [sorted(deck[i * size:(i + 1) * size]) for i in range(form.seats)]
        rest = deck[size * form.seats:]
        if form.prelude.draws:
            self.stock = rest[::-1]  # the top card is last
            self.set_aside: tuple[Card, ...] = ()
            self.dead, self.prelim_tricks, self.prelim_winners, self.taken = [], [], [], ([], [])
            self.turned = self.offered = self.just_taken = None
            self.taken_in_private = set()
        else:
            self.set_aside = tuple(rest)
        self.discards: list[list[Card]] = [[] for _ in range(form.players)]
        self.public: set[Card] = set()  # cards lying face up in a seat, seen by everyone
        self.private_seats: list[set[int]] = [set(seats) for seats in self._own_seats]
        face_up, self.covers = form.dummies.face_up_at_the_deal(deck)
        if self.config.dummies_face_up == "at-the-deal":  # double-dummy: both dummies, from the deal
            face_up.update(deck[13 * form.players:13 * form.seats])
        self.covered = set(self.covers.values())
        # Half-open dummies laid out after the lead lie face down until then (_lay_out).
        self._unlaid: set[int] = set()
        if self.covers and self.config.dummies_laid_out == "after-the-lead":
            self._unlaid = set(range(form.players, form.seats))
        else:
            self.public.update(face_up)
        self.auction: Auction | None = None
        self.contract: Contract | None = None
        self.declarer: int | None = None
        self.trick: list[tuple[int, Card]] = []
        self.tricks: list[tuple[tuple[int, Card], ...]] = []
        self.winners: list[int] = []  # the seat that won each trick
        self.leader = 0
        self.honors: tuple[int, int] | None = None  # (points, side)
        self.claim: Claim | None = None
        self._deal_start = len(self.history)  # where this deal's actions start in the history
        # What the log says of an action, by history index: (a discard?, the face-up card decided on).
        self._notes: dict[int, tuple[bool, Card | None]] = {}
        self._log_lines: list[LogLine] = []  # the deal's log, as the full view has it
        self._hidden_lines = False  # whether a player discarded face down this deal
        non_dealer = (self.dealer + 1) % form.players
        self.actor = non_dealer  # the player acting in a draw phase
        if form.prelude.draws:
            self._phase = _DRAW
        form.prelude.start(self, non_dealer)

    def start_auction(self) -> None:
        """End the prelude: the auction starts (called by the prelude when the hands are built)."""
        players = self.form.players
        if players == 2:
            first = self.dealer if self.config.dealer_calls_first else 1 - self.dealer
            closing = closing_passes_for(2, self.config.auction_end)
        else:
            first = self.dealer if players == 4 else (self.dealer + 1) % players
            closing = players - 1
        self.auction = Auction(players, first, closing_passes=closing)
        self._phase = _AUCTION

    def _after_auction(self) -> None:
        assert self.auction is not None
        contract = self.auction.contract
        if contract is None:
            self.sheet.record_passed_out()
            self.deals.append(DealRecord(self._deal_number, self.dealer, None, None))
            self._next_deal()
            return
        self.declarer = self.auction.declarer
        if self.form.widow:
            assert self.declarer is not None
            self.seat_cards[self.declarer] = sorted(self.seat_cards[self.declarer] + list(self.set_aside))
            self.set_aside = ()  # the widow is in declarer's hand now
            self._phase = _WIDOW
        elif self.form.dummies.chooses_dummy:
            self._phase = _CHOOSE_DUMMY
        self.contract = contract
        if self._phase is _AUCTION:
            self._start_play()

    def _start_play(self) -> None:
        assert self.contract is not None and self.declarer is not None
        seating = self._seating_of(self.declarer)
        self.order, self.leader, self._next_seat, self._controllers, self._declaring_seats = seating
        looks = self.form.dummies.looks_before_leading(self.leader)
        if looks is not None:
            self.private_seats[looks].add(self.leader)
        if self.leader in self._unlaid:  # the lead comes from a dummy: it is laid out first
            self._lay_out((self.leader,))
        strain = self.contract.strain
        for seat, cards in enumerate(self.seat_cards):
            points = honors_held(cards, strain)
            if points:
                self.honors = (points, self._seat_side(seat))
        self._trump = self.contract.trump
        self._trick_size = len(self.order)
        self._total_tricks = self.contract.total_tricks
        self._declarer_tricks = 0
        self._seat = self.leader
        self._phase = _PLAY

    def _seating_of(self, declarer: int) -> _Seating:
        return self._seatings.get(declarer) or self._seating(declarer)

    def _seating(self, declarer: int) -> _Seating:
        """How the play goes round when ``declarer`` declares (the same every deal he does)."""
        form = self.form
        order, leader = form.dummies.seating(declarer, form.seats)
        following = dict(zip(order, order[1:] + order[:1], strict=True))
        controllers = tuple(form.dummies.controller(seat, declarer) for seat in range(form.seats))
        side = self.side_of(declarer)
        seating = _Seating(order, leader, tuple(following[seat] for seat in range(form.seats)),
                           controllers, tuple(self.side_of(player) == side for player in controllers))
        self._seatings[declarer] = seating
        return seating

    def _next_deal(self) -> None:
        if self.config.match == "deal" or self.sheet.is_over:
            self.sheet.close()
            self._phase = _OVER
            return
        self.dealer = (self.dealer + 1) % self.form.players
        self._new_deal()

    # --- the protocol ------------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        phase = self._phase
        if phase is _PLAY:
            return self._controllers[self._seat]
        if phase is _AUCTION:
            assert self.auction is not None
            return self.auction.to_call
        if phase is _DRAW:
            return self.form.prelude.actor(self)
        if phase is _OVER:
            return None
        return self.declarer

    def _seat_to_play(self) -> int | None:
        """The seat whose cards are played or acted on now: in the play the seat to play (a dummy
        too), in the preliminary tricks the seat to play, otherwise the acting player's hand."""
        if self._phase is _PLAY:
            return self._seat
        if self._phase is _DRAW:
            return self.form.prelude.seat_to_play(self)
        return self.current_player

    def playable(self, seat: int) -> list[Card]:
        """Cards of a seat that may be played to the current trick (follow suit if you can).

        Half-open: a covered card may not be played; with ``follow_suit_under_cover``, a dummy
        whose face-up cards hold none of the suit led must play a covered card of that suit, if
        it has one, from under its cover."""
        cards = self.seat_cards[seat]
        if self.covered:
            cards = [c for c in cards if c not in self.covered]
        if self.trick:
            led = self.trick[0][1].suit
            following = [c for c in cards if c.suit is led]
            if following:
                return following
            if self.covered and self.config.follow_suit_under_cover:
                under = self._under_cover(seat, led)
                if under:
                    return under
        return cards

    def _under_cover(self, seat: int, suit: Suit) -> list[Card]:
        """The covered cards of ``suit`` in ``seat`` (half-open)."""
        return [c for c in self.seat_cards[seat] if c.suit is suit and c in self.covered]

    # The two methods below are the protocol's own (see Game), with a short way through for
    # the play and the auction, where random playouts spend nearly all their time.
    def legal_actions(self) -> list[Action]:
        phase = self._phase
        if phase is _PLAY and not self.covered:
            cards = self.seat_cards[self._seat]
            return (self.trick and suit_slice(cards, self._led)) or cards[:]  # type: ignore[return-value]
        if phase is _AUCTION:
            assert self.auction is not None
            return self.auction.legal_calls()  # type: ignore[return-value]
        return super().legal_actions()

    def apply(self, action: Action | str, lang: str | None = None) -> None:
        if lang is not None:
            _check_lang(lang)
        phase = self._phase
        if phase is _PLAY:
            if action.__class__ is Card and not self.covered:
                card, seat = action, self._seat
                cards = self.seat_cards[seat]
                index = bisect_left(cards, card)
                if index < len(cards) and cards[index] is card and (
                        not self.trick or card.suit is self._led or not suit_slice(cards, self._led)):
                    history = self.history
                    history.players.append(self._controllers[seat])
                    history.actions.append(card)
                    self._legal = None
                    self._play(card, index)
                    return
        elif phase is _AUCTION:
            auction = self.auction
            assert auction is not None
            if auction.is_legal(action):
                self.history.append(auction.to_call, action)  # type: ignore[arg-type]
                self._legal = None
                auction.push(action)  # type: ignore[arg-type]
                if auction.is_over:
                    self._after_auction()
                return
        super().apply(action, lang)

    def _legal_actions(self) -> Sequence[Action]:
        phase = self._phase
        if phase is _PLAY:
            return self.playable(self._seat)
        if phase is _AUCTION:
            assert self.auction is not None
            return self.auction.legal_calls()
        if phase is _WIDOW:
            assert self.declarer is not None
            return self.seat_cards[self.declarer]
        if phase is _CHOOSE_DUMMY:
            return [EXPOSED, HIDDEN]
        return self.form.prelude.legal(self)

    def _why_illegal(self, action: Action) -> str:
        phase = self._phase
        if phase is _AUCTION:
            assert self.auction is not None
            if isinstance(action, Bid | Pass | Double | Redouble):
                return self.auction.why_illegal(action) or "that call is not allowed now"
            return ("it is the auction: make a call (a bid like 1NT, Pass, X or XX), "
                    f"not {action}")
        if phase is _CHOOSE_DUMMY:
            return ("choose the dummy you will play with: 'exposed' (the one face up in the auction) "
                    "or 'hidden'")
        if phase is _WIDOW:
            if isinstance(action, Card):
                return f"{action} is not in your hand"
            left = len(self.seat_cards[self.declarer or 0]) - self.form.hand_size
            return f"discard {left} more card{'s' if left > 1 else ''} from your hand, face down"
        if phase is _PLAY:
            return self.card_refusal(self._seat, action)
        return self.form.prelude.why_illegal(self, action)

    def card_refusal(self, seat: int, action: Action) -> str:
        """Why ``action`` may not be played from ``seat``, whose turn it is to play a card."""
        where = self.seat_name(seat)
        if not isinstance(action, Card):
            return f"it is your turn to play a card from {where}, not {action}"
        playable = self.playable(seat)
        if action not in self.seat_cards[seat] or (action in self.covered and action not in playable):
            refusal = f"{action} is not among the cards you can play from {where}"
            if any(card in self.covered for card in self.seat_cards[seat]):
                # Said of every card refused here, so that it tells nothing of where a hidden card lies.
                refusal += (": only its face-up cards can be played, and a covered card is turned up "
                            "at the end of the trick in which the card on top of it is played")
            return refusal
        holding = " ".join(str(c) for c in playable)
        if self.covered.intersection(playable):
            return (f"you must follow suit from under a cover: {where} has none of the suit led face up, "
                    f"and {holding} lie under its covers: play one of them")
        return f"you must follow suit: you hold {holding}"

    # --- claims ----------------------------------------------------------------------------------
    @property
    def claimable(self) -> bool:
        """Whether the player to act may claim the rest: in the play, for the seat he plays now
        (his hand or a dummy he plays), at the start of a trick or in the middle of one. In the
        half-open form, once no card lies under a cover: the double-dummy check plays every card
        as if it could be played, and a covered card cannot be until its cover is.

        >>> import honeymoon
        >>> game = honeymoon.new_game("plain", seed=3, match="deal")
        >>> game.claimable
        False
        >>> game.apply("1NT"); game.apply("Pass")
        >>> game.claimable            # the opening lead: player 0 may claim every trick
        True
        """
        return self._phase is _PLAY and not self.covered

    def _claim_refusal(self) -> str | None:
        """The claim of the player to act, checked double dummy (:func:`~honeymoon.analysis.dd_claim`)
        from the position as it is, every card known, as a contested claim is settled with every
        hand shown ([laws]): accepted when his side takes every trick left against every defence.
        Refused, the reason gives a line that beats it, naming the cards it needs, the other
        side's too; past ``CLAIM_BUDGET`` seconds, it says the claim could not be checked."""
        if self._phase is not _PLAY:
            return "you can claim the rest only in the play, on your turn to play a card"
        if self.covered:
            return ("you cannot claim while cards lie under covers: a claim is checked with every card in "
                    "play, and a covered card cannot be played until its cover is")
        from honeymoon.analysis import dd_claim

        assert self.contract is not None
        start = self.order.index(self.leader)
        seats = self.order[start:] + self.order[:start]  # in order of play from the trick's leader
        position = {seat: index for index, seat in enumerate(seats)}
        claiming = self._declaring_seats[self._seat]
        try:
            beaten = dd_claim([Hand(self.seat_cards[seat]) for seat in seats], self.contract.strain, 0,
                              [(position[seat], card) for seat, card in self.trick],
                              sides=tuple(int(self._declaring_seats[seat] == claiming) for seat in seats),
                              budget=CLAIM_BUDGET)
        except HoneymoonError as error:  # out of time, or four big hands without endplay
            return f"your claim cannot be checked now ({error}): play on"
        return None if beaten is None else self._beaten_claim(beaten, seats)

    def _beaten_claim(self, beaten: BeatingLine, seats: tuple[int, ...]) -> str:
        """Why a claim is refused: the line that beats it (``beaten``, its seats counted from the
        trick's leader in ``seats``) in words, up to the first trick the other side wins. Not how
        many tricks best play gives the claimer: a count from cards he cannot see, his for the
        asking at every turn, would tell him more than the one line a contested claim shows."""
        claimer = self.current_player
        controllers = self._controllers

        def who(seat: int) -> str:
            player = controllers[seat]
            return "you" if player == claimer else self.player_name(player)

        def where(seat: int) -> str:  # a player who plays two seats names the one
            return f" from {self.seat_name(seat)}" if controllers.count(controllers[seat]) > 1 else ""

        claiming = self._declaring_seats[self._seat]
        side = {controllers[seat] for seat in seats if self._declaring_seats[seat] == claiming}
        trick, sentences, steps = list(self.trick), [], []
        for index, card in beaten.line:
            seat = seats[index]
            verb = "lead" if not trick else "play"
            steps.append(f"{who(seat)} {verb if who(seat) == 'you' else verb + 's'} {card}{where(seat)}")
            trick.append((seat, card))
            if len(trick) == len(seats):
                winner = trick[trick_winner([played for _, played in trick], self._trump)][0]
                wins = "win" if who(winner) == "you" else "wins"
                sentences.append(f"{', '.join(steps)}: {who(winner)} {wins} the trick")
                trick, steps = [], []
        yours = "your side's" if len(side) > 1 else "yours"
        return (f"not all the rest are {yours}: the other side can take a trick. A line of play that beats "
                f"the claim, both sides playing their best cards: {'; '.join(sentences)}.")

    def _settle_claim(self) -> None:
        """An accepted claim: every trick left goes to the claimer's side, and the deal is scored."""
        seat = self._seat
        left = self._total_tricks - len(self.tricks)
        declaring = self._declaring_seats[seat]
        self.claim = Claim(self._controllers[seat], seat, left, declaring,
                           tuple(Play(s, c) for s, c in self.trick))
        if declaring:
            self._declarer_tricks += left
        self._score_deal()

    def _apply(self, action: Action) -> None:
        player = self.current_player
        assert player is not None
        phase = self._phase
        if phase is _PLAY and action is CLAIM:
            self._settle_claim()
        elif phase is _PLAY:
            assert isinstance(action, Card)
            self.covered.discard(action)  # follow_suit_under_cover: played from under its cover
            self._play(action, self.seat_cards[self._seat].index(action))
            if self.config.follow_suit_under_cover:
                self._look_under_covers()
        elif phase is _AUCTION:
            assert self.auction is not None and isinstance(action, Bid | Pass | Double | Redouble)
            self.auction.push(action)
            if self.auction.is_over:
                self._after_auction()
        elif phase is _WIDOW:
            assert isinstance(action, Card)
            self.note(discard=True)
            self.seat_cards[player].remove(action)
            self.discards[player].append(action)
            if len(self.seat_cards[player]) == self.form.hand_size:
                self._start_play()
        elif phase is _CHOOSE_DUMMY:
            mine = 2 if player == 0 else 3
            chosen = 2 if action == EXPOSED else 3
            if chosen != mine:
                self.seat_cards[2], self.seat_cards[3] = self.seat_cards[3], self.seat_cards[2]
            self._start_play()
        else:
            self.form.prelude.apply(self, player, action)

    # --- phases ----------------------------------------------------------------------------------
    def note(self, *, discard: bool = False, card: Card | None = None) -> None:
        """What the log says of the action just taken: a card discarded face down (the others
        see only that a card was discarded), or the face-up card a draw decision was about."""
        self._notes[len(self.history) - 1] = (discard, card)
        self._hidden_lines = self._hidden_lines or discard

    def _play(self, card: Card, index: int) -> None:
        """Play ``card``, found at ``index`` in the hand of the seat to play."""
        seat = self._seat
        del self.seat_cards[seat][index]
        played = self.trick
        if not played:
            self._winning_seat, self._winning_card = seat, card
            self._led = card.suit
            if not self.tricks:
                self._face_dummies()
        elif beats(card, self._winning_card, self._trump):
            self._winning_seat, self._winning_card = seat, card
        played.append((seat, card))
        if len(played) < self._trick_size:
            self._seat = self._next_seat[seat]
            return
        trick = tuple(played)
        winner = self._winning_seat
        self.tricks.append(trick)
        self.winners.append(winner)
        if self._declaring_seats[winner]:
            self._declarer_tricks += 1
        self.trick = []
        self.leader = self._seat = winner
        if self.covers:
            for _, face_up in trick:
                under = self.covers.get(face_up)
                if under is not None:
                    self.covered.discard(under)
                    self.public.add(under)
        if len(self.tricks) == self._total_tricks:
            self._score_deal()

    def _look_under_covers(self) -> None:
        """Half-open, ``follow_suit_under_cover``: when the dummy to play has none of the suit
        led face up, its player looks under its covers, and from then on knows the whole dummy.

        Called after each card played while cards lie covered (the fast way through
        :meth:`apply` is taken only when none does)."""
        seat = self._seat
        if self._phase is not _PLAY or not self.trick or not self.covered.intersection(self.seat_cards[seat]):
            return
        led = self._led
        if not any(c.suit is led for c in self.seat_cards[seat] if c not in self.covered):
            self.private_seats[self._controllers[seat]].add(seat)

    def _face_dummies(self) -> None:
        """After the opening lead the dummies are turned face up (half-open: they are laid out,
        if they are not yet; double-dummy with ``dummies_face_up="at-the-deal"``: they already are)."""
        assert self.declarer is not None
        for seat in self.form.dummies.faced_after_the_lead(self.declarer):
            self.public.update(self.seat_cards[seat])
        if self._unlaid:
            self._lay_out(tuple(self._unlaid))

    def _lay_out(self, seats: tuple[int, ...]) -> None:
        """Half-open, ``dummies_laid_out="after-the-lead"``: lay out the dummies at ``seats`` as
        they were dealt. Their cards not under a cover lie face up for both players; with
        ``owner_sees_covered`` each owner also looks under his dummy's covers."""
        for seat in seats:
            self._unlaid.discard(seat)
            dealt = self.deck[seat * 13:(seat + 1) * 13]
            self.public.update(card for card in dealt if card not in self.covered)
            owner = self.seat_owner(seat)
            if self.config.owner_sees_covered and owner is not None:
                self.private_seats[owner].add(seat)

    def declarer_tricks(self) -> int:
        """Tricks won so far by the declaring side."""
        return self._declarer_tricks

    def _score_deal(self) -> None:
        assert self.contract is not None and self.declarer is not None
        points, holder = self.honors or (0, None)
        tricks = self.declarer_tricks()
        start = len(self.sheet.entries)
        score = self.sheet.record(self.contract, tricks, self.side_of(self.declarer),
                                  honors=points, honors_holder=holder)
        self.deals.append(DealRecord(self._deal_number, self.dealer, self.declarer, score,
                                     tuple(self.sheet.entries[start:]), self.claim))
        self._next_deal()

    def scores(self) -> tuple[int, ...]:
        return tuple(self.sheet.total(self.side_of(p)) for p in range(self.form.players))

    def _settle_abandoned(self) -> None:
        """An abandoned rubber: the deal in progress is dropped and the unfinished rubber is
        scored (300 for a lone game, 100 for a lone part score: [honeymoon-de], [laws])."""
        self.settlement = tuple(self.sheet.finish())

    def _repr_html_(self) -> str:
        return self.sheet._repr_html_()

    # --- views ---------------------------------------------------------------------------------
    def visible_cards(self, seat: int, viewer: int | None) -> set[Card]:
        """The cards of ``seat`` that ``viewer`` may see (``None``: the all-seeing view)."""
        cards = self.seat_cards[seat]
        if viewer is None or seat in self.private_seats[viewer]:
            return set(cards)
        return self.public.intersection(cards)

    def view(self, player: int) -> BridgeView:
        return self._view(self._check_viewer(player))

    def full_view(self) -> BridgeView:
        return self._view(None)

    def _view(self, viewer: int | None) -> BridgeView:
        form, declarer = self.form, self.declarer
        names, seat_names = self._names
        seats = []
        for seat in range(form.seats):
            seen = self.visible_cards(seat, viewer)
            owner = self.seat_owner(seat)
            controller = owner if declarer is None else form.dummies.controller(seat, declarer)
            seats.append(SeatView(
                seat=seat, name=seat_names[seat], cards=tuple(sorted(seen, reverse=True)),
                hidden=len(self.seat_cards[seat]) - len(seen), owner=owner,
                side=None if owner is None else self.side_of(owner), controller=controller,
                piles=self._piles(seat) if self.covers and seat >= 2 and seat not in self._unlaid else None))
        full = viewer is None
        scores, games_won, vulnerable = self._sheet_view()
        return BridgeView(
            kind="bridge",
            game=self.name,
            names=names,
            viewer=viewer,
            phase=self._phase,
            current_player=self.current_player,
            deal=self._deal_number,
            dealer=self.dealer,
            seats=tuple(seats),
            auction=tuple(self.auction.calls) if self.auction else (),
            auction_first=self.auction.first if self.auction else None,
            seat_to_play=self._seat_to_play(),
            contract=self.contract,
            declarer=declarer,
            order=tuple(range(form.seats)) if declarer is None else self._seating_of(declarer).order,
            teams=form.teams,
            book=self.auction.book if self.auction else book_for(form.players),
            widow=form.widow,
            chooses_dummy=form.dummies.chooses_dummy,
            trick=tuple(Play(s, c) for s, c in self.trick) if self._phase is _PLAY else (),
            tricks=self._as_tuple("tricks", self.tricks, _plays),
            trick_winners=tuple(self.winners),
            declarer_tricks=self.declarer_tricks() if self._phase is _PLAY else None,
            claimable=self.claimable,
            log=self._log_view(viewer),
            scores=scores,
            games_won=games_won,
            vulnerable=vulnerable,
            previous_deals=self._as_tuple("deals", self.deals, tuple),
            settlement=self.settlement,
            discards=tuple(tuple(sorted(d, reverse=True)) if full or p == viewer else ()
                           for p, d in enumerate(self.discards)),
            draw=form.prelude.view(self, viewer) if form.prelude.draws else None,
            set_aside_count=len(self.set_aside),
            set_aside=tuple(sorted(self.set_aside, reverse=True)) if full else None,
            stock=tuple(reversed(self.stock)) if full else None,
        )

    def _as_tuple(self, name: str, items: list[Any],
                  make: Callable[[list[Any]], tuple[Any, ...]]) -> tuple[Any, ...]:
        """``make(items)``, made again only when the list ``items`` has grown or is another (a
        new deal's): the finished tricks and deals, which every view shows, only grow."""
        seen, count, shown = self._lists_seen.get(name, (None, 0, ()))
        if seen is not items or count != len(items):
            shown = make(items)
            self._lists_seen[name] = (items, len(items), shown)
        return shown

    def _sheet_view(self) -> tuple[Any, ...]:
        """The scores, the games won and who is vulnerable, as views show them: the sheet
        changes only by a line written on it."""
        sheet = self.sheet
        lines, settled, shown = self._sheet_seen
        if lines != len(sheet.entries) or settled != len(self.settlement):
            shown = (self.scores(), tuple(sheet.games_won),
                     tuple(sheet.vulnerable(side) for side in range(len(sheet.sides))))
            self._sheet_seen = (len(sheet.entries), len(self.settlement), shown)
        return shown

    def _piles(self, seat: int) -> tuple[Pile, ...]:
        """A half-open dummy as it lies, seen by everyone: each pile's top card (``None`` once
        played) and whether a face-down card is still under it; the 13th card lies alone."""
        dealt = self.deck[seat * 13:(seat + 1) * 13]
        left = set(self.seat_cards[seat])
        piles: list[Pile] = []
        for up, down in zip(dealt[6:12], dealt[:6], strict=True):
            if up in left:
                piles.append(Pile(up, down in self.covered))
            elif down in left and down not in self.covered:
                piles.append(Pile(down, False))  # turned over once the trick was over
            else:
                piles.append(Pile(None, down in self.covered))
        piles.append(Pile(dealt[12] if dealt[12] in left else None, False))
        return tuple(piles)

    def _log_view(self, viewer: int | None) -> tuple[LogLine, ...]:
        # The deal's lines as everyone's view has them, made once each as the deal goes on
        # (every computer move asks for a view); another player's discard is then hidden, and so
        # is the card another player took after looking at it in private.
        lines, start, history = self._log_lines, self._deal_start, self.history
        for index in range(start + len(lines), len(history)):
            discard, card = self._notes.get(index, (False, None))
            action = history.actions[index]
            claimed = self.claim.tricks if action is CLAIM and self.claim is not None else None
            lines.append(LogLine(history.players[index], action, discard, card, claimed))
        if not (viewer is None or self._hidden_lines or self.taken_in_private):
            viewer = None  # nothing is hidden from anyone yet
        seen, count, shown = self._log_seen.get(viewer, (None, 0, ()))
        if seen is lines and count == len(lines):
            return shown
        private = self.taken_in_private
        shown = tuple(lines) if viewer is None else tuple(
            line if line.player == viewer
            else LogLine(line.player, None, True) if line.discard
            else LogLine(line.player, line.action) if line.card in private
            else line
            for line in lines)
        self._log_seen[viewer] = (lines, len(lines), shown)
        return shown
