"""The ``honeymoon score`` command: text and JSON output, every contract form, every kind of bad input;
the ``honeymoon play`` command: a match against the computer driven by a script of entries.

Expected scores are typed by hand from the Laws of Contract Bridge, Law 77 (see tests/test_scoring.py).
"""

from __future__ import annotations

import io
import json
import os
import random
import shutil
import subprocess
import sys
import sysconfig
import traceback
from pathlib import Path
from typing import Any

import pytest

import honeymoon
from honeymoon.bots import make_bot
from honeymoon.cli import main
from honeymoon.game import Game, action_text
from honeymoon.views import BoerenbridgeView, BridgeView

ROOT = Path(__file__).resolve().parents[1]


def run_main(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    """``main(argv)`` as the console script runs it: (exit status, stdout, stderr).

    An exception escaping ``main`` would reach the user as a traceback: the test fails and says so.
    """
    try:
        status = main(argv)
    except SystemExit as exit_:  # argparse's own exits (--help)
        status = exit_.code if isinstance(exit_.code, int) else 1
    except Exception:
        captured = capsys.readouterr()
        shown = repr(argv) if len(repr(argv)) < 200 else repr(argv)[:200] + "…"
        pytest.fail(f"main({shown}) raised instead of reporting an error:\n{traceback.format_exc()}"
                    f"stdout: {captured.out!r}\nstderr: {captured.err!r}")
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONIOENCODING"] = "utf-8"
    return env


def run_process(command: list[str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, capture_output=True, text=True, encoding="utf-8", env=_env(), cwd=ROOT,
                          timeout=60, check=False)


def assert_one_line_error(status: int, out: str, err: str) -> None:
    assert status != 0
    assert out == ""
    assert "Traceback" not in err
    assert err.endswith("\n")
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("honeymoon: "), err
    assert len(lines[0]) > len("honeymoon: ")


# ---------------------------------------------------------------------------------------------------
# Text output.
# ---------------------------------------------------------------------------------------------------
TEXT = [
    (["score", "4S", "10"],
     "4♠ made exactly (10 tricks), not vulnerable:\n"
     "  declarer: 4 tricks bid and made in ♠ × 30 = 120 below the line\n"),
    (["score", "4S", "11"],
     "4♠ made with 1 overtrick (11 tricks), not vulnerable:\n"
     "  declarer: 4 tricks bid and made in ♠ × 30 = 120 below the line\n"
     "  declarer: 1 overtrick in ♠ × 30 = 30 above the line\n"),
    (["score", "3NTX", "8"],
     "3NTX down 1 (8 tricks), not vulnerable:\n"
     "  defenders: 1st undertrick, doubled, not vulnerable = 100 above the line\n"),
    (["score", "4SX", "9", "--vulnerable"],
     "4♠X down 1 (9 tricks), vulnerable:\n"
     "  defenders: 1st undertrick, doubled, vulnerable = 200 above the line\n"),
    (["score", "6HXX", "13", "--vulnerable"],
     "6♥XX made with 1 overtrick (13 tricks), vulnerable:\n"
     "  declarer: 6 tricks bid and made in ♥ × 30, redoubled × 4 = 720 below the line\n"
     "  declarer: 1 overtrick, redoubled, vulnerable × 400 = 400 above the line\n"
     "  declarer: making a redoubled contract (the insult) = 100 above the line\n"
     "  declarer: small slam bid and made, vulnerable = 750 above the line\n"),
    (["score", "2HX", "8", "--no-insult"],
     "2♥X made exactly (8 tricks), not vulnerable:\n"
     "  declarer: 2 tricks bid and made in ♥ × 30, doubled × 2 = 120 below the line\n"),
    (["score", "4S", "9", "--honors", "150", "--honors-to", "defenders"],
     "4♠ down 1 (9 tricks), not vulnerable:\n"
     "  defenders: 1 undertrick, not vulnerable × 50 = 50 above the line\n"
     "  defenders: honors: all five top trumps in one hand = 150 above the line\n"),
    (["score", "--vulnerable", "7NT", "13", "--honors", "150"],
     "7NT made exactly (13 tricks), vulnerable:\n"
     "  declarer: 7 tricks bid and made in NT: 40 + 6 × 30 = 220 below the line\n"
     "  declarer: grand slam bid and made, vulnerable = 1500 above the line\n"
     "  declarer: honors: all four aces in one hand = 150 above the line\n"),
]


@pytest.mark.parametrize(("argv", "expected"), TEXT, ids=[" ".join(a[1:]) for a, _ in TEXT])
def test_text_output(argv: list[str], expected: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert run_main(argv, capsys) == (0, expected, "")


# ---------------------------------------------------------------------------------------------------
# JSON output: exactly the documented shape.
# ---------------------------------------------------------------------------------------------------
def _line(label: str, points: int, side: str, above_line: bool) -> dict[str, Any]:
    return {"label": label, "points": points, "side": side, "above_line": above_line}


JSON = [
    (["score", "4S", "11", "--json"], {
        "contract": "4S", "tricks": 11, "vulnerable": False,
        "declarer": {"below": 120, "above": 30}, "defenders": {"above": 0},
        "lines": [_line("4 tricks bid and made in ♠ × 30", 120, "declarer", False),
                  _line("1 overtrick in ♠ × 30", 30, "declarer", True)]}),
    (["score", "4SX", "9", "--vulnerable", "--json"], {
        "contract": "4SX", "tricks": 9, "vulnerable": True,
        "declarer": {"below": 0, "above": 0}, "defenders": {"above": 200},
        "lines": [_line("1st undertrick, doubled, vulnerable", 200, "defenders", True)]}),
    (["score", "--json", "6HXX", "13", "--vulnerable"], {
        "contract": "6HXX", "tricks": 13, "vulnerable": True,
        "declarer": {"below": 720, "above": 1250}, "defenders": {"above": 0},
        "lines": [_line("6 tricks bid and made in ♥ × 30, redoubled × 4", 720, "declarer", False),
                  _line("1 overtrick, redoubled, vulnerable × 400", 400, "declarer", True),
                  _line("making a redoubled contract (the insult)", 100, "declarer", True),
                  _line("small slam bid and made, vulnerable", 750, "declarer", True)]}),
    (["score", "3SA", "9", "--json", "--honors", "150", "--honors-to", "defenders"], {
        "contract": "3NT", "tricks": 9, "vulnerable": False,
        "declarer": {"below": 100, "above": 0}, "defenders": {"above": 150},
        "lines": [_line("3 tricks bid and made in NT: 40 + 2 × 30", 100, "declarer", False),
                  _line("honors: all four aces in one hand", 150, "defenders", True)]}),
    (["score", "5dx", "12", "--json", "--no-insult"], {
        "contract": "5DX", "tricks": 12, "vulnerable": False,
        "declarer": {"below": 200, "above": 100}, "defenders": {"above": 0},
        "lines": [_line("5 tricks bid and made in ♦ × 20, doubled × 2", 200, "declarer", False),
                  _line("1 overtrick, doubled, not vulnerable × 100", 100, "declarer", True)]}),
    (["score", "7CXX", "0", "--json"], {
        "contract": "7CXX", "tricks": 0, "vulnerable": False,
        "declarer": {"below": 0, "above": 0}, "defenders": {"above": 7000},
        "lines": [_line("1st undertrick, redoubled, not vulnerable", 200, "defenders", True),
                  _line("2nd and 3rd undertricks, redoubled, not vulnerable × 400", 800, "defenders", True),
                  _line("4th to 13th undertricks, redoubled, not vulnerable × 600", 6000, "defenders",
                        True)]}),
]


@pytest.mark.parametrize(("argv", "expected"), JSON, ids=[" ".join(a[1:]) for a, _ in JSON])
def test_json_output(argv: list[str], expected: dict[str, Any], capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run_main(argv, capsys)
    assert (status, err) == (0, "")
    assert out.endswith("\n") and out.count("\n") == 1  # one JSON object on one line
    data = json.loads(out)
    assert data == expected
    assert list(data) == ["contract", "tricks", "vulnerable", "declarer", "defenders", "lines"]
    assert all(list(line) == ["label", "points", "side", "above_line"] for line in data["lines"])
    assert "\\u" not in out  # suit symbols are written as they are, not escaped


# ---------------------------------------------------------------------------------------------------
# Every way of writing a contract.
# ---------------------------------------------------------------------------------------------------
CONTRACT_FORMS = [
    # as typed, tricks, vulnerable flag, contract code in JSON, declarer below, declarer above, defenders
    ("4S", "10", False, "4S", 120, 0, 0),
    ("4s", "10", False, "4S", 120, 0, 0),
    ("4SX", "10", False, "4SX", 240, 50, 0),
    ("4sx", "10", True, "4SX", 240, 50, 0),
    ("4♠", "10", False, "4S", 120, 0, 0),
    ("4♠X", "11", True, "4SX", 240, 250, 0),
    ("4♠x", "9", False, "4SX", 0, 0, 100),
    ("4♠XX", "8", True, "4SXX", 0, 0, 1000),
    ("6HXX", "12", False, "6HXX", 720, 600, 0),
    ("6hxx", "12", True, "6HXX", 720, 850, 0),
    ("6♥XX", "11", True, "6HXX", 0, 0, 400),
    ("3NT", "9", False, "3NT", 100, 0, 0),
    ("3nt", "10", True, "3NT", 100, 30, 0),
    ("3SA", "9", False, "3NT", 100, 0, 0),
    ("3sa", "8", True, "3NT", 0, 0, 100),
    ("3SAX", "9", False, "3NTX", 200, 50, 0),
    ("1N", "7", False, "1NT", 40, 0, 0),
    ("2C", "8", False, "2C", 40, 0, 0),
    ("2♣", "9", False, "2C", 40, 20, 0),
    ("5d", "11", False, "5D", 100, 0, 0),
    ("5♦X", "11", False, "5DX", 200, 50, 0),
    ("7NTXX", "13", True, "7NTXX", 880, 1600, 0),
]


@pytest.mark.parametrize(("contract", "tricks", "vulnerable", "code", "below", "above", "defenders"),
                         CONTRACT_FORMS,
                         ids=[f"{c}={t}{'-V' if v else ''}" for c, t, v, *_ in CONTRACT_FORMS])
def test_contract_forms(contract: str, tricks: str, vulnerable: bool, code: str, below: int, above: int,
                        defenders: int, capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["score", contract, tricks, "--json", *(["--vulnerable"] if vulnerable else [])]
    status, out, err = run_main(argv, capsys)
    assert (status, err) == (0, "")
    data = json.loads(out)
    assert data["contract"] == code
    assert data["tricks"] == int(tricks)
    assert data["vulnerable"] is vulnerable
    assert (data["declarer"]["below"], data["declarer"]["above"], data["defenders"]["above"]) == (
        below, above, defenders)


# ---------------------------------------------------------------------------------------------------
# Every kind of bad input: a non-zero status, one line on stderr, no traceback.
# ---------------------------------------------------------------------------------------------------
BAD_INPUT = [
    pytest.param(["score", "4Q", "10"], id="bad-strain"),
    pytest.param(["score", "ZZ", "10"], id="no-level"),
    pytest.param(["score", "", "10"], id="empty-contract"),
    pytest.param(["score", "X", "10"], id="only-double"),
    pytest.param(["score", "8NT", "10"], id="level-8"),
    pytest.param(["score", "0S", "10"], id="level-0"),
    pytest.param(["score", "4SXXX", "10"], id="triple-double"),
    pytest.param(["score", "44S", "10"], id="two-levels"),
    pytest.param(["score", "4S", "14"], id="tricks-14"),
    pytest.param(["score", "4S", "99"], id="tricks-99"),
    pytest.param(["score", "4S", "-1"], id="tricks-minus-1"),
    pytest.param(["score", "4S", "ten"], id="tricks-ten"),
    pytest.param(["score", "4S", "10.0"], id="tricks-10.0"),
    pytest.param(["score", "4S", ""], id="tricks-empty"),
    pytest.param(["score", "4S", " 9"], id="tricks-space"),
    pytest.param(["score", "4S", "²"], id="tricks-superscript-two"),
    pytest.param(["score", "4S", "1" * 5000], id="tricks-5000-digits"),
    pytest.param(["score", "4S"], id="missing-tricks"),
    pytest.param(["score"], id="missing-contract"),
    pytest.param([], id="missing-command"),
    pytest.param(["deal", "4S", "10"], id="unknown-command"),
    pytest.param(["play", "4S", "10"], id="play-extra-argument"),
    pytest.param(["score", "4S", "10", "--bogus"], id="unknown-option"),
    pytest.param(["score", "4S", "10", "11"], id="extra-argument"),
    pytest.param(["score", "4S", "10", "--honors", "50"], id="honors-50"),
    pytest.param(["score", "4S", "10", "--honors", "many"], id="honors-word"),
    pytest.param(["score", "4S", "10", "--honors"], id="honors-without-value"),
    pytest.param(["score", "3NT", "9", "--honors", "100"], id="honors-100-at-NT"),
    pytest.param(["score", "4S", "10", "--honors", "100", "--honors-to", "north"], id="honors-to-north"),
    pytest.param(["score", "4S", "10", "--vulnerable=yes"], id="flag-with-value"),
]


@pytest.mark.parametrize("argv", BAD_INPUT)
def test_bad_input(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert_one_line_error(*run_main(argv, capsys))


def test_bad_input_status_is_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_main(["score", "4S", "14"], capsys)[0] == 2
    assert run_main(["score", "4S"], capsys)[0] == 2


@pytest.mark.parametrize(("argv", "words"), [
    (["score", "4Q", "10"], "'4Q'"),
    (["score", "4S", "14"], "14"),
    (["score", "4S", "ten"], "'ten'"),
    (["score", "4S"], "tricks"),
    (["score", "3NT", "9", "--honors", "100"], "150"),
], ids=["contract", "tricks-14", "tricks-ten", "missing", "honors"])
def test_error_message_names_the_mistake(argv: list[str], words: str,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    _, _, err = run_main(argv, capsys)
    assert words in err


def test_help_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run_main(["score", "--help"], capsys)
    assert status == 0
    for option in ("--vulnerable", "--json", "--no-insult", "--honors", "--honors-to"):
        assert option in out


# ---------------------------------------------------------------------------------------------------
# As real processes: python -m honeymoon, and the installed console script.
# ---------------------------------------------------------------------------------------------------
def _console_script() -> str | None:
    scripts = sysconfig.get_path("scripts")
    found = shutil.which("honeymoon", path=scripts) or shutil.which(
        "honeymoon", path=str(Path(sys.executable).parent))
    return found


def test_python_dash_m_json() -> None:
    done = run_process([sys.executable, "-m", "honeymoon", "score", "4SX", "9", "--vulnerable", "--json"])
    assert (done.returncode, done.stderr) == (0, "")
    assert json.loads(done.stdout) == JSON[1][1]


def test_python_dash_m_text() -> None:
    done = run_process([sys.executable, "-m", "honeymoon", "score", "4♠", "11"])
    assert (done.returncode, done.stderr) == (0, "")
    assert done.stdout == TEXT[1][1]


@pytest.mark.parametrize("args", [["4S", "14"], ["8NT", "10"], ["4S", "²"]],
                         ids=["tricks-14", "8NT", "tricks-superscript-two"])
def test_python_dash_m_bad_input(args: list[str]) -> None:
    done = run_process([sys.executable, "-m", "honeymoon", "score", *args])
    assert_one_line_error(done.returncode, done.stdout, done.stderr)
    assert done.returncode == 2


def test_console_script() -> None:
    script = _console_script()
    if script is None:
        pytest.skip("the honeymoon console script is not installed")
    done = run_process([script, "score", "3NT", "10", "--json"])
    assert (done.returncode, done.stderr) == (0, "")
    assert json.loads(done.stdout) == {
        "contract": "3NT", "tricks": 10, "vulnerable": False,
        "declarer": {"below": 100, "above": 30}, "defenders": {"above": 0},
        "lines": [_line("3 tricks bid and made in NT: 40 + 2 × 30", 100, "declarer", False),
                  _line("1 overtrick in NT × 30", 30, "declarer", True)]}
    bad = run_process([script, "score", "4SXXX", "ten"])
    assert_one_line_error(bad.returncode, bad.stdout, bad.stderr)
    assert bad.returncode == 2


# ---------------------------------------------------------------------------------------------------
# honeymoon play: a match against the computer, driven by a script of entries.
# ---------------------------------------------------------------------------------------------------
def play_main(argv: list[str], entries: list[str] | str) -> tuple[int, str, str]:
    """``main(["play", …])`` fed the learner's entries, one a line: (status, stdout, stderr)."""
    text = entries if isinstance(entries, str) else "".join(f"{e}\n" for e in entries)
    out, err = io.StringIO(), io.StringIO()
    try:
        status = main(["play", *argv], stdin=io.StringIO(text), stdout=out, stderr=err)
    except Exception:
        pytest.fail(f"main(play {argv}) raised:\n{traceback.format_exc()}\nstdout: {out.getvalue()[-2000:]}")
    return status, out.getvalue(), err.getvalue()


def reference(form: str, seed: int, level: str, *, learner: int = 0, choose: Any = None,
              **options: Any) -> tuple[Game, list[str]]:
    """The same match played here, independently of the command: the computer at every other seat
    (seeded as the command seeds it: the game's seed plus the player), and the learner answering
    ``choose(legal)`` (default: the first legal action). Returns the finished game and the
    learner's entries, as text."""
    game = honeymoon.new_game(form, seed=seed, **options)
    bots = {p: make_bot(level, seed=seed + p) for p in range(game.num_players) if p != learner}
    entries = []
    while not game.is_over:
        player = game.current_player
        assert player is not None
        if player == learner:
            legal = game.legal_actions()
            action = legal[0] if choose is None else choose(legal)
            entries.append(action_text(action))
            game.apply(action)
        else:
            game.apply(bots[player].choose(game.view(player), game.legal_actions()))
    return game, entries


def assert_clean(out: str, err: str) -> None:
    assert "Traceback" not in out + err
    assert err == ""


def test_plain_deal_played_to_the_end_prints_the_final_score() -> None:
    game, entries = reference("plain", 3, "basic", match="deal")
    status, out, err = play_main(["plain", "--deal", "--seed", "3"], entries)
    assert status == 0
    assert_clean(out, err)
    # Hand-typed from seed 3 (see honeymoon.game's doctest): player 0's first hand, by suit.
    assert "  your hand: ♠ A J 2  ♥ K J 2  ♦ Q 10 8 5 4  ♣ J 3\n" in out
    assert out.count("Deal 1 is over.") == 1
    view = game.view(0)
    assert isinstance(view, BridgeView)
    for entry in view.previous_deals[-1].entries:
        assert f"{entry.line.label} = {entry.points}" in out
    scores = game.scores()
    assert out.endswith(f"The match is over.\n  score: you {scores[0]}, player 1 {scores[1]} "
                        f"(games won {view.games_won[0]}–{view.games_won[1]})\n")
    # Every entry was taken at once: one prompt per entry, and no entry refused.
    assert out.count("] write ") == len(entries)
    assert "not allowed" not in out
    # The review as the play table gives it: the declarer's tricks against what he could make, the
    # learner's 13 cards and the computer's, each costly card, and par with the score it stood at.
    from honeymoon.forms import review_deal

    found = review_deal(game, 0)
    assert found.review is not None and found.par is not None
    assert (f"  review (every card known): the declarer could make {found.review.could_make} and made "
            f"{found.review.made}\n") in out
    mine = [v for v in found.review if v.seat == 0]
    assert f"  {sum(not v.cost for v in mine)} of your 13 cards were as good as any\n" in out
    assert "of the computer's 13 cards were as good as any\n" in out
    for verdict in found.review:
        assert (f"    {verdict}\n" in out) == bool(verdict.cost)
    assert ("  par (every card known) for this match of one deal, scored as its sheet scores it (a game "
            "earns its trick points only): ") in out


def test_the_learners_actions_and_the_computers_are_shown_in_order() -> None:
    game, entries = reference("plain", 11, "random", match="deal")
    status, out, err = play_main(["plain", "--deal", "--seed", "11", "--level", "random"], entries)
    assert (status, err) == (0, "")
    shown = [line for line in out.splitlines() if line.startswith(("you: ", "player 1: "))]
    expected = [f"{'you' if p == 0 else 'player 1'}: {a}" for p, a in game.history]
    assert shown == expected


def test_an_illegal_entry_gets_the_reason_and_a_new_prompt() -> None:
    # Seed 3: player 1 opens 1NT (the computer at basic level); 1NT again is not enough.
    status, out, err = play_main(["plain", "--deal", "--seed", "3"], ["1NT", "hello", "2C"])
    assert (status, err) == (0, "")
    assert "player 1: 1NT\n" in out
    assert "not allowed: 1NT is not enough: a bid must outrank the last bid" in out
    assert "not allowed: cannot read 'hello' here: write a call" in out
    assert "you: 2♣\n" in out
    # The auction prompt came three times: after 1NT, after hello, then 2C was taken.
    assert out.count("[auction] write a call") == 3


def test_a_card_that_breaks_a_rule_is_refused_with_the_rule() -> None:
    _, entries = reference("plain", 3, "basic", match="deal")
    # Replay the auction to the learner's first card: then try a card he does not hold, and a call.
    replay = honeymoon.new_game("plain", seed=3, match="deal")
    bot = make_bot("basic", seed=4)
    script: list[str] = []
    while True:
        while replay.current_player == 1:
            replay.apply(bot.choose(replay.view(1), replay.legal_actions()))
        if replay.phase is honeymoon.Phase.PLAY:
            break
        replay.apply(entries[len(script)])
        script.append(entries[len(script)])
    view = replay.view(0)
    assert isinstance(view, BridgeView)
    foreign = next(card for card in honeymoon.DECK if card not in view.seats[0].cards)
    status, out, err = play_main(["plain", "--deal", "--seed", "3"], [*script, foreign.code, "XX"])
    assert (status, err) == (0, "")
    refusals = [line for line in out.splitlines() if line.startswith("not allowed: ")]
    assert len(refusals) == 2, refusals
    assert str(foreign) in refusals[0]
    assert out.count("[play] write a card you hold") == 3  # asked again after each refusal
    assert out.rstrip().endswith("end of input: the game was not saved")


def test_end_of_input_stops_cleanly() -> None:
    status, out, err = play_main(["plain", "--seed", "5"], "")
    assert (status, err) == (0, "")
    assert out.rstrip().endswith("end of input: the game was not saved")


def test_quit_stops_and_saves_when_asked(tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    status, out, err = play_main(["plain", "--seed", "5", "--save", str(save)], ["quit"])
    assert (status, err) == (0, "")
    assert f"the game is saved in {save}" in out
    assert honeymoon.load_game(save.read_text(encoding="utf-8")).seed == 5


def test_help_at_the_prompt() -> None:
    status, out, _ = play_main(["plain", "--seed", "5"], ["help"])
    assert status == 0
    assert "'save [FILE]'" in out and "'quit'" in out


def test_save_at_the_prompt(tmp_path: Path) -> None:
    save = tmp_path / "at-prompt.json"
    status, out, _ = play_main(["plain", "--seed", "5", "--deal"], ["save", f"save {save}", "quit"])
    assert status == 0
    assert "write save FILE: there is no file to save to yet" in out
    assert f"saved to {save}" in out
    game = honeymoon.load_game(save.read_text(encoding="utf-8"))
    assert game.name == "plain" and game.seed == 5 and game.options == {"match": "deal"}


def test_resume_continues_from_the_same_point(tmp_path: Path) -> None:
    game, entries = reference("plain", 21, "basic", match="deal")
    first = tmp_path / "first.json"
    cut = len(entries) // 2
    status, out, err = play_main(["plain", "--deal", "--seed", "21", "--save", str(first)], entries[:cut])
    assert (status, err) == (0, "")
    assert "end of input: the game is saved in" in out
    saved = first.read_text(encoding="utf-8")
    halfway = honeymoon.load_game(saved)
    assert halfway.current_player == 0 and not halfway.is_over
    # Resumed and stopped at once: the state is exactly the loaded game's.
    again = tmp_path / "again.json"
    status, out, err = play_main(["--resume", str(first), "--save", str(again)], "")
    assert (status, err) == (0, "")
    assert again.read_text(encoding="utf-8").strip() == halfway.to_json()
    # Resumed with the rest of the entries: the same match as played straight through.
    final = tmp_path / "final.json"
    status, out, err = play_main(["--resume", str(first), "--save", str(final)], entries[cut:])
    assert (status, err) == (0, "")
    assert out.count("] write ") == len(entries) - cut
    finished = honeymoon.load_game(final.read_text(encoding="utf-8"))
    assert finished.is_over
    assert finished.history == game.history
    assert finished.scores() == game.scores()
    assert "The match is over." in out


def test_the_draw_names_what_the_learner_saw_and_each_prompt_says_what_it_asks() -> None:
    # Seed 3, draw: the computer (player 1) takes the face-up ♣A first; the learner takes ♣10 and
    # must then discard.
    status, out, err = play_main(["draw", "--seed", "3"], ["take", "quit"])
    assert (status, err) == (0, "")
    assert out.splitlines()[2:4] == ["player 1: take (♣A, face up)", "player 1: a card, face down"]
    assert "[draw] take or refuse the face-up ♣10: write take or refuse > take\nyou: take (♣10)\n" in out
    assert "[draw] discard a card, face down: write a card you hold" in out


def test_a_resumed_match_says_where_it_stands(tmp_path: Path) -> None:
    _, entries = reference("plain", 21, "basic")
    after_one = honeymoon.new_game("plain", seed=21)
    bot = make_bot("basic", seed=22)
    script = []
    while not after_one.full_view().previous_deals:
        if after_one.current_player == 1:
            after_one.apply(bot.choose(after_one.view(1), after_one.legal_actions()))
        else:
            script.append(entries[len(script)])
            after_one.apply(script[-1])
    save = tmp_path / "match.json"
    save.write_text(after_one.to_json(), encoding="utf-8")
    status, out, err = play_main(["--resume", str(save)], ["quit"])
    assert (status, err) == (0, "")
    scores = after_one.scores()
    view = after_one.view(0)
    assert isinstance(view, BridgeView)
    assert (f"Resumed after deal 1.\n  score: you {scores[0]}, player 1 {scores[1]} "
            f"(games won {view.games_won[0]}–{view.games_won[1]})\n") in out


def test_resume_of_a_finished_match_shows_the_final_score(tmp_path: Path) -> None:
    game, _ = reference("plain", 3, "random", match="deal")
    path = tmp_path / "over.json"
    path.write_text(game.to_json(), encoding="utf-8")
    status, out, err = play_main(["--resume", str(path)], "")
    assert (status, err) == (0, "")
    view = game.view(0)
    assert isinstance(view, BridgeView)
    won = view.games_won
    assert out.endswith(f"The match is over.\n  score: you {game.scores()[0]}, player 1 {game.scores()[1]} "
                        f"(games won {won[0]}–{won[1]})\n")
    assert "] write " not in out  # nothing left to ask


class _Interrupting(io.StringIO):
    def readline(self, size: int | None = -1) -> str:
        raise KeyboardInterrupt


def test_ctrl_c_stops_without_a_traceback(tmp_path: Path) -> None:
    save = tmp_path / "g.json"
    out = io.StringIO()
    status = main(["play", "plain", "--seed", "5", "--save", str(save)], stdin=_Interrupting(), stdout=out)
    assert status == 130
    assert "interrupted: the game is saved in" in out.getvalue()
    assert honeymoon.load_game(save.read_text(encoding="utf-8")).seed == 5


def test_resume_without_save_saves_back_on_request(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    path.write_text(honeymoon.new_game("plain", seed=8).to_json(), encoding="utf-8")
    status, out, _ = play_main(["--resume", str(path)], ["save", "quit"])
    assert status == 0
    assert f"saved to {path}" in out
    assert "the game was not saved" in out  # quit saves only with --save


@pytest.mark.parametrize("damage", ["not json", "digest", "missing", "empty", "binary", "a directory"])
def test_a_damaged_save_gives_status_2_and_one_line(damage: str, tmp_path: Path) -> None:
    path = tmp_path / "save.json"
    text = honeymoon.new_game("plain", seed=8).to_json()
    if damage == "not json":
        path.write_text("{oops", encoding="utf-8")
    elif damage == "digest":
        path.write_text(text.replace('"seed": 8', '"seed": 9'), encoding="utf-8")
    elif damage == "empty":
        path.write_text("", encoding="utf-8")
    elif damage == "binary":
        path.write_bytes(b"\xff\xfe\x00garbage")
    elif damage == "a directory":
        path.mkdir()
    status, out, err = play_main(["--resume", str(path)], ["Pass"])
    assert status == 2
    assert_one_line_error(status, out, err)
    assert str(path) in err


@pytest.mark.parametrize(("argv", "words"), [
    (["chess"], "unknown game 'chess'"),
    (["plain", "--level", "expert"], "unknown level 'expert'"),
    (["plain", "--lang", "xx"], "lang"),
    (["plain", "--seed", "abc"], "--seed is a whole number"),
    (["plain", "--seat", "2"], "--seat is a player from 0 to 1"),
    (["plain", "--seat", "one"], "--seat is a whole number"),
    ([], "name a form"),
    (["plain", "--resume", "x.json"], "--resume"),
    (["--resume", "x.json", "--seed", "3"], "--resume"),
    (["--resume", "x.json", "--deal"], "--resume"),
    (["plain", "--bogus"], "--bogus"),
], ids=["form", "level", "lang", "seed", "seat-range", "seat-word", "no-form", "resume-form",
        "resume-seed", "resume-deal", "unknown-option"])
def test_play_bad_options(argv: list[str], words: str) -> None:
    status, out, err = play_main(argv, "")
    assert status == 2
    assert_one_line_error(status, out, err)
    assert words in err


def test_unknown_form_lists_the_forms() -> None:
    _, _, err = play_main(["chess"], "")
    for form in ("plain", "contract-bridge", "boerenbridge"):
        assert form in err


def test_save_to_a_file_that_cannot_be_written(tmp_path: Path) -> None:
    status, out, err = play_main(["plain", "--save", str(tmp_path / "no-such-dir" / "g.json")], "")
    assert status == 2
    assert_one_line_error(status, out, err)


def test_lang_fr_reads_2C_as_two_hearts(tmp_path: Path) -> None:
    save = tmp_path / "fr.json"
    status, out, err = play_main(["plain", "--deal", "--seed", "3", "--lang", "fr", "--save", str(save)],
                                 ["2C", "quit"])
    assert (status, err) == (0, "")
    assert "you: 2♥\n" in out
    game = honeymoon.load_game(save.read_text(encoding="utf-8"))
    assert game.history[1] == (0, honeymoon.Bid.parse("2H"))
    assert game.lang == "fr"


def test_lang_on_resume_sets_how_entries_are_read(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    path.write_text(honeymoon.new_game("plain", seed=3, match="deal").to_json(), encoding="utf-8")
    status, out, _ = play_main(["--resume", str(path), "--lang", "fr"], ["2C"])
    assert status == 0
    assert "you: 2♥\n" in out
    status, out, err = play_main(["--resume", str(path), "--lang", "xx"], "")
    assert status == 2 and "lang" in err


def test_seat_1_plays_the_other_hand() -> None:
    _, entries = reference("plain", 3, "basic", learner=1, match="deal")
    status, out, err = play_main(["plain", "--deal", "--seed", "3", "--seat", "1"], entries)
    assert (status, err) == (0, "")
    assert "You are player 1; the computer plays at the basic level." in out
    assert "The match is over." in out
    assert out.count("] write ") == len(entries)


def test_boerenbridge_one_deal() -> None:
    game, entries = reference("boerenbridge", 5, "basic", match="deal")
    assert game.num_players == 4
    status, out, err = play_main(["boerenbridge", "--deal", "--seed", "5"], entries)
    assert (status, err) == (0, "")
    assert "[bidding] write a number of tricks" in out
    assert "[play] write a card you hold" in out
    view = game.view(0)
    assert isinstance(view, BoerenbridgeView)
    for lines in view.previous_deals[-1].lines:
        for line in lines:
            assert str(line) in out
    scores = game.scores()
    names = ["you" if p == 0 else f"player {p}" for p in range(4)]
    winners = [names[p] for p, score in enumerate(scores) if score == max(scores)]
    verb = "win" if len(winners) > 1 or winners == ["you"] else "wins"
    assert out.endswith("The match is over.\n  score: "
                        + ", ".join(f"{names[p]} {s}" for p, s in enumerate(scores)) + "\n"
                        + f"  {' and '.join(winners)} {verb} with {max(scores)} points\n")
    assert "review" not in out  # a deal's score lines are its whole story


def test_boerenbridge_bad_bid_is_refused() -> None:
    status, out, err = play_main(["boerenbridge", "--deal", "--seed", "5"], ["seven", "99", "quit"])
    assert (status, err) == (0, "")
    assert out.count("not allowed: ") == 2
    assert "cannot read 'seven' as a bid" in out or "cannot read 'seven'" in out


def test_contract_bridge_scores_by_partnership() -> None:
    game, entries = reference("contract-bridge", 2, "basic", match="deal")
    status, out, err = play_main(["contract-bridge", "--deal", "--seed", "2"], entries)
    assert (status, err) == (0, "")
    scores = game.scores()
    assert f"score: North–South {scores[0]}, East–West {scores[1]}" in out
    view = game.view(0)
    assert isinstance(view, BridgeView)
    record = view.previous_deals[-1]
    if record.score is not None:  # reviewed, or a short line while review does not know the form
        assert "review (every card known): " in out or "no review for this form yet" in out
        played_by_north = 26 if record.declarer in (0, 2) and record.declarer == 0 else 13
        if "review (every card known): " in out and record.declarer != 2:
            assert f"of your {played_by_north} cards" in out


def test_the_opponents_discards_stay_hidden() -> None:
    game, entries = reference("draw", 7, "basic", match="deal")
    status, out, err = play_main(["draw", "--deal", "--seed", "7"], entries)
    assert (status, err) == (0, "")
    # Count player 1's discards by replaying the match: a card he plays while he must discard.
    discards = 0
    replay = honeymoon.new_game("draw", seed=7, match="deal")
    for player, action in game.history:
        full = replay.full_view()
        assert isinstance(full, BridgeView) and full.draw is not None
        if player == 1 and replay.phase is honeymoon.Phase.DRAW and full.draw.must_discard:
            discards += 1
            assert f"player 1: {action}\n" not in out  # the card itself is never shown
        replay.apply(action)
    assert discards > 0
    assert out.count("player 1: a card, face down\n") == discards


def test_a_rubber_prints_the_score_between_deals_and_a_review_of_each(tmp_path: Path) -> None:
    game, entries = reference("plain", 4, "random")
    status, out, err = play_main(["plain", "--seed", "4", "--level", "random"], entries)
    assert (status, err) == (0, "")
    view = game.view(0)
    assert isinstance(view, BridgeView)
    deals = view.previous_deals
    assert len(deals) >= 2
    for record in deals:
        assert f"Deal {record.number} is over." in out
    played = [record for record in deals if record.score is not None]
    assert out.count("review (every card known): ") == len(played)
    assert out.count("  score: ") == len(deals) + 1
    assert "rubber won" in out


@pytest.mark.parametrize("case", range(12))
def test_random_entries_never_crash(case: int) -> None:
    """Any mixture of legal actions, nonsense and commands: the command never fails."""
    rng = random.Random(case)
    form = rng.choice(["plain", "draw", "draw-discard", "draw-tricks", "double-dummy", "exposed-dummy",
                       "three-handed", "contract-bridge", "boerenbridge", "single-dummy", "half-open"])
    # Entries no phase of any form takes (a legal action would change the game's course).
    noise = ["", "  ", "zz", "8NT", "XXX", "-3", "²", "?", "help", "save", "W9", "1NT1", "♠", "💥", "\x00"]

    def choose(legal: list[Any]) -> Any:
        return rng.choice(legal)

    _, entries = reference(form, case, "random", choose=choose, match="deal")
    script = []
    for entry in entries:
        if rng.random() < 0.2:
            script.append(rng.choice(noise))
        script.append(entry)
    status, out, err = play_main([form, "--deal", "--seed", str(case), "--level", "random"], script)
    assert (status, err) == (0, "")
    assert "The match is over." in out


def test_play_with_python_dash_m() -> None:
    _, entries = reference("plain", 3, "basic", match="deal")
    done = subprocess.run([sys.executable, "-m", "honeymoon", "play", "plain", "--deal", "--seed", "3"],
                          input="".join(f"{e}\n" for e in entries), capture_output=True, text=True,
                          encoding="utf-8", env=_env(), cwd=ROOT, timeout=60, check=False)
    assert (done.returncode, done.stderr) == (0, "")
    assert "The match is over." in done.stdout


def test_play_bad_form_with_the_console_script() -> None:
    script = _console_script()
    if script is None:
        pytest.skip("the honeymoon console script is not installed")
    bad = run_process([script, "play", "chess"])
    assert_one_line_error(bad.returncode, bad.stdout, bad.stderr)
    assert bad.returncode == 2


# ---------------------------------------------------------------------------------------------------
# Hostile input: every mistake is one line and status 2 (or, at the prompt, a line and a new prompt).
# ---------------------------------------------------------------------------------------------------
def test_the_top_level_error_names_the_program_once(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run_main(["--bogus"], capsys)
    assert_one_line_error(status, out, err)
    assert "(see honeymoon --help)" in err and "honeymoon honeymoon" not in err
    _, _, err = run_main(["score"], capsys)
    assert "(see honeymoon score --help)" in err


def test_save_at_the_prompt_to_a_name_with_a_nul_says_why() -> None:
    status, out, err = play_main(["plain", "--deal", "--seed", "3"], ["save a\x00b", "quit"])
    assert (status, err) == (0, "")
    assert "cannot save to 'a\\x00b': embedded null byte\n" in out


@pytest.mark.parametrize("path", ["a\x00b", "a\nb/c"], ids=["nul", "line-break"])
def test_save_to_a_name_that_cannot_be_written_is_one_line(path: str) -> None:
    status, out, err = play_main(["plain", "--save", path], "")
    assert status == 2
    assert_one_line_error(status, out, err)
    assert "cannot save to " + repr(path) in err


@pytest.mark.parametrize(("argv", "words"), [
    (["plain", "--lang", ""], "unknown language ''"),
    (["plain", "--seed", "1" * 31], "--seed is a whole number of at most 30 digits"),
    (["plain", "--seed", "1e5"], "--seed is a whole number"),
], ids=["lang-empty", "seed-31-digits", "seed-float"])
def test_play_bad_values(argv: list[str], words: str) -> None:
    status, out, err = play_main(argv, "")
    assert_one_line_error(status, out, err)
    assert status == 2 and words in err


def test_a_line_too_long_at_the_prompt_is_refused() -> None:
    status, out, err = play_main(["boerenbridge", "--deal", "--seed", "5"], ["1" * 1_000_000, "quit"])
    assert (status, err) == (0, "")
    assert "not allowed: cannot read '111" in out and "it has 1,000,000 characters" in out


class _ClosedPipe(io.StringIO):
    def write(self, text: str) -> int:
        raise BrokenPipeError(32, "Broken pipe")


def test_output_closed_by_its_reader_is_one_line() -> None:
    err = io.StringIO()
    assert main(["score", "4S", "10"], stdout=_ClosedPipe(), stderr=err) == 2
    assert err.getvalue() == "honeymoon: the output was closed before the end\n"


def test_the_legal_line_is_read_back_in_the_games_language() -> None:
    """Under --lang fr each legal action typed back as the legal line shows it (♠Q, with the
    English letters the library writes) is taken, and so is the French way (♠D)."""
    game, _ = reference("plain", 3, "basic", match="deal", lang="fr")
    mine = [action for player, action in game.history if player == 0]
    french = [action.text("fr") if isinstance(action, honeymoon.Card) else str(action) for action in mine]
    for entries in ([str(action) for action in mine], french):
        status, out, err = play_main(["plain", "--deal", "--seed", "3", "--lang", "fr"], entries)
        assert (status, err) == (0, "")
        assert "not allowed" not in out and "The match is over." in out
        legal_lines = [line.split()[1:] for line in out.splitlines() if line.startswith("  legal: ")]
        assert all(str(action) in legal for action, legal in zip(mine, legal_lines, strict=True))


def test_hostile_prompt_input_in_a_real_process(tmp_path: Path) -> None:
    """Bytes that are no UTF-8, a NUL in a file name, a line of a million characters, terminal
    control codes, a folder as the file: a line and a new prompt each, never a traceback."""
    (tmp_path / "folder").mkdir()
    entries = (b"\xff\xfe\n" + b"save a\x00b\n" + b"1" * 1_000_000 + b"\n" + b"\x1b[2J\x07\x00\n"
               + b"save folder\n" + b"quit\n")
    command = [sys.executable, "-m", "honeymoon", "play", "boerenbridge", "--deal", "--seed", "5"]
    done = subprocess.run(command, input=entries, capture_output=True, env=_env(), cwd=tmp_path, timeout=60,
                          check=False)
    out, err = done.stdout.decode("utf-8"), done.stderr.decode("utf-8")
    assert (done.returncode, err) == (0, ""), err
    assert out.count("not allowed: ") == 3
    assert "cannot save to 'a\\x00b'" in out and "cannot save to folder: Is a directory" in out
    assert "at most 200" in out and "you stopped" in out
    assert sorted(path.name for path in tmp_path.iterdir()) == ["folder"]


@pytest.mark.parametrize(("content", "words"), [
    ("[" * 100_000, "nest at most 10 deep"),
    (" " * 3_000_000, "longer than a save may be, 1,000,000 characters"),
    (None, "longer than a save may be"),
], ids=["deep", "huge", "dev-zero"])
def test_resume_of_a_huge_or_deep_file_is_one_line(content: str | None, words: str, tmp_path: Path) -> None:
    """Refused at once, with the limit; an endless file (None: /dev/zero) is read only so far."""
    path = tmp_path / "save.json"
    if content is None:
        path = Path(os.devnull).with_name("zero")
        if not path.exists():
            pytest.skip("no /dev/zero here")
    else:
        path.write_text(content, encoding="utf-8")
    done = run_process([sys.executable, "-m", "honeymoon", "play", "--resume", str(path)])
    assert_one_line_error(done.returncode, done.stdout, done.stderr)
    assert done.returncode == 2
    assert words in done.stderr


def test_an_ascii_terminal_gets_no_traceback() -> None:
    env = {**_env(), "PYTHONIOENCODING": "ascii"}
    done = subprocess.run([sys.executable, "-m", "honeymoon", "score", "4S", "10"], capture_output=True,
                          env=env, cwd=ROOT, timeout=60, check=False)
    assert (done.returncode, done.stderr) == (0, b"")
    assert done.stdout.startswith(b"4? made exactly (10 tricks)")


def test_a_closed_standard_input_ends_the_match_cleanly() -> None:
    done = subprocess.run([sys.executable, "-m", "honeymoon", "play", "plain", "--deal", "--seed", "3"],
                          capture_output=True, text=True, encoding="utf-8", env=_env(), cwd=ROOT, timeout=60,
                          check=False, preexec_fn=lambda: os.close(0))
    assert (done.returncode, done.stderr) == (0, "")
    assert done.stdout.endswith("end of input: the game was not saved\n")


@pytest.mark.parametrize("command", sorted(honeymoon.cli.TEACHER_COMMANDS))
def test_each_teachers_command_is_one_of_the_honeymoon_command(
        command: str, capsys: pytest.CaptureFixture[str]) -> None:
    """``honeymoon assignments …`` runs the course package's command: its own help, its own
    one-line refusal of an unknown option (status 2)."""
    assert main([command, "--help"]) == 0 and f"honeymoon {command}" in capsys.readouterr().out
    assert main([command, "--no-such-option"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith(f"honeymoon {command}: ")


def test_a_resumed_match_keeps_its_seat_and_level(tmp_path: Path) -> None:
    save = tmp_path / "match.json"
    options = ["plain", "--seed", "5", "--seat", "1", "--level", "strong", "--save", str(save)]
    status, out, _ = play_main(options, ["quit"])
    assert status == 0 and "You are player 1; the computer plays at the strong level." in out
    assert honeymoon.load_game(save.read_text(encoding="utf-8")).computer == {0: "strong"}
    status, out, _ = play_main(["--resume", str(save)], ["quit"])
    assert status == 0 and "You are player 1; the computer plays at the strong level." in out
    # Options given on resume change them, and the save says so.
    status, out, _ = play_main(["--resume", str(save), "--level", "random", "--save", str(save)], ["quit"])
    assert "You are player 1; the computer plays at the random level." in out
    assert honeymoon.load_game(save.read_text(encoding="utf-8")).computer == {0: "random"}


def test_claim_at_the_play_prompt_and_the_computer_s_claim(tmp_path: Path) -> None:
    """The learner (player 0) has cashed eleven spades: his claim of the two tricks left is
    refused with the line that beats it; he leads the ♥2, and the computer, whose last heart is
    then the only card left of its suit, claims the rest."""
    from test_claims import eleven_spades_cashed

    game = eleven_spades_cashed()
    game.computer = {1: "basic"}
    save = tmp_path / "game.json"
    save.write_text(game.to_json(), encoding="utf-8")
    status, out, err = play_main(["--resume", str(save)], ["help", "claim", "2H"])
    assert (status, err) == (0, "")
    assert "'claim' to claim every trick left for your side" in out
    assert "  or claim: every trick left for your side" in out
    assert ("not allowed: not all the rest are yours: the other side can take a trick. A line of play that "
            "beats the claim, both sides playing their best cards: you lead ♠3") in out
    assert "player 1: claim the rest (1 trick to their side)" in out
    assert "  player 1 claimed the last 1 trick, for the declaring side" in out
    assert "1NT by player 1: 2 tricks" in out and "The match is over." in out
