"""Tests for honeymoon.forms.reviews: the double-dummy review of a played deal of every bridge
form, card by card, against the counts worked out here with dd_tricks and dd_plays; what each
player saw (a guess); the time budget."""

from __future__ import annotations

import itertools

import pytest
from test_analysis import line_of, played_deal, winner_of

import honeymoon.analysis
from honeymoon import PASS, Game, new_game
from honeymoon.analysis import AnalysisTimeout, dd_line, dd_plays, dd_tricks
from honeymoon.cards import Card, Hand
from honeymoon.errors import ConfigError
from honeymoon.forms import CardVerdict, Review, review
from honeymoon.solver import Clock

# --- a card's verdict --------------------------------------------------------------------------


def test_card_verdict_is_a_frozen_value_that_reads_as_a_lesson_line() -> None:
    verdict = CardVerdict(5, 0, Card.parse("KS"), 10, 9, Card.parse("4S"), by_declarer=True)
    assert str(verdict) == "trick 5: ♠K gave away a trick; ♠4 kept 10"
    assert verdict.cost == 1
    defence = CardVerdict(2, 1, Card.parse("2H"), 8, 10, Card.parse("AH"), by_declarer=False)
    assert str(defence) == "trick 2: ♥2 gave away 2 tricks; ♥A held the declarer to 8"
    good = CardVerdict(3, 1, Card.parse("2H"), 8, 8, Card.parse("2H"), by_declarer=False)
    assert str(good) == "trick 3: ♥2 held the declarer to 8" and good.cost == 0
    with pytest.raises(AttributeError):
        verdict.after = 10  # type: ignore[misc]


def test_a_guess_reads_as_one() -> None:
    verdict = CardVerdict(5, 0, Card.parse("KS"), 10, 9, Card.parse("4S"), by_declarer=True, guess=True)
    assert str(verdict) == "trick 5: ♠K, a guess, gave away a trick; ♠4 kept 10"
    kept = CardVerdict(5, 0, Card.parse("KS"), 10, 10, Card.parse("KS"), by_declarer=True, guess=True)
    assert str(kept) == "trick 5: ♠K kept 10"


def test_a_verdict_in_plain_words_for_a_newcomer() -> None:
    """Lesson 9's review: the count before and after the card, in words, and who played it."""
    costly = CardVerdict(9, 0, Card.parse("7S"), 12, 11, Card.parse("KS"), by_declarer=True, guess=True)
    assert costly.in_words("you") == (
        "Trick 9: you played ♠7, a guess (not every card still to come could be seen), and it gave away a "
        "trick. Before it, best play by both sides from there on would have given the declarer 12 tricks "
        "in all; after it, only 11. ♠K instead would have kept the 12.")
    defence = CardVerdict(2, 1, Card.parse("2H"), 8, 10, Card.parse("AH"), by_declarer=False)
    assert defence.in_words("Ben") == (
        "Trick 2: Ben played ♥2 and it gave the declarer 2 tricks more. Before it, best play by both sides "
        "from there on would have held the declarer to 8 tricks in all; after it, the declarer could take "
        "10. ♥A instead would have held the declarer to 8.")
    good = CardVerdict(3, 1, Card.parse("2H"), 1, 1, Card.parse("2H"), by_declarer=False)
    assert good.in_words() == ("Trick 3: ♥2, as good as any card: with best play by both sides from there "
                               "on, the declarer takes 1 trick in all.")
    for verdict in (costly, defence, good):  # the short line stays as it was
        assert str(verdict).startswith(f"trick {verdict.trick}: {verdict.card}")


def test_the_play_table_reviews_in_plain_words() -> None:
    """The review under lesson 9's table: no bare "kept 12", and the end of the deal said in the feedback."""
    import re

    from honeymoon_widgets import PlayTable

    table = PlayTable("plain", level="basic", seed=9, match="deal")
    while not table.game.is_over:
        table.act(table.game.legal_actions()[1 if table.game.phase.value == "auction" else 0])
    review_text = re.sub("<[^>]+>", " ", table.review_box.value)
    assert table.review is not None and "could make" in review_text
    assert "best play by both sides from there on" in review_text
    assert not re.search(r"\bkept \d", review_text)
    assert all(str(verdict) not in review_text for verdict in table.review)  # the short lines
    mine = [v for v in table.review if v.seat == 0]
    assert f"Your cards: {sum(not v.cost for v in mine)} of {len(mine)} were as good as any." in review_text
    assert "deal 1 is over (see the review below)" in table.feedback.value


# --- review of a played deal -----------------------------------------------------------------


@pytest.mark.parametrize("seed", [1, 2, 5])
def test_review_follows_the_deal_card_by_card(seed: int) -> None:
    game = played_deal(seed)
    view = game.full_view()
    verdicts = review(game)
    played = [(seat, card) for trick in view.tricks for seat, card in trick]
    assert [(v.seat, v.card) for v in verdicts] == played
    assert [v.trick for v in verdicts] == [n // 2 + 1 for n in range(len(played))]
    declarer = view.declarer
    # Before the opening lead: the double-dummy result of the whole deal.
    held = [Hand(c for s, c in played if s == seat) for seat in (0, 1)]
    strain = view.contract.strain
    assert verdicts[0].before == 13 - dd_tricks(held, strain, 1 - declarer)
    # Each card starts where the one before ended; the last ends on the tricks really taken.
    for earlier, later in itertools.pairwise(verdicts):
        assert earlier.after == later.before
    assert verdicts[-1].after == view.trick_winners.count(declarer)
    for verdict in verdicts:
        assert verdict.cost >= 0
        assert verdict.by_declarer == (verdict.seat == declarer)
        assert (verdict.cost == 0) == (verdict.best == verdict.card)
        assert str(verdict).startswith(f"trick {verdict.trick}: {verdict.card}")


def test_the_best_opening_lead_of_the_review_keeps_its_promise() -> None:
    for seed in (3, 6, 8):
        game = played_deal(seed)
        view = game.full_view()
        declarer = view.declarer
        strain = view.contract.strain
        played = [(seat, card) for trick in view.tricks for seat, card in trick]
        held = [Hand(c for s, c in played if s == seat) for seat in (0, 1)]
        first = review(game)[0]
        leader = first.seat
        # The declarer's tricks after the best lead, against the best reply, worked out here.
        other = held[1 - leader]
        replies = [c for c in other if c.suit == first.best.suit] or list(other)
        results = []
        for reply in replies:
            rest = [Hand(held[0].cards - {first.best, reply}), Hand(held[1].cards - {first.best, reply})]
            leader_wins = winner_of([first.best, reply], strain.suit) == 0
            winner = leader if leader_wins else 1 - leader
            later = dd_tricks(rest, strain, winner)
            results.append(later + 1 if winner == declarer else 12 - later)
        assert (max(results) if leader != declarer else min(results)) == first.before


def test_review_refuses_what_it_cannot_read() -> None:
    unfinished = new_game("plain", seed=1, match="deal")
    with pytest.raises(ConfigError, match="finished deal"):
        review(unfinished)
    half = played_deal(1, "half-open")
    with pytest.raises(ConfigError, match="half-open"):
        review(half)
    passed = new_game("plain", seed=1, match="deal")
    while not passed.is_over:
        passed.apply(PASS if PASS in passed.legal_actions() else passed.legal_actions()[0])
    with pytest.raises(ConfigError, match="passed out"):
        review(passed)


def test_review_of_every_form_follows_the_deal() -> None:
    pytest.importorskip("endplay", reason="endplay is not installed (the course extra)")
    for form in ("plain", "draw", "draw-discard", "draw-tricks", "exposed-dummy", "three-handed",
                 "double-dummy", "single-dummy", "contract-bridge"):
        game = played_deal(4, form)
        view = game.full_view()
        result = review(game)
        assert isinstance(result, Review)
        played = [(seat, card) for trick in view.tricks for seat, card in trick]
        seats = len(view.seats)
        skipped = (result.first_trick - 1) * seats
        assert [(v.seat, v.card) for v in result] == played[skipped:], form
        for earlier, later in itertools.pairwise(result):
            assert earlier.after == later.before, form
        side = next(s.side for s in view.seats if s.owner == view.declarer)
        declaring = {s.seat for s in view.seats if s.owner is None or s.side == side}
        assert result.made == sum(w in declaring for w in view.trick_winners)
        assert result[-1].after == result.made, form
        assert result.first_trick == 1 and result.could_make == result[0].before, form
        assert not result.note, form
        # What each side's cards gave away takes the declarer from what he could make to what he made.
        assert result.given_by_declarer == sum(v.cost for v in result if v.by_declarer), form
        assert result.could_make - result.given_by_declarer + result.given_by_defence == result.made, form
        for verdict in result:
            assert verdict.cost >= 0 and verdict.by_declarer == (verdict.seat in declaring)
            assert (verdict.cost == 0) == (verdict.best == verdict.card)
        # Every hand is hidden from someone in these forms: early cards are guesses.
        assert result[0].guess
        assert str(result).splitlines()[0].startswith(f"{result.contract} by player")


@pytest.mark.parametrize("form", ["plain", "draw", "exposed-dummy", "three-handed", "single-dummy",
                                  "contract-bridge"])
def test_the_review_reads_its_counts_from_the_line_of_play(form: str) -> None:
    # The game's seats renumbered in order of play from the opening leader (worked out in
    # test_analysis.line_of), their sides: the review's counts are dd_line's, card by card.
    if form in ("single-dummy", "contract-bridge"):
        pytest.importorskip("endplay", reason="endplay is not installed (the course extra)")
    game = played_deal(11, form)
    counts = dd_line(*line_of(game), budget=600)
    verdicts = review(game, budget=600)
    assert [v.before for v in verdicts] + [verdicts.made] == list(counts.totals)
    assert [v.after for v in verdicts] == list(counts.totals[1:])
    assert [v.best for v in verdicts] == list(counts.best)
    assert (verdicts.could_make, verdicts.made, verdicts.first_trick) == (
        counts.could_make, counts.made, counts.first_trick)


def test_review_of_four_hands_starts_from_the_double_dummy_result() -> None:
    pytest.importorskip("endplay", reason="endplay is not installed (the course extra)")
    game = played_deal(2, "contract-bridge")
    view = game.full_view()
    held = [Hand(c for trick in view.tricks for s, c in trick if s == seat)
            for seat in range(4)]
    result = review(game)
    leader = view.tricks[0][0].seat
    strain = view.contract.strain
    defence = dd_tricks(held, strain, leader, engine="endplay")
    assert result.could_make == 13 - defence


@pytest.mark.parametrize("form", ["contract-bridge", "double-dummy"])
def test_review_of_four_hands_agrees_with_each_card_solved_alone(form: str) -> None:
    # The review analyses the line of play in one DDS call; here every card is solved alone.
    pytest.importorskip("endplay", reason="endplay is not installed (the course extra)")
    game = played_deal(7, form)
    view = game.full_view()
    strain = view.contract.strain
    side = next(s.side for s in view.seats if s.owner == view.declarer)
    declaring = {s.seat for s in view.seats if s.owner is None or s.side == side}
    sides = tuple(int(seat in declaring) for seat in range(4))
    held = [{c for trick in view.tricks for s, c in trick if s == seat} for seat in range(4)]
    result = iter(review(game))
    won = 0
    for number, (trick, winner) in enumerate(zip(view.tricks, view.trick_winners, strict=True)):
        left = 13 - number
        for step, (seat, card) in enumerate(trick):
            so_far = [(s, c) for s, c in trick[:step]]
            values = dd_plays([Hand(h) for h in held], strain, trick[0][0], so_far, sides=sides,
                              engine="endplay")
            ours = seat in declaring
            tally = {c: won + (v if ours else left - v) for c, v in values.items()}
            verdict = next(result)
            assert (verdict.seat, verdict.card, verdict.after) == (seat, card, tally[card])
            assert verdict.before == (max if ours else min)(tally.values())
            assert tally[verdict.best] == verdict.before
            held[seat].discard(card)
        won += winner in declaring


# --- the time budget ---------------------------------------------------------------------------


def test_a_review_out_of_time_reviews_the_last_tricks_only(monkeypatch: pytest.MonkeyPatch) -> None:
    game = played_deal(4, "three-handed")
    full = review(game)

    class Stopping(Clock):
        """A clock whose budget runs out at its eleventh look, whatever the machine's speed
        (the whole review looks 23 times)."""

        def __init__(self, budget: float) -> None:
            super().__init__(budget)
            self.looks = 0

        def check(self) -> None:
            self.looks += 1
            if self.looks > 10:
                raise AnalysisTimeout(f"double-dummy analysis stopped after {self.budget:g} s")

    monkeypatch.setattr(honeymoon.analysis, "Clock", Stopping)
    cut = review(game, budget=7)
    assert 1 < cut.first_trick <= 16
    assert cut.could_make is None and cut.made == full.made
    assert cut.note == (f"tricks 1 to {cut.first_trick - 1} are not reviewed: the double-dummy "
                        "analysis stopped after 7 s (its time budget)")
    assert tuple(cut) == full[3 * (cut.first_trick - 1):]
    monkeypatch.undo()
    nothing = review(game, budget=1e-9)
    assert len(nothing) == 0 and nothing.first_trick == 17 and "tricks 1 to 16" in nothing.note


def test_three_seat_reviews_start_at_the_first_trick() -> None:
    for form in ("three-handed", "exposed-dummy"):
        game = played_deal(4, form)
        view = game.full_view()
        result = review(game, budget=600)
        assert result.first_trick == 1 and not result.note, form
        held = [Hand(c for trick in view.tricks for s, c in trick if s == seat)
                for seat in range(3)]
        side = next(s.side for s in view.seats if s.owner == view.declarer)
        sides = tuple(int(s.owner is None or s.side == side) for s in view.seats)
        leader = view.tricks[0][0].seat
        strain = view.contract.strain
        size = len(view.tricks)
        defence = dd_tricks(held, strain, leader, sides=sides, budget=600)
        assert result.could_make == size - defence, form


def _finished_match(form: str, seed: int, deals: int, **options: object) -> Game:
    """A match played at random until ``deals`` deals are finished (or it is over)."""
    import random

    game = new_game(form, seed=seed, **options)
    rng = random.Random(seed)
    while not game.is_over and len(game.deals) < deals:
        game.apply(rng.choice(game.legal_actions()))
    return game


def test_a_match_s_deal_is_reviewed_as_the_score_stood_before_it() -> None:
    from honeymoon.analysis import dd_table
    from honeymoon.forms import review_deal
    from honeymoon.forms.reviews import deal_starts
    from honeymoon.par import par

    game = _finished_match("plain", 23, 3)  # player 1 wins a game in deal 1: vulnerable after it
    starts = deal_starts(game)
    assert [start.vulnerable for start in starts[:3]] == [(False, False), (False, True), (False, True)]
    assert len(starts) == len(game.deals) + (not game.is_over)
    for number in range(len(game.deals)):
        found = review_deal(game, number)
        start = starts[number]
        assert found.start == start and found.match == "rubber"
        record = game.full_view().previous_deals[number]
        if record.score is None:
            assert found.review is None and found.par is None and "passed out" in found.notes[0]
            continue
        assert found.review is not None and found.review.made == record.score.tricks
        # Par from the deal's own hands, as the sheet stood before it.
        hands = [Hand([card for trick in found_tricks(game, number) for seat, card in trick if seat == s])
                 for s in range(2)]
        assert found.par == par(dd_table(hands), vulnerable=start.vulnerable, dealer=start.dealer,
                                below_line=start.below_line)
        assert found.duplicate_par is None  # a rubber values the game already
        stood = "player 1 vulnerable" if start.vulnerable[1] else "nobody vulnerable"
        assert found.par_basis(["you", "player 1"]).startswith(f"for this deal as the score stood ({stood}, ")


def found_tricks(game: Game, number: int) -> list[list[tuple[int, Card]]]:
    """The tricks of deal ``number``, from the review's one-deal replay of it."""
    from honeymoon.forms import review_deal

    found = review_deal(game, number)
    assert found.review is not None
    tricks: dict[int, list[tuple[int, Card]]] = {}
    for verdict in found.review:
        tricks.setdefault(verdict.trick, []).append((verdict.seat, verdict.card))
    return list(tricks.values())


def test_review_deal_says_what_it_cannot_give_and_refuses_what_is_no_deal() -> None:
    from honeymoon.forms import review_deal

    three = _finished_match("three-handed", 2, 1, match="deal")
    found = review_deal(three, 0)
    if found.review is not None:
        assert found.par is None and found.notes == ("no par for a table of three seats: par needs two or "
                                                     "four hands",)
    with pytest.raises(ConfigError, match="number is a finished deal, 0 to 0, not 1"):
        review_deal(three, 1)
    with pytest.raises(ConfigError, match="review_deal is for the bridge forms"):
        review_deal(new_game("boerenbridge", seed=1), 0)


def test_a_claimed_deal_is_reviewed_up_to_the_claim() -> None:
    """Player 0 cashed eleven spades, then led the ♥2 instead of his last spade, and player 1
    claimed the two tricks left: the ♥2 gave the declarer a trick, and the review counts the claim."""
    from test_claims import eleven_spades_cashed

    from honeymoon.forms import review_deal
    from honeymoon.game import CLAIM

    game = eleven_spades_cashed()
    game.apply("2H")
    game.apply(CLAIM)
    found = review(game)
    assert (found.could_make, found.made, len(found)) == (1, 2, 23)  # 11 tricks of 2 cards, and the ♥2
    last = found[-1]
    assert (last.card, last.before, last.after, last.best, last.by_declarer) == (
        Card.parse("2H"), 1, 2, Card.parse("3S"), False)
    assert found.could_make - found.given_by_declarer + found.given_by_defence == found.made
    whole = review_deal(game, 0)
    assert whole.review == found and whole.par is not None and not whole.notes
