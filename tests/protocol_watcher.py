"""The watcher: plays a game with an agent and checks each deal (with ``full=True``, each step)
against the independent model of tests/protocol_model.py."""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import replace
from typing import Any

from protocol_model import (
    CODES,
    SPECS,
    Agent,
    AuctionModel,
    SheetModel,
    accounting_error,
    cards_in,
    closing_passes,
    code,
    codes,
    controller,
    differences,
    dummy_seats,
    first_caller,
    honors_held,
    play_order,
    strain_of,
    trick_winner,
)

from honeymoon import (
    Card,
    Game,
    Phase,
    load_game,
    new_game,
)
from honeymoon.game import action_text
from honeymoon.views import BridgeView

#: The facts of a bridge view that every player sees as the full view shows them.
PUBLIC = ("game", "names", "phase", "current_player", "deal", "dealer", "auction", "auction_first",
          "seat_to_play", "contract", "declarer", "order", "teams", "book", "widow", "chooses_dummy", "trick",
          "tricks", "trick_winners", "declarer_tricks", "scores", "games_won", "vulnerable", "previous_deals",
          "settlement")


# --- the watcher ----------------------------------------------------------------------------------
class Problems:
    """Failures found in a run, the first example of each kind; the test fails listing them all."""

    def __init__(self) -> None:
        self.found: dict[str, str] = {}
        self.count = 0

    def add(self, kind: str, detail: str) -> None:
        self.count += 1
        self.found.setdefault(kind, detail)

    def assert_none(self) -> None:
        assert not self.found, f"{self.count} problems, {len(self.found)} kinds:\n" + "\n".join(
            f"- {kind}: {detail}" for kind, detail in self.found.items())


class _Abort(Exception):
    """Too many problems in one game: stop playing it."""


class Watcher:
    """Plays one game with an agent, checking it against the rules (see the module docs)."""

    dummy_choice: str | None

    def __init__(self, form: str, seed: int, options: dict[str, Any], problems: Problems, *,
                 full: bool = False, full_deals: int | None = None, rng_seed: int = 0,
                 roundtrip: float = 0.0, roundtrip_steps: Iterable[int] = ()) -> None:
        self.spec = SPECS[form]
        self.options = options
        self.problems = problems
        self.full = full
        self.full_deals = full_deals  # check every step of the first deals only
        self.rng = random.Random(rng_seed)
        self.roundtrip = roundtrip  # the chance of a save and load before each step
        self.roundtrip_steps = set(roundtrip_steps)  # and before these steps
        self.label = f"new_game({form!r}, seed={seed}, **{options!r}), agent rng seed {rng_seed}"
        self.game = new_game(form, seed=seed, **options)
        self.sheet = SheetModel(self.spec.sides, match=options.get("match", "rubber"),
                                insult=options.get("insult", True), book=self.spec.book)
        self.deals_played = 0
        self.dealer: int | None = None
        self.failures = 0
        self.round_trips = 0
        self._start_deal()

    # --- reporting ----------------------------------------------------------------------------
    def fail(self, kind: str, detail: str) -> None:
        game = self.game
        recent = " ".join(f"{p}:{action_text(a)}" for p, a in game.history[-8:])
        self.problems.add(f"{self.spec.name}: {kind}",
                          f"{detail} [{self.label}; deal {self.deals_played + 1}, after "
                          f"{len(game.history)} actions, the last: {recent}]")
        self.failures += 1
        if self.failures >= 10:
            raise _Abort

    # --- playing ------------------------------------------------------------------------------
    def run(self, agent: Agent, max_deals: int | None = None) -> Watcher:
        game = self.game
        try:
            while not game.is_over and (max_deals is None or self.deals_played < max_deals):
                full = self._check_step() if self.full else None
                if (self.roundtrip and self.rng.random() < self.roundtrip) or \
                        len(game.history) in self.roundtrip_steps:
                    self.check_round_trip()
                phase, player, deals = game.phase, game.current_player, len(game.deals)  # type: ignore[attr-defined]
                action = agent(game, self.rng)
                text = action_text(action)
                try:
                    game.apply(action)
                except Exception as error:  # a legal action must be taken
                    self.fail("a legal action was refused", f"{text!r} in {phase}: {error!r}")
                    return self
                self._after(phase, player, text, deals, full)
            if game.is_over:
                self._check_over()
        except _Abort:
            pass
        return self

    def _after(self, phase: Phase, player: int | None, text: str, deals: int,
               full_before: BridgeView | None) -> None:
        game, spec = self.game, self.spec
        ended = len(game.deals) != deals  # type: ignore[attr-defined]
        if phase is Phase.AUCTION:
            self._call(player, text, ended)
        elif phase is Phase.PLAY:
            self._play(player, text)
        elif phase is Phase.WIDOW:
            self.widow_discards += 1
            if player != self.declarer:
                self.fail("the widow", f"player {player} discarded, declarer is {self.declarer}")
        elif phase is Phase.CHOOSE_DUMMY:
            self.dummy_choice = text
            if player != self.declarer or text not in ("exposed", "hidden"):
                self.fail("the choice of dummy", f"player {player} chose {text!r}")
        elif phase is Phase.DRAW:
            self.draw_actions += 1
        if full_before is not None and not ended:
            self._check_draw_move(full_before, player, text)
        if ended:
            self._end_deal()
            if self.full_deals is not None and self.deals_played >= self.full_deals:
                self.full = False
            if not game.is_over:
                self._start_deal()
            return
        if game.phase is phase:
            if phase is Phase.WIDOW and self.widow_discards >= 4:
                self.fail("the widow", "declarer discarded four cards and is still discarding")
            return
        now = game.phase
        if phase is Phase.DRAW and now is Phase.AUCTION:
            self._start_auction(self._full_view())
        elif phase is Phase.AUCTION:
            expected = (Phase.WIDOW if spec.players == 3 else
                        Phase.CHOOSE_DUMMY if spec.dummies == "single" else Phase.PLAY)
            if now is not expected:
                self.fail("after the auction", f"the phase is {now}, not {expected}")
            if now is Phase.PLAY:
                self._start_play(self._full_view())
        elif phase in (Phase.WIDOW, Phase.CHOOSE_DUMMY) and now is Phase.PLAY:
            if phase is Phase.WIDOW and self.widow_discards != 4:
                self.fail("the widow", f"the play starts after {self.widow_discards} discards, not 4")
            self._start_play(self._full_view())
        else:
            self.fail("phases", f"{phase} was followed by {now}")

    # --- a deal, phase by phase -----------------------------------------------------------------
    def _start_deal(self) -> None:
        game, spec = self.game, self.spec
        full = self._full_view()
        error = accounting_error(full)
        if error:
            self.fail("cards accounted for (deal start)", error)
        dealer = full.dealer
        if self.dealer is not None and dealer != (self.dealer + 1) % spec.players:
            self.fail("the dealer rotates", f"dealer {dealer} after dealer {self.dealer}")
        if self.dealer is None and "first_dealer" in self.options and dealer != self.options["first_dealer"]:
            self.fail("first_dealer", f"the first dealer is {dealer}")
        self.dealer = dealer
        self.deal_start = len(game.history)
        self.dealt = [codes(seat.cards) for seat in full.seats]
        self.widow = codes(full.set_aside or ())
        sizes = [len(cards) for cards in self.dealt]
        expected = [0 if spec.prelude == "draw-discard" else spec.hand] * spec.seats
        if sizes != expected:
            self.fail("hands dealt", f"seats hold {sizes} cards, not {expected}")
        rest = {"plain": 26, "exposed-dummy": 13, "three-handed": 4}.get(spec.name, 0)
        if len(self.widow) != rest:
            self.fail("cards set aside", f"{len(self.widow)} set aside, not {rest}")
        self.auction: AuctionModel | None = None
        self.declarer: int | None = None
        self.contract: str | None = None
        self.honors: tuple[int, int] | None = None
        self.hands: list[set[str]] | None = None
        self.draw_actions = 0
        self.widow_discards = 0
        self.dummy_choice = None
        self.prelim_leader = (dealer + 1) % 2
        # What each player may know this deal: face up at some time, and seen privately.
        self.public: set[str] = set()
        self.private: list[set[str]] = [set() for _ in range(spec.players)]
        if spec.dummies in ("shared", "single"):
            self.public |= self.dealt[2]  # face up from the start (single: during the auction)
        self.under: dict[str, str] = {}  # half-open: face-up card -> the face-down card under it
        self.covered: set[str] = set()
        if spec.dummies == "half-open":
            self._read_covers(full)
        if spec.prelude:
            assert full.stock is not None and full.draw is not None
            stock = len(full.stock) + (1 if full.draw.turned is not None else 0)
            if stock != (52 if spec.prelude == "draw-discard" else 26):
                self.fail("the stock", f"{stock} cards in the stock")
        if game.phase is Phase.AUCTION:
            self._start_auction(full)
        elif game.phase is not Phase.DRAW or spec.prelude is None:
            self.fail("phases", f"a deal of {spec.name} starts in {game.phase}")

    def _start_auction(self, full: BridgeView) -> None:
        spec = self.spec
        sizes = [len(seat.cards) for seat in full.seats]
        if sizes != [spec.hand] * spec.seats:
            self.fail("hands when the auction starts", f"seats hold {sizes} cards")
        if spec.prelude:
            draw = full.draw
            assert draw is not None
            if full.stock or draw.turned is not None or draw.offered is not None:
                self.fail("the draw phase ends", f"stock {full.stock}, {draw}")
            if spec.prelude == "draw-discard" and [len(d) for d in full.discards] != [13, 13]:
                self.fail("draw-discard: 13 discards each", f"{full.discards}")
            if spec.prelude == "draw-tricks" and (
                    len(draw.preliminary_tricks) != 13
                    or any(len(trick) != 2 for trick in draw.preliminary_tricks)):
                self.fail("draw-tricks: 13 preliminary tricks of 2", f"{draw.preliminary_tricks}")
        error = accounting_error(full)
        if error:
            self.fail("cards accounted for (auction start)", error)
        first = first_caller(spec, self.dealer or 0, self.options)
        if first is not None and full.current_player != first:
            self.fail("the first caller", f"player {full.current_player} calls first, not {first} "
                      f"(dealer {self.dealer})")
        if first is None:
            assert full.current_player is not None
            first = full.current_player
        self.auction = AuctionModel(spec.players, first, closing_passes(spec, self.options))

    def _call(self, player: int | None, text: str, ended: bool) -> None:
        auction = self.auction
        if auction is None:
            self.fail("phases", "a call outside an auction")
            return
        if player != auction.to_call:
            self.fail("whose call", f"player {player} called, it was player {auction.to_call}'s turn")
        if text not in auction.legal():
            self.fail("only legal calls", f"{text} after {auction.calls}")
        auction.calls.append(text)
        over = ended or self.game.phase is not Phase.AUCTION
        if over != auction.over:
            self.fail("the end of the auction", f"the game {'closed' if over else 'kept open'} the auction "
                      f"after {auction.calls} (closing passes: {auction.closing})")
        result = auction.result() if auction.over else None
        if result:
            self.contract, self.declarer = result
        if over and not ended and self.game.declarer != self.declarer:  # type: ignore[attr-defined]
            self.fail("declarer", f"{self.game.declarer} after {auction.calls}, "  # type: ignore[attr-defined]
                      f"not {self.declarer}")

    def _start_play(self, full: BridgeView) -> None:
        spec = self.spec
        if self.contract is None or self.declarer is None:
            self.fail("the play", "the play starts without a contract")
            raise _Abort
        declarer, contract = self.declarer, self.contract
        if (full.contract and full.contract.code) != contract or full.declarer != declarer:
            self.fail("contract and declarer", f"{full.contract} by {full.declarer}, "
                      f"not {contract} by {declarer} after {self.auction.calls if self.auction else None}")
        hands = [codes(seat.cards) for seat in full.seats]
        sizes = [len(cards) for cards in hands]
        if sizes != [spec.hand] * spec.seats:
            self.fail("hands when the play starts", f"seats hold {sizes} cards, not {spec.hand} each")
        error = accounting_error(full)
        if error:
            self.fail("cards accounted for (play start)", error)
        if spec.players == 3:
            discards = codes(full.discards[declarer])
            if len(discards) != 4 or hands[declarer] | discards != self.dealt[declarer] | self.widow:
                self.fail("the widow", f"declarer {declarer} holds {sorted(hands[declarer])} and discarded "
                          f"{sorted(discards)}, dealt {sorted(self.dealt[declarer])} "
                          f"+ widow {sorted(self.widow)}")
            if any(hands[p] != self.dealt[p] for p in range(3) if p != declarer):
                self.fail("the widow", "an opponent's hand changed")
        elif spec.dummies == "single":
            mine, other = 2 + declarer, 3 - declarer
            chosen = mine if self.dummy_choice == "exposed" else other
            if hands[chosen] != self.dealt[2] or hands[5 - chosen] != self.dealt[3]:
                self.fail("the choice of dummy", f"declarer {declarer} chose {self.dummy_choice}: dummy "
                          f"seats hold {sorted(hands[2])} / {sorted(hands[3])}")
        elif spec.prelude is None and hands != self.dealt:
            self.fail("hands when the play starts", "the hands are not the hands dealt")
        strain = strain_of(contract)
        held = honors_held(hands, strain)
        self.honors = None if held is None else (held[0], spec.side(controller(spec, held[1], declarer)))
        self.hands = hands
        self.trump = None if strain == "NT" else strain
        self.order = play_order(spec, declarer)
        self.seat = self.order[0]
        self.trick: list[tuple[int, str]] = []
        self.tricks: list[tuple[tuple[int, str], ...]] = []
        self.declarer_tricks = 0
        leader = controller(spec, self.seat, declarer)
        if full.current_player != leader:
            self.fail("the opening lead", f"player {full.current_player} leads, not {leader} "
                      f"(seat {self.seat}, declarer {declarer})")

    def _read_covers(self, full: BridgeView) -> None:
        """Half-open: each dummy shows 7 cards and hides 6, each under one of the face-up cards. Which
        covers which is the engine's ``covers`` (checked against the views)."""
        covers = {k.code: v.code for k, v in getattr(self.game, "covers", {}).items()}
        self.under = covers
        view = self.game.view(0)
        assert isinstance(view, BridgeView)
        for seat in (2, 3):
            shown = codes(view.seats[seat].cards)
            hidden = codes(full.seats[seat].cards) - shown
            mine = {k: v for k, v in covers.items() if k in self.dealt[seat]}
            if len(shown) != 7 or len(hidden) != 6 or set(mine) - shown or set(mine.values()) != hidden:
                self.fail("half-open dummies", f"seat {seat} shows {sorted(shown)}, hides {sorted(hidden)}, "
                          f"covers {mine}")
        self.covered = set(covers.values())

    def playable(self) -> set[str]:
        """The cards the seat to play may play: follow suit if it can (face-down cards cannot be played)."""
        assert self.hands is not None
        cards = self.hands[self.seat] - self.covered  # (only half-open has covered cards)
        if self.trick:
            led = self.trick[0][1][1]
            following = {c for c in cards if c[1] == led}
            if following:
                return following
        return set(cards)

    def _play(self, player: int | None, code: str) -> None:
        spec = self.spec
        if self.hands is None or self.declarer is None:
            self.fail("phases", "a card played before the play started")
            raise _Abort
        seat = self.seat
        if player != controller(spec, seat, self.declarer):
            self.fail("whose card", f"player {player} played for seat {seat}")
        if code not in self.playable():
            self.fail("only legal cards", f"{code} from seat {seat} holding {sorted(self.hands[seat])}, "
                      f"trick {self.trick}")
        self.hands[seat].discard(code)
        self.trick.append((seat, code))
        if len(self.trick) < spec.seats:
            self.seat = self.order[(self.order.index(seat) + 1) % spec.seats]
            return
        winner = trick_winner(self.trick, self.trump)
        if spec.side(controller(spec, winner, self.declarer)) == spec.side(self.declarer):
            self.declarer_tricks += 1
        for _, played in self.trick:
            under = self.under.pop(played, None)
            if under is not None:
                self.covered.discard(under)
        self.tricks.append(tuple(self.trick))
        self.trick = []
        self.seat = winner
        self.order = self.order[self.order.index(winner):] + self.order[: self.order.index(winner)]

    def _end_deal(self) -> None:
        game, spec = self.game, self.spec
        self.deals_played += 1
        record = game.deals[-1]  # type: ignore[attr-defined]
        if record.dealer != self.dealer:
            self.fail("the deal record", f"dealer {record.dealer}, not {self.dealer}")
        if record.score is None:
            if self.auction is None or not self.auction.passed_out:
                self.fail("a deal without a score", f"auction {self.auction and self.auction.calls}")
            points, bonus = self.sheet.record(None, 0, 0, None)
        else:
            if self.hands is None or self.declarer is None or self.contract is None:
                self.fail("the deal record", "a deal scored without play")
                raise _Abort
            if len(self.tricks) != spec.tricks or self.trick or any(self.hands):
                self.fail("tricks per deal", f"{len(self.tricks)} tricks, {len(self.trick)} cards in the "
                          f"last, {sum(map(len, self.hands))} cards left (should be {spec.tricks} tricks "
                          f"of {spec.seats})")
            score = record.score
            if (record.declarer, score.contract.code, score.tricks) != (
                    self.declarer, self.contract, self.declarer_tricks):
                self.fail("the deal's result", f"{score.contract.code} by {record.declarer} took "
                          f"{score.tricks}; the rules: {self.contract} by {self.declarer} took "
                          f"{self.declarer_tricks}")
            points, bonus = self.sheet.record(self.contract, self.declarer_tricks,
                                              spec.side(self.declarer), self.honors)
        sheet = game.sheet  # type: ignore[attr-defined]
        index = len(sheet.deals) - 1
        written = [sum(e.points for e in sheet.entries if e.deal == index and e.side == s)
                   for s in range(spec.sides)]
        bonus_written = [sum(e.points for e in sheet.entries if e.deal == index + 1 and e.side == s)
                         for s in range(spec.sides)]
        if written != points or bonus_written != bonus:
            lines = [(e.side, e.line.label, e.points) for e in sheet.entries if e.deal >= index]
            self.fail("the score sheet", f"deal {index}: {self.contract} by {self.declarer}, "
                      f"{self.declarer_tricks if self.hands else '-'} tricks, honors {self.honors}: "
                      f"the rules give {points} + rubber {bonus}, the sheet {lines}")
        totals = [sum(e.points for e in sheet.entries if e.side == s) for s in range(spec.sides)]
        scores = [totals[spec.side(p)] for p in range(spec.players)]
        if list(sheet.totals) != totals or list(game.scores()) != scores:
            self.fail("scores = the score sheet", f"scores() {game.scores()}, sheet totals {sheet.totals}, "
                      f"sums of its entries {totals}")
        if scores != [self.sheet.totals[spec.side(p)] for p in range(spec.players)]:
            self.fail("scores follow the rules", f"scores() {game.scores()}, the rules {self.sheet.totals}")
            self.sheet.totals = list(totals)  # report each difference once
        if list(sheet.games_won) != self.sheet.games:
            self.fail("games won", f"sheet {sheet.games_won}, the rules {self.sheet.games}")
            self.sheet.games = list(sheet.games_won)
        if game.is_over != self.sheet.over:
            self.fail("the end of the match", f"is_over {game.is_over} after {self.deals_played} deals, "
                      f"games {sheet.games_won}, match {self.sheet.match!r}")
            raise _Abort

    def _check_over(self) -> None:
        game = self.game
        if game.phase is not Phase.OVER or game.current_player is not None or game.legal_actions():
            self.fail("a finished match", f"phase {game.phase}, current player {game.current_player}, "
                      f"legal {game.legal_actions()}")
        sheet = game.sheet  # type: ignore[attr-defined]
        if sheet.single_game != (self.sheet.match == "game"):
            self.fail("match='game' is a single game", f"sheet.single_game is {sheet.single_game}")

    # --- every step (full=True) -----------------------------------------------------------------
    def _full_view(self) -> BridgeView:
        full = self.game.full_view()
        assert isinstance(full, BridgeView)
        return full

    def _check_step(self) -> BridgeView:
        game, spec = self.game, self.spec
        full = self._full_view()
        error = accounting_error(full)
        if error:
            self.fail("cards accounted for at every step", error)
        phase, player = game.phase, game.current_player
        if full.phase is not phase or full.current_player != player:
            self.fail("views follow the game", f"full_view says {full.phase}/{full.current_player}")
        if any(seat.hidden for seat in full.seats):
            self.fail("full_view hides nothing", f"{full.seats}")
        actions = game.legal_actions()
        legal = [action_text(a) for a in actions]
        if len(set(legal)) != len(legal):
            self.fail("legal actions are distinct", f"{legal}")
        expected, whose = self._expected_legal(full)
        if expected is not None and set(legal) != expected:
            self.fail(f"legal actions in {phase.value}",
                      f"the game {sorted(legal)}, the rules {sorted(expected)}")
        if whose is not None and player != whose:
            self.fail(f"whose turn in {phase.value}", f"player {player}, the rules say {whose}")
        sheet = game.sheet  # type: ignore[attr-defined]
        if list(game.scores()) != [sheet.total(spec.side(p)) for p in range(spec.players)]:
            self.fail("scores = the score sheet", f"{game.scores()} vs {sheet.totals}")
        sure, maybe = self._learn(full)
        known = [self._known(p, full, sure | maybe) for p in range(spec.players)]
        if player is not None:
            leaked = {a.code for a in actions if isinstance(a, Card)} - known[player]
            if leaked:
                self.fail("legal_actions() shows only known cards", f"{sorted(leaked)} to player {player}")
        for viewer in range(spec.players):
            self._check_view(viewer, full, known[viewer], sure, maybe)
        return full

    def _expected_legal(self, full: BridgeView) -> tuple[set[str] | None, int | None]:
        """The legal actions and the player to act, by the rules."""
        phase, spec = self.game.phase, self.spec
        seats = [codes(seat.cards) for seat in full.seats]
        if phase is Phase.AUCTION and self.auction is not None:
            return self.auction.legal(), self.auction.to_call
        if phase is Phase.PLAY and self.hands is not None and self.declarer is not None:
            if seats != self.hands:
                self.fail("the hands in play", f"the game {full.seats}, the rules {self.hands}")
            return self.playable(), controller(spec, self.seat, self.declarer)
        if phase is Phase.WIDOW and self.declarer is not None:
            return seats[self.declarer], self.declarer
        if phase is Phase.CHOOSE_DUMMY:
            return {"exposed", "hidden"}, self.declarer
        if phase is Phase.DRAW:
            draw = full.draw
            assert draw is not None and full.stock is not None
            if spec.prelude == "draw":
                actor = full.current_player
                assert actor is not None
                if draw.must_discard:
                    return seats[actor], None
                if (draw.offered is None) == (draw.turned is None):
                    self.fail("draw: one face-up card", f"{draw}")
                return ({"take", "decline"} if draw.offered is not None else {"take", "refuse"}), None
            if spec.prelude == "draw-discard":
                if len(full.stock) != 52 - 2 * self.draw_actions:
                    self.fail("draw-discard: two cards a turn", f"{len(full.stock)} cards in the stock")
                return {"keep", "reject"}, (self.dealer + 1 + self.draw_actions) % 2  # type: ignore[operator]
            seat = self.prelim_leader if not draw.trick else 1 - draw.trick[0].seat
            cards = seats[seat]
            if draw.trick and self.options.get("follow_suit_in_draw"):
                led = draw.trick[0].card.code[1]
                cards = {c for c in cards if c[1] == led} or cards
            return cards, seat
        return None, None

    def _check_draw_move(self, before: BridgeView, player: int | None, text: str) -> None:
        """The cards a draw-phase action moves (full=True): before and after."""
        spec = self.spec
        if before.phase is not Phase.DRAW or player is None:
            return
        after = self._full_view()
        draw, drawn = before.draw, after.draw
        assert draw is not None and drawn is not None and before.stock is not None
        stock = [card.code for card in before.stock]
        hand, other = codes(after.seats[player].cards), 1 - player
        discards = codes(after.discards[player])
        if spec.prelude == "draw":
            face_up = code(draw.offered if draw.offered is not None else draw.turned)
            moved = {"take": face_up in hand,
                     "refuse": code(drawn.offered) == face_up and after.current_player == other,
                     "decline": face_up in codes(drawn.dead) and (
                         after.phase is not Phase.DRAW or (after.current_player == player
                                                           and code(drawn.turned) == stock[0]))
                     }.get(text)
            if moved is None:  # a discard: the turn passes, the next stock card is turned up
                moved = text in discards and text not in hand and (
                    after.phase is not Phase.DRAW or (after.current_player == other
                                                      and code(drawn.turned) == stock[0]))
            elif text == "take":
                moved = moved and drawn.must_discard and after.current_player == player
            if not moved:
                self.fail(f"draw: {'discard' if text in CODES else text}",
                          f"before {draw}, after {drawn}")
        elif spec.prelude == "draw-discard":
            first, second = stock[:2]
            kept, thrown = (first, second) if text == "keep" else (second, first)
            if kept not in hand or thrown not in discards:
                self.fail(f"draw-discard: {text}", f"top {first}, next {second}: hand {sorted(hand)}, "
                          f"discards {sorted(discards)}")
        elif spec.prelude == "draw-tricks" and draw.trick:
            trick = [*((seat, card.code) for seat, card in draw.trick), (player, text)]
            winner = trick_winner(trick, None)
            self.prelim_leader = winner
            top, nxt = stock[:2]
            if top not in codes(after.seats[winner].cards) or nxt not in codes(after.seats[1 - winner].cards):
                self.fail("draw-tricks: the winner draws first", f"trick {trick}, stock top {top}, {nxt}")

    def _learn(self, full: BridgeView) -> tuple[set[str], set[str]]:
        """Update what each player may know, from the rules; return the cards lying face up in the
        seats now: (sure, maybe) where maybe is a half-open card whose cover is in the trick being
        played (turned at once or at the end of the trick)."""
        spec, phase = self.spec, self.game.phase
        public = self.public
        played = {card.code for trick in full.tricks for _, card in trick}
        current = {card.code for _, card in full.trick}
        public |= played | current
        draw = full.draw
        if draw is not None:
            public |= codes(card for card in (draw.turned, draw.offered) if card is not None)
            public |= codes(draw.dead)
            public |= codes(card for trick in draw.preliminary_tricks for _, card in trick)
            public |= codes(card for _, card in draw.trick)
            if phase is Phase.DRAW and full.stock:
                if spec.prelude == "draw-tricks" and self.options.get("expose_top_card"):
                    public.add(full.stock[0].code)
                if spec.prelude == "draw-discard" and full.current_player is not None:
                    self.private[full.current_player].add(full.stock[0].code)
        if spec.players == 3 and self.declarer is not None and phase is not Phase.AUCTION:
            self.private[self.declarer] |= self.widow  # the widow, to declarer after the auction
        sure: set[str] = set()
        maybe: set[str] = set()
        if spec.dummies in ("shared", "single"):
            sure |= self.dealt[2]
        if spec.dummies == "half-open":
            for seat in (2, 3):
                sure |= self.dealt[seat] - self.covered
            maybe = {under for cover, under in self.under.items() if cover in current}
        if phase is Phase.PLAY and self.declarer is not None and (played or current):
            for seat in dummy_seats(spec, self.declarer):
                sure |= codes(full.seats[seat].cards)
        public |= sure
        return sure, maybe

    def _leads_from_dummy(self, player: int) -> int | None:
        """The face-down dummy ``player`` must lead from (double-dummy, single-dummy: the opening lead
        comes from the seat on declarer's left, which may be the defender's own dummy): he sees it."""
        if (self.spec.dummies in ("double", "single") and self.game.phase is Phase.PLAY
                and self.declarer is not None and self.seat >= 2 and not self.tricks and not self.trick
                and controller(self.spec, self.seat, self.declarer) == player):
            return self.seat
        return None

    def _known(self, player: int, full: BridgeView, face_up: set[str]) -> set[str]:
        """Every card ``player`` may know now: his hand and discards, what he saw, what lies face up,
        and the face-down dummy he leads from."""
        known = codes(full.seats[player].cards) | codes(full.discards[player])
        known |= self.public | self.private[player] | face_up
        dummy = self._leads_from_dummy(player)
        if dummy is not None:
            known |= codes(full.seats[dummy].cards)
        return known

    def _check_view(self, viewer: int, full: BridgeView, known: set[str],
                    sure: set[str], maybe: set[str]) -> None:
        game, spec = self.game, self.spec
        view = game.view(viewer)
        assert isinstance(view, BridgeView)
        for key in PUBLIC:
            if getattr(view, key) != getattr(full, key):
                self.fail(f"view({viewer}) shows the public {key}",
                          f"{getattr(view, key)!r} vs {getattr(full, key)!r}")
        dummy = self._leads_from_dummy(viewer)
        for seat, (mine, everything) in enumerate(zip(view.seats, full.seats, strict=True)):
            if replace(mine, cards=(), hidden=0) != replace(everything, cards=(), hidden=0):
                self.fail(f"view({viewer}) shows seat {seat}'s public facts", f"{mine} vs {everything}")
            cards, shown = codes(everything.cards), codes(mine.cards)
            if seat in (viewer, dummy):
                low = high = cards
            else:
                low, high = cards & sure, cards & (sure | maybe)
            if not low <= shown <= high or mine.hidden != len(cards) - len(shown):
                self.fail(f"view({viewer}) of seat {seat} in {game.phase.value}",
                          f"shows {sorted(shown)} (hidden {mine.hidden}) of {sorted(cards)}; "
                          f"the rules: {sorted(low)}"
                          + (f" and maybe {sorted(high - low)}" if high != low else ""))
        if view.discards[viewer] != full.discards[viewer]:
            self.fail(f"view({viewer}) shows its own discards", f"{view.discards}")
        if any(pile for player, pile in enumerate(view.discards) if player != viewer):
            self.fail(f"view({viewer}) hides the others' discards", f"{view.discards}")
        for key, value in (("set_aside", view.set_aside), ("stock", view.stock)):
            if value is not None:
                self.fail(f"view({viewer}) hides the {key}", f"{value}")
        draw, full_draw = view.draw, full.draw
        if full_draw is not None:
            see_top = game.phase is Phase.DRAW and full.stock and (
                (spec.prelude == "draw-discard" and viewer == game.current_player)
                or (spec.prelude == "draw-tricks" and self.options.get("expose_top_card")))
            top = full.stock[0] if see_top and full.stock else None
            if draw is None or draw.top != top or replace(draw, top=None) != replace(full_draw, top=None):
                self.fail(f"view({viewer}) of the draw",
                          f"{draw} vs {full_draw} (top card for the viewer: {top})")
        elif draw is not None:
            self.fail(f"view({viewer}) of the draw", f"{draw}, and the full view has none")
        history = game.history[self.deal_start:]
        log, full_log = view.log, full.log
        if len(log) != len(history) or len(full_log) != len(history):
            self.fail(f"view({viewer}) log", f"{len(log)} entries for {len(history)} actions this deal")
        for entry, whole, (actor, action) in zip(log, full_log, history, strict=False):
            if whole.player != actor or whole.action != action:
                self.fail("full_view() log", f"{whole} for {actor}:{action_text(action)}")
            hidden = whole.discard and actor != viewer and entry == whole._replace(action=None)
            if entry != whole and not hidden:
                self.fail(f"view({viewer}) log", f"{entry} for {actor}:{action_text(action)} ({whole})")
        leaks = codes(cards_in(view)) - known  # the log's cards too
        if leaks:
            self.fail(f"view({viewer}) leaks a card", f"{sorted(leaks)} in {game.phase.value}")

    # --- save and load -------------------------------------------------------------------------
    def check_round_trip(self) -> Game | None:
        """Save, load, compare; returns the loaded game."""
        self.round_trips += 1
        text = self.game.to_json()
        try:
            other = load_game(text)
        except Exception as error:
            self.fail("load_game reads to_json", f"{error!r}")
            return None
        found = differences(self.game, other)
        if found:
            self.fail("a loaded game equals the saved one", f"{', '.join(found)}")
        return other


def play(form: str, seed: int, agent: Agent, *, problems: Problems | None = None, **options: Any) -> Watcher:
    """Play a whole match of ``form`` with deal-end checks (every step with ``full``)."""
    full = options.pop("full", False)
    mine = problems or Problems()
    watcher = Watcher(form, seed, options, mine, full=full, rng_seed=seed).run(agent)
    if problems is None:
        mine.assert_none()
    return watcher
